/**
 * The document pool: one piscina pool for every CPU-heavy document task (analyzing uploads, reading
 * estimates), off the event loop, with a time limit per file and bounded memory per thread.
 *
 * Threads start when a file arrives and end after a quiet spell (minThreads 0, idleTimeout), so an
 * idle server holds no pdf.js, sharp or OCR engine. With `threads: 0` (DOCUMENT_WORKERS=0) no
 * thread ever starts: this instance leaves analysis to other processes and `analyze()` refuses.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DocumentKind } from '../../shared/categories';
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison';
import { checkComparable } from '../estimates/compare-limits';
import type { ContentNames } from '../../shared/content';
import type { FailureCode } from '../../shared/analysis-failures';
import { failureCodeOf } from '../documents/failure';
import { AppError } from '../errors';
import type { EstimateInput } from '../estimates/compare-files';
import type { ParseResult } from '../estimates/worker/parse.worker';
import type { FileAnalysis } from '../documents/analyze-file';
import type { SniffedFile } from '../../shared/file-sniff';
import type { DocumentBudget } from '../documents/budget';
import type { DocumentText } from '../documents/text/types';
import { type Config, processSettings } from '../config';
import type { CompareResult, DocumentTask, ThreadSettings, ThreadStart } from './document.worker';

/**
 * `file`: the bytes' SHA-256 and sniffed kind, known from the upload (not computed again).
 * `layout`: the file's stored layout: only classification and fields run, the file is not read again.
 */
export type AnalyzeRequest = { bytes: Buffer; kindOverride?: DocumentKind | null; ocr?: boolean; file?: SniffedFile; layout?: DocumentText; trace?: boolean };

export type DocumentPool = {
  /** Analyses one upload; a file that hangs or exhausts its thread comes back as "other, not analyzed". */
  analyze(req: AnalyzeRequest): Promise<FileAnalysis>;
  /** Reads one estimate; throws AppError(UNSUPPORTED_MEDIA | UNPROCESSABLE | UNAVAILABLE) naming the role. */
  readEstimate(input: EstimateInput, role: string): Promise<ParsedEstimate>;
  /** Aligns and compares two estimates read already; throws AppError (too many lines, took too long). */
  compareEstimates(carrier: ParsedEstimate, other: ParsedEstimate): Promise<EstimateComparison>;
  /** Starts the threads and loads the modules ahead of the first file (optional: they start on demand). */
  warm(): void;
  /** Thread limit (0: this instance analyses nothing), threads alive now, tasks waiting. */
  stats(): { maxThreads: number; threads: number; queued: number };
  close(): Promise<void>;
};

export type PoolOptions = {
  /** Worker threads; 0 starts none. Default: up to 2, never more than the machine's cores. */
  threads?: number;
  /** Time limit for one upload's analysis. */
  timeoutMs?: number;
  /** Time limit for reading one estimate (scans are OCR'd page by page). */
  estimateTimeoutMs?: number;
  /** A thread with nothing to do for this long ends, and its memory goes back. */
  idleTimeoutMs?: number;
  /** V8 heap limit of each thread (images, canvases and the OCR engine's memory are capped separately). */
  maxMemoryMb?: number;
  /** The threads' nice value (default DOCUMENT_THREAD_NICE, workers/priority.ts). */
  threadNice?: number;
  /** The server's loaded content, the pipeline's context (whose letters are the firm's own). */
  content?: ContentNames;
  /** The per-document budget each thread holds files to (documents/budget.ts); defaults there. */
  budget?: Partial<DocumentBudget>;
  /** The threads' log level (pipeline errors: file hash and error class). */
  logLevel?: string;
  /** Where the pool logs a file that ended or outran its thread (hash and error class only). */
  log?: { warn: (obj: object, msg: string) => void };
};

/** The pool's limits from the server's configuration (the web's pool and `npm run worker`'s alike). */
export function documentLimits(config: Config): Pick<PoolOptions, 'budget' | 'maxMemoryMb' | 'threadNice' | 'logLevel'> {
  return {
    budget: {
      maxDecompressedBytes: config.DOCUMENT_MAX_DECOMPRESSED_MB * 1024 * 1024,
      maxPages: config.DOCUMENT_MAX_PAGES,
      maxObjects: config.DOCUMENT_MAX_OBJECTS,
    },
    maxMemoryMb: config.DOCUMENT_THREAD_MEMORY_MB,
    threadNice: config.DOCUMENT_THREAD_NICE,
    logLevel: config.LOG_LEVEL,
  };
}

/** Refused by `analyze()` on an instance started with DOCUMENT_WORKERS=0. */
export class DocumentAnalysisDisabledError extends Error {
  constructor() {
    super('document analysis is disabled on this instance (DOCUMENT_WORKERS=0)');
    this.name = 'DocumentAnalysisDisabledError';
  }
}

const WORKER = fileURLToPath(new URL('./document.worker.mjs', import.meta.url));

export function defaultThreads(): number {
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/** The threads of a document pool (one piscina pool), which several pools of one process may share. */
export type DocumentThreads = { readonly maxThreads: number; readonly piscina: Piscina | null };

/** Starts no thread yet: they start when a file arrives and end after `idleTimeoutMs` without one. */
export function createDocumentThreads(opts: Pick<PoolOptions, 'threads' | 'idleTimeoutMs' | 'maxMemoryMb' | 'threadNice'> = {}): DocumentThreads {
  const maxThreads = opts.threads ?? defaultThreads();
  const piscina =
    maxThreads > 0
      ? new Piscina({
          filename: WORKER,
          minThreads: 0,
          maxThreads,
          idleTimeout: opts.idleTimeoutMs ?? 30_000,
          concurrentTasksPerWorker: 1,
          workerData: { nice: opts.threadNice } satisfies ThreadStart,
          // Between tasks the thread's event loop must run: the OCR engine ends itself after idle.
          atomics: 'disabled',
          // A file that needs more heap than this ends its own thread (piscina starts another), never the process.
          resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 320, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        })
      : null;
  return { maxThreads, piscina };
}

/**
 * `sharedThreads`: run on these threads instead of starting a pool's own (tests: the apps of one test
 * process share threads that have loaded the pipeline once); `close()` then ends only this pool's
 * tasks, not the threads. Its thread count, memory limit and nice value stand in for the options'.
 */
export function createDocumentPool(opts: PoolOptions & { sharedThreads?: DocumentThreads } = {}): DocumentPool {
  const shared = opts.sharedThreads;
  const { maxThreads: threads, piscina: pool } = shared ?? createDocumentThreads(opts);
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const firmContent = opts.content ? { firmName: opts.content.firmName, insurerName: opts.content.insurerName } : undefined;
  // The time limit goes with each task: the analysis keeps its OCR within half of it.
  const settings: ThreadSettings = { budget: opts.budget, logLevel: opts.logLevel, timeoutMs };
  const estimateTimeoutMs = opts.estimateTimeoutMs ?? processSettings().ESTIMATE_TIMEOUT_MS;
  // Aborts this pool's running tasks on shared threads when it closes (they would otherwise run on).
  const closing = new AbortController();

  // Tasks wait for a thread here rather than in piscina's queue, so a file's time limit counts from
  // when a thread takes it: a job queue that hands the pool more files than it has threads (a batch)
  // must not time out the files at the back of the line.
  let running = 0;
  const waiting: Array<() => void> = [];
  const takeThread = (): Promise<void> => {
    if (running < threads) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const releaseThread = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const run = async <T>(task: DocumentTask, timeoutMs: number): Promise<{ value?: T; error?: unknown; timedOut: boolean }> => {
    if (!pool) throw new DocumentAnalysisDisabledError();
    await takeThread();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const signal = shared ? AbortSignal.any([timeout, closing.signal]) : timeout;
      return { value: (await pool.run(task, { signal })) as T, timedOut: false };
    } catch (error) {
      return { error, timedOut: timeout.aborted };
    } finally {
      releaseThread();
    }
  };

  return {
    async analyze(req) {
      if (!pool) throw new DocumentAnalysisDisabledError();
      const task = {
        op: 'analyze',
        bytes: req.bytes,
        kindOverride: req.kindOverride ?? null,
        ocr: req.ocr,
        content: firmContent,
        settings,
        file: req.file,
        layout: req.layout,
        trace: req.trace,
      } as const;
      const r = await run<FileAnalysis>(task, timeoutMs);
      if (r.value) return r.value;
      // A file that hangs or blows the worker's memory is answered as "other, not analyzed".
      const note = failureNote(r, `analysis took longer than ${Math.round(timeoutMs / 1000)} s`);
      logFailure(opts.log, req.file?.sha256 ?? req.bytes, 'analyze', r);
      return notAnalyzed(note, threadFailure(r));
    },
    async readEstimate(input, role) {
      if (!pool) throw new AppError('unavailable', `Estimates cannot be read on this server right now (document analysis is off). Try again later.`);
      const bytes = input.bytes ?? new Uint8Array(0);
      const r = await run<ParseResult>(
        { op: 'estimate', bytes, layout: input.layout, fileName: input.fileName, file: input.file, role, settings },
        estimateTimeoutMs,
      );
      const result = r.value;
      if (!result) {
        logFailure(opts.log, input.file?.sha256 ?? bytes, 'estimate', r);
        if (r.timedOut) throw new AppError('unprocessable', `The ${role} took longer than ${Math.round(estimateTimeoutMs / 1000)} s to read.`);
        throw new AppError(
          'unprocessable',
          outOfMemory(r.error)
            ? `The ${role} is too large to analyse: reading it needed more memory than one document may use.`
            : `The ${role} could not be read.`,
        );
      }
      if (!result.ok) throw new AppError(result.code, result.message);
      return result.estimate;
    },
    async compareEstimates(carrier, other) {
      // Refused here before the lines are copied to a thread.
      checkComparable(carrier, other);
      if (!pool) throw new AppError('unavailable', 'Estimates cannot be compared on this server right now (document analysis is off). Try again later.');
      const r = await run<CompareResult>({ op: 'compare', carrier, other, settings }, estimateTimeoutMs);
      const result = r.value;
      if (!result) {
        logFailure(opts.log, null, 'compare', r);
        if (r.timedOut) throw new AppError('unprocessable', `Comparing the estimates took longer than ${Math.round(estimateTimeoutMs / 1000)} s.`);
        throw new AppError('unprocessable', 'The estimates could not be compared: they are too large to compare.');
      }
      if (!result.ok) throw new AppError(result.code, result.message);
      return result.comparison;
    },
    warm() {
      if (!pool) return;
      const tiny = Buffer.from(
        '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
      );
      for (let i = 0; i < threads; i++) pool.run({ op: 'analyze', bytes: tiny, ocr: false, settings } satisfies DocumentTask).catch(() => undefined);
    },
    stats: () => ({ maxThreads: threads, threads: pool?.threads.length ?? 0, queued: waiting.length + (pool?.queueSize ?? 0) }),
    close: async () => {
      // Its own threads end with their tasks; shared threads go on, without this pool's tasks.
      if (shared) closing.abort();
      else await pool?.destroy();
    },
  };
}

/** The thread ran out of its heap (piscina has already replaced it). */
function outOfMemory(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  return e?.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap limit/i.test(e?.message ?? '');
}

function failureNote(r: { error?: unknown; timedOut: boolean }, timedOut: string): string {
  if (r.timedOut) return timedOut;
  if (outOfMemory(r.error)) return 'the file is too large to analyse (reading it needed more memory than one document may use)';
  return 'the file could not be analyzed';
}

/** Why a thread gave no answer: its time limit, its memory, or what the error's cause chain says. */
function threadFailure(r: { error?: unknown; timedOut: boolean }): FailureCode {
  if (r.timedOut) return 'thread.timeout';
  if (outOfMemory(r.error)) return 'thread.out_of_memory';
  return failureCodeOf(r.error);
}

/**
 * One line a failed file: its hash (known from the upload, or computed here), the failure's code and
 * stage and the error's class, never its name or contents.
 */
function logFailure(log: PoolOptions['log'], file: string | Uint8Array | null, task: string, r: { error?: unknown; timedOut: boolean }): void {
  if (!log) return;
  const sha256 = file === null || typeof file === 'string' ? file : createHash('sha256').update(file).digest('hex');
  const e = r.error as { name?: string } | undefined;
  log.warn(
    { sha256, task, stage: 'thread', code: threadFailure(r), errorClass: r.timedOut ? 'Timeout' : (e?.name ?? typeof e), outOfMemory: outOfMemory(r.error) },
    'document thread failed on a file',
  );
}

function notAnalyzed(note: string, failure: FailureCode): FileAnalysis {
  return {
    sha256: '',
    fileType: null,
    kind: 'other',
    confidence: 1,
    analyzed: false,
    note,
    failure,
    refused: false,
    fields: {},
    text: '',
    pages: 0,
    ocrPages: 0,
  };
}
