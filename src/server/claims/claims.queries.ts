/**
 * The SQL of claim-access.ts, claim-status.ts, claim-answers.ts and orphan-sweep.ts: small
 * functions taking (db or a transaction handle, params), no logic beyond the statement.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type ClaimRow, claimFiles, claimStatusEvents, claims } from '../db/schema.js';
export type ClaimChanges = Partial<typeof claims.$inferInsert>;

export async function findClaimByReference(db: Db, referenceNumber: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.referenceNumber, referenceNumber)).limit(1);
  return row;
}

/** The claim's row, locked (FOR UPDATE) until the transaction ends. */
export async function lockClaimById(tx: Tx, id: number): Promise<ClaimRow | undefined> {
  const [current] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
  return current;
}

/** Sets columns on one claim and answers the new row. */
export async function updateClaimById(db: Db | Tx, id: number, set: ClaimChanges): Promise<ClaimRow> {
  const [row] = await db.update(claims).set(set).where(eq(claims.id, id)).returning();
  return row;
}

export async function insertClaimStatusEvent(tx: Db | Tx, values: typeof claimStatusEvents.$inferInsert): Promise<void> {
  await tx.insert(claimStatusEvents).values(values);
}

/** Which of these blob keys a claim_files row references. */
export async function selectReferencedBlobKeys(db: Db, keys: string[]): Promise<Array<{ key: string }>> {
  return db.select({ key: claimFiles.blobKey }).from(claimFiles).where(inArray(claimFiles.blobKey, keys));
}
