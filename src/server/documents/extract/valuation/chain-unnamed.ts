/**
 * Steps of a money chain printed under labels the vocabulary does not know ("Vehicle Value", "Final
 * Offer", "Total Adjustments"), placed by the chain's arithmetic alone: the line just above a run that
 * prints no base value is its base where every check of the run then holds; a line between two steps is
 * an adjustment where the check after it fails without it and holds with it; the line just below a run
 * that stops before its total (after the deductible, a tax, a fee) is its total where it is the value
 * the run adds up to.
 */
import { VALUATION_CHAIN_SPEC, type ValuationLabelSpec } from '../field-spec';
import { type ChainRow, reconcile } from './chain-arithmetic';
import type { Row } from './layout';

const BASE = VALUATION_CHAIN_SPEC.find((s) => s.kind === 'base') as ValuationLabelSpec;
const TOTAL = VALUATION_CHAIN_SPEC.find((s) => s.kind === 'total') as ValuationLabelSpec;
const ADJUSTMENT = VALUATION_CHAIN_SPEC.find((s) => s.kind === 'adjustment' && !s.deduction) as ValuationLabelSpec;
/** The unnamed line is the chain's next line: no further than this from the step beside it. */
const NEXT_LINE_PT = 30;

type Run = { steps: ChainRow[]; first: number; last: number };
type StepOf = (row: Row, below: Row[], unnamed: ValuationLabelSpec) => ChainRow | null;

/** The run's checks, counted on copies (reconcile sets signs and marks). */
const checked = (steps: ChainRow[]) => reconcile(steps.map((s) => ({ ...s })));
const allHold = ({ held, checks }: { held: number; checks: number }) => checks > 0 && held === checks;

/** The run's steps with an unnamed adjustment put in before each check that holds only with it. */
function withUnnamedMiddles(run: Run, rows: Row[], stepOf: StepOf): ChainRow[] {
  let steps = run.steps;
  for (let k = 1; k < steps.length; k++) {
    const check = steps[k] as ChainRow;
    if (check.kind !== 'subtotal' && check.kind !== 'total') continue;
    const from = rows.indexOf((steps[k - 1] as ChainRow).row);
    const to = rows.indexOf(check.row);
    const before = checked(steps);
    for (let i = from + 1; i < to; i++) {
      const step = stepOf(rows[i] as Row, rows.slice(i + 1, i + 3), ADJUSTMENT);
      if (!step) continue;
      const trial = [...steps.slice(0, k), step, ...steps.slice(k)];
      const after = checked(trial);
      if (after.checks === before.checks && after.held === before.held + 1) {
        steps = trial;
        break;
      }
    }
  }
  return steps;
}

/** The run's steps with the unnamed base above it, adjustments within it and total below it, where the arithmetic places them. */
export function withUnnamedSteps(run: Run, rows: Row[], stepOf: StepOf): ChainRow[] {
  let steps = withUnnamedMiddles(run, rows, stepOf);
  const first = steps[0];
  const near = (row: Row | undefined, step: ChainRow | undefined): row is Row =>
    row !== undefined && step !== undefined && row.page === step.row.page && Math.abs(row.y - step.row.y) <= NEXT_LINE_PT;
  const above = rows[run.first - 1];
  if (!steps.some((s) => s.kind === 'base') && first?.role !== 'market' && near(above, first)) {
    const base = stepOf(above, rows.slice(run.first, run.first + 2), BASE);
    if (base && allHold(checked([base, ...steps]))) steps = [base, ...steps];
  }
  const last = steps[steps.length - 1];
  const below = rows[run.last + 1];
  if (last && !['base', 'subtotal', 'total'].includes(last.kind) && steps.some((s) => s.kind === 'base') && near(below, last)) {
    const total = stepOf(below, rows.slice(run.last + 2, run.last + 4), TOTAL);
    const before = checked(steps);
    const after = total ? checked([...steps, total]) : before;
    if (total && after.checks === before.checks + 1 && after.held === after.checks) steps = [...steps, total];
  }
  return steps;
}
