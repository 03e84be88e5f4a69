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

/** The header row(s) just above a table's first row: cells of words, merged by column. */
export function headerAbove(rows: Row[], at: number): Column[] | null {
  const first = rows[at] as Row;
  const head: Row[] = [];
  let below = first;
  for (let i = at - 1; i >= 0 && at - i <= HEADER_ROWS_ABOVE; i--) {
    const r = rows[i] as Row;
    if (r.page !== first.page || below.y - r.y > HEADER_GAP_PT) break;
    if (r.cells.some((c) => cellDollars(c.text, r) || vehicleIn(c))) break;
    head.unshift(r);
    below = r;
  }
  const columns: Column[] = [];
  for (const r of head) {
    // Prose beside or over a table (a side panel, a note) is not a header.
    for (const c of r.cells.filter((cell) => cell.text.split(' ').length <= 4 && /[A-Za-z]{2}/.test(cell.text))) {
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
  for (const col of columns) col.role = roleOfLabel(col.text, true) ?? (first.ocr ? roleOfLabel(mendHeaderWords(col.text), true) : null);
  return columns.filter((c) => c.role).length >= 2 ? columns : null;
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
