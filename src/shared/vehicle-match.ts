/**
 * One vehicle per claim (DESIGN.md, fourth wave): whether a document describes the claim's vehicle.
 * A VIN decides when both sides print one; an OCR'd VIN a character or two off (a character OCR
 * confuses, or one that breaks the check digit) is the same car. Without a VIN on both sides, year,
 * make and model decide where both sides name them. Shared so the intake, the claim's pages, the
 * reviews and the generator flag the same documents.
 */
import { computeVinCheckDigit } from './vin';

export type VehicleId = { vin?: string | null; year?: string | number | null; make?: string | null; model?: string | null };
export type VehicleMatch = 'same' | 'other' | 'unknown';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Characters OCR reads one for another; the VIN alphabet has no I, O or Q, so those read as digits. */
const OCR_TWINS = ['0DOQ', '1IL', '2Z', '5S', '8B', '6G', 'UV'];
const ocrTwins = (a: string, b: string) => OCR_TWINS.some((g) => g.includes(a) && g.includes(b));

export function cleanVin(raw: string | null | undefined): string | null {
  const v = raw?.toUpperCase().replace(/[^A-Z0-9]/g, '') ?? '';
  return v.length === 17 ? v : null;
}

const checkDigitHolds = (vin: string) => VIN.test(vin) && vin[8] === computeVinCheckDigit(vin);

/**
 * Two VINs of one car: equal, or a misread of each other: at most two positions differ, and each
 * differing pair is one OCR confuses, or a single differing position breaks one VIN's check digit.
 */
export function sameVin(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = [...a].map((c, i) => [c, b[i] ?? ''] as const).filter(([x, y]) => x !== y);
  if (diff.length > 2) return false;
  if (diff.every(([x, y]) => ocrTwins(x, y))) return true;
  return diff.length === 1 && !(checkDigitHolds(a) && checkDigitHolds(b));
}

const MAKE_ALIASES: Record<string, string> = { chevy: 'chevrolet', vw: 'volkswagen', mercedes: 'mercedesbenz', benz: 'mercedesbenz', mb: 'mercedesbenz' };
const word = (s: string | number | null | undefined) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const makeKey = (s: string | null | undefined) => {
  const k = word(s);
  return MAKE_ALIASES[k] ?? k;
};
/** A model's first word ("Camry" of "Camry XLE Sedan"); "F-150" and "F150" are one model. */
const modelKey = (s: string | null | undefined) => word(String(s ?? '').split(/\s+/)[0]);
const yearKey = (s: string | number | null | undefined) => {
  const m = String(s ?? '').match(/\b(19|20)\d{2}\b/);
  return m ? m[0] : '';
};

/** Whether the document's vehicle is the claim's: 'unknown' when nothing both sides name can tell. */
export function compareVehicles(claim: VehicleId, doc: VehicleId): VehicleMatch {
  const a = cleanVin(claim.vin);
  const b = cleanVin(doc.vin);
  if (a && b) return sameVin(a, b) ? 'same' : 'other';
  const pairs: Array<[string, string]> = [
    [yearKey(claim.year), yearKey(doc.year)],
    [makeKey(claim.make), makeKey(doc.make)],
  ];
  const [ma, mb] = [modelKey(claim.model), modelKey(doc.model)];
  const compared = pairs.filter(([x, y]) => x && y);
  const modelsCompared = Boolean(ma && mb);
  if (!compared.length && !modelsCompared) return 'unknown';
  if (compared.some(([x, y]) => x !== y)) return 'other';
  // "Silverado" and "Silverado1500": one model printed longer.
  if (modelsCompared && !(ma.startsWith(mb) || mb.startsWith(ma))) return 'other';
  // A year alone, or a make alone, is too little to call it the same car; it is not another one either.
  return modelsCompared || compared.length >= 2 ? 'same' : 'unknown';
}

/** "2019 Toyota Camry, VIN 4T1B…": the vehicle as a sentence names it. */
export function describeVehicleId(v: VehicleId): string {
  const name = [v.year, v.make, v.model].filter((x) => x != null && String(x).trim()).join(' ');
  const vin = cleanVin(v.vin);
  return [name, vin && `VIN ${vin}`].filter(Boolean).join(', ');
}

const hasVehicle = (v: VehicleId) => Boolean(cleanVin(v.vin) || (word(v.make) && word(v.model)));

/**
 * The claim's vehicle: what the claim states (the claimant typed it or confirmed the prefill) when it
 * names one; else the carrier's document's (its valuation or estimate is written for the insured car);
 * else the vehicle most documents share.
 */
export function referenceVehicle(stated: VehicleId | null, docs: Array<{ vehicle: VehicleId; carrier: boolean }>): VehicleId | null {
  if (stated && hasVehicle(stated)) return stated;
  const known = docs.filter((d) => hasVehicle(d.vehicle));
  const carrier = known.find((d) => d.carrier);
  if (carrier) return carrier.vehicle;
  let best: { vehicle: VehicleId; n: number } | null = null;
  for (const d of known) {
    const n = known.filter((o) => compareVehicles(d.vehicle, o.vehicle) === 'same').length;
    if (!best || n > best.n) best = { vehicle: d.vehicle, n };
  }
  return best?.vehicle ?? null;
}

/** A read field: a plain value or a read value `{ value, confidence, page }`. */
const readValue = (raw: unknown): string | null => {
  const v = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).value : raw;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};

/** The vehicle a document's read fields name. */
export function vehicleInFields(fields: unknown): VehicleId {
  const f = (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>;
  return { vin: readValue(f.vehicleVin), year: readValue(f.vehicleYear), make: readValue(f.vehicleMake), model: readValue(f.vehicleModel) };
}

export type PacketFile = { id: string; carrier: boolean; fields: unknown; confirmed: boolean };
export type CheckedFile = { id: string; vehicle: VehicleId; match: VehicleMatch; confirmed: boolean; excluded: boolean };

/**
 * Each file of a packet against the claim's vehicle: a file of another vehicle is excluded from what
 * is built from the packet (reviews, comparison, letter, generator) until a person confirms it.
 */
export function checkPacket(stated: VehicleId | null, files: PacketFile[]): { reference: VehicleId | null; files: CheckedFile[] } {
  const read = files.map((f) => ({ ...f, vehicle: vehicleInFields(f.fields) }));
  const reference = referenceVehicle(stated, read);
  return {
    reference,
    files: read.map((f) => {
      const match = reference ? compareVehicles(reference, f.vehicle) : 'unknown';
      return { id: f.id, vehicle: f.vehicle, match, confirmed: f.confirmed, excluded: match === 'other' && !f.confirmed };
    }),
  };
}
