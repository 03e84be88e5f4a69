/**
 * The estimate reader over the app's one document pool (workers/pool.ts): estimates are read off
 * the event loop, with a time limit per file. Named here so estimates/ never imports the pool.
 */
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison.js';
import type { EstimateInput, ParseEstimate } from '../estimates/compare-files.js';

/** Compares two estimates read already. */
export type CompareParsed = (carrier: ParsedEstimate, other: ParsedEstimate) => Promise<EstimateComparison>;

/** What the reader needs of the document pool. */
export type EstimatePool = { readEstimate: ParseEstimate; compareEstimates: CompareParsed };

export type { EstimateInput, ParseEstimate };

/** The pool's estimate reader, running in its worker threads. */
export function estimateReaderOf(pool: Pick<EstimatePool, 'readEstimate'>): ParseEstimate {
  return (input, role) => pool.readEstimate(input, role);
}

/** The pool's comparison of two estimates, aligned in its worker threads under their time and memory limits. */
export function estimateComparerOf(pool: Pick<EstimatePool, 'compareEstimates'>): CompareParsed {
  return (carrier, other) => pool.compareEstimates(carrier, other);
}
