/**
 * Positioned words for the estimate goldens, built by the tests: OCR words (scan-figures.test.ts,
 * scan-headers.test.ts), one cell a word's left edge, its text, its width in points and OCR's
 * confidence; and text-layer pages (text-rows.test.ts, header-vocabulary.test.ts, totals-labels.test.ts).
 */
import type { DocumentPage, TextLine } from '../documents/text/types.js';

/** A text-layer page from rows of [x, text] cells, 12 pt apart, in a 7.5 pt monospace (4.5 pt a character). */
export function printedPage(rows: Array<Array<[x: number, text: string]>>): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 60 + i * 12;
    return { y, items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 4.5, height: 7.5 })), text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber: 1, lines, ocr: false, text: lines.map((l) => l.text).join('\n') };
}

/** A CCC-style line table's header, for the text-layer goldens' pages. */
export const TABLE_HEADER: Array<[x: number, text: string]> = [
  [40, 'Line'],
  [68, 'Oper'],
  [100, 'Description'],
  [250, 'Part Number'],
  [340, 'Qty'],
  [370, 'Extended Price $'],
  [450, 'Labor'],
  [490, 'Paint'],
];

export type Cell = [x: number, text: string, width?: number, confidence?: number];

/** A line of OCR words at `y`; a cell without a width is 5 pt a character, without a confidence `sure`. */
export const ocrLine = (y: number, cells: Cell[], sure = 0.95): TextLine => ({
  y,
  items: cells.map(([x, str, width, confidence]) => ({ str, x, y, width: width ?? str.length * 5, confidence: confidence ?? sure })),
  text: cells.map(([, s]) => s).join('  '),
});
