import type { AccountUser } from '../../shared/contracts/accounts.js';
import { writeAudit } from '../audit/audit.queries.js';
import type { Content } from '../../shared/content.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Mailer } from '../mail.js';
import { mailText } from '../mail-text.js';
import { canUseAdminNewClaim } from './admin-new-claim.js';
import { loginRetryAfter, pruneLoginAttempts, recordLoginAttempt } from './login-limits.queries.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { checkNewPassword } from './password-policy.js';
import {
  consumePasswordToken,
  countRecentResetTokens,
  issuePasswordToken,
  peekPasswordToken,
  revokePasswordTokens,
  TOKEN_TTL_HOURS,
} from './password-tokens.queries.js';
import { type SessionUser, toSessionUser } from './session.js';
import { findUserById, findUserByUsername, findUsersByEmail, touchUser, updateUser } from './users.queries.js';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
/** The answer when this server sends no e-mail (no SMTP_URL or no PUBLIC_URL): no e-mail will come. */
export const RESET_WITHOUT_MAIL_ANSWER = 'This portal does not send e-mail. An administrator issues the link to choose a new password: ' + 'ask yours for one.';

export const RESET_REQUEST_ANSWER =
  'If an account matches, a link to choose a new password has been sent to its e-mail address. ' + 'No e-mail? Ask an administrator for a new link.';

/** Why an account that exists cannot sign in; pending ones are told whatever the password. */
const STATUS_MESSAGES: Record<string, string> = {
  pending: 'Your account is awaiting approval.',
  rejected: 'Your account request was not approved. Contact the firm if you think this is a mistake.',
  deactivated: 'This account has been deactivated. Contact an administrator to restore access.',
};

/** The user as the browser stores it (and GET /api/auth/me answers it). */
export function toAccountUser(config: Config, user: SessionUser | UserRow): AccountUser {
  const s = 'password' in user ? toSessionUser(user) : user;
  return { username: s.username, fullName: s.fullName, role: s.role, canAdminNewClaim: canUseAdminNewClaim(config, s), locale: s.locale };
}

/**
 * Verifies a sign-in. Limits come first so a blocked caller learns nothing from the password
 * check; unknown usernames are verified against a dummy hash so timing does not tell either.
 */
export async function signIn(db: Db, params: { username: string; password: string; ip: string }): Promise<UserRow> {
  const username = params.username.trim().toLowerCase();
  await pruneLoginAttempts(db);
  const retryAfter = await loginRetryAfter(db, { username, ip: params.ip });
  if (retryAfter > 0) {
    await writeAudit(db, { action: 'login.blocked', detail: { username }, ip: params.ip });
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError('rate_limited', `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
  const user = await findUserByUsername(db, username);
  const fail = async (reason: string, message: string, code: 'unauthorized' | 'forbidden') => {
    await recordLoginAttempt(db, { username, ip: params.ip, success: false });
    await writeAudit(db, {
      action: 'login.failed',
      target: user ? { type: 'user', id: user.id } : null,
      detail: { username, reason },
      ip: params.ip,
    });
    return new AppError(code, message);
  };
  // An account without a password yet (a request not yet approved) has nothing to verify.
  if (user && !user.password && user.status !== 'approved' && STATUS_MESSAGES[user.status]) {
    throw await fail(user.status, STATUS_MESSAGES[user.status], 'forbidden');
  }
  const ok = await verifyPassword(user?.password || (await dummyPasswordHash()), params.password);
  if (!user?.password || !ok) throw await fail(user ? 'wrong password' : 'unknown user', INVALID_CREDENTIALS, 'unauthorized');
  if (user.status !== 'approved') {
    throw await fail(user.status, STATUS_MESSAGES[user.status] ?? 'This account cannot sign in.', 'forbidden');
  }
  await recordLoginAttempt(db, { username, ip: params.ip, success: true });
  const now = new Date();
  await touchUser(db, user.id, { lastLogin: now, updatedAt: now });
  return user;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The set-password page's link: PUBLIC_URL when configured, else the origin the admin used. */
export function passwordLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Sets the password from a one-time link and returns the user to sign in. The rules are checked
 * before the token is used up, so a weak first try does not burn the link.
 */
export async function setPasswordWithToken(db: Db, params: { token: string; password: string; confirmPassword?: string; ip?: string }): Promise<UserRow> {
  const invalid = new AppError('bad_request', 'This link is invalid, already used or expired. Ask an administrator for a new one, or use Forgot password.');
  const peekId = await peekPasswordToken(db, params.token);
  if (!peekId) throw invalid;
  const user = await findUserById(db, peekId);
  if (!user) throw invalid;
  const problem = checkNewPassword(params.password, { confirm: params.confirmPassword, username: user.username });
  if (problem) throw new AppError('validation', problem, { fields: [{ field: 'password', message: problem }] });
  if (user.status !== 'approved') throw new AppError('forbidden', STATUS_MESSAGES[user.status] ?? 'This account cannot sign in.');
  const userId = await consumePasswordToken(db, params.token);
  if (userId !== user.id) throw invalid;
  const now = new Date();
  const updated = await updateUser(db, user.id, { password: await hashPassword(params.password), lastLogin: now, updatedAt: now });
  await revokePasswordTokens(db, user.id);
  await writeAudit(db, { action: 'user.password_set', actor: { id: user.id, username: user.username }, target: { type: 'user', id: user.id }, ip: params.ip });
  return updated;
}

/**
 * Forgot password: e-mails a reset link to an approved account's address. The caller always
 * answers RESET_REQUEST_ANSWER, so this never tells whether the account exists.
 */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer | null; config: Config; content: Pick<Content, 'firmName'>; log: { warn(obj: object, msg: string): void } },
  params: { usernameOrEmail: string },
): Promise<void> {
  const { db, mailer, config } = deps;
  if (!mailer) return;
  // Links in unauthenticated e-mails come only from PUBLIC_URL: a forged Host header must not
  // send a victim a link to someone else's site.
  if (!config.PUBLIC_URL) {
    deps.log.warn({}, 'password reset asked for, but PUBLIC_URL is not set: no reset e-mail sent');
    return;
  }
  const key = params.usernameOrEmail.trim().toLowerCase();
  const candidates = key.includes('@') ? await findUsersByEmail(db, key) : [await findUserByUsername(db, key)];
  const user = candidates.find((u) => u?.status === 'approved' && u.email);
  if (!user?.email) return;
  if ((await countRecentResetTokens(db, { userId: user.id, since: new Date(Date.now() - 3600_000) })) >= 3) return;
  const token = await issuePasswordToken(db, { userId: user.id, purpose: 'reset' });
  const link = passwordLink(config.PUBLIC_URL, token);
  // Not awaited: the answer must take as long whether or not an e-mail goes out.
  const t = mailText(user.locale);
  void mailer.send({
    to: user.email,
    subject: t('reset.subject', { firm: deps.content.firmName }),
    text: t('reset.body', { name: user.fullName ?? user.username, username: user.username, hours: TOKEN_TTL_HOURS.reset, link }),
  });
}
