/**
 * The layout stage: one model of every page, built once per document from its text layer or OCR
 * (the glyph boxes of `DocumentText.pages[].lines[].items`) and shared by every reader: form labels,
 * role blocks, valuation tables, estimate rows. Pure; memoised per document and per page.
 */
import type { DocumentPage, DocumentText, TextLine } from '../text/types';
import { bandsOf } from './bands';
import { blocksOf, multiLineCellsOf } from './blocks';
import { formCellsOf, paddedPhrases, phrasesOf, withoutLeaders } from './split';
import type { DocumentLayout, LayoutRow, PageLayout } from './types';

/** Sources whose lines carry no positions: one padded item per line. */
const UNPOSITIONED = new Set(['docx', 'doc', 'bms-xml']);

export const isPositioned = (doc: Pick<DocumentText, 'fileType'>): boolean => !UNPOSITIONED.has(doc.fileType);

const DOCS = new WeakMap<DocumentText, { pages: DocumentPage[]; layout: DocumentLayout }>();
const PAGES = new WeakMap<DocumentPage, { positioned?: PageLayout; padded?: PageLayout }>();

/**
 * The document's layout. A page replaced in place (a page OCR'd after a reader asked for it,
 * text/ocr-plan.ts) is laid out anew; the others keep theirs.
 */
export function layoutOf(doc: DocumentText): DocumentLayout {
  const memo = DOCS.get(doc);
  if (memo && memo.pages.length === doc.pages.length && memo.pages.every((p, i) => p === doc.pages[i])) return memo.layout;
  const positioned = isPositioned(doc);
  const layout = { pages: doc.pages.map((p) => pageLayout(p, positioned)) };
  DOCS.set(doc, { pages: [...doc.pages], layout });
  return layout;
}

/**
 * One page's layout. `positioned` is the document's (a Word page's lines are padded text);
 * a page read on its own (a form reader given one page) is taken as positioned.
 */
export function pageLayout(page: DocumentPage, positioned = true): PageLayout {
  let memo = PAGES.get(page);
  if (!memo) {
    memo = {};
    PAGES.set(page, memo);
  }
  const key = positioned ? 'positioned' : 'padded';
  let layout = memo[key];
  if (!layout) {
    layout = buildPage(page, positioned);
    memo[key] = layout;
  }
  return layout;
}

function buildPage(page: DocumentPage, positioned: boolean): PageLayout {
  const rows = page.lines.map((line, li) => rowOf(page, line, li, positioned));
  return { page: page.pageNumber, ocr: page.ocr, positioned, rows, bands: bandsOf(rows), blocks: blocksOf(rows), multiLine: multiLineCellsOf(rows) };
}

function rowOf(page: DocumentPage, printed: TextLine, li: number, positioned: boolean): LayoutRow {
  // Dot leaders join a label to its value; taken out, the two stand a column gap apart.
  const line = withoutLeaders(printed);
  const phrases = positioned ? phrasesOf(line.items) : paddedPhrases(line.text);
  const cells = formCellsOf(line);
  const height = glyphHeight(line);
  const x = Math.min(...phrases.map((p) => p.x), Number.POSITIVE_INFINITY);
  const right = Math.max(...phrases.map((p) => p.right), Number.NEGATIVE_INFINITY);
  return {
    page: page.pageNumber,
    line: li,
    y: line.y,
    top: line.y,
    bottom: line.y + height,
    x: Number.isFinite(x) ? x : 0,
    right: Number.isFinite(right) ? right : 0,
    text: line.text,
    ocr: page.ocr,
    height,
    items: line.items,
    phrases,
    cells,
  };
}

/** The row's font size: the tallest item's height, else letters' widths (about half a glyph's height). */
function glyphHeight(line: TextLine): number {
  const heights = line.items.map((it) => it.height ?? 0).filter((h) => h > 0);
  if (heights.length) return Math.max(...heights);
  const letters = line.items.filter((it) => it.str.trim().length > 0 && it.width > 0);
  if (!letters.length) return 10;
  const w = letters.reduce((s, it) => s + it.width, 0) / letters.reduce((s, it) => s + it.str.length, 0);
  return Math.min(24, Math.max(6, w * 2));
}
