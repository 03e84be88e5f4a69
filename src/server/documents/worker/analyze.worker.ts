/**
 * Piscina task: analyse one file. Runs in a worker thread so pdf.js, sharp and tesseract never block
 * the server's event loop; a stuck file is ended by the pool's abort (the thread is replaced).
 */
import type { DocumentKind } from '../../../shared/categories';
import { analyzeFile, type FileAnalysis } from '../analyze-file';

export type AnalyzeTask = { bytes: Uint8Array; kindOverride?: DocumentKind | null; ocr?: boolean };

export default async function analyzeTask(task: AnalyzeTask): Promise<FileAnalysis> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  return analyzeFile(bytes, { ocr: task.ocr, kindOverride: task.kindOverride ?? null });
}
