/**
 * The arithmetic of a valuation's money chain (chain.ts finds its rows): the running value walked
 * from base to settlement, the signs the print leaves out chosen so each stretch reconciles, and on
 * OCR rows the figures OCR damaged or read without their decimal point mended where the arithmetic
 * alone gives a value their printed digits agree with.
 */
import type { ValuationChainLine } from '../../../../shared/contracts/valuation';
import { editDistance } from '../../../../shared/read-values';
import type { ValuationLabelSpec } from '../field-spec';
import type { Row } from './layout';

/**
 * `printed`: the digits OCR read for the amount (OCR rows only), to check a repair against; `damaged`: OCR
 * read a figure there that is no amount ("s18.13470"): its value is only known once the chain's arithmetic
 * gives one its digits agree with; `repaired`: the amount was so taken, or its lost decimal point put back.
 */
export type ChainRow = ValuationChainLine & {
  role: ValuationLabelSpec['role'] | null;
  signed: boolean;
  deduction: boolean;
  row: Row;
  reconciled: boolean;
  printed?: { digits: string; cents: boolean };
  damaged?: boolean;
  repaired?: boolean;
};

const CENT = 0.011;

/**
 * The amount `value` may be what OCR printed as `digits`: its digits with cents, at most one off for a
 * short figure and two for seven digits or more ("317.2363" for $17,236.38: the "$" read as a 3, the last
 * 8 lost). Only ever asked of a value the chain's own arithmetic gave.
 */
export function digitsAgree(value: number, digits: string): boolean {
  const own = Math.abs(Math.round(value * 100)).toString();
  const max = own.length >= 7 ? 2 : 1;
  return own.length >= 3 && editDistance(own, digits, max) <= max;
}

/**
 * Walks the chain: base lines set the running value, adjustments, taxes, fees and the deductible add
 * to it, a subtotal or total is checked against it. Unsigned steps may be deductions: for each
 * stretch between two checks, the signs that make it reconcile are chosen (fewest changes first).
 * On OCR rows the arithmetic also mends what OCR damaged (balance, settleDamagedCheck); a damaged
 * figure it cannot confirm stays without an amount and is left out of the chain (findChain).
 * Returns how many checks held and how many there were.
 */
export function reconcile(run: ChainRow[]): { held: number; checks: number } {
  let running: number | null = null;
  let pending: ChainRow[] = [];
  let held = 0;
  let checks = 0;
  for (const step of run) {
    if (step.kind === 'base') {
      if (pending.length === 0 || running === null) {
        if (step.damaged) continue;
        running = step.amount;
        step.reconciled = true;
        pending = [];
        continue;
      }
    }
    if (step.kind === 'subtotal' || step.kind === 'total' || (step.kind === 'base' && running !== null)) {
      if (running === null) {
        if (step.damaged) continue;
        running = step.amount;
        step.reconciled = true;
        continue;
      }
      // A figure OCR damaged is a check only once the arithmetic gives a value its digits agree with.
      if (step.damaged && !settleDamagedCheck(pending, step, running)) continue;
      checks++;
      const ok = step.reconciled || balance(pending, step.amount - running);
      if (ok) {
        held++;
        for (const p of [...pending, step]) p.reconciled = true;
      }
      running = step.amount;
      pending = [];
      continue;
    }
    if (running === null) running = 0;
    pending.push(step);
  }
  return { held, checks };
}

/** A lost decimal point is put back in at most this many of a stretch's amounts at once. */
const MAX_POINT_REPAIRS = 2;

/**
 * Signs (chooseSigns) and, on OCR rows, repairs that make `steps` sum to `target`: the one amount OCR
 * damaged in the stretch is the difference when its printed digits agree with it; an amount OCR read
 * without its decimal point ("$3550" for $ 35.50: the point lost, the cents read as dollars) is divided
 * by a hundred where that alone makes the stretch reconcile (fewest repairs first).
 */
function balance(steps: ChainRow[], target: number): boolean {
  const damaged = steps.filter((s) => s.damaged);
  if (damaged.length > 1) return false;
  const hole = damaged[0];
  if (hole) {
    const rest = steps.filter((s) => s !== hole);
    const sum = rest.reduce((a, s) => a + (s.signed ? s.amount : (s.deduction ? -1 : 1) * Math.abs(s.amount)), 0);
    const value = Math.round((target - sum) * 100) / 100;
    if (!hole.printed || !digitsAgree(value, hole.printed.digits)) return false;
    hole.amount = value;
    hole.damaged = false;
    hole.repaired = true;
    return chooseSigns(rest, target - value);
  }
  if (chooseSigns(steps, target)) return true;
  const pointless = steps.filter((s) => s.printed && !s.printed.cents && s.printed.digits.length >= 3 && Number.isInteger(s.amount) && s.amount !== 0);
  const subsets = Array.from({ length: (1 << Math.min(pointless.length, 4)) - 1 }, (_, i) => i + 1)
    .map((mask) => pointless.filter((_, k) => mask & (1 << k)))
    .filter((set) => set.length <= MAX_POINT_REPAIRS)
    .sort((a, b) => a.length - b.length);
  for (const set of subsets) {
    const before = steps.map((s) => s.amount);
    for (const s of set) s.amount /= 100;
    if (chooseSigns(steps, target)) {
      for (const s of set) s.repaired = true;
      return true;
    }
    steps.forEach((s, i) => {
      s.amount = before[i] as number;
    });
  }
  return false;
}

/**
 * A check (subtotal or total) whose figure OCR damaged takes the value the stretch before it adds up to,
 * with the signs as printed, when its printed digits agree with that value; false (and no amount) when not.
 */
function settleDamagedCheck(pending: ChainRow[], step: ChainRow, running: number): boolean {
  if (!step.printed || pending.some((s) => s.damaged)) return false;
  const value = Math.round((running + pending.reduce((a, s) => a + (s.signed ? s.amount : (s.deduction ? -1 : 1) * Math.abs(s.amount)), 0)) * 100) / 100;
  if (!digitsAgree(value, step.printed.digits)) return false;
  step.amount = value;
  step.damaged = false;
  step.repaired = true;
  for (const s of pending) if (!s.signed) s.amount = (s.deduction ? -1 : 1) * Math.abs(s.amount);
  step.reconciled = true;
  return true;
}

/** Signs for the unsigned steps so that they sum to `target`; leaves the defaults when none do. */
function chooseSigns(steps: ChainRow[], target: number): boolean {
  const free = steps.filter((s) => !s.signed && s.amount !== 0);
  const fixed = steps.filter((s) => s.signed || s.amount === 0).reduce((a, s) => a + s.amount, 0);
  const defaults = free.map((s) => (s.deduction ? -1 : 1));
  if (free.length > 10) return Math.abs(fixed + free.reduce((a, s, i) => a + (defaults[i] as number) * Math.abs(s.amount), 0) - target) < CENT;
  let best: number[] | null = null;
  let bestFlips = Infinity;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const signs = defaults.map((d, i) => (mask & (1 << i) ? -d : d));
    const sum = fixed + free.reduce((a, s, i) => a + (signs[i] as number) * Math.abs(s.amount), 0);
    const flips = signs.filter((s, i) => s !== defaults[i]).length;
    if (Math.abs(sum - target) < CENT && flips < bestFlips) {
      best = signs;
      bestFlips = flips;
    }
  }
  const signs = best ?? defaults;
  free.forEach((s, i) => {
    s.amount = (signs[i] as number) * Math.abs(s.amount);
  });
  return best !== null;
}
