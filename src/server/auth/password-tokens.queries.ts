import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordTokens, users } from '../db/schema.js';
import { hashToken, newToken } from './session.js';

export type TokenPurpose = 'set-password' | 'reset' | 'verify-email';

/** The purposes whose token sets a password: a verify-email link never does. */
export const PASSWORD_PURPOSES: readonly TokenPurpose[] = ['set-password', 'reset'];

/**
 * How long each kind of link works: an approval waits for the user; a reset is asked for now; an
 * e-mail check waits a day.
 */
export const TOKEN_TTL_HOURS: Record<TokenPurpose, number> = { 'set-password': 72, reset: 1, 'verify-email': 24 };

/**
 * Issues a one-time token and returns its plain value (only the SHA-256 is stored). Earlier unused
 * tokens of the same purpose are withdrawn so only the newest link works; a stranger asking for a
 * reset therefore cannot void the set-password link an admin handed out.
 */
export async function issuePasswordToken(db: Db, params: { userId: number; purpose: TokenPurpose }): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.userId, params.userId), eq(passwordTokens.purpose, params.purpose), isNull(passwordTokens.usedAt)));
    await tx.insert(passwordTokens).values({
      userId: params.userId,
      tokenHash: hashToken(token),
      purpose: params.purpose,
      expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[params.purpose] * 3600_000),
    });
  });
  return token;
}

/** The row of this token, unused and unexpired, for one of these purposes. */
const usable = (token: string, purposes: readonly TokenPurpose[]) =>
  and(
    eq(passwordTokens.tokenHash, hashToken(token)),
    inArray(passwordTokens.purpose, [...purposes]),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, new Date()),
  );

/** The user id of a live (unused, unexpired) token, without using it up. */
export async function peekPasswordToken(db: Db, token: string, purposes: readonly TokenPurpose[] = PASSWORD_PURPOSES): Promise<number | null> {
  const rows = await db.select({ userId: passwordTokens.userId }).from(passwordTokens).where(usable(token, purposes)).limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Uses the token up and returns its user id, or null when it is unknown, used or expired. One
 * conditional UPDATE, so two requests racing with the same token cannot both win.
 */
export async function consumePasswordToken(db: Db, token: string, purposes: readonly TokenPurpose[] = PASSWORD_PURPOSES): Promise<number | null> {
  const rows = await db.update(passwordTokens).set({ usedAt: new Date() }).where(usable(token, purposes)).returning({ userId: passwordTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Withdraws every unused token of a user (password set, account rejected or deactivated). */
export async function revokePasswordTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/** Reset links issued to a user since `since`, to stop a stranger mail-bombing an account. */
export async function countRecentResetTokens(db: Db, params: { userId: number; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, params.userId), eq(passwordTokens.purpose, 'reset'), gt(passwordTokens.createdAt, params.since)));
  return Number(row.n);
}

export type PasswordTokenStatus = 'valid' | 'used' | 'expired' | 'unknown';

/**
 * Whether a link's token still works, without using it up (the page says so before a password is
 * typed). A live link also names its account's username: the page shows it and hands it to the
 * password manager, and whoever holds the link is about to sign in as that user anyway.
 */
export async function passwordTokenStatus(
  db: Db,
  token: string,
): Promise<{ status: PasswordTokenStatus; purpose: 'set-password' | 'reset' | null; username: string | null }> {
  const [row] = await db
    .select({ usedAt: passwordTokens.usedAt, expiresAt: passwordTokens.expiresAt, purpose: passwordTokens.purpose, username: users.username })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.tokenHash, hashToken(token)))
    .limit(1);
  // An e-mail proof token is no password link: to the set-password page it is unknown.
  if (!row || (row.purpose !== 'set-password' && row.purpose !== 'reset')) return { status: 'unknown', purpose: null, username: null };
  const purpose = row.purpose;
  if (row.usedAt) return { status: 'used', purpose, username: null };
  if (row.expiresAt <= new Date()) return { status: 'expired', purpose, username: null };
  return { status: 'valid', purpose, username: row.username };
}
