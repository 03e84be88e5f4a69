/**
 * Text read from a file is cleaned before anything keeps it. PostgreSQL and PGlite refuse `\u0000`
 * and lone surrogates in jsonb and text (SQLSTATE 22P05), and a lying font map (a Type 3 font with
 * numeric glyph names and no ToUnicode) gives a text layer of control characters. Two places clean:
 * the text stage, where each control character becomes U+FFFD, so the page still measures as "not
 * language" (language.ts) and is OCR'd; and the store, which walks the whole analysis once more.
 */

/** C0 controls but tab and newline, DEL, C1 controls, and UTF-16 halves without their pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const UNSTORABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const QUICK = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ud800-\udfff]/;

/** The text stage's cleaning: a carriage return is a space, any other unstorable character U+FFFD. */
export function cleanText(text: string): string {
  if (!QUICK.test(text)) return text;
  return text.replace(UNSTORABLE, (c) => (c === '\r' ? ' ' : '\ufffd'));
}

/**
 * The store's cleaning: a deep copy of `value` with every string (keys too) cleaned as cleanText
 * does. Values already clean come back as they are (the same strings), so a clean analysis costs a walk.
 */
export function cleanForStore<T>(value: T): T {
  return cleanValue(value, 0) as T;
}

const MAX_DEPTH = 64;

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => cleanValue(v, depth + 1));
  // Dates and other objects with their own JSON form are stored by that form: clean it.
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return cleanValue((value as { toJSON(): unknown }).toJSON(), depth + 1);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanValue(v, depth + 1);
  return out;
}
