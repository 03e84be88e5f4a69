/**
 * The table model's cells: each word of a row goes to the column band it sits in (line number,
 * operation, description, part type, part number, labor code, quantity, price, labor, paint), read
 * by that band's own reader. The readers are tried in order, as data; a word no band takes is the
 * description's.
 */
import type { LaborType, LaborRates, LineOperation, PartType } from '../../shared/estimate-comparison.js';
import { readMoney, readNumber, readOcrDigits } from '../../shared/read-values.js';
import { INCLUDED, LABOR_SUFFIX, partTypeOf } from './line-vocabulary.js';
import { MARKS, repairOcrNumber, splitGluedPartType, splitGluedPrice, trimSpecks, withoutFlag } from './row-words.js';
import { readLineNumber } from './row-line-number.js';
import { amidFigures, near, readIgnored, readLaborCode, readOperation, readPartNumber, readPartType } from './row-text-cells.js';
import { quantityAtPrice } from './row-quantity.js';
import { type Bands, type ColumnKey, NUMERIC_KEYS, numericColumnFor } from './table-columns.js';
import type { TextItem } from '../documents/text/types.js';

export type HoursKey = 'labor' | 'paint';

/** What one table carries from row to row. */
export interface RowContext {
  /** Left edge of the widest price read so far in this table (where the price column starts). */
  priceLeft: number | null;
  rates: LaborRates;
  /** Width of the page's one-decimal figures ("1.7") as OCR boxed them (pointHoursWidthOf). */
  pointHoursWidth: number | null;
  /** Width of a character of the page's prices printed with their point (priceCharWidthOf). */
  priceCharWidth: number | null;
}

/** One row read cell by cell. */
export interface RowCells {
  lineNumber: number | null;
  operation: LineOperation | null;
  partNumber: string | null;
  partType: PartType | null;
  laborType: LaborType | null;
  /** "Incl." under a figure column: the work is included in another line. */
  included: boolean;
  desc: string[];
  firstTextX: number | null;
  values: Partial<Record<ColumnKey, number>>;
  /** Hours columns whose scanned figure could not be read. */
  garbled: Set<HoursKey>;
  /** Hours columns whose scanned figure was read without its decimal point. */
  unsure: Set<HoursKey>;
  /** Hours columns whose scanned figure OCR was itself doubtful of (a digit of it may be misread). */
  doubtful: Set<HoursKey>;
  /** …and of those, figures OCR was not a third sure of: their digits are no evidence of the figure. */
  barely: Set<HoursKey>;
  /** Hours columns whose figure was printed with cents ("130.00"): dollars, where the whole column prints so (labor-dollars.ts). */
  cents: Set<HoursKey>;
  /** The figure under a line-total column past the hours ("Parts  Labor  Total"): the row's arithmetic checks it. */
  lineTotal: number | null;
  /** The price was read only with OCR's repairs (lookalike letters, a lost point). */
  priceRepaired: boolean;
  /** A scanned price was printed but garbled past reading ("5207:5¢"). */
  priceGarbled: boolean;
  /** The row's words left to right (glued prices cut off). */
  words: TextItem[];
}

export interface Word {
  item: TextItem & { gluedPrice?: boolean; gluedPart?: boolean; gluedType?: boolean; cutTail?: boolean };
  s: string;
  x: number;
  x1: number;
  index: number;
}
export type ReadState = RowCells & { lastNumeric: ColumnKey | null; partEnd: number | null };
export type CellReader = (w: Word, r: ReadState, b: Bands, ctx: RowContext, ocr: boolean) => boolean;

/** A price cut off the part number it was glued to, and that part number; a part type cut off the description. */
const readGlued: CellReader = (w, r) => {
  if (w.item.gluedType) {
    r.partType ??= partTypeOf(w.s);
    return true;
  }
  if (w.item.gluedPrice && r.values.price == null) {
    r.values.price = (readMoney(w.s)?.cents ?? 0) / 100;
    r.lastNumeric = 'price';
    return true;
  }
  if (!w.item.gluedPart) return false;
  r.partNumber = r.partNumber ? `${r.partNumber}${w.s}` : w.s;
  return true;
};

/** CCC's manual-entry and changed-data marks before the figures. */
const readMark: CellReader = (w, _r, b) => MARKS.test(w.s) && w.x < b.textEnd;

/** A figure under a column printed before the description: a quantity, read as a number. */
const readLeadingFigure: CellReader = (w, r, b) => {
  const col = b.leading.find((c) => NUMERIC_KEYS.includes(c.key) && near(c, w.x, 8, 12));
  const n = col ? readNumber(w.s) : null;
  if (!col || n == null || r.values[col.key] != null) return false;
  r.values[col.key] = n;
  return true;
};

/** The labor-type letter or word printed right after the labor hours. */
const readLaborSuffix: CellReader = (w, r, b) => {
  const type = LABOR_SUFFIX[w.s.toLowerCase()];
  if (r.lastNumeric !== 'labor' || !type || w.x < b.firstNumericX - 5) return false;
  r.laborType = type;
  return true;
};

/** Below this OCR confidence a figure's reading is doubtful (OCR is far from sure of its glyphs); below a third, barely read. */
const [DOUBTFUL, BARELY] = [0.6, 0.35];

const WIDE_PRICE = /^\$?\d{1,3}(?:,\d{3})+\.\d{2}$/;

/**
 * The figure columns. Prices are printed right-aligned: a wide one ("1,247.32") starts left of its
 * heading, under the part number, but ends in the value area. Whatever else sits there is no text.
 */
const readFigure: CellReader = (w, r, b, ctx, ocr) => {
  if (amidFigures(b.band.pno, w, b) || amidFigures(b.band.ptype, w, b)) return false;
  const widePrice = !!b.band.price && r.values.price == null && w.x1 > b.firstNumericX + 4 && WIDE_PRICE.test(w.s);
  if (!((w.x + 2 >= b.firstNumericX - 8 || widePrice) && w.x1 > b.firstNumericX - 2)) return false;
  if (INCLUDED.test(w.s)) {
    r.included = true;
    r.lastNumeric = 'labor';
    return true;
  }
  // A column read as nothing among the figures (a line's total) takes the figures under it.
  const col = numericColumnFor(
    b.columns,
    w.x,
    w.x1,
    b.columns.filter((c) => c.key === 'ignore' && c.x0 > b.firstNumericX),
  );
  if (col?.key === 'ignore') {
    const total = readMoney(w.s, { ocr, requireCents: true });
    if (total) r.lineTotal ??= total.cents / 100;
    return true;
  }
  // Prices are money: read with the one money reader (sign, OCR repairs).
  const moneyKey = (col?.key === 'price' || col?.key === 'unit') && r.values[col.key] == null ? col.key : null;
  const money = moneyKey ? readMoney(withoutFlag(w.s), { ocr, requireCents: true }) : null;
  if (money && moneyKey) {
    r.values[moneyKey] = money.cents / 100;
    r.lastNumeric = moneyKey;
    if (moneyKey !== 'price') return true;
    r.priceRepaired = money.repaired;
    if (!money.repaired) ctx.priceLeft = Math.min(ctx.priceLeft ?? w.x, w.x);
    return true;
  }
  const hoursCol = col?.key === 'labor' || col?.key === 'paint' ? (col.key as HoursKey) : null;
  // OCR's lookalike letters in figures ("l.8", "2.O", "1:5") are repaired only in the value area, and
  // a speck read beside a scanned hours figure ("137.", "123\"") is no part of it.
  const printed = ocr && hoursCol ? trimSpecks(withoutFlag(w.s)) : withoutFlag(w.s);
  // Hours in parentheses ("(0.2)") are deducted: the overlap of two panels' refinish, taken off the total.
  const raw = hoursCol ? printed.replace(/^\(\s*(\d*\.\d)\s*\)$/, '-$1') : printed;
  const figure = ocr && /\d/.test(raw) ? (readOcrDigits(raw) ?? raw) : raw;
  const n = readNumber(figure);
  if (n != null && col) {
    const value = ocr ? repairOcrNumber(col.key, figure, n, w.item.width, ctx.pointHoursWidth, ctx.priceCharWidth) : n;
    // On a scan, an hours figure no line carries (a hundred hours or more: a speck read as digits), a
    // lone digit a fraction as wide as the page's "1.7"-like figures (a piece of one), or a figure with two
    // decimals where the page's hours print one ("1:43": a speck read as a digit) is one OCR garbled.
    const piece = /^\d$/.test(figure) && ctx.pointHoursWidth !== null && w.item.width < 0.3 * ctx.pointHoursWidth;
    const decimals = /\.\d{2,}$/.test(figure) && ctx.pointHoursWidth !== null;
    if (ocr && hoursCol && (value >= 100 || piece || decimals)) {
      r.garbled.add(hoursCol);
      r.lastNumeric = null;
      return true;
    }
    if (r.values[col.key] == null) {
      r.values[col.key] = value;
      if (hoursCol && /^\$?\d[\d,]*\.\d{2}$/.test(figure)) r.cents.add(hoursCol);
      if (ocr && hoursCol && !figure.includes('.')) r.unsure.add(hoursCol);
      if (ocr && hoursCol && (w.item.confidence ?? 1) < DOUBTFUL) r.doubtful.add(hoursCol);
      if (ocr && hoursCol && (w.item.confidence ?? 1) < BARELY) r.barely.add(hoursCol);
      r.lastNumeric = col.key;
      return true;
    }
  }
  // A scan's figure garbled past reading ("LT", "Se)") under an hours column is remembered: the printed
  // total may give it back. It takes the room of an hours figure: a wider smear (a rule read as "ODT") is none.
  // A lone letter ("b") or "?" (a glyph OCR could not read) where the column has no figure yet is what OCR kept
  // of one (labor-type letters follow theirs).
  const figureWide = ctx.pointHoursWidth === null || w.item.width <= 1.6 * ctx.pointHoursWidth;
  const garbledFigure = (w.s.length >= 2 && /[A-Za-z0-9]/.test(w.s)) || (/^[A-Za-z?]$/.test(w.s) && hoursCol !== null && r.values[hoursCol] == null);
  if (ocr && hoursCol && garbledFigure && !/^incl/i.test(w.s) && !INCLUDED.test(w.s) && figureWide) r.garbled.add(hoursCol);
  // Digits under the price column that read as no amount: a price printed and garbled.
  if (ocr && col?.key === 'price' && r.values.price == null && (w.s.match(/\d/g)?.length ?? 0) >= 3) r.priceGarbled = true;
  r.lastNumeric = null;
  return true;
};

/** The bands' readers, in the order a word is offered to them. */
const READERS: CellReader[] = [
  readGlued,
  readLineNumber,
  readLeadingFigure,
  readMark,
  readLaborSuffix,
  readFigure,
  readLaborCode,
  readIgnored,
  readPartType,
  readPartNumber,
  readOperation,
];

/** Reads a row's words into its cells. */
export function readCells(words: TextItem[], bands: Bands, ocr: boolean, ctx: RowContext): RowCells {
  const partX = Math.min(...[bands.band.pno, bands.band.ptype].map((c) => c?.x0 ?? Number.POSITIVE_INFINITY));
  const sorted = [...words]
    .sort((a, b) => a.x - b.x)
    .flatMap((w, i) => (bands.band.price && i > 0 ? splitGluedPrice(w, ctx.priceLeft) : [w]))
    .flatMap((w) => splitGluedPartType(w, partX));
  const at = quantityAtPrice(sorted);
  const r: ReadState = {
    lineNumber: null,
    operation: null,
    partNumber: null,
    partType: null,
    laborType: null,
    included: false,
    desc: [],
    firstTextX: null,
    values: at ? { qty: at.qty, unit: at.unit } : {},
    garbled: new Set(),
    unsure: new Set(),
    doubtful: new Set(),
    barely: new Set(),
    cents: new Set(),
    lineTotal: null,
    priceRepaired: false,
    priceGarbled: false,
    words: sorted,
    lastNumeric: null,
    partEnd: null,
  };
  let lastDesc = -1;
  sorted.forEach((item, index) => {
    if (at?.used.has(index)) return;
    const w: Word = { item, s: item.str.trim(), x: item.x, x1: item.x + item.width, index };
    if (READERS.some((read) => read(w, r, bands, ctx, ocr))) return;
    r.firstTextX ??= w.x;
    // The letter cut from a figure ("94V") whose figure went to the description too: one word again.
    if ((item as Word['item']).cutTail && lastDesc === index - 1) r.desc[r.desc.length - 1] += w.s;
    else r.desc.push(w.s);
    lastDesc = index;
  });
  return r;
}
