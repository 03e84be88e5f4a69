/**
 * What every comparables reader shares: amounts as comparables store them, where a comparable opens (a
 * cell that starts with a year and a make), the label vocabulary of their figures, and the cutting of an
 * amount run onto the words before it.
 */
import type { ValuationComparable } from '../../../../shared/contracts/valuation';
import { VALUATION_COMPARABLE_LABELS, VALUATION_LOSS_VEHICLE_LABELS } from '../field-spec';
import { parseVehicleDescription } from '../normalize';
import { editDistance, type Money } from '../../../../shared/read-values';
import { amountIn, type Cell, cellAmount, normLabel, type Row } from './layout';

/** An amount in dollars, as comparables are stored, read by the one money reader (OCR repairs on OCR rows). */
export type Amount = { value: number; signed: boolean };
const dollars = (m: Money | null): Amount | null => (m ? { value: m.cents / 100, signed: m.signed } : null);
/** A cell that is an amount: marked by "$", a sign or cents. */
export const cellDollars = (text: string, row: Pick<Row, 'ocr'>): Amount | null => dollars(cellAmount(text, row));
/** The first amount in a cell, also with words beside it. */
export const dollarsIn = (text: string, row: Pick<Row, 'ocr'>): Amount | null => dollars(amountIn(text, row));

export type Role = keyof typeof VALUATION_COMPARABLE_LABELS;
export type FoundComparable = ValuationComparable & { rows: number[] };

/** A row number before the year, set off by a space or a mark (OCR drops the space after a mark: "2.2019"). */
const ROW_NUMBER = /^\d{1,2}(?:[.)]\s*|\s+)(?=(?:19|20)\d\d\s)/;
const YEAR_START = /^(19[5-9]\d|20[0-4]\d)\s+\S/;
export const VIN_RE = /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/;
const LOSS_LABELS = new Set(VALUATION_LOSS_VEHICLE_LABELS);
/**
 * A heading alone on its line that names the report's own vehicle ("LOSS VEHICLE", "Insured Vehicle
 * Information"): the vehicle printed on the line under it is that vehicle, no comparable.
 */
export const isLossHeading = (row: Row): boolean =>
  row.cells.length === 1 && LOSS_LABELS.has(normLabel(row.cells[0]?.text ?? '').replace(/\s+(information|info|details)$/, ''));

export function vehicleIn(cell: Cell): ReturnType<typeof parseVehicleDescription> {
  // A "(*)" before the vehicle marks a comparable the report does not use; it is no part of the vehicle.
  const text = cell.text.replace(/^\(\*\)\s*/, '').replace(ROW_NUMBER, '');
  if (!YEAR_START.test(text)) return null;
  return parseVehicleDescription(text);
}

/**
 * A label and a vehicle drawn as one run ("Vehicle: 2019 Honda Accord EX"): its words as parts, each
 * placed by its share of the run's width, so the vehicle can be cut from its label as from separate runs.
 */
/** A comparable's heading as the label of its vehicle ("Comp 2: 2019 …", "Comparable #2: 2019 …"). */
const COMP_LABEL = /^comp(?:arable)?\s*#?\s*\d{1,2}\s*:/i;

function labelledRun(cell: Cell): Cell['parts'] | null {
  if ((cell.parts?.length ?? 0) > 1 || !/^[A-Za-z][^:]*:\s*(19|20)\d\d\s/.test(cell.text)) return null;
  const perChar = (cell.right - cell.x) / cell.text.length;
  return [...cell.text.matchAll(/\S+/g)].map((m) => ({ text: m[0], x: cell.x + (m.index ?? 0) * perChar }));
}

/** Cells of words after a year's cell that may be its make, model and trim columns. */
const MAX_VEHICLE_COLUMNS = 3;

/**
 * A vehicle printed over columns of its own (Year | Make | Model | Trim): a cell that is a year alone,
 * joined with the cells of words after it (each a few words, no figure), one cell when they read as a vehicle.
 */
function yearAndColumns(cells: Cell[], i: number): Cell | null {
  const year = cells[i] as Cell;
  if (!/^(19|20)\d\d$/.test(year.text)) return null;
  const words: Cell[] = [];
  for (const c of cells.slice(i + 1, i + 1 + MAX_VEHICLE_COLUMNS)) {
    if (!/^[A-Za-z][\w./&-]*(?:\s+[\w./&-]+){0,2}$/.test(c.text)) break;
    words.push(c);
  }
  const joined = [year, ...words];
  const cell: Cell = {
    text: joined.map((c) => c.text).join(' '),
    x: year.x,
    right: (joined[joined.length - 1] as Cell).right,
    parts: joined.flatMap((c) => c.parts ?? [{ x: c.x, text: c.text, right: c.right }]),
  };
  return words.length && vehicleIn(cell) ? cell : null;
}

/**
 * Where a comparable starts: a year-make cell that no label names as the loss vehicle. OCR may glue
 * the vehicle onto the cell before it ("Source: Inspected Inventory ~~ 2021 Volkswagen Jetta"): the
 * vehicle is then the cell's tail from the run where the year starts. `headed`: the row sits under a
 * comparable's heading ("Comparable 2"), where a generic label ("Vehicle:", "Year/Make/Model:") names
 * that comparable's vehicle; only "loss vehicle" still names the report's own.
 */
export function anchorCell(row: Row, headed = false): Cell | null {
  for (let i = 0; i < row.cells.length; i++) {
    const cell = row.cells[i] as Cell;
    if (/\bloss\s+vehicle\b/i.test(cell.text)) continue;
    const parts = (headed || COMP_LABEL.test(cell.text) ? labelledRun(cell) : null) ?? cell.parts ?? [];
    const k = vehicleIn(cell)
      ? 0
      : parts.findIndex(
          (p, n) =>
            n > 0 &&
            /^(19|20)\d\d$/.test(p.text) &&
            vehicleIn({
              text: parts
                .slice(n)
                .map((q) => q.text)
                .join(' '),
              x: p.x,
              right: cell.right,
            }),
        );
    if (k < 0) {
      const joined = yearAndColumns(row.cells, i);
      if (!joined) continue;
      const before = row.cells.slice(0, i).map((c) => normLabel(c.text));
      return before.some((b) => LOSS_LABELS.has(b) || b.includes('loss vehicle')) ? null : joined;
    }
    const before = [
      ...row.cells.slice(0, i).map((c) => normLabel(c.text)),
      normLabel(
        parts
          .slice(0, k)
          .map((p) => p.text)
          .join(' '),
      ),
    ];
    if (before.some((b) => (!headed && LOSS_LABELS.has(b)) || b.includes('loss vehicle'))) return null;
    if (k === 0) return cell;
    const tail = parts.slice(k);
    return { text: tail.map((p) => p.text).join(' '), x: (tail[0] as { x: number }).x, right: cell.right, parts: tail };
  }
  return null;
}

export const roleOfLabel = (text: string, header = false): Role | null => {
  const norm = normLabel(text);
  if (!norm || norm.split(' ').length > 5) return null;
  // Most specific first: "adjusted price" before "price", "distance from loss vehicle" before "miles".
  const order: Role[] = ['adjustedPrice', 'distance', 'price', 'mileage', 'dealer', 'source', 'vin', 'year', 'make', 'model', 'trim'];
  for (const role of order)
    if (VALUATION_COMPARABLE_LABELS[role].some((l) => norm === l || (header && (norm.startsWith(`${l} `) || norm.endsWith(` ${l}`))))) return role;
  return null;
};

/** The words of the comparables' label vocabulary, for OCR's misread header words. */
const LABEL_WORDS = [...new Set(Object.values(VALUATION_COMPARABLE_LABELS).flatMap((labels) => labels.flatMap((l) => l.split(' '))))];
/** A misread word is matched only from this many letters on: "miles" one letter off is "mile", "mils", too many. */
const MIN_MISREAD_WORD = 6;

/**
 * A header as OCR may print it ("Adpusted Value"): each word of six letters or more that is no label word
 * becomes the one label word a letter away from it (none when two are as near).
 */
export function mendHeaderWords(text: string): string {
  return normLabel(text)
    .split(' ')
    .map((w) => {
      if (w.length < MIN_MISREAD_WORD || LABEL_WORDS.includes(w)) return w;
      const near = LABEL_WORDS.filter((l) => l.length >= MIN_MISREAD_WORD && editDistance(w, l, 1) <= 1);
      return near.length === 1 ? (near[0] as string) : w;
    })
    .join(' ');
}

/**
 * An amount in a column the header or the table's geometry says holds money, as OCR may leave it: its
 * "$" lost ("19.499") or read as a 5 ("519,499"). `near`: the comparable's other amount; a price and its
 * adjusted value are never far apart, so a leading 5 that makes the figure ten times the other is the "$".
 */
export function moneyInColumn(text: string, row: Pick<Row, 'ocr'>, near: number | null = null): Amount | null {
  const printed = cellDollars(text, row);
  const figure = text.replace(/\s+/g, '').match(/^([5S]?)(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{2})?)$/);
  if (!figure) return printed;
  const whole = printed ?? cellDollars(`$${figure[1] === 'S' ? '' : figure[1]}${figure[2]}`, row);
  const without = cellDollars(`$${figure[2]}`, row);
  const plausible = (a: Amount | null) => a !== null && near !== null && a.value > near / 2 && a.value < near * 2;
  if (figure[1] === '5' && near !== null && !plausible(whole) && plausible(without)) return without;
  return whole;
}

/** A run that opens an amount: "$", "$17,000", "+$98.00", "-$1,200". */
const AMOUNT_START = /^[+-]?\$/;

/**
 * The cells of a row with every amount that is run onto the words before it cut into a cell of its own:
 * OCR (and a tight print) joins a price to a long vehicle description when the gap between the two columns
 * is narrow ("2019 Chevrolet Silverado 1500 $ 17,000"), and to the amount beside it ("$ 17,000 $16,629").
 * A label's own amount stays with it ("Price: $17,000", "List Price $17,000"): the label reads it.
 */
export function cutRunOnAmounts(cells: Cell[], row: Pick<Row, 'ocr'>): Cell[] {
  return cells.flatMap((cell) => {
    const parts = cell.parts ?? [];
    const out: Cell[] = [];
    let from = 0;
    for (let k = 1; k < parts.length; k++) {
      if (!AMOUNT_START.test((parts[k] as { text: string }).text)) continue;
      const head = parts
        .slice(from, k)
        .map((p) => p.text)
        .join(' ');
      if (/[:#]\s*$/.test(head) || roleOfLabel(head, true)) continue;
      const tail = parts.slice(k);
      // The run from here to the next amount must be one amount and nothing else.
      const next = tail.findIndex((p, n) => n > 0 && AMOUNT_START.test(p.text));
      const own = next > 0 ? tail.slice(0, next) : tail;
      if (!cellDollars(own.map((p) => p.text).join(' '), row)) continue;
      out.push({ text: head, x: (parts[from] as { x: number }).x, right: (parts[k] as { x: number }).x - 1, parts: parts.slice(from, k) });
      from = k;
    }
    if (from === 0) return [cell];
    const rest = parts.slice(from);
    out.push({ text: rest.map((p) => p.text).join(' '), x: (rest[0] as { x: number }).x, right: cell.right, parts: rest });
    return out;
  });
}
