import { asc, eq } from 'drizzle-orm';
import type { EstimateComparison } from '../../shared/estimate-comparison.js';
import type { Db } from '../db/client.js';
import { type ClaimFileRow, claimFiles, claims } from '../db/schema.js';

/** A claim's files in upload order. */
export async function listClaimFiles(db: Db, claimId: number): Promise<ClaimFileRow[]> {
  return db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId)).orderBy(asc(claimFiles.createdAt));
}

export async function storeClaimComparison(db: Db, claimId: number, comparison: EstimateComparison): Promise<void> {
  await db
    .update(claims)
    .set({ estimateComparison: comparison as unknown as Record<string, unknown>, updatedAt: new Date() })
    .where(eq(claims.id, claimId));
}
