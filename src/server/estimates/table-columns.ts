/**
 * Finds an estimate's line-item table header and turns it into columns with x ranges. Works
 * across print layouts because it reads the header words, not fixed positions.
 */
import { isOcrNoise } from './row-words.js';
import { placeWordsOf } from '../documents/layout/words.js';
import type { TextItem, TextLine } from '../documents/text/types.js';

/**
 * `ltype`: the labor category code of a line (BDY, REF, MECH); `ignore`: a column read as nothing (a database
 * entry number); `unit`: a unit price, beside the extended `price` it checks (quantity × unit price).
 */
export type ColumnKey = 'line' | 'op' | 'desc' | 'pno' | 'ptype' | 'qty' | 'unit' | 'price' | 'labor' | 'paint' | 'ltype' | 'ignore';
export interface Column {
  key: ColumnKey;
  x0: number;
  x1: number;
}
export interface TableHeader {
  columns: Column[];
  /** How many text lines the header takes (a two-line "Extended / Price $"). */
  height: number;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[.:]/g, '')
    .replace(/(.)\$$/, '$1')
    .trim();

const SINGLE: Record<string, ColumnKey> = {
  line: 'line',
  ln: 'line',
  seq: 'line',
  no: 'line',
  item: 'line',
  tem: 'line', // OCR drops the I of "Item"
  laborhrs: 'labor',
  laborhours: 'labor',
  painthrs: 'paint',
  painthours: 'paint',
  partno: 'pno',
  partnumber: 'pno',
  '#': 'line',
  oper: 'op',
  operation: 'op',
  op: 'op',
  opr: 'op',
  action: 'op',
  description: 'desc',
  desc: 'desc',
  component: 'desc',
  qty: 'qty',
  quantity: 'qty',
  price: 'price',
  extended: 'price',
  amount: 'price',
  dollars: 'price',
  cost: 'price',
  total: 'price', // an invoice's "Qty  Unit  Total"
  amt: 'price',
  sell: 'price',
  retail: 'price',
  net: 'price',
  ext: 'price',
  unit: 'unit',
  each: 'unit',
  parts: 'price',
  labor: 'labor',
  hours: 'labor',
  hrs: 'labor',
  lab: 'labor',
  lbr: 'labor',
  body: 'labor', // "Body  Refinish": body hours beside paint hours
  paint: 'paint',
  pnt: 'paint',
  refinish: 'paint',
  ref: 'paint',
  rfn: 'paint',
  refn: 'paint',
  type: 'ptype',
  entry: 'ignore', // "Entry" whose "Number" OCR lost
  guide: 'ignore', // the labor guide's reference number of the line ("0441")
};

/**
 * Headings of two words, as data: [first words, second words, column]. "Part Number", "Labor Hrs",
 * "Parts $", "Labor Type", "Entry No", "Dollar Amount", "Unit Price".
 */
const PAIRS: Array<[string[], string[], ColumnKey | ((first: string) => ColumnKey)]> = [
  [['part', 'parts'], ['number', 'no', '#', 'num'], 'pno'],
  [['part', 'parts'], ['type'], 'ptype'],
  [['parts'], ['$', 'amount', 'price'], 'price'],
  [
    ['labor', 'lab', 'lbr', 'body', 'paint', 'pnt', 'refinish', 'ref', 'rfn'],
    ['hrs', 'hours', 'units', 'time'],
    (first) => (['labor', 'lab', 'lbr', 'body'].includes(first) ? 'labor' : 'paint'),
  ],
  [['labor'], ['type', 'cat', 'category'], 'ltype'],
  [['labor'], ['op', 'oper', 'operation'], 'op'],
  [['item', 'part'], ['description', 'desc'], 'desc'],
  [['oem', 'mfr'], ['#', 'no', 'number'], 'pno'],
  [['flat'], ['rate'], 'labor'],
  [['entry'], ['number', 'no', '#', 'id'], 'ignore'],
  [['dollar'], ['amount', 'amt'], 'price'],
  [['unit', 'list'], ['price', 'cost'], 'unit'],
];

/** The two words of one heading stand at most this many letter widths apart (a word space, not a column gap). */
const PAIR_GAP_CHARS = 2;

/** Every word a heading is made of. */
const HEADING_WORDS = new Set([...Object.keys(SINGLE), ...PAIRS.flatMap(([first, second]) => [...first, ...second])]);

/** Two headings OCR read as one word ("QtyExtended"): the two words, where both are heading words. */
function splitMergedHeading(it: TextItem): TextItem[] {
  if (HEADING_WORDS.has(norm(it.str))) return [it];
  for (let at = 2; at <= it.str.length - 2; at++) {
    const [a, b] = [it.str.slice(0, at), it.str.slice(at)];
    if (HEADING_WORDS.has(norm(a)) && HEADING_WORDS.has(norm(b))) return placeWordsOf({ ...it, str: `${a}${b}` }, [a, b]);
  }
  return [it];
}

/** Reads header items into columns, by the one-word vocabulary and the two-word headings. */
function columnsFromItems(items: TextItem[]): Column[] {
  const cols: Column[] = [];
  const words = items.flatMap((it) => {
    // OCR and some printers give a whole phrase as one item: split on spaces, keeping x.
    const parts = it.str.split(/\s+/).filter(Boolean);
    return parts.length <= 1 ? splitMergedHeading(it) : placeWordsOf(it, parts).flatMap(splitMergedHeading);
  });
  for (let i = 0; i < words.length; i++) {
    const w = norm(words[i].str);
    const next = i + 1 < words.length ? norm(words[i + 1].str) : '';
    const x0 = words[i].x;
    let x1 = words[i].x + words[i].width;
    let key: ColumnKey | undefined;
    // Two headings a column gap apart ("Labor    Type": the hours, then their labor type) are two columns.
    const gap = i + 1 < words.length ? words[i + 1].x - (words[i].x + words[i].width) : 0;
    const oneHeading = gap <= PAIR_GAP_CHARS * (words[i].width / Math.max(1, words[i].str.length));
    const pair = oneHeading ? PAIRS.find(([first, second]) => first.includes(w) && second.includes(next)) : undefined;
    if (pair) {
      key = typeof pair[2] === 'function' ? pair[2](w) : pair[2];
      x1 = words[i + 1].x + words[i + 1].width;
      i++;
    } else key = w === 'part#' || w === 'part' ? 'pno' : SINGLE[w];
    // A word that only continues the heading before it ("Extended Price $"): that column reaches to
    // its end, where its right-aligned figures end too.
    const prev = cols.at(-1);
    const charW = words[i].width / Math.max(1, words[i].str.length);
    if (prev && (w === '$' || key === prev.key) && x0 - prev.x1 < Math.max(12, 3 * charW)) {
      prev.x1 = Math.max(prev.x1, x1);
      continue;
    }
    if (!key) continue;
    if (key === 'labor' && cols.some((c) => c.key === 'labor')) continue;
    if (cols.some((c) => c.key === key)) {
      if (key === 'price') addSecondAmount(cols, { key, x0, x1 });
      continue;
    }
    cols.push({ key, x0, x1 });
  }
  return cols;
}

/**
 * A second amount heading right of the price. Beside it ("Price  Total"), the price is the unit price and
 * this the extended one; past the hours columns ("Parts  Labor  Paint  Total"), it is the line's total
 * (parts and labor), a column read as nothing.
 */
function addSecondAmount(cols: Column[], col: Column): void {
  const price = cols.find((c) => c.key === 'price');
  if (!price || price.x1 > col.x0) return;
  if (cols.some((c) => (c.key === 'labor' || c.key === 'paint') && c.x0 > price.x1 && c.x0 < col.x0)) cols.push({ ...col, key: 'ignore' });
  else if (!cols.some((c) => c.key === 'unit')) {
    price.key = 'unit';
    cols.push(col);
  }
}

/** A line is the table header when it names a description and at least three value columns. */
export function readTableHeader(line: TextLine): TableHeader | null {
  const cols = columnsFromItems(line.items);
  // A unit price with no extended price beside it is the table's price.
  const unit = cols.find((c) => c.key === 'unit');
  if (unit && !cols.some((c) => c.key === 'price')) unit.key = 'price';
  const keys = new Set(cols.map((c) => c.key));
  if (!keys.has('desc')) return null;
  // A line total past the hours ("Description  Parts  Labor  Total") is a value column too.
  const hoursX = Math.max(...cols.filter((c) => c.key === 'labor' || c.key === 'paint').map((c) => c.x0));
  const lineTotal = cols.some((c) => c.key === 'ignore' && c.x0 > hoursX) ? 1 : 0;
  const valueCols = ['qty', 'unit', 'price', 'labor', 'paint', 'op', 'pno'].filter((k) => keys.has(k as ColumnKey)).length + lineTotal;
  if (valueCols < 3) return null;
  cols.sort((a, b) => a.x0 - b.x0);
  return { columns: cols, height: 1 };
}

/**
 * A header printed on two lines ("Line / Item", "Labor / Type", "Dollar / Amount", "Labor / Units"): each
 * word of the lower line joins the word above it, and the joined header is read as one. A lower line
 * that is a header by itself stays one unless the line above names more columns: a row of empty form
 * labels ("State:", "Condition:") right above the header is no part of it, and would shift its columns.
 */
export function readTwoLineHeader(upper: TextLine, lower: TextLine): TableHeader | null {
  if (/\d/.test(upper.text) || /\d/.test(lower.text)) return null;
  const up = [...upper.items];
  const merged: TextItem[] = lower.items.map((b) => {
    const i = up.findIndex((a) => Math.abs(a.x - b.x) <= 12 || (a.x < b.x + b.width && b.x < a.x + a.width));
    if (i < 0) return b;
    const [a] = up.splice(i, 1);
    const x = Math.min(a.x, b.x);
    return { ...b, str: `${a.str.replace(/\/$/, '')} ${b.str}`, x, width: Math.max(a.x + a.width, b.x + b.width) - x };
  });
  const items = [...merged, ...up].sort((a, b) => a.x - b.x);
  const h = readTableHeader({ ...lower, items, text: items.map((it) => it.str).join('  ') });
  if (!h) return null;
  const own = readTableHeader(lower);
  return own && own.columns.length >= h.columns.length ? null : { ...h, height: 2 };
}

/** OCR's confidence in a word of a noise line that is print all the same (a header word among a rule's specks). */
const SURE = 0.6;

/**
 * The lower row of a two-line header as OCR read it, from line `i + 1` on: OCR may break one printed row
 * into lines a point or two apart (the rule under it read as a noise line holding some of its words).
 * Those lines are one row; of a noise line only the words OCR is sure of are print. `count`: how many lines it takes.
 */
export function lowerHeaderRow(lines: TextLine[], i: number): { line: TextLine; count: number } | null {
  const [upper, first] = [lines[i], lines[i + 1]];
  if (!upper || !first) return null;
  const parts = [first];
  for (let k = i + 2; k < lines.length && (lines[k] as TextLine).y - first.y < (first.y - upper.y) / 2; k++) parts.push(lines[k] as TextLine);
  if (parts.length < 2) return null;
  const items = parts.flatMap((l) => (isOcrNoise(l) ? l.items.filter((it) => (it.confidence ?? 1) >= SURE) : l.items)).sort((a, b) => a.x - b.x);
  return { line: { y: first.y, items, text: items.map((it) => it.str).join('  ') }, count: parts.length };
}

export const NUMERIC_KEYS: ColumnKey[] = ['qty', 'unit', 'price', 'labor', 'paint'];

/** The numeric column (or one of `also`) a value printed at [x0, x1] belongs to: overlap first, then nearest right edge. */
export function numericColumnFor(columns: Column[], x0: number, x1: number, also: Column[] = []): Column | null {
  const numeric = [...columns.filter((c) => NUMERIC_KEYS.includes(c.key)), ...also];
  let best: Column | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of numeric) {
    const overlap = Math.min(c.x1, x1) - Math.max(c.x0, x0);
    const score = overlap > 0 ? -overlap : Math.min(Math.abs(x1 - c.x1), Math.abs(x0 - c.x0), Math.abs((x0 + x1) / 2 - (c.x0 + c.x1) / 2));
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** The column bands of a table, by key, with where its figures start. */
export interface Bands {
  columns: Column[];
  band: Partial<Record<ColumnKey, Column>>;
  /** Where the text columns end: the first numeric or part-number column. */
  textEnd: number;
  /** Where the figures start: the first numeric column after the description. */
  firstNumericX: number;
  /** Columns printed before the description, other than the line number ("Qty  Part #  Description"). */
  leading: Column[];
}

export function bandsOf(columns: Column[]): Bands {
  const band: Partial<Record<ColumnKey, Column>> = {};
  for (const c of columns) band[c.key] ??= c;
  // Columns printed before the description (an invoice's "Qty  Part #  Description") lead the row, as a
  // line number does: the value area is what follows the description.
  const descX = band.desc?.x0 ?? Number.NEGATIVE_INFINITY;
  const trailing = columns.filter((c) => c.x0 > descX);
  const values = trailing.filter((k) => k.key === 'pno' || k.key === 'ptype' || NUMERIC_KEYS.includes(k.key)).sort((a, b) => a.x0 - b.x0)[0];
  return {
    columns,
    band,
    textEnd: values ? values.x0 : Number.POSITIVE_INFINITY,
    firstNumericX: Math.min(...trailing.filter((c) => NUMERIC_KEYS.includes(c.key)).map((c) => c.x0)),
    leading: columns.filter((c) => c.x0 < descX && c.key !== 'line'),
  };
}
