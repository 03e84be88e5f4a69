import type { z } from 'zod';
import type { AccountUser, SetupBodySchema, SetupStatusSchema, SignupAnswer } from '../../../shared/contracts/accounts';
import type { SignupInput } from '../../../shared/account';
import { ApiError } from '../../lib/api';
import { apiRequest, readAnswer } from '../../lib/api-request';
import { translateMessage } from '../../lib/i18n';

const accounts = import.meta.env.DEV ? () => import('../../../shared/contracts/accounts') : undefined;
const userSchema = accounts && (async () => (await accounts()).UserAnswerSchema);
const signupSchema = accounts && (async () => (await accounts()).SignupAnswerSchema);
const messageSchema = accounts && (async () => (await accounts()).MessageAnswerSchema);
const tokenStatusSchema = accounts && (async () => (await accounts()).TokenStatusAnswerSchema);

export async function postLogin(body: { username: string; password: string }): Promise<AccountUser> {
  return (await readAnswer(await apiRequest('POST', '/api/auth/login', body), userSchema)).user;
}

export type SignupBody = SignupInput;
export type { SignupAnswer };

/** Sends the account request; answers the server's message and the username it created. */
export async function postSignup(body: SignupBody): Promise<SignupAnswer> {
  return readAnswer(await apiRequest('POST', '/api/auth/signup', body), signupSchema);
}

export async function postResetRequest(usernameOrEmail: string): Promise<string> {
  return (await readAnswer(await apiRequest('POST', '/api/auth/reset-request', { usernameOrEmail }), messageSchema)).message;
}

export async function postSetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<AccountUser> {
  return (await readAnswer(await apiRequest('POST', '/api/auth/reset', body), userSchema)).user;
}

/** The per-field messages of a 400 answer (its `fields`), keyed by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400) return {};
  return Object.fromEntries(err.fields.map((f) => [f.field, translateMessage(f.message)]));
}

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

/**
 * Whether a set-password or reset link still works (GET /api/auth/token-status), without using it;
 * a live link also names the account's username.
 */
export async function getTokenStatus(token: string): Promise<{ state: LinkState; username: string | null }> {
  const res = await apiRequest('GET', `/api/auth/token-status?token=${encodeURIComponent(token)}`);
  const answer = await readAnswer(res, tokenStatusSchema);
  return { state: answer.status, username: answer.username ?? null };
}

export type SetupStatus = z.infer<typeof SetupStatusSchema>;
export type SetupBody = z.input<typeof SetupBodySchema>;
const setupStatusSchema = accounts && (async () => (await accounts()).SetupStatusSchema);
const setupAnswerSchema = accounts && (async () => (await accounts()).SetupAnswerSchema);

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
