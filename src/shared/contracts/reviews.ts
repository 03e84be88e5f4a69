import { z } from 'zod';
import { ValuationChainKindSchema } from './valuation';

/**
 * The claimant's side of a dispute (issue 24): the total-loss valuation review, the repair review
 * and the appraisal dispute letter. Every figure says where it came from.
 */

export const FIGURE_ORIGINS = ['document', 'user', 'computed', 'claim', 'vin-decoder', 'state-table'] as const;
export const FigureSourceSchema = z.object({
  origin: z.enum(FIGURE_ORIGINS),
  /** The file a document figure was read from, and its page (1-based). */
  file: z.string().nullable().optional(),
  page: z.number().int().nullable().optional(),
  /** How a computed figure was reached, in words. */
  how: z.string().optional(),
});
export type FigureSource = z.infer<typeof FigureSourceSchema>;

export const SourcedAmountSchema = z.object({ value: z.number(), source: FigureSourceSchema });
export type SourcedAmount = z.infer<typeof SourcedAmountSchema>;

export const LOSS_VEHICLE_FIELDS = ['year', 'make', 'model', 'trim', 'vin', 'mileage', 'options', 'condition'] as const;
export type LossVehicleField = (typeof LOSS_VEHICLE_FIELDS)[number];

export const LossVehicleRowSchema = z.object({
  field: z.enum(LOSS_VEHICLE_FIELDS),
  label: z.string(),
  /** As the valuation report prints it. */
  report: z.string().nullable(),
  reportSource: FigureSourceSchema.nullable(),
  /** As the claim says it (the claimant's form). */
  claim: z.string().nullable(),
  /** As the VIN decoder reads the VIN. */
  vinDecoder: z.string().nullable(),
  /** As the owner states it in the review. */
  owner: z.string().nullable(),
  /** True when two of the known values disagree. */
  differs: z.boolean(),
});
export type LossVehicleRow = z.infer<typeof LossVehicleRowSchema>;

export const ReviewComparableSchema = z.object({
  id: z.string(),
  origin: z.enum(['document', 'user']),
  kept: z.boolean(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  mileage: z.number().nullable(),
  price: SourcedAmountSchema,
  adjustedPrice: SourcedAmountSchema.nullable(),
  distanceMiles: z.number().nullable(),
  dealer: z.string().nullable(),
  /** The listing's source as the report prints it, or the user's link. */
  source: z.string().nullable(),
  link: z.string().nullable(),
  /** Why this comparable is open to dispute (distance, trim, body, drivetrain, model year). */
  concerns: z.array(z.string()),
});
export type ReviewComparable = z.infer<typeof ReviewComparableSchema>;

export const ChainRowSchema = z.object({ label: z.string(), kind: ValuationChainKindSchema, amount: z.number(), source: FigureSourceSchema });
export type ChainRow = z.infer<typeof ChainRowSchema>;

export const POINT_KINDS = [
  'negotiation',
  'condition',
  'distance',
  'trim',
  'body',
  'drivetrain',
  'model-year',
  'few-comparables',
  'no-sales-tax',
  'no-title-fees',
  'mileage',
  'options',
  'comparables',
] as const;
export type PointKind = (typeof POINT_KINDS)[number];
/**
 * Where a point stands against the carrier's figure: `applied` (the claimant disputes it and the
 * alternative value carries it), `available` (disputing it would raise the value by `change`),
 * `information` (in the claimant's favour, not valued here), `against` (it would lower the value:
 * never put to the carrier).
 */
export const POINT_STATUSES = ['applied', 'available', 'information', 'against'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];
export const DisputePointSchema = z.object({
  /** Stable within a report: the key of ValuationChoices.disputedPoints. */
  id: z.string(),
  kind: z.enum(POINT_KINDS),
  text: z.string(),
  /** The printed figure the point is about (a deduction, negative), when there is one. */
  amount: z.number().optional(),
  status: z.enum(POINT_STATUSES),
  /** What disputing it does (or did) to the amount owed, dollars; null when it cannot be valued here. */
  change: z.number().nullable(),
  /** True when the claimant turns it on or off in the review (a deduction, a missing tax line). */
  toggle: z.boolean(),
});
export type DisputePoint = z.infer<typeof DisputePointSchema>;

export const WorkingStepSchema = z.object({ label: z.string(), amount: z.number().nullable(), how: z.string(), origin: z.enum(FIGURE_ORIGINS) });
export type WorkingStep = z.infer<typeof WorkingStepSchema>;

export const BASE_METHODS = ['mean', 'weighted', 'beyond-listed', 'not-printed', 'none'] as const;
export type BaseMethod = (typeof BASE_METHODS)[number];

export const AlternativeValueSchema = z.object({
  /** How the report reached its base value, as far as what was read shows. */
  method: z.enum(BASE_METHODS),
  /** The alternative value before tax, fees and deductible; null without a kept or added comparable. */
  value: z.number().nullable(),
  salesTax: z.number().nullable(),
  fees: z.number().nullable(),
  valueBeforeDeductible: z.number().nullable(),
  deductible: z.number().nullable(),
  /** What the owner should be paid on this working. */
  net: z.number().nullable(),
  carrierSettlement: z.number().nullable(),
  /** net − carrier settlement. */
  difference: z.number().nullable(),
  working: z.array(WorkingStepSchema),
});
export type AlternativeValue = z.infer<typeof AlternativeValueSchema>;

const text = (max: number) => z.string().trim().max(max);

export const AddedComparableSchema = z
  .object({
    year: z.number().int().min(1900).max(2100),
    make: text(60).min(1, 'Enter the make'),
    model: text(80).min(1, 'Enter the model'),
    trim: text(80).optional(),
    mileage: z.number().int().min(0).max(2_000_000),
    price: z.number().positive('Enter the price').max(10_000_000),
    /** The owner's adjusted figure, when the report prints no adjustment that can be applied to it. */
    adjustedPrice: z.number().positive().max(10_000_000).optional(),
    /** How the owner adjusted it (required with adjustedPrice). */
    adjustmentMethod: text(300).optional(),
    distanceMiles: z.number().min(0).max(10_000).optional(),
    link: z
      .url({ protocol: /^https?$/, message: 'Enter the listing link as a web address (https://…)' })
      .max(2000)
      .optional(),
  })
  .refine((c) => c.adjustedPrice == null || !!c.adjustmentMethod?.trim(), {
    path: ['adjustmentMethod'],
    message: 'Say how you adjusted the price',
  });
export type AddedComparable = z.infer<typeof AddedComparableSchema>;

export const ValuationChoicesSchema = z.object({
  keptComparableIds: z.array(z.string().max(40)).max(200),
  addedComparables: z.array(AddedComparableSchema).max(30),
  options: z.array(text(120).min(1)).max(60).optional(),
  condition: text(60).optional(),
  /** The owner's odometer reading. */
  mileage: z.number().int().min(0).max(2_000_000).optional(),
  distanceLimitMiles: z.number().int().min(1).max(5000).optional(),
  /** The points the claimant disputes (DisputePoint.id with toggle): a deduction removed, a missing tax line added. */
  disputedPoints: z.array(z.string().max(60)).max(60).optional(),
});
export type ValuationChoices = z.infer<typeof ValuationChoicesSchema>;

export const AppraisalCostSchema = z.object({
  firmFee: z.number(),
  /** Half an umpire's fee: each side pays half when the appraisers disagree. */
  halfUmpireFee: z.number(),
  total: z.number(),
  /** The difference the appraisal could win, dollars; null when there is none to compare. */
  difference: z.number().nullable(),
  /** True when the difference is more than the cost. */
  covered: z.boolean(),
});
export type AppraisalCost = z.infer<typeof AppraisalCostSchema>;

export const ValuationReviewSchema = z.object({
  referenceNumber: z.string(),
  /** False when none of the claim's documents holds a valuation report. */
  available: z.boolean(),
  reportFile: z.string().nullable(),
  lossVehicle: z.array(LossVehicleRowSchema),
  comparables: z.array(ReviewComparableSchema),
  chain: z.array(ChainRowSchema),
  valueBeforeDeductible: SourcedAmountSchema.nullable(),
  deductible: SourcedAmountSchema.nullable(),
  settlement: SourcedAmountSchema.nullable(),
  points: z.array(DisputePointSchema),
  /** Said when the comparables read do not account for the report's base value (some may be missed or misread). */
  readingCheck: z.string().nullable(),
  alternativeValue: AlternativeValueSchema,
  state: z.object({ code: z.string().nullable(), name: z.string().nullable(), source: z.string().nullable() }),
  distanceLimitMiles: z.number(),
  choices: ValuationChoicesSchema,
  /** Whether the alternative is above the carrier's settlement: no demand letter otherwise. */
  letterAllowed: z.boolean(),
  /** What an appraisal costs the claimant beside what it could win. */
  appraisalCost: AppraisalCostSchema,
});
export type ValuationReview = z.infer<typeof ValuationReviewSchema>;

export const REPAIR_CATEGORIES = ['parts', 'bodyLabor', 'paintLabor', 'paintMaterials', 'mechanical', 'structural', 'sublet', 'other', 'tax'] as const;
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];
export const REPAIR_CATEGORY_LABELS: Record<RepairCategory, string> = {
  parts: 'Parts',
  bodyLabor: 'Body labor',
  paintLabor: 'Paint labor',
  paintMaterials: 'Paint materials',
  mechanical: 'Mechanical labor',
  structural: 'Structural and frame labor',
  sublet: 'Sublet',
  other: 'Other charges',
  tax: 'Tax',
};

export const RepairSideSchema = z.object({
  /** Hours for a labor category, quantity-free dollars for parts and sublet. */
  hours: z.number().nullable(),
  amount: z.number().nullable(),
  /** True when the amount is hours × that estimate's own rate, not a printed figure. */
  computed: z.boolean(),
  /** The hourly rate a computed amount used. */
  rate: z.number().optional(),
});
export const RepairLineSchema = z.object({
  description: z.string(),
  carrierLine: z.number().int().nullable(),
  otherLine: z.number().int().nullable(),
  carrier: RepairSideSchema.nullable(),
  other: RepairSideSchema.nullable(),
  /** other − carrier, dollars. */
  difference: z.number(),
});
export type RepairLine = z.infer<typeof RepairLineSchema>;
export const RepairGroupSchema = z.object({
  category: z.enum(REPAIR_CATEGORIES),
  label: z.string(),
  /** The category's totals as each estimate prints them, and their difference. */
  carrierTotal: z.number().nullable(),
  otherTotal: z.number().nullable(),
  difference: z.number(),
  lines: z.array(RepairLineSchema),
});
export type RepairGroup = z.infer<typeof RepairGroupSchema>;
export const RepairReviewSchema = z.object({
  referenceNumber: z.string(),
  available: z.boolean(),
  groups: z.array(RepairGroupSchema),
  carrierTotal: z.number().nullable(),
  otherTotal: z.number().nullable(),
  totalDifference: z.number().nullable(),
  /** Operations the other estimate lists and the carrier's omits. */
  omitted: z.array(z.object({ line: z.number().int(), description: z.string(), amount: z.number(), computed: z.boolean() })),
  rates: z.object({ carrier: z.record(z.string(), z.number().nullable()), other: z.record(z.string(), z.number().nullable()) }),
  /** Whether the other estimate is above the carrier's: no demand letter otherwise. */
  letterAllowed: z.boolean(),
  appraisalCost: AppraisalCostSchema.nullable(),
});
export type RepairReview = z.infer<typeof RepairReviewSchema>;

export const LETTER_KINDS = ['total-loss', 'repair'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LetterTableSchema = z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
export type LetterTable = z.infer<typeof LetterTableSchema>;

/** The letter's particulars: read from the claim and its documents, asked of the person where missing. */
export const LETTER_DETAILS = ['claimNumber', 'policyNumber', 'reportNumber', 'insuredName', 'ownerAddress', 'adjuster', 'claimOffice'] as const;
export type LetterDetail = (typeof LETTER_DETAILS)[number];
/** A letter is not made without these: a number is never printed as "not given". */
export const REQUIRED_LETTER_DETAILS: readonly LetterDetail[] = ['claimNumber', 'policyNumber', 'reportNumber', 'insuredName', 'ownerAddress'];
export const LETTER_DETAIL_LABELS: Record<LetterDetail, string> = {
  claimNumber: 'Claim number',
  policyNumber: 'Policy number',
  reportNumber: 'Valuation report or estimate number',
  insuredName: 'Insured (owner) name',
  ownerAddress: "Owner's address",
  adjuster: "Carrier's adjuster",
  claimOffice: "Carrier's claim office (address)",
};
export const LetterDetailsSchema = z.object({
  claimNumber: text(60).optional(),
  policyNumber: text(60).optional(),
  reportNumber: text(60).optional(),
  insuredName: text(120).optional(),
  ownerAddress: text(300).optional(),
  adjuster: text(120).optional(),
  claimOffice: text(300).optional(),
});
export type LetterDetails = z.infer<typeof LetterDetailsSchema>;

/** A particular a document names otherwise than the letter's (the claim's) value: shown beside its field. */
export const OtherReadingSchema = z.object({
  field: z.enum(LETTER_DETAILS),
  value: z.string(),
  /** The carrier's report or estimate, or another document of the claim. */
  source: z.enum(['carrier', 'document']),
});
export type OtherReading = z.infer<typeof OtherReadingSchema>;

export const LetterParagraphsSchema = z.array(z.string().max(4000)).min(1).max(40);
export const CreateLetterBodySchema = z.object({
  kind: z.enum(LETTER_KINDS),
  paragraphs: LetterParagraphsSchema.optional(),
  /** The particulars the person enters or corrects over those read. */
  details: LetterDetailsSchema.optional(),
});
export type CreateLetterBody = z.infer<typeof CreateLetterBodySchema>;
/** The letter as it would be made with the particulars the person has typed (POST …/dispute-letters/draft). */
export const DraftLetterBodySchema = CreateLetterBodySchema.pick({ kind: true, details: true });

/** A letter as generated (GET …/dispute-letters/draft) or stored (a version). */
export const DisputeLetterSchema = z.object({
  id: z.number().int().nullable(),
  kind: z.enum(LETTER_KINDS),
  addressee: z.array(z.string()),
  subject: z.string(),
  /** The editable body, paragraph by paragraph. */
  paragraphs: z.array(z.string()),
  /** The generated paragraphs, for "reset to generated". */
  generatedParagraphs: z.array(z.string()),
  tables: z.array(LetterTableSchema),
  signature: z.array(z.string()),
  /** The firm's letterhead lines under its name. */
  letterhead: z.array(z.string()),
  /** The particulars the letter was made with, and those still missing (the draft only). */
  details: LetterDetailsSchema,
  missing: z.array(z.enum(LETTER_DETAILS)),
  /** Particulars the documents name otherwise (the draft only). */
  otherReadings: z.array(OtherReadingSchema).optional(),
  /** The number the page shows: 1 for the claim's first letter of a kind. */
  version: z.number().int().nullable(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type DisputeLetter = z.infer<typeof DisputeLetterSchema>;
export const DisputeLetterListSchema = z.object({ letters: z.array(DisputeLetterSchema) });
