/**
 * Rows of a totals block settled by the others once all are read (parse-totals.ts): a "Total Labor" row,
 * and what the customer pays.
 */
import type { Slot, TotalRead } from './parse-totals.js';

/**
 * A "Total Labor" row where no body labor is printed: the body labor itself (beside "Total Paint
 * Labor") or every kind of labor added up, told apart by the chain: the categories must add up to the
 * subtotal (or the gross less the tax). Where nothing decides, it is left out, as before.
 */
export function settleLaborTotal(printed: Partial<Record<Slot, TotalRead>>, laborTotal: TotalRead | null) {
  if (!laborTotal || printed.body) return;
  const c = (k: Slot) => printed[k]?.cents ?? 0;
  const target = printed.subtotal?.cents ?? (printed.gross ? printed.gross.cents - c('tax') : null);
  if (target == null) return;
  const otherLabor = c('paint') + c('mechanical') + c('frame');
  const rest = c('parts') + c('paintSupplies') + c('sublet') + c('otherCharge') + otherLabor;
  if (rest + laborTotal.cents === target) printed.body = laborTotal;
  else if (rest + laborTotal.cents - otherLabor === target && laborTotal.cents > otherLabor)
    printed.body = { cents: laborTotal.cents - otherLabor, repaired: laborTotal.repaired };
}

/**
 * What the customer pays is the net only when the estimate prints no insurer's payment and it is not
 * the deductible itself (a CCC print's "CUSTOMER PAY" beside "INSURANCE PAY" is the deductible).
 */
export function settleCustomerPay(printed: Partial<Record<Slot, TotalRead>>) {
  const pay = printed.customerPay;
  if (!pay) return;
  delete printed.customerPay;
  if (printed.net) return;
  const ded = printed.deductible;
  const isDeductible = ded ? ded.cents === pay.cents && printed.gross?.cents !== pay.cents : false;
  if (!isDeductible) printed.net = pay;
}
