import { MAIL_MESSAGES } from './mail-messages.js';
import { translatorOf } from './translator.js';

/** The translator of e-mails for a person's chosen language (English when none or unknown). */
export const mailText = translatorOf('mail', MAIL_MESSAGES);
