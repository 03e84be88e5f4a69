import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';
import { deleteExpiredSessions } from './sessions.queries.js';

/** Brute-force limits; counted in the database so every instance sees the same numbers. */
export const LOGIN_LIMITS = { windowMinutes: 15, perUsername: 5, perIp: 20 } as const;

const windowMs = () => LOGIN_LIMITS.windowMinutes * 60_000;

/**
 * Seconds until the next attempt is allowed, or 0 when it is allowed now. A username counts its
 * failures since its last success (a success resets it); an address counts all of its failures.
 */
export async function loginRetryAfter(db: Db, params: { username: string; ip: string }): Promise<number> {
  const now = Date.now();
  const since = new Date(now - windowMs());
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, params.username), eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const userSince = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const userFailures = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, params.username), eq(loginAttempts.success, false), gt(loginAttempts.at, userSince)))
    .orderBy(desc(loginAttempts.at))
    .limit(LOGIN_LIMITS.perUsername);
  const ipFailures = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, params.ip), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(LOGIN_LIMITS.perIp);
  // Blocked until the oldest counted failure leaves the window.
  const waits: number[] = [];
  if (userFailures.length >= LOGIN_LIMITS.perUsername) waits.push(userFailures.at(-1)!.at.getTime() + windowMs() - now);
  if (ipFailures.length >= LOGIN_LIMITS.perIp) waits.push(ipFailures.at(-1)!.at.getTime() + windowMs() - now);
  if (waits.length === 0) return 0;
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

export async function recordLoginAttempt(db: Db, params: { username: string; ip: string; success: boolean }): Promise<void> {
  await db.insert(loginAttempts).values({ username: params.username.slice(0, 200), ip: params.ip, success: params.success, at: new Date() });
}

let lastPrune = 0;
/**
 * Drops attempts older than a day (they no longer count) and expired sessions, at most once an
 * hour per instance; sign-in is the natural moment, so no timer is needed.
 */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  if (Date.now() - lastPrune < 3600_000) return;
  lastPrune = Date.now();
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(Date.now() - 24 * 3600_000)));
  await deleteExpiredSessions(db);
}
