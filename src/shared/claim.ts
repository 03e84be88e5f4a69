import { z } from 'zod';
import { APPRAISAL_SUB_TYPES, type AppraisalSubType, CLAIM_TYPES, type ClaimType } from './claim-kinds';
import { validateVin } from './vin';

// The kinds, their labels and the empty form live apart from zod so the first pages load without it.
export {
  APPRAISAL_SUB_TYPES,
  type AppraisalSubType,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  type ClaimType,
  EMPTY_CLAIM_FORM,
  SUB_TYPE_LABELS,
} from './claim-kinds';

/** The claim form's fields (section 3), in form order. */
export const CLAIM_FORM_FIELDS = [
  'insuredName',
  'claimNumber',
  'policyNumber',
  'dateOfLoss',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleVin',
  'vehicleTrim',
  'vehicleLocation',
  'email',
  'phone',
  'repairShopName',
  'opposingAppraiserName',
  'opposingAppraiserCompany',
  'opposingAppraiserPhone',
  'opposingAppraiserEmail',
  'opposingAppraiserAddress',
  'opposingEstimateAmount',
  'opposingEstimateDate',
  'notes',
] as const;
export type ClaimFormField = (typeof CLAIM_FORM_FIELDS)[number];

/**
 * How a sentence names each form field ("the claim number"): the Assignment Bot's questions and the
 * notes on what the documents did not supply or disagreed on. The free notes are never asked about.
 */
export const CLAIM_FIELD_PHRASES: Record<Exclude<ClaimFormField, 'notes'>, string> = {
  insuredName: "insured's name",
  claimNumber: 'claim number',
  policyNumber: 'policy number',
  dateOfLoss: 'date of loss',
  vehicleYear: 'vehicle year',
  vehicleMake: 'vehicle make',
  vehicleModel: 'vehicle model',
  vehicleVin: 'VIN',
  vehicleTrim: 'vehicle trim',
  vehicleLocation: "vehicle's current location",
  email: "client's e-mail address",
  phone: "client's phone number",
  repairShopName: 'repair shop name',
  opposingAppraiserName: "opposing appraiser's name",
  opposingAppraiserCompany: "opposing appraiser's company",
  opposingAppraiserPhone: "opposing appraiser's phone number",
  opposingAppraiserEmail: "opposing appraiser's e-mail address",
  opposingAppraiserAddress: "opposing appraiser's address",
  opposingEstimateAmount: "opposing estimate's total amount",
  opposingEstimateDate: "opposing estimate's date",
};
/** The phrase of a form field, or the key itself for anything else. */
export const claimFieldPhrase = (field: string): string => (CLAIM_FIELD_PHRASES as Record<string, string>)[field] ?? field;

export const OPPOSING_APPRAISER_FIELDS = [
  'opposingAppraiserName',
  'opposingAppraiserCompany',
  'opposingAppraiserPhone',
  'opposingAppraiserEmail',
  'opposingAppraiserAddress',
] as const;
/** Filled on submit unless the section is pending (section 5). */
export const OPPOSING_APPRAISER_SUBMIT_FIELDS = [
  'opposingAppraiserName',
  'opposingAppraiserCompany',
  'opposingAppraiserEmail',
  'opposingAppraiserPhone',
] as const;

/** Value set by an N/A checkbox; valid for the field it was set on. */
export const NA_VALUE = 'N/A';
/** Fields with an N/A checkbox (Client Details). */
export const NA_FIELDS = ['insuredName', 'email', 'phone'] as const;

/** Spec section 5 messages. */
export const CLAIM_MESSAGES = {
  insuredName: 'Insured name must be at least 2 characters',
  claimNumber: 'Claim number must be at least 5 characters',
  policyNumber: 'Policy number must be at least 5 characters',
  dateOfLoss: 'Date must be in YYYY-MM-DD format',
  vehicleYearMin: 'Year must be 1900 or later',
  vehicleYearMax: 'Year cannot be too far in the future',
  vehicleYearRequired: 'Vehicle year is required',
  vehicleMake: 'Vehicle make must be at least 2 characters',
  vehicleModel: 'Vehicle model must be at least 2 characters',
  vehicleVin: 'VIN must be exactly 17 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
  repairShopName: 'Repair shop name must be at least 2 characters',
  opposingAppraiserEmail: 'Please enter a valid email address',
  vehicleLocation: 'Vehicle location is required',
  opposingAppraiserName: 'Opposing appraiser name is required',
  opposingAppraiserCompany: 'Opposing appraiser company is required',
  opposingAppraiserPhone: 'Opposing appraiser phone is required',
  opposingAppraiserEmailRequired: 'Opposing appraiser email is required',
  vehicleAccessible: 'Please answer whether the vehicle is accessible for inspection',
  missingAppraiserTitle: 'Missing Required Information',
  missingAppraiserText: 'Please fill in all opposing appraiser fields or mark the section as pending.',
} as const;

/** Required for every claim type (DESIGN.md "Required fields"). */
const ALWAYS_REQUIRED: ClaimFormField[] = ['insuredName', 'claimNumber', 'dateOfLoss'];

/** The section 3 table: the type's own required fields. */
const TYPE_REQUIRED: Record<ClaimType | AppraisalSubType, ClaimFormField[]> = {
  appraisal: ['insuredName', 'opposingAppraiserName'],
  'appraisal-inspection': ['insuredName', 'opposingAppraiserName', 'vehicleLocation'],
  'appraisal-post-repair': ['insuredName', 'repairShopName', 'opposingAppraiserName'],
  'appraisal-only': ['insuredName', 'opposingAppraiserName'],
  'total-loss': ['vehicleVin', 'vehicleYear', 'vehicleMake', 'vehicleModel'],
  glass: ['vehicleVin', 'repairShopName'],
  auto: ['vehicleVin', 'vehicleYear', 'vehicleMake', 'vehicleModel'],
};

/**
 * Required fields for a claim type (and appraisal sub-type): the form's marks, Review Details and
 * Submit all use this one list. Section 5 requires the opposing appraiser's name, company, e-mail
 * and phone for every type unless the section is marked pending.
 */
export function requiredFieldsFor(
  claimType: ClaimType,
  claimSubType?: AppraisalSubType | null,
  opposingAppraiserStatus: 'pending' | 'completed' = 'completed',
): ClaimFormField[] {
  const key = claimType === 'appraisal' && claimSubType ? claimSubType : claimType;
  const set = new Set<ClaimFormField>([...ALWAYS_REQUIRED, ...TYPE_REQUIRED[key]]);
  if (opposingAppraiserStatus === 'pending') {
    for (const f of OPPOSING_APPRAISER_FIELDS) set.delete(f);
  } else {
    for (const f of OPPOSING_APPRAISER_SUBMIT_FIELDS) set.add(f);
  }
  return CLAIM_FORM_FIELDS.filter((f) => set.has(f));
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string): boolean => EMAIL_RE.test(value) && value.length <= 254;
export const countDigits = (value: string): number => value.replace(/\D/g, '').length;

const str = z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string().max(5000));
const year = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ message: 'Year must be a number' }).int('Year must be a whole number').nullable(),
);

/** The form's values (section 3 claim form fields) plus what submit adds. */
export const ClaimFormSchema = z.object({
  insuredName: str,
  claimNumber: str,
  policyNumber: str,
  dateOfLoss: str,
  vehicleYear: year,
  vehicleMake: str,
  vehicleModel: str,
  vehicleVin: str,
  vehicleTrim: str,
  vehicleLocation: str,
  email: str,
  phone: str,
  repairShopName: str,
  opposingAppraiserName: str,
  opposingAppraiserCompany: str,
  opposingAppraiserPhone: str,
  opposingAppraiserEmail: str,
  opposingAppraiserAddress: str,
  opposingEstimateAmount: str,
  opposingEstimateDate: str,
  notes: str,
});
export type ClaimForm = z.infer<typeof ClaimFormSchema>;

/** Most answers a sub-type form has; the forms have three. */
export const MAX_TYPE_DETAILS = 30;

/**
 * The sub-type form's answers: a flat object of short keys and single values (yes/no, an
 * amount, a date), never nested, so no submission can be deep or large.
 */
export const TypeDetailsSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, 'Type detail names are letters and digits, at most 60'),
    z.union([z.string().max(2000, 'A type detail can be at most 2000 characters'), z.number().finite(), z.boolean(), z.null()], {
      message: 'Type details are single values (text, a number, yes or no)',
    }),
  )
  .refine((v) => Object.keys(v).length <= MAX_TYPE_DETAILS, `At most ${MAX_TYPE_DETAILS} type details`);

export const ClaimMetaSchema = z.object({
  claimType: z.enum(CLAIM_TYPES, { message: 'Choose a claim type: appraisal, total-loss, glass or auto' }),
  claimSubType: z.enum(APPRAISAL_SUB_TYPES).nullable().optional(),
  inspectionNeeded: z.boolean().optional().default(false),
  opposingAppraiserStatus: z.enum(['pending', 'completed']).default('completed'),
  typeDetails: TypeDetailsSchema.optional(),
  filedFor: z
    .object({ name: z.string().trim().max(200), email: z.string().trim().max(254) })
    .nullable()
    .optional(),
  uploadedFiles: z.array(z.string().max(500)).max(500).optional(),
  /** Upload steps the claimant marked Not Available (the spec's map keyed by step key). */
  notAvailable: z.record(z.string().max(40), z.boolean()).optional(),
  /** Sent after a 409 possible_duplicate: store the claim anyway, marked for staff. */
  confirmDuplicate: z.boolean().optional(),
});

/** What POST /api/claims receives as claimData. */
export const ClaimSubmissionSchema = ClaimFormSchema.extend(ClaimMetaSchema.shape);
export type ClaimSubmission = z.infer<typeof ClaimSubmissionSchema>;

export interface FieldIssue {
  field: ClaimFormField;
  message: string;
}

/**
 * Section 5 rules: a required field must pass its rule; an optional one only when not empty.
 * 'N/A' is valid for the N/A-checkbox fields. Returns one issue per failing field.
 */
export function validateClaimFields(
  values: ClaimForm,
  ctx: { claimType: ClaimType; claimSubType?: AppraisalSubType | null; opposingAppraiserStatus?: 'pending' | 'completed' },
): FieldIssue[] {
  const status = ctx.opposingAppraiserStatus ?? 'completed';
  const required = new Set(requiredFieldsFor(ctx.claimType, ctx.claimSubType, status));
  const issues: FieldIssue[] = [];
  const add = (field: ClaimFormField, message: string) => issues.push({ field, message });
  const text = (f: ClaimFormField) => String(values[f] ?? '').trim();
  const isNa = (f: ClaimFormField) => (NA_FIELDS as readonly string[]).includes(f) && text(f) === NA_VALUE;
  const check = (f: ClaimFormField, ok: (v: string) => boolean, message: string) => {
    const v = text(f);
    if (isNa(f)) return;
    if (v === '' && !required.has(f)) return;
    if (!ok(v)) add(f, message);
  };

  check('insuredName', (v) => v.length >= 2, CLAIM_MESSAGES.insuredName);
  check('claimNumber', (v) => v.length >= 5, CLAIM_MESSAGES.claimNumber);
  check('policyNumber', (v) => v.length >= 5, CLAIM_MESSAGES.policyNumber);
  check('dateOfLoss', isIsoDate, CLAIM_MESSAGES.dateOfLoss);
  if (values.vehicleYear === null || values.vehicleYear === undefined) {
    if (required.has('vehicleYear')) add('vehicleYear', CLAIM_MESSAGES.vehicleYearRequired);
  } else if (values.vehicleYear < 1900) add('vehicleYear', CLAIM_MESSAGES.vehicleYearMin);
  else if (values.vehicleYear > 2030) add('vehicleYear', CLAIM_MESSAGES.vehicleYearMax);
  check('vehicleMake', (v) => v.length >= 2, CLAIM_MESSAGES.vehicleMake);
  check('vehicleModel', (v) => v.length >= 2, CLAIM_MESSAGES.vehicleModel);
  const vin = text('vehicleVin');
  if (vin !== '' || required.has('vehicleVin')) {
    if (vin.length !== 17) add('vehicleVin', CLAIM_MESSAGES.vehicleVin);
    else {
      const result = validateVin(vin.toUpperCase());
      if (!result.valid && result.error) add('vehicleVin', result.error);
    }
  }
  check('vehicleLocation', (v) => v.length >= 2, CLAIM_MESSAGES.vehicleLocation);
  check('email', isEmail, CLAIM_MESSAGES.email);
  check('phone', (v) => countDigits(v) >= 10, CLAIM_MESSAGES.phone);
  check('repairShopName', (v) => v.length >= 2, CLAIM_MESSAGES.repairShopName);
  for (const f of missingOpposingAppraiserFields(values, status)) add(f, APPRAISER_REQUIRED_MESSAGES[f]);
  const appraiserName = text('opposingAppraiserName');
  if (appraiserName !== '' && appraiserName.length < 2) add('opposingAppraiserName', CLAIM_MESSAGES.opposingAppraiserName);
  const appraiserEmail = text('opposingAppraiserEmail');
  if (appraiserEmail !== '' && !isEmail(appraiserEmail)) add('opposingAppraiserEmail', CLAIM_MESSAGES.opposingAppraiserEmail);
  const appraiserPhone = text('opposingAppraiserPhone');
  if (appraiserPhone !== '' && countDigits(appraiserPhone) < 10) add('opposingAppraiserPhone', CLAIM_MESSAGES.phone);
  return issues;
}

const APPRAISER_REQUIRED_MESSAGES: Record<(typeof OPPOSING_APPRAISER_SUBMIT_FIELDS)[number], string> = {
  opposingAppraiserName: CLAIM_MESSAGES.opposingAppraiserName,
  opposingAppraiserCompany: CLAIM_MESSAGES.opposingAppraiserCompany,
  opposingAppraiserPhone: CLAIM_MESSAGES.opposingAppraiserPhone,
  opposingAppraiserEmail: CLAIM_MESSAGES.opposingAppraiserEmailRequired,
};

/** Section 5: unless pending, the four appraiser fields must be filled (part of validateClaimFields). */
export function missingOpposingAppraiserFields(values: ClaimForm, status: 'pending' | 'completed'): (typeof OPPOSING_APPRAISER_SUBMIT_FIELDS)[number][] {
  if (status === 'pending') return [];
  return OPPOSING_APPRAISER_SUBMIT_FIELDS.filter((f) => String(values[f] ?? '').trim() === '');
}

/** The sub-type form's answers that are required (section 3 "Sub-type upload forms"). */
export interface TypeDetailIssue {
  field: 'vehicleAccessible';
  message: string;
}

/** Inspection Required asks whether the vehicle is accessible: a yes or a no is required. */
export function validateTypeDetails(
  claimSubType: AppraisalSubType | null | undefined,
  typeDetails: Record<string, unknown> | null | undefined,
): TypeDetailIssue[] {
  if (claimSubType !== 'appraisal-inspection') return [];
  const answer = typeDetails?.vehicleAccessible;
  return typeof answer === 'boolean' ? [] : [{ field: 'vehicleAccessible', message: CLAIM_MESSAGES.vehicleAccessible }];
}

/** Phone display format (###) ###-#### as digits are typed. */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Money input keeps only digits and one dot. */
export function sanitizeMoney(input: string): string {
  const kept = input.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** Claim statuses and their badge tones (section 4). */
export const CLAIM_STATUSES = ['submitted', 'processing', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
