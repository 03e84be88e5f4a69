import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountPreferencesSchema, MessageAnswerSchema, UserAnswerSchema } from '../../shared/contracts/accounts';
import { errorStatus } from '../lib/api';
import { apiRequest, readAnswer } from '../lib/api-request';

/** The signed-in person's own session: GET and PATCH /api/auth/me, POST /api/auth/logout. */
export type AccountPreferences = z.infer<typeof AccountPreferencesSchema>;
export type UserAnswer = z.infer<typeof UserAnswerSchema>;
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The session's user query (SessionSync reads it; sign-in and sign-out set it). */
export const ME_QUERY_KEY = '/api/auth/me';
export const meKey = [ME_QUERY_KEY] as const;

const userSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/accounts')).UserAnswerSchema : undefined;
const messageSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/accounts')).MessageAnswerSchema : undefined;

/** GET /api/auth/me: the signed-in user, or null when there is no session (401). */
export async function fetchMe(signal?: AbortSignal): Promise<UserAnswer | null> {
  try {
    return await readAnswer(await apiRequest('GET', ME_QUERY_KEY, undefined, { signal }), userSchema);
  } catch (err) {
    if (errorStatus(err) === 401) return null;
    throw err;
  }
}

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: ({ signal }) => fetchMe(signal) });
}

export async function savePreferences(body: AccountPreferences): Promise<UserAnswer> {
  return readAnswer(await apiRequest('PATCH', '/api/auth/me', body), userSchema);
}

export async function logout(): Promise<MessageAnswer> {
  return readAnswer(await apiRequest('POST', '/api/auth/logout'), messageSchema);
}
