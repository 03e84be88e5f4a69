/**
 * text stage: bytes → pages of positioned lines. PDF text layer (pdf.js); pages without one are
 * rendered and OCR'd; images OCR'd only when they look like a document; DOCX/DOC text; BMS XML as
 * readable lines (its fields are read exactly elsewhere).
 */
import { type SniffedType, sniffFile } from '../../../shared/file-sniff';
import { decodeHeic, imageStats, looksLikeDocument } from './image';
import { prepareForOcr, prepareRenderedPage } from './ocr-image';
import { pageFromLines, pageFromPlainText } from './lines';
import { openPdf, type PdfDocument, readPdfText, renderPdfPageGrey } from './pdf';
import { drawnDiffers } from './drawn-check';
import { privateUseRuns } from './cipher-runs';
import { distinctCodes, FontCipher, rawRunsOf } from './font-cipher';
import { isNotLanguage } from './language';
import { MAX_OCR_ENGINES, withOcrEngines } from './ocr-engines';
import { checkPdfBudget } from './pdf-budget';
import type { GreyPage, ScanReader } from './scan-page';
import { type DocumentPage, type DocumentText, type TextLine, UnreadableDocumentError } from './types';
import { readDocText, readDocxText } from './word';

/**
 * `fileType`: the kind the caller sniffed already (not sniffed again).
 * `onPageError`: a page that could not be read or OCR'd (the rest of the file still is); for the pipeline's log.
 * `maxOcrPages`: pages without a text layer (scans) OCR'd at most; pages whose text layer lies are not counted.
 * `ocrBudgetMs`: the time OCR of one file may take; pages it leaves are named in `unreadPages`.
 */
export type ExtractTextOptions = {
  fileName?: string;
  ocr?: boolean;
  signal?: AbortSignal;
  maxOcrPages?: number;
  ocrBudgetMs?: number;
  /** Told how long each part took (`text-layer`, `ocr`), for the stage trace of `npm run analyze`. */
  onStageTime?: (stage: 'text-layer' | 'ocr', ms: number) => void;
  fileType?: SniffedType;
  onPageError?: PageErrorHandler;
  /** Told how each planned page was read: OCR'd, or decoded by the lying font map's cipher (font-cipher.ts). */
  onPageRead?: (pageNumber: number, how: 'ocr' | 'cipher') => void;
};
export type PageErrorHandler = (stage: 'text' | 'ocr', err: unknown) => void;

/** Scanned PDFs past this many pages are OCR'd only this far: the facts sit on the first pages. */
const DEFAULT_MAX_OCR_PAGES = 4;
/** A page with fewer characters than this in its text layer is treated as scanned. */
const MIN_TEXT_CHARS = 25;
/** 200 dpi with a 3x3 median filter read noisy office scans far better than 150 dpi (bench:documents). */
const OCR_DPI = 200;

export async function extractDocumentText(bytes: Buffer, opts: ExtractTextOptions = {}): Promise<DocumentText> {
  const sniffed = opts.fileType ? { type: opts.fileType } : sniffFile(bytes, opts.fileName);
  if ('refused' in sniffed) throw new UnreadableDocumentError(sniffed.refused);
  const fileType = sniffed.type;
  const ocr = opts.ocr !== false;
  switch (fileType) {
    case 'pdf': {
      const { pages, unreadPages } = await readPdf(bytes, ocr, opts);
      return unreadPages.length > 0 ? { fileType, pages, unreadPages } : { fileType, pages };
    }
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

/**
 * The file is first held to the document budget (pdf-budget.ts: its streams decoded with a cap, its
 * objects and pages counted), then pdf.js reads every page's text layer; pages with no text, a text
 * layer that is not language (language.ts) or one that lost what the page draws (drawn-check.ts) are
 * drawn and OCR'd, within the OCR time budget; pages of a lying font map, once one of them is OCR'd,
 * are decoded by the cipher it taught where they can be (font-cipher.ts, cipher-runs.ts).
 */
async function readPdf(bytes: Buffer, ocr: boolean, opts: ExtractTextOptions): Promise<{ pages: DocumentPage[]; unreadPages: number[] }> {
  opts.signal?.throwIfAborted();
  checkPdfBudget(bytes);
  const started = performance.now();
  const doc = await openPdf(bytes, 'text');
  try {
    const pages = await readPdfText(doc, opts.signal, opts.onPageError);
    const plan = ocr ? ocrPlan(pages, opts.maxOcrPages ?? DEFAULT_MAX_OCR_PAGES) : [];
    const read = performance.now();
    opts.onStageTime?.('text-layer', read - started);
    // Two pages or more of a lying font map: the cipher's runs, every code its own character.
    const lying = plan.filter((p) => rawRunsOf(p));
    if (lying.length >= 2) await privateUseRuns(bytes, lying);
    const unreadPages = plan.length > 0 ? await ocrScannedPages(bytes, doc, pages, plan, opts) : [];
    if (plan.length > 0) opts.onStageTime?.('ocr', performance.now() - read);
    return { pages, unreadPages };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/**
 * The pages to OCR, in the order they are read: every page whose text layer lies (it holds words the
 * page shows, so each one counts), and up to `maxScanned` pages with no text layer (a long scan's facts
 * sit on its first pages). In page order: a report's first pages carry its facts and its totals.
 */
function ocrPlan(pages: DocumentPage[], maxScanned: number): DocumentPage[] {
  let scanned = 0;
  return pages.filter((page) => {
    if (page.text.replace(/\s/g, '').length < MIN_TEXT_CHARS) return ++scanned <= maxScanned;
    return isNotLanguage(page.text) || drawnDiffers(page);
  });
}

/**
 * OCRs the planned pages in place in `pages`, two at a time where the machine has the cores
 * (ocr-engines.ts), until the budget is spent. A page whose text layer is a lying font map is first
 * decoded by the cipher the pages OCR'd so far taught (font-cipher.ts): the page with the most codes is
 * OCR'd first, so a long report is OCR'd a page or two (one a lane) and decoded the rest. The lanes do
 * not wait for a lesson: on a report the cipher cannot decode (a garbled replica), waiting halved the
 * pages OCR'd within the budget. Answers the planned pages left unread, in page order.
 */
async function ocrScannedPages(bytes: Buffer, doc: PdfDocument, pages: DocumentPage[], plan: DocumentPage[], opts: ExtractTextOptions): Promise<number[]> {
  const { signal } = opts;
  const started = Date.now();
  const budget = opts.ocrBudgetMs ?? Number.POSITIVE_INFINITY;
  // Past the budget no page starts; past half as much again not one the slowest page so far would outlast.
  const hard = budget * 1.5;
  let slowest = 0;
  const order = teachingOrder(plan);
  const lanes = order.length >= 2 ? MAX_OCR_ENGINES : 1;
  const cipher = new FontCipher();
  const unread: number[] = [];
  let next = 0;
  let done = 0;
  const decode = (page: DocumentPage) => {
    const decoded = cipher.decode(page);
    if (!decoded) return false;
    pages[page.pageNumber - 1] = decoded;
    opts.onPageRead?.(page.pageNumber, 'cipher');
    return true;
  };
  const draw = await ScannedPages.open(bytes, doc);
  const lane = async () => {
    while (next < order.length) {
      signal?.throwIfAborted();
      const page = order[next++] as DocumentPage;
      const runs = rawRunsOf(page);
      if (runs && decode(page)) continue;
      // No page is started once the budget is spent: the budget sits well inside the pool's time limit,
      // so the pages under way may end. (A forecast from the pages so far stopped far too early: the
      // first pages also pay for starting the engines.)
      const spent = Date.now() - started;
      if (done > 0 && (spent >= budget || spent + slowest > hard)) {
        unread.push(page.pageNumber);
        continue;
      }
      const pageStarted = Date.now();
      try {
        const drawn = await draw.grey(page.pageNumber);
        const lines = drawn ? await ocrGreyPage(drawn.page) : null;
        if (lines) {
          pages[page.pageNumber - 1] = pageFromLines(page.pageNumber, lines, true);
          opts.onPageRead?.(page.pageNumber, 'ocr');
          cipher.learn(runs, lines);
        }
      } catch (err) {
        // A page that cannot be drawn keeps what it had; the rest of the file is still read.
        if ((err as Error)?.name === 'AbortError') throw err;
        opts.onPageError?.('ocr', err);
      }
      slowest = Math.max(slowest, Date.now() - pageStarted);
      done++;
    }
  };
  try {
    await withOcrEngines(lanes, () => Promise.all(Array.from({ length: lanes }, lane)));
    // A page the budget left may decode by what later pages taught.
    return unread.filter((n) => !(rawRunsOf(pages[n - 1] as DocumentPage) && decode(pages[n - 1] as DocumentPage))).sort((x, y) => x - y);
  } finally {
    await draw.close();
  }
}

/** The plan with the lying page of the most codes first (it teaches the cipher most); the rest in page order. */
function teachingOrder(plan: DocumentPage[]): DocumentPage[] {
  let best: DocumentPage | null = null;
  for (const page of plan) if (rawRunsOf(page) && (!best || distinctCodes(page) > distinctCodes(best))) best = page;
  return best ? [best, ...plan.filter((p) => p !== best)] : plan;
}

/**
 * The pixels of scanned pages at OCR_DPI, in grey. A page that is one full-page JPEG is decoded straight
 * from it (text/scan-page.ts); any other is drawn by pdf.js from a second reading of the file that loads
 * the standard fonts (text/pdf.ts), opened only when such a page comes.
 */
export class ScannedPages {
  // A promise: two pages drawn at once open the second reading once.
  private render: Promise<PdfDocument | null> | undefined;

  private constructor(
    private readonly bytes: Buffer,
    private readonly doc: PdfDocument,
    private readonly direct: ScanReader | null,
  ) {}

  /** `doc` is the file opened for its text (text/pdf.ts): it tells where each page is. */
  static async open(bytes: Buffer, doc: PdfDocument): Promise<ScannedPages> {
    // pdf-lib (scan-page.ts) and the OCR engine load only for a file that has a page to OCR.
    const { openScanReader } = await import('./scan-page');
    return new ScannedPages(bytes, doc, await openScanReader(bytes));
  }

  /** The page in grey and where it came from; null when the file cannot be drawn. */
  async grey(pageNumber: number): Promise<{ page: GreyPage; from: 'jpeg' | 'render' } | null> {
    if (this.direct) {
      const page = await this.doc.getPage(pageNumber);
      const fromJpeg = await this.direct.greyPage({ ref: page.ref, view: page.view, rotate: page.rotate }, OCR_DPI);
      if (fromJpeg) return { page: fromJpeg, from: 'jpeg' };
    }
    this.render ??= openPdf(this.bytes, 'render').catch(() => null);
    const render = await this.render;
    return render ? { page: await renderPdfPageGrey(render, pageNumber, OCR_DPI), from: 'render' } : null;
  }

  async close(): Promise<void> {
    await (await this.render)?.destroy().catch(() => undefined);
  }
}

/** OCRs one page drawn in grey; null for a blank page. */
export async function ocrGreyPage(grey: GreyPage): Promise<TextLine[] | null> {
  const prepared = await prepareRenderedPage(grey, true);
  if (!prepared) return null;
  const { ocrImage } = await import('./ocr');
  return (await ocrImage(prepared.image, prepared.toPoints, '6', prepared.alternates, prepared.unfiltered)).lines;
}

async function readImage(bytes: Buffer, type: SniffedType, ocr: boolean): Promise<DocumentPage[]> {
  const decoded = type === 'heic' ? await decodeHeic(bytes) : bytes;
  const stats = await imageStats(decoded);
  if (!ocr || !looksLikeDocument(stats)) return [pageFromLines(1, [], false)];
  const prepared = await prepareForOcr(decoded);
  const { ocrImage } = await import('./ocr');
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
