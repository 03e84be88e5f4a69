/**
 * The valuation reader's view of a page: each line cut into cells (the layout stage's phrases: runs
 * of items with no wide gap between them), and what an amount in their cells looks like. Word
 * documents come as one padded text per line; their cells are the runs between wide spaces, placed
 * at their character column so a table's columns still line up.
 */
import { findMoney, type Money, type MoneyOptions, readMoney } from '../../../../shared/read-values';
import { layoutOf } from '../../layout/layout-of';
import type { DocumentText } from '../../text/types';

/** `parts`: the runs the cell was joined from, where they start (a cell can be cut at a column). */
export type Cell = { text: string; x: number; right: number; parts?: Array<{ x: number; text: string; right?: number }> };
export type Row = { page: number; y: number; index: number; cells: Cell[]; text: string; ocr: boolean };

/**
 * Every row of the document with its cells, numbered through the document: the layout stage's rows
 * (layout/layout-of.ts) whose cells are its phrases. A row without text is left out.
 */
export function rowsOf(doc: DocumentText): Row[] {
  const rows: Row[] = [];
  for (const page of layoutOf(doc).pages) {
    for (const row of page.rows) {
      if (!row.phrases.length) continue;
      // Copies: a reader may cut or join cells of its rows; the layout is shared.
      const cells = row.phrases.map((p) =>
        page.positioned ? { text: p.text, x: p.x, right: p.right, parts: p.parts.map((q) => ({ ...q })) } : { text: p.text, x: p.x, right: p.right },
      );
      rows.push({ page: page.page, y: row.y, index: rows.length, cells, text: cells.map((c) => c.text).join('  '), ocr: page.ocr });
    }
  }
  return rows;
}

/** Lower case, punctuation and digits as spaces: "Vehicular Tax (6%)" → "vehicular tax". */
export const normLabel = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const AMOUNT = (row: Pick<Row, 'ocr'>): MoneyOptions => ({ marked: true, ocr: row.ocr });

/**
 * A cell that is an amount as valuation systems print it ("$ 19,277.00", "+ $ 98.00", "$ (368.65)", "$ 17,589"):
 * marked by "$", a sign or cents, since a bare "43,000" in these tables is a count. The print's sign is kept.
 */
export const cellAmount = (text: string, row: Pick<Row, 'ocr'>): Money | null => readMoney(text, AMOUNT(row));

/** The first amount in a cell's text, also when words sit beside it ("Sold Price: $17,600.00"). */
export const amountIn = (text: string, row: Pick<Row, 'ocr'>): Money | null => cellAmount(text, row) ?? findMoney(text, AMOUNT(row))?.money ?? null;

export const overlaps = (a: { x: number; right: number }, b: { x: number; right: number }, slack = 4): boolean =>
  a.x - slack < b.right && b.x - slack < a.right;

/** The cell's text left of a column that starts at `x` (a long name run into the next column). */
export const textBefore = (cell: Cell, x: number): string =>
  cell.parts && cell.right > x + 2
    ? cell.parts
        .filter((p) => p.x < x - 1)
        .map((p) => p.text)
        .join(' ')
    : cell.text;
