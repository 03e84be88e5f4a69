/**
 * Whether the comparables read from a report account for its base value. A report values the loss
 * vehicle from its comparables: Mitchell and the owner-side appraisals print the mean of the adjusted
 * values as the base value, CCC a weighted mean close to it (0.0-0.7% apart on the dev replicas). When
 * the comparables read average further than READING_TOLERANCE from the printed base value, the reader
 * has probably missed or misread some of them, and the owner is told so before a letter quotes them.
 */
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';

export const READING_TOLERANCE = 0.03;

export interface ComparablesCheck {
  /** Comparables read from the report. */
  read: number;
  /** The mean of their adjusted values; null when none was read. */
  mean: number | null;
  /** The base value the report prints. */
  base: number;
}

/**
 * A comparable's adjusted value: as printed, or its price with the adjustments its block prints (none
 * printed: the price); null when the report gives neither an adjusted value nor an adjustments block.
 */
function adjustedValue(c: ValuationComparable): number | null {
  if (c.adjustedPrice) return c.adjustedPrice.value;
  if (c.adjustments) return c.adjustments.reduce((sum, a) => sum + a.amount, c.price.value);
  return null;
}

/**
 * Null when the comparables read account for the base value, or when nothing can be checked (no base
 * value printed, or a comparable without an adjusted value or adjustments); otherwise what was found.
 */
export function comparablesCheck(v: Valuation): ComparablesCheck | null {
  const base = v.baseValue?.value;
  if (base == null || base <= 0) return null;
  // A comparable the report shows but marks as not used in its value is no part of the base.
  const used = v.comparables.filter((c) => c.used !== false);
  if (used.length === 0) return { read: 0, mean: null, base };
  const values = used.map(adjustedValue);
  if (values.some((x) => x === null)) return null;
  const mean = (values as number[]).reduce((a, b) => a + b, 0) / values.length;
  return Math.abs(mean - base) / base > READING_TOLERANCE ? { read: values.length, mean, base } : null;
}
