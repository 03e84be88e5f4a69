/**
 * The packet's VIN checked against the printed vehicle (issue 13): after the merge, the merged VIN
 * is decoded with the server's vPIC decoder (src/server/vin). Year, make or model no document
 * supplied is filled from the decode (its source says so); a printed value the decode contradicts
 * is kept and reported in `gaps` naming both. A VIN that does not decode, or a decoder that cannot
 * be opened, leaves the merge as it was: this check never fails the request.
 */
import { decodeVin, type VinDecodeAnswer } from '../vin/vin-decoder';
import { brandOf } from './extract/make-family';
import { normalizeMake } from './extract/normalize';
import type { FieldSource, MergeGap, MergeResult } from './merge';

export type VinCheckDeps = {
  decode?: (vin: string) => Promise<VinDecodeAnswer>;
  log?: { warn: (obj: object, msg: string) => void };
};

/** The source recorded for a value that came from the VIN, not from a document. */
export const VIN_SOURCE: FieldSource = { file: 'VIN decode', page: 0, confidence: 0.9, from: 'vin' };

const MAKE_ALIASES: Record<string, string> = {
  chevy: 'chevrolet',
  chev: 'chevrolet',
  vw: 'volkswagen',
  volks: 'volkswagen',
  mercedes: 'mercedesbenz',
  benz: 'mercedesbenz',
  mb: 'mercedesbenz',
  merz: 'mercedesbenz',
  landrover: 'landrover',
  rangerover: 'landrover',
  alfa: 'alfaromeo',
  mini: 'mini',
  infinity: 'infiniti',
  caddy: 'cadillac',
  caddie: 'cadillac',
};

/** One key per make: "Chevy", "CHEV", "Chevrolet" → "chevrolet"; "VW" → "volkswagen". */
export function makeKey(make: string): string {
  const squashed = make.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const alias = MAKE_ALIASES[squashed];
  if (alias) return alias;
  const known = normalizeMake(make.replace(/\s+/g, ''));
  return known ? known.toLowerCase().replace(/[^a-z0-9]+/g, '') : squashed;
}

export function sameMake(a: string, b: string): boolean {
  return makeKey(a) === makeKey(b);
}

// Words vPIC adds to a model line that a printed estimate leaves out ("GLC-Class", "3 Series").
const GENERIC = new Set(['class', 'series']);
const tokens = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t && !GENERIC.has(t));

/**
 * Models agree when every word of one is a word of the other ("Grand Cherokee" / "Grand Cherokee L",
 * "GLC 300" / "GLC-Class") or they are the same letters without punctuation ("CR-V" / "CRV").
 */
export function sameModel(a: string, b: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
  if (squash(a) === squash(b)) return true;
  const ta = tokens(a);
  const tb = tokens(b);
  if (ta.length === 0 || tb.length === 0) return false;
  const [short, long] = ta.length <= tb.length ? [ta, new Set(tb)] : [tb, new Set(ta)];
  return short.every((t) => long.has(t));
}

const LABELS = { vehicleYear: 'vehicle year', vehicleMake: 'vehicle make', vehicleModel: 'vehicle model' } as const;
type VehicleField = keyof typeof LABELS;

const text = (v: unknown): string | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v.trim()) return v.trim();
  return null;
};

/**
 * Returns the merge with the VIN's year, make and model checked (a new object; the input is not
 * changed). Without a VIN, or when it does not decode, the merge comes back as it was.
 */
export async function checkVehicleAgainstVin(merged: MergeResult, deps: VinCheckDeps = {}): Promise<MergeResult> {
  const vin = text(merged.claimData.vehicleVin);
  if (!vin) return merged;
  let answer: VinDecodeAnswer;
  try {
    answer = await (deps.decode ?? decodeVin)(vin);
  } catch (err) {
    deps.log?.warn({ err: (err as Error)?.message ?? String(err) }, 'VIN decoder unavailable; the documents were not checked against the VIN');
    return merged;
  }
  if (!answer.ok) return merged;
  const decoded = answer.vehicle;
  const fromVin: Record<VehicleField, string | number | null> = { vehicleYear: decoded.year, vehicleMake: decoded.make, vehicleModel: decoded.model };

  const claimData = { ...merged.claimData };
  const sources = { ...merged.sources };
  const filled = new Set<string>();
  const disagree: VehicleField[] = [];
  for (const field of Object.keys(LABELS) as VehicleField[]) {
    const printed = text(claimData[field]);
    const value = fromVin[field];
    if (value == null || value === '') continue;
    if (printed == null) {
      claimData[field] = value;
      sources[field] = { ...VIN_SOURCE };
      filled.add(field);
      continue;
    }
    const agrees =
      field === 'vehicleYear'
        ? Number(printed) === Number(value)
        : field === 'vehicleMake'
          ? sameMake(printed, String(value))
          : sameModel(printed, String(value));
    // A luxury make reported as its parent ("Toyota" printed, the VIN a Lexus's): the same vehicle; the brand is its make.
    const brand = field === 'vehicleMake' && !agrees ? brandOf(printed, String(value)) : null;
    if (brand && makeKey(brand) !== makeKey(printed)) {
      claimData[field] = brand;
      sources[field] = { ...VIN_SOURCE };
      filled.add(field);
    } else if (!agrees && !brand) disagree.push(field);
  }
  if (filled.size === 0 && disagree.length === 0) return merged;

  // How each side says the vehicle: "2019 Honda Accord" (documents) vs "2003 Honda Accord" (VIN).
  const said = (values: Record<VehicleField, unknown>) =>
    (Object.keys(LABELS) as VehicleField[])
      .map((f) => text(values[f]))
      .filter(Boolean)
      .join(' ');
  const printedVehicle = said({
    vehicleYear: merged.claimData.vehicleYear,
    vehicleMake: merged.claimData.vehicleMake,
    vehicleModel: merged.claimData.vehicleModel,
  });
  const decodedVehicle = said(fromVin);
  const vinGaps: MergeGap[] = disagree.map((field) => ({
    field,
    note: `The documents say ${printedVehicle} but the VIN ${vin} decodes to ${decodedVehicle}; please check the ${LABELS[field]}.`,
    candidates: [
      { value: text(merged.claimData[field]) ?? '', files: merged.sources[field] ? [merged.sources[field].file] : [] },
      { value: String(fromVin[field]), files: [VIN_SOURCE.file] },
    ],
  }));
  // A field the VIN filled is no longer missing.
  const gaps = [...merged.gaps.filter((g) => !filled.has(g.field)), ...vinGaps];
  return { ...merged, claimData, sources, gaps };
}
