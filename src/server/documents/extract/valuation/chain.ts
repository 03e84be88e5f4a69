/**
 * A valuation's money chain: a column of label/amount rows whose amounts reconcile (base +
 * adjustments = adjusted or market value; + taxes + fees = value before deductible; − deductible =
 * total or settlement). Rows are found by the chain's vocabulary (field-spec.ts), grouped into runs
 * that sit together on a page, and the run that reads most like a chain is kept. Signs the print
 * leaves out (or OCR lost) are chosen so the chain reconciles; a chain that does not reconcile keeps
 * its lines at a low confidence.
 */
import { VALUATION_CHAIN_SPEC, type ValuationLabelSpec } from '../field-spec';
import { editDistance, type Money } from '../../../../shared/read-values';
import { type ChainRow, reconcile } from './chain-arithmetic';
import { chainReadingOrder } from './chain-columns';
import { withUnnamedSteps } from './chain-unnamed';
import { cellAmount, normLabel, type Row } from './layout';

export type { ChainRow } from './chain-arithmetic';

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

/**
 * Label and amount in one run: the amount at its end as the money reader takes it, with its sign printed
 * any way ("-$250.00", "($250.00)", "250.00-") and with or without "$" (unmarked, it must show its cents).
 */
function inlineAmount(text: string, row: Row): { label: string; amount: Money } | null {
  const m = text.match(/^(.*[A-Za-z)*])\s*[:=]?\s*(\(?\s?[+-]?\s?\$?\s?[+-]?\s?\(?\d[\d,.]*\)?\s?-?)$/);
  const amount = m ? cellAmount(m[2] ?? '', row) : null;
  return m && amount ? { label: `${m[1]}`, amount } : null;
}

/** An amount as a run opens with it, sign and "$" printed any way (the amount the money reader takes). */
const OPENING_AMOUNT = /^(\(?\s?[+-]?\s?\$?\s?[+-]?\s?\(?\d[\d,.]*\)?\s?-?)\s+(?=[A-Za-z])/;

/**
 * A step printed amount first, its label after it, in one run or the next cells ("$21,410.33  Base
 * Value"): the row holds no other amount.
 */
function amountFirst(row: Row): { label: string; amountText: string } | null {
  const [first, ...after] = row.cells;
  if (!first || after.some((c) => cellAmount(c.text, row))) return null;
  if (cellAmount(first.text, row)) return after.length ? { label: after.map((c) => c.text).join(' '), amountText: first.text } : null;
  const m = first.text.match(OPENING_AMOUNT);
  if (!m || !cellAmount(m[1] ?? '', row)) return null;
  return { label: [first.text.slice(m[0].length), ...after.map((c) => c.text)].join(' '), amountText: m[1] ?? '' };
}

/**
 * A row as a chain step: the cells before its first amount are the label, a trailing + / − its sign.
 * `unnamed`: the kind a label the vocabulary does not know is given (chain-edges.ts tries one so).
 */
export function chainRow(row: Row, below: Row[], unnamed: ValuationLabelSpec | null = null): ChainRow | null {
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
  } else if (at <= 0 && amountFirst(row)) {
    // Amount first, its label after it ("$21,410.33  Base Value", "-$500.00 Less Deductible").
    const first = amountFirst(row) as { label: string; amountText: string };
    amountText = first.amountText;
    amount = cellAmount(amountText, row);
    labelText = first.label;
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
  const named = labelKind(labelText, row.ocr);
  if (named && unnamed) return null;
  const words = normLabel(labelText).split(' ').filter(Boolean).length;
  const spec = named ?? (unnamed && words <= MAX_LABEL_WORDS && /[A-Za-z]{2}/.test(labelText) && !/\d/.test(labelText) ? unnamed : null);
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

/** Candidate steps grouped into runs that sit together on one page, each with its steps' places in `rows`. */
function runsOf(rows: Row[]): Array<{ steps: ChainRow[]; first: number; last: number }> {
  const runs: Array<{ steps: ChainRow[]; first: number; last: number }> = [];
  let run: { steps: ChainRow[]; first: number; last: number } | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    const step = chainRow(row, rows.slice(i + 1, i + 3));
    if (!step) continue;
    const last = run?.steps[run.steps.length - 1];
    if (run && last && (last.row.page !== row.page || (row.y - last.row.y > MAX_GAP_PT && row.index - last.row.index - 1 > MAX_LINES_BETWEEN))) {
      runs.push(run);
      run = null;
    }
    run ??= { steps: [], first: i, last: i };
    run.steps.push(step);
    run.last = i;
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * A run as a chain: from its base value on. Figures printed just above the chain (a comparable's
 * "Adjusted Value:") are no steps of it. A run that prints no base but opens on the market value
 * ("Market Value", adjustments, "Adjusted Market Value", …) has that value as its base.
 */
function fromBase(run: ChainRow[]): ChainRow[] | null {
  const at = run.findIndex((s) => s.kind === 'base');
  if (at >= 0) return run.slice(at);
  const first = run[0];
  if (first?.role !== 'market' || run.length < 2) return null;
  first.kind = 'base';
  first.role = null;
  return run;
}

/** `reconciled`: every check held; `held`: how many did (a chain whose end does not add up may still hold up to it). */
export type Chain = { steps: ChainRow[]; reconciled: boolean; held: number };

/** The report's money chain, or null when no run of rows holds a base value and a figure after it. */
export function findChain(rows: Row[]): Chain | null {
  let best: { steps: ChainRow[]; score: number; reconciled: boolean; held: number } | null = null;
  const ordered = chainReadingOrder(rows);
  for (const found of runsOf(ordered)) {
    const run = fromBase(withUnnamedSteps(found, ordered, chainRow));
    if (!run) continue;
    const hasEnd = run.some((s) => s.kind === 'subtotal' || s.kind === 'total');
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
