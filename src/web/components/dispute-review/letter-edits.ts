import type { LetterKind } from '../../../shared/contracts/reviews';

/** The letter editor's unsaved paragraphs, kept in sessionStorage per claim and kind so a reload keeps them. */
const keyOf = (ref: string, kind: LetterKind) => `disputeLetterEdits:${ref}:${kind}`;

export function readLetterEdits(ref: string, kind: LetterKind): string[] | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(keyOf(ref, kind)) ?? 'null') as unknown;
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

export function storeLetterEdits(ref: string, kind: LetterKind, paragraphs: string[] | null): void {
  try {
    if (paragraphs) sessionStorage.setItem(keyOf(ref, kind), JSON.stringify(paragraphs));
    else sessionStorage.removeItem(keyOf(ref, kind));
  } catch {
    // storage full or unavailable: the edits live on the page only
  }
}
