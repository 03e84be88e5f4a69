/**
 * Which pages of a PDF the text stage OCRs, and in what order: the plan (pages whose text layer lies,
 * and a scan's first pages), then the further pages a reader asks for once the plan is read (a
 * scanned valuation's comparables, where the report's index puts them) that are still unread.
 */
import { drawnDiffers } from './drawn-check';
import { distinctCodes, rawRunsOf } from './font-cipher';
import { isNotLanguage } from './language';
import type { DocumentPage, DocumentText } from './types';

/** A page with fewer characters than this in its text layer is treated as scanned. */
const MIN_TEXT_CHARS = 25;
/** At most this many pages are OCR'd past the plan at a reader's asking. */
const MAX_FURTHER_PAGES = 4;

/**
 * Told the document as the plan left it, a reader names the pages it still needs (in any order):
 * the text stage OCRs those its plan left unread, within the same budget. Pure: it reads, never OCRs.
 */
export type FurtherPages = (read: DocumentText) => number[];

const scanned = (page: DocumentPage) => page.text.replace(/\s/g, '').length < MIN_TEXT_CHARS;

/**
 * The pages to OCR, in the order they are read: every page whose text layer lies (it holds words the
 * page shows, so each one counts), and up to `maxScanned` pages with no text layer (a long scan's facts
 * sit on its first pages). In page order: a report's first pages carry its facts and its totals.
 */
export function ocrPlan(pages: DocumentPage[], maxScanned: number): DocumentPage[] {
  let count = 0;
  return pages.filter((page) => {
    if (scanned(page)) return ++count <= maxScanned;
    return isNotLanguage(page.text) || drawnDiffers(page);
  });
}

/**
 * The pages a reader asks for once the plan is read, when the file had pages to OCR: those not yet
 * OCR'd whose text layer is missing or is not language (a garbled font map), in page order, a few at most.
 */
export function furtherPages(pages: DocumentPage[], ask: FurtherPages | undefined): DocumentPage[] {
  if (!ask || !pages.some((p) => p.ocr)) return [];
  const wanted = [...new Set(ask({ fileType: 'pdf', pages: [...pages] }))].sort((a, b) => a - b);
  const unread = wanted
    .map((n) => pages[n - 1])
    .filter((page): page is DocumentPage => page !== undefined && !page.ocr && (scanned(page) || isNotLanguage(page.text)));
  return unread.slice(0, MAX_FURTHER_PAGES);
}

/**
 * The order pages are OCR'd in: the lying page of the most codes first (it teaches the font cipher most,
 * font-cipher.ts), the rest as given.
 */
export function teachingOrder(plan: DocumentPage[]): DocumentPage[] {
  let best: DocumentPage | null = null;
  for (const page of plan) if (rawRunsOf(page) && (!best || distinctCodes(page) > distinctCodes(best))) best = page;
  return best ? [best, ...plan.filter((p) => p !== best)] : plan;
}
