import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizeCategory } from '../../shared/categories.js';
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { type ClaimFileRow, claimFiles, claims } from '../db/schema.js';
import { readBlob } from '../storage/blob-store.js';
import { compareEstimates } from './align.js';
import { estimateReaderFor } from './worker/pool.js';

/** The first of the files that reads as an estimate (an appraiser's letter is not one; skip it). */
async function firstEstimate(app: FastifyInstance, files: ClaimFileRow[], role: string): Promise<ParsedEstimate | null> {
  const read = estimateReaderFor(app);
  for (const f of files) {
    try {
      return await read({ bytes: await readBlob(app.deps.blobs, f.blobKey), fileName: f.fileName }, role);
    } catch (err) {
      app.log.debug({ err, fileId: f.id }, 'claim file is not a readable estimate');
    }
  }
  return null;
}

/**
 * Compares a committed claim's carrier estimate with the shop's or the other appraiser's and
 * stores the result in claims.estimate_comparison. Never throws: a failure is logged and the
 * claim simply has no comparison. Called by the claims service after a claim is committed.
 */
export async function computeClaimEstimateComparison(app: FastifyInstance, claimId: number): Promise<void> {
  const log = app.log.child({ claimId, task: 'estimate-comparison' });
  try {
    const { db } = app.deps;
    const files = await db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId)).orderBy(asc(claimFiles.createdAt));
    const kindOf = (f: ClaimFileRow) => normalizeCategory(f.category);
    const carriers = files.filter((f) => kindOf(f) === 'carrier_estimate');
    // The shop's estimate comes before the other appraiser's documents; both are "the other side".
    const others = [...files.filter((f) => kindOf(f) === 'shop_estimate'), ...files.filter((f) => kindOf(f) === 'opposing_appraiser')];
    if (!carriers.length || !others.length) {
      log.debug('claim lacks one of the two estimates; no comparison');
      return;
    }
    const started = Date.now();
    const carrier = await firstEstimate(app, carriers, 'carrier estimate');
    const other = carrier ? await firstEstimate(app, others, 'other estimate') : null;
    if (!carrier || !other) {
      log.info('no readable estimate on one side; no comparison');
      return;
    }
    const comparison = compareEstimates(carrier, other);
    await db
      .update(claims)
      .set({ estimateComparison: comparison as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(eq(claims.id, claimId));
    log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimate comparison stored');
  } catch (err) {
    log.warn({ err }, 'estimate comparison failed');
  }
}
