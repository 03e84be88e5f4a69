/**
 * The valuation reader's view of a page: each line cut into cells (runs of items with no wide gap
 * between them), and what an amount in their cells looks like. Word
 * documents come as one padded text per line; their cells are the runs between wide spaces, placed
 * at their character column so a table's columns still line up.
 */
import { findMoney, type Money, type MoneyOptions, readMoney } from '../../../../shared/read-values';
import type { DocumentText } from '../../text/types';

/** `parts`: the runs the cell was joined from, where they start (a cell can be cut at a column). */
export type Cell = { text: string; x: number; right: number; parts?: Array<{ x: number; text: string; right?: number }> };
export type Row = { page: number; y: number; index: number; cells: Cell[]; text: string; ocr: boolean };

/** A gap wider than this many average character widths starts a new cell. */
const CELL_GAP_CHARS = 1.6;
/** Points per character column for text that has no positions (Word tables padded with spaces). */
const CHAR_PT = 5;

export function rowsOf(doc: DocumentText): Row[] {
  const rows: Row[] = [];
  // Word and other plain-text sources carry no positions: one item per line, padded with spaces.
  const positioned = doc.fileType === 'pdf' || !['docx', 'doc', 'bms-xml'].includes(doc.fileType);
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const cells = positioned ? cellsFromItems(line.items) : cellsFromPadded(line.text);
      if (cells.length) rows.push({ page: page.pageNumber, y: line.y, index: rows.length, cells, text: cells.map((c) => c.text).join('  '), ocr: page.ocr });
    }
  }
  return rows;
}

function cellsFromItems(items: Array<{ str: string; x: number; width: number; source?: 'text' | 'ocr' }>): Cell[] {
  const cells: Cell[] = [];
  let lastCharW = Infinity;
  let lastSpaced = true;
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const str = item.str.replace(/\s+/g, ' ').trim();
    if (!str) continue;
    const last = cells[cells.length - 1];
    // A run that touches the one before, with no space printed between them, goes on the same word: some
    // printers draw words in pieces ("HYU" "NDAI"), as the text layer's own lines join them. OCR's words never touch.
    const letter = Math.min(lastCharW, item.width / Math.max(item.str.length, 1));
    const gap = last ? item.x - last.right : Infinity;
    // Runs drawn over one another (a gap below zero) are two texts, not one word.
    const touching = item.source !== 'ocr' && !lastSpaced && !/^\s/.test(item.str) && gap > -0.05 * letter && gap < 0.25 * letter;
    lastSpaced = /\s$/.test(item.str);
    const ownCharW = item.width > 0 && item.str.length > 0 ? item.width / item.str.length : 5;
    // The narrower of the two runs' letters measures the gap: OCR reads a smudge or a patch of a
    // neighbouring column as one wide "word" of two letters ("dk" 62 pt wide), whose letter width would
    // make the gap before it look like a space and glue it onto the amount beside it.
    const charW = Math.min(ownCharW, lastCharW);
    lastCharW = ownCharW;
    if (last && item.x - last.right <= Math.max(3, charW * CELL_GAP_CHARS)) {
      last.text = touching ? `${last.text}${str}` : `${last.text} ${str}`;
      last.right = Math.max(last.right, item.x + item.width);
      const part = last.parts?.[last.parts.length - 1];
      if (touching && part) {
        part.text += str;
        part.right = item.x + item.width;
      } else last.parts?.push({ x: item.x, text: str, right: item.x + item.width });
    } else {
      cells.push({ text: str, x: item.x, right: item.x + Math.max(item.width, 1), parts: [{ x: item.x, text: str, right: item.x + item.width }] });
    }
  }
  return cells;
}

function cellsFromPadded(text: string): Cell[] {
  const cells: Cell[] = [];
  for (const m of text.matchAll(/\S+(?: \S+)*/g)) {
    const x = (m.index ?? 0) * CHAR_PT;
    cells.push({ text: m[0], x, right: x + m[0].length * CHAR_PT });
  }
  return cells;
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
