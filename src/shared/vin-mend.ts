/**
 * The one VIN mender: a VIN as a text layer or OCR printed it, read back to the VIN it was. Used by the
 * field reader, the valuation reader (the loss vehicle and its comparables' peers) and the OCR re-reading
 * of codes, so all three agree on which misreadings are mended and how.
 * - I, O and Q never occur in a VIN: they are read as 1, 0 and 0.
 * - The marks OCR prints for faint letters are read as them (")" or "]" for J, "|" for 1, "$" for S).
 * - One look-alike swap (one table: 8/B, 5/S, 2/Z, 6/G, 0/D, 1/L/T, 7/T, 4/A, E/F) is made where the
 *   check digit fails and exactly one swap makes it hold; 18 characters lose the one character that was
 *   inserted (a mark first, then a character read twice, then any).
 * - Peers (the VINs of the same model, e.g. a valuation's comparables) decide between several repairs, and
 *   allow two swaps, when a repair gives the model code (the first eight characters) they share.
 * A VIN is only ever mended into one the check digit proves; otherwise it is kept as read, unchecked.
 */
import { computeVinCheckDigit, decodeVin, lookupWmi } from './vin';

/** The characters OCR reads in place of each VIN character (both ways). */
export const VIN_LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  '0': ['D'],
  D: ['0'],
  '1': ['L', 'T'],
  L: ['1'],
  T: ['1', '7'],
  '7': ['T'],
  '2': ['Z'],
  Z: ['2'],
  '4': ['A'],
  A: ['4'],
  '5': ['S'],
  S: ['5'],
  '6': ['G'],
  G: ['6'],
  '8': ['B'],
  B: ['8'],
  E: ['F'],
  F: ['E'],
};

/** Marks OCR prints for letters and digits of a VIN: a faint J reads as ")" or "]", a 1 as "|" or "!". */
const VIN_MARKS: Readonly<Record<string, string>> = { ')': 'J', ']': 'J', '}': 'J', '|': '1', '!': '1', $: 'S' };
const MARK = /[)\]}|!$]/;

/** 17 characters of the VIN alphabet whose check digit (position 9) holds. */
export const vinHolds = (v: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(v) && computeVinCheckDigit(v) === v[8];

/** The text as a VIN when it is one exactly: 17 characters of the VIN alphabet, check digit, year and maker. */
export function exactVin(text: string): string | null {
  const t = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(t)) return null;
  return decodeVin(t).ok && lookupWmi(t) !== null ? t : null;
}

/** A reading in the VIN alphabet: upper case, marks as the letters they stand for, I/O/Q as 1/0/0, nothing else. */
export function vinAlphabet(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[)\]}|!$]/g, (c) => VIN_MARKS[c] ?? c)
    .replace(/[^A-Z0-9]/g, '')
    .replace(/I/g, '1')
    .replace(/[OQ]/g, '0');
}

/** The readings one look-alike swap away from `vin`. */
function swaps(vin: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < vin.length; i++) for (const alt of VIN_LOOKALIKES[vin[i] as string] ?? []) out.push(vin.slice(0, i) + alt + vin.slice(i + 1));
  return out;
}

export type MendOptions = {
  /** VINs of the same model printed beside it (a valuation's comparables): their model code decides. */
  peers?: readonly string[];
  /** Accept only a reading that is a VIN exactly (check digit, model year, known maker), as for OCR runs. */
  strict?: boolean;
};
export type MendedVin = { vin: string; checked: boolean };

/**
 * The VIN `raw` was: as read when its check digit holds (and, with peers, it names their model), else
 * the one repair the check digit proves (the peers' model deciding between several), else as read,
 * unchecked.
 */
export function mendVin(raw: string, options: MendOptions = {}): MendedVin {
  const peers = options.peers ?? [];
  const accept = options.strict ? (v: string) => exactVin(v) !== null : vinHolds;
  const sameModel = (v: string) => peers.some((p) => p.slice(0, 8) === v.slice(0, 8));
  const t = vinAlphabet(raw);
  if (t.length === 17 && accept(t) && (peers.length === 0 || sameModel(t))) return { vin: t, checked: true };
  // Repairs by how likely they are: for 18 characters the drop of a mark, of a character read twice, of any.
  const tiers: string[][] = [];
  if (t.length === 17) tiers.push(swaps(t).filter(accept));
  else if (t.length === 18) {
    const upper = raw.replace(/[^A-Za-z0-9)\]}|!$]/g, '').toUpperCase();
    const drops = (keep: (i: number) => boolean) =>
      Array.from({ length: 18 }, (_, i) => i)
        .filter(keep)
        .map((i) => t.slice(0, i) + t.slice(i + 1))
        .filter(accept);
    if (upper.length === 18) tiers.push(drops((i) => MARK.test(upper[i] ?? '')));
    tiers.push(
      drops((i) => t[i] === t[i - 1] || t[i] === t[i + 1]),
      drops(() => true),
    );
  }
  for (const tier of tiers) {
    const fixes = [...new Set(tier)];
    if (fixes.length === 0) continue;
    const shared = fixes.filter(sameModel);
    if (shared.length === 1) return { vin: shared[0] as string, checked: true };
    // A reading that already holds is not replaced by a repair the peers do not confirm.
    const alreadyHolds = t.length === 17 && accept(t);
    if (fixes.length === 1 && !alreadyHolds) return { vin: fixes[0] as string, checked: true };
    // Several repairs hold their check digit (one in eleven does by chance): the one that is a VIN exactly
    // (a model year, a known maker) is taken when only one is.
    const exact = fixes.filter((v) => exactVin(v) !== null);
    if (exact.length === 1 && !alreadyHolds) return { vin: exact[0] as string, checked: true };
    break;
  }
  if (t.length === 17 && peers.length > 0) {
    // Two misread characters: only a reading that also gives the peers' model code will do.
    const twice = new Set<string>();
    for (const once of swaps(t)) for (const v of swaps(once)) if (accept(v) && sameModel(v)) twice.add(v);
    if (twice.size === 1) return { vin: [...twice][0] as string, checked: true };
  }
  return { vin: t.length === 17 || t.length === 18 ? t : raw.toUpperCase(), checked: t.length === 17 && accept(t) };
}

/** A VIN from a run of OCR text (17 or 18 characters with marks), only when exactly one reading is a VIN exactly. */
export function readOcrVin(run: string): string | null {
  const t = vinAlphabet(run);
  if (!/^[A-Z0-9]{17,18}$/.test(t) || t.length !== run.replace(/\s/g, '').length || !/\d/.test(t) || !/[A-Z]/.test(t)) return null;
  const mended = mendVin(run, { strict: true });
  return mended.checked ? mended.vin : null;
}

/** Runs of characters that may be a VIN as OCR printed it (17 or 18 long: one character may be doubled). */
const VIN_RUN = /(?<![A-Za-z0-9])[A-Za-z0-9)\]}|!$]{17,18}(?![A-Za-z0-9])/g;

/** Every VIN an OCR'd text holds, read with `readOcrVin`. */
export function ocrVins(text: string): string[] {
  return [...text.matchAll(VIN_RUN)].map((m) => readOcrVin(m[0])).filter((v): v is string => v !== null);
}
