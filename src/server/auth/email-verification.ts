import type { Content } from '../../shared/content.js';
import { countAuditForTargetSince, writeAudit } from '../audit/audit.queries.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { mailText } from '../mail-text.js';
import type { Mailer } from '../mail.js';
import { consumePasswordToken, issuePasswordToken, TOKEN_TTL_HOURS } from './password-tokens.queries.js';
import type { SessionUser } from './session.js';
import { findUserById, updateUser } from './users.queries.js';

/** Verification e-mails one account may ask for in an hour. */
export const VERIFY_EMAILS_PER_HOUR = 3;

export const VERIFY_SENT_ANSWER = 'We have sent a link to your e-mail address. Open it within a day to confirm the address is yours.';

/**
 * Sends the signed-in account a link to its e-mail address; opening it proves the address, and
 * with it the claims filed for that address (Admin New Claim) become readable.
 */
export async function requestEmailVerification(
  deps: { db: Db; mailer: Mailer | null; config: Pick<Config, 'PUBLIC_URL'>; content: Pick<Content, 'firmName'> },
  params: { user: SessionUser; ip?: string },
): Promise<void> {
  const { db, mailer, config } = deps;
  const user = await findUserById(db, params.user.id);
  if (!user?.email) throw new AppError('unprocessable', 'Your account has no e-mail address. Ask an administrator to add one.');
  const email = user.email.trim().toLowerCase();
  if (user.verifiedEmail === email) throw new AppError('conflict', 'Your e-mail address is already confirmed.');
  // Links in e-mails come only from PUBLIC_URL: a forged Host header must not point one elsewhere.
  if (!mailer || !config.PUBLIC_URL) {
    throw new AppError('unavailable', 'The portal cannot send e-mail right now. Ask an administrator to link your claims to your account.');
  }
  const target = { type: 'user', id: user.id };
  const since = new Date(Date.now() - 3600_000);
  if ((await countAuditForTargetSince(db, { action: 'user.email_verification_sent', target, since })) >= VERIFY_EMAILS_PER_HOUR) {
    throw new AppError('rate_limited', 'Too many confirmation e-mails asked for. Please try again in an hour.', { headers: { 'Retry-After': '3600' } });
  }
  const token = await issuePasswordToken(db, { userId: user.id, purpose: 'verify-email' });
  await writeAudit(db, { action: 'user.email_verification_sent', actor: { id: user.id, username: user.username }, target, ip: params.ip });
  const link = `${config.PUBLIC_URL.replace(/\/+$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
  const t = mailText(user.locale);
  await mailer.send({
    to: user.email,
    subject: t('verify.subject', { firm: deps.content.firmName }),
    text: t('verify.body', { name: user.fullName ?? user.username, hours: TOKEN_TTL_HOURS['verify-email'], username: user.username, link }),
  });
}

/** Uses a verify-email link: the account's current address becomes its proven one. */
export async function verifyEmail(db: Db, params: { token: string; ip?: string }): Promise<void> {
  const userId = await consumePasswordToken(db, params.token, ['verify-email']);
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user?.email || user.status !== 'approved') {
    throw new AppError('bad_request', 'This link is invalid, already used or expired. Sign in and ask for a new one.');
  }
  await updateUser(db, user.id, { verifiedEmail: user.email.trim().toLowerCase(), updatedAt: new Date() });
  await writeAudit(db, {
    action: 'user.email_verified',
    actor: { id: user.id, username: user.username },
    target: { type: 'user', id: user.id },
    ip: params.ip,
  });
}
