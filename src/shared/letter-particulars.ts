/**
 * A letter's particulars (the insured's name, the adjuster, the numbers) written into paragraphs the
 * person edited: the server when it stores a version, the editor's preview while the person types.
 * One function for both, so the preview shows what will be stored.
 */
import { LETTER_DETAILS, type LetterDetails } from './contracts/reviews.js';

/** A particular as the letter was generated with it, and as the person entered it. */
export type ParticularChange = readonly [from: string, to: string];

/** Each particular the documents or the claim gave and the person changed. */
export function changedParticulars(asRead: LetterDetails, entered: LetterDetails): ParticularChange[] {
  return LETTER_DETAILS.map((k) => [asRead[k]?.trim(), entered[k]?.trim()] as const).filter((pair): pair is readonly [string, string] =>
    Boolean(pair[0] && pair[1] && pair[0] !== pair[1]),
  );
}

/**
 * The text with each changed particular replaced. Where the new value already holds the old one
 * ("Jordan Avery" → "Jordan Avery Jr."), text that already names the new value is left as it is, so
 * the change is never made twice.
 */
export function replaceParticulars(text: string, changes: ParticularChange[]): string {
  return changes.reduce(
    (out, [from, to]) =>
      to.includes(from)
        ? out
            .split(to)
            .map((piece) => piece.replaceAll(from, to))
            .join(to)
        : out.replaceAll(from, to),
    text,
  );
}
