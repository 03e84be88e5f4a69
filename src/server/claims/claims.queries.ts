/**
 * The SQL of claim-access.ts, claim-status.ts, claim-answers.ts and orphan-sweep.ts: small
 * functions taking (db or a transaction handle, params), no logic beyond the statement.
 */
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

export interface DuplicateSearch {
  /**
   * The claimant: the submitting user (their own claims, those linked to them, and those filed for
   * the address they proved), or (Admin New Claim) the client's e-mail.
   */
  owner: { userId: number | null; email: string | null };
  claimNumber: string | null;
  vin: string | null;
  dateOfLoss: string | null;
}

export type DuplicateCandidate = Pick<ClaimRow, 'referenceNumber' | 'submittedBy' | 'filedForEmail' | 'filedForUserId'>;

/**
 * The owner's earlier claims with the same claim number, or the same VIN and date of loss, oldest
 * first (a few: the caller keeps the first its reader may read).
 */
export async function findPossibleDuplicates(db: Db, params: DuplicateSearch): Promise<DuplicateCandidate[]> {
  const owners: SQL[] = [];
  if (params.owner.userId !== null) owners.push(eq(claims.submittedBy, params.owner.userId), eq(claims.filedForUserId, params.owner.userId));
  if (params.owner.email) owners.push(sql`lower(trim(${claims.filedForEmail})) = ${params.owner.email.trim().toLowerCase()}`);
  const matches: SQL[] = [];
  if (params.claimNumber) matches.push(sql`lower(trim(${claims.claimNumber})) = ${params.claimNumber.trim().toLowerCase()}`);
  if (params.vin && params.dateOfLoss) {
    matches.push(
      and(sql`upper(trim(${claims.vehicleVin})) = ${params.vin.trim().toUpperCase()}`, sql`trim(${claims.dateOfLoss}) = ${params.dateOfLoss.trim()}`) as SQL,
    );
  }
  if (owners.length === 0 || matches.length === 0) return [];
  return db
    .select({
      referenceNumber: claims.referenceNumber,
      submittedBy: claims.submittedBy,
      filedForEmail: claims.filedForEmail,
      filedForUserId: claims.filedForUserId,
    })
    .from(claims)
    .where(and(or(...owners), or(...matches)))
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(10);
}
