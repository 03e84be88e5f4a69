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
import type { Money } from '../../../../shared/read-values';
import { cellAmount, normLabel, type Row } from './layout';

export type ChainRow = ValuationChainLine & { role: ValuationLabelSpec['role'] | null; signed: boolean; deduction: boolean; row: Row; reconciled: boolean };

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

export function labelKind(label: string): ValuationLabelSpec | null {
  const norm = normLabel(label);
  const words = norm.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_LABEL_WORDS) return null;
  // A plural "… Adjustments" is a heading or a comparable's own sum, never a step of the chain.
  if (/\badjustments$/.test(norm)) return null;
  const padded = ` ${norm} `;
  const spec = PHRASES.find((p) => padded.includes(` ${p.label} `))?.spec;
  if (spec) return spec;
  // "<Service> Valuation", "Market Valuation": a valuation named by who or what computed it is the report's base figure.
  return words.length <= 3 && words[words.length - 1] === 'valuation' ? BASE : null;
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
  if (at > 0) {
    amount = cellAmount(row.cells[at]?.text ?? '', row);
    labelText = row.cells
      .slice(0, at)
      .map((c) => c.text)
      .join(' ');
  } else if (at < 0 && inlineAmount(row.cells[row.cells.length - 1]?.text ?? '', row)) {
    // Label and amount in one run ("Sales Tax: $ 1,106.00", "Total:$18,972.41").
    const inline = inlineAmount(row.cells[row.cells.length - 1]?.text ?? '', row) as { label: string; amount: Money };
    amount = inline.amount;
    labelText = [...row.cells.slice(0, -1).map((c) => c.text), inline.label].join(' ');
  } else if (at < 0 && row.cells.length === 1 && /:\s*\$?$/.test(row.cells[0]?.text ?? '')) {
    // A label over its value ("Fair Market Value of your auto:" (a note in brackets) "$17,541.25");
    // "Total:$" left blank has none.
    const value = below.find(
      (r, i) => r.page === row.page && r.cells.length === 1 && (i === 0 || /^\(/.test(below[0]?.text ?? '')) && cellAmount(r.cells[0]?.text ?? '', r),
    );
    if (!value) return null;
    amount = cellAmount(value.cells[0]?.text ?? '', value);
    labelText = row.cells[0]?.text ?? '';
  } else return null;
  if (!amount) return null;
  const spec = labelKind(labelText);
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
  };
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
        running = step.amount;
        step.reconciled = true;
        pending = [];
        continue;
      }
    }
    if (step.kind === 'subtotal' || step.kind === 'total' || (step.kind === 'base' && running !== null)) {
      if (running === null) {
        running = step.amount;
        step.reconciled = true;
        continue;
      }
      checks++;
      const ok = chooseSigns(pending, step.amount - running);
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
  for (const step of best.steps) {
    const layer = step.row.ocr ? 0.85 : 0.95;
    step.confidence = step.reconciled ? layer : 0.4;
  }
  return { steps: best.steps, reconciled: best.reconciled, held: best.held };
}
