/**
 * A table of comparables, one per row (a summary table, Mitchell's base value table): the header row
 * above its first row names the columns, and where no header names them, the right edges of the amounts
 * on the rows give the money columns (price, then adjusted value).
 */
import { type Amount, cellDollars, type Role, roleOfLabel, mendHeaderWords, vehicleIn } from './comparable-cells';
import { type Cell, overlaps, type Row } from './layout';

/** A table's header row sits this close above its first row. */
const HEADER_ROWS_ABOVE = 6;
const HEADER_GAP_PT = 20;

export type Column = Cell & { role: Role | null };

/** The row-number column's header ("#", "No."): a column of its own, so a title over the table spans two. */
const NUMBER_HEAD = /^(#|no\.?)$/i;
/** A header's labels: short cells of words (prose beside or over a table, a side panel, a note, is none). */
const labelsOf = (r: Row): Cell[] =>
  r.cells.filter((cell) => (cell.text.split(' ').length <= 4 && /[A-Za-z]{2}/.test(cell.text)) || NUMBER_HEAD.test(cell.text));

/** Lines of labels merged by column, top line first: a label under a column's label joins it. */
function mergeLines(lines: Row[]): Column[] {
  const columns: Column[] = [];
  for (const r of lines) {
    for (const c of labelsOf(r)) {
      const under = columns.filter((col) => overlaps(col, c, 2));
      // A cell over two columns is no column's label: a title over the table, or a rule OCR read as letters
      // ("mmm mm"); merged into one column it would stretch it over its neighbour's values.
      if (under.length > 1) continue;
      const same = under[0];
      if (same) {
        same.text = `${same.text} ${c.text}`;
        same.x = Math.min(same.x, c.x);
        same.right = Math.max(same.right, c.right);
      } else columns.push({ ...c, role: null });
    }
  }
  return columns;
}

/**
 * The header row(s) just above a table's first row. The header is the nearest line(s) that name two
 * columns; a line above it joins only where each of its cells is a label over one of the header's
 * columns (a two-line header: "Distance From" over "Loss Vehicle"). A form, a title or the loss
 * vehicle's grid printed just above the table is no part of it.
 */
export function headerAbove(rows: Row[], at: number): Column[] | null {
  const first = rows[at] as Row;
  const near: Row[] = [];
  let below = first;
  for (let i = at - 1; i >= 0 && at - i <= HEADER_ROWS_ABOVE; i--) {
    const r = rows[i] as Row;
    if (r.page !== first.page || below.y - r.y > HEADER_GAP_PT) break;
    if (r.cells.some((c) => cellDollars(c.text, r) || vehicleIn(c))) break;
    near.push(r);
    below = r;
  }
  const roleOf = (col: Column) => roleOfLabel(col.text, true) ?? (first.ocr ? roleOfLabel(mendHeaderWords(col.text), true) : null);
  const named = (cols: Column[]) => {
    for (const col of cols) col.role = roleOf(col);
    return cols.filter((c) => c.role).length >= 2;
  };
  for (let k = 1; k <= near.length; k++) {
    const columns = mergeLines(near.slice(0, k).reverse());
    if (!named(columns)) continue;
    for (const r of near.slice(k)) {
      const labels = labelsOf(r);
      const over = labels.map((c) => columns.filter((col) => overlaps(col, c, 2)));
      if (!labels.length || labels.length < r.cells.length || over.some((cols) => cols.length !== 1)) break;
      labels.forEach((c, n) => {
        const col = (over[n] as Column[])[0] as Column;
        col.text = `${c.text} ${col.text}`;
        col.x = Math.min(col.x, c.x);
        col.right = Math.max(col.right, c.right);
      });
    }
    named(columns);
    return columns;
  }
  return null;
}

/** The header column a cell sits under: the one it overlaps most, the nearer centre on a tie. */
export const columnOf = (columns: Column[] | null, cell: Cell): Column | null => {
  if (!columns) return null;
  const centre = (c: { x: number; right: number }) => (c.x + c.right) / 2;
  let best: Column | null = null;
  let bestOverlap = 0;
  for (const col of columns) {
    const o = Math.min(col.right, cell.right) - Math.max(col.x, cell.x);
    const nearer = best !== null && Math.abs(centre(col) - centre(cell)) < Math.abs(centre(best) - centre(cell));
    if (o > bestOverlap || (o > 0 && o === bestOverlap && nearer)) {
      best = col;
      bestOverlap = o;
    }
  }
  return best;
};

/** An amount on a comparable's opening line, and the header column it sits under. */
export type Placed = { cell: Cell; row: Row; amount: Amount; column: Role | null };
export type Draft = { values: Partial<Record<Role, { text: string; cell: Cell; row: Row }>>; positional: Placed[] };
/** A money column's right edges (amounts are right-aligned) stay within this of each other. */
export const SLOT_SLACK_PT = 8;

/**
 * The money columns of one table of two or more comparables by geometry: the right edges where their
 * opening lines hold an amount, left to right (the price, then the adjusted value). A line whose price OCR
 * could not read keeps its adjusted value in the adjusted column, never moved over to the price.
 */
export function amountSlots(rows: Row[], anchors: number[]): number[] {
  const edges = anchors.flatMap((at) => (rows[at] as Row).cells.filter((c) => cellDollars(c.text, rows[at] as Row)).map((c) => c.right)).sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const e of edges) {
    const last = clusters[clusters.length - 1];
    if (last && e - (last[last.length - 1] as number) <= SLOT_SLACK_PT) last.push(e);
    else clusters.push([e]);
  }
  return anchors.length >= 2 ? clusters.map((c) => c.reduce((a, b) => a + b, 0) / c.length) : [];
}

/**
 * The price and the adjusted value from the opening line's amounts that no header column names: by the
 * table's money columns where it has them, else in order after what the header columns took.
 */
export function positionalAmounts(draft: Draft, slots: number[]): { price: Placed | null; adjusted: Placed | null } {
  const free = draft.positional.filter((p) => p.column === null);
  if (slots.length > 0) {
    const slotOf = (p: Placed) => {
      const d = slots.map((s) => Math.abs(s - p.cell.right));
      const k = d.indexOf(Math.min(...d));
      return (d[k] as number) <= SLOT_SLACK_PT ? k : -1;
    };
    return { price: free.find((p) => slotOf(p) === 0) ?? null, adjusted: free.find((p) => slotOf(p) === 1) ?? null };
  }
  const taken = draft.values.price ? 1 : 0;
  return { price: free[0] ?? null, adjusted: free[1 - taken] ?? null };
}
