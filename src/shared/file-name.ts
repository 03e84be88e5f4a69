/**
 * Characters that change how a name reads without being part of it: C0 and C1 controls, DEL,
 * and the bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) plus the
 * invisible direction marks (U+200E, U+200F, U+061C). "photo\u202Egnp.exe" reads "photoexe.png"
 * when shown; stripped, it reads as what it is.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name as it is stored, shown and sent in downloads: no path, no hidden characters, bounded. */
export function displayFileName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(HIDDEN, '').trim().slice(0, 200);
  return cleaned || 'file';
}
