/**
 * The difference of two estimates' grand totals split into categories (parts, labor hours and
 * rates by kind, paint supplies, sublet, other, tax), in integer cents so they add up to the cent.
 */
import { DIFFERENCE_CATEGORIES, type DifferenceCategory, type EstimateComparison, type ParsedEstimate } from '../../shared/estimate-comparison.js';
import { LABOR_TOTAL, type RateKey, rateKeyOf } from './line-values.js';

const cents = (n: number | null | undefined) => (n == null ? 0 : Math.round(n * 100));

function hoursFromLines(e: ParsedEstimate, key: RateKey): number {
  let h = 0;
  for (const l of e.lines) {
    if (key === 'paint') h += l.paintHours ?? 0;
    else if (l.laborHours && rateKeyOf(l) === key) h += l.laborHours;
  }
  return Math.round(h * 10) / 10;
}

/** other − carrier per category, in cents; sums to the grand-total difference by construction. */
export function splitTotalsDifference(carrier: ParsedEstimate, other: ParsedEstimate): EstimateComparison['totalsDifference'] {
  const by = Object.fromEntries(DIFFERENCE_CATEGORIES.map((k) => [k, 0])) as Record<DifferenceCategory, number>;
  const diff = (k: keyof ParsedEstimate['totals']) => cents(other.totals[k]) - cents(carrier.totals[k]);
  by.parts = diff('parts');
  by.paintSupplies = diff('paintSupplies');
  by.sublet = diff('sublet');
  by.other = diff('other');
  by.tax = diff('tax');
  for (const key of ['body', 'paint', 'mechanical', 'frame'] as RateKey[]) {
    const total = LABOR_TOTAL[key];
    const amountA = cents(carrier.totals[total]);
    const amountB = cents(other.totals[total]);
    const hoursA = carrier.laborHours?.[key] ?? hoursFromLines(carrier, key);
    const hoursB = other.laborHours?.[key] ?? hoursFromLines(other, key);
    const change = amountB - amountA;
    let rateEffect = 0;
    if (hoursA > 0 && hoursB > 0) {
      // The effective rate is what the estimate charged per hour of that kind.
      const rateA = amountA / hoursA;
      const rateB = amountB / hoursB;
      rateEffect = Math.round(hoursB * (rateB - rateA));
    }
    by[`${key}LaborRate` as DifferenceCategory] = rateEffect;
    by[`${key}LaborHours` as DifferenceCategory] = change - rateEffect;
  }
  const totalC = cents(other.totals.gross) - cents(carrier.totals.gross);
  const sum = DIFFERENCE_CATEGORIES.reduce((s, k) => s + by[k], 0);
  // Totals are completed so each side's categories add up to its gross; guard anyway.
  if (sum !== totalC) by.other += totalC - sum;
  return {
    byCategory: Object.fromEntries(DIFFERENCE_CATEGORIES.map((k) => [k, by[k] / 100])) as Record<DifferenceCategory, number>,
    total: totalC / 100,
    carrierTotal: cents(carrier.totals.gross) / 100,
    otherTotal: cents(other.totals.gross) / 100,
  };
}
