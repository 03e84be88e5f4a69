import type { AccountUser } from '../../../shared/account-rules';
import { apiRequest } from '../../lib/api';

export async function postLogin(body: { username: string; password: string }): Promise<AccountUser> {
  const res = await apiRequest('POST', '/api/auth/login', body);
  return ((await res.json()) as { user: AccountUser }).user;
}

export interface SignupBody {
  fullName: string;
  lastName: string;
  company: string;
  email: string;
  phoneNumber: string;
}

export interface SignupAnswer {
  message: string;
  /** The username the request created (what the person signs in with once approved). */
  username: string;
}

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

/** The per-field messages of a 400 answer ("400: {fields:[…]}"), keyed by field name. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof Error)) return {};
  const match = /^400: ([\s\S]*)$/.exec(err.message);
  if (!match) return {};
  try {
    const body = JSON.parse(match[1]) as { fields?: Array<{ field: string; message: string }> };
    return Object.fromEntries((body.fields ?? []).map((f) => [f.field, f.message]));
  } catch {
    return {};
  }
}
