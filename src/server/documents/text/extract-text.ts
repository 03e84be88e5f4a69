/**
 * text stage: bytes → pages of positioned lines. PDF text layer (pdf.js); pages without one are
 * rendered and OCR'd; images OCR'd only when they look like a document; DOCX/DOC text; BMS XML as
 * readable lines (its fields are read exactly elsewhere).
 */
import { type SniffedType, sniffFile } from '../sniff';
import { decodeHeic, imageStats, looksLikeDocument, prepareForOcr, prepareRenderedPage } from './image';
import { pageFromLines, pageFromPlainText } from './lines';
import { ocrImage } from './ocr';
import { openPdf, type PdfDocument, readPdfText, renderPdfPageGrey } from './pdf';
import type { TextLine } from './types';
import { type DocumentPage, type DocumentText, UnreadableDocumentError } from './types';
import { readDocText, readDocxText } from './word';

export type { DocumentPage, DocumentText, TextItem, TextLine } from './types';
export { UnreadableDocumentError } from './types';

export type ExtractTextOptions = { fileName?: string; ocr?: boolean; signal?: AbortSignal; maxOcrPages?: number };

/** Scanned PDFs past this many pages are OCR'd only this far: the facts sit on the first pages. */
const DEFAULT_MAX_OCR_PAGES = 4;
/** A page with fewer characters than this in its text layer is treated as scanned. */
const MIN_TEXT_CHARS = 25;
/** 200 dpi with a 3x3 median filter read noisy office scans far better than 150 dpi (bench:documents). */
const OCR_DPI = 200;

export async function extractDocumentText(bytes: Buffer, opts: ExtractTextOptions = {}): Promise<DocumentText> {
  const sniffed = sniffFile(bytes, opts.fileName);
  if ('refused' in sniffed) throw new UnreadableDocumentError(sniffed.refused);
  const fileType = sniffed.type;
  const ocr = opts.ocr !== false;
  switch (fileType) {
    case 'pdf':
      return { fileType, pages: await readPdf(bytes, ocr, opts) };
    case 'docx':
      return { fileType, pages: await readDocxText(bytes) };
    case 'doc':
      return { fileType, pages: await readDocText(bytes) };
    case 'bms-xml':
      return { fileType, pages: [pageFromPlainText(1, bmsToText(bytes))] };
    default:
      return { fileType, pages: await readImage(bytes, fileType, ocr) };
  }
}

async function readPdf(bytes: Buffer, ocr: boolean, opts: ExtractTextOptions): Promise<DocumentPage[]> {
  const doc = await openPdf(bytes, 'text');
  let pages: DocumentPage[];
  try {
    pages = await readPdfText(doc, opts.signal);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
  if (!ocr) return pages;
  const budget = opts.maxOcrPages ?? DEFAULT_MAX_OCR_PAGES;
  const scanned = pages.filter((page) => page.text.replace(/\s/g, '').length < MIN_TEXT_CHARS).slice(0, budget);
  if (scanned.length === 0) return pages;
  // Pages are drawn from a second reading of the file that loads the standard fonts (text/pdf.ts).
  const render = await openPdf(bytes, 'render').catch(() => null);
  if (!render) return pages;
  try {
    for (const page of scanned) {
      opts.signal?.throwIfAborted();
      try {
        const lines = await ocrPdfPage(render, page.pageNumber);
        if (lines) pages[page.pageNumber - 1] = pageFromLines(page.pageNumber, lines, true);
      } catch {
        // A page that cannot be rendered stays empty; the rest of the file is still read.
      }
    }
  } finally {
    await render.destroy().catch(() => undefined);
  }
  return pages;
}

/** Renders one page and OCRs it; null for a blank page. */
export async function ocrPdfPage(doc: PdfDocument, pageNumber: number): Promise<TextLine[] | null> {
  const prepared = await prepareRenderedPage(await renderPdfPageGrey(doc, pageNumber, OCR_DPI), true);
  if (!prepared) return null;
  return (await ocrImage(prepared.image, prepared.toPoints)).lines;
}

async function readImage(bytes: Buffer, type: SniffedType, ocr: boolean): Promise<DocumentPage[]> {
  const decoded = type === 'heic' ? await decodeHeic(bytes) : bytes;
  const stats = await imageStats(decoded);
  if (!ocr || !looksLikeDocument(stats)) return [pageFromLines(1, [], false)];
  const prepared = await prepareForOcr(decoded);
  const result = await ocrImage(prepared.image, prepared.toPoints);
  return [pageFromLines(1, result.lines, true)];
}

/** BMS XML as "Tag: value" lines so extractedText shows something a person can read. */
function bmsToText(bytes: Buffer): string {
  const xml = bytes.toString('utf8');
  const out: string[] = [];
  const re = /<(?:\w+:)?(\w+)(?:\s[^>]*)?>([^<]+)<\/(?:\w+:)?\1>/g;
  for (let m = re.exec(xml); m && out.length < 5000; m = re.exec(xml)) {
    const value = (m[2] ?? '').trim();
    if (value) out.push(`${m[1]}: ${value}`);
  }
  return out.join('\n');
}

export function isUnreadable(err: unknown): err is UnreadableDocumentError {
  return err instanceof UnreadableDocumentError;
}
