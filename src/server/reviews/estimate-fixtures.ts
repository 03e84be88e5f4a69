/** Hand-made parsed estimates for the repair review's tests: a line and a totals block with every field null but those given. */
import type { EstimateLine, ParsedEstimate } from '../../shared/estimate-comparison.js';

export const estimateLine = (n: number, over: Partial<EstimateLine>): EstimateLine => ({
  lineNumber: n,
  operation: null,
  description: '',
  partNumber: null,
  partType: null,
  quantity: null,
  price: null,
  laborHours: null,
  laborType: null,
  paintHours: null,
  ...over,
});

export const estimateTotals = (t: Partial<ParsedEstimate['totals']>): ParsedEstimate['totals'] => ({
  parts: null,
  bodyLabor: null,
  paintLabor: null,
  mechanicalLabor: null,
  frameLabor: null,
  paintSupplies: null,
  sublet: null,
  tax: null,
  gross: null,
  deductible: null,
  net: null,
  ...t,
});
