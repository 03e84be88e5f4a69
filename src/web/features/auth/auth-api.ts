import type { AccountUser, SignupAnswer } from '../../../shared/contracts/accounts';
import type { SignupInput } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { apiRequest } from '../../lib/api-request';
import { translateMessage } from '../../lib/i18n';

export async function postLogin(body: { username: string; password: string }): Promise<AccountUser> {
  const res = await apiRequest('POST', '/api/auth/login', body);
  return ((await res.json()) as { user: AccountUser }).user;
}

export type SignupBody = SignupInput;
export type { SignupAnswer };

/** Sends the account request; answers the server's message and the username it created. */
export async function postSignup(body: SignupBody): Promise<SignupAnswer> {
  const res = await apiRequest('POST', '/api/auth/signup', body);
  return (await res.json()) as SignupAnswer;
}

export async function postResetRequest(usernameOrEmail: string): Promise<string> {
  const res = await apiRequest('POST', '/api/auth/reset-request', { usernameOrEmail });
  return ((await res.json()) as { message: string }).message;
}

export async function postSetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<AccountUser> {
  const res = await apiRequest('POST', '/api/auth/reset', body);
  return ((await res.json()) as { user: AccountUser }).user;
}

/** The per-field messages of a 400 answer (its `fields`), keyed by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400) return {};
  return Object.fromEntries(err.fields.map((f) => [f.field, translateMessage(f.message)]));
}

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

/** Whether a set-password or reset link still works (GET /api/auth/token-status), without using it. */
export async function getTokenStatus(token: string): Promise<LinkState> {
  const res = await apiRequest('GET', `/api/auth/token-status?token=${encodeURIComponent(token)}`);
  return ((await res.json()) as { status: LinkState }).status;
}
