/**
 * The estimate task of the document pool (workers/document.worker.ts): read one estimate
 * (pdf.js, OCR or BMS) in a worker thread. Errors cross the thread boundary as plain data.
 */
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import type { ApiErrorCode } from '../../../shared/contracts/errors.js';
import { AppError } from '../../errors.js';
import { parseEstimateFile } from '../compare-files.js';

export type ParseTask = { bytes: Uint8Array; fileName?: string; role: string; ocr?: boolean };
export type ParseResult = { ok: true; estimate: ParsedEstimate } | { ok: false; code: ApiErrorCode; message: string };

export default async function parseTask(task: ParseTask): Promise<ParseResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    return { ok: true, estimate: await parseEstimateFile({ bytes, fileName: task.fileName }, task.role, { ocr: task.ocr }) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'unprocessable', message: `The ${task.role} could not be read.` };
  }
}
