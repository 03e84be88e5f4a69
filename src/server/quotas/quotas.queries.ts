/** The SQL of the per-account quotas: what an account stores, and what it made in the last day. */
import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claims, disputeLetters, uploads } from '../db/schema.js';

/** Bytes of the account's uploads (staged, kept, and taken by its claims). */
export async function storedBytesOf(db: Db, params: { userId: number }): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(uploads.size) })
    .from(uploads)
    .where(eq(uploads.userId, params.userId));
  return Number(row?.bytes ?? 0);
}

export async function claimsSince(db: Db, params: { userId: number; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(and(eq(claims.submittedBy, params.userId), gte(claims.createdAt, params.since)));
  return row?.n ?? 0;
}

export async function lettersSince(db: Db, params: { userId: number; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(disputeLetters)
    .where(and(eq(disputeLetters.createdBy, params.userId), gte(disputeLetters.createdAt, params.since)));
  return row?.n ?? 0;
}
