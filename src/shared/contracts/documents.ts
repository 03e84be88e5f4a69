import { z } from 'zod';
import { FAILURE_STAGES } from '../analysis-failures';

const record = z.record(z.string(), z.unknown());

/** One file as upload-multiple sorts it into a wizard card. */
export const SortedFileSchema = z.object({
  filename: z.string(),
  category: z.string(),
  confidence: z.number(),
  analyzed: z.boolean(),
  note: z.string().optional(),
  duplicateOf: z.string().optional(),
});
const DuplicateSchema = z.object({ filename: z.string().optional(), duplicateOf: z.string() });

/** POST /api/upload-multiple. */
export const UploadMultipleAnswerSchema = z.object({
  success: z.boolean(),
  files: z.array(SortedFileSchema),
  lowConfidenceFiles: z.array(z.object({ filename: z.string(), confidence: z.number() })),
  summary: z.object({ highConfidence: z.number(), lowConfidence: z.number() }),
  duplicates: z.array(DuplicateSchema),
});
export type UploadMultipleAnswer = z.infer<typeof UploadMultipleAnswerSchema>;

/** POST /api/categorize-files. */
export const CategorizeAnswerSchema = z.object({
  success: z.boolean(),
  categories: z.array(z.object({ filename: z.string(), category: z.string(), confidence: z.number(), analyzed: z.boolean(), note: z.string().optional() })),
});
export type CategorizeAnswer = z.infer<typeof CategorizeAnswerSchema>;

export const FieldSourceSchema = z.object({ file: z.string(), page: z.number(), confidence: z.number(), from: z.literal('vin').optional() });
export const MergeGapSchema = z.object({
  field: z.string(),
  note: z.string(),
  candidates: z.array(z.object({ value: z.string(), files: z.array(z.string()) })).optional(),
});

/** The merged analysis of a packet (analyze-documents; the wizard keeps it as analysisResult). */
export const DocumentAnalysisSchema = z.object({
  claimData: record,
  opposingAppraiserInfo: z.record(z.string(), z.string()),
  extractedText: z.string(),
  gaps: z.array(MergeGapSchema),
  sources: z.record(z.string(), FieldSourceSchema),
  confidence: z.number(),
  documents: z.array(
    z.object({
      filename: z.string(),
      category: z.string(),
      confidence: z.number(),
      analyzed: z.boolean(),
      note: z.string().nullable(),
      sha256: z.string(),
      duplicateOf: z.string().nullable(),
      fields: record,
    }),
  ),
  duplicates: z.array(DuplicateSchema),
});
export type DocumentAnalysis = z.infer<typeof DocumentAnalysisSchema>;

/** POST /api/analyze-documents. */
export const AnalyzeDocumentsAnswerSchema = z.object({ success: z.boolean(), analysis: DocumentAnalysisSchema, message: z.string() });
export type AnalyzeDocumentsAnswer = z.infer<typeof AnalyzeDocumentsAnswerSchema>;

/** Kinds the assignment generator shows (staff-portal spec section 3, "Uploaded document item"). */
export const GENERATOR_DOCUMENT_TYPES = ['unknown', 'frontier_assignment', 'progressive_estimate', 'appraiser_aob_letter', 'merged_claim'] as const;
export const GeneratorDataSchema = z.record(z.string(), z.string());

/** POST /api/admin/process-documents. */
export const ProcessDocumentsAnswerSchema = z.object({
  mergedData: GeneratorDataSchema,
  documentsProcessed: z.number(),
  /** The packet's vehicle (the carrier's document's, else the one most documents share); null when none is named. */
  vehicle: z.string().nullable(),
  documents: z.array(
    z.object({
      filename: z.string(),
      type: z.enum(GENERATOR_DOCUMENT_TYPES),
      confidence: z.number(),
      analyzed: z.boolean(),
      note: z.string().nullable(),
      extractedData: GeneratorDataSchema,
      /** The vehicle the document names when it is another than the packet's: left out of the merge until confirmed. */
      otherVehicle: z.string().nullable(),
      vehicleConfirmed: z.boolean(),
    }),
  ),
});
export type ProcessDocumentsAnswer = z.infer<typeof ProcessDocumentsAnswerSchema>;

/** POST /api/upload (the generic uploader: stored, not analyzed). */
export const GenericUploadAnswerSchema = z.object({
  success: z.boolean(),
  file: z.object({ id: z.string(), url: z.string(), name: z.string(), size: z.number(), type: z.string() }),
  message: z.string(),
});
export type GenericUploadAnswer = z.infer<typeof GenericUploadAnswerSchema>;

/** Multipart bodies, described for /api/docs (the route reads the parts itself). */
export const DocumentFilesBodySchema = z.object({
  files: z.array(z.string().describe('binary')).describe('one part a file (repeated `files`)'),
});
export const AnalyzeDocumentsBodySchema = DocumentFilesBodySchema.partial().extend({
  uploadIds: z.array(z.string()).optional().describe('staged upload ids instead of files (repeated or comma-separated)'),
  categories: z.array(z.string()).optional().describe('one category a file, any vocabulary'),
  claimType: z.string().optional(),
  claimSubType: z.string().optional(),
});
export const SingleFileBodySchema = z.object({ file: z.string().describe('binary') });

/** Staged uploads (POST/GET/DELETE /api/uploads). */
export const UPLOAD_STATUSES = ['queued', 'analysing', 'done', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const StagedUploadSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  sha256: z.string(),
  status: z.enum(UPLOAD_STATUSES),
});
export const StageUploadsAnswerSchema = z.object({ uploads: z.array(StagedUploadSchema) });

/** The analysis's facts (its text stays on the server: polls stay small). */
export const UploadAnalysisSchema = z.object({
  sha256: z.string(),
  fileType: z.string().nullable(),
  kind: z.string(),
  confidence: z.number(),
  analyzed: z.boolean(),
  note: z.string().nullable(),
  refused: z.boolean(),
  fields: record,
  pages: z.number(),
  ocrPages: z.number(),
});
/** Why an upload's analysis failed: shared/analysis-failures.ts (a stable code, its stage, a sentence for the person). */
export const UploadErrorSchema = z.object({
  stage: z.enum(FAILURE_STAGES),
  code: z.string(),
  message: z.string(),
});

export const UploadViewSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  status: z.enum(UPLOAD_STATUSES),
  /** The analysis's document kind (shared/categories), once done. */
  category: z.string().nullable(),
  confidence: z.number().nullable(),
  analysis: UploadAnalysisSchema.nullable(),
  note: z.string().nullable(),
  /** Set when the analysis failed or the file could not be read: the sentence is in the user's language. */
  error: UploadErrorSchema.nullable(),
});
export type UploadView = z.infer<typeof UploadViewSchema>;
export const UploadListAnswerSchema = z.object({ uploads: z.array(UploadViewSchema) });

export const UploadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const UPLOAD_IDS_MAX = 200;
export const UploadIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(UPLOAD_IDS_MAX * 40)
    .default(''),
});
