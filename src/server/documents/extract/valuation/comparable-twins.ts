/**
 * The same vehicle printed twice (a summary table's row and its detail block, a grid column and a block
 * page) is one comparable: the second reading fills what the first left blank.
 */
import { editDistance } from '../../../../shared/read-values';
import type { FoundComparable } from './comparable-cells';

/** The same vehicle printed twice: same year and make, same price, and no VIN or mileage that differs. */
const same = (a: FoundComparable, b: FoundComparable) =>
  a.year === b.year &&
  a.make === b.make &&
  (a.price.value === b.price.value || (a.adjustedPrice !== null && a.adjustedPrice.value === b.adjustedPrice?.value)) &&
  !(a.vin && b.vin && a.vin !== b.vin) &&
  !(a.mileage !== null && b.mileage !== null && a.mileage !== b.mileage);

/** Digit strings OCR may have printed for one another: at most two digits off. */
const OCR_DIGITS_OFF = 2;
/** An adjusted value read with cents: one read without them, beside it, lost them (and likely more). */
const hasCents = (p: { value: number } | null) => p !== null && Math.round(p.value * 100) % 100 !== 0;

/**
 * On OCR rows, the same vehicle printed twice (a summary table's row and its detail block) with a figure
 * misread in one of them: same year, make and model, the same price to the cent, no VIN that differs, the
 * mileages a digit or two apart, and no two adjusted values that both read whole and differ.
 */
const ocrTwins = (a: FoundComparable, b: FoundComparable): boolean => {
  // A summary table and a detail block may print the model in capitals in one and not the other.
  if (a.year !== b.year || a.make !== b.make || a.model?.toLowerCase() !== b.model?.toLowerCase() || a.price.value !== b.price.value) return false;
  if (a.vin && b.vin && a.vin !== b.vin) return false;
  if (a.mileage === null || b.mileage === null || editDistance(String(a.mileage), String(b.mileage), OCR_DIGITS_OFF) > OCR_DIGITS_OFF) return false;
  const [x, y] = [a.adjustedPrice, b.adjustedPrice];
  return !x || !y || x.value === y.value || hasCents(x) !== hasCents(y);
};

/** Of two readings of one vehicle's odometer, the one with more digits (OCR drops digits more than it adds them). */
const fuller = (a: number | null, b: number | null): number | null => (a !== null && b !== null && String(b).length > String(a).length ? b : a);

/** Adds a comparable, or merges it into the one it repeats; `ocr`: whether a comparable was read by OCR. */
export function addComparable(found: FoundComparable[], comp: FoundComparable, ocr: (c: FoundComparable) => boolean): void {
  const twin = ocr(comp) ? found.find((f) => ocr(f) && ocrTwins(f, comp)) : undefined;
  const dup = found.find((f) => same(f, comp)) ?? twin;
  if (!dup) {
    found.push(comp);
    return;
  }
  if (dup === twin && !same(dup, comp)) {
    dup.mileage = fuller(dup.mileage, comp.mileage);
    // The adjusted value read with its cents is the whole reading.
    if (hasCents(comp.adjustedPrice) && !hasCents(dup.adjustedPrice)) dup.adjustedPrice = comp.adjustedPrice;
  }
  dup.adjustedPrice ??= comp.adjustedPrice;
  dup.mileage ??= comp.mileage;
  dup.model ??= comp.model;
  dup.trim ??= comp.trim;
  dup.distanceMiles ??= comp.distanceMiles;
  dup.dealer ??= comp.dealer;
  dup.source ??= comp.source;
  dup.vin ??= comp.vin;
  if (comp.adjustments && !dup.adjustments) dup.adjustments = comp.adjustments;
  dup.rows.push(...comp.rows);
}
