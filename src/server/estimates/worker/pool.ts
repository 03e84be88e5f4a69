/**
 * The estimate reader: estimates are read in the app's one document pool (workers/pool.ts),
 * off the event loop, with a time limit per file.
 */
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import type { EstimateInput } from '../compare-files.js';

export type ParseEstimate = (input: EstimateInput, role: string) => Promise<ParsedEstimate>;

/** The pool's estimate reader, running in its worker threads. */
/** What the reader needs of the document pool (workers/pool.ts), named here so estimates never import it. */
export type EstimatePool = { readEstimate: ParseEstimate };

export function estimateReaderOf(pool: EstimatePool): ParseEstimate {
  return (input, role) => pool.readEstimate(input, role);
}
