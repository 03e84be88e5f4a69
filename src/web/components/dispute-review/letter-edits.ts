import type { LetterKind } from '../../../shared/contracts/reviews';

/**
 * The letter editor's unsaved edits, kept in sessionStorage per claim and kind so a reload keeps them: only the
 * paragraphs the person changed, by position. The others follow the generated letter, so a comparable dropped
 * or added after an edit never leaves the letter with the old figures in paragraphs nobody touched.
 */
export type LetterEdits = Record<number, string>;

const keyOf = (ref: string, kind: LetterKind) => `disputeLetterEdits:${ref}:${kind}`;

export function readLetterEdits(ref: string, kind: LetterKind): LetterEdits | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(keyOf(ref, kind)) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const edits = Object.entries(parsed).filter(([i, text]) => /^\d+$/.test(i) && typeof text === 'string');
    return edits.length ? Object.fromEntries(edits) : null;
  } catch {
    return null;
  }
}

/** The paragraphs that differ from the generated ones; null when none do. */
export function editsOf(paragraphs: string[], generated: string[]): LetterEdits | null {
  const edits = Object.fromEntries(paragraphs.flatMap((p, i) => (p !== generated[i] ? [[i, p]] : [])));
  return Object.keys(edits).length ? edits : null;
}

/** The generated letter with the person's edits in the paragraphs they changed. */
export const withEdits = (generated: string[], edits: LetterEdits | null): string[] => generated.map((p, i) => edits?.[i] ?? p);

export function storeLetterEdits(ref: string, kind: LetterKind, edits: LetterEdits | null): void {
  try {
    if (edits) sessionStorage.setItem(keyOf(ref, kind), JSON.stringify(edits));
    else sessionStorage.removeItem(keyOf(ref, kind));
  } catch {
    // storage full or unavailable: the edits live on the page only
  }
}
