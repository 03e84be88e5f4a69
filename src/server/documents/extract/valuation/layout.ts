/**
 * The valuation reader's view of a page: each line cut into cells (runs of items with no wide gap
 * between them), and the readers of the typed values a cell can hold (amounts, counts). Word
 * documents come as one padded text per line; their cells are the runs between wide spaces, placed
 * at their character column so a table's columns still line up.
 */
import type { DocumentText } from '../../text/types';

/** `parts`: the runs the cell was joined from, where they start (a cell can be cut at a column). */
export type Cell = { text: string; x: number; right: number; parts?: Array<{ x: number; text: string }> };
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

function cellsFromItems(items: Array<{ str: string; x: number; width: number }>): Cell[] {
  const cells: Cell[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const str = item.str.replace(/\s+/g, ' ').trim();
    if (!str) continue;
    const last = cells[cells.length - 1];
    const charW = item.width > 0 && item.str.length > 0 ? item.width / item.str.length : 5;
    if (last && item.x - last.right <= Math.max(3, charW * CELL_GAP_CHARS)) {
      last.text = `${last.text} ${str}`;
      last.right = Math.max(last.right, item.x + item.width);
      last.parts?.push({ x: item.x, text: str });
    } else {
      cells.push({ text: str, x: item.x, right: item.x + Math.max(item.width, 1), parts: [{ x: item.x, text: str }] });
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

export type Amount = { value: number; signed: boolean };

/**
 * A money amount as printed by valuation systems and as OCR reads it: "$ 19,277.00", "+ $ 98.00",
 * "- $ 500.00", "-$151.48", "$ (368.65)", "$2.666.07" (a thousands comma read as a point), "$ 17,589".
 * `signed` says whether the print carries its sign (a deduction is negative).
 */
export function readAmount(raw: string): Amount | null {
  const s = raw.replace(/\s+/g, '').replace(/[–—]/g, '-');
  const m = s.match(/^([+-])?(\$|S(?=\d))?([+-])?(\()?(\d{1,3}(?:[,.]\d{3})+|\d+)([.,]\d{2})?(\))?$/);
  if (!m || (!m[2] && !m[1] && !m[3] && !m[4] && !m[6])) return null;
  const whole = (m[5] ?? '').replace(/[,.]/g, '');
  const value = Number(`${whole}.${(m[6] ?? '.00').slice(1)}`);
  if (!Number.isFinite(value)) return null;
  const negative = m[1] === '-' || m[3] === '-' || (m[4] === '(' && m[7] === ')');
  return { value: negative ? -value : value, signed: Boolean(m[1] || m[3] || m[4]) };
}

/** The first amount in a cell's text, also when words sit beside it ("Sold Price: $17,600.00"). */
export function findAmount(text: string): Amount | null {
  const whole = readAmount(text);
  if (whole) return whole;
  const m = text.match(/(?:^|\s)([+-]?\s?[$]\s?[+-]?\(?\d[\d,.]*\)?)(?=\s|$)/);
  return m ? readAmount(m[1] ?? '') : null;
}

/** A count printed with thousands separators or plainly ("52,739", "85,578 miles", "Odometer: 58,897"). */
export function readCount(raw: string): number | null {
  // OCR reads a thousands comma as a point now and then ("Odometer: 29.477").
  const m = raw.match(/(?:^|[^\d$.,])(\d{1,3}(?:[,.]\d{3})+|\d+)(?![\d,.]*\d)/);
  if (!m) return null;
  const n = Number((m[1] ?? '').replace(/[,.]/g, ''));
  return Number.isFinite(n) ? n : null;
}

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
