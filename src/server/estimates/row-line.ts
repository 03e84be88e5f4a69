/**
 * A row's cells read as what the row is: a section heading, text (a wrapped description or a note),
 * or a typed estimate line, with the part type printed in its description, one units column split
 * into labor and paint by its labor code, and a labor line priced on the line ("Body Labor (10.1 @
 * 72.00)") read as hours at a rate.
 */
import type { EstimateLine, LaborRates } from '../../shared/estimate-comparison.js';
import { readBasis } from './parse-totals.js';
import { isSectionHeader, LABOR_LINE, laborOfLine, leadingOperation, operationOf, PART_TYPE_PREFIX, PART_TYPE_SUFFIX, partTypeOf } from './line-vocabulary.js';
import type { HoursKey, RowCells, RowContext } from './row-cells.js';
import type { Bands } from './table-columns.js';

export type Row =
  | { kind: 'section' }
  | { kind: 'text'; text: string; x: number | null }
  | {
      kind: 'line';
      line: EstimateLine;
      included: boolean;
      garbled: Set<HoursKey>;
      unsure: Set<HoursKey>;
      doubtful: Set<HoursKey>;
      barely: Set<HoursKey>;
      /** No number or operation, figures or a part number: the second row of the line above, if its cells are empty. */
      secondRow: boolean;
      /** A scanned price printed but garbled past reading. */
      priceGarbled: boolean;
      /** Hours figures printed with cents, and the row's line total (labor-dollars.ts). */
      cents: Set<HoursKey>;
      lineTotal: number | null;
    };

/** "(10.1 @ 72.00)", "2.5 hrs @ $68.00/hr": the basis printed in a labor line's description. */
const BASIS_IN_TEXT = /\(?\s*\d[\d.]*\s*(hrs?\.?|hours?|units?)?\s*(@|x|×)\s*\$?\s*\d[\d.,]*\s*(\/\s*(hr|hour|unit)\b)?\s*\)?/i;

export function lineOfCells(cells: RowCells, bands: Bands, ocr: boolean, ctx: RowContext): Row {
  const { lineNumber, operation, partNumber, values, garbled, unsure, doubtful, barely } = cells;
  const hasValues = Object.keys(values).length > 0 || cells.included;
  // A scan's figure garbled past reading under an hours column was still printed there: the row carries a figure.
  const hasFigure = hasValues || garbled.size > 0;
  let description = cells.desc.join(' ').trim();
  const lineCol = !!bands.band.line;
  // Where lines are numbered, a row without a number is a wrapped description or a note; on a scan, a
  // row with an operation cell, or with figures and a labor code or an operation starting the
  // description, is a line whose number was not read (a wrap has a description cell only). A row of
  // figures alone continues the line above (its second row).
  const numberLost = ocr && lineCol && (operation !== null || (hasFigure && (cells.laborType !== null || operationOf(cells.desc[0] ?? '') !== null)));
  // Where lines are numbered on a text layer, a row without number or operation that carries figures or a
  // part number is the line above's second row too: its description wrapped, its cells printed on the last row.
  const figuresOnly = lineNumber === null && !operation && !description && !partNumber && hasValues;
  // Its text starts under the description, as a wrap does (a page footer at the margin is none).
  const wrapped = !description || (cells.firstTextX !== null && cells.firstTextX >= (bands.band.desc?.x0 ?? 0) - 4);
  const secondRow = figuresOnly || (!ocr && lineCol && lineNumber === null && !operation && wrapped && (hasValues || partNumber !== null));
  if (lineNumber === null && !numberLost && !secondRow && (lineCol || (!operation && !hasFigure && !partNumber))) {
    if (isSectionHeader(description)) return { kind: 'section' };
    return { kind: 'text', text: description, x: cells.firstTextX };
  }
  if (!operation && !hasValues && !partNumber && isSectionHeader(description)) return { kind: 'section' };
  if (lineNumber !== null && !operation && !hasValues && !partNumber && !description) return { kind: 'section' };
  let partType = cells.partType;
  const prefix = description.match(PART_TYPE_PREFIX);
  if (prefix) {
    partType ??= partTypeOf(prefix[1]);
    description = description.slice(prefix[0].length);
  }
  const suffix = description.match(PART_TYPE_SUFFIX);
  if (suffix) {
    partType ??= partTypeOf(suffix[1]);
    description = description.slice(0, suffix.index).trim();
  }
  let laborType = cells.laborType;
  let laborHours = values.labor ?? null;
  let paintHours = values.paint ?? null;
  // One "Labor Units" column for every category: a refinish line's units are paint hours, and a figure
  // garbled or unsure there is a paint figure, to be reckoned from the paint total.
  // One hours column and no labor code on the row: a refinish or blend line's hours are paint hours, as a
  // Paint column would have printed them.
  const refinish = (operation ?? operationOf(description.split(' ')[0] ?? '')) === 'Refn' || operation === 'Blnd';
  const oneHoursColumn = !bands.band.paint && !bands.band.ltype && laborType === null && refinish;
  if (laborType === 'paint' || oneHoursColumn) {
    if (paintHours == null && laborHours != null) {
      paintHours = laborHours;
      laborHours = null;
    }
    for (const set of [garbled, unsure, doubtful, barely, cells.cents]) if (set.delete('labor')) set.add('paint');
  }
  let price = priceByArithmetic(cells, ocr);
  const basisRead = LABOR_LINE.test(description) ? (readBasis(cells.words.map((w) => w.str).join(' ')) ?? basisOfCells(description, values)) : null;
  if (basisRead && basisRead.basis.hours > 0) {
    const { hours, rate } = basisRead.basis;
    const kind = laborOfLine(description);
    const amount = Math.round(hours * rate * 100) / 100;
    description = description.replace(BASIS_IN_TEXT, ' ').replace(/\s+/g, ' ').trim();
    if (kind.supplies) {
      ctx.rates.paintSupplies ??= rate;
      price = amount;
      laborHours = null;
      paintHours = null;
    } else {
      const key = (kind.paint ? 'paint' : kind.type) as keyof LaborRates;
      ctx.rates[key] ??= rate;
      // The row's arithmetic: an amount equal to hours × rate (or the rate itself) is the labor, not a part price.
      if (price != null && (Math.round(price * 100) === Math.round(amount * 100) || price === rate)) price = null;
      if (kind.paint) {
        paintHours = hours;
        laborHours = null;
      } else {
        laborHours = hours;
        laborType = kind.type;
        if (paintHours === hours) paintHours = null;
      }
    }
  }
  // No operation cell: the operation code leading the description is the line's operation (the
  // description stays as printed; the alignment reads past its operation words).
  const op = operation ?? leadingOperation(description);
  // A garbled hours figure counts only where no figure was read for that column.
  if (laborHours != null) garbled.delete('labor');
  if (paintHours != null) garbled.delete('paint');
  return {
    kind: 'line',
    included: cells.included,
    garbled,
    unsure,
    doubtful,
    barely,
    secondRow,
    priceGarbled: cells.priceGarbled && price == null,
    cents: cells.cents,
    lineTotal: cells.lineTotal,
    line: {
      lineNumber: lineNumber ?? 0,
      operation: op,
      description,
      partNumber,
      partType,
      // A labor row's quantity is its hours.
      quantity: basisRead ? null : (values.qty ?? null),
      price,
      laborHours,
      laborType: laborHours != null ? (laborType ?? 'body') : null,
      paintHours,
      page: null,
    },
  };
}

/** A charge of labor or paint materials: "Body labor", "Paint materials" (not "Body side molding"). */
const LABOR_CHARGE = /\b(labou?r)\b|^(paint|refinish)\b.*\b(materials?|supplies)\b/i;

/**
 * A labor row of an invoice's "Qty  Unit Price  Total" table ("Body labor  2.5  52.00  130.00"): its quantity
 * is the hours and its unit price the rate, where the total is their product.
 */
function basisOfCells(description: string, values: RowCells['values']): ReturnType<typeof readBasis> {
  const { qty, unit, price } = values;
  if (!LABOR_CHARGE.test(description) || !qty || unit == null || price == null || Math.round(qty * unit * 100) !== Math.round(price * 100)) return null;
  return { basis: { hours: qty, rate: unit, units: false }, rest: description };
}

/**
 * The row's arithmetic checks its price before it is accepted: where a unit price is printed, the
 * extended price is quantity × unit price. A price the scan lost (a faint column) is that product; a
 * scanned price read only with OCR's repairs that disagrees with it gives way to it.
 */
function priceByArithmetic(cells: RowCells, ocr: boolean): number | null {
  const { price, unit, qty } = cells.values;
  if (unit == null) return price ?? null;
  const product = Math.round((qty ?? 1) * unit * 100);
  if (price == null) return product / 100;
  if (ocr && cells.priceRepaired && Math.round(price * 100) !== product) return product / 100;
  return price;
}
