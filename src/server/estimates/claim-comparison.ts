import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizeCategory } from '../../shared/categories.js';
import { claimFiles, claims } from '../db/schema.js';
import { readBlob } from '../storage/blob-store.js';
import { compareEstimateFiles } from './compare-files.js';
import { estimateReaderFor } from './worker/pool.js';

const CARRIER_KINDS = ['carrier_estimate'];
const OTHER_KINDS = ['shop_estimate', 'opposing_appraiser'];

/**
 * Compares a committed claim's carrier estimate with the shop's or the other appraiser's and
 * stores the result in claims.estimate_comparison. Never throws: a failure is logged and the
 * claim simply has no comparison. Called by the claims service after a claim is committed.
 */
export async function computeClaimEstimateComparison(app: FastifyInstance, claimId: number): Promise<void> {
  const log = app.log.child({ claimId, task: 'estimate-comparison' });
  try {
    const { db, blobs } = app.deps;
    const files = await db
      .select()
      .from(claimFiles)
      .where(and(eq(claimFiles.claimId, claimId), inArray(claimFiles.category, [...CARRIER_KINDS, ...OTHER_KINDS, 'progressive-estimate', 'shop-estimate', 'carrier-estimate', 'opposing-appraiser-estimate'])))
      .orderBy(asc(claimFiles.createdAt));
    const kindOf = (category: string) => normalizeCategory(category);
    const carrier = files.find((f) => CARRIER_KINDS.includes(kindOf(f.category) ?? ''));
    // The shop's estimate wins over an appraiser's letter; both are "the other side".
    const other =
      files.find((f) => kindOf(f.category) === 'shop_estimate') ?? files.find((f) => kindOf(f.category) === 'opposing_appraiser');
    if (!carrier || !other) {
      log.debug('claim lacks one of the two estimates; no comparison');
      return;
    }
    const started = Date.now();
    const comparison = await compareEstimateFiles(
      { bytes: await readBlob(blobs, carrier.blobKey), fileName: carrier.fileName },
      { bytes: await readBlob(blobs, other.blobKey), fileName: other.fileName },
      { read: estimateReaderFor(app) },
    );
    await db
      .update(claims)
      .set({ estimateComparison: comparison as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(eq(claims.id, claimId));
    log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimate comparison stored');
  } catch (err) {
    log.warn({ err }, 'estimate comparison failed');
  }
}
