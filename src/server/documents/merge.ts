/**
 * merge: per field, the value from the most authoritative document kind (carrier estimate for claim
 * and vehicle facts, the appraiser's documents for the appraiser, shop documents for the shop), with
 * its source, plus the gaps the claim type requires.
 */
import type { DocumentKind } from '../../shared/categories';
import { type AppraisalSubType, type ClaimType, requiredFieldsFor } from '../../shared/claim';
import type { FileAnalysis } from './analyze-file';
import type { FieldName } from './extract/labels';

export type AnalysedFile = { filename: string; kind: DocumentKind; analysis: FileAnalysis };
export type FieldSource = { file: string; page: number; confidence: number };

const CLAIM_ORDER: DocumentKind[] = ['carrier_estimate', 'firm_assignment', 'shop_estimate', 'opposing_appraiser', 'other'];
const SHOP_ORDER: DocumentKind[] = ['shop_estimate', 'carrier_estimate', 'firm_assignment', 'other'];

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

/** The best value of a field among files of the given kinds (kind order first, then confidence). */
export function pickField(files: AnalysedFile[], field: FieldName, kinds: DocumentKind[]): { value: string; source: FieldSource } | null {
  for (const kind of kinds) {
    let best: { value: string; source: FieldSource } | null = null;
    for (const f of files) {
      if (f.kind !== kind) continue;
      const v = f.analysis.fields[field];
      if (v && (!best || v.confidence > best.source.confidence)) best = { value: v.value, source: { file: f.filename, page: v.page, confidence: v.confidence } };
    }
    if (best) return best;
  }
  return null;
}

const LABELS: Record<string, string> = {
  insuredName: 'insured name', claimNumber: 'claim number', policyNumber: 'policy number', dateOfLoss: 'date of loss', vehicleYear: 'vehicle year',
  vehicleMake: 'vehicle make', vehicleModel: 'vehicle model', vehicleVin: 'VIN', vehicleLocation: 'vehicle location', repairShopName: 'repair shop name',
  opposingAppraiserName: "opposing appraiser's name", email: 'e-mail', phone: 'phone number',
  opposingAppraiserCompany: "opposing appraiser's company", opposingAppraiserPhone: "opposing appraiser's phone",
  opposingAppraiserEmail: "opposing appraiser's e-mail",
};

export type MergeResult = {
  claimData: Record<string, string | number | null>;
  opposingAppraiserInfo: Record<string, string>;
  sources: Record<string, FieldSource>;
  gaps: Array<{ field: string; note: string }>;
};

export function mergeAnalyses(files: AnalysedFile[], claimType: ClaimType = 'appraisal', subType: AppraisalSubType | null = null): MergeResult {
  const claimData: Record<string, string | number | null> = {};
  const sources: Record<string, FieldSource> = {};
  for (const [key, field, kinds] of CLAIM_MAP) {
    const hit = pickField(files, field, kinds);
    if (!hit) continue;
    claimData[key] = key === 'vehicleYear' ? Number(hit.value) : hit.value;
    sources[key] = hit.source;
  }
  const opposingAppraiserInfo: Record<string, string> = {};
  for (const [key, field] of APPRAISER_MAP) {
    const hit = pickField(files, field, ['opposing_appraiser']);
    if (!hit) continue;
    opposingAppraiserInfo[key] = hit.value;
    sources[key] = hit.source;
  }
  const notes = files.map((f) => f.analysis.fields.lossDescription?.value).find(Boolean);
  if (notes) claimData.notes = notes;
  const have = (f: string) => claimData[f] != null || opposingAppraiserInfo[f] != null;
  const gaps = requiredFieldsFor(claimType, subType)
    .filter((f) => !have(f))
    .map((field) => ({ field, note: `No uploaded document supplied the ${LABELS[field] ?? field}; please enter it.` }));
  return { claimData, opposingAppraiserInfo, sources, gaps };
}
