/**
 * Estimate comparison: the answer of POST /api/estimate-comparison and of
 * GET /api/claims/{ref}/estimate-comparison (issue 8), plus pure helpers every side uses
 * (table rows, line values, biggest causes). Money is in dollars as numbers with at most two
 * decimals; the server computes with integer cents so the category split adds up to the cent.
 */
import { z } from 'zod';

export const LINE_OPERATIONS = [
  'Repl', // replace
  'R&I', // remove and install
  'R&R', // remove and replace
  'Rpr', // repair
  'Blnd', // blend
  'Refn', // refinish
  'Subl', // sublet
  'Add', // additional operation / added cost
  'O/H', // overhaul
  'Algn', // align
  'Chk', // check
  'Other',
] as const;
export type LineOperation = (typeof LINE_OPERATIONS)[number];

export const PART_TYPES = ['OEM', 'aftermarket', 'used', 'reconditioned'] as const;
export type PartType = (typeof PART_TYPES)[number];

/** Labor categories printed on estimates; paint (refinish) hours are carried in paintHours. */
export const LABOR_TYPES = ['body', 'mechanical', 'frame', 'structural', 'electrical', 'glass', 'diagnostic', 'paint', 'other'] as const;
export type LaborType = (typeof LABOR_TYPES)[number];

export const ESTIMATE_LAYOUTS = ['ccc', 'mitchell', 'audatex', 'shop', 'appraiser', 'bms', 'generic'] as const;
export type EstimateLayout = (typeof ESTIMATE_LAYOUTS)[number];

const money = z.number().finite();
const nullableNumber = z.number().finite().nullable();

export const EstimateLineSchema = z.object({
  /** The line number printed on the estimate (or its position when none is printed); unique per estimate. */
  lineNumber: z.number().int(),
  operation: z.enum(LINE_OPERATIONS).nullable(),
  description: z.string(),
  partNumber: z.string().nullable(),
  partType: z.enum(PART_TYPES).nullable(),
  quantity: nullableNumber,
  /** Extended part (or sublet/additional-cost) price in dollars. */
  price: nullableNumber,
  laborHours: nullableNumber,
  laborType: z.enum(LABOR_TYPES).nullable(),
  paintHours: nullableNumber,
  /** Page the line starts on (1-based), when read from a paged document. */
  page: z.number().int().nullable().optional(),
  /** The line's dollar value as compared (part price plus hours at the estimate's own rates), set before comparison. */
  value: nullableNumber.optional(),
  /** True when part of `value` is hours × a rate rather than a dollar figure printed on the line. */
  valueComputed: z.boolean().optional(),
});
export type EstimateLine = z.infer<typeof EstimateLineSchema>;

export const TOTAL_KEYS = [
  'parts',
  'bodyLabor',
  'paintLabor',
  'mechanicalLabor',
  'frameLabor',
  'paintSupplies',
  'sublet',
  'tax',
  'gross',
  'deductible',
  'net',
] as const;
export type TotalKey = (typeof TOTAL_KEYS)[number];

export const EstimateTotalsSchema = z.object({
  parts: nullableNumber,
  bodyLabor: nullableNumber,
  paintLabor: nullableNumber,
  mechanicalLabor: nullableNumber,
  frameLabor: nullableNumber,
  paintSupplies: nullableNumber,
  sublet: nullableNumber,
  /** Everything else the estimate charges (towing, storage, hazardous waste, misc). */
  other: nullableNumber.optional(),
  tax: nullableNumber,
  /** Grand total before the deductible. */
  gross: nullableNumber,
  deductible: nullableNumber,
  /** Net or customer pay, after the deductible. */
  net: nullableNumber,
});
export type EstimateTotals = z.infer<typeof EstimateTotalsSchema>;

export const LaborRatesSchema = z.object({
  body: nullableNumber.optional(),
  paint: nullableNumber.optional(),
  mechanical: nullableNumber.optional(),
  frame: nullableNumber.optional(),
  structural: nullableNumber.optional(),
  electrical: nullableNumber.optional(),
  glass: nullableNumber.optional(),
  diagnostic: nullableNumber.optional(),
  /** Paint materials per refinish hour. */
  paintSupplies: nullableNumber.optional(),
});
export type LaborRates = z.infer<typeof LaborRatesSchema>;

export const LaborHoursTotalsSchema = z.object({
  body: nullableNumber,
  paint: nullableNumber,
  mechanical: nullableNumber,
  frame: nullableNumber,
});
export type LaborHoursTotals = z.infer<typeof LaborHoursTotalsSchema>;

export const ParsedEstimateSchema = z.object({
  totals: EstimateTotalsSchema,
  laborRates: LaborRatesSchema,
  lines: z.array(EstimateLineSchema),
  /** Hours per labor category as the totals section prints them (mechanical includes electrical and diagnostic; frame includes structural). */
  laborHours: LaborHoursTotalsSchema.optional(),
  source: z
    .object({
      fileName: z.string().nullable(),
      layout: z.enum(ESTIMATE_LAYOUTS),
      /** 'pdf' | 'image' | 'bms' | 'docx' … */
      fileType: z.string(),
      scanned: z.boolean(),
      pages: z.number().int(),
      /** Who wrote it, when printed (shop or appraiser company). */
      writtenBy: z.string().nullable().optional(),
    })
    .optional(),
  warnings: z.array(z.string()).optional(),
  /**
   * How far each printed total can be trusted (0–1): 1 when another printed figure confirms it
   * (categories → subtotal → gross, gross = net + deductible, hours × rate), lower when it could
   * not be checked, was derived, was repaired from OCR or does not add up. Absent for BMS files.
   */
  totalsConfidence: z.partialRecord(z.enum(TOTAL_KEYS), z.number().min(0).max(1)).optional(),
  /** False when the printed totals do not add up to each other; the warnings say which. */
  reconciled: z.boolean().optional(),
  /** The grand total as printed and as the totals chain computes it: they differ where the printed one does not reconcile. */
  grossCheck: z.object({ printed: money.nullable(), computed: money.nullable() }).optional(),
  /** Rates not printed but computed from the estimate's own totals (a category's amount ÷ its hours). */
  computedRates: z.array(z.string()).optional(),
});
export type ParsedEstimate = z.infer<typeof ParsedEstimateSchema>;

export const DIFFERENCE_FIELDS = ['operation', 'partType', 'partNumber', 'quantity', 'price', 'laborHours', 'laborType', 'paintHours'] as const;
export type DifferenceField = (typeof DIFFERENCE_FIELDS)[number];

export const LineDifferenceSchema = z.object({
  field: z.enum(DIFFERENCE_FIELDS),
  carrier: z.union([z.string(), z.number()]).nullable(),
  other: z.union([z.string(), z.number()]).nullable(),
});
export type LineDifference = z.infer<typeof LineDifferenceSchema>;

export const LineMatchSchema = z.object({
  /** lineNumber in carrier.lines */
  carrierLine: z.number().int(),
  /** lineNumber in other.lines */
  otherLine: z.number().int(),
  matchedBy: z.enum(['partNumber', 'description', 'position']).optional(),
  differences: z.array(LineDifferenceSchema),
  /** other's line value minus carrier's, dollars (parts + labor at each estimate's rates). */
  amountDifference: money.optional(),
});
export type LineMatch = z.infer<typeof LineMatchSchema>;

export const DIFFERENCE_CATEGORIES = [
  'parts',
  'bodyLaborHours',
  'bodyLaborRate',
  'paintLaborHours',
  'paintLaborRate',
  'mechanicalLaborHours',
  'mechanicalLaborRate',
  'frameLaborHours',
  'frameLaborRate',
  'paintSupplies',
  'sublet',
  'other',
  'tax',
] as const;
export type DifferenceCategory = (typeof DIFFERENCE_CATEGORIES)[number];

export const DIFFERENCE_CATEGORY_LABELS: Record<DifferenceCategory, string> = {
  parts: 'Parts',
  bodyLaborHours: 'Body labor hours',
  bodyLaborRate: 'Body labor rate',
  paintLaborHours: 'Paint labor hours',
  paintLaborRate: 'Paint labor rate',
  mechanicalLaborHours: 'Mechanical labor hours',
  mechanicalLaborRate: 'Mechanical labor rate',
  frameLaborHours: 'Frame labor hours',
  frameLaborRate: 'Frame labor rate',
  paintSupplies: 'Paint supplies',
  sublet: 'Sublet',
  other: 'Other charges',
  tax: 'Tax',
};

export const TotalsDifferenceSchema = z.object({
  /** other minus carrier per category, dollars; the values add up to `total` to the cent. */
  byCategory: z.record(z.enum(DIFFERENCE_CATEGORIES), money),
  /** other's grand total minus the carrier's (gross, before deductible), dollars. */
  total: money,
  carrierTotal: money,
  otherTotal: money,
});
export type TotalsDifference = z.infer<typeof TotalsDifferenceSchema>;

export const EstimateComparisonSchema = z.object({
  carrier: ParsedEstimateSchema,
  other: ParsedEstimateSchema,
  matches: z.array(LineMatchSchema),
  onlyCarrier: z.array(z.number().int()),
  onlyOther: z.array(z.number().int()),
  totalsDifference: TotalsDifferenceSchema,
  /** ISO time the comparison was made. */
  comparedAt: z.string().optional(),
});
export type EstimateComparison = z.infer<typeof EstimateComparisonSchema>;

/** Stored comparison answer for a claim: the comparison, or why there is none. */
export const ClaimEstimateComparisonSchema = z.object({
  referenceNumber: z.string(),
  comparison: EstimateComparisonSchema.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Pure helpers shared by the table, the summary, the CSV and the generated forms.

const toCents = (n: number | null | undefined): number => (n == null ? 0 : Math.round(n * 100));

/**
 * Where a labor type's hours are billed when the estimate prints no rate of that type: estimates
 * print one "Frame" (or "Structural") rate for both, and bill electrical and diagnostic hours as
 * mechanical labor. Anything else falls back to the body rate.
 */
const RATE_OF_KIN: Partial<Record<LaborType, keyof LaborRates>> = {
  structural: 'frame',
  frame: 'structural',
  electrical: 'mechanical',
  diagnostic: 'mechanical',
};

/** The rate for a labor type: its own, else the rate its hours are billed at, else the body rate. */
export function rateFor(rates: LaborRates, type: LaborType | null): number {
  const key = (type ?? 'body') as keyof LaborRates;
  const kin = type ? RATE_OF_KIN[type] : undefined;
  return rates[key] ?? (kin ? rates[kin] : null) ?? rates.body ?? 0;
}

/** A line's dollar value: its value as compared when set, else part price plus labor and paint hours at the estimate's rates. */
export function lineValue(line: EstimateLine, rates: LaborRates): number {
  if (line.value != null) return line.value;
  let cents = toCents(line.price);
  if (line.laborHours) cents += Math.round(line.laborHours * rateFor(rates, line.laborType) * 100);
  if (line.paintHours) cents += Math.round(line.paintHours * (rates.paint ?? 0) * 100);
  return cents / 100;
}

export type ComparisonRowKind = 'matched' | 'onlyCarrier' | 'onlyOther';

export interface ComparisonRow {
  kind: ComparisonRowKind;
  carrier: EstimateLine | null;
  other: EstimateLine | null;
  differences: LineDifference[];
  carrierValue: number;
  otherValue: number;
  /** otherValue − carrierValue, dollars. */
  difference: number;
}

/** One row per matched pair or unmatched line, in carrier order with the other's extras after. */
export function buildComparisonRows(c: EstimateComparison): ComparisonRow[] {
  const carrierBy = new Map(c.carrier.lines.map((l) => [l.lineNumber, l]));
  const otherBy = new Map(c.other.lines.map((l) => [l.lineNumber, l]));
  const rows: ComparisonRow[] = [];
  const row = (kind: ComparisonRowKind, a: EstimateLine | null, b: EstimateLine | null, differences: LineDifference[]) => {
    const carrierValue = a ? lineValue(a, c.carrier.laborRates) : 0;
    const otherValue = b ? lineValue(b, c.other.laborRates) : 0;
    rows.push({ kind, carrier: a, other: b, differences, carrierValue, otherValue, difference: (toCents(otherValue) - toCents(carrierValue)) / 100 });
  };
  for (const m of c.matches) row('matched', carrierBy.get(m.carrierLine) ?? null, otherBy.get(m.otherLine) ?? null, m.differences);
  for (const n of c.onlyCarrier) row('onlyCarrier', carrierBy.get(n) ?? null, null, []);
  for (const n of c.onlyOther) row('onlyOther', null, otherBy.get(n) ?? null, []);
  const order = (r: ComparisonRow) => r.carrier?.lineNumber ?? Number.MAX_SAFE_INTEGER;
  return rows.sort((x, y) => order(x) - order(y) || (x.other?.lineNumber ?? 0) - (y.other?.lineNumber ?? 0));
}

/** Categories whose difference is not zero, biggest absolute amount first. */
export function biggestCauses(c: EstimateComparison, limit = 3): Array<{ category: DifferenceCategory; label: string; amount: number }> {
  return DIFFERENCE_CATEGORIES.map((category) => ({
    category,
    label: DIFFERENCE_CATEGORY_LABELS[category],
    amount: c.totalsDifference.byCategory[category] ?? 0,
  }))
    .filter((x) => Math.round(x.amount * 100) !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, limit);
}
