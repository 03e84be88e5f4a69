/**
 * A point the letter cannot value is information, not a demand: it goes to the carrier as a
 * question, outside the letter's figures. English only: the letter goes to the carrier.
 */
import type { DisputePoint, PointKind } from '../../shared/contracts/reviews.js';

const COMPARABLE = 'Why is this comparable a fair stand-in for the loss vehicle?';
const QUESTIONS: Record<PointKind, string> = {
  negotiation: 'On what sale is this deduction based?',
  condition: 'On what inspection or record is the condition rating based?',
  distance: COMPARABLE,
  trim: COMPARABLE,
  body: COMPARABLE,
  drivetrain: COMPARABLE,
  'model-year': COMPARABLE,
  'few-comparables': 'Which further comparable vehicles did you consider, and why were they left out?',
  'no-sales-tax': 'Which sales tax will your payment include?',
  'no-title-fees': 'Which title and registration fees will your payment include, and in what amount?',
  mileage: "What is the vehicle's value at the owner's odometer reading, on your report's own mileage adjustment?",
  options: 'What does your report add for each of these options?',
  comparables: "How does your report's own method value this change?",
};

/** The point as the letter asks it: what the report shows, then the question. */
export const questionOf = (p: Pick<DisputePoint, 'kind' | 'text'>): string => `${p.text} ${QUESTIONS[p.kind]}`;
