import { type AssignmentQuestion, fallbackQuestions, type QuestionCategory, type QuestionType } from '../../shared/assignment-questions.js';
import { DEFAULT_CONTENT } from '../../shared/content.js';
import { normalizeCategory } from '../../shared/categories.js';
import {
  APPRAISAL_SUB_TYPES,
  type AppraisalSubType,
  CLAIM_FIELD_PHRASES,
  CLAIM_TYPES,
  type ClaimType,
  claimFieldPhrase,
  NA_VALUE,
  requiredFieldsFor,
} from '../../shared/claim.js';

export interface QuestionInput {
  claimData: Record<string, unknown>;
  analysisResult: Record<string, unknown> | null;
  uploadedFiles: Array<{ name: string; category?: string | null; size?: number }>;
  /** The carrier question's options, from the loaded content (default: the content defaults'). */
  carrierOptions?: readonly string[];
}

const CATEGORY_OF: Record<string, QuestionCategory> = {
  insuredName: 'client',
  email: 'client',
  phone: 'client',
  claimNumber: 'insurance',
  policyNumber: 'insurance',
  dateOfLoss: 'incident',
  vehicleYear: 'vehicle',
  vehicleMake: 'vehicle',
  vehicleModel: 'vehicle',
  vehicleVin: 'vehicle',
  vehicleTrim: 'vehicle',
  vehicleLocation: 'vehicle',
  repairShopName: 'repair',
  opposingEstimateAmount: 'repair',
  opposingEstimateDate: 'repair',
};

const TYPE_OF: Record<string, QuestionType> = {
  vehicleYear: 'number',
  dateOfLoss: 'date',
  opposingEstimateDate: 'date',
  opposingEstimateAmount: 'number',
};

const MAX_QUESTIONS = 12;
const MIN_PHOTOS = 3;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const isEmpty = (v: unknown): boolean => text(v) === '' || text(v) === NA_VALUE;
/** Compares what people type: case, spaces and punctuation do not make two values differ. */
const same = (a: unknown, b: unknown): boolean =>
  text(a)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '') ===
  text(b)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const categoryOf = (field: string): QuestionCategory => CATEGORY_OF[field] ?? (field.startsWith('opposingAppraiser') ? 'legal' : 'incident');
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function claimTypeOf(data: Record<string, unknown>): { type: ClaimType; sub: AppraisalSubType | null } {
  const type = (CLAIM_TYPES as readonly string[]).includes(text(data.claimType)) ? (text(data.claimType) as ClaimType) : 'appraisal';
  const sub = (APPRAISAL_SUB_TYPES as readonly string[]).includes(text(data.claimSubType)) ? (text(data.claimSubType) as AppraisalSubType) : null;
  return { type, sub: type === 'appraisal' ? sub : null };
}

/** Values the documents found: claimData plus opposingAppraiserInfo (top level or nested). */
function documentValues(analysis: Record<string, unknown> | null): Record<string, unknown> {
  if (!analysis) return {};
  const claimData = (analysis.claimData ?? {}) as Record<string, unknown>;
  const nested = (claimData.opposingAppraiserInfo ?? {}) as Record<string, unknown>;
  const top = (analysis.opposingAppraiserInfo ?? {}) as Record<string, unknown>;
  return { ...nested, ...top, ...claimData };
}

/**
 * A fact one analyzed document printed (analysisResult.documents[].fields), preferring the
 * insurer's estimate; null when none did.
 */
export function documentFact(analysis: Record<string, unknown> | null | undefined, field: string): { value: string; filename: string } | null {
  const docs = Array.isArray(analysis?.documents) ? (analysis?.documents as Array<Record<string, unknown>>) : [];
  const ordered = [...docs].sort((a, b) => Number(b.category === 'progressive-estimate') - Number(a.category === 'progressive-estimate'));
  for (const d of ordered) {
    const f = (d.fields as Record<string, { value?: unknown } | undefined> | undefined)?.[field];
    const value = text(f?.value);
    if (value && !isEmpty(value)) return { value, filename: text(d.filename) };
  }
  return null;
}

function askForField(field: string, context: string, priority: AssignmentQuestion['priority']): AssignmentQuestion {
  return {
    id: `missing_${field}`,
    question: `What is the ${claimFieldPhrase(field)}?`,
    type: TYPE_OF[field] ?? 'text',
    required: false,
    context,
    category: categoryOf(field),
    priority,
  };
}

/**
 * The Assignment Bot's questions for one claim: what its type still needs, what the documents
 * contradict or left open, and what an appraiser will ask next. Deterministic: the same claim
 * gives the same questions, most important first.
 */
export function generateAssignmentQuestions(input: QuestionInput): AssignmentQuestion[] {
  const data = input.claimData ?? {};
  const found = documentValues(input.analysisResult);
  const { type, sub } = claimTypeOf(data);
  const appraiserPending = text(data.opposingAppraiserStatus) === 'pending';
  const questions: AssignmentQuestion[] = [];
  const asked = new Set<string>();
  const add = (q: AssignmentQuestion, field?: string) => {
    if (asked.has(q.id) || (field && asked.has(field))) return;
    asked.add(q.id);
    if (field) asked.add(field);
    questions.push(q);
  };

  // The claimant said the opposing appraiser is pending / unknown: nothing about them is asked.
  const settled = (field: string) => appraiserPending && field.startsWith('opposingAppraiser');

  // 1. The documents and the form disagree: ask which is right.
  for (const [field, docValue] of Object.entries(found)) {
    if (!(field in CLAIM_FIELD_PHRASES) || settled(field) || isEmpty(docValue) || typeof docValue === 'object') continue;
    const formValue = data[field];
    if (isEmpty(formValue) || same(formValue, docValue)) continue;
    add(
      {
        id: `confirm_${field}`,
        question: `Your documents show ${text(docValue)} as the ${claimFieldPhrase(field)}, but the claim says ${text(formValue)}. Which is correct?`,
        type: 'select',
        options: [text(formValue), text(docValue), 'Neither (I will explain in the notes)'],
        required: true,
        context: 'The uploaded documents and the form disagree.',
        category: categoryOf(field),
        priority: 'high',
      },
      field,
    );
  }

  // 2. What the claim type requires and the claim still lacks (e.g. marked N/A).
  for (const field of requiredFieldsFor(type, sub, appraiserPending ? 'pending' : 'completed')) {
    if (isEmpty(data[field])) add(askForField(field, `Required for this claim type.`, 'high'), field);
  }

  // 3. The analysis's gaps: required facts no document supplied.
  const gaps = Array.isArray(input.analysisResult?.gaps) ? (input.analysisResult?.gaps as Array<Record<string, unknown>>) : [];
  for (const gap of gaps) {
    const field = text(gap.field);
    if (!field || settled(field) || !isEmpty(data[field])) continue;
    add(askForField(field, text(gap.note) || 'No uploaded document contained this.', 'medium'), field);
  }

  // 4. Documents the appraisal will need.
  const kinds = input.uploadedFiles.map((f) => normalizeCategory(f.category ?? '') ?? 'other');
  const photos = kinds.filter((k) => k === 'photo').length;
  if (photos < MIN_PHOTOS) {
    add({
      id: 'more_photos',
      question: `${photos === 0 ? 'No photos were' : `Only ${photos} photo${photos === 1 ? ' was' : 's were'}`} uploaded; at least ${MIN_PHOTOS} are needed. Can you send more photos of the damage?`,
      type: 'boolean',
      required: true,
      context: 'The appraiser needs at least 3 photos of the damage.',
      category: 'vehicle',
      priority: 'high',
    });
  }
  if (!kinds.includes('carrier_estimate')) {
    add({
      id: 'carrier_estimate_pending',
      question: "We did not find the insurer's estimate among your files. When do you expect to have it?",
      type: 'text',
      required: false,
      context: 'The appraisal compares the insurer estimate with the other side.',
      category: 'insurance',
      priority: 'high',
    });
  }
  // Not when the claimant marked the other side pending / unknown: they said they do not know who it is.
  if (type === 'appraisal' && !appraiserPending && !kinds.includes('shop_estimate') && !kinds.includes('opposing_appraiser')) {
    add({
      id: 'other_estimate_pending',
      question: "We did not find the shop's or the other appraiser's estimate. Who is preparing it?",
      type: 'text',
      required: false,
      category: 'repair',
      priority: 'medium',
    });
  }

  // 5. Open points of the sub-type and of a pending appraiser.
  const details = (data.typeDetails ?? {}) as Record<string, unknown>;
  if (sub === 'appraisal-inspection' && (details.vehicleAccessible === undefined || details.vehicleAccessible === null)) {
    add({
      id: 'vehicle_accessible',
      question: 'Can the appraiser access the vehicle for an inspection?',
      type: 'boolean',
      required: true,
      category: 'vehicle',
      priority: 'high',
    });
  }
  if (sub === 'appraisal-post-repair' && isEmpty(details.amountPaid ?? details.amountPaidByInsurer)) {
    add({
      id: 'insurer_amount_paid',
      question: 'How much has the insurer paid so far?',
      type: 'number',
      required: false,
      category: 'insurance',
      priority: 'high',
    });
  }
  if (isEmpty(data.dateOfLoss) === false && isEmpty(data.notes)) {
    add({
      id: 'loss_description',
      question: 'Briefly, how did the loss happen?',
      type: 'textarea',
      required: false,
      category: 'incident',
      priority: 'low',
    });
  }

  // 6. The facts every assignment letter carries (mapped onto claim fields when answered), minus
  // what is known: the carrier is the portal's insurer (fixed), and a deductible the insurer's
  // estimate prints is not asked again.
  const deductibleFound = !isEmpty(found.deductible ?? found.deductibleAmount) || documentFact(input.analysisResult, 'deductible') !== null;
  for (const q of fallbackQuestions(input.carrierOptions ?? DEFAULT_CONTENT.carrierOptions)) {
    if (q.id === 'insurance_carrier') continue;
    if (q.id === 'deductible' && deductibleFound) continue;
    add({ ...q, options: q.options ? [...q.options] : undefined });
  }

  const rank = { high: 0, medium: 1, low: 2 } as const;
  return questions
    .map((q, i) => ({ q, i }))
    .sort((a, b) => rank[a.q.priority] - rank[b.q.priority] || a.i - b.i)
    .slice(0, MAX_QUESTIONS)
    .map(({ q }) => ({ ...q, question: upperFirst(q.question) }));
}
