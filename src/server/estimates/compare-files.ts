/**
 * Files → parsed estimates → comparison. BMS XML is read exactly; everything else goes through
 * the documents pipeline's text stage (pdf.js text layer, OCR for scans and photos of pages).
 */
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison.js';
import { type SniffedFile, sniffFile } from '../../shared/file-sniff.js';
import { extractDocumentText, isUnreadable } from '../documents/text/extract-text.js';
import type { DocumentText } from '../documents/text/types.js';
import { AppError } from '../errors.js';
import { compareEstimates } from './align.js';
import { parseBmsEstimate } from '../documents/bms.js';
import { BmsLineCapError } from '../documents/bms-line-cap.js';
import { MAX_COMPARED_LINES, tooManyLines } from './compare-limits.js';
import { parseEstimatePages } from './parse-estimate.js';

/**
 * One estimate to read: its stored layout (the analysis's one reading of the file: never read
 * again), or its bytes (BMS XML, read exactly from its elements; or a file no analysis read yet).
 */
export interface EstimateInput {
  bytes?: Buffer;
  layout?: DocumentText | null;
  fileName?: string;
  /** The stored file's hash (for the logs) and sniffed kind (not sniffed again), known from its upload. */
  file?: SniffedFile;
}

/** Reads one estimate for a role ('carrier estimate', 'other estimate'). */
export type ParseEstimate = (input: EstimateInput, role: string) => Promise<ParsedEstimate>;

export interface CompareOptions {
  signal?: AbortSignal;
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
}

/** Estimates run to several pages; OCR them all, up to this many. */
const MAX_OCR_PAGES = 12;

/**
 * Reads one estimate; throws AppError(UNSUPPORTED_MEDIA | UNPROCESSABLE) naming the role. From its
 * stored layout when it has one (no text extraction, no OCR); from its bytes otherwise.
 */
export async function parseEstimateFile(input: EstimateInput, role: string, options: CompareOptions = {}): Promise<ParsedEstimate> {
  const fileName = input.fileName ?? null;
  if (input.layout) return estimateFromLayout(input.layout, role, fileName);
  const bytes = input.bytes ?? Buffer.alloc(0);
  const sniffed = input.file ? { type: input.file.kind } : sniffFile(bytes, input.fileName);
  if ('refused' in sniffed) throw new AppError('unsupported_type', `The ${role} could not be read: ${sniffed.refused}.`);
  if (sniffed.type === 'bms-xml') {
    try {
      // Read no further than the comparison's cap: a file of thousands of lines is refused at once.
      return parseBmsEstimate(bytes, fileName, { maxLines: MAX_COMPARED_LINES });
    } catch (err) {
      if (err instanceof BmsLineCapError) throw tooManyLines(role);
      throw new AppError('unprocessable', `The ${role} is XML but not a CIECA BMS estimate we can read.`);
    }
  }
  let text: Awaited<ReturnType<typeof extractDocumentText>>;
  try {
    text = await extractDocumentText(bytes, {
      fileName: input.fileName,
      ocr: options.ocr !== false,
      signal: options.signal,
      maxOcrPages: MAX_OCR_PAGES,
      fileType: sniffed.type,
    });
  } catch (err) {
    if (isUnreadable(err)) throw new AppError('unprocessable', `The ${role} could not be read: ${(err as Error).message}.`);
    throw err;
  }
  return estimateFromLayout(text, role, fileName);
}

/** The estimate's lines and totals from a positioned layout (the analysis's reading of the file). */
export function estimateFromLayout(text: DocumentText, role: string, fileName: string | null): ParsedEstimate {
  const parsed = parseEstimatePages(text.pages, { fileName, fileType: text.fileType });
  if (!parsed.lines.length && !parsed.totals.gross) {
    throw new AppError(
      'unprocessable',
      `No estimate line items or totals were found in the ${role}. Upload the estimate itself (PDF print, scan or BMS file).`,
    );
  }
  return parsed;
}

/**
 * Reads both estimates and compares them. The app always passes `read` (the document pool's
 * reader); there is no in-thread fallback for an instance with DOCUMENT_WORKERS=0 (its pool
 * refuses, and config allows 0 only with PostgreSQL). Without `read` (tests, benches) the
 * estimates are parsed on the calling thread.
 */
export async function compareEstimateFiles(
  carrier: EstimateInput,
  other: EstimateInput,
  options: CompareOptions & { read?: (input: EstimateInput, role: string) => Promise<ParsedEstimate> } = {},
): Promise<EstimateComparison> {
  const read = options.read ?? ((input: EstimateInput, role: string) => parseEstimateFile(input, role, options));
  const [a, b] = await Promise.all([read(carrier, 'carrier estimate'), read(other, 'other estimate')]);
  return compareEstimates(a, b);
}
