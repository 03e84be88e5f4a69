/**
 * merge: the packet decides together. For every field each document casts a vote for its value,
 * weighted by the value's confidence, whether the document's kind is authoritative for the field
 * (field-spec.ts), whether it was read from a text layer or by OCR, and, for a VIN, whether its
 * check digit holds and its decoded make agrees with the make the same document prints. Equal
 * values (after normalising) add up. When documents disagree with comparable weight, the winner is
 * kept, the other candidate too, and the conflict is reported in `gaps` naming the documents.
 * A file counts as the kind the user filed it under and as the kind it was read as (issue 11 class
 * 11): an appraiser's letter filed under the shop step still supplies the appraiser.
 */
import type { DocumentKind } from '../../shared/categories';
import { type AppraisalSubType, type ClaimType, claimFieldPhrase, requiredFieldsFor } from '../../shared/claim';
import { decodeVin } from '../../shared/vin';
import { checkPacket, describeVehicleId } from '../../shared/vehicle-match';
import type { FileAnalysis } from './analyze-file';
import { isAuthoritative } from './extract/field-spec';
import type { FieldName } from './extract/labels';
import { normalizeMake } from './extract/normalize';

/** `vehicleConfirmed`: a person confirmed that this document, read as another vehicle's, belongs with the others. */
export type AnalyzedFile = { filename: string; kind: DocumentKind; analysis: FileAnalysis; vehicleConfirmed?: boolean };
/** Where a merged value came from; `from: 'vin'` when it was decoded from the VIN (vin-check.ts), not read. */
export type FieldSource = { file: string; page: number; confidence: number; from?: 'vin' };
export type MergeGap = { field: string; note: string; candidates?: Array<{ value: string; files: string[] }> };

const CLAIM_ORDER: DocumentKind[] = ['carrier_estimate', 'firm_assignment', 'shop_estimate', 'opposing_appraiser', 'other'];
const SHOP_ORDER: DocumentKind[] = ['shop_estimate', 'carrier_estimate', 'firm_assignment', 'other', 'opposing_appraiser'];

/** claimData / opposingAppraiserInfo key ← extracted field, with the kinds allowed to supply it, best first. */
const CLAIM_MAP: Array<[string, FieldName, DocumentKind[]]> = [
  ['insuredName', 'insuredName', CLAIM_ORDER],
  ['claimNumber', 'claimNumber', CLAIM_ORDER],
  ['policyNumber', 'policyNumber', CLAIM_ORDER],
  ['dateOfLoss', 'dateOfLoss', CLAIM_ORDER],
  ['vehicleYear', 'vehicleYear', CLAIM_ORDER],
  ['vehicleMake', 'vehicleMake', CLAIM_ORDER],
  ['vehicleModel', 'vehicleModel', CLAIM_ORDER],
  ['vehicleTrim', 'vehicleTrim', CLAIM_ORDER],
  ['vehicleVin', 'vehicleVin', CLAIM_ORDER],
  ['vehicleLocation', 'vehicleLocation', ['firm_assignment', 'carrier_estimate', 'shop_estimate', 'other']],
  ['email', 'email', ['carrier_estimate', 'shop_estimate', 'firm_assignment', 'other']],
  ['phone', 'phone', ['carrier_estimate', 'shop_estimate', 'firm_assignment', 'other']],
  ['repairShopName', 'repairShopName', SHOP_ORDER],
  // The insurer the documents name (the claim's insurance company), never the configured default.
  ['insuranceCompany', 'insuranceCompany', CLAIM_ORDER],
  ['opposingEstimateAmount', 'estimateAmount', ['opposing_appraiser']],
  ['opposingEstimateDate', 'estimateDate', ['opposing_appraiser']],
];
const APPRAISER_MAP: Array<[string, FieldName]> = [
  ['opposingAppraiserName', 'appraiserName'],
  ['opposingAppraiserCompany', 'appraiserCompany'],
  ['opposingAppraiserPhone', 'appraiserPhone'],
  ['opposingAppraiserEmail', 'appraiserEmail'],
  ['opposingAppraiserAddress', 'appraiserAddress'],
];

/** The kinds a file counts as: the user's filing and, when different, what the reader found it to be. */
export function kindsOf(f: AnalyzedFile): DocumentKind[] {
  return f.analysis.analyzed && f.analysis.kind !== f.kind ? [f.kind, f.analysis.kind] : [f.kind];
}

const VEHICLE_FIELDS = new Set<FieldName>(['vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim', 'vehicleVin']);

type Vote = { value: string; weight: number; source: FieldSource; rank: number };

const normalise = (field: FieldName, v: string) => (field === 'vehicleVin' ? v.toUpperCase() : v.toLowerCase().replace(/[^a-z0-9@]+/g, ''));

/** A VIN that decodes (check digit) and whose make agrees with the printed one weighs more. */
function vinFactor(f: AnalyzedFile, vin: string): number {
  const d = decodeVin(vin);
  if (!d.ok) return 0.3;
  const printed = f.analysis.fields.vehicleMake?.value;
  const decoded = d.vin.make ? normalizeMake(d.vin.make) : null;
  if (printed && decoded) return printed === decoded ? 1.15 : 0.7;
  return 1;
}

function votes(files: AnalyzedFile[], field: FieldName, kinds: DocumentKind[]): Vote[] {
  const out: Vote[] = [];
  for (const f of files) {
    const own = kindsOf(f).filter((k) => kinds.includes(k));
    if (own.length === 0) continue;
    const v = f.analysis.fields[field];
    if (!v?.value) continue;
    const authority = own.some((k) => isAuthoritative(field, k)) ? 1 : 0.6;
    const ocr = f.analysis.ocrPages > 0 ? 0.85 : 1;
    const vin = field === 'vehicleVin' ? vinFactor(f, v.value) : 1;
    const rank = Math.min(...own.map((k) => kinds.indexOf(k)));
    out.push({ value: v.value, weight: v.confidence * authority * ocr * vin, source: { file: f.filename, page: v.page, confidence: v.confidence }, rank });
  }
  return out;
}

type Decision = { value: string; source: FieldSource; conflict: MergeGap['candidates'] | null };

/** The value with the most weight behind it; ties go to the kind listed first. */
function decide(files: AnalyzedFile[], field: FieldName, kinds: DocumentKind[]): Decision | null {
  const groups = new Map<string, { value: string; weight: number; best: Vote; rank: number; files: string[] }>();
  for (const v of votes(files, field, kinds)) {
    const key = normalise(field, v.value);
    const g = groups.get(key);
    if (!g) groups.set(key, { value: v.value, weight: v.weight, best: v, rank: v.rank, files: [v.source.file] });
    else {
      g.weight += v.weight;
      g.rank = Math.min(g.rank, v.rank);
      if (v.weight > g.best.weight) g.best = v;
      if (!g.files.includes(v.source.file)) g.files.push(v.source.file);
    }
  }
  const ranked = [...groups.values()].sort((a, b) => b.weight - a.weight || a.rank - b.rank);
  const [win, second] = ranked;
  if (!win) return null;
  // A rival with at least half the winner's weight is a real disagreement, not a stray misread.
  const conflict =
    second && second.weight >= win.weight * 0.5 ? ranked.filter((g) => g.weight >= win.weight * 0.5).map((g) => ({ value: g.value, files: g.files })) : null;
  return { value: win.best.value, source: win.best.source, conflict };
}

/** The best value of a field among files of the given kinds (consensus of the packet). */
export function pickField(files: AnalyzedFile[], field: FieldName, kinds: DocumentKind[]): { value: string; source: FieldSource } | null {
  const d = decide(files, field, kinds);
  return d ? { value: d.value, source: d.source } : null;
}

export type MergeResult = {
  claimData: Record<string, string | number | null>;
  opposingAppraiserInfo: Record<string, string>;
  sources: Record<string, FieldSource>;
  gaps: MergeGap[];
};

/** One vehicle per packet with no claim: the carrier's document's vehicle, else the one most documents share; each file checked against it (by index). */
export const packetVehicles = (files: AnalyzedFile[]) =>
  checkPacket(
    null,
    files.map((f, i) => ({
      id: String(i),
      carrier: kindsOf(f).includes('carrier_estimate'),
      fields: f.analysis.fields,
      confirmed: f.vehicleConfirmed === true,
    })),
  );

export function mergeAnalyses(files: AnalyzedFile[], claimType: ClaimType = 'appraisal', subType: AppraisalSubType | null = null): MergeResult {
  const claimData: Record<string, string | number | null> = {};
  const opposingAppraiserInfo: Record<string, string> = {};
  const sources: Record<string, FieldSource> = {};
  const conflicts: MergeGap[] = [];
  // One vehicle per claim: the vehicle is the carrier's document's (else the one most documents share);
  // a document of another vehicle does not vote on it, and the gap says which document that is.
  const checked = packetVehicles(files);
  const sameVehicle = files.filter((_, i) => !checked.files[i]?.excluded);
  const take = (key: string, field: FieldName, kinds: DocumentKind[], into: Record<string, string | number | null>) => {
    const d = decide(VEHICLE_FIELDS.has(field) ? sameVehicle : files, field, kinds);
    if (!d) return;
    into[key] = key === 'vehicleYear' ? Number(d.value) : d.value;
    sources[key] = d.source;
    if (d.conflict) {
      const said = d.conflict.map((c) => `"${c.value}" (${c.files.join(', ')})`).join(' vs ');
      conflicts.push({
        field: key,
        note: `The documents disagree on the ${claimFieldPhrase(key)}: ${said}. "${d.value}" was used; please check.`,
        candidates: d.conflict,
      });
    }
  };
  for (const [key, field, kinds] of CLAIM_MAP) take(key, field, kinds, claimData);
  for (const [key, field] of APPRAISER_MAP) take(key, field, ['opposing_appraiser'], opposingAppraiserInfo);
  files.forEach((f, i) => {
    const c = checked.files[i];
    if (c?.excluded && checked.reference)
      conflicts.push({
        field: 'vehicleVin',
        note: `${f.filename} is for another vehicle (${describeVehicleId(c.vehicle)}), not ${describeVehicleId(checked.reference)}; its vehicle was not used. Remove it if it was added by mistake.`,
      });
  });
  // A loss description is the claim's vehicle's: never another car's.
  const notes = sameVehicle.map((f) => f.analysis.fields.lossDescription?.value).find(Boolean);
  if (notes) claimData.notes = notes;
  const have = (f: string) => claimData[f] != null || opposingAppraiserInfo[f] != null;
  const missing = requiredFieldsFor(claimType, subType)
    .filter((f) => !have(f))
    .map((field) => ({ field, note: `No uploaded document supplied the ${claimFieldPhrase(field)}; please enter it.` }));
  return { claimData, opposingAppraiserInfo: opposingAppraiserInfo as Record<string, string>, sources, gaps: [...missing, ...conflicts] };
}
