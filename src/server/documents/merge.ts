/**
 * merge: the packet decides together, by the decide stage's packet decision (extract/decide-packet.ts
 * over the table of extract/decide-packet-spec.ts): for every claim key each document that may supply
 * it votes for its value, weighted by the value's confidence, its kind's authority, OCR and, for a VIN,
 * its check digit and make; equal values add up. When documents disagree with comparable weight, the
 * winner is kept, the other candidate too, and the conflict is reported in `gaps` naming the documents.
 * A file counts as the kind the user filed it under and as the kind it was read as (issue 11 class
 * 11): an appraiser's letter filed under the shop step still supplies the appraiser.
 */
import type { DocumentKind } from '../../shared/categories';
import { type AppraisalSubType, type ClaimType, claimFieldPhrase, requiredFieldsFor } from '../../shared/claim';
import { checkPacket, describeVehicleId } from '../../shared/vehicle-match';
import type { FileAnalysis } from './analyze-file';
import { decidePacket, type PacketDocument } from './extract/decide-packet';
import { PACKET_SPEC, type PacketSpec } from './extract/decide-packet-spec';
import type { FieldName } from './extract/labels';

/** `vehicleConfirmed`: a person confirmed that this document, read as another vehicle's, belongs with the others. */
export type AnalyzedFile = { filename: string; kind: DocumentKind; analysis: FileAnalysis; vehicleConfirmed?: boolean };
/** Where a merged value came from; `from: 'vin'` when it was decoded from the VIN (vin-check.ts), not read. */
export type FieldSource = { file: string; page: number; confidence: number; from?: 'vin' };
export type MergeGap = { field: string; note: string; candidates?: Array<{ value: string; files: string[] }> };

/** The kinds a file counts as: the user's filing and, when different, what the reader found it to be. */
export function kindsOf(f: AnalyzedFile): DocumentKind[] {
  return f.analysis.analyzed && f.analysis.kind !== f.kind ? [f.kind, f.analysis.kind] : [f.kind];
}

/** What the packet decision reads of a file. */
export const packetDocument = (f: AnalyzedFile): PacketDocument => ({
  name: f.filename,
  kinds: kindsOf(f),
  fields: f.analysis.fields,
  ocr: f.analysis.ocrPages > 0,
});

const VEHICLE_FIELDS = new Set<FieldName>(['vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim', 'vehicleVin']);

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

/** `spec`: the packet decision's table (a test hands in another to show the merges read the same one). */
export function mergeAnalyses(
  files: AnalyzedFile[],
  claimType: ClaimType = 'appraisal',
  subType: AppraisalSubType | null = null,
  spec: PacketSpec = PACKET_SPEC,
): MergeResult {
  const claimData: Record<string, string | number | null> = {};
  const opposingAppraiserInfo: Record<string, string> = {};
  const sources: Record<string, FieldSource> = {};
  const conflicts: MergeGap[] = [];
  // One vehicle per claim: the vehicle is the carrier's document's (else the one most documents share);
  // a document of another vehicle does not vote on it, and the gap says which document that is.
  const checked = packetVehicles(files);
  const all = files.map(packetDocument);
  const sameVehicle = all.filter((_, i) => !checked.files[i]?.excluded);
  const take = (section: 'claim' | 'opposingAppraiser', key: string, into: Record<string, string | number | null>) => {
    const field = spec[section][key]?.field;
    const d = decidePacket(field && VEHICLE_FIELDS.has(field) ? sameVehicle : all, section, key, spec);
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
  for (const key of Object.keys(spec.claim)) take('claim', key, claimData);
  for (const key of Object.keys(spec.opposingAppraiser)) take('opposingAppraiser', key, opposingAppraiserInfo);
  files.forEach((f, i) => {
    const c = checked.files[i];
    if (c?.excluded && checked.reference)
      conflicts.push({
        field: 'vehicleVin',
        note: `${f.filename} is for another vehicle (${describeVehicleId(c.vehicle)}), not ${describeVehicleId(checked.reference)}; its vehicle was not used. Remove it if it was added by mistake.`,
      });
  });
  // A loss description is the claim's vehicle's: never another car's.
  const notes = sameVehicle.map((d) => d.fields.lossDescription?.value).find(Boolean);
  if (notes) claimData.notes = notes;
  const have = (f: string) => claimData[f] != null || opposingAppraiserInfo[f] != null;
  const missing = requiredFieldsFor(claimType, subType)
    .filter((f) => !have(f))
    .map((field) => ({ field, note: `No uploaded document supplied the ${claimFieldPhrase(field)}; please enter it.` }));
  return { claimData, opposingAppraiserInfo: opposingAppraiserInfo as Record<string, string>, sources, gaps: [...missing, ...conflicts] };
}
