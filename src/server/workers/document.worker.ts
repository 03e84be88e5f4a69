/**
 * The one piscina task of the document pool: analyze a file for the document calls, or read an
 * estimate for the comparison. Runs in a worker thread so pdf.js, sharp and tesseract never block the
 * server's event loop; a stuck file is ended by the pool's abort (the thread is replaced).
 *
 * Each task's code is imported on its first use, so a thread that only reads estimates never loads
 * the classifier, and pdf.js, sharp, pdf-lib and the OCR engine load only when a file needs them
 * (text/pdf.ts, text/sharp.ts, text/extract-text.ts, text/scanned-pages.ts): a cold thread reads a text PDF without the image
 * and OCR libraries.
 */
import type { DocumentKind } from '../../shared/categories';
import type { ContentNames } from '../../shared/content';
import type { ApiErrorCode } from '../../shared/contracts/errors';
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison';
import type { ParseResult, ParseTask } from '../estimates/worker/parse.worker';
import type { FileAnalysis } from '../documents/analyze-file';
import type { SniffedFile } from '../../shared/file-sniff';
import type { DocumentText } from '../documents/text/types';
import { type DocumentBudget, setDocumentBudget } from '../documents/budget';
import { setPipelineLogLevel } from '../documents/pipeline-log';
import { isMainThread, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from './priority';

/** What every task carries from the server's configuration: the document budget and the log level. */
export type ThreadSettings = { budget?: Partial<DocumentBudget>; logLevel?: string; timeoutMs?: number };
export type AnalyzeTask = {
  op: 'analyze';
  bytes: Uint8Array;
  kindOverride?: DocumentKind | null;
  ocr?: boolean;
  content?: ContentNames;
  settings?: ThreadSettings;
  /** The bytes' hash and sniffed kind, known from the upload. */
  file?: SniffedFile;
  /** The file's stored layout: classified and its fields read, the file not read again. */
  layout?: DocumentText;
  /** Time each stage into the result (`npm run analyze`). */
  trace?: boolean;
};
export type EstimateTask = { op: 'estimate'; settings?: ThreadSettings } & ParseTask;
/** Two estimates already read, aligned and compared (estimates/align.ts). */
export type CompareTask = { op: 'compare'; carrier: ParsedEstimate; other: ParsedEstimate; settings?: ThreadSettings };
export type CompareResult = { ok: true; comparison: EstimateComparison } | { ok: false; code: ApiErrorCode; message: string };
export type DocumentTask = AnalyzeTask | EstimateTask | CompareTask;

/** What the pool hands each thread when it starts (pool.ts). */
export type ThreadStart = { nice?: number };

// Only a pool thread: a test's in-thread pool imports this module on the main thread, which keeps its priority.
if (!isMainThread) lowerThreadPriority((workerData as ThreadStart | null)?.nice);

export default async function runDocumentTask(task: DocumentTask): Promise<FileAnalysis | ParseResult | CompareResult> {
  setDocumentBudget(task.settings?.budget);
  setPipelineLogLevel(task.settings?.logLevel);
  if (task.op === 'compare') {
    const { compareEstimates } = await import('../estimates/align');
    const { AppError } = await import('../errors');
    try {
      return { ok: true, comparison: compareEstimates(task.carrier, task.other) };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
      throw err;
    }
  }
  if (task.op === 'estimate') {
    const { default: parseTask } = await import('../estimates/worker/parse.worker');
    return parseTask(task);
  }
  const { analyzeFile } = await import('../documents/analyze-file');
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  return analyzeFile(bytes, {
    ocr: task.ocr,
    kindOverride: task.kindOverride ?? null,
    content: task.content,
    file: task.file,
    layout: task.layout,
    trace: task.trace,
    timeLimitMs: task.settings?.timeoutMs,
  });
}
