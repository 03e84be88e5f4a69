/**
 * The most lines an estimate may have to be compared. Real estimates run to a few hundred lines;
 * past this the comparison would only hold up the document threads, so it is refused with a sentence.
 */
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { AppError } from '../errors.js';

export const MAX_COMPARED_LINES = 1_500;

const CAP = MAX_COMPARED_LINES.toLocaleString('en-US');
const WHY = `estimates of more than ${CAP} lines cannot be compared. Send the estimate itself rather than a combined or generated file.`;

/** The refusal of an estimate whose reading stopped past the cap (a BMS file counted as it is read). */
export function tooManyLines(role: string): AppError {
  return new AppError('payload_too_large', `The ${role} has more than ${CAP} lines; ${WHY}`);
}

/** Throws PAYLOAD_TOO_LARGE naming the estimate that has more lines than can be compared. */
export function checkComparable(carrier: ParsedEstimate, other: ParsedEstimate): void {
  for (const [role, e] of [
    ['carrier estimate', carrier],
    ['other estimate', other],
  ] as const) {
    if (e.lines.length > MAX_COMPARED_LINES) {
      throw new AppError('payload_too_large', `The ${role} has ${e.lines.length.toLocaleString('en-US')} lines; ${WHY}`);
    }
  }
}
