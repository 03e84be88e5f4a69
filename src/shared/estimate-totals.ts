import type { EstimateTotals } from './estimate-comparison.js';

const PARTS_OF_GROSS = ['parts', 'bodyLabor', 'paintLabor', 'mechanicalLabor', 'frameLabor', 'paintSupplies', 'sublet', 'tax'] as const;
const c = (v: number | null | undefined) => (v == null ? 0 : Math.round(v * 100));

/**
 * Completes a totals block in integer cents: gross from its parts when not printed, net from
 * gross and deductible, and `other` as what the named categories leave of the gross (towing,
 * storage, body supplies, hazardous waste…), so every estimate's categories add up to its gross.
 * Pure arithmetic on the contract's totals, shared by every estimate reader (printed and BMS).
 */
export function finishTotals(t: EstimateTotals): EstimateTotals {
  const named = PARTS_OF_GROSS.reduce((sum, k) => sum + c(t[k]), 0);
  let grossC = t.gross == null ? null : c(t.gross);
  if (grossC == null && t.net != null) grossC = c(t.net) + c(t.deductible);
  if (grossC == null) grossC = named + c(t.other);
  const otherC = grossC - named;
  const netC = t.net == null ? grossC - c(t.deductible) : c(t.net);
  return { ...t, other: otherC / 100, gross: grossC / 100, net: netC / 100 };
}
