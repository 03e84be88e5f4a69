import type { z } from 'zod';
import type { AssignmentQuestionSchema } from './contracts/misc';
import { readNumber } from './read-values';
/** A follow-up question of the Assignment Bot (claim-intake.md section 3). */
export const QUESTION_TYPES = ['text', 'textarea', 'select', 'number', 'date', 'boolean'] as const;
export const QUESTION_CATEGORIES = ['client', 'vehicle', 'incident', 'insurance', 'repair', 'legal'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** One question as the API contract declares it (contracts/misc.ts). */
export type AssignmentQuestion = z.infer<typeof AssignmentQuestionSchema>;

export type QuestionAnswer = string | number | boolean | null;

/**
 * Section 7: used when question generation fails. Ids map onto claim fields when answered.
 * `carrierOptions`: the firm's content (server/content.ts; the web's useContent()).
 */
export const fallbackQuestions = (carrierOptions: readonly string[]): AssignmentQuestion[] => [
  {
    id: 'client_address',
    question: "What is the client's street address?",
    type: 'text',
    required: false,
    category: 'client',
    priority: 'medium',
  },
  {
    id: 'driver_license',
    question: "What is the driver's license number?",
    type: 'text',
    required: false,
    category: 'client',
    priority: 'low',
  },
  {
    id: 'insurance_carrier',
    question: 'Which insurance carrier handles this claim?',
    type: 'select',
    options: [...carrierOptions],
    required: false,
    category: 'insurance',
    priority: 'medium',
  },
  {
    id: 'deductible',
    question: 'What is the deductible amount?',
    type: 'number',
    required: false,
    category: 'insurance',
    priority: 'medium',
  },
];

/** True when a required question still has no answer (Next stays disabled). */
export function isAnswerMissing(answer: QuestionAnswer | undefined): boolean {
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
}

/** The claim field a question asks about: `missing_vehicleYear` and `confirm_vehicleYear` ask for vehicleYear. */
export const questionField = (id: string): string => id.replace(/^(missing|confirm)_/, '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An answer checked by what it asks for (an address is not an e-mail): answers the message a
 * person reads, or null when it fits. Empty answers are skipped questions, never wrong.
 */
export function checkAnswer(q: Pick<AssignmentQuestion, 'id' | 'type'>, answer: QuestionAnswer | undefined): string | null {
  if (isAnswerMissing(answer) || typeof answer === 'boolean') return null;
  const value = String(answer).trim();
  const field = questionField(q.id);
  if (/email/i.test(field) && !EMAIL.test(value)) return 'Enter an e-mail address, like name@example.com.';
  if (/phone/i.test(field) && value.replace(/\D/g, '').length < 10) return 'Enter a phone number with at least 10 digits.';
  if (/zip/i.test(field) && !/^\d{5}(-\d{4})?$/.test(value)) return 'Enter a 5-digit ZIP code.';
  if (field === 'vehicleYear' && !/^(19|20)\d{2}$/.test(value)) return 'Enter the year with 4 digits, like 2019.';
  if ((/amount|deductible|paid/i.test(field) || q.type === 'number') && readNumber(value) === null) {
    return 'Enter an amount in numbers, like 500 or 1,250.00.';
  }
  if (q.type === 'date' && !ISO_DATE.test(value)) return 'Enter a date, like 2026-03-14.';
  return null;
}
