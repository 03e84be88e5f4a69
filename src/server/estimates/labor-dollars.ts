/**
 * A shop invoice's "Labor" column printed in dollars ("Qty  Description  Parts  Labor  Total", labor
 * 130.00), told from hours by the page itself: every figure of the column has cents, and either a row's
 * parts + labor is its printed line total or a figure is more hours than one line is ever charged. The
 * dollars are the line's price (with its parts); the line carries no hours then.
 */
import type { EstimateLine } from '../../shared/estimate-comparison.js';
import type { HoursKey } from './row-cells.js';

/** A line of the table with what its row printed: hours figures with cents, its line total. */
export interface DollarDraft {
  line: EstimateLine;
  cents: Set<HoursKey>;
  lineTotal: number | null;
}

/** More hours than one estimate line is charged: such a figure with cents is dollars. */
const MAX_LINE_HOURS = 40;

const FIELD = { labor: 'laborHours', paint: 'paintHours' } as const;
const cents = (n: number | null | undefined) => Math.round((n ?? 0) * 100);

/** Moves an hours column's figures into the lines' prices where the column prints dollars. */
export function readLaborDollars(drafts: DollarDraft[], paintColumn: boolean): void {
  // Without a paint column, a refinish line's figure came from the labor column: one column, one decision.
  const columns: HoursKey[][] = paintColumn ? [['labor'], ['paint']] : [['labor', 'paint']];
  for (const keys of columns) {
    const figures = drafts.flatMap((d) => keys.filter((k) => d.line[FIELD[k]] != null).map((k) => ({ d, k, value: d.line[FIELD[k]] as number })));
    if (!figures.length || !figures.every((f) => f.d.cents.has(f.k))) continue;
    const adds = (f: (typeof figures)[number]) => f.d.lineTotal != null && cents(f.d.line.price) + cents(f.value) === cents(f.d.lineTotal);
    if (!figures.some(adds) && !figures.some((f) => f.value > MAX_LINE_HOURS)) continue;
    for (const { d, k, value } of figures) {
      d.line.price = (cents(d.line.price) + cents(value)) / 100;
      d.line[FIELD[k]] = null;
      if (k === 'labor') d.line.laborType = null;
    }
  }
}
