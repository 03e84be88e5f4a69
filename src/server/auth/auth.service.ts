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
import {
  clearAccountCounts,
  countLoginTry,
  LOGIN_LIMITS,
  type LoginCount,
  type LoginScope,
  settleLoginSuccess,
  unknownNameKey,
} from './login-limits.queries.js';
import { isKnownDevice } from './known-devices.js';
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

/** Why an account cannot sign in; told only to someone who typed its right password. */
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
 * The account a sign-in names: its username, else (with an @) its e-mail address, case-insensitive.
 * Several accounts may share an address (a request repeated after a rejection): the one that can
 * sign in, the most recently used first.
 */
export async function findSignInAccount(db: Db, typed: string): Promise<UserRow | undefined> {
  const key = typed.trim().toLowerCase();
  const byName = await findUserByUsername(db, key);
  if (byName || !key.includes('@')) return byName;
  const rank = (u: UserRow) => (u.status === 'approved' ? 2 : 0) + (u.password ? 1 : 0);
  const matches = await findUsersByEmail(db, key);
  return matches.sort((a, b) => rank(b) - rank(a) || (b.lastLogin?.getTime() ?? 0) - (a.lastLogin?.getTime() ?? 0) || b.id - a.id)[0];
}

function rateLimited(seconds: number, message: string): AppError {
  return new AppError('rate_limited', message, { headers: { 'Retry-After': String(seconds) } });
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** One audit row per lock: written by the one failed try whose count reached a limit. */
async function auditLocks(db: Db, counts: Array<LoginCount | undefined>, params: { user?: UserRow; ip: string }): Promise<void> {
  for (const c of counts) {
    if (!c || c.failures !== LOGIN_LIMITS[c.scope].failures) continue;
    await writeAudit(db, {
      action: 'login.locked',
      target: c.scope !== 'address' && params.user ? { type: 'user', id: params.user.id } : null,
      detail: { ...(c.scope !== 'address' && params.user ? { username: params.user.username } : {}), scope: c.scope, minutes: Math.ceil(c.secondsLeft / 60) },
      ip: params.ip,
    });
  }
}

/**
 * Verifies a sign-in by username or e-mail. Each try is counted before the password is checked
 * (login-limits.queries.ts), so a blocked caller learns nothing from the check and parallel tries
 * cannot slip past the limit; unknown accounts are verified against a dummy hash so timing does
 * not tell either. An account's own limit lets the right password through from a known device.
 */
export async function signIn(db: Db, params: { username: string; password: string; ip: string; deviceToken?: string }): Promise<UserRow> {
  const started = Date.now();
  try {
    return await checkSignIn(db, params);
  } catch (err) {
    // A wrong password answers no sooner than this, whichever path it took (see FAILED_SIGN_IN_MS).
    if (err instanceof AppError && err.code === 'unauthorized') await new Promise((r) => setTimeout(r, Math.max(0, started + FAILED_SIGN_IN_MS - Date.now())));
    throw err;
  }
}

/**
 * The least time a failed sign-in takes: a known name does a little more work on a wrong
 * password (the audit row naming the account) than an unknown one; answering both no sooner than
 * this keeps that difference from showing, and slows guessing a little.
 */
export const FAILED_SIGN_IN_MS = 250;

async function checkSignIn(db: Db, params: { username: string; password: string; ip: string; deviceToken?: string }): Promise<UserRow> {
  const user = await findSignInAccount(db, params.username);
  // A name that names no account is counted under a key of its own, exactly as an account is.
  const who = user ? String(user.id) : unknownNameKey(params.username);
  const keys: Array<{ scope: LoginScope; key: string }> = [
    { scope: 'address', key: params.ip },
    { scope: 'pair', key: `${who}|${params.ip}` },
  ];
  const counts = await countLoginTry(db, keys);
  const over = counts.filter((c) => c.failures > LOGIN_LIMITS[c.scope].failures);
  if (over.length > 0) {
    await auditLocks(db, counts, { user, ip: params.ip });
    const wait = Math.max(...over.map((c) => c.secondsLeft));
    throw rateLimited(wait, `Too many failed sign-in attempts. Please wait ${inMinutes(wait)} and try again.`);
  }
  const [account] = await countLoginTry(db, [{ scope: 'account', key: who }]);
  if (account && account.failures > LOGIN_LIMITS.account.failures && !(await isKnownDevice(db, { userId: user?.id ?? 0, token: params.deviceToken }))) {
    await auditLocks(db, counts, { user, ip: params.ip });
    throw rateLimited(
      account.secondsLeft,
      `Too many failed sign-in attempts on this account. Sign in from a device you used before, use Forgot password, or wait ${inMinutes(account.secondsLeft)}.`,
    );
  }
  const ok = await verifyPassword(user?.password || (await dummyPasswordHash()), params.password);
  if (!user?.password || !ok) {
    await auditLocks(db, [...counts, account], { user, ip: params.ip });
    // What was typed is never written: a row names an account only when the account exists.
    if (user) {
      await writeAudit(db, {
        action: 'login.failed',
        target: { type: 'user', id: user.id },
        detail: { username: user.username, reason: 'wrong password' },
        ip: params.ip,
      });
    }
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  // The right password: its owner may learn why the account cannot sign in.
  await settleLoginSuccess(db, { userId: user.id, ip: params.ip });
  if (user.status !== 'approved') throw new AppError('forbidden', STATUS_MESSAGES[user.status] ?? 'This account cannot sign in.');
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
  // The link proves the address: the account's failure counts no longer stand in its way.
  await clearAccountCounts(db, user.id);
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
