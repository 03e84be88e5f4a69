/**
 * Is a page's text layer language? Some producers embed fonts whose codes map to the wrong letters
 * (Type 3 fonts with numeric glyph names and no ToUnicode, subset fonts with a broken map): the page
 * shows words, the text layer holds control characters, digits and punctuation, or letters that make
 * no words. Such a page is read by OCR instead (extract-text.ts). Measured from the text alone, with
 * general measures: character classes, word shapes and the share of words found in a small list of
 * English and claim-document words (lexicons/common-words.json), never from a producer's name.
 */
import lexicon from '../lexicons/common-words.json' with { type: 'json' };

const WORDS: ReadonlySet<string> = new Set(lexicon.words);

/** Below this many visible characters a page says too little to judge; it is left as it is. */
const MIN_CHARS = 40;
/** A page of this many visible characters, most of them control characters, is judged all the same. */
const MIN_CONTROL_CHARS = 10;

export type LanguageMeasure = {
  /** Visible (non-space) characters. */
  chars: number;
  /** Share of them that are letters. */
  letterShare: number;
  /** Share that are control or private-use characters: codes no real text layer maps to. */
  controlShare: number;
  /** Words of three or more letters. */
  words: number;
  /** Share of those words in the word list. */
  knownShare: number;
  /** Share of those words shaped like words (a vowel, no long consonant runs, one case pattern). */
  shapedShare: number;
};

/** Control (C0, C1) and private-use characters and the replacement character; white space is removed before. */
const CONTROL = /[\p{Cc}\p{Co}\ufffd]/gu;
const LETTER = /\p{L}/gu;
const WORD = /(?<![\p{L}\d])\p{L}{3,}(?![\p{L}\d])/gu;

export function measureLanguage(text: string): LanguageMeasure {
  const visible = text.replace(/\s+/g, '');
  const chars = visible.length;
  const words = text.match(WORD) ?? [];
  let known = 0;
  let shaped = 0;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (WORDS.has(lower) || (lower.endsWith('s') && WORDS.has(lower.slice(0, -1)))) known++;
    if (isWordShaped(w)) shaped++;
  }
  return {
    chars,
    letterShare: chars ? (visible.match(LETTER)?.length ?? 0) / chars : 0,
    controlShare: chars ? (visible.match(CONTROL)?.length ?? 0) / chars : 0,
    words: words.length,
    knownShare: words.length ? known / words.length : 0,
    shapedShare: words.length ? shaped / words.length : 0,
  };
}

/** A vowel, no run of five consonants, and all lower, all upper or capitalised. */
function isWordShaped(w: string): boolean {
  if (!/[aeiouyAEIOUY]/.test(w)) return false;
  if (/[^aeiouyAEIOUY\W\d_]{5,}/.test(w)) return false;
  return w === w.toLowerCase() || w === w.toUpperCase() || w === w[0]?.toUpperCase() + w.slice(1).toLowerCase();
}

/**
 * True when the text is long enough to judge and is not language: control characters where letters
 * should be; or mostly digits and punctuation with next to no real words (a price table still has its
 * labels); or letters that form no known and few plausible words (a font mapped to the wrong letters).
 */
export function isNotLanguage(text: string): boolean {
  const m = measureLanguage(text);
  // Mostly control characters is a lying font map however short the page: no real text layer holds them.
  if (m.chars >= MIN_CONTROL_CHARS && m.controlShare > 0.5) return true;
  if (m.chars < MIN_CHARS) return false;
  if (m.controlShare > 0.05) return true;
  const realWords = m.words * m.knownShare;
  if (m.letterShare < 0.3 && realWords < Math.max(3, m.chars / 200)) return true;
  // Real pages of every corpus here have a third or more of their words in the list; wrong letters next to none.
  return m.words >= 15 && (m.knownShare < 0.1 || (m.knownShare < 0.15 && m.shapedShare < 0.6));
}
