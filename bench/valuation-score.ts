/**
 * How a valuation the reader gave is scored against the replicas' truth.json (the replicas bench and
 * its scanned variants score alike): comparables count exact, each truth price among the prices read,
 * price and adjusted value of the comparable with the truth's mileage, and the money chain (value
 * before deductible, settlement).
 */

import type { Valuation } from '../src/shared/contracts/valuation';
import { comparablesCheck } from '../src/server/reviews/reading-check';

export type TruthComparable = {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  price: number;
  adjusted_price: number | null;
  distance_miles: number | null;
  dealer: string;
};
export type Truth = {
  file: string;
  kind: string;
  format: string;
  text_layer: string;
  fields: Record<string, string | number | null>;
  comparables?: TruthComparable[];
};

export type ValuationLike = {
  baseValue?: { value: number } | null;
  comparables?: Array<{ price?: { value: number } | number | null; adjustedPrice?: { value: number } | null; mileage?: number | null }>;
  valueBeforeDeductible?: unknown;
  settlement?: unknown;
  deductible?: unknown;
};

export type Tally = Record<string, [number, number]>;
export const add = (t: Tally, key: string, ok: boolean) => {
  const [a, n] = t[key] ?? [0, 0];
  t[key] = [a + (ok ? 1 : 0), n + 1];
};
export const pct = ([a, n]: [number, number]) => (n ? `${a}/${n} ${((100 * a) / n).toFixed(1)}%` : '—');

export const money = (s: unknown) => {
  const n = Number(String(s ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : Number.NaN;
};
export const num = (v: unknown): number => (v && typeof v === 'object' && 'value' in v ? Number((v as { value: unknown }).value) : Number(v));

/** The keys scoreValuation adds to, in the order the benches print them. */
export const VALUATION_KEYS = [
  'comparables count exact',
  'comparable prices',
  'comparable price and adjusted',
  'value before deductible',
  'settlement',
] as const;

/** Adds one report's figures to `tally` and says what missed in `misses`; returns the report's own tally. */
export function scoreValuation(t: Truth, valuation: ValuationLike | null | undefined, tally: Tally, misses: string[]): Tally {
  const own: Tally = {};
  const both = (key: string, ok: boolean) => {
    add(tally, key, ok);
    add(own, key, ok);
  };
  if (!t.comparables) return own;
  const comps = valuation?.comparables ?? [];
  both('comparables count exact', comps.length === t.comparables.length);
  const prices = new Set(comps.map((c) => money(num(c.price))));
  for (const c of t.comparables) {
    const ok = prices.has(money(c.price));
    both('comparable prices', ok);
    if (!ok) misses.push(`${t.file}: no comparable priced ${c.price}`);
  }
  // The adjusted value of the comparable with the same mileage: an adjusted value read as the price, or
  // the price as the adjusted value, shows here.
  for (const c of t.comparables.filter((x) => x.adjusted_price !== null)) {
    const got = comps.find((r) => r.mileage === c.mileage);
    const ok = got !== undefined && money(num(got.adjustedPrice)) === money(c.adjusted_price) && money(num(got.price)) === money(c.price);
    both('comparable price and adjusted', ok);
    if (!ok && got)
      misses.push(`${t.file}: comparable ${c.mileage} mi: price ${num(got.price)} adjusted ${num(got.adjustedPrice)} (want ${c.price}, ${c.adjusted_price})`);
  }
  if (t.fields.gross_total !== null) {
    const got = money(num(valuation?.valueBeforeDeductible));
    both('value before deductible', got === money(t.fields.gross_total));
    if (got !== money(t.fields.gross_total)) misses.push(`${t.file}: value before deductible ${got} (want ${t.fields.gross_total})`);
  }
  if (t.fields.settlement_value !== null) {
    const got = money(num(valuation?.settlement));
    both('settlement', got === money(t.fields.settlement_value));
    if (got !== money(t.fields.settlement_value)) misses.push(`${t.file}: settlement ${got} (want ${t.fields.settlement_value})`);
  }
  if (comps.length !== t.comparables.length) misses.push(`${t.file}: ${comps.length} comparables (want ${t.comparables.length})`);
  // The review's warning (reviews/reading-check.ts): silent where the comparables were read right, said
  // where some were missed or misread (when the report prints what it needs: a base value).
  if (valuation?.baseValue) {
    const readRight = comps.length === t.comparables.length && t.comparables.every((c) => prices.has(money(c.price)));
    const speaks = comparablesCheck(valuation as Valuation) !== null;
    if (readRight) both('reading check silent where read right', !speaks);
    else both('reading check speaks where missed', speaks);
    if (readRight === speaks)
      misses.push(`${t.file}: the reading check ${speaks ? 'speaks' : 'is silent'} (comparables read ${readRight ? 'right' : 'wrong'})`);
  }
  return own;
}
