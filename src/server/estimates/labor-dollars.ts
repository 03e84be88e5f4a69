/**
 * A shop invoice's "Labor" column printed in dollars ("Qty  Description  Parts  Labor  Total", labor
 * 130.00), told from hours by the page itself: every figure of the column has cents, and a row's parts +
 * labor is its printed line total, or a figure is more hours than one line is ever charged, or the column
 * adds up to a labor amount of the totals block. The dollars are the line's price (with its parts); the
 * line carries no hours then.
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

/** An hours column's figures, each a line and the hours field it was read into. */
export type ColumnFigures = Array<{ line: EstimateLine; k: HoursKey; value: number }>;

function countAsDollars(figures: ColumnFigures): void {
  for (const { line, k, value } of figures) {
    line.price = (cents(line.price) + cents(value)) / 100;
    line[FIELD[k]] = null;
    if (k === 'labor') line.laborType = null;
  }
}

/**
 * Moves an hours column's figures into the lines' prices where the rows show it prints dollars; returns
 * the columns whose figures all have cents that the rows leave undecided (the totals may decide them).
 */
export function readLaborDollars(drafts: DollarDraft[], paintColumn: boolean): ColumnFigures[] {
  const undecided: ColumnFigures[] = [];
  // Without a paint column, a refinish line's figure came from the labor column: one column, one decision.
  const columns: HoursKey[][] = paintColumn ? [['labor'], ['paint']] : [['labor', 'paint']];
  for (const keys of columns) {
    const figures = drafts.flatMap((d) => keys.filter((k) => d.line[FIELD[k]] != null).map((k) => ({ d, line: d.line, k, value: d.line[FIELD[k]] as number })));
    if (!figures.length || !figures.every((f) => f.d.cents.has(f.k))) continue;
    const adds = (f: (typeof figures)[number]) => f.d.lineTotal != null && cents(f.d.line.price) + cents(f.value) === cents(f.d.lineTotal);
    if (figures.some(adds) || figures.some((f) => f.value > MAX_LINE_HOURS)) countAsDollars(figures);
    else undecided.push(figures);
  }
  return undecided;
}

/** An undecided column whose figures add up, as dollars, to a labor amount printed in the totals (cents) prints dollars. */
export function settleLaborDollars(undecided: ColumnFigures[], laborAmounts: number[]): void {
  for (const figures of undecided) {
    const sum = figures.reduce((s, f) => s + cents(f.value), 0);
    if (figures.every((f) => f.line[FIELD[f.k]] === f.value) && laborAmounts.includes(sum)) countAsDollars(figures);
  }
}
