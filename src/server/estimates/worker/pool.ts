/**
 * The estimate reader: estimates are read in the app's one document pool (workers/pool.ts),
 * off the event loop, with a time limit per file.
 */
import type { FastifyInstance } from 'fastify';
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import type { EstimateInput } from '../compare-files.js';

export type ParseEstimate = (input: EstimateInput, role: string) => Promise<ParsedEstimate>;

/** The app's estimate reader, running in the document pool's worker threads. */
export function estimateReaderFor(app: FastifyInstance): ParseEstimate {
  const pool = app.deps.documentPool;
  return (input, role) => pool.readEstimate(input, role);
}
