import type { z } from 'zod';
import type { AccountPreferencesSchema, MessageAnswerSchema, UserAnswerSchema } from '../../shared/contracts/accounts';
import { apiRequest, readAnswer } from '../lib/api-request';

/** The signed-in person's own session: PATCH /api/auth/me (preferences) and POST /api/auth/logout. */
export type AccountPreferences = z.infer<typeof AccountPreferencesSchema>;
export type UserAnswer = z.infer<typeof UserAnswerSchema>;
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

const userSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/accounts')).UserAnswerSchema : undefined;
const messageSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/accounts')).MessageAnswerSchema : undefined;

export async function savePreferences(body: AccountPreferences): Promise<UserAnswer> {
  return readAnswer(await apiRequest('PATCH', '/api/auth/me', body), userSchema);
}

export async function logout(): Promise<MessageAnswer> {
  return readAnswer(await apiRequest('POST', '/api/auth/logout'), messageSchema);
}
