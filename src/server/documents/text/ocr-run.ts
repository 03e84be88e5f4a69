/**
 * OCR of a PDF's pages in place, two at a time where the machine has the cores (ocr-engines.ts), in
 * passes that share one time budget: the plan, then the further pages a reader asked for (ocr-plan.ts).
 * A page whose text layer is a lying font map is first decoded by the cipher the pages OCR'd so far
 * taught (font-cipher.ts): the page with the most codes is OCR'd first, so a long report is OCR'd a
 * page or two (one a lane) and decoded the rest. The lanes do not wait for a lesson: on a report the
 * cipher cannot decode (a garbled replica), waiting halved the pages OCR'd within the budget.
 */
import { FontCipher, rawRunsOf } from './font-cipher';
import { pageFromLines } from './lines';
import { MAX_OCR_ENGINES, withOcrEngines } from './ocr-engines';
import { teachingOrder } from './ocr-plan';
import type { PdfDocument } from './pdf';
import { ocrGreyPage, ScannedPages } from './scanned-pages';
import type { DocumentPage } from './types';

export type PageErrorHandler = (stage: 'text' | 'ocr', err: unknown) => void;

/**
 * `ocrBudgetMs`: the time OCR of one file may take, every pass together; pages it leaves are unread.
 * `onPageError`: a page that could not be OCR'd (the rest of the file still is); for the pipeline's log.
 * `onPageRead`: how each page was read: OCR'd, or decoded by the lying font map's cipher.
 */
export type OcrRunOptions = {
  signal?: AbortSignal;
  ocrBudgetMs?: number;
  onPageError?: PageErrorHandler;
  onPageRead?: (pageNumber: number, how: 'ocr' | 'cipher') => void;
};

export type OcrRun = {
  /**
   * OCRs (or decodes) `pages` in place in the document's pages, until the budget is spent; `asked`: pages
   * a reader asked for, which may start past the budget up to the hard limit (half as much again).
   */
  read(pages: DocumentPage[], asked?: boolean): Promise<void>;
  /** The pages the budget left unread, in page order, once a page left may decode by what later pages taught. */
  unread(): number[];
  close(): Promise<void>;
};

export function startOcrRun(bytes: Buffer, doc: PdfDocument, pages: DocumentPage[], opts: OcrRunOptions): OcrRun {
  const started = Date.now();
  const budget = opts.ocrBudgetMs ?? Number.POSITIVE_INFINITY;
  // Past the budget no page of the plan starts; past half as much again not one the slowest page so far would
  // outlast, and no page at all.
  const hard = budget * 1.5;
  let slowest = 0;
  let done = 0;
  const cipher = new FontCipher();
  const left = new Set<number>();
  let draw: Promise<ScannedPages> | undefined;
  const decode = (page: DocumentPage) => {
    const decoded = cipher.decode(page);
    if (!decoded) return false;
    pages[page.pageNumber - 1] = decoded;
    opts.onPageRead?.(page.pageNumber, 'cipher');
    return true;
  };
  const ocr = async (page: DocumentPage, runs: ReturnType<typeof rawRunsOf>) => {
    try {
      draw ??= ScannedPages.open(bytes, doc);
      const drawn = await (await draw).grey(page.pageNumber);
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
  };
  const read = async (pass: DocumentPage[], asked = false) => {
    const order = teachingOrder(pass);
    let next = 0;
    const lane = async () => {
      while (next < order.length) {
        opts.signal?.throwIfAborted();
        const page = order[next++] as DocumentPage;
        const runs = rawRunsOf(page);
        if (runs && decode(page)) continue;
        // No page is started once the budget is spent: the budget sits well inside the pool's time limit,
        // so the pages under way may end. (A forecast from the pages so far stopped far too early: the
        // first pages also pay for starting the engines.) A page a reader asked for is no guess, as a
        // scan's next page is: it may start until the hard limit, which still leaves the pool's time to end it.
        const spent = Date.now() - started;
        if (done > 0 && (asked ? spent >= hard : spent >= budget || spent + slowest > hard)) {
          left.add(page.pageNumber);
          continue;
        }
        const pageStarted = Date.now();
        await ocr(page, runs);
        left.delete(page.pageNumber);
        slowest = Math.max(slowest, Date.now() - pageStarted);
        done++;
      }
    };
    const lanes = order.length >= 2 ? MAX_OCR_ENGINES : 1;
    await withOcrEngines(lanes, () => Promise.all(Array.from({ length: lanes }, lane)));
  };
  const unread = () => [...left].filter((n) => !(rawRunsOf(pages[n - 1] as DocumentPage) && decode(pages[n - 1] as DocumentPage))).sort((x, y) => x - y);
  const close = async () => {
    if (draw) await (await draw.catch(() => null))?.close();
  };
  return { read, unread, close };
}
