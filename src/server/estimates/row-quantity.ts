/**
 * A quantity printed with its unit price in a row's text ("2 @ 45.00 = 90.00", "3 x 12.00", "3 days @ 45.00"),
 * where no column holds them: the row's quantity and unit price, whose words are no part of its description
 * or part number. Taken only where the row's arithmetic checks it: an amount printed after it is quantity ×
 * unit price. A labor line's "2 @ 52.00" is its hours at a rate (row-line.ts), not a quantity.
 */
import { readMoney } from '../../shared/read-values.js';
import { LABOR_LINE } from './line-vocabulary.js';
import type { TextItem } from '../documents/text/types.js';

/** The word between a quantity and its unit price ("@", "x"), and units a quantity may carry ("2 EA @"). */
const AT = /^(@|x|×)$/i;
const UNIT = /^(ea|each|pc|pcs|days?|units?)$/i;

export interface QuantityAtPrice {
  qty: number;
  unit: number;
  /** Indexes of the words it is printed with (the extended amount after it stays the row's price). */
  used: Set<number>;
}

const clean = (s: string) => s.trim().replace(/^\(|\)$/g, '');

export function quantityAtPrice(words: TextItem[]): QuantityAtPrice | null {
  const s = words.map((w) => clean(w.str));
  if (LABOR_LINE.test(s.join(' '))) return null;
  for (let i = 0; i < s.length; i++) {
    if (!/^\d{1,3}$/.test(s[i] as string)) continue;
    let j = i + 1;
    if (UNIT.test(s[j] ?? '')) j++;
    if (!AT.test(s[j] ?? '')) continue;
    const unit = readMoney(s[j + 1] ?? '', { requireCents: true });
    if (!unit || unit.cents <= 0) continue;
    j += 2;
    if (s[j] === '=') j++;
    const qty = Number(s[i]);
    const extended = s
      .slice(j)
      .map((w) => readMoney(w, { requireCents: true }))
      .find((m) => m !== null);
    if (!extended || extended.cents !== Math.round(qty * unit.cents)) continue;
    return { qty, unit: unit.cents / 100, used: new Set(Array.from({ length: j - i }, (_, k) => i + k)) };
  }
  return null;
}
