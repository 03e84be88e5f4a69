/**
 * A money chain printed in two columns side by side (base value and adjustments on the left, taxes, fees,
 * deductible and settlement on the right): each line then holds two label/amount pairs. The chain reads
 * down the left column, then down the right one, so its lines are cut into their pairs and put in that order.
 */
import { type Cell, cellAmount, type Row } from './layout';

/** A right column's label starts within this of the right pairs' labels above it. */
const SAME_COLUMN_PT = 6;

/** A row's label/amount pairs: the cells up to and including each amount, each with a label of words. */
function pairsOf(row: Row): Cell[][] {
  const pairs: Cell[][] = [];
  let open: Cell[] = [];
  for (const cell of row.cells) {
    open.push(cell);
    if (cellAmount(cell.text, row)) {
      pairs.push(open);
      open = [];
    }
  }
  if (open.length) return [];
  return pairs.every((p) => p.length >= 2 && p.slice(0, -1).some((c) => /[A-Za-z]{2}/.test(c.text))) ? pairs : [];
}

const part = (row: Row, cells: Cell[]): Row => ({ ...row, cells, text: cells.map((c) => c.text).join('  ') });

/**
 * The rows in reading order for a chain: a run of two or more lines that each hold two label/amount pairs,
 * with the lines under it that go on in its right column only, becomes its left pairs, then its right ones.
 */
export function chainReadingOrder(rows: Row[]): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; ) {
    const lefts: Row[] = [];
    const rights: Row[] = [];
    let j = i;
    for (; j < rows.length; j++) {
      const row = rows[j] as Row;
      if (row.page !== (rows[i] as Row).page) break;
      const pairs = pairsOf(row);
      if (pairs.length === 2) {
        lefts.push(part(row, pairs[0] as Cell[]));
        rights.push(part(row, pairs[1] as Cell[]));
        continue;
      }
      // A line that goes on in the right column alone: one pair whose label starts under the right labels.
      const x = rights[0]?.cells[0]?.x;
      if (lefts.length >= 2 && pairs.length === 1 && x !== undefined && Math.abs((row.cells[0] as Cell).x - x) <= SAME_COLUMN_PT) {
        rights.push(row);
        continue;
      }
      break;
    }
    if (lefts.length >= 2) {
      out.push(...lefts, ...rights);
      i = j;
    } else {
      out.push(rows[i] as Row);
      i++;
    }
  }
  return out;
}
