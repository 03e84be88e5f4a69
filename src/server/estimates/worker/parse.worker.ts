/**
 * The estimate task of the document pool (workers/document.worker.ts): read one estimate in a worker
 * thread, from its stored layout (no text extraction) or, for BMS XML, its bytes. Errors cross the
 * thread boundary as plain data.
 */
import type { ParsedEstimate } from '../../../shared/estimate-comparison.js';
import type { ApiErrorCode } from '../../../shared/contracts/errors.js';
import type { SniffedFile } from '../../../shared/file-sniff.js';
import type { DocumentText } from '../../documents/text/types.js';
import { AppError } from '../../errors.js';
import { parseEstimateFile } from '../compare-files.js';

export type ParseTask = { bytes: Uint8Array; layout?: DocumentText | null; fileName?: string; file?: SniffedFile; role: string; ocr?: boolean };
export type ParseResult = { ok: true; estimate: ParsedEstimate } | { ok: false; code: ApiErrorCode; message: string };

export default async function parseTask(task: ParseTask): Promise<ParseResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    return {
      ok: true,
      estimate: await parseEstimateFile({ bytes, layout: task.layout, fileName: task.fileName, file: task.file }, task.role, { ocr: task.ocr }),
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'unprocessable', message: `The ${task.role} could not be read.` };
  }
}
