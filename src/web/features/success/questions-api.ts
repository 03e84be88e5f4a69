import type { z } from 'zod';
import type { QuestionsAnswerSchema, QuestionsBodySchema } from '../../../shared/contracts/misc';
import { apiRequest, readAnswer } from '../../lib/api-request';

/** POST /api/smart-assignment-questions: the Assignment Bot's questions, generated from the claim. */
export type QuestionsBody = z.input<typeof QuestionsBodySchema>;
export type QuestionsAnswer = z.infer<typeof QuestionsAnswerSchema>;

const answerSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/misc')).QuestionsAnswerSchema : undefined;

export async function generateQuestions(body: QuestionsBody): Promise<QuestionsAnswer> {
  return readAnswer(await apiRequest('POST', '/api/smart-assignment-questions', body), answerSchema);
}
