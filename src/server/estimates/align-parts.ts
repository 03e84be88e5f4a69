/**
 * The part numbers the alignment pairs lines by (align.ts): a part number as compared, the ones a line
 * holds, in its column or left in its description, and, where an estimate is a scan, the ones OCR
 * misread by one glyph.
 */
import type { EstimateLine } from '../../shared/estimate-comparison.js';
import { VIN_LOOKALIKES, vinAlphabet } from '../../shared/vin-mend.js';
import { CANDIDATES_PER_LINE, indexLines } from './align-candidates.js';

/**
 * A part number to compare: letters and digits only, and the letters a scan reads for a digit
 * ("EQ7" for "E07", "KOO" for "K00") as that digit on both sides, so one misread character does
 * not hide the same part.
 */
const LOOKALIKE: Record<string, string> = { O: '0', Q: '0', I: '1', L: '1', S: '5', Z: '2', B: '8' };
export const normPart = (p: string | null) =>
  p
    ? p
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .replace(/[OQILSZB]/g, (c) => LOOKALIKE[c] ?? c)
    : '';

/**
 * A line's part numbers as compared (`norm`): the one in its column, or, where it has none, words of its
 * description that read as one (`word`: "… reinforcement bar 74412-NDR-E31", a table without a part column).
 */
function keysOf(line: EstimateLine, norm: (p: string) => string, word: RegExp): string[] {
  const own = line.partNumber ? norm(line.partNumber) : '';
  if (own.length >= 4) return [own];
  if (line.partNumber) return [];
  return line.description
    .split(/\s+/)
    .filter((w) => w.length >= 6 && (w.match(/\d/g)?.length ?? 0) >= 4 && word.test(w))
    .map(norm);
}

export const partKeys = (line: EstimateLine): string[] => keysOf(line, normPart, /^[A-Za-z0-9-]+$/);

/** A part number as OCR may have printed it: the marks it prints for faint letters read as them (")" for J), then as compared. */
const ocrPart = (p: string) => normPart(vinAlphabet(p));
const ocrPartKeys = (line: EstimateLine): string[] => keysOf(line, ocrPart, /^[A-Za-z0-9)\]}|!$-]+$/);

/** OCR's misreadings are only read into part numbers at least this long: a short one is too easily another. */
const OCR_PART_LENGTH = 7;

/**
 * Two part numbers (as `ocrPart` gives them) one OCR misreading apart: equal, one glyph inserted or
 * dropped, or one read as its look-alike (the VIN mender's table: D for 0, G for 6 …).
 */
export function ocrSamePart(x: string, y: string): boolean {
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < OCR_PART_LENGTH) return false;
  if (long.length === short.length + 1) return dropsOne(long).includes(short);
  if (long.length !== short.length) return false;
  const at = [...short].flatMap((c, i) => (c === long[i] ? [] : [i]));
  return at.length === 1 && (VIN_LOOKALIKES[short[at[0] as number] as string] ?? []).includes(long[at[0] as number] as string);
}

const dropsOne = (k: string) => Array.from({ length: k.length }, (_, i) => k.slice(0, i) + k.slice(i + 1));
/** A key and its drops of one glyph: two keys one misreading apart share one (the longer's drop is the shorter). */
const shapes = (k: string) => (k.length >= OCR_PART_LENGTH ? [k, ...dropsOne(k)] : [k]);

/**
 * On a scan, the pairs of lines left unpaired by part number whose part numbers are one OCR misreading
 * apart (`ocrSamePart`): each carrier line not yet paired takes the one other line not yet paired so
 * (and `allowed`); a line with several such is left to the descriptions. `usedA` and `usedB` gain the
 * lines taken. Each line checks at most CANDIDATES_PER_LINE others, so the time stays bounded.
 */
export function pairOcrParts(
  carrier: EstimateLine[],
  other: EstimateLine[],
  used: { a: Set<number>; b: Set<number> },
  allowed: (ia: number, ib: number) => boolean,
): Array<{ ia: number; ib: number }> {
  const keysB = other.map((l, ib) => (used.b.has(ib) ? [] : ocrPartKeys(l)));
  const index = indexLines(keysB.map((keys) => keys.flatMap(shapes)));
  const out: Array<{ ia: number; ib: number }> = [];
  carrier.forEach((l, ia) => {
    if (used.a.has(ia)) return;
    const found = new Set<number>();
    let checked = 0;
    for (const k of ocrPartKeys(l))
      for (const shape of shapes(k))
        for (const ib of index.get(shape) ?? []) {
          if (found.size > 1 || checked >= CANDIDATES_PER_LINE) break;
          if (used.b.has(ib) || found.has(ib)) continue;
          checked++;
          if ((keysB[ib] ?? []).some((kb) => ocrSamePart(k, kb)) && allowed(ia, ib)) found.add(ib);
        }
    const [ib] = found;
    if (found.size !== 1 || ib === undefined) return;
    used.a.add(ia);
    used.b.add(ib);
    out.push({ ia, ib });
  });
  return out;
}
