import type { FastifyBaseLogger } from 'fastify';
import { normalizeCategory } from '../../shared/categories.js';
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison.js';
import { AppError } from '../errors.js';
import type { Db } from '../db/client.js';
import type { ClaimFileRow } from '../db/schema.js';
import { BlobNotFoundError } from '../storage/blob-store.js';
import { compareEstimates } from './align.js';
import { checkPacket } from '../../shared/vehicle-match.js';
import { findClaimVehicle, listClaimFiles, listFilesWithFields, storeClaimComparison } from './claim-comparison.queries.js';
import type { EstimateInput, ParseEstimate } from './compare-files.js';

export type ClaimComparisonDeps = {
  db: Db;
  /**
   * Where a file's estimate is read from: its stored layout (analysis/estimate-sources.ts), never
   * its bytes through text extraction again. Throws when a retry may help (not analysed yet).
   */
  sourceOf: (file: ClaimFileRow) => Promise<EstimateInput>;
  readEstimate: ParseEstimate;
  /** Aligns the two estimates (the document pool's threads); on this thread when absent (tests). */
  compare?: (carrier: ParsedEstimate, other: ParsedEstimate) => Promise<EstimateComparison>;
  log: FastifyBaseLogger;
};

/** The first of the files that reads as an estimate (an appraiser's letter is not one; skip it). */
async function firstEstimate(deps: ClaimComparisonDeps, files: ClaimFileRow[], role: string): Promise<ParsedEstimate | null> {
  for (const f of files) {
    let input: EstimateInput;
    try {
      input = await deps.sourceOf(f);
    } catch (err) {
      // A store that failed may answer on the job's retry; a removed file never will.
      if (err instanceof BlobNotFoundError) continue;
      throw err;
    }
    try {
      return await deps.readEstimate(input, role);
    } catch (err) {
      deps.log.debug({ sha256: f.sha256, errorClass: (err as Error)?.name, fileId: f.id }, 'claim file is not a readable estimate');
    }
  }
  return null;
}

/**
 * The claim's files of another vehicle that nobody confirmed (one vehicle per claim, DESIGN.md
 * fourth wave; the claim's vehicle as claims/vehicle-check.ts takes it): never compared.
 */
export async function otherVehicleFileIds(db: Db, claimId: number): Promise<Set<string>> {
  const claim = await findClaimVehicle(db, claimId);
  const files = await listFilesWithFields(db, { claimId });
  const stated = claim ? { vin: claim.vehicleVin, year: claim.vehicleYear, make: claim.vehicleMake, model: claim.vehicleModel } : null;
  const checked = checkPacket(
    stated,
    files.map((f) => ({ id: f.id, carrier: normalizeCategory(f.category) === 'carrier_estimate', fields: f.fields, confirmed: f.confirmed })),
  );
  return new Set(checked.files.filter((f) => f.excluded).map((f) => f.id));
}

/** Whether files of these categories hold the two sides a comparison needs: the carrier's estimate and the shop's or the other appraiser's. */
export function hasEstimatePair(categories: string[]): boolean {
  const kinds = new Set(categories.map((c) => normalizeCategory(c)));
  return kinds.has('carrier_estimate') && (kinds.has('shop_estimate') || kinds.has('opposing_appraiser'));
}

/**
 * Compares a committed claim's carrier estimate with the shop's or the other appraiser's and
 * stores the result in claims.estimate_comparison. Run by the 'claim.compare-estimates' job
 * (claims/claim-jobs.ts): it throws on failures a retry can cure; a claim without two readable
 * estimates simply gets no comparison. Answers whether one was stored.
 */
export async function computeClaimEstimateComparison(deps: ClaimComparisonDeps, claimId: number): Promise<boolean> {
  const log = deps.log.child({ claimId, task: 'estimate-comparison' });
  const otherVehicle = await otherVehicleFileIds(deps.db, claimId);
  const files = (await listClaimFiles(deps.db, claimId)).filter((f) => !otherVehicle.has(f.id));
  if (otherVehicle.size) log.info({ excluded: otherVehicle.size }, 'files of another vehicle left out of the comparison');
  const kindOf = (f: ClaimFileRow) => normalizeCategory(f.category);
  const carriers = files.filter((f) => kindOf(f) === 'carrier_estimate');
  // The shop's estimate comes before the other appraiser's documents; both are "the other side".
  const others = [...files.filter((f) => kindOf(f) === 'shop_estimate'), ...files.filter((f) => kindOf(f) === 'opposing_appraiser')];
  if (!hasEstimatePair(files.map((f) => f.category))) {
    log.debug('claim lacks one of the two estimates; no comparison');
    return false;
  }
  const started = Date.now();
  const scoped = { ...deps, log };
  const carrier = await firstEstimate(scoped, carriers, 'carrier estimate');
  const other = carrier ? await firstEstimate(scoped, others, 'other estimate') : null;
  if (!carrier || !other) {
    log.info('no readable estimate on one side; no comparison');
    return false;
  }
  let comparison: EstimateComparison;
  try {
    comparison = deps.compare ? await deps.compare(carrier, other) : compareEstimates(carrier, other);
  } catch (err) {
    // Too many lines, or a comparison that outran its thread: a retry gives the same answer.
    if (err instanceof AppError && (err.code === 'payload_too_large' || err.code === 'unprocessable')) {
      log.info({ code: err.code }, 'estimates not compared');
      return false;
    }
    throw err;
  }
  await storeClaimComparison(deps.db, claimId, comparison);
  log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimate comparison stored');
  return true;
}
