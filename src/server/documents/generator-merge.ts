/**
 * process-documents: the assignment generator's merge (staff-portal.md section 4) over analyzed PDFs.
 */
import type { DocumentKind } from '../../shared/categories';
import { longUsDate } from '../../shared/assignment-form';
import { type ContentNames, DEFAULT_CONTENT } from '../../shared/content';
import { namesInsurer } from './classify/features';
import { isAuthoritative } from './extract/field-spec';
import type { FieldName } from './extract/labels';
import { type CheckedFile, describeVehicleId } from '../../shared/vehicle-match';
import { type AnalyzedFile, kindsOf, packetVehicles } from './merge';

export const GENERATOR_KEYS = [
  'date',
  'frontier_file',
  'claim_number',
  'loss_date',
  'insured',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'vin',
  'mileage',
  'damage_area',
  'description',
  'inspection',
  'other_appraiser',
  'other_appraiser_est',
  'deductible',
  'vehicle_location',
  'progressive_est',
  'shop_est',
  'additional_notes',
  // Beyond the spec's keys: the form's insured contacts, read from the documents the intake reads them from.
  'insured_phone',
  'insured_email',
] as const;
export type GeneratorKey = (typeof GENERATOR_KEYS)[number];
export type GeneratorData = Record<GeneratorKey, string>;

/** The documents whose phone and e-mail are the insured's (the intake's merge reads the same: merge.ts). */
const INSURED_CONTACT_KINDS: DocumentKind[] = ['carrier_estimate', 'shop_estimate', 'firm_assignment', 'other'];

/** Which extracted field fills a key, and which document kinds may supply it. */
const SOURCES: Record<GeneratorKey, Array<[FieldName, DocumentKind[] | 'any']>> = {
  date: [],
  frontier_file: [['firmFileNumber', ['firm_assignment']]],
  claim_number: [['claimNumber', 'any']],
  loss_date: [['dateOfLoss', 'any']],
  insured: [['insuredName', 'any']],
  vehicle_year: [['vehicleYear', 'any']],
  vehicle_make: [['vehicleMake', 'any']],
  vehicle_model: [['vehicleModel', 'any']],
  vin: [['vehicleVin', 'any']],
  mileage: [['mileage', 'any']],
  damage_area: [['damageArea', 'any']],
  description: [['lossDescription', 'any']],
  inspection: [['inspectionRequired', 'any']],
  other_appraiser: [['appraiserName', ['opposing_appraiser', 'firm_assignment']]],
  other_appraiser_est: [['estimateAmount', ['opposing_appraiser']]],
  deductible: [['deductible', 'any']],
  vehicle_location: [['vehicleLocation', 'any']],
  progressive_est: [['estimateAmount', ['carrier_estimate']]],
  shop_est: [['estimateAmount', ['shop_estimate']]],
  additional_notes: [],
  insured_phone: [['phone', INSURED_CONTACT_KINDS]],
  insured_email: [['email', INSURED_CONTACT_KINDS]],
};

/** Section 4: which document type supplies which keys first. */
const PREFERRED: Partial<Record<DocumentKind, GeneratorKey[]>> = {
  firm_assignment: ['frontier_file', 'claim_number', 'insured', 'loss_date', 'damage_area', 'description', 'other_appraiser', 'vehicle_location'],
  carrier_estimate: ['vehicle_year', 'vehicle_make', 'vehicle_model', 'vin', 'progressive_est', 'deductible', 'vehicle_location'],
  opposing_appraiser: ['other_appraiser', 'other_appraiser_est'],
};
const ORDER: DocumentKind[] = ['firm_assignment', 'carrier_estimate', 'opposing_appraiser'];

const IGNORED = /^(pending|n\/?a|type|unknown)?$/i;
const MONEY_KEYS: GeneratorKey[] = ['progressive_est', 'deductible', 'other_appraiser_est', 'shop_est'];
/** An "appraiser" that is an insurer (the carrier's staff) is not the other appraiser. */
const isCarrier = (name: string, insurerName: string) => namesInsurer(name) || name.toLowerCase().includes(insurerName.toLowerCase());

function defaults(today: Date): GeneratorData {
  const d = Object.fromEntries(GENERATOR_KEYS.map((k) => [k, 'N/A'])) as GeneratorData;
  d.date = longUsDate(today);
  d.frontier_file = 'Pending';
  d.inspection = 'Yes';
  d.other_appraiser = 'Unknown';
  d.additional_notes = '';
  // Not the spec's keys: left empty, so the form says no document gave them.
  d.insured_phone = '';
  d.insured_email = '';
  return d;
}

function valueFor(file: AnalyzedFile, key: GeneratorKey): string | null {
  for (const [field, kinds] of SOURCES[key]) {
    // The user's filing or the reader's kind (an appraiser letter filed as a shop document still names the appraiser).
    if (kinds !== 'any' && !kindsOf(file).some((k) => kinds.includes(k))) continue;
    const v = file.analysis.fields[field]?.value?.trim();
    if (v && !IGNORED.test(v)) return v;
  }
  return null;
}

/** "45123" as "45,123": an odometer reading is read by people, with its thousands separator. */
export function groupedMileage(raw: string): string {
  const digits = raw.replace(/,/g, '').trim();
  return /^\d{4,}$/.test(digits) ? Number(digits).toLocaleString('en-US') : raw;
}

function longDate(iso: string): string {
  const m = iso.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return m ? longUsDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : iso;
}

/**
 * One vehicle per claim: the generator has no claim, so the packet's vehicle is the carrier's
 * document's, else the one most documents share (shared/vehicle-match.ts); each file against it.
 */
export function generatorVehicles(files: AnalyzedFile[]): { vehicle: string | null; files: CheckedFile[] } {
  const checked = packetVehicles(files);
  return { vehicle: checked.reference ? describeVehicleId(checked.reference) || null : null, files: checked.files };
}

/**
 * The merge rules of staff-portal.md section 4 over any number of analyzed documents; a document of
 * another vehicle than the packet's is left out until a person confirms it belongs.
 * `content`: the loaded content (server/content.ts); its insurer's staff are never the other appraiser. */
export function mergeForGenerator(
  files: AnalyzedFile[],
  today: Date = new Date(),
  content: Pick<ContentNames, 'insurerName'> = DEFAULT_CONTENT,
): GeneratorData {
  const checked = generatorVehicles(files).files;
  const kept = files.filter((_, i) => !checked[i]?.excluded);
  return mergeKept(kept, today, content);
}

function mergeKept(files: AnalyzedFile[], today: Date, content: Pick<ContentNames, 'insurerName'>): GeneratorData {
  const out = defaults(today);
  const filled = new Set<GeneratorKey>();
  const take = (key: GeneratorKey, v: string | null) => {
    if (v && !filled.has(key)) {
      out[key] = v;
      filled.add(key);
    }
  };
  for (const kind of ORDER) {
    for (const file of files.filter((f) => kindsOf(f).includes(kind))) for (const key of PREFERRED[kind] ?? []) take(key, valueFor(file, key));
  }
  // Remaining gaps from any document, documents authoritative for the field first (field-spec.ts).
  for (const key of GENERATOR_KEYS) {
    const field = SOURCES[key][0]?.[0];
    const authority = (f: AnalyzedFile) => (field && kindsOf(f).some((k) => isAuthoritative(field, k)) ? 0 : 1);
    for (const file of files.slice().sort((a, b) => authority(a) - authority(b))) take(key, valueFor(file, key));
  }

  if (isCarrier(out.other_appraiser, content.insurerName)) out.other_appraiser = 'Unknown';
  if (/^(unknown|pending)$/i.test(out.other_appraiser)) out.other_appraiser_est = 'N/A';
  if (!filled.has('deductible') || IGNORED.test(out.deductible)) out.deductible = '$1,000.00';
  for (const key of MONEY_KEYS) if (out[key] !== 'N/A' && /\d/.test(out[key]) && !out[key].startsWith('$')) out[key] = `$${out[key]}`;
  if (out.loss_date !== 'N/A') out.loss_date = longDate(out.loss_date);
  out.mileage = groupedMileage(out.mileage);
  return out;
}
