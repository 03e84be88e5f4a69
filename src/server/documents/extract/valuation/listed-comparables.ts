/**
 * Comparables written as a list of lines, each a vehicle and its figures run on in one sentence and
 * cut by commas, dashes or bars ("1. 2019 Honda Accord EX, 45,210 miles, $22,450.00, Smith Honda, 25
 * miles away"), as an owner's or an adjuster's letter lists the vehicles it found. Each piece is read
 * by its shape: a count with "miles" (or a mileage label) is the mileage, miles "away" or "from" the
 * distance, the first amount the price and an amount named "adjusted" the adjusted value, the first
 * piece of words the seller. A list is two lines or more, so one sentence about a vehicle is none.
 */
import { readCount } from '../../../../shared/read-values';
import { dollarsIn, type FoundComparable, roleOfLabel, vehicleIn } from './comparable-cells';
import { readDistance } from './distance';
import type { Row } from './layout';

/** A comma or semicolon before a space (not the thousands comma of a figure), or a dash or bar set off by spaces. */
const SEPARATOR = /\s*(?:[,;](?=\s)|\s[-–—|](?=\s))\s*/;
const DISTANCE = /^\(?(?:(?:distance|dist)\.?\s*:?\s*)?(\d[\d,.]*)\s*(?:miles?|mi\.?)\s*(?:away|from\b.*)?\)?$/i;
const MILEAGE = /^(?:(?:mileage|odometer|odo)\s*:?\s*)?(\d{1,3}(?:,\d{3})+|\d{1,6}|\d{1,3}(?:\.\d)?k)\s*(miles|mi\.?)?$/i;
/** Lines that make a list. */
const MIN_LINES = 2;

function listedLine(row: Row): FoundComparable | null {
  const text = row.cells.map((c) => c.text).join(' ');
  const [head, ...pieces] = text.split(SEPARATOR);
  if (!head || pieces.length < 2) return null;
  const v = vehicleIn({ text: head, x: 0, right: 0 });
  if (!v) return null;
  let mileage: number | null = null;
  let distance: number | null = null;
  let price: number | null = null;
  let adjusted: number | null = null;
  let dealer: string | null = null;
  for (const piece of pieces) {
    const amount = /\$/.test(piece) ? dollarsIn(piece, row) : null;
    const labelled = piece.match(/^([A-Za-z][A-Za-z. ]*?)\s*:?\s*\$/)?.[1];
    const mileageShape = piece.match(MILEAGE);
    if (amount) {
      if (labelled && roleOfLabel(labelled) === 'adjustedPrice') adjusted ??= amount.value;
      else price ??= amount.value;
    } else if (DISTANCE.test(piece) && /\b(away|from|distance|dist)\b/i.test(piece)) distance ??= readDistance(piece);
    else if (mileageShape && (mileageShape[2] || /^[a-z]/i.test(piece) || /k$/i.test(piece))) mileage ??= readCount(piece);
    else if (/[A-Za-z]{2}/.test(piece) && !/\d{3,}/.test(piece)) dealer ??= piece.trim();
  }
  if (price === null || (mileage === null && distance === null)) return null;
  const conf = row.ocr ? 0.8 : 0.9;
  return {
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    mileage,
    price: { value: Math.abs(price), page: row.page, confidence: conf },
    adjustedPrice: adjusted === null ? null : { value: adjusted, page: row.page, confidence: conf },
    distanceMiles: distance,
    dealer,
    source: null,
    vin: null,
    rows: [row.index],
  };
}

/** `skip`: rows another reader took; a line with the loss vehicle's own mileage is that vehicle's. */
export function findListedComparables(rows: Row[], skip: Set<number>, lossMileage: number | null): FoundComparable[] {
  const found = rows
    .filter((r) => !skip.has(r.index))
    .flatMap((r) => listedLine(r) ?? [])
    .filter((c) => lossMileage === null || c.mileage !== lossMileage);
  return found.length >= MIN_LINES ? found : [];
}
