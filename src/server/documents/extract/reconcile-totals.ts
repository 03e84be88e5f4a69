/**
 * Every total checked against the others: gross − deductible = net. A net that only repeats the
 * deductible (what the customer pays) gives way to the amount that does reconcile; a missing net is
 * the printed amount equal to gross − deductible; totals that contradict each other lose confidence.
 */
import type { FieldName } from './field-spec';
import { readMoney } from '../../../shared/read-values';

type Value = { value: string; confidence: number; page: number };
/** A candidate amount; `cents` as the decide stage read it (else read from its text). */
type Amount = Value & { field: FieldName; cents?: number };

const AMOUNT_FIELDS = new Set<FieldName>(['grossTotal', 'netTotal', 'estimateAmount']);
const cents = (v: { value: string; cents?: number }) => v.cents ?? readMoney(v.value)?.cents ?? Number.NaN;

export function reconcileTotals(fields: Partial<Record<FieldName, Value>>, amounts: Amount[]): void {
  const gross = fields.grossTotal;
  const ded = fields.deductible;
  let net = fields.netTotal;
  if (!gross) return;
  const g = cents(gross);
  const d = ded ? cents(ded) : 0;
  // A net equal to the deductible beside a larger gross is what the customer pays, not the net.
  if (net && ded && cents(net) === d && g - d !== d) {
    delete fields.netTotal;
    net = undefined;
  }
  if (!net && ded && d > 0 && g > d) {
    const printed = amounts.filter((a) => AMOUNT_FIELDS.has(a.field) && cents(a) === g - d).sort((a, b) => b.confidence - a.confidence)[0];
    if (printed)
      fields.netTotal = { value: printed.value, confidence: Math.round(Math.min(gross.confidence, printed.confidence) * 95) / 100, page: printed.page };
    return;
  }
  if (!net) return;
  const reconciles = cents(net) === g - d;
  if (reconciles) return;
  // Neither figure can be trusted as printed when they contradict each other.
  const lower = (v: Value) => {
    v.confidence = Math.round(v.confidence * 80) / 100;
  };
  lower(gross);
  lower(net);
}
