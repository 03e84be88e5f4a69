/**
 * The words of a table row as the reader sees them: the layout's word boxes (layout/words.ts: OCR
 * and some printers give a phrase as one item), figures cut from what is glued to them, OCR's lost decimal points and
 * digits repaired by the width of the page's own figures, and scan noise told from a row.
 */
import type { ColumnKey } from './table-columns.js';
import { operationOf, partTypeOf } from './line-vocabulary.js';
import { placeWordsOf, wordItemsOf } from '../documents/layout/words.js';
import type { DocumentPage, TextItem, TextLine } from '../documents/text/types.js';

/** Splits items that hold several words (OCR, some printers) into word items with estimated x. */
export function wordsOf(items: TextItem[]): Array<TextItem & { cutTail?: boolean }> {
  return wordItemsOf(items)
    .flatMap(withoutLeaders)
    .flatMap((w) => {
      // "0.8M" / "12M": hours with the labor-type letter glued on (OCR, some prints). Hours print a point
      // and a tenth: one digit and a letter ("3S" for 1.5) is a figure OCR garbled, read whole.
      // A description word of that shape ("94V", "12V") is joined again where both halves stay in the description.
      const m = w.str.match(/^(-?(?:\d{2,3}|\d{1,3}\.\d{1,2}))([A-Za-z])$/);
      if (m) {
        const [figure, letter] = cut(w, m[1].length) as [TextItem, TextItem];
        return [figure, { ...letter, cutTail: true }];
      }
      // "Rpl1.8", "R&I0.3": an operation code with its hours glued on; "1.8Repl" the other way round.
      const op = w.str.match(/^([A-Za-z&/]{2,})(\d{1,2}\.\d)$/);
      if (op && operationOf(op[1])) return cut(w, op[1].length);
      const after = w.str.match(/^(\d{1,2}\.\d)([A-Za-z&/]{2,})$/);
      if (after && operationOf(after[2])) return cut(w, after[1].length);
      // "R&RGrille": an operation code glued onto the capitalized word after it.
      const lead = w.str.match(/^([A-Za-z&/]{2,}?)([A-Z][a-z]{2,})$/);
      if (lead && operationOf(lead[1])) return cut(w, lead[1].length);
      return [w];
    });
}

/** A run of dot leaders ("cover ........ 412.50", "Grille.....156.00") is no word: the words either side of it stay where they are printed. */
const LEADER = /\.{3,}/;
function withoutLeaders(w: TextItem): TextItem[] {
  if (!LEADER.test(w.str)) return [w];
  const parts = w.str.split(LEADER).filter(Boolean);
  return parts.length ? placeWordsOf(w, parts).map((p) => ({ ...w, ...p })) : [];
}

/**
 * OCR may read a price's decimal point as a space ("261 62"): whole dollars right before two
 * digits that end the row or a column (nothing printed close after them) are one amount.
 */
export function joinLostDecimalPoint(words: TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i];
    const b = words[i + 1];
    const after = words[i + 2];
    const charW = a.width / Math.max(1, a.str.length);
    const closeGap = b ? b.x - (a.x + a.width) : Number.POSITIVE_INFINITY;
    const endsColumn = !after || after.x - (b.x + b.width) > 3 * charW;
    if (b && i > 0 && /^\$?\d{1,3}(?:,\d{3})*$/.test(a.str) && /^\d{2}$/.test(b.str) && closeGap >= -1 && closeGap <= 1.5 * charW && endsColumn) {
      out.push({ ...a, str: `${a.str}.${b.str}`, width: b.x + b.width - a.x });
      i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/**
 * A part type OCR glued onto the description's last word ("GLASSOEM" for "GLASS  OEM"): a word that
 * reaches from the description into the part column, ending in a part-type word printed in that column,
 * is the two. `partX`: where the part column starts.
 */
export function splitGluedPartType(w: TextItem, partX: number): Array<TextItem & { gluedType?: boolean }> {
  if (w.x >= partX || w.x + w.width <= partX) return [w];
  const per = w.width / Math.max(1, w.str.length);
  for (let at = 2; at <= w.str.length - 3; at++) {
    const tail = w.str.slice(at);
    if (!/^[A-Z/]+$/.test(tail) || !partTypeOf(tail) || w.x + per * at < partX - 18) continue;
    const [word, type] = cut(w, at) as [TextItem, TextItem];
    return [word, { ...type, gluedType: true }];
  }
  return [w];
}

/** Cuts one item in two after `at` characters, sharing its width in proportion. */
function cut(w: TextItem, at: number): TextItem[] {
  const per = w.width / w.str.length;
  return [
    { ...w, str: w.str.slice(0, at), width: per * at },
    { ...w, str: w.str.slice(at), x: w.x + per * at + 1, width: per * (w.str.length - at) },
  ];
}

/**
 * A part price glued to its part number ("81156UF2591,122.42"): the money is the tail with a
 * thousands group and exactly two decimals. How many digits lead the thousands group is taken
 * from where this table's prices start (`priceLeft`, the left edge of the widest price read so
 * far); without one, the shortest group (prices under $10,000 are the rule).
 */
export function splitGluedPrice(w: TextItem, priceLeft: number | null): Array<TextItem & { gluedPrice?: boolean; gluedPart?: boolean }> {
  if (w.str.length < 9 || !w.str.includes(',')) return [w];
  const m = w.str.match(/^([A-Za-z0-9-]{3,}?)(\d{1,3}(?:,\d{3})+\.\d{2})$/);
  if (!m) return [w];
  const tail = m[2];
  const lead = tail.indexOf(',');
  const per = w.width / w.str.length;
  let best = 1;
  if (priceLeft != null) {
    let bestGap = Number.POSITIVE_INFINITY;
    for (let k = 1; k <= lead; k++) {
      const start = w.x + w.width - per * (tail.length - (lead - k));
      const gap = Math.abs(start - priceLeft);
      if (gap < bestGap - per / 2) {
        bestGap = gap;
        best = k;
      }
    }
  }
  const [partNo, price] = cut(w, w.str.length - (tail.length - (lead - best)));
  return [
    { ...partNo, gluedPart: true },
    { ...price, gluedPrice: true },
  ];
}

const NOISE_CONFIDENCE = 0.35;

/**
 * A scan's speckle or smudge read as a row of one- and two-letter "words" ("A RTE iy VA PG EE ty …"),
 * or of a dozen short fragments across the page ("DATOS SR AT SURE AN GB SAT …"), or a table rule read
 * as one stretched word: no line, and no wrap of the line above.
 */
export function isOcrNoise(line: TextLine): boolean {
  // Words OCR is not a third sure of, every one of them: a smudge or speckle read as letters ("RF ER CP SE SU"), not print.
  if (line.items.length >= 2 && line.items.every((it) => (it.confidence ?? 1) < NOISE_CONFIDENCE)) return true;
  // A table rule read as a "word" stretched over the row ("Tine", 400 points wide): no print is that loose.
  if (line.items.some((it) => it.width > 25 * Math.max(4, it.str.trim().length))) return true;
  const words = line.text.trim().split(/\s+/);
  if (words.length < 6 || words.some((w) => /\d[.,:]\d/.test(w))) return false;
  // Short "words" all across the row: a description is a few words, not a dozen fragments.
  if (words.length >= 12 && words.filter((w) => w.length <= 4).length >= words.length * 0.75) return true;
  return words.filter((w) => w.length <= 2).length >= words.length * 0.6;
}

/**
 * OCR drops decimal points: hours always print one decimal, prices two. It may also read a point as
 * a digit ("1.7" as "127"): three hour digits no wider than this page's "1.7"-like figures are one
 * digit, a point and one digit, where a dropped point ("12.7" as "127") leaves a wider figure.
 */
export function repairOcrNumber(
  key: ColumnKey,
  raw: string,
  n: number,
  width: number,
  pointHoursWidth: number | null,
  priceCharWidth: number | null = null,
): number {
  if (raw.includes('.') || raw.includes(',')) return n;
  // A price's point read as a digit ("523576" for 523.76) leaves a figure no wider than its characters
  // printed; a point lost leaves the room of one more (and of a comma: "523576" for 5,235.76).
  if ((key === 'price' || key === 'unit') && /^\d{4,}$/.test(raw) && priceCharWidth && width <= (raw.length + 0.5) * priceCharWidth)
    return Number(`${raw.slice(0, -3)}.${raw.slice(-2)}`);
  if ((key === 'labor' || key === 'paint') && /^\d{3}$/.test(raw) && pointHoursWidth && width < pointHoursWidth * 1.2) return Number(`${raw[0]}.${raw[2]}`);
  if ((key === 'labor' || key === 'paint') && /^\d{2,3}$/.test(raw)) return n / 10;
  if ((key === 'price' || key === 'unit') && /^\d{3,}$/.test(raw)) return n / 100;
  return n;
}

const SPECKS = /^[.,:;'"`‘’“”^*]+|[.,:;'"`‘’“”^*]+$/g;

/**
 * A scanned hours figure with specks read before or after it ("137.", "123\"", "3:3:"): the figure
 * without them, where a figure of two digits or more is left (a lone digit with a mark, "2:", is a figure
 * garbled); its point read as a mark ("7-2"): the figure with its point.
 */
/** The marks an estimating system prints beside a line's cells (manual entry, changed data, included): "*", "**", "#", "<>", "~". */
export const MARKS = /^[#*~<>]+$/;
/** A figure with such marks printed against it ("0.4*", "1.5#", "2.0**", "0.3<>"): the figure without them. */
export const withoutFlag = (raw: string): string => raw.replace(/^(\$?\d[\d,]*(?:\.\d+)?)[#*~<>]+$/, '$1');

export function trimSpecks(raw: string): string {
  const t = raw.replace(SPECKS, '');
  // An hours figure prints one digit after its point: a mark between two digits ("7-2") is that point.
  if (/^\d{1,2}[-'"`,]\d$/.test(t)) return t.replace(/[-'"`,]/, '.');
  return t !== raw && /^\d[\d.,:;]*\d$/.test(t) ? t : raw;
}

/** The median width of a character of a page's prices printed with their point ("615.35"), or null where it prints none. */
export function priceCharWidthOf(page: DocumentPage): number | null {
  const widths = page.lines
    .flatMap((l) => l.items)
    .filter((it) => /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(it.str.trim()))
    .map((it) => it.width / it.str.trim().length)
    .sort((a, b) => a - b);
  return widths.length ? widths[Math.floor(widths.length / 2)] : null;
}

/** The median width of a page's one-decimal figures ("1.7"), or null where it prints none. */
export function pointHoursWidthOf(page: DocumentPage): number | null {
  const widths = page.lines
    .flatMap((l) => l.items)
    .filter((it) => /^\d\.\d$/.test(it.str.trim()))
    .map((it) => it.width)
    .sort((a, b) => a - b);
  return widths.length ? widths[Math.floor(widths.length / 2)] : null;
}
