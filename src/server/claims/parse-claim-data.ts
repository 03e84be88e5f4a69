import { CLAIM_MESSAGES, type ClaimSubmission, ClaimSubmissionSchema, isEmail, validateClaimFields, validateTypeDetails } from '../../shared/claim.js';
import type { FieldError } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import { badUploadId, MAX_UPLOAD_IDS, tooManyUploadIds, UPLOAD_ID } from '../uploads/upload-ids.js';

const MAX_TYPE_DETAILS_CHARS = 20_000;
const MAX_ANALYSIS_CHARS = 2_000_000;
const MAX_EXTRACTED_TEXT_CHARS = 500_000;
/** An analysis is a few levels deep (fields, their sources, a valuation's lists); far more is an attack. */
const MAX_ANALYSIS_DEPTH = 32;

/**
 * Whether a parsed JSON value nests deeper than `max`, found without recursion: a 100,000-level
 * value would overflow the stack of anything recursive (JSON.stringify when it is stored).
 */
function deeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return false;
}

function validationError(fields: FieldError[]): AppError {
  return new AppError('validation', fields.map((f) => f.message).join('; '), { fields });
}

function parseJsonField(raw: string, name: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw validationError([{ field: name, message: `${name} must be valid JSON` }]);
  }
}

/**
 * Validates claimData with the shared schema and the section 5 rules for the chosen claim type.
 * Answers every failing field at once with the spec's message.
 */
export function parseClaimData(raw: string | null): ClaimSubmission {
  if (raw === null || raw.trim() === '') {
    throw validationError([{ field: 'claimData', message: 'claimData is required' }]);
  }
  const parsed = ClaimSubmissionSchema.safeParse(parseJsonField(raw, 'claimData'));
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'claimData', message: i.message })));
  }
  const data = parsed.data;
  if (data.claimType !== 'appraisal') data.claimSubType = null;
  if (data.claimSubType === 'appraisal-inspection') data.inspectionNeeded = true;
  if (data.claimType !== 'appraisal') data.inspectionNeeded = false;

  const fields: FieldError[] = validateClaimFields(data, {
    claimType: data.claimType,
    claimSubType: data.claimSubType,
    opposingAppraiserStatus: data.opposingAppraiserStatus,
  }).map((i) => ({ field: i.field, message: i.message }));
  for (const issue of validateTypeDetails(data.claimSubType, data.typeDetails)) fields.push({ field: `typeDetails.${issue.field}`, message: issue.message });
  if (data.filedFor) {
    if (data.filedFor.name.length < 2) fields.push({ field: 'filedFor.name', message: 'Client name must be at least 2 characters' });
    if (!isEmail(data.filedFor.email)) fields.push({ field: 'filedFor.email', message: CLAIM_MESSAGES.email });
  }
  if (data.typeDetails && JSON.stringify(data.typeDetails).length > MAX_TYPE_DETAILS_CHARS) {
    fields.push({ field: 'typeDetails', message: 'The claim type details are too long' });
  }
  if (fields.length > 0) throw validationError(fields);
  return data;
}

export interface ParsedAnalysis {
  analysisResult: Record<string, unknown> | null;
  extractedText: string | null;
  analysisConfidence: number | null;
}

/** The analysis the browser got from analyze-documents; stored as given, minus its long text. */
export function parseAnalysisResult(raw: string | null): ParsedAnalysis {
  if (raw === null || raw.trim() === '' || raw.trim() === 'null') {
    return { analysisResult: null, extractedText: null, analysisConfidence: null };
  }
  if (raw.length > MAX_ANALYSIS_CHARS) {
    throw validationError([{ field: 'analysisResult', message: 'analysisResult is too large' }]);
  }
  const value = parseJsonField(raw, 'analysisResult');
  if (deeperThan(value, MAX_ANALYSIS_DEPTH)) {
    throw validationError([{ field: 'analysisResult', message: `analysisResult nests deeper than ${MAX_ANALYSIS_DEPTH} levels` }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw validationError([{ field: 'analysisResult', message: 'analysisResult must be a JSON object' }]);
  }
  const { extractedText, ...rest } = value as Record<string, unknown>;
  const text = typeof extractedText === 'string' ? extractedText.slice(0, MAX_EXTRACTED_TEXT_CHARS) : null;
  return { analysisResult: rest, extractedText: text, analysisConfidence: overallConfidence(rest) };
}

/** Percent 0..100: the analysis's own overall figure, else the mean of its per-field confidences. */
export function overallConfidence(analysis: Record<string, unknown>): number | null {
  const direct = analysis.confidence ?? analysis.overallConfidence;
  if (typeof direct === 'number' && Number.isFinite(direct)) return toPercent(direct);
  const values: number[] = [];
  for (const key of ['fieldSources', 'sources', 'fields']) {
    const block = analysis[key];
    if (!block || typeof block !== 'object') continue;
    for (const entry of Object.values(block as Record<string, unknown>)) {
      const c = (entry as { confidence?: unknown } | null)?.confidence;
      if (typeof c === 'number' && Number.isFinite(c)) values.push(c);
    }
  }
  if (values.length === 0) return null;
  return toPercent(values.reduce((a, b) => a + b, 0) / values.length);
}

const toPercent = (n: number): number => Math.max(0, Math.min(100, Math.round(n <= 1 ? n * 100 : n)));

/**
 * The staged uploads a claim names: repeated `uploadIds` fields, or `claimData.uploadIds` as ids or
 * `{ id, category }`. Only the shape is checked here; ownership is checked against the records.
 */
export function parseUploadRefs(rawClaimData: string | null, fieldIds: string[]): Array<{ id: string; category: string | null }> {
  let listed: unknown = [];
  try {
    listed = rawClaimData ? ((JSON.parse(rawClaimData) as { uploadIds?: unknown }).uploadIds ?? []) : [];
  } catch {
    // parseClaimData answers the bad JSON
  }
  if (!Array.isArray(listed)) throw validationError([{ field: 'uploadIds', message: 'uploadIds must be a list of upload ids' }]);
  if (fieldIds.length + listed.length > MAX_UPLOAD_IDS) throw tooManyUploadIds();
  const refs = [
    ...fieldIds.map((id) => ({ id, category: null as string | null })),
    ...listed.map((v) =>
      typeof v === 'string'
        ? { id: v, category: null }
        : {
            id: String((v as { id?: unknown })?.id ?? ''),
            category: typeof (v as { category?: unknown })?.category === 'string' ? (v as { category: string }).category.slice(0, 60) : null,
          },
    ),
  ];
  if (refs.some((r) => !UPLOAD_ID.test(r.id))) throw badUploadId();
  return refs;
}
