/**
 * PDF text layer with positions (pdf.js legacy build, the one PDF engine: decision 014), and page
 * rendering for OCR (@napi-rs/canvas). Files reach it only after the budget pre-check (pdf-budget.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { dropsGlyphs, losesGlyphs, markDrawnDiffers } from './drawn-check';
import { keepRawRuns, type RawRun } from './font-cipher';
import { isNotLanguage } from './language';
import { rgbaToGrey } from './grey-pixels';
import { placeField, readFormFields } from './form-fields';
import { groupIntoLines, pageFromLines } from './lines';
import { loadSharp } from './sharp';
import { type DocumentPage, type TextItem, UnreadableDocumentError } from './types';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${path.join(PDFJS_DIR, 'standard_fonts')}/`;
const CMAPS = `${path.join(PDFJS_DIR, 'cmaps')}/`;
const WASM = `${path.join(PDFJS_DIR, 'wasm')}/`;

/** More pages than any claim document has; a 5,000-page PDF is not read to the end. */
export const MAX_PDF_PAGES = 60;

/** Larger embedded images are skipped: a 600 dpi letter or A4 scan still fits, a decompression bomb does not. */
export const MAX_PDF_IMAGE_PIXELS = 36_000_000;
/** A rendered page never holds more pixels than this (RGBA: 4 bytes each); larger pages render smaller. */
export const MAX_RENDER_PIXELS = 12_000_000;

// pdf.js loads on the first PDF a thread reads, never at import: the server's main thread stays light.
let pdfjsPromise: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/**
 * `text`: for reading the text layer only. Standard 14 fonts that a PDF names without embedding them are
 * then not loaded from pdf.js' font files (parsed and converted into an OpenType font for each document):
 * their widths and character codes are built into pdf.js, so the text and positions come out the same, a
 * fifth less work on text PDFs. `render` (the default) loads them so that pages draw with their glyphs.
 */
export type PdfUse = 'text' | 'render';

export async function openPdf(bytes: Buffer, use: PdfUse = 'render'): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    // Text and OCR need no font loading, no script evaluation and no XFA rendering.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    fontExtraProperties: false,
    maxImageSize: MAX_PDF_IMAGE_PIXELS,
    ...(use === 'render' ? { standardFontDataUrl: STANDARD_FONTS } : {}),
    cMapUrl: CMAPS,
    cMapPacked: true,
    wasmUrl: WASM,
    verbosity: 0,
    stopAtErrors: false,
  });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new UnreadableDocumentError('the PDF is password-protected', 'pdf.encrypted');
    throw new UnreadableDocumentError('the PDF is damaged and cannot be read', 'pdf.malformed');
  }
}

export type SizedItem = TextItem & { height: number };
type RawItem = { str: string; width: number; height: number; transform: number[]; fontName?: string };

/**
 * pdf.js text items (PDF space, y up) as items on the page (y down from the top), and the same runs
 * with their font, uncleaned, for a lying font map's cipher (font-cipher.ts).
 */
function placeItems(raw: Iterable<RawItem | object>, viewportHeight: number): { items: SizedItem[]; runs: RawRun[] } {
  const items: SizedItem[] = [];
  const runs: RawRun[] = [];
  for (const r of raw) {
    if (!('str' in r) || r.str === '') continue;
    const t = r.transform;
    const height = r.height || Math.hypot(t[0] ?? 0, t[1] ?? 0) || 10;
    const place = { x: t[4] ?? 0, y: viewportHeight - (t[5] ?? 0) - height * 0.8, width: r.width, height };
    items.push({ str: r.str, ...place, confidence: 1, source: 'text' });
    runs.push({ str: r.str, font: r.fontName ?? '', ...place });
  }
  return { items, runs };
}

/** Text of every page (up to MAX_PDF_PAGES) by pdf.js; pages with no text layer come back with no lines. */
export async function readPdfText(doc: PdfDocument, signal?: AbortSignal, onPageError?: (stage: 'text', err: unknown) => void): Promise<DocumentPage[]> {
  const pages: DocumentPage[] = [];
  const count = Math.min(doc.numPages, MAX_PDF_PAGES);
  const fields = await readFormFields(doc);
  for (let n = 1; n <= count; n++) {
    signal?.throwIfAborted();
    try {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const { items, runs } = placeItems(content.items as RawItem[], viewport.height);
      const printed = [...items];
      for (const field of fields.get(n - 1) ?? []) items.push(...placeField(field, viewport.height, printed));
      const read = pageFromLines(n, groupIntoLines(items), false);
      if (dropsGlyphs(content.items) && (await drawsMoreGlyphs(page, content.items))) markDrawnDiffers(read);
      // Kept only for a page whose text layer is not language: the one a cipher may decode.
      else if (isNotLanguage(read.text)) keepRawRuns(read, runs);
      pages.push(read);
      page.cleanup();
    } catch (err) {
      // One damaged page does not lose the rest of the document.
      onPageError?.('text', err);
      pages.push(pageFromLines(n, [], false));
    }
  }
  return pages;
}

/** The page draws glyphs its text content lost (drawn-check.ts losesGlyphs), its form fields' appearances aside. */
async function drawsMoreGlyphs(page: Awaited<ReturnType<PdfDocument['getPage']>>, items: Iterable<object>): Promise<boolean> {
  const pdfjs = await loadPdfJs();
  const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const { showText, showSpacedText, nextLineShowText, nextLineSetSpacingShowText } = pdfjs.OPS;
  return losesGlyphs(items, ops, new Set([showText, showSpacedText, nextLineShowText, nextLineSetSpacingShowText]));
}

export type RenderedPage = {
  /** RGBA pixels, white background. */
  rgba: Buffer;
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  /** The page's width in PDF points. */
  widthPoints: number;
};

/**
 * Renders a page at the given dpi (lower when the page is so large that it would pass
 * MAX_RENDER_PIXELS) to raw RGBA pixels, ready for OCR without an image encode and decode.
 */
export async function renderPdfPageRaw(doc: PdfDocument, pageNumber: number, dpi: number): Promise<RenderedPage> {
  // A copy: the pixels outlive the canvas.
  return drawPage(doc, pageNumber, dpi, (pixels) => Buffer.from(pixels)).then(({ out, ...rest }) => ({ rgba: out, ...rest }));
}

/** Renders a page as renderPdfPageRaw does, straight to one grey byte a pixel (what OCR reads). */
export async function renderPdfPageGrey(doc: PdfDocument, pageNumber: number, dpi: number): Promise<Omit<RenderedPage, 'rgba'> & { grey: Buffer }> {
  // Read from the canvas's own pixels: no copy of the four-byte page.
  return drawPage(doc, pageNumber, dpi, (pixels, count) => rgbaToGrey(pixels, count)).then(({ out, ...rest }) => ({ grey: out, ...rest }));
}

/** The scale a page of `width` × `height` points is drawn at for `dpi`, kept within MAX_RENDER_PIXELS. */
export function renderScale(width: number, height: number, dpi: number): number {
  return Math.min(dpi / 72, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height)));
}

async function drawPage<T>(
  doc: PdfDocument,
  pageNumber: number,
  dpi: number,
  take: (rgba: Buffer, pixels: number) => T,
): Promise<Omit<RenderedPage, 'rgba'> & { out: T }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(pageNumber);
  try {
    const unit = page.getViewport({ scale: 1 });
    const scale = renderScale(unit.width, unit.height, dpi);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.ceil(viewport.width));
    const height = Math.max(1, Math.ceil(viewport.height));
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    // pdf.js paints the page white first (an opaque render): no fill of ours.
    // biome-ignore lint/suspicious/noExplicitAny: pdf.js types expect a DOM canvas; @napi-rs/canvas is compatible.
    await page.render({ canvasContext: ctx as any, canvas: canvas as any, viewport }).promise;
    return { out: take(canvas.data(), width * height), width, height, scale, widthPoints: unit.width };
  } finally {
    page.cleanup();
  }
}

/** Renders a page to PNG at the given dpi (test fixtures make "scans" with it). */
export async function renderPdfPage(doc: PdfDocument, pageNumber: number, dpi: number): Promise<{ png: Buffer; scale: number; widthPx: number }> {
  const sharp = await loadSharp();
  const r = await renderPdfPageRaw(doc, pageNumber, dpi);
  const png = await sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, scale: r.scale, widthPx: r.width };
}
