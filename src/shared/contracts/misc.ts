import { z } from 'zod';
import { QUESTION_CATEGORIES, QUESTION_TYPES } from '../assignment-questions';
import { EstimateComparisonSchema } from '../estimate-comparison';

/** GET /healthz (200 when the database and the store are up, 503 when one is not). */
export const HealthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Staff only: which database and store answered (their kinds are nobody else's business). */
  database: z.string().optional(),
  storage: z.string().optional(),
});

/** GET /api/vin/{vin}: the offline vPIC decode. */
export const VinLookupSchema = z.object({
  vin: z.string(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  bodyType: z.string().nullable(),
  engine: z.string().nullable(),
  country: z.string().nullable(),
  manufacturer: z.string().nullable(),
  description: z.string(),
  warnings: z.array(z.string()),
});
export type VinLookup = z.infer<typeof VinLookupSchema>;
export const VinParamsSchema = z.object({ vin: z.string().max(200) });

/** The wizard's history suggestions. */
export const AUTOCOMPLETE_FIELD_TYPES = ['vehicle_make', 'vehicle_model', 'location'] as const;
export const RecordAutocompleteAnswerSchema = z.object({ success: z.boolean(), value: z.string(), frequency: z.number() });
export const HistorySuggestionSchema = z.object({
  id: z.string(),
  value: z.string(),
  label: z.string(),
  category: z.enum(AUTOCOMPLETE_FIELD_TYPES),
  source: z.literal('history'),
  confidence: z.number(),
  frequency: z.number(),
  lastUsed: z.string(),
});
export type HistorySuggestion = z.infer<typeof HistorySuggestionSchema>;
export const SuggestionsAnswerSchema = z.object({ suggestions: z.array(HistorySuggestionSchema) });

/** POST /api/smart-assignment-questions. */
export const AssignmentQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
  context: z.string().optional(),
  category: z.enum(QUESTION_CATEGORIES),
  priority: z.enum(['high', 'medium', 'low']),
});
export const QuestionsBodySchema = z.object({
  claimData: z.record(z.string(), z.unknown()),
  analysisResult: z.record(z.string(), z.unknown()).nullish(),
  uploadedFiles: z
    .array(z.object({ name: z.string().max(300), category: z.string().max(60).nullish(), size: z.number().nonnegative().optional() }))
    .max(500)
    .default([]),
});
export const QuestionsAnswerSchema = z.object({ questions: z.array(AssignmentQuestionSchema) });

/** GET /api/claims/{ref}/estimate-comparison. */
export const StoredComparisonAnswerSchema = z.object({ referenceNumber: z.string(), comparison: EstimateComparisonSchema.nullable() });
export const EstimatesBodySchema = z.object({
  carrier: z.string().describe("binary: the carrier's estimate"),
  other: z.string().describe("binary: the shop's or other appraiser's estimate"),
});

/** GET /api/docs: an OpenAPI 3.1 document. */
export const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
