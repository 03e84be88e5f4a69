/**
 * Positioned text pages for the valuation goldens, built by the tests: a text layer's rows of cells 12 pt
 * apart, each cell starting at its x (or, `right`, ending there), or an OCR'd page of placed runs.
 */
import type { DocumentPage, DocumentText, TextItem } from '../../text/types';

/** A cell: where it starts (or, `right`, where it ends) and its text. */
export type Cell = [number, string, 'right'?];
const WIDTH = 4.4;

/** One page of rows 12 pt apart (an empty row skips a line). */
export function doc(rows: Cell[][]): DocumentText {
  const lines = rows.flatMap((cells, i) => {
    const y = 80 + i * 12;
    const items: TextItem[] = cells.map(([x, str, right]) => ({ str, x: right ? x - str.length * WIDTH : x, y, width: str.length * WIDTH, height: 8 }));
    return items.length ? [{ text: cells.map(([, s]) => s).join('  '), y, items }] : [];
  });
  return { fileType: 'pdf', pages: [{ pageNumber: 1, ocr: false, lines, text: lines.map((l) => l.text).join('\n') }] };
}

/** An OCR'd page from rows of [x, text, width] runs (a word or a few), each row at its own y. */
export function ocrPage(pageNumber: number, rows: Array<[number, Array<[number, string, number]>]>): DocumentPage {
  const lines = rows.map(([y, cells]) => {
    const items: TextItem[] = cells.map(([x, str, width]) => ({ str, x, y, width, height: 7, confidence: 0.9, source: 'ocr' }));
    return { y, items, text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber, ocr: true, lines, text: lines.map((l) => l.text).join('\n') };
}
