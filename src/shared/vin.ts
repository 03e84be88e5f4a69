/**
 * VIN sanitise / validate / decode, shared by the browser widget, the server's claim validation and the
 * document pipeline. Local tables only, no network (spec claim-intake.md section 5, DESIGN.md "VIN rules").
 */
import type { VinLookup } from './contracts/misc';
import { VIN_SEQUENCE, WMI_COUNTRY_RANGES, WMI_MAKES, WMI_TABLE } from './vin-wmi';

export const VIN_MESSAGES = {
  format: 'Invalid VIN format. VIN must be 17 characters and cannot contain I, O, or Q.',
  checksum: 'Invalid VIN checksum. Please verify the VIN is correct.',
  manufacturer: 'Unknown manufacturer code. VIN may be from a less common manufacturer.',
  modelYear: 'Invalid model year code in VIN.',
  empty: 'Please enter a VIN',
  error: 'Error decoding VIN. Please try again.',
} as const;

export type DecodedVin = {
  year: number | null;
  make: string | null;
  model: string | null;
  bodyType: string | null;
  engine: string | null;
  country: string | null;
  manufacturer: string | null;
};

/**
 * The answer of GET /api/vin/{vin}: the vPIC decode as the claim form uses it, with `description`
 * saying the vehicle the way a person does ("2020 Nissan Altima S Sedan, 2.5L 4-cyl").
 */
export type { VinLookup };

/** "2020 Nissan Altima S Sedan, 2.5L 4-cyl": year, make, model, trim and body, then the engine. */
export function describeVehicle(v: Pick<VinLookup, 'year' | 'make' | 'model' | 'trim' | 'bodyType' | 'engine'>): string {
  const words: string[] = [];
  for (const part of [v.year ? String(v.year) : null, v.make, v.model, v.trim, v.bodyType]) {
    const text = part?.trim();
    // "Sedan" after a trim of "Sedan", or a model repeated in the trim, is said once.
    if (text && !words.some((w) => w.toLowerCase() === text.toLowerCase())) words.push(text);
  }
  const name = words.join(' ');
  return v.engine ? (name ? `${name}, ${v.engine}` : v.engine) : name;
}

export type VinValidation = { valid: boolean; error?: string; warnings: string[] };
export type VinDecodeResult = { ok: true; vin: DecodedVin; warnings: string[] } | { ok: false; error: string };

const VIN_RE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Upper-case, drop every character a VIN cannot hold, cap at 17. */
export function sanitizeVinInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-HJ-NPR-Z0-9]/g, '')
    .slice(0, 17);
}

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The position-9 check digit of a 17-character VIN ('0'-'9' or 'X'). */
export function computeVinCheckDigit(vin: string): string {
  const v = vin.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = v[i] ?? '0';
    const value = /[0-9]/.test(c) ? Number(c) : (TRANSLITERATION[c] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rem = sum % 11;
  return rem === 10 ? 'X' : String(rem);
}

/**
 * North American VINs (first character 1-5). Kept for callers that weigh where a car was built;
 * the check digit itself applies to every VIN (see validateVin).
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

// Model-year letters cycle every 30 years: index 0 = 1980 / 2010.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10: of the two candidate years, the later one, but never beyond next
 * calendar year (a 2031 code on a car bought today is a 2001).
 */
export function decodeModelYear(vin: string, now: Date = new Date()): number | null {
  const idx = YEAR_CODES.indexOf(vin[9] ?? '');
  if (idx < 0) return null;
  const early = 1980 + idx;
  const late = early + 30;
  return late <= now.getFullYear() + 1 ? late : early;
}

let wmiIndex: Map<string, string> | null = null;
function wmiMap(): Map<string, string> {
  if (wmiIndex) return wmiIndex;
  wmiIndex = new Map();
  for (const entry of WMI_TABLE.split(',')) {
    const [code, idx] = entry.split(':');
    const make = WMI_MAKES[Number.parseInt(idx ?? '', 36)];
    if (code && make) wmiIndex.set(code, make);
  }
  return wmiIndex;
}

/** Make for a VIN's WMI (3-character entry first, then the 2-character prefix entries). */
export function lookupWmi(vin: string): string | null {
  const map = wmiMap();
  return map.get(vin.slice(0, 3)) ?? map.get(vin.slice(0, 2)) ?? null;
}

/** Country of the WMI assignment by ISO 3780 first-two-character ranges. */
export function lookupVinCountry(vin: string): string | null {
  const first = vin[0];
  const second = VIN_SEQUENCE.indexOf(vin[1] ?? '');
  for (const range of WMI_COUNTRY_RANGES.split('|')) {
    const [code, country] = range.split('=');
    if (!code || !country || code[0] !== first) continue;
    const span = code.slice(2);
    if (span === '') return country;
    const from = VIN_SEQUENCE.indexOf(span[0] ?? '');
    const to = VIN_SEQUENCE.indexOf(span[1] ?? '');
    if (second >= from && second <= to) return country;
  }
  return null;
}

export function validateVin(vin: string, now: Date = new Date()): VinValidation {
  const v = (vin ?? '').trim().toUpperCase();
  if (v === '') return { valid: false, error: VIN_MESSAGES.empty, warnings: [] };
  if (!VIN_RE.test(v)) return { valid: false, error: VIN_MESSAGES.format, warnings: [] };
  // Every vehicle sold in North America carries the check digit, imports included (DESIGN.md "VIN rules").
  if (computeVinCheckDigit(v) !== v[8]) {
    return { valid: false, error: VIN_MESSAGES.checksum, warnings: [] };
  }
  if (decodeModelYear(v, now) === null) return { valid: false, error: VIN_MESSAGES.modelYear, warnings: [] };
  const warnings = lookupWmi(v) ? [] : [VIN_MESSAGES.manufacturer];
  return { valid: true, warnings };
}

type VdsRule = { wmi: RegExp; at: [number, number]; codes: Record<string, string>; years?: Record<string, [number, number]> };

/**
 * Model codes we can decode for sure (published VDS layouts). Everything else stays null: a wrong
 * model is worse than none.
 */
const VDS_RULES: VdsRule[] = [
  // Tesla: position 4 is the model line.
  { wmi: /^(5YJ|7SA|LRW|XP7|SFZ)/, at: [3, 4], codes: { S: 'Model S', X: 'Model X', '3': 'Model 3', Y: 'Model Y' } },
  // Honda/Acura: positions 4-5 are the model line (platform code).
  {
    wmi: /^(1HG|JHM|2HG|3HG|19X|SHH|5J6|2HK|7FA|5FN|5FP|5J8)/,
    at: [3, 5],
    codes: {
      CM: 'Accord',
      CP: 'Accord',
      CR: 'Accord',
      CV: 'Accord',
      CT: 'Accord',
      FA: 'Civic',
      FB: 'Civic',
      FC: 'Civic',
      FE: 'Civic',
      FK: 'Civic',
      FL: 'Civic',
      RD: 'CR-V',
      RE: 'CR-V',
      RM: 'CR-V',
      RW: 'CR-V',
      RS: 'CR-V',
      RT: 'CR-V',
      RL: 'Odyssey',
      YF: 'Pilot',
      RU: 'HR-V',
      GK: 'Fit',
      GE: 'Fit',
      YK: 'Ridgeline',
    },
  },
];

const TESLA_BODY: Record<string, string> = { S: '5-door hatchback', X: 'Sport utility', '3': 'Sedan', Y: 'Sport utility' };

function decodeVds(vin: string): { model: string | null; bodyType: string | null } {
  for (const rule of VDS_RULES) {
    if (!rule.wmi.test(vin)) continue;
    const model = rule.codes[vin.slice(rule.at[0], rule.at[1])] ?? null;
    const bodyType = /^(5YJ|7SA|LRW|XP7|SFZ)/.test(vin) ? (TESLA_BODY[vin[3] ?? ''] ?? null) : null;
    return { model, bodyType };
  }
  return { model: null, bodyType: null };
}

export function decodeVin(vin: string, now: Date = new Date()): VinDecodeResult {
  try {
    const v = (vin ?? '').trim().toUpperCase();
    const check = validateVin(v, now);
    if (!check.valid) return { ok: false, error: check.error ?? VIN_MESSAGES.error };
    const make = lookupWmi(v);
    const { model, bodyType } = decodeVds(v);
    return {
      ok: true,
      vin: {
        year: decodeModelYear(v, now),
        make,
        model,
        bodyType,
        engine: null,
        country: lookupVinCountry(v),
        manufacturer: make,
      },
      warnings: check.warnings,
    };
  } catch {
    return { ok: false, error: VIN_MESSAGES.error };
  }
}
