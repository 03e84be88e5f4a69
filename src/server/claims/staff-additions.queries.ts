import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claimFiles, claimStatusEvents, uploads } from '../db/schema.js';
import { AppError } from '../errors.js';
import { claimFileValues } from './claim-reads.queries.js';
import type { ClaimFileInput, UploadRef } from './claim-uploads.js';

/**
 * Attaches staged uploads to an existing claim as its files, with one history entry, in one
 * transaction: the uploads must still be unattached (a race with another claim loses here).
 */
export async function attachClaimFiles(
  db: Db,
  params: { claimId: number; files: ClaimFileInput[]; history: { status: string; note: string; actorUserId: number; actorUsername: string } },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(claimFiles).values(claimFileValues(params.claimId, params.files));
    const taken = await tx
      .update(uploads)
      .set({ claimId: params.claimId, expiresAt: null })
      .where(
        and(
          inArray(
            uploads.id,
            params.files.map((f) => f.uploadId),
          ),
          isNull(uploads.claimId),
        ),
      )
      .returning({ id: uploads.id });
    if (taken.length !== params.files.length) throw new AppError('conflict', 'One of the files already belongs to a claim.');
    await tx.insert(claimStatusEvents).values({ claimId: params.claimId, ...params.history });
  });
}

/** Every upload of a claim in its files' order, with the category stored for each (a 'claim.analysis' job's refs). */
export async function claimUploadRefs(db: Db, claimId: number): Promise<UploadRef[]> {
  return db
    .select({ id: uploads.id, category: claimFiles.category })
    .from(claimFiles)
    .innerJoin(uploads, and(eq(uploads.claimId, claimFiles.claimId), eq(uploads.blobKey, claimFiles.blobKey)))
    .where(eq(claimFiles.claimId, claimId))
    .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
}

/** A history entry of the claim's (an internal note). */
export async function insertHistoryEntry(db: Db, values: typeof claimStatusEvents.$inferInsert): Promise<void> {
  await db.insert(claimStatusEvents).values(values);
}
