/**
 * Files → parsed estimates → comparison. BMS XML is read exactly; everything else goes through
 * the documents pipeline's text stage (pdf.js text layer, OCR for scans and photos of pages).
 */
import type { EstimateComparison, ParsedEstimate } from '../../shared/estimate-comparison.js';
import { sniffFile } from '../../shared/file-sniff.js';
import { extractDocumentText, isUnreadable } from '../documents/text/extract-text.js';
import type { FastifyBaseLogger } from 'fastify';
import type { FieldError } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import type { MultipartItem } from '../plugins/multipart-reader.js';
import { compareEstimates } from './align.js';
import { parseBmsEstimate } from '../documents/bms.js';
import { parseEstimatePages } from './parse-estimate.js';

export interface EstimateInput {
  bytes: Buffer;
  fileName?: string;
}

export interface CompareOptions {
  signal?: AbortSignal;
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
}

/** Estimates run to several pages; OCR them all, up to this many. */
const MAX_OCR_PAGES = 12;

/** Reads one estimate; throws AppError(UNSUPPORTED_MEDIA | UNPROCESSABLE) naming the role. */
export async function parseEstimateFile(input: EstimateInput, role: string, options: CompareOptions = {}): Promise<ParsedEstimate> {
  const sniffed = sniffFile(input.bytes, input.fileName);
  if ('refused' in sniffed) throw new AppError('unsupported_type', `The ${role} could not be read: ${sniffed.refused}.`);
  const fileName = input.fileName ?? null;
  if (sniffed.type === 'bms-xml') {
    try {
      return parseBmsEstimate(input.bytes, fileName);
    } catch {
      throw new AppError('unprocessable', `The ${role} is XML but not a CIECA BMS estimate we can read.`);
    }
  }
  let text: Awaited<ReturnType<typeof extractDocumentText>>;
  try {
    text = await extractDocumentText(input.bytes, { fileName: input.fileName, ocr: options.ocr !== false, signal: options.signal, maxOcrPages: MAX_OCR_PAGES });
  } catch (err) {
    if (isUnreadable(err)) throw new AppError('unprocessable', `The ${role} could not be read: ${(err as Error).message}.`);
    throw err;
  }
  const parsed = parseEstimatePages(text.pages, { fileName, fileType: text.fileType });
  if (!parsed.lines.length && !parsed.totals.gross) {
    throw new AppError('unprocessable', `No estimate line items or totals were found in the ${role}. Upload the estimate itself (PDF print, scan or BMS file).`);
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

/** Reads the multipart body: exactly one `carrier` file and one `other` file. */
async function readTwoEstimates(parts: AsyncIterable<MultipartItem>): Promise<{ carrier: EstimateInput; other: EstimateInput }> {
  const files: Record<string, EstimateInput> = {};
  for await (const part of parts) {
    if (part.kind !== 'file' || (part.name !== 'carrier' && part.name !== 'other')) continue;
    if (files[part.name]) {
      throw new AppError('validation', `Send one ${part.name} file only.`, { fields: [{ field: part.name, message: `Send one ${part.name} file only.` }] });
    }
    files[part.name] = { bytes: await part.read(), fileName: part.filename };
  }
  const missing: FieldError[] = [];
  if (!files.carrier?.bytes.length) missing.push({ field: 'carrier', message: "The carrier's estimate is required." });
  if (!files.other?.bytes.length) missing.push({ field: 'other', message: "The shop's or other appraiser's estimate is required." });
  if (missing.length) throw new AppError('validation', missing.map((m) => m.message).join(' '), { fields: missing });
  return { carrier: files.carrier, other: files.other };
}

/** POST /api/estimate-comparison: the two estimates of a multipart body, read and compared. */
export async function compareUploadedEstimates(
  deps: { read: (input: EstimateInput, role: string) => Promise<ParsedEstimate>; log: FastifyBaseLogger },
  parts: AsyncIterable<MultipartItem>,
): Promise<EstimateComparison> {
  const { carrier, other } = await readTwoEstimates(parts);
  const started = Date.now();
  const comparison = await compareEstimateFiles(carrier, other, { read: deps.read });
  deps.log.info({ ms: Date.now() - started, matches: comparison.matches.length }, 'estimates compared');
  return comparison;
}
