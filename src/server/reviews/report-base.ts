/**
 * The report's base value and how it was reached, from what was read: the comparables' adjusted
 * values (as printed), the method the base follows (their mean, a weighted average whose weights are
 * not printed, an average over figures the report does not list), and each comparable's value as the
 * alternative takes it, an added one adjusted with the report's own per-mile and per-price rates.
 * Integer cents throughout.
 */
import type { AddedComparable, BaseMethod } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';
import { isMileageAdjustment, NEGOTIATION } from './dispute-points.js';
import { READING_TOLERANCE } from './reading-check.js';

export const cents = (n: number) => Math.round(n * 100);

/** Comparables the report's value rests on (a comparable marked not used is listed, not counted). */
export const usedComparables = (v: Valuation) => v.comparables.map((d, i) => ({ d, n: i + 1 })).filter(({ d }) => d.used !== false);

/** A comparable's adjusted value as the report prints it: the adjusted figure, else price and adjustments, else the price. */
export function printedValue(d: ValuationComparable): number {
  if (d.adjustedPrice) return cents(d.adjustedPrice.value);
  return cents(d.price.value) + (d.adjustments ?? []).reduce((s, a) => s + cents(a.amount), 0);
}

/** The negotiation ("projected sold") adjustments a comparable carries, cents (negative). */
export const negotiationOf = (d: ValuationComparable) =>
  (d.adjustments ?? []).filter((a) => NEGOTIATION.test(a.label) && a.amount < 0).reduce((s, a) => s + cents(a.amount), 0);

export interface ReportBase {
  method: BaseMethod;
  /** The base the comparables give, as printed (cents); the mean read when none is printed; null with neither. */
  base: number | null;
  label: string;
  page: number | null;
  /** The mean of the used comparables' printed values, exact (fractional cents); null without any. */
  readMean: number | null;
  read: number;
  /**
   * The value the report's adjustments apply to: the base, or a printed average of it with figures
   * beyond the comparables (CCC's "average of statewide value and base vehicle value"), which moves by
   * the base's change ÷ `averagedOver`.
   */
  chainBase: number | null;
  averaged: { label: string; page: number; over: number[] } | null;
}

export function reportBase(v: Valuation): ReportBase {
  const bases = v.chain.filter((l) => l.kind === 'base');
  const printed = v.baseValue ? cents(v.baseValue.value) : bases[0] ? cents(bases[0].amount) : null;
  const line = bases.find((l) => cents(l.amount) === printed) ?? bases[0];
  const values = usedComparables(v).map(({ d }) => printedValue(d));
  const readMean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
  const label = line?.label ?? 'Base value';
  const page = v.baseValue?.page ?? line?.page ?? null;
  // The last base line is the one the adjustments follow: when it is not the comparables' base, it must
  // be the printed average of the base lines before it (to the cent), else the chain cannot be redone.
  const last = bases.at(-1);
  const others = last ? bases.slice(0, -1).map((l) => cents(l.amount)) : [];
  const averageOf = others.length ? others.reduce((a, b) => a + b, 0) / others.length : null;
  const isAverage = last != null && line != null && last !== line && averageOf != null && Math.abs(averageOf - cents(last.amount)) <= 1;
  const averaged = isAverage && last ? { label: last.label, page: last.page, over: others } : null;
  const chainOf = (base: number | null) => (last && last !== line ? cents(last.amount) : base);
  const of = (method: BaseMethod, base: number | null): ReportBase => ({
    method,
    base,
    label,
    page,
    readMean,
    read: values.length,
    chainBase: chainOf(base),
    averaged,
  });
  if (printed == null) return readMean == null ? of('none', null) : of('not-printed', Math.round(readMean));
  if (readMean == null || (last !== line && !averaged)) return of(readMean == null ? 'none' : 'beyond-listed', printed);
  // A mean printed to the dollar or the cent is within a dollar of the mean read.
  if (Math.abs(readMean - printed) <= 100) return of('mean', printed);
  if (/statewide|state\s*wide|average\s+of/i.test(label) || Math.abs(readMean - printed) / printed > READING_TOLERANCE) return of('beyond-listed', printed);
  return of('weighted', printed);
}

/** The median of some ratios, or null. */
function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Dollars per mile the report charges for a difference in mileage: the median over its comparables
 * of (mileage adjustment) ÷ (comparable's miles − loss vehicle's miles), to a tenth of a cent.
 */
export function reportMileageRate(v: Valuation): number | null {
  const loss = v.lossVehicle.mileage?.value;
  if (loss == null) return null;
  const rates: number[] = [];
  for (const c of v.comparables) {
    const adj = (c.adjustments ?? []).filter((a) => isMileageAdjustment(a.label));
    if (!adj.length || c.mileage == null || c.mileage === loss) continue;
    rates.push(adj.reduce((s, a) => s + a.amount, 0) / (c.mileage - loss));
  }
  const m = median(rates);
  return m == null ? null : Math.round(m * 1000) / 1000;
}

/** The report's negotiation adjustment as a share of the price (median over its comparables), or null. */
export function reportNegotiationShare(v: Valuation): number | null {
  const shares = v.comparables.filter((c) => negotiationOf(c) < 0).map((c) => negotiationOf(c) / cents(c.price.value));
  const m = median(shares);
  return m == null ? null : Math.round(m * 10000) / 10000;
}

export interface AddedValue {
  /** Null when the comparable cannot be adjusted like the report's: it is then not averaged. */
  cents: number | null;
  origin: 'user' | 'computed';
  parts: {
    price: number;
    mileage: number | null;
    miles: number | null;
    lossMiles: number | null;
    rate: number | null;
    negotiation: number | null;
    share: number | null;
  };
  /** The report's per-vehicle adjustments that cannot be applied to it (equipment, condition). */
  notApplied: string[];
  how: 'owner' | 'report' | 'asListed' | 'cannot';
}

/**
 * An added comparable adjusted as the report adjusts its own: the owner's adjusted figure when given;
 * else the report's rate per mile and its negotiation share (unless disputed); the report's other
 * adjustments, printed vehicle by vehicle, are named as not applied. A report that adjusts its
 * comparables but gives no rate to adjust this one leaves it out: a raw asking price is never
 * averaged with adjusted prices.
 */
export function addedValue(a: AddedComparable, v: Valuation, negotiationDisputed: boolean): AddedValue {
  const price = cents(a.price);
  const none = { price, mileage: null, miles: null, lossMiles: null, rate: null, negotiation: null, share: null };
  if (a.adjustedPrice != null) return { cents: cents(a.adjustedPrice), origin: 'user', parts: none, notApplied: [], how: 'owner' };
  const adjusts = v.comparables.some((c) => c.adjustedPrice || (c.adjustments ?? []).some((x) => Math.round(x.amount * 100) !== 0));
  if (!adjusts) return { cents: price, origin: 'user', parts: none, notApplied: [], how: 'asListed' };
  const rate = reportMileageRate(v);
  const loss = v.lossVehicle.mileage?.value ?? null;
  const hasMileage = v.comparables.some((c) => (c.adjustments ?? []).some((x) => isMileageAdjustment(x.label)));
  if (rate == null || loss == null || !hasMileage) return { cents: null, origin: 'user', parts: none, notApplied: [], how: 'cannot' };
  const mileage = Math.round((a.mileage - loss) * rate * 100);
  const share = negotiationDisputed ? null : reportNegotiationShare(v);
  const negotiation = share == null ? null : Math.round(price * share);
  const labels = new Set(
    v.comparables.flatMap((c) => (c.adjustments ?? []).filter((x) => !isMileageAdjustment(x.label) && !NEGOTIATION.test(x.label)).map((x) => x.label)),
  );
  return {
    cents: price + mileage + (negotiation ?? 0),
    origin: 'computed',
    parts: { price, mileage, miles: a.mileage, lossMiles: loss, rate, negotiation, share },
    notApplied: [...labels],
    how: 'report',
  };
}
