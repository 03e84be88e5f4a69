import type { z } from 'zod';
import type { AccountUser, SetupBodySchema, SetupStatusSchema, SignupAnswer } from '../../../shared/contracts/accounts';
import type { SignupInput } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { apiRequest, readAnswer } from '../../lib/api-request';
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

export type SetupStatus = z.infer<typeof SetupStatusSchema>;
export type SetupBody = z.input<typeof SetupBodySchema>;
const setupStatusSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/accounts')).SetupStatusSchema : undefined;
const setupAnswerSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/accounts')).SetupAnswerSchema : undefined;
const messageSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/accounts')).MessageAnswerSchema : undefined;

/** GET /api/setup: whether first-run setup needs a code, or null once an admin exists (404). */
export async function getSetupStatus(): Promise<SetupStatus | null> {
  try {
    return await readAnswer(await apiRequest('GET', '/api/setup'), setupStatusSchema);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** POST /api/setup: creates the first admin. */
export async function postSetup(body: SetupBody): Promise<void> {
  await readAnswer(await apiRequest('POST', '/api/setup', body), setupAnswerSchema);
}

/** POST /api/auth/verify-email with the link's token; answers the server's message. */
export async function postVerifyEmail(token: string): Promise<string> {
  return (await readAnswer(await apiRequest('POST', '/api/auth/verify-email', { token }), messageSchema)).message;
}

/** POST /api/auth/verify-email-request: sends a new verification link; answers the server's message. */
export async function postVerifyEmailRequest(): Promise<string> {
  return (await readAnswer(await apiRequest('POST', '/api/auth/verify-email-request'), messageSchema)).message;
}
