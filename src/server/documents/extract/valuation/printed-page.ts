/**
 * A positioned text page for the valuation goldens (comparable-layouts.test.ts, printed-figures.test.ts),
 * built by the tests: rows of cells 12 pt apart, each cell starting at its x (or, `right`, ending there).
 */
import type { DocumentText, TextItem } from '../../text/types';

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
