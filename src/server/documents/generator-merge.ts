/**
 * process-documents: the assignment generator's merge (staff-portal.md section 4) over analyzed PDFs.
 * Which document supplies each key is the decide stage's packet decision (extract/decide-packet.ts),
 * by the same table as the intake's merge (extract/decide-packet-spec.ts); the form's rules follow.
 */
import { longUsDate } from '../../shared/assignment-form';
import { type ContentNames, DEFAULT_CONTENT } from '../../shared/content';
import { namesInsurer } from './classify/features';
import { decidePacket } from './extract/decide-packet';
import { PACKET_SPEC, type PacketSpec } from './extract/decide-packet-spec';
import { type CheckedFile, describeVehicleId } from '../../shared/vehicle-match';
import { type AnalyzedFile, packetDocument, packetVehicles } from './merge';

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
  spec: PacketSpec = PACKET_SPEC,
): GeneratorData {
  const checked = generatorVehicles(files).files;
  const kept = files.filter((_, i) => !checked[i]?.excluded);
  return mergeKept(kept, today, content, spec);
}

function mergeKept(files: AnalyzedFile[], today: Date, content: Pick<ContentNames, 'insurerName'>, spec: PacketSpec): GeneratorData {
  const out = defaults(today);
  const filled = new Set<GeneratorKey>();
  const docs = files.map(packetDocument);
  for (const key of GENERATOR_KEYS) {
    const d = decidePacket(docs, 'generator', key, spec);
    if (!d) continue;
    out[key] = d.value;
    filled.add(key);
  }

  if (isCarrier(out.other_appraiser, content.insurerName)) out.other_appraiser = 'Unknown';
  if (/^(unknown|pending)$/i.test(out.other_appraiser)) out.other_appraiser_est = 'N/A';
  if (!filled.has('deductible') || spec.ignored.test(out.deductible)) out.deductible = '$1,000.00';
  for (const key of MONEY_KEYS) if (out[key] !== 'N/A' && /\d/.test(out[key]) && !out[key].startsWith('$')) out[key] = `$${out[key]}`;
  if (out.loss_date !== 'N/A') out.loss_date = longDate(out.loss_date);
  out.mileage = groupedMileage(out.mileage);
  return out;
}
