/** The SQL of one vehicle per claim: a file's confirmation (the files with their fields: estimates/claim-comparison.queries.ts). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claimFiles, uploads } from '../db/schema.js';

/** Records that a person confirmed the file belongs to the claim; answers whether the file is the claim's. */
export async function confirmFileVehicle(db: Db, params: { claimId: number; fileId: string; userId: number }): Promise<boolean> {
  const rows = await db
    .update(claimFiles)
    .set({ vehicleConfirmedAt: new Date(), vehicleConfirmedBy: params.userId })
    .where(and(eq(claimFiles.claimId, params.claimId), eq(claimFiles.id, params.fileId)))
    .returning({ id: claimFiles.id });
  return rows.length > 0;
}

/** The same for a staged upload of this user (the generator's packet); answers whether it is theirs. */
export async function confirmUploadVehicle(db: Db, params: { uploadId: string; userId: number }): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ vehicleConfirmedAt: new Date() })
    .where(and(eq(uploads.id, params.uploadId), eq(uploads.userId, params.userId)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}
