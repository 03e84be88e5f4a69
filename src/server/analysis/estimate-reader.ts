/**
 * The estimate reader over the app's one document pool (workers/pool.ts): estimates are read off
 * the event loop, with a time limit per file. Named here so estimates/ never imports the pool.
 */
import type { EstimateInput, ParseEstimate } from '../estimates/compare-files.js';

/** What the reader needs of the document pool. */
export type EstimatePool = { readEstimate: ParseEstimate };

export type { EstimateInput, ParseEstimate };

/** The pool's estimate reader, running in its worker threads. */
export function estimateReaderOf(pool: EstimatePool): ParseEstimate {
  return (input, role) => pool.readEstimate(input, role);
}
