/**
 * Codes read again on their own: VINs, claim, policy and stock numbers. Tesseract reads a line as one
 * sequence, and a code printed on a line it shares with other print (a side panel's sentence at another
 * baseline, a label) comes out with letters and digits swapped ("IM3KEBCMEN0973917" for JM3KFBCM6N0973917,
 * "52-3589-43X13" for 52-35B9-43X13), worse on the page after its median filter, which thins small print.
 * The same pixels cut out of the page before the filter and read alone read right. So every code the first
 * reading doubts is cut out, the cuts are stacked into one image and read once:
 * - a VIN-shaped word: a reading that is a valid VIN (check digit, model year, known maker) takes the place
 *   of a first reading that is not;
 * - any other code: a reading of the same shape read with confidence takes the place of a doubtful one.
 * A code is only ever replaced by what the page shows, never made up. Pure choice; ocr.ts does the reading.
 */
import { exactVin } from '../../../shared/vin-mend';

export { exactVin };

/** A word that may be a VIN as OCR printed it: 15 to 19 letters, digits and the marks OCR reads for them. */
const VIN_SHAPED = /^[A-Za-z0-9)\]}|!$]{15,19}$/;
/** At most this many codes a page are read again (a comparables page prints a dozen VINs and stock numbers). */
export const MAX_CODES = 40;
/** A code: letters and digits, maybe with dashes, points or slashes between them, five characters or more. */
const CODE_SHAPED = /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9][A-Za-z0-9./-]{3,28}[A-Za-z0-9]$/;
/** A first reading at least this sure of a code is left as read (tesseract's word confidence, 0 to 1). */
export const SURE_CODE = 0.8;

export const isVinShaped = (word: string): boolean => VIN_SHAPED.test(word) && /\d/.test(word) && /[A-Za-z]/.test(word);
export const isCodeShaped = (word: string): boolean => CODE_SHAPED.test(word);

/** A word read again: a VIN-shaped word the first reading did not read as a valid VIN, or a code it doubts. */
export const doubtful = (word: { str: string; confidence?: number }): boolean =>
  isVinShaped(word.str) ? exactVin(word.str) === null : isCodeShaped(word.str) && (word.confidence ?? 0) < SURE_CODE;

/** The second reading when it is a valid VIN and the first is not; otherwise null (the first reading stands). */
export function betterVin(first: string, again: string): string | null {
  if (exactVin(first)) return null;
  return exactVin(again);
}

/**
 * The code read alone in place of the first reading: for a VIN-shaped word only a valid VIN; for another code,
 * a reading of the same shape (a code, at most two characters longer or shorter) that tesseract is sure of
 * and surer than of the first. Confidences 0 to 1. Null: the first reading stands.
 */
export function betterCode(first: { str: string; confidence?: number }, again: { text: string; confidence: number }): string | null {
  if (isVinShaped(first.str)) return betterVin(first.str, again.text);
  const text = again.text.replace(/\s+/g, '');
  if (!isCodeShaped(text) || Math.abs(text.length - first.str.length) > 2) return null;
  if (again.confidence < SURE_CODE || again.confidence <= (first.confidence ?? 0) + 0.1) return null;
  return text === first.str ? null : text;
}
