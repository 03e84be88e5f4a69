/**
 * The SQL of the per-account quotas: what an account stores, what its requests in progress have
 * reserved, and what it made in the last day.
 */
import { and, count, eq, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { claims, disputeLetters, quotaReservations, uploads } from '../db/schema.js';

/** Bytes of the account's uploads (staged, kept, and taken by its claims). */
export async function storedBytesOf(db: Db | Tx, params: { userId: number }): Promise<number> {
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

/** The first key of the transaction lock on an account's reservations (the second is the account's id). */
const RESERVATION_LOCK = 724_311_904;

export type Reservation = { granted: number } | { refused: 'bytes' } | { refused: 'open'; inProgress: number };

/**
 * Sets reservation `id` of the account to `want` bytes, or to what its quota leaves if less, as long
 * as that is at least `need`; else refuses. Under a transaction lock on the account, so requests on
 * any process see each other's reservations: the account's stored bytes plus the bytes of its other
 * live reservations decide. The account's expired reservations (of a process that died) are
 * deleted first. With `openUploads`, the reservation is refused when the account already holds that
 * many others (uploads in progress).
 */
export async function reserveStoredBytes(
  db: Db,
  params: { id: string; userId: number; need: number; want: number; quota: number; openUploads?: number; ttlMs: number },
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESERVATION_LOCK}::int, ${params.userId}::int)`);
    const mine = eq(quotaReservations.userId, params.userId);
    await tx.delete(quotaReservations).where(and(mine, lt(quotaReservations.expiresAt, sql`now()`)));
    const [others] = await tx
      .select({ n: count(), bytes: sum(quotaReservations.bytes) })
      .from(quotaReservations)
      .where(and(mine, ne(quotaReservations.id, params.id)));
    const inProgress = others?.n ?? 0;
    if (params.openUploads !== undefined && inProgress >= params.openUploads) return { refused: 'open', inProgress };
    const room = params.quota - (await storedBytesOf(tx, { userId: params.userId })) - Number(others?.bytes ?? 0);
    if (room <= 0 || room < params.need) return { refused: 'bytes' };
    const granted = Math.min(params.want, room);
    const expiresAt = sql`now() + ${params.ttlMs}::int * interval '1 millisecond'`;
    await tx
      .insert(quotaReservations)
      .values({ id: params.id, userId: params.userId, bytes: granted, expiresAt })
      .onConflictDoUpdate({ target: quotaReservations.id, set: { bytes: granted, expiresAt } });
    return { granted };
  });
}

/** Gives a reservation back (its request ended). */
export async function releaseReservation(db: Db, params: { id: string }): Promise<void> {
  await db.delete(quotaReservations).where(eq(quotaReservations.id, params.id));
}
