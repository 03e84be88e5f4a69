/**
 * A valuation's money chain: a column of label/amount rows whose amounts reconcile (base +
 * adjustments = adjusted or market value; + taxes + fees = value before deductible; − deductible =
 * total or settlement). Rows are found by the chain's vocabulary (field-spec.ts), grouped into runs
 * that sit together on a page, and the run that reads most like a chain is kept. Signs the print
 * leaves out (or OCR lost) are chosen so the chain reconciles; a chain that does not reconcile keeps
 * its lines at a low confidence.
 */
import type { ValuationChainLine } from '../../../../shared/contracts/valuation';
import { VALUATION_CHAIN_SPEC, type ValuationLabelSpec } from '../field-spec';
import { editDistance, type Money } from '../../../../shared/read-values';
import { cellAmount, normLabel, type Row } from './layout';

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

const BASE = VALUATION_CHAIN_SPEC.find((s) => s.kind === 'base') as ValuationLabelSpec;
const PHRASES = VALUATION_CHAIN_SPEC.flatMap((spec) => spec.labels.map((label) => ({ label, spec }))).sort((a, b) => b.label.length - a.label.length);
/** Longer than this, a label is prose that happens to hold a chain word. */
const MAX_LABEL_WORDS = 7;
/**
 * Rows of one chain sit close: no further apart than this, or with no more than this many lines
 * between them (text without positions has no distances to go by). Notes beside or under a step
 * ("Tax reflects applicable state, county and municipal taxes.") may sit between.
 */
const MAX_LINES_BETWEEN = 3;
const MAX_GAP_PT = 75;
const CENT = 0.011;

/** `ocr`: the label is OCR's, which may misread a letter or two ("Market Valve", "maretvaue"). */
export function labelKind(label: string, ocr = false): ValuationLabelSpec | null {
  const norm = normLabel(label);
  const words = norm.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_LABEL_WORDS) return null;
  // A plural "… Adjustments" is a heading or a comparable's own sum, never a step of the chain.
  if (/\badjustments$/.test(norm)) return null;
  const padded = ` ${norm} `;
  const spec = PHRASES.find((p) => padded.includes(` ${p.label} `))?.spec;
  if (spec) return spec;
  // "<Service> Valuation", "Market Valuation": a valuation named by who or what computed it is the report's base figure.
  if (words.length <= 3 && words[words.length - 1] === 'valuation') return BASE;
  return ocr ? misreadLabel(words.join('')) : null;
}

/** A label this short must be read exactly: one letter off, "fees" is "feet", "total" "tonal". */
const MIN_MISREAD_LETTERS = 8;

/**
 * The chain label an OCR'd label stands for, letters compared without spaces (OCR drops and adds them):
 * at most one letter off in eight, two in ten or more, and no other label as near.
 */
function misreadLabel(letters: string): ValuationLabelSpec | null {
  let best: ValuationLabelSpec | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const { label, spec } of PHRASES) {
    const target = label.replace(/ /g, '');
    if (target.length < MIN_MISREAD_LETTERS) continue;
    const max = target.length >= 10 ? 2 : 1;
    const d = editDistance(letters, target, max);
    if (d > max) continue;
    if (d < bestDistance) {
      best = spec;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && spec !== best) tie = true;
  }
  return tie ? null : best;
}

function inlineAmount(text: string, row: Row): { label: string; amount: Money } | null {
  const m = text.match(/^(.*[A-Za-z)*])\s*[:=]?\s*([+-]?\s?\$\s?[+-]?\s?\(?\d[\d,.]*\)?)$/);
  const amount = m ? cellAmount(m[2] ?? '', row) : null;
  return m && amount ? { label: `${m[1]}`, amount } : null;
}

/** A row as a chain step: the cells before its first amount are the label, a trailing + / − its sign. */
function chainRow(row: Row, below: Row[]): ChainRow | null {
  const at = row.cells.findIndex((c) => cellAmount(c.text, row));
  let amount: Money | null;
  let labelText: string;
  let amountText: string;
  if (at > 0) {
    amountText = row.cells[at]?.text ?? '';
    amount = cellAmount(amountText, row);
    labelText = row.cells
      .slice(0, at)
      .map((c) => c.text)
      .join(' ');
  } else if (at < 0 && inlineAmount(row.cells[row.cells.length - 1]?.text ?? '', row)) {
    // Label and amount in one run ("Sales Tax: $ 1,106.00", "Total:$18,972.41").
    const inline = inlineAmount(row.cells[row.cells.length - 1]?.text ?? '', row) as { label: string; amount: Money };
    amount = inline.amount;
    amountText = (row.cells[row.cells.length - 1]?.text ?? '').slice(inline.label.length);
    labelText = [...row.cells.slice(0, -1).map((c) => c.text), inline.label].join(' ');
  } else if (at < 0 && row.cells.length === 1 && /:\s*\$?$/.test(row.cells[0]?.text ?? '')) {
    // A label over its value ("Fair Market Value of your auto:" (a note in brackets) "$17,541.25");
    // "Total:$" left blank has none.
    const value = below.find(
      (r, i) => r.page === row.page && r.cells.length === 1 && (i === 0 || /^\(/.test(below[0]?.text ?? '')) && cellAmount(r.cells[0]?.text ?? '', r),
    );
    if (!value) return null;
    amountText = value.cells[0]?.text ?? '';
    amount = cellAmount(amountText, value);
    labelText = row.cells[0]?.text ?? '';
  } else if (at < 0 && row.ocr && damagedAt(row) > 0) {
    // OCR read the amount as a figure that is no amount ("s18.13470", "317.2363"): its digits are kept
    // for the chain's arithmetic to confirm (reconcile).
    const k = damagedAt(row);
    amountText = opening(row.cells[k] as Row['cells'][number]);
    amount = { cents: Number.NaN, signed: false, repaired: true };
    labelText = row.cells
      .slice(0, k)
      .map((c) => c.text)
      .join(' ');
  } else return null;
  if (!amount) return null;
  const spec = labelKind(labelText, row.ocr);
  if (!spec) return null;
  const op = labelText.trim().match(/([+\-=])\s*\*?$/)?.[1];
  let value = amount.cents / 100;
  let signed = amount.signed;
  if (!signed && op === '-') {
    value = -Math.abs(value);
    signed = true;
  } else if (!signed && op === '+') signed = true;
  if (spec.kind === 'deductible') {
    value = -Math.abs(value);
    signed = true;
  }
  const label = labelText.replace(/[\s:=+\-*]+$/, '').trim();
  return {
    label,
    kind: spec.kind,
    amount: value,
    page: row.page,
    confidence: 0,
    role: spec.role ?? null,
    signed,
    deduction: spec.deduction ?? false,
    row,
    reconciled: false,
    ...(row.ocr ? { printed: printedDigits(amountText) } : {}),
    ...(Number.isNaN(value) ? { damaged: true } : {}),
  };
}

/** A cell OCR read as a figure that is no amount: "$", "s" or "S" before digits and separators, four digits or more. */
const DAMAGED_FIGURE = /^[$sS§]?\s?\d[\d.,\s]*\d$/;
/** The figure a cell opens with: OCR may glue a title printed close beside it ("s18.13470 Settlement Value:"). */
const opening = (c: Row['cells'][number]): string => c.parts?.[0]?.text ?? c.text;
const damagedAt = (row: Row): number => row.cells.findIndex((c, i) => i > 0 && DAMAGED_FIGURE.test(opening(c)) && opening(c).replace(/\D/g, '').length >= 4);

/** The digits OCR printed for an amount, and whether it printed cents. */
function printedDigits(text: string): { digits: string; cents: boolean } {
  const figure = text.match(/\d[\d.,\s]*\d|\d/)?.[0] ?? '';
  return { digits: figure.replace(/\D/g, ''), cents: /[.,]\s?\d{2}$/.test(figure) };
}

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

/** Candidate steps grouped into runs that sit together on one page. */
function runsOf(rows: Row[]): ChainRow[][] {
  const runs: ChainRow[][] = [];
  let run: ChainRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    const step = chainRow(row, rows.slice(i + 1, i + 3));
    if (!step) continue;
    const last = run[run.length - 1];
    if (last && (last.row.page !== row.page || (row.y - last.row.y > MAX_GAP_PT && row.index - last.row.index - 1 > MAX_LINES_BETWEEN))) {
      runs.push(run);
      run = [];
    }
    run.push(step);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * Walks the chain: base lines set the running value, adjustments, taxes, fees and the deductible add
 * to it, a subtotal or total is checked against it. Unsigned steps may be deductions: for each
 * stretch between two checks, the signs that make it reconcile are chosen (fewest changes first).
 * On OCR rows the arithmetic also mends what OCR damaged (balance, settleDamagedCheck); a damaged
 * figure it cannot confirm stays without an amount and is left out of the chain (findChain).
 * Returns how many checks held and how many there were.
 */
function reconcile(run: ChainRow[]): { held: number; checks: number } {
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

/** `reconciled`: every check held; `held`: how many did (a chain whose end does not add up may still hold up to it). */
export type Chain = { steps: ChainRow[]; reconciled: boolean; held: number };

/** The report's money chain, or null when no run of rows holds a base value and a figure after it. */
export function findChain(rows: Row[]): Chain | null {
  let best: { steps: ChainRow[]; score: number; reconciled: boolean; held: number } | null = null;
  for (const run of runsOf(rows)) {
    const hasBase = run.some((s) => s.kind === 'base');
    const hasEnd = run.some((s) => s.kind === 'subtotal' || s.kind === 'total');
    if (!hasBase) continue;
    const { held, checks } = reconcile(run);
    const reconciled = checks > 0 && held === checks;
    const score = run.length + 3 * held - 2 * (checks - held) + (hasEnd ? 2 : 0);
    if (!best || score > best.score) best = { steps: run, score, reconciled, held };
  }
  if (!best) return null;
  // A figure OCR damaged that the arithmetic did not confirm has no amount to give.
  const steps = best.steps.filter((s) => !Number.isNaN(s.amount));
  for (const step of steps) {
    const layer = step.row.ocr ? 0.85 : 0.95;
    // An amount the arithmetic mended is trusted a little less than one read as printed.
    step.confidence = step.reconciled ? (step.repaired ? layer - 0.1 : layer) : 0.4;
  }
  return { steps, reconciled: best.reconciled, held: best.held };
}
