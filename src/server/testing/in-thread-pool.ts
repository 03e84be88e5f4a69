/**
 * A document pool that runs its tasks on the calling thread, for tests that watch what a task does
 * (module mocks reach it, worker threads they do not). One task at a time, like one pool thread.
 */
import type { FileAnalysis } from '../documents/analyze-file.js';
import type { ParseResult } from '../estimates/worker/parse.worker.js';
import { AppError } from '../errors.js';
import runDocumentTask from '../workers/document.worker.js';
import type { DocumentPool } from '../workers/pool.js';
import type { CompareResult } from '../workers/document.worker.js';

export function createInThreadPool(): DocumentPool {
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    analyze: (req) =>
      serial(
        async () =>
          (await runDocumentTask({
            op: 'analyze',
            bytes: req.bytes,
            kindOverride: req.kindOverride ?? null,
            ocr: req.ocr,
            file: req.file,
            layout: req.layout,
          })) as FileAnalysis,
      ),
    readEstimate: (input, role) =>
      serial(async () => {
        const r = (await runDocumentTask({
          op: 'estimate',
          bytes: input.bytes ?? new Uint8Array(0),
          layout: input.layout,
          fileName: input.fileName,
          file: input.file,
          role,
        })) as ParseResult;
        if (!r.ok) throw new AppError(r.code, r.message);
        return r.estimate;
      }),
    compareEstimates: (carrier, other) =>
      serial(async () => {
        const r = (await runDocumentTask({ op: 'compare', carrier, other })) as CompareResult;
        if (!r.ok) throw new AppError(r.code, r.message);
        return r.comparison;
      }),
    warm() {},
    stats: () => ({ maxThreads: 1, threads: 1, queued: 0 }),
    close: async () => {},
  };
}
