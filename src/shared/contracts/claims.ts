import { QUESTION_TYPES } from '../assignment-questions';
import { z } from 'zod';
import { CLAIM_STATUSES, CLAIM_TYPES } from '../claim';

/** A claim's file as the claim calls answer it. */
export const ClaimFileViewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  category: z.string(),
  confidence: z.number().nullable(),
  url: z.string(),
  createdAt: z.string(),
});
export type ClaimFileView = z.infer<typeof ClaimFileViewSchema>;

/** One status change on the claim's timeline. */
export const StatusEventViewSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type StatusEventView = z.infer<typeof StatusEventViewSchema>;

/** An Assignment Bot answer stored with the claim, by question id. */
export const StoredAnswerSchema = z.object({
  question: z.string(),
  category: z.string().nullable(),
  answer: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  answeredAt: z.string(),
  /** What a document printed for the same fact when the answer differs: both are kept, staff see the conflict. */
  documentValue: z.string().optional(),
  documentFile: z.string().optional(),
});
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>;

const text = z.string().nullable();
const json = z.record(z.string(), z.unknown()).nullable();

/**
 * The claim as the claim calls answer it (spec: "claim fields, status, createdAt"), with its files
 * and status history. `extractedText` (the documents' text) goes to staff only, for the claim page.
 * Anything not named here never leaves the server: the serializer strips it.
 */
export const ClaimViewSchema = z.object({
  /** The row id, for staff only: a claimant knows a claim by its reference, never a counter. */
  id: z.number().optional(),
  referenceNumber: z.string(),
  claimType: z.string(),
  claimSubType: text,
  inspectionNeeded: z.boolean(),
  typeDetails: json,
  status: z.string(),
  insuredName: text,
  claimNumber: text,
  policyNumber: text,
  dateOfLoss: text,
  vehicleYear: z.number().nullable(),
  vehicleMake: text,
  vehicleModel: text,
  vehicleTrim: text,
  vehicleVin: text,
  vehicleLocation: text,
  email: text,
  phone: text,
  repairShopName: text,
  notes: text,
  uploadedFiles: z.array(z.string()),
  clientAddress: text,
  clientCity: text,
  clientState: text,
  clientZip: text,
  driverLicenseNumber: text,
  insuranceCompany: text,
  deductibleAmount: text,
  opposingAppraiserName: text,
  opposingAppraiserCompany: text,
  opposingAppraiserPhone: text,
  opposingAppraiserEmail: text,
  opposingAppraiserAddress: text,
  opposingAppraiserStatus: z.string(),
  opposingEstimateAmount: text,
  opposingEstimateDate: text,
  analysisResult: json,
  analysisConfidence: z.number().nullable(),
  /** Staff only: absent from a claimant's answer. */
  extractedText: text.optional(),
  answers: z.record(z.string(), StoredAnswerSchema).nullable(),
  estimateComparison: json,
  /** The submitting account's id, for staff only. */
  submittedBy: z.number().nullable().optional(),
  filedForName: text,
  filedForEmail: text,
  possibleDuplicateOf: text.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  files: z.array(ClaimFileViewSchema),
  statusHistory: z.array(StatusEventViewSchema),
});
export type ClaimView = z.infer<typeof ClaimViewSchema>;

/** POST /api/claims answers the stored claim and its reference. */
export const SubmitClaimAnswerSchema = z.object({ claim: ClaimViewSchema, referenceNumber: z.string() });
export type SubmitClaimAnswer = z.infer<typeof SubmitClaimAnswerSchema>;

/** A row of the claims list: enough to scan the queue without loading every field. */
export const ClaimSummarySchema = z.object({
  /** The row id, for staff only (as in ClaimViewSchema). */
  id: z.number().optional(),
  referenceNumber: z.string(),
  claimType: z.string(),
  claimSubType: text,
  status: z.string(),
  insuredName: text,
  claimNumber: text,
  vehicleVin: text,
  vehicleYear: z.number().nullable(),
  vehicleMake: text,
  vehicleModel: text,
  filedForName: text,
  /** An earlier claim's reference when this one may duplicate it (the claimant confirmed filing anyway). */
  possibleDuplicateOf: text.optional(),
  fileCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;

export const ClaimListSchema = z.object({
  claims: z.array(ClaimSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ClaimList = z.infer<typeof ClaimListSchema>;

export const CLAIM_LIST_SORTS = ['createdAt', 'updatedAt', 'referenceNumber', 'insuredName', 'status', 'claimType'] as const;

/** A calendar day that exists: 2026-13-45 is refused here, not turned into an invalid date later. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'That date does not exist (YYYY-MM-DD)')
  // Claims are filed in this era: a year like 9999 is no filter, and the day after it no date the database takes.
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= 1900 && year <= 2999;
  }, 'Dates must be between 1900 and 2999');
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.enum(values)).optional(),
  );

/** GET /api/claims: search, filters, sort and paging. */
export const ClaimListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  status: csv(CLAIM_STATUSES),
  claimType: csv(CLAIM_TYPES),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(CLAIM_LIST_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ClaimRefParamsSchema = z.object({ referenceNumber: z.string().trim().min(1).max(40) });
export const ClaimFileParamsSchema = ClaimRefParamsSchema.extend({ fileId: z.string().min(1).max(64) });
export const ClaimFileQuerySchema = z.object({ inline: z.enum(['0', '1']).optional() });

/** POST /api/claims/duplicate-check: what makes an earlier claim of the caller's the same one. */
export const DuplicateCheckBodySchema = z.object({
  claimNumber: z.string().max(100).optional(),
  vehicleVin: z.string().max(40).optional(),
  dateOfLoss: z.string().max(40).optional(),
});
export const DuplicateCheckAnswerSchema = z.object({
  possibleDuplicate: z.object({ referenceNumber: z.string(), message: z.string() }).nullable(),
});
export type DuplicateCheckAnswer = z.infer<typeof DuplicateCheckAnswerSchema>;

export const ClaimStatusBodySchema = z.object({
  status: z.enum(CLAIM_STATUSES, { message: 'Status must be submitted, processing, approved or rejected' }),
  note: z.string().trim().max(2000, 'The note can be at most 2000 characters').nullish(),
});

const AnswerValue = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);
export const ClaimAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(80),
        question: z.string().trim().max(500).default(''),
        category: z.string().max(40).nullish(),
        /** The question's type: the answer is checked by it (and by what the question asks for). */
        type: z.enum(QUESTION_TYPES).optional(),
        answer: AnswerValue,
      }),
    )
    .max(100),
});

/** POST /api/claims is multipart; its parts, described for /api/docs. */
/** POST /api/claims/{ref}/files (staff): files or staged uploads to add to the claim. */
export const StaffFilesBodySchema = z.object({
  files: z.array(z.string().describe('binary')).optional().describe('files to add (repeated field)'),
  uploadIds: z.array(z.string()).optional().describe('staged uploads of the caller (repeated field)'),
  categories: z.array(z.string()).optional().describe('one category a file, uploadIds first'),
});
/** POST /api/claims/{ref}/notes (staff): an internal note on its own. */
export const ClaimNoteBodySchema = z.object({
  text: z.string().trim().min(1, 'Write the note first').max(2000, 'The note can be at most 2000 characters'),
});

export const ClaimSubmissionBodySchema = z.object({
  claimData: z.string().describe('JSON: the form values plus claimType, claimSubType, opposingAppraiserStatus, typeDetails, filedFor'),
  analysisResult: z.string().optional().describe("JSON: the wizard's analysis (checked for shape only)"),
  uploadIds: z.array(z.string()).optional().describe('staged uploads (repeated field)'),
  files: z.array(z.string().describe('binary')).optional().describe('files sent with the claim (repeated field)'),
  categories: z.array(z.string()).optional().describe('one category a file, uploadIds first'),
});
