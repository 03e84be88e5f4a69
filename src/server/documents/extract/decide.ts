/**
 * decide: the one stage that turns the generators' candidates into field values. Each candidate is read
 * to its field's type (the spec's normaliser and validators), weighed by its features (decide-spec.ts:
 * how it was found, OCR, the label's specificity, a weak label, a comparable's line), ranked, and the
 * best per field taken; then the document-wide rules: one vehicle unit of a crash report, the vehicle
 * finished from its description and VIN, the totals in cents reconciled, unlabelled contacts.
 */
import type { DocumentKind } from '../../../shared/categories';
import type { DocumentText } from '../text/types';
import type { RawCandidate } from './candidates/types';
import { addUnlabelledContacts } from './contacts';
import {
  BLOCK_PRIORITY,
  COMPARABLE,
  CUE_WEIGHTS,
  DESCRIBES_VEHICLE_FACTOR,
  LABEL_RANKS,
  WEAK_LABEL_FACTOR,
  WEAK_LABEL_NEEDS,
  WRITER_AS_APPRAISER_PRIORITY,
} from './decide-spec';
import { finishVehicle } from './decide-vehicle';
import type { FieldName } from './field-spec';
import { MONEY_FIELDS, moneyCents, readField } from './normalise-field';
import { reconcileTotals } from './reconcile-totals';
import { byHandRank, type Generator } from './scorer';

export type FieldValue = { value: string; confidence: number; page: number };
export type ExtractedFields = Partial<Record<FieldName, FieldValue>>;

/** A candidate as decided: its value read to its type, its confidence and priority from its features; money in cents. */
export type Candidate = FieldValue & { field: FieldName; priority: number; gen: Generator; cents?: number };

const LABEL_CUES = new Set(['inline', 'next-cell', 'below', 'column', 'wrap']);

/** One candidate weighed: null when its value is not of its field's type or its validators reject it. */
export function weigh(c: RawCandidate): Candidate | null {
  const f = c.features;
  const cue = CUE_WEIGHTS[f.cue];
  const read = c.typed ? { value: c.raw, validity: 1, cents: MONEY_FIELDS.has(c.field) ? moneyCents(c.raw) : undefined } : readField(c.field, c.raw, c.rest);
  if (!read) return null;
  if (f.weakLabel && WEAK_LABEL_NEEDS[c.field] && !WEAK_LABEL_NEEDS[c.field]?.(read.value)) return null;
  let confidence = f.ocr ? cue.ocr : cue.text;
  if (f.describesVehicle) confidence *= DESCRIBES_VEHICLE_FACTOR;
  if (f.strength !== undefined) confidence *= f.strength;
  if (!c.typed) confidence *= read.validity;
  // A vehicle line read under some label ranks as a vehicle line, whatever the label's layout.
  let priority = f.describesVehicle ? 0 : cue.priority;
  if (LABEL_CUES.has(f.cue) && !f.describesVehicle) {
    priority += (f.labelRank !== undefined ? LABEL_RANKS.preferredTop - f.labelRank : 0) + (c.page === 1 ? LABEL_RANKS.firstPage : 0);
    if (f.inComparables) {
      priority += COMPARABLE.priority;
      confidence *= COMPARABLE.factor;
    }
    if (f.weakLabel) confidence *= WEAK_LABEL_FACTOR;
  }
  if (f.cue === 'role-block') priority += BLOCK_PRIORITY[c.field] ?? 0;
  if (f.writerAsAppraiser) priority += WRITER_AS_APPRAISER_PRIORITY;
  const cents = read.cents;
  return { field: c.field, value: read.value, confidence, page: c.page, priority, gen: cue.gen, ...(cents !== undefined ? { cents } : {}) };
}

export function bestPerField(cands: Candidate[]): ExtractedFields {
  const out: ExtractedFields = {};
  const sorted = cands.slice().sort(byHandRank);
  for (const c of sorted) {
    if (!out[c.field]) out[c.field] = { value: c.value, confidence: Math.round(c.confidence * 100) / 100, page: c.page };
  }
  return out;
}

/** The fields of a document from its candidates (in the generators' order: earlier wins a tie). */
export function decideFields(raw: RawCandidate[], text: DocumentText, kind: DocumentKind): { fields: ExtractedFields; cands: Candidate[] } {
  const cands = raw.map(weigh).filter((c): c is Candidate => c !== null);
  const fields = bestPerField(cands);
  if (kind === 'other') keepUnitTogether(fields, cands);
  finishVehicle(fields, cands, new Set(text.pages.filter((p) => p.ocr).map((p) => p.pageNumber)));
  finishAmounts(fields, kind);
  reconcileTotals(fields, cands);
  addUnlabelledContacts(fields, text, kind);
  return { fields, cands };
}

/** What a crash report says about one vehicle unit: its owner, insurer and policy go with its VIN. */
const UNIT_FIELDS: FieldName[] = [
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleDescription',
  'mileage',
  'insuredName',
  'phone',
  'insuranceCompany',
  'policyNumber',
];

/**
 * A report printing several vehicle units, one to a page, must not mix them: every unit field is
 * taken from the page of the chosen VIN when that page says it, else as chosen.
 */
function keepUnitTogether(fields: ExtractedFields, cands: Candidate[]) {
  const vin = fields.vehicleVin;
  if (!vin) return;
  // Only a report of several vehicles (another VIN on another page) has units to mix up.
  if (!cands.some((c) => c.field === 'vehicleVin' && c.page !== vin.page && c.value !== vin.value)) return;
  for (const field of UNIT_FIELDS) {
    const chosen = fields[field];
    if (!chosen || chosen.page === vin.page) continue;
    const same = bestPerField(cands.filter((c) => c.field === field && c.page === vin.page))[field];
    if (same) fields[field] = same;
    // Said only on another unit's page: that vehicle's, not this one's.
    else delete fields[field];
  }
}

/** An estimate's gross is its amount when none is stated; a deductible over $10,000 is a misreading. */
function finishAmounts(fields: ExtractedFields, kind: DocumentKind) {
  const gross = fields.grossTotal;
  if (gross && ['carrier_estimate', 'shop_estimate', 'opposing_appraiser'].includes(kind)) fields.estimateAmount ??= { ...gross };
  if (fields.deductible && (moneyCents(fields.deductible.value) ?? 0) > 1_000_000) delete fields.deductible;
}
