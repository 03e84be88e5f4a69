/**
 * The part numbers the alignment pairs lines by (align.ts): a part number as compared, and the ones a
 * line holds, in its column or left in its description.
 */
import type { EstimateLine } from '../../shared/estimate-comparison.js';

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
 * A line's part number as compared: the one in its column, or, where it has none, words of its
 * description that read as one ("… reinforcement bar 74412-NDR-E31": a table without a part column).
 */
export function partKeys(line: EstimateLine): string[] {
  const own = normPart(line.partNumber);
  if (own.length >= 4) return [own];
  if (line.partNumber) return [];
  return line.description
    .split(/\s+/)
    .filter((w) => w.length >= 6 && (w.match(/\d/g)?.length ?? 0) >= 4 && /^[A-Za-z0-9-]+$/.test(w))
    .map(normPart);
}
