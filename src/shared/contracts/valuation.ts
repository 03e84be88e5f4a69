import { z } from 'zod';

/**
 * A total-loss valuation report read as structure (CCC ONE market valuation, Mitchell total-loss
 * valuation, an owner-side appraisal, or any report the reader turns into one). Every figure carries
 * the page it was read from (1-based) and the reader's confidence (0..1).
 * The reader (server/documents/extract/valuation) writes it into a file's analysis as `valuation`;
 * the valuation review (GET/PUT /api/claims/{ref}/valuation-review) starts from it.
 */
export const SourcedNumberSchema = z.object({ value: z.number(), page: z.number().int(), confidence: z.number().min(0).max(1) });
export type SourcedNumber = z.infer<typeof SourcedNumberSchema>;
export const SourcedTextSchema = z.object({ value: z.string(), page: z.number().int(), confidence: z.number().min(0).max(1) });
export type SourcedText = z.infer<typeof SourcedTextSchema>;

export const ValuationLossVehicleSchema = z.object({
  year: SourcedNumberSchema.nullable(),
  make: SourcedTextSchema.nullable(),
  model: SourcedTextSchema.nullable(),
  trim: SourcedTextSchema.nullable(),
  vin: SourcedTextSchema.nullable(),
  mileage: SourcedNumberSchema.nullable(),
  /** Options and packages as printed (equipment lists, "Optional Equipment"). */
  options: z.array(z.string()),
  /** The condition as the report rates it ("Good", "3 Good", "Average"), when it prints one. */
  condition: SourcedTextSchema.nullable(),
});
export type ValuationLossVehicle = z.infer<typeof ValuationLossVehicleSchema>;

export const ValuationComparableSchema = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  mileage: z.number().nullable(),
  /** The asking or sold price as printed. */
  price: SourcedNumberSchema,
  /** The report's adjusted value of this comparable, when it prints one. */
  adjustedPrice: SourcedNumberSchema.nullable(),
  distanceMiles: z.number().nullable(),
  dealer: z.string().nullable(),
  /** Where the report says the comparable came from ("Dealer Ad", "Autotrader", "DEALER WEB LISTING - CARS.COM"). */
  source: z.string().nullable(),
  vin: z.string().nullable().optional(),
  /** The report's own adjustments of this comparable (mileage, equipment, projected sold), when printed. */
  adjustments: z.array(z.object({ label: z.string(), amount: z.number() })).optional(),
  /** False when the report lists the comparable but leaves it out of its value ("(*)", "not used"). */
  used: z.boolean().optional(),
});
export type ValuationComparable = z.infer<typeof ValuationComparableSchema>;

export const ValuationChainKindSchema = z.enum(['base', 'adjustment', 'tax', 'fee', 'deductible', 'subtotal', 'total']);
export type ValuationChainKind = z.infer<typeof ValuationChainKindSchema>;

/** One line of the report's money chain, in printed order; amounts signed as they act (a deduction is negative). */
export const ValuationChainLineSchema = z.object({
  label: z.string(),
  kind: ValuationChainKindSchema,
  amount: z.number(),
  page: z.number().int(),
  confidence: z.number().min(0).max(1),
});
export type ValuationChainLine = z.infer<typeof ValuationChainLineSchema>;

export const ValuationSchema = z.object({
  lossVehicle: ValuationLossVehicleSchema,
  comparables: z.array(ValuationComparableSchema),
  chain: z.array(ValuationChainLineSchema),
  /** The report's base value (mean or market value of the comparables before the loss vehicle's adjustments). */
  baseValue: SourcedNumberSchema.nullable(),
  /** The report's gross figure as printed: Value before Deductible (CCC; the Total when no deductible line), Market Value (Mitchell), the Total of an appraisal. */
  valueBeforeDeductible: SourcedNumberSchema.nullable(),
  deductible: SourcedNumberSchema.nullable(),
  /** What the carrier pays: the Total (CCC) or Settlement Value (Mitchell). */
  settlement: SourcedNumberSchema.nullable(),
});
export type Valuation = z.infer<typeof ValuationSchema>;
