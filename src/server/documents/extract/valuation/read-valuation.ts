/**
 * A total-loss valuation report read as structure (contract: shared/contracts/valuation.ts): its
 * money chain, its comparables and its loss vehicle, each from the document's positioned rows. A
 * document is a valuation when it holds a chain from a base value on, or comparables priced against it.
 */
import type { SourcedNumber, Valuation, ValuationChainLine } from '../../../../shared/contracts/valuation';
import type { DocumentText } from '../../text/types';
import { type ChainRow, findChain } from './chain';
import type { FoundComparable } from './comparable-cells';
import { addComparable } from './comparable-twins';
import { findBlockComparables } from './comparables';
import { rowsOf } from './layout';
import { readLossVehicle } from './loss-vehicle';
import { findNumberedComparables } from './numbered-rows';
import { findListedComparables } from './listed-comparables';
import { findGridComparables } from './options-grid';
import { findRecordComparables } from './records';

const figure = (step: ChainRow | undefined): SourcedNumber | null =>
  step ? { value: Math.round(Math.abs(step.amount) * 100) / 100, page: step.page, confidence: step.confidence } : null;

export function readValuation(doc: DocumentText): Valuation | null {
  const rows = rowsOf(doc);
  const chain = findChain(rows);
  const steps = chain?.steps ?? [];
  // The loss vehicle's VIN and odometer first (from rows no comparable can hold yet: comparables need
  // them to tell their own figures from the loss vehicle's), then the comparables, then the rest.
  const first = readLossVehicle(rows, new Set());
  // Grids and numbered tables first, by geometry; the block reader reads the rest (block pages, detail blocks).
  const grids = findGridComparables(rows);
  const numbered = findNumberedComparables(rows);
  const taken = new Set([...grids.rows, ...numbered.rows]);
  const blocks = findBlockComparables(rows, first.vin?.value ?? null, first.mileage?.value ?? null, taken);
  const records = findRecordComparables(rows);
  const listed = findListedComparables(rows, new Set([...taken, ...blocks.flatMap((c) => c.rows)]), first.mileage?.value ?? null);
  const comparables: FoundComparable[] = [];
  // A comparable printed twice (a grid's column or a table's row, and its block) is one comparable.
  // On OCR rows, one of the two readings may have a figure misread (comparable-twins.ts).
  const ocr = (c: FoundComparable) => c.rows.some((i) => rows[i]?.ocr);
  for (const c of [...grids.comparables, ...numbered.comparables, ...blocks, ...listed]) addComparable(comparables, c, ocr);
  comparables.push(...records);
  // A valuation: a chain that adds up from a base value (at least to one of its checks), or comparables
  // priced against the vehicle.
  if (!((chain?.held ?? 0) > 0 || comparables.length >= 2 || (steps.length >= 2 && comparables.length >= 1))) return null;
  const skip = new Set(comparables.flatMap((c) => c.rows));
  const lossVehicle = readLossVehicle(
    rows,
    skip,
    comparables.map((c) => c.vin).filter((v): v is string => Boolean(v)),
  );

  const base = steps.find((s) => s.kind === 'base' && /\bbase\b/i.test(s.label)) ?? steps.find((s) => s.kind === 'base');
  const deductible = steps.find((s) => s.kind === 'deductible');
  const totals = steps.filter((s) => s.kind === 'total');
  const settlementStep = totals[totals.length - 1] ?? [...steps].reverse().find((s) => s.kind === 'subtotal' || s.kind === 'base');
  // Without a label that names it, the figure before the deductible is the check printed just above it ("Subtotal",
  // "Total"), where the deductible reconciles (taken from it, it gives the settlement).
  const above = deductible?.reconciled ? steps[steps.indexOf(deductible) - 1] : undefined;
  const gross =
    steps.find((s) => s.role === 'gross') ??
    (above?.kind === 'subtotal' || above?.kind === 'total' ? above : undefined) ??
    steps.find((s) => s.role === 'market') ??
    (deductible ? undefined : settlementStep?.kind === 'total' ? settlementStep : undefined);
  const chainLines: ValuationChainLine[] = steps.map((s) => ({
    label: s.label,
    kind: s.kind,
    amount: Math.round(s.amount * 100) / 100,
    page: s.page,
    confidence: s.confidence,
  }));
  return {
    lossVehicle,
    comparables: comparables.map(({ rows: _rows, ...c }) => c),
    chain: chainLines,
    baseValue: figure(base),
    valueBeforeDeductible: figure(gross),
    deductible: figure(deductible),
    settlement: figure(settlementStep),
  };
}
