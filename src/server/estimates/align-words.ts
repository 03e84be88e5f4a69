/**
 * The words of an estimate line's description as the alignment compares them (abbreviations spelt
 * out, noise dropped, OCR's misreadings read like the other side's words), and the score of a
 * candidate pair of lines. Used by align.ts.
 */
import type { EstimateLine, LineOperation } from '../../shared/estimate-comparison.js';
import { editDistance } from '../../shared/read-values.js';
import { operationOf } from './parse-lines.js';

const ABBREVIATIONS: Record<string, string> = {
  lt: 'left',
  l: 'left',
  lh: 'left',
  rt: 'right',
  r: 'right',
  rh: 'right',
  frt: 'front',
  fr: 'front',
  rr: 'rear',
  assy: 'assembly',
  asm: 'assembly',
  w: 'with',
  wo: 'without',
  mldg: 'molding',
  moulding: 'molding',
  bpr: 'bumper',
  cvr: 'cover',
  reinf: 'reinforcement',
  hdlmp: 'headlamp',
  qtr: 'quarter',
  pnl: 'panel',
  opng: 'opening',
  wstrip: 'weatherstrip',
  // Words estimating systems use for the same part or task.
  lamp: 'light',
  lamps: 'light',
  lights: 'light',
  car: 'vehicle',
  bonnet: 'hood',
  deck: 'trunk',
  beam: 'bar',
  masking: 'mask',
  disposal: 'removal',
};
// Part-type marks, filler words, and the replace operation that some systems print inside the description.
const NOISE = new Set([
  'a/m',
  'am',
  'aftermarket',
  'oem',
  'lkq',
  'used',
  'recond',
  'the',
  'of',
  'and',
  'for',
  'to',
  'with',
  'without',
  'r&r',
  'r/r',
  'remove/replace',
  'replace',
  'repl',
]);
/** A part number or a quantity left in a description ("Hood panel 25207-41167 1"): not a word of it. */
const NUMBERISH = /^(?=.*\d)[a-z0-9]*(?:[-/][a-z0-9]+)*$/;

/**
 * Lower-case words with abbreviations expanded and part-type marks, part numbers and quantities
 * removed; an operation printed before the part ("Refinish CLEAR COAT", "Add Cover car", a scan's
 * "e/Replace" cut from "Remove/Replace") is the line's operation, not a word of the part.
 */
export function normalizeDescription(text: string): string[] {
  const words = wordsOfDescription(text);
  return words.slice(leadingOperations(words).length);
}

const operationWord = (w: string): LineOperation | null => operationOf(w) ?? (/^[a-z]{0,6}\/replace$/.test(w) ? 'Repl' : null);

/** The operation words a description starts with (never all of its words). */
function leadingOperations(words: string[]): LineOperation[] {
  const ops: LineOperation[] = [];
  for (const w of words.slice(0, -1)) {
    const op = operationWord(w);
    if (!op) break;
    ops.push(op);
  }
  return ops;
}

/** Names several words long, or run together, that other systems give the same part. */
const PHRASES: Array<[RegExp, string]> = [
  [/\bfront end carrier\b/g, 'radiator support'],
  [/\bdecklid\b/g, 'deck lid'],
  [/\bwindscreen\b/g, 'windshield'],
];

function wordsOfDescription(text: string): string[] {
  return PHRASES.reduce((t, [re, to]) => t.replace(re, to), text.toLowerCase())
    .replace(/w\/o\b/g, 'wo ')
    .replace(/w\//g, 'w ')
    .replace(/[^a-z0-9/&-]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[/-]+|[/-]+$/g, ''))
    .filter((w) => w && !(NUMBERISH.test(w) && (w.length >= 5 || /^\d+$/.test(w))))
    .flatMap((w) => (w.includes('-') && !NUMBERISH.test(w) ? w.split('-') : [w]))
    .map((w) => ABBREVIATIONS[w] ?? w)
    .filter((w) => !NOISE.has(w));
}

/**
 * How alike two descriptions are: the Jaccard index of their words, or (a little lower) the share of
 * the shorter one's words the longer one holds, when it holds them all ("Radiator support" is the
 * "Radiator core support" of another system, "Hood" its "Hood panel") or all but one of three or more
 * with the same last word, the part's noun ("Frt bumper absorber", "Front impact absorber"); a
 * "Front bumper cover" is no "Front bumper reinforcement bar".
 */
function similarity(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const sa = new Set(a);
  const sb = new Set(b);
  let inter = 0;
  for (const w of sa) if (sb.has(w)) inter++;
  const jaccard = inter / (sa.size + sb.size - inter);
  const contained = inter / Math.min(sa.size, sb.size);
  const noun = (words: string[]) => words.filter((w) => w.length >= 3).pop();
  const sameNoun = noun(a) !== undefined && noun(a) === noun(b);
  const held = contained === 1 || (contained >= 0.66 && inter >= 2 && sameNoun);
  return Math.max(jaccard, held ? 0.85 * contained : 0);
}

export interface Prepared {
  line: EstimateLine;
  /** The line's operation, or the one its description starts with. */
  operation: LineOperation | null;
  words: string[];
  key: string;
  pos: number;
  context: string;
}

export function prepare(lines: EstimateLine[]): Prepared[] {
  let context = '';
  return lines.map((line, i) => {
    const all = wordsOfDescription(line.description);
    const leading = leadingOperations(all);
    const words = all.slice(leading.length);
    const operation = line.operation ?? operationWord(line.description.trim().split(/\s+/)[0]?.toLowerCase() ?? '') ?? leading[0] ?? null;
    const p = { line, operation, words, key: words.join(' '), pos: lines.length > 1 ? i / (lines.length - 1) : 0, context };
    // "Add for clear coat" lines belong to the part above them: remember that part.
    if (line.operation !== 'Add' && !/^(add|overlap)\b/i.test(line.description)) context = p.key;
    return p;
  });
}

/** Words that name one of two sides of the car: a left part is never the right one. */
const OPPOSITES: Array<[string, string]> = [
  ['left', 'right'],
  ['front', 'rear'],
  ['upper', 'lower'],
  ['inner', 'outer'],
];

export function opposite(a: string[], b: string[]): boolean {
  return OPPOSITES.some(
    ([x, y]) => (a.includes(x) && !a.includes(y) && b.includes(y) && !b.includes(x)) || (a.includes(y) && !a.includes(x) && b.includes(x) && !b.includes(y)),
  );
}

/**
 * A scanned description's words as the other description would read them: a word OCR misread by a
 * letter or two ("SUPPOREM" for SUPPORT) or cut in two ("coy ER" for COVER) becomes the other's word.
 * Only words of five letters or more are read so, and never one the other description has as it is.
 */
function readLike(words: string[], other: string[]): string[] {
  const out = [...words];
  const theirs = new Set(other);
  for (const w of other) {
    if (w.length < 5 || out.includes(w) || /\d/.test(w)) continue;
    const max = w.length >= 7 ? 2 : 1;
    const i = out.findIndex((x) => !theirs.has(x) && x.length >= 4 && editDistance(x, w, max) <= max);
    if (i >= 0) {
      out[i] = w;
      continue;
    }
    const k = out.findIndex((x, n) => n + 1 < out.length && !theirs.has(x) && !theirs.has(out[n + 1] as string) && editDistance(x + out[n + 1], w, max) <= max);
    if (k >= 0) out.splice(k, 2, w);
  }
  return out;
}

export function pairScore(a: Prepared, b: Prepared, scanned: boolean): number {
  if (opposite(a.words, b.words)) return 0;
  let s: number;
  if (a.key && a.key === b.key) s = 3;
  else {
    const wa = scanned ? readLike(a.words, b.words) : a.words;
    const wb = scanned ? readLike(b.words, wa) : b.words;
    const j = similarity(wa, wb);
    if (j < 0.5) return 0;
    s = 1 + j;
  }
  if (a.operation && a.operation === b.operation) s += 0.5;
  if (a.context && a.context === b.context) s += 0.4;
  s += (1 - Math.abs(a.pos - b.pos)) * 0.3;
  return s;
}
