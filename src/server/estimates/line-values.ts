/**
 * Values every line of an estimate before it is compared (issue 23, class 10). A shop line may
 * print hours and no dollar figure, and a shop may print its rates nowhere but in its totals
 * ("Body Labor 6.5 hrs  $422.50"): such a line is worth its hours at that estimate's own rate, and
 * the value says it was computed. A line whose printed amount is its own hours at the rate (a labor
 * line priced on the line) is that amount once, never amount plus hours.
 */
import { type EstimateLine, type LaborRates, lineValue, type ParsedEstimate } from '../../shared/estimate-comparison.js';

/** The labor categories an estimate's totals print an amount for, and that amount's field. */
export type RateKey = 'body' | 'paint' | 'mechanical' | 'frame';
export const LABOR_TOTAL: Record<RateKey, 'bodyLabor' | 'paintLabor' | 'mechanicalLabor' | 'frameLabor'> = {
  body: 'bodyLabor',
  paint: 'paintLabor',
  mechanical: 'mechanicalLabor',
  frame: 'frameLabor',
};

/** The category a line's labor hours count in (electrical and diagnostic are mechanical; structural is frame). */
export function rateKeyOf(line: EstimateLine): Exclude<RateKey, 'paint'> {
  const t = line.laborType ?? 'body';
  if (t === 'mechanical' || t === 'electrical' || t === 'diagnostic') return 'mechanical';
  if (t === 'frame' || t === 'structural') return 'frame';
  return 'body';
}

function linesHours(e: ParsedEstimate, key: RateKey): number {
  let tenths = 0;
  for (const l of e.lines) {
    if (key === 'paint') tenths += Math.round((l.paintHours ?? 0) * 10);
    else if (l.laborHours && rateKeyOf(l) === key) tenths += Math.round(l.laborHours * 10);
  }
  return tenths / 10;
}

/** The estimate's rates, each missing one computed from its totals: the category's amount ÷ its hours. */
export function ownRates(e: ParsedEstimate): { rates: LaborRates; computed: RateKey[] } {
  const rates: LaborRates = { ...e.laborRates };
  const computed: RateKey[] = [];
  for (const key of Object.keys(LABOR_TOTAL) as RateKey[]) {
    if (rates[key] != null && rates[key] > 0) continue;
    const amount = e.totals[LABOR_TOTAL[key]];
    const hours = e.laborHours?.[key] ?? linesHours(e, key);
    if (amount == null || amount <= 0 || !hours) continue;
    rates[key] = Math.round((amount / hours) * 100) / 100;
    computed.push(key);
  }
  // Structural hours are paid at the frame rate when no structural rate is printed.
  if (rates.structural == null && rates.frame != null && computed.includes('frame')) rates.structural = rates.frame;
  return { rates, computed };
}

const cents = (n: number | null | undefined) => (n == null ? 0 : Math.round(n * 100));

/** The estimate with its rates completed and every line's value set. */
export function valueLines(e: ParsedEstimate): ParsedEstimate {
  const { rates, computed } = ownRates(e);
  const lines = e.lines.map((l) => {
    const hoursOnly = { ...l, price: null, value: undefined };
    const hoursCents = cents(lineValue(hoursOnly, rates));
    if (hoursCents === 0) return { ...l, value: cents(l.price) / 100, valueComputed: false };
    // A labor line priced on the line: its amount is its hours at the rate, not a part beside them.
    if (l.price != null && !l.partNumber && Math.abs(cents(l.price) - hoursCents) <= 1) return { ...l, value: cents(l.price) / 100, valueComputed: false };
    return { ...l, value: (cents(l.price) + hoursCents) / 100, valueComputed: true };
  });
  return { ...e, laborRates: rates, lines, ...(computed.length ? { computedRates: computed } : {}) };
}
