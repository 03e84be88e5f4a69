/**
 * The estimate reader: estimates are read in the app's one document pool (documents/worker/pool.ts),
 * off the event loop, with a time limit per file.
 */
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import type { DocumentPool } from '../../documents/worker/pool.js';
import type { EstimateInput } from '../compare-files.js';

export type ParseEstimate = (input: EstimateInput, role: string) => Promise<ParsedEstimate>;

/** The pool's estimate reader, running in its worker threads. */
export function estimateReaderOf(pool: Pick<DocumentPool, 'readEstimate'>): ParseEstimate {
  return (input, role) => pool.readEstimate(input, role);
}
