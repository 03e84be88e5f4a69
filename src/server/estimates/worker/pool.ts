/**
 * The estimate worker pool: reading estimates (pdf.js, tesseract) off the event loop with a time
 * limit per file. One pool per app, created on first use and closed with the app.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import { AppError } from '../../errors.js';
import type { EstimateInput } from '../compare-files.js';
import type { ParseResult } from './parse.worker.js';

const WORKER = fileURLToPath(new URL('./parse.worker.mjs', import.meta.url));
/** Scanned estimates are OCR'd page by page: allow a few seconds a page. */
const TIMEOUT_MS = Number(process.env.ESTIMATE_TIMEOUT_MS ?? 120_000);

export type ParseEstimate = (input: EstimateInput, role: string) => Promise<ParsedEstimate>;

const pools = new WeakMap<FastifyInstance, ParseEstimate>();

/** The app's estimate reader, running in worker threads. */
export function estimateReaderFor(app: FastifyInstance): ParseEstimate {
  const existing = pools.get(app);
  if (existing) return existing;
  const threads = Math.max(1, Math.min(app.deps.config.DOCUMENT_WORKERS ?? 2, os.availableParallelism()));
  const pool = new Piscina({ filename: WORKER, minThreads: 0, maxThreads: threads, idleTimeout: 30_000, concurrentTasksPerWorker: 1, resourceLimits: { maxOldGenerationSizeMb: 768 } });
  app.deps.onClose.push(() => pool.destroy());
  const read: ParseEstimate = async (input, role) => {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    let result: ParseResult;
    try {
      result = (await pool.run({ bytes: input.bytes, fileName: input.fileName, role }, { signal })) as ParseResult;
    } catch {
      throw new AppError('UNPROCESSABLE', signal.aborted ? `The ${role} took longer than ${Math.round(TIMEOUT_MS / 1000)} s to read.` : `The ${role} could not be read.`);
    }
    if (!result.ok) throw new AppError(result.code, result.message);
    return result.estimate;
  };
  pools.set(app, read);
  return read;
}
