/**
 * The document worker pool: CPU-heavy analysis off the event loop, a time limit per file, bounded
 * memory per thread. In-process fallback (DOCUMENT_WORKERS=0) for debugging only.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DocumentKind } from '../../../shared/categories';
import type { FileAnalysis } from '../analyze-file';

export type AnalyzeRequest = { bytes: Buffer; kindOverride?: DocumentKind | null; ocr?: boolean };
export type DocumentPool = { analyze(req: AnalyzeRequest): Promise<FileAnalysis>; warm(): void; close(): Promise<void> };

export type PoolOptions = { threads?: number; timeoutMs?: number; maxMemoryMb?: number };

const WORKER = fileURLToPath(new URL('./analyze.worker.mjs', import.meta.url));

export function createDocumentPool(opts: PoolOptions = {}): DocumentPool {
  const threads = opts.threads ?? Math.max(1, Math.min(2, os.availableParallelism()));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 768 },
  });
  return {
    async analyze(req) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return (await pool.run({ bytes: req.bytes, kindOverride: req.kindOverride ?? null, ocr: req.ocr }, { signal })) as FileAnalysis;
      } catch (err) {
        // A file that hangs or blows the worker's memory is answered as "other, not analysed".
        const timedOut = signal.aborted;
        return notAnalysed(timedOut ? `analysis took longer than ${Math.round(timeoutMs / 1000)} s` : 'the file could not be analysed', err);
      }
    },
    // Loading tsx, pdf.js and sharp in a fresh thread takes seconds: pay it at start, not on the first upload.
    warm() {
      const tiny = Buffer.from('%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF');
      for (let i = 0; i < threads; i++) pool.run({ bytes: tiny, ocr: false }).catch(() => undefined);
    },
    close: () => pool.destroy(),
  };
}

function notAnalysed(note: string, _err: unknown): FileAnalysis {
  return { sha256: '', fileType: null, kind: 'other', confidence: 1, analysed: false, note, refused: false, fields: {}, text: '', pages: 0, ocrPages: 0 };
}
