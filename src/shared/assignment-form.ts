/**
 * The assignment form (staff-portal spec sections 3–5): its fields, labels, sections, required
 * set, the mapping from the generator's extracted-data keys onto the form's field names
 * (DESIGN.md "Generator keys") and the download file name. Used by the preview page and by the
 * server's generate calls, so both check and lay out the same thing.
 */
import { DIFFERENCE_CATEGORIES, DIFFERENCE_CATEGORY_LABELS, type EstimateComparison } from './estimate-comparison';
import { formatMoney } from './format';

export const ASSIGNMENT_FIELD_KEYS = [
  'date',
  'frontier_file',
  'claim_number',
  'date_of_loss',
  'insured',
  'insured_phone',
  'insured_email',
  'year_make_model_trim',
  'vin',
  'mileage',
  'damage_areas',
  'loss_description',
  'opposing_appraiser',
  'opposing_appraiser_phone',
  'opposing_appraiser_email',
  'opposing_appraiser_estimate',
  'deductible',
  'vehicle_location',
  'progressive_estimate',
  'shop_name',
  'shop_estimate',
  'inspection_required',
  'additional_information',
] as const;
export type AssignmentFieldKey = (typeof ASSIGNMENT_FIELD_KEYS)[number];
export type AssignmentForm = Record<AssignmentFieldKey, string>;

export const REQUIRED_ASSIGNMENT_FIELDS: readonly AssignmentFieldKey[] = [
  'claim_number',
  'date_of_loss',
  'insured',
  'vin',
  'damage_areas',
  'loss_description',
  'inspection_required',
  'vehicle_location',
  'progressive_estimate',
];

export const MULTILINE_ASSIGNMENT_FIELDS: readonly AssignmentFieldKey[] = ['vehicle_location', 'damage_areas', 'loss_description', 'additional_information'];

/** Longest accepted value; far beyond any real entry, small enough to keep documents sane. */
export const MAX_FIELD_LENGTH = 10_000;

export interface FormNames {
  firmName: string;
  insurerName: string;
}

/** Field labels; two of them carry the firm's and the insurer's names. */
export function assignmentFieldLabel(key: AssignmentFieldKey, names: FormNames): string {
  switch (key) {
    case 'frontier_file':
      return `${names.firmName} File #`;
    case 'progressive_estimate':
      return `${names.insurerName} Estimate`;
    default:
      return FIXED_LABELS[key];
  }
}

const FIXED_LABELS: Record<Exclude<AssignmentFieldKey, 'frontier_file' | 'progressive_estimate'>, string> = {
  date: 'Date',
  claim_number: 'Claim Number',
  date_of_loss: 'Date of Loss',
  insured: 'Insured',
  insured_phone: 'Insured Phone',
  insured_email: 'Insured Email',
  year_make_model_trim: 'Year / Make / Model / Trim',
  vin: 'VIN',
  mileage: 'Mileage',
  damage_areas: 'Damage Areas',
  loss_description: 'Loss Description',
  opposing_appraiser: 'Opposing Appraiser',
  opposing_appraiser_phone: 'Opposing Appraiser Phone',
  opposing_appraiser_email: 'Opposing Appraiser Email',
  opposing_appraiser_estimate: 'Opposing Appraiser Estimate',
  deductible: 'Deductible',
  vehicle_location: 'Vehicle Location',
  shop_name: 'Shop Name',
  shop_estimate: 'Shop Estimate',
  inspection_required: 'Inspection Required',
  additional_information: 'Additional Information',
};

export interface AssignmentSection {
  title: string;
  fields: readonly AssignmentFieldKey[];
}

/** The form's four sections, in page order; every field sits in exactly one. */
export const ASSIGNMENT_SECTIONS: readonly AssignmentSection[] = [
  {
    title: 'Claim Information',
    fields: ['date', 'frontier_file', 'claim_number', 'date_of_loss', 'insured', 'insured_phone', 'insured_email', 'damage_areas', 'loss_description'],
  },
  {
    title: 'Appraisal Information',
    fields: [
      'progressive_estimate',
      'deductible',
      'opposing_appraiser',
      'opposing_appraiser_phone',
      'opposing_appraiser_email',
      'opposing_appraiser_estimate',
      'shop_name',
      'shop_estimate',
    ],
  },
  { title: 'Vehicle Information', fields: ['year_make_model_trim', 'vin', 'mileage', 'vehicle_location'] },
  { title: 'Additional Information', fields: ['inspection_required', 'additional_information'] },
];

/** Extracted-data / hand-off key → form field (spec section 3's two key sets). */
export const EXTRACTED_KEY_MAP: Readonly<Record<string, AssignmentFieldKey>> = {
  loss_date: 'date_of_loss',
  damage_area: 'damage_areas',
  description: 'loss_description',
  inspection: 'inspection_required',
  other_appraiser: 'opposing_appraiser',
  other_appraiser_est: 'opposing_appraiser_estimate',
  progressive_est: 'progressive_estimate',
  shop_est: 'shop_estimate',
  additional_notes: 'additional_information',
};

const text = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
};

const isBlankish = (v: string) => v.trim() === '' || /^n\/?a$/i.test(v.trim());

/**
 * Maps a payload that may use either key set onto the form. A form field name wins over its
 * alternative key when both carry a value; vehicle_year/make/model join into
 * year_make_model_trim. Unknown keys are ignored; missing fields are empty strings.
 */
export function toAssignmentForm(input: Record<string, unknown>): AssignmentForm {
  const form = Object.fromEntries(ASSIGNMENT_FIELD_KEYS.map((k) => [k, ''])) as AssignmentForm;
  for (const [alt, key] of Object.entries(EXTRACTED_KEY_MAP)) {
    const v = text(input[alt]);
    if (v.trim()) form[key] = v;
  }
  const vehicle = ['vehicle_year', 'vehicle_make', 'vehicle_model', 'vehicle_trim'].map((k) => text(input[k]).trim()).filter((v) => v && !isBlankish(v));
  if (vehicle.length) form.year_make_model_trim = vehicle.join(' ');
  for (const key of ASSIGNMENT_FIELD_KEYS) {
    const v = text(input[key]);
    if (v.trim()) form[key] = v;
  }
  form.vin = form.vin.toUpperCase();
  return form;
}

/** The required fields that are empty after trimming, in form order. */
export function missingRequiredFields(form: AssignmentForm): AssignmentFieldKey[] {
  return REQUIRED_ASSIGNMENT_FIELDS.filter((k) => !form[k]?.trim());
}

/** 'Missing required fields: Claim Number, VIN' (labels, in form order). */
export function missingFieldsMessage(missing: readonly AssignmentFieldKey[], names: FormNames): string {
  return `Missing required fields: ${missing.map((k) => assignmentFieldLabel(k, names)).join(', ')}`;
}

/** "November 22, 2026" — the spec's "today in long US format". */
export function longUsDate(d: Date): string {
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * The preview's starting values: the spec's markers for what is not known yet (today's date, the
 * firm file Pending, inspection Yes as the firm's default service, appraiser Unknown, mileage N/A),
 * then whatever the hand-off supplies (either key set). No value a document could give is invented:
 * no sample shop (issue 25); a field no document fills stays empty, and the view and the Word/PDF
 * mark it (`printedValue`).
 */
export function buildInitialForm(handOff: Record<string, unknown>, defaults: { today: Date }): AssignmentForm {
  const mapped = toAssignmentForm(handOff);
  const base: Partial<AssignmentForm> = {
    date: longUsDate(defaults.today),
    frontier_file: 'Pending',
    inspection_required: 'Yes',
    opposing_appraiser: 'Unknown',
    mileage: 'N/A',
  };
  for (const key of ASSIGNMENT_FIELD_KEYS) if (!mapped[key].trim() && base[key]) mapped[key] = base[key] as string;
  return mapped;
}

/** What the form prints where no document gave a value. */
export const NOT_IN_DOCUMENTS = 'Not found in the documents';

/**
 * Frontier_Assignment_{claim} with every character but letters, digits and hyphen made an
 * underscore; Assignment_{timestamp} when the claim number is empty or N/A.
 */
export function assignmentFileName(claimNumber: string, ext: 'docx' | 'pdf', now: Date = new Date()): string {
  const claim = claimNumber.trim();
  if (!claim || /^n\/?a$/i.test(claim)) return `Assignment_${now.getTime()}.${ext}`;
  return `Frontier_Assignment_${claim.replace(/[^A-Za-z0-9-]/g, '_')}.${ext}`;
}

/** The value as printed: an empty field says no document gave it, so a blank row never looks lost or filled. */
export function printedValue(v: string): string {
  return v.trim() ? v.replace(/\r\n?/g, '\n').trim() : NOT_IN_DOCUMENTS;
}

/** The estimate comparison as label/value rows for the form's summary table. */
export function comparisonSummaryRows(c: EstimateComparison, names: FormNames): Array<[string, string]> {
  const t = c.totalsDifference;
  const rows: Array<[string, string]> = [
    [`${names.insurerName} estimate total`, formatMoney(t.carrierTotal)],
    ['Other estimate total', formatMoney(t.otherTotal)],
    ['Difference (other − carrier)', formatMoney(t.total)],
    ['Lines matched', String(c.matches.length)],
    [`Lines only on the ${names.insurerName} estimate`, String(c.onlyCarrier.length)],
    ['Lines only on the other estimate', String(c.onlyOther.length)],
  ];
  for (const category of DIFFERENCE_CATEGORIES) {
    const amount = t.byCategory[category] ?? 0;
    if (Math.round(amount * 100) !== 0) rows.push([`Difference: ${DIFFERENCE_CATEGORY_LABELS[category]}`, formatMoney(amount)]);
  }
  return rows;
}
