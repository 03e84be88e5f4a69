import type { TFunction } from 'i18next';
import { translatorOf } from '../translator.js';
import { REVIEW_MESSAGES } from './review-messages.js';

/** The valuation review's sentences in a reader's language (English when none or unknown). */
export const reviewText = translatorOf('review', REVIEW_MESSAGES);
export type ReviewT = TFunction<'review'>;
/** The English of the review: staff and the dispute letter, which goes to the carrier. */
export const ENGLISH: ReviewT = reviewText('en');
