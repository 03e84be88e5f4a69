import { asc, desc, eq, sql } from 'drizzle-orm';
import type { EstimateComparison } from '../../shared/estimate-comparison.js';
import type { Db } from '../db/client.js';
import { analyses, type ClaimFileRow, type ClaimRow, claimFiles, claims } from '../db/schema.js';

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

export type FileWithFields = { id: string; fileName: string; category: string; confirmed: boolean; fields: unknown };

/** A claim's files in upload order, each with the fields of its newest analysis (null when not read yet). */
export async function listFilesWithFields(db: Db, params: { claimId: number }): Promise<FileWithFields[]> {
  const rows = await db
    .select({
      id: claimFiles.id,
      fileName: claimFiles.fileName,
      category: claimFiles.category,
      confirmedAt: claimFiles.vehicleConfirmedAt,
      fields: sql<unknown>`${analyses.result} -> 'fields'`,
    })
    .from(claimFiles)
    .leftJoin(analyses, eq(analyses.sha256, claimFiles.sha256))
    .where(eq(claimFiles.claimId, params.claimId))
    .orderBy(asc(claimFiles.createdAt), desc(analyses.createdAt));
  const seen = new Set<string>();
  const out: FileWithFields[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({ id: r.id, fileName: r.fileName, category: r.category, confirmed: r.confirmedAt != null, fields: r.fields });
  }
  return out;
}

/** The vehicle the claim states (what the claimant typed or kept). */
export async function findClaimVehicle(db: Db, claimId: number): Promise<Pick<ClaimRow, 'vehicleVin' | 'vehicleYear' | 'vehicleMake' | 'vehicleModel'> | null> {
  const [row] = await db
    .select({ vehicleVin: claims.vehicleVin, vehicleYear: claims.vehicleYear, vehicleMake: claims.vehicleMake, vehicleModel: claims.vehicleModel })
    .from(claims)
    .where(eq(claims.id, claimId))
    .limit(1);
  return row ?? null;
}
