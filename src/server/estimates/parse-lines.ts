/**
 * Line items from an estimate's positioned text: rows are assigned to the columns the table
 * header names; wrapped descriptions and lines continuing on the next page join their line;
 * section headers, notes and running page headers/footers are skipped.
 */
import type { EstimateLine, LaborRates, LaborType, LineOperation, PartType } from '../../shared/estimate-comparison.js';
import { readMoney, readNumber, readOcrDigits } from '../../shared/read-values.js';
import { readBasis, slotOf } from './parse-totals.js';
import {
  type Column,
  type ColumnKey,
  NUMERIC_KEYS,
  numericColumnFor,
  placeWords,
  readTableHeader,
  readTwoLineHeader,
  type TableHeader,
} from './table-columns.js';
import type { TextItem, TextLine, DocumentPage } from '../documents/text/types.js';

const OPERATIONS: Array<[RegExp, LineOperation]> = [
  [/^(repl|rpl|repi|rep1|replace|remove\/replace|r&r|rr|new)$/i, 'Repl'],
  [/^(r&[il1|!]|r\+i|remove\/install|remove&install|r\/i|ri)$/i, 'R&I'],
  [/^(rpr|rpt|repair|rep)$/i, 'Rpr'],
  [/^(blnd|blend|bind|bind|b1nd)$/i, 'Blnd'],
  [/^(refn|refinish|rfn|paint)$/i, 'Refn'],
  [/^(subl|sublet)$/i, 'Subl'],
  [/^(add|addl|add'l)$/i, 'Add'],
  [/^(o\/h|overhaul)$/i, 'O/H'],
  [/^(algn|align)$/i, 'Algn'],
];

export function operationOf(token: string): LineOperation | null {
  const t = token.replace(/[.,:]+$/, '');
  for (const [re, op] of OPERATIONS) if (re.test(t)) return op;
  return null;
}

const PART_TYPE_WORDS: Array<[RegExp, PartType]> = [
  [/^(oem|opt\s?oem|alt\s?oem|new)$/i, 'OEM'],
  [/^(a\/m|am|amm|aim|a\/im|aftermarket|after-market|non\s?oem|capa|nags)$/i, 'aftermarket'],
  [/^(lkq|rcy|used|recycled|salvage)$/i, 'used'],
  [/^(recond|reman|remanufactured|reconditioned|recore|rechrome)$/i, 'reconditioned'],
];
function partTypeOf(token: string): PartType | null {
  const t = token.replace(/[()]/g, '').trim();
  for (const [re, pt] of PART_TYPE_WORDS) if (re.test(t)) return pt;
  return null;
}

/** Labor category codes printed in a "Labor Type" column. */
const LABOR_CODE: Record<string, LaborType> = {
  bdy: 'body',
  ref: 'paint',
  rfn: 'paint',
  refn: 'paint',
  pnt: 'paint',
  paint: 'paint',
  mch: 'mechanical',
  frm: 'frame',
  str: 'structural',
  ele: 'electrical',
  gls: 'glass',
  dia: 'diagnostic',
};

const LABOR_SUFFIX: Record<string, LaborType> = {
  m: 'mechanical',
  mech: 'mechanical',
  mechanical: 'mechanical',
  s: 'structural',
  struct: 'structural',
  structural: 'structural',
  f: 'frame',
  frame: 'frame',
  fr: 'frame',
  e: 'electrical',
  elec: 'electrical',
  electrical: 'electrical',
  d: 'diagnostic',
  diag: 'diagnostic',
  g: 'glass',
  glass: 'glass',
  b: 'body',
  body: 'body',
};

/** Splits items that hold several words (OCR, some printers) into word items with estimated x. */
function wordsOf(items: TextItem[]): TextItem[] {
  return splitWords(items).flatMap((w) => {
    // "0.8M" / "12M": hours with the labor-type letter glued on (OCR, some prints).
    const m = w.str.match(/^(-?\d{1,3}(?:\.\d{1,2})?)([A-Za-z])$/);
    if (m) return cut(w, m[1].length);
    // "Rpl1.8", "R&I0.3": an operation code with its hours glued on; "1.8Repl" the other way round.
    const op = w.str.match(/^([A-Za-z&/]{2,})(\d{1,2}\.\d)$/);
    if (op && operationOf(op[1])) return cut(w, op[1].length);
    const after = w.str.match(/^(\d{1,2}\.\d)([A-Za-z&/]{2,})$/);
    if (after && operationOf(after[2])) return cut(w, after[1].length);
    return [w];
  });
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

function splitWords(items: TextItem[]): TextItem[] {
  return items.flatMap((it) => {
    const parts = it.str.split(/\s+/).filter(Boolean);
    if (parts.length <= 1) return parts.length ? [{ ...it, str: parts[0] }] : [];
    return placeWords(it, parts);
  });
}

const furnitureKey = (text: string, y: number) => `${Math.round(y / 6)}|${text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase()}`;

/** Texts printed at the same height on several pages (running headers and footers). */
function findFurniture(pages: DocumentPage[]): Set<string> {
  const count = new Map<string, Set<number>>();
  for (const p of pages)
    for (const l of p.lines) {
      if (!l.text.trim()) continue;
      const k = furnitureKey(l.text, l.y);
      if (!count.has(k)) count.set(k, new Set());
      count.get(k)!.add(p.pageNumber);
    }
  const out = new Set<string>();
  for (const [k, set] of count) if (set.size >= 2) out.add(k);
  return out;
}

/**
 * A scan's speckle or smudge read as a row of one- and two-letter "words" ("A RTE iy VA PG EE ty …"),
 * or of a dozen short fragments across the page ("DATOS SR AT SURE AN GB SAT …"), or a table rule read
 * as one stretched word: no line, and no wrap of the line above.
 */
export function isOcrNoise(line: TextLine): boolean {
  // A table rule read as a "word" stretched over the row ("Tine", 400 points wide): no print is that loose.
  if (line.items.some((it) => it.width > 25 * Math.max(4, it.str.trim().length))) return true;
  const words = line.text.trim().split(/\s+/);
  if (words.length < 6 || words.some((w) => /\d[.,:]\d/.test(w))) return false;
  // Short "words" all across the row: a description is a few words, not a dozen fragments.
  if (words.length >= 12 && words.filter((w) => w.length <= 4).length >= words.length * 0.75) return true;
  return words.filter((w) => w.length <= 2).length >= words.length * 0.6;
}

const END_OF_TABLE = /^(sub ?totals?|estimate totals|totals summary|totals|summary of charges|estimate summary|total summary|parts supplier list)\b/i;
const NOTE = /^(note|notes)\s*:/i;

interface Draft {
  line: EstimateLine;
  included: boolean;
}

export interface LineParseResult {
  lines: EstimateLine[];
  /** Where the table ended: page index and line index, for the totals reader. */
  end: { page: number; line: number } | null;
  header: TableHeader | null;
  /** Labor rates printed on the lines themselves ("Body Labor (10.1 @ 72.00)"). */
  rates: LaborRates;
  /** The text lines read as line items: never totals, even where the table's end is not marked. */
  tableLines: Set<TextLine>;
  /**
   * Scanned lines whose labor or paint figure was printed but could not be read (not for a column under
   * which some row with a figure was not read as a line at all).
   */
  garbled: Map<EstimateLine, Set<'labor' | 'paint'>>;
  /** Scanned lines whose labor or paint figure was read without its decimal point ("28" for 2.8): the likeliest misread. */
  unsure: Map<EstimateLine, Set<'labor' | 'paint'>>;
}

/**
 * Reads the line-item table from positioned pages: under the header row it names, or, when the
 * estimate prints no header, under columns found from where its money and hour figures sit.
 */
export function parseLineItems(pages: DocumentPage[], options: { defaultPartType?: PartType | null } = {}): LineParseResult {
  const furniture = pages.length > 1 ? findFurniture(pages) : new Set<string>();
  const read = readTable(pages, furniture, options, null);
  if (read.header) return read;
  const inferred = inferHeader(pages, furniture);
  return inferred ? readTable(pages, furniture, options, inferred) : read;
}

interface InferredHeader {
  header: TableHeader;
  page: number;
  line: number;
}

function readTable(
  pages: DocumentPage[],
  furniture: Set<string>,
  options: { defaultPartType?: PartType | null },
  preset: InferredHeader | null,
): LineParseResult {
  let header: TableHeader | null = null;
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let noteMode = false;
  let end: LineParseResult['end'] = null;
  const ctx: RowContext = { priceLeft: null, rates: {}, pointHoursWidth: null };
  const tableLines = new Set<TextLine>();
  const garbled = new Map<EstimateLine, Set<'labor' | 'paint'>>();
  const unsure = new Map<EstimateLine, Set<'labor' | 'paint'>>();
  const unreadHours = new Set<'labor' | 'paint'>();

  outer: for (let pi = 0; pi < pages.length; pi++) {
    const page = pages[pi];
    let seenHeaderOnPage = false;
    ctx.pointHoursWidth = page.ocr ? pointHoursWidthOf(page) : null;
    for (let li = 0; li < page.lines.length; li++) {
      const line = page.lines[li];
      if (preset && pi === preset.page && li === preset.line) {
        header = preset.header;
        seenHeaderOnPage = true;
      }
      const h = preset ? null : readTableHeader(line);
      if (h) {
        header = h;
        seenHeaderOnPage = true;
        continue;
      }
      const next = page.lines[li + 1];
      const h2 = preset || !next ? null : readTwoLineHeader(line, next);
      if (h2) {
        header = h2;
        seenHeaderOnPage = true;
        li++;
        continue;
      }
      if (!header) continue;
      const text = line.text.trim();
      if (!text) continue;
      if (furniture.has(furnitureKey(text, line.y))) continue;
      if (page.ocr && isOcrNoise(line)) continue;
      // Lines above a repeated header on this page are page furniture.
      if (!preset && !seenHeaderOnPage && pageHasHeaderBelow(page, li)) continue;
      // The table ends at its totals: a marked block, or a totals row right under the last line.
      if ((END_OF_TABLE.test(text.replace(/^\d+\s+/, '')) || isTotalsRow(text) || isIndentedCategoryRow(line, header)) && !/^\d+\s/.test(text)) {
        end = { page: pi, line: li };
        break outer;
      }
      const row = classifyRow(page.ocr ? joinLostDecimalPoint(wordsOf(line.items)) : wordsOf(line.items), header.columns, page.ocr, ctx);
      if (row.kind === 'line') tableLines.add(line);
      // A row with a figure under an hours column that is not read as a line: that column's hours cannot be reckoned from its total.
      else
        for (const it of line.items)
          if (/\d/.test(it.str))
            for (const c of header.columns)
              if ((c.key === 'labor' || c.key === 'paint') && it.x + it.width > c.x0 - 4 && it.x < c.x1 + 4) unreadHours.add(c.key);
      if (row.kind === 'section') {
        current = null;
        noteMode = false;
        continue;
      }
      if (row.kind === 'text') {
        if (NOTE.test(row.text)) {
          noteMode = true;
          continue;
        }
        if (noteMode || !current) continue;
        // A wrapped description starts under the description column.
        const descCol = header.columns.find((c) => c.key === 'desc');
        if (descCol && row.x !== null && row.x > descCol.x1 + 40) continue;
        // …and right of the column before it (a footer at the left margin is not a wrap).
        const before = header.columns.filter((c) => descCol && c.x1 < descCol.x0 && c.key !== 'desc').sort((a, b) => b.x1 - a.x1)[0];
        if (before && row.x !== null && row.x < before.x1 - 4) continue;
        current.line.description = `${current.line.description} ${row.text}`.trim();
        continue;
      }
      noteMode = false;
      current = { line: splitTrailingPrice({ ...row.line, page: page.pageNumber }, header, page.ocr), included: row.included };
      if (row.garbled.size) garbled.set(current.line, row.garbled);
      if (row.unsure.size) unsure.set(current.line, row.unsure);
      drafts.push(current);
    }
  }

  const lines = drafts.map((d) => d.line).filter((l) => l.description || l.price != null || l.laborHours != null || l.paintHours != null);
  finishLines(lines, options.defaultPartType ?? null);
  for (const keys of garbled.values()) for (const k of unreadHours) keys.delete(k);
  return { lines, end, header, rates: ctx.rates, tableLines, garbled, unsure };
}

const TRAILING_PRICE = /\s(\$?\d{1,3}(?:,\d{3})*\.\d{2})$/;
const PART_NUMBER_TAIL = /\s((?=[A-Z0-9-]*\d)[A-Z0-9]{2,}(?:-[A-Z0-9]+)+|(?=[A-Z0-9]*\d{4})[A-Z0-9]{6,})$/;

/**
 * A row printed as one text run ("Replace Left headlamp 47242-30889 427.17" under "Description"):
 * the amount and the part number glued onto the end of the description are the line's price and
 * part number, when the table has a price column and the row has no price of its own.
 */
function splitTrailingPrice(line: EstimateLine, header: TableHeader, ocr: boolean): EstimateLine {
  if (line.price != null || !header.columns.some((c) => c.key === 'price')) return line;
  const m = line.description.match(TRAILING_PRICE);
  const money = m ? readMoney(m[1], { ocr, requireCents: true }) : null;
  if (!m || !money || m.index === undefined) return line;
  let description = line.description.slice(0, m.index).trim();
  let partNumber = line.partNumber;
  const pn = partNumber ? null : description.match(PART_NUMBER_TAIL);
  if (pn && pn.index !== undefined) {
    partNumber = pn[1];
    description = description.slice(0, pn.index).trim();
  }
  if (!/[A-Za-z]{2,}/.test(description)) return line;
  return { ...line, description, partNumber, price: money.cents / 100 };
}

/**
 * A category row of a totals block printed indented under the table ("Installation Labor (2.2 @ 55.00)",
 * "Parts/Materials"): it starts well right of the description column, where no line item starts. A
 * labor row printed at the description column is a line of the estimate (shop estimates list them).
 */
function isIndentedCategoryRow(line: TextLine, header: TableHeader): boolean {
  const desc = header.columns.find((c) => c.key === 'desc');
  const first = line.items[0];
  if (!desc || !first || first.x <= desc.x0 + 60) return false;
  const slot = slotOf(line.text.trim().match(/^[A-Za-z][A-Za-z &/.:'-]*/)?.[0] ?? '');
  return (
    slot === 'body' ||
    slot === 'paint' ||
    slot === 'mechanical' ||
    slot === 'frame' ||
    slot === 'parts' ||
    slot === 'paintSupplies' ||
    slot === 'otherCharge' ||
    slot === 'sublet'
  );
}

/** A totals-block row ("Subtotal 1,234.00", "Tax 50.00", "Parts Total …"): the end of a header-less table. */
function isTotalsRow(text: string): boolean {
  const label = text.match(/^[A-Za-z][A-Za-z &/.:'-]*/)?.[0] ?? '';
  const slot = slotOf(label);
  return (
    slot === 'subtotal' ||
    slot === 'gross' ||
    slot === 'net' ||
    slot === 'tax' ||
    slot === 'deductible' ||
    slot === 'skip' ||
    (slot === 'parts' && /total|^parts\s*:?\s*$/i.test(label.trim()))
  );
}

const MONEY_TOKEN = /^\$?\d{1,3}(?:,\d{3})*\.\d{2}$/;
const HOURS_TOKEN = /^\d{1,2}\.\d$/;

/**
 * Columns for a table printed without a header row: rows that carry a description and money or
 * hours figures are collected; figures are grouped by their right edge (numbers are right-aligned);
 * the rightmost money group is the price, hour groups are labor then paint, small integers left
 * of the price are quantities; what leads the rows is the line number, operation and description.
 */
function inferHeader(pages: DocumentPage[], furniture: Set<string>): InferredHeader | null {
  type Row = { page: number; line: number; words: TextItem[]; textX: number; firstNumeric: number };
  const rows: Row[] = [];
  for (let pi = 0; pi < pages.length; pi++) {
    for (let li = 0; li < pages[pi].lines.length; li++) {
      const line = pages[pi].lines[li];
      const text = line.text.trim();
      if (!text || furniture.has(furnitureKey(text, line.y)) || isTotalsRow(text.replace(/^\d+\s+/, ''))) continue;
      const words = wordsOf(line.items).sort((a, b) => a.x - b.x);
      const alpha = words.findIndex((w) => /[A-Za-z]{2,}/.test(w.str));
      if (alpha < 0) continue;
      const numeric = words.findIndex((w, i) => i > alpha && (MONEY_TOKEN.test(w.str) || HOURS_TOKEN.test(w.str)));
      if (numeric < 0) continue;
      rows.push({ page: pi, line: li, words, textX: words[alpha].x, firstNumeric: words[numeric].x });
    }
  }
  if (rows.length < 3) return null;
  type Cluster = { x0: number; x1: number; n: number; money: number; hours: number; ints: number };
  const clusters: Cluster[] = [];
  for (const r of rows) {
    for (const w of r.words) {
      if (w.x <= r.textX) continue;
      const kind = MONEY_TOKEN.test(w.str) ? 'money' : HOURS_TOKEN.test(w.str) ? 'hours' : /^\d{1,2}$/.test(w.str) ? 'ints' : null;
      if (!kind) continue;
      const x1 = w.x + w.width;
      let c = clusters.find((k) => Math.abs(k.x1 - x1) <= 6);
      if (!c) {
        c = { x0: w.x, x1, n: 0, money: 0, hours: 0, ints: 0 };
        clusters.push(c);
      }
      c.x0 = Math.min(c.x0, w.x);
      c.n++;
      c[kind]++;
    }
  }
  const kept = clusters.filter((c) => c.n >= Math.max(2, rows.length * 0.15)).sort((a, b) => a.x1 - b.x1);
  const price = [...kept].reverse().find((c) => c.money >= c.n / 2);
  const hours = kept.filter((c) => c.hours >= c.n / 2);
  if (!price && !hours.length) return null;
  const columns: Column[] = [];
  if (price) columns.push({ key: 'price', x0: price.x0, x1: price.x1 });
  if (hours[0]) columns.push({ key: 'labor', x0: hours[0].x0, x1: hours[0].x1 });
  if (hours[1]) columns.push({ key: 'paint', x0: hours[1].x0, x1: hours[1].x1 });
  const qty = price ? kept.find((c) => c.ints >= c.n / 2 && c.x1 < price.x0) : undefined;
  if (qty) columns.push({ key: 'qty', x0: qty.x0, x1: qty.x1 });
  const valuesX = Math.min(...columns.map((c) => c.x0));
  // Leading integers are line numbers; a leading operation word is the operation column.
  const numbered = rows.filter((r) => /^\d{1,4}$/.test(r.words[0].str) && r.words[0].x < r.textX).length;
  let descX = Math.min(...rows.map((r) => r.textX));
  if (numbered >= rows.length / 2) {
    const xs = rows.filter((r) => /^\d{1,4}$/.test(r.words[0].str)).map((r) => r.words[0]);
    columns.push({ key: 'line', x0: Math.min(...xs.map((w) => w.x)), x1: Math.max(...xs.map((w) => w.x + w.width)) });
  }
  const ops = rows.map((r) => r.words.find((w) => w.x >= r.textX - 1)).filter((w): w is TextItem => !!w && !!operationOf(w.str));
  if (ops.length >= rows.length / 2) {
    const x1 = Math.max(...ops.map((w) => w.x + w.width));
    columns.push({ key: 'op', x0: Math.min(...ops.map((w) => w.x)), x1 });
    const after = rows.map((r) => r.words.find((w) => w.x > x1 + 1 && /[A-Za-z]/.test(w.str))?.x).filter((x): x is number => x != null);
    if (after.length) descX = Math.min(...after);
  }
  // Part numbers: words with digits between the description and the figures, in a column of their own.
  const pnos = rows
    .map((r) => r.words.filter((w) => w.x > descX + 40 && w.x + w.width < valuesX && /\d/.test(w.str) && /^[A-Z0-9-]{5,}$/.test(w.str)).at(-1))
    .filter((w): w is TextItem => !!w);
  if (pnos.length >= Math.max(2, rows.length * 0.3)) columns.push({ key: 'pno', x0: Math.min(...pnos.map((w) => w.x)), x1: valuesX - 4 });
  const descEnd = Math.min(valuesX, ...columns.filter((c) => c.key === 'pno').map((c) => c.x0)) - 4;
  columns.push({ key: 'desc', x0: descX, x1: descEnd });
  columns.sort((a, b) => a.x0 - b.x0);
  // The table starts at the first row whose figures all sit in those columns (not a lone "Policy limit 25,000.00").
  const inColumns = (r: Row) =>
    r.words.every(
      (w) => w.x < r.firstNumeric || !(MONEY_TOKEN.test(w.str) || HOURS_TOKEN.test(w.str)) || kept.some((c) => Math.abs(c.x1 - (w.x + w.width)) <= 6),
    );
  const start = rows.find(inColumns);
  if (!start) return null;
  return { header: { columns, height: 0 }, page: start.page, line: start.line };
}

function pageHasHeaderBelow(page: DocumentPage, index: number): boolean {
  for (let i = index + 1; i < page.lines.length; i++) if (readTableHeader(page.lines[i])) return true;
  return false;
}

type Row =
  | { kind: 'section' }
  | { kind: 'text'; text: string; x: number | null }
  | { kind: 'line'; line: EstimateLine; included: boolean; garbled: Set<'labor' | 'paint'>; unsure: Set<'labor' | 'paint'> };

function columnOf(columns: Column[], key: ColumnKey): Column | undefined {
  return columns.find((c) => c.key === key);
}

/** Where the text columns end: the first numeric or part-number column. */
function valuesStart(columns: Column[]): number {
  const c = columns.filter((k) => k.key === 'pno' || k.key === 'ptype' || NUMERIC_KEYS.includes(k.key)).sort((a, b) => a.x0 - b.x0)[0];
  return c ? c.x0 : Number.POSITIVE_INFINITY;
}

/**
 * OCR drops decimal points: hours always print one decimal, prices two. It may also read a point as
 * a digit ("1.7" as "127"): three hour digits no wider than this page's "1.7"-like figures are one
 * digit, a point and one digit, where a dropped point ("12.7" as "127") leaves a wider figure.
 */
function repairOcrNumber(key: ColumnKey, raw: string, n: number, width: number, pointHoursWidth: number | null): number {
  if (raw.includes('.') || raw.includes(',')) return n;
  if ((key === 'labor' || key === 'paint') && /^\d{3}$/.test(raw) && pointHoursWidth && width < pointHoursWidth * 1.2) return Number(`${raw[0]}.${raw[2]}`);
  if ((key === 'labor' || key === 'paint') && /^\d{2,3}$/.test(raw)) return n / 10;
  if (key === 'price' && /^\d{3,}$/.test(raw)) return n / 100;
  return n;
}

/** The median width of a page's one-decimal figures ("1.7"), or null where it prints none. */
function pointHoursWidthOf(page: DocumentPage): number | null {
  const widths = page.lines
    .flatMap((l) => l.items)
    .filter((it) => /^\d\.\d$/.test(it.str.trim()))
    .map((it) => it.width)
    .sort((a, b) => a - b);
  return widths.length ? widths[Math.floor(widths.length / 2)] : null;
}

interface RowContext {
  /** Left edge of the widest price read so far in this table (where the price column starts). */
  priceLeft: number | null;
  rates: LaborRates;
  /** Width of the page's one-decimal figures ("1.7") as OCR boxed them (pointHoursWidthOf). */
  pointHoursWidth: number | null;
}

/** "Body Labor", "Refinish labor", "Mech Labor": a line that charges labor by hours at a rate. */
const LABOR_LINE = /\b(labor|labour)\b|^(body|sheet ?metal|refinish|paint|mechanical|mech|electrical|frame|structural|diagnostic|glass)\b/i;

const LABOR_WORDS: Array<[RegExp, LaborType]> = Object.entries(LABOR_SUFFIX)
  .filter(([word]) => word.length > 2)
  .map(([word, type]) => [new RegExp(`\\b${word}`, 'i'), type]);

function laborOfLine(text: string): { type: LaborType; paint: boolean; supplies: boolean } {
  if (/\b(supplies|materials)\b/i.test(text)) return { type: 'paint', paint: false, supplies: true };
  if (/\b(paint|refinish|refn)\b/i.test(text)) return { type: 'paint', paint: true, supplies: false };
  for (const [re, type] of LABOR_WORDS) if (re.test(text)) return { type, paint: false, supplies: false };
  return { type: 'body', paint: false, supplies: false };
}

function classifyRow(words: TextItem[], columns: Column[], ocr: boolean, ctx: RowContext): Row {
  const lineCol = columnOf(columns, 'line');
  const opCol = columnOf(columns, 'op');
  const pnoCol = columnOf(columns, 'pno');
  const ptypeCol = columnOf(columns, 'ptype');
  const descCol = columnOf(columns, 'desc');
  const ltypeCol = columnOf(columns, 'ltype');
  const ignoreCol = columnOf(columns, 'ignore');
  const textEnd = valuesStart(columns);
  const firstNumericX = Math.min(...columns.filter((c) => NUMERIC_KEYS.includes(c.key)).map((c) => c.x0));

  let lineNumber: number | null = null;
  let operation: LineOperation | null = null;
  let partNumber: string | null = null;
  let partType: PartType | null = null;
  let laborType: LaborType | null = null;
  let included = false;
  const desc: string[] = [];
  const values: Partial<Record<ColumnKey, number>> = {};
  const garbled = new Set<'labor' | 'paint'>();
  const unsure = new Set<'labor' | 'paint'>();
  let lastNumeric: ColumnKey | null = null;
  let firstTextX: number | null = null;
  let partEnd: number | null = null;

  const priceCol = columnOf(columns, 'price');
  const sorted = [...words].sort((a, b) => a.x - b.x).flatMap((w, i) => (priceCol && i > 0 ? splitGluedPrice(w, ctx.priceLeft) : [w]));
  for (let i = 0; i < sorted.length; i++) {
    const w = sorted[i];
    const s = w.str.trim();
    const x1 = w.x + w.width;
    const glued = w as { gluedPrice?: boolean; gluedPart?: boolean };
    if (glued.gluedPrice && values.price == null) {
      values.price = (readMoney(s)?.cents ?? 0) / 100;
      lastNumeric = 'price';
      continue;
    }
    if (glued.gluedPart) {
      partNumber = partNumber ? `${partNumber}${s}` : s;
      continue;
    }
    // Line number: an integer at the far left, under the line column.
    // A scan may add a speck after it ("1:", "5)").
    const asLineNo = ocr ? (readOcrDigits(s.replace(/[.:;,)]$/, '')) ?? s) : s;
    if (i === 0 && lineCol && /^\d{1,4}$/.test(asLineNo) && w.x < lineCol.x1 + 20 && (!descCol || w.x < descCol.x0 - 5 || lineCol.x0 < descCol.x0)) {
      lineNumber = Number(asLineNo);
      continue;
    }
    // A scan's line number read as a mark or a small letter ("%", "i"), or with a speck glued on
    // ("a4"): no word of the description.
    if (ocr && i === 0 && lineCol && w.x < lineCol.x1 + 4 && /^([^A-Za-z0-9]{1,2}|[a-z])$/.test(s)) continue;
    if (ocr && i === 0 && lineCol && w.x < lineCol.x1 + 4 && /^[^\dA-Z]?\d{1,3}[^\dA-Z]?$/.test(s)) {
      lineNumber = Number(s.replace(/\D/g, ''));
      continue;
    }
    // …or with its digits read as letters that look like them ("LS" for 15): the line column holds numbers only.
    const lookalike = readOcrDigits(s, { loose: true }) ?? '';
    if (ocr && i === 0 && lineCol && w.x < lineCol.x1 + 4 && s.length <= 3 && /^\d+$/.test(lookalike)) {
      lineNumber = Number(lookalike);
      continue;
    }
    if (/^[#*~<>]+$/.test(s) && w.x < textEnd) continue; // CCC manual-entry and changed-data marks
    // Labor type letter or word printed right after the labor hours.
    if (lastNumeric === 'labor' && LABOR_SUFFIX[s.toLowerCase()] && w.x >= firstNumericX - 5) {
      laborType = LABOR_SUFFIX[s.toLowerCase()];
      continue;
    }
    // Prices are printed right-aligned: a wide one ("1,247.32") starts left of its column's heading, under
    // the part number, but ends in the value area.
    const widePrice = !!priceCol && values.price == null && x1 > firstNumericX + 4 && /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$/.test(s);
    if ((w.x + 2 >= firstNumericX - 8 || widePrice) && x1 > firstNumericX - 2) {
      if (/^incl\.?$/i.test(s)) {
        included = true;
        lastNumeric = 'labor';
        continue;
      }
      const col = numericColumnFor(columns, w.x, x1);
      // Prices are money: read with the one money reader (sign, OCR repairs).
      const money = col?.key === 'price' && values.price == null ? readMoney(s, { ocr, requireCents: true }) : null;
      if (money) {
        values.price = money.cents / 100;
        if (!money.repaired) ctx.priceLeft = Math.min(ctx.priceLeft ?? w.x, w.x);
        lastNumeric = 'price';
        continue;
      }
      // OCR's lookalike letters in figures ("l.8", "2.O", "1:5") are repaired only in the value area.
      const figure = ocr && /\d/.test(s) ? (readOcrDigits(s) ?? s) : s;
      const n = readNumber(figure);
      if (n != null) {
        const value = col && ocr ? repairOcrNumber(col.key, figure, n, w.width, ctx.pointHoursWidth) : n;
        // On a scan, an hours figure no line carries (a hundred hours or more: a speck read as digits) or
        // a lone digit a fraction as wide as the page's "1.7"-like figures (a piece of one) is one OCR garbled.
        const hoursCol = col?.key === 'labor' || col?.key === 'paint';
        const piece = /^\d$/.test(figure) && ctx.pointHoursWidth !== null && w.width < 0.3 * ctx.pointHoursWidth;
        if (ocr && col && hoursCol && (value >= 100 || piece)) {
          garbled.add(col.key as 'labor' | 'paint');
          lastNumeric = null;
          continue;
        }
        if (col && values[col.key] == null) {
          values[col.key] = value;
          if (ocr && hoursCol && !figure.includes('.')) unsure.add(col.key as 'labor' | 'paint');
          lastNumeric = col.key;
          continue;
        }
      }
      // Price symbols (m, s, X, T) and anything else in the value area are not text. A scan's figure
      // garbled past reading ("LT", "Se)") under an hours column is remembered: the printed total may give it back.
      // It takes the room of an hours figure: a wider smear (a table rule read as "ODT") is none.
      const figureWide = ctx.pointHoursWidth === null || w.width <= 1.6 * ctx.pointHoursWidth;
      if (ocr && s.length >= 2 && (col?.key === 'labor' || col?.key === 'paint') && /[A-Za-z0-9]/.test(s) && !/^incl/i.test(s) && figureWide)
        garbled.add(col.key);
      lastNumeric = null;
      continue;
    }
    // Labor category code column ("BDY", "REF", "MECH") and columns read as nothing. An operation word
    // starting the description close right of it ("Repair L QUARTER PANEL") is the description's.
    if (ltypeCol && w.x >= ltypeCol.x0 - 8 && w.x < ltypeCol.x1 + 12 && /^[A-Za-z]{1,6}$/.test(s) && (LABOR_CODE[s.toLowerCase()] || !operationOf(s))) {
      laborType = LABOR_CODE[s.toLowerCase()] ?? LABOR_SUFFIX[s.toLowerCase()] ?? laborType;
      continue;
    }
    if (ignoreCol && w.x >= ignoreCol.x0 - 8 && w.x < ignoreCol.x1 + 12 && /^[A-Z0-9-]+$/i.test(s) && /\d/.test(s)) continue;
    // "OEM", "A/M" printed before the part number in a "Part Type / Part Number" column.
    if (pnoCol && !ptypeCol && w.x >= pnoCol.x0 - 18 && w.x < firstNumericX - 8 && partTypeOf(s)) {
      partType ??= partTypeOf(s);
      continue;
    }
    // Part type column.
    if (ptypeCol && w.x >= ptypeCol.x0 - 8 && w.x < ptypeCol.x1 + 12 && partTypeOf(s)) {
      partType = partTypeOf(s);
      continue;
    }
    // Part number column. OCR may cut one in pieces ("54976", "-", "XWR-KOO"): a piece printed
    // right after the part number read so far is part of it.
    const partPiece = partNumber !== null && partEnd !== null && /^[A-Z0-9-]+$/.test(s) && w.x - partEnd <= Math.max(8, (2 * w.width) / s.length);
    if (pnoCol && w.x >= pnoCol.x0 - 18 && w.x < firstNumericX - 8 && ((/\d/.test(s) && s.length >= 3) || partPiece)) {
      partNumber = partNumber ? `${partNumber}${s}` : s;
      partEnd = x1;
      continue;
    }
    // Operation: a vocabulary word under the operation column (before or after the description).
    if (!operation && opCol && w.x >= opCol.x0 - 12 && w.x <= opCol.x1 + 6 && operationOf(s)) {
      operation = operationOf(s);
      continue;
    }
    if (firstTextX === null) firstTextX = w.x;
    desc.push(s);
  }

  const hasValues = Object.keys(values).length > 0 || included;
  // A scan's figure garbled past reading under an hours column was still printed there: the row
  // carries a figure, as no wrapped description does.
  const hasFigure = hasValues || garbled.size > 0;
  let description = desc.join(' ').trim();
  // Where lines are numbered, a row without a number is a wrapped description or a note; on a scan,
  // a row with figures and an operation (in its column or starting the description) or a labor code
  // is a line whose number was not read.
  const numberLost = ocr && !!lineCol && hasFigure && (operation !== null || laborType !== null || operationOf(desc[0] ?? '') !== null);
  if (lineNumber === null && !numberLost && (lineCol || (!operation && !hasFigure && !partNumber))) {
    if (isSectionHeader(description)) return { kind: 'section' };
    return { kind: 'text', text: description, x: firstTextX };
  }
  if (!operation && !hasValues && !partNumber && isSectionHeader(description)) return { kind: 'section' };
  if (lineNumber !== null && !operation && !hasValues && !partNumber && !description) return { kind: 'section' };
  // Part type written into the description (CCC "A/M", Audatex "(Aftermarket)").
  const prefix = description.match(/^(A\/M|AMM|AIM|A\/IM|Non OEM|LKQ|RCY|Used|Recond|Opt OEM|Alt OEM)\s+/i);
  if (prefix) {
    partType ??= partTypeOf(prefix[1]);
    description = description.slice(prefix[0].length);
  }
  const suffix = description.match(/\s*\((Aftermarket|A\/M|Used|LKQ|Recond|Reman|OEM)\)$/i);
  if (suffix) {
    partType ??= partTypeOf(suffix[1]);
    description = description.slice(0, suffix.index).trim();
  }
  // A labor line valued on the line itself ("Body Labor (10.1 @ 72.00)", "Refinish 2.5 hrs @
  // $68.00/hr"): the hours are the line's, the rate is the estimate's, the amount is not a part price.
  let laborHours = values.labor ?? null;
  let paintHours = values.paint ?? null;
  // One "Labor Units" column for every category: a refinish line's units are paint hours.
  if (ltypeCol && laborType === 'paint' && paintHours == null && laborHours != null) {
    paintHours = laborHours;
    laborHours = null;
  }
  // …and a figure garbled there is a paint figure, to be reckoned from the paint total.
  if (ltypeCol && laborType === 'paint' && garbled.delete('labor')) garbled.add('paint');
  if (ltypeCol && laborType === 'paint' && unsure.delete('labor')) unsure.add('paint');
  let price = values.price ?? null;
  const basisRead = LABOR_LINE.test(description) ? readBasis(sorted.map((w) => w.str).join(' ')) : null;
  if (basisRead && basisRead.basis.hours > 0) {
    const { hours, rate } = basisRead.basis;
    const kind = laborOfLine(description);
    const amount = Math.round(hours * rate * 100) / 100;
    description = description
      .replace(/\(?\s*\d[\d.]*\s*(hrs?\.?|hours?|units?)?\s*(@|x|×)\s*\$?\s*\d[\d.,]*\s*(\/\s*(hr|hour|unit)\b)?\s*\)?/i, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (kind.supplies) {
      ctx.rates.paintSupplies ??= rate;
      price = amount;
      laborHours = null;
      paintHours = null;
    } else {
      const key = (kind.paint ? 'paint' : kind.type) as keyof LaborRates;
      ctx.rates[key] ??= rate;
      if (price != null && (Math.round(price * 100) === Math.round(amount * 100) || price === rate)) price = null;
      if (kind.paint) {
        paintHours = hours;
        laborHours = null;
      } else {
        laborHours = hours;
        laborType = kind.type;
        if (paintHours === hours) paintHours = null;
      }
    }
  }
  if (!operation) {
    const first = description.split(' ')[0] ?? '';
    const op = operationOf(first);
    if (op && (op === 'Add' || op === 'O/H' || op === 'Algn')) operation = op;
  }
  // A garbled hours figure counts only where no figure was read for that column.
  if (laborHours != null) garbled.delete('labor');
  if (paintHours != null) garbled.delete('paint');
  return {
    kind: 'line',
    included,
    garbled,
    unsure,
    line: {
      lineNumber: lineNumber ?? 0,
      operation,
      description,
      partNumber,
      partType,
      quantity: values.qty ?? null,
      price,
      laborHours,
      laborType: laborHours != null ? (laborType ?? 'body') : null,
      paintHours,
      page: null,
    },
  };
}

function isSectionHeader(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && !/\d/.test(text);
}

/** Numbers lines without a printed number by position; part type defaults where the print says so. */
function finishLines(lines: EstimateLine[], defaultPartType: PartType | null): void {
  const used = new Set<number>();
  let next = 1;
  for (const l of lines) {
    if (!l.lineNumber || used.has(l.lineNumber)) {
      while (used.has(next)) next++;
      l.lineNumber = next;
    }
    used.add(l.lineNumber);
    next = Math.max(next, l.lineNumber + 1);
    l.description = l.description.replace(/\s+/g, ' ').trim();
    if (!l.partType && defaultPartType && l.partNumber && (l.price ?? 0) > 0) l.partType = defaultPartType;
  }
}
