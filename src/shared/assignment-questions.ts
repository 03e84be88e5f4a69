import type { z } from 'zod';
import type { AssignmentQuestionSchema } from './contracts/misc';
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
