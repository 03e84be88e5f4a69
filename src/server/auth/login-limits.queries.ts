import { createHash } from 'node:crypto';
import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginCounters } from '../db/schema.js';

export type LoginScope = 'pair' | 'account' | 'address';

/**
 * Sign-in limits (decision 011). A lock on an account and address together (a stranger elsewhere
 * cannot reach it), one on an address across accounts, and a slower one on the account alone, which
 * the right password from a browser that signed in to it before still passes (auth.service.ts).
 */
export const LOGIN_LIMITS = {
  pair: { failures: 5, windowMinutes: 15 },
  address: { failures: 20, windowMinutes: 15 },
  account: { failures: 10, windowMinutes: 60 },
} as const satisfies Record<LoginScope, { failures: number; windowMinutes: number }>;

export interface LoginCount {
  scope: LoginScope;
  key: string;
  /** Tries in the current window, this one included. */
  failures: number;
  /** Seconds until the window ends (and the count starts again). */
  secondsLeft: number;
}

export const pairKey = (userId: number, ip: string) => `${userId}|${ip}`;

/**
 * The key a name that names no account is counted under (its account and pair counts), so an
 * unknown name is limited exactly as a real account is and its answers do not tell the two apart.
 * A hash, not what was typed (a password typed into the name field is never stored).
 */
export const unknownNameKey = (typed: string) => `?${createHash('sha256').update(typed.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * Counts one try on each key, as a failure until a success takes it back, in one statement: every
 * parallel try gets its own number, so no more than the limit ever reach the password check. A
 * window that has ended starts again at 1.
 */
export async function countLoginTry(db: Db, keys: Array<{ scope: LoginScope; key: string }>): Promise<LoginCount[]> {
  if (keys.length === 0) return [];
  // Each row's window, read from its own scope.
  const cases = Object.entries(LOGIN_LIMITS).map(([scope, l]) => sql`when ${scope} then ${`${l.windowMinutes} minutes`}::interval`);
  const window = sql`(case ${loginCounters.scope} ${sql.join(cases, sql` `)} end)`;
  const expired = sql`${loginCounters.windowStart} <= now() - ${window}`;
  const rows = await db
    .insert(loginCounters)
    .values(keys.map((k) => ({ scope: k.scope, key: k.key, failures: 1, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: [loginCounters.scope, loginCounters.key],
      set: {
        failures: sql`case when ${expired} then 1 else ${loginCounters.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginCounters.windowStart} end`,
      },
    })
    .returning({
      scope: loginCounters.scope,
      key: loginCounters.key,
      failures: loginCounters.failures,
      secondsLeft: sql<number>`ceil(extract(epoch from ${loginCounters.windowStart} + ${window} - now()))::int`,
    });
  return rows.map((r) => ({ scope: r.scope as LoginScope, key: r.key, failures: r.failures, secondsLeft: Math.max(1, Number(r.secondsLeft)) }));
}

/** A try that succeeded is no failure: the address gets it back, the account's and pair's counts end. */
export async function settleLoginSuccess(db: Db, params: { userId: number; ip: string }): Promise<void> {
  await db
    .update(loginCounters)
    .set({ failures: sql`greatest(${loginCounters.failures} - 1, 0)` })
    .where(and(eq(loginCounters.scope, 'address'), eq(loginCounters.key, params.ip)));
  await clearAccountCounts(db, params.userId);
}

/** Ends an account's own and pair counts (a success, or a password set through a link). */
export async function clearAccountCounts(db: Db, userId: number): Promise<void> {
  await db
    .delete(loginCounters)
    .where(
      or(
        and(eq(loginCounters.scope, 'account'), eq(loginCounters.key, String(userId))),
        and(eq(loginCounters.scope, 'pair'), like(loginCounters.key, `${userId}|%`)),
      ),
    );
}

/** Drops counters whose window ended long ago (they no longer count). */
export async function pruneLoginCounters(db: Db): Promise<number> {
  const longest = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowMinutes));
  const rows = await db
    .delete(loginCounters)
    .where(lt(loginCounters.windowStart, new Date(Date.now() - longest * 60_000)))
    .returning({ key: loginCounters.key });
  return rows.length;
}
