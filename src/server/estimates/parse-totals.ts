/**
 * The totals block of a printed estimate: category amounts, the hours and rates printed beside
 * them ("29.6 hrs @ $ 65.00 /hr", "(10.1 @ 72.00)"), rate tables ("Body $72.00/hr  Refinish
 * $68.00/hr"), subtotal, tax, gross, deductible and net, each with its sign as printed.
 */
import type { EstimateTotals, LaborHoursTotals, LaborRates } from '../../shared/estimate-comparison.js';
import { TOTALS_LABELS, type TotalsSlot } from '../documents/extract/vocabulary/totals.js';
import { MONEY_IN_TEXT, readMoney } from '../../shared/read-values.js';
import { settleCustomerPay, settleLaborTotal } from './totals-settle.js';
import { amountsByParty, figureForSlot, type PartyColumns, readPartyHeadings } from './party-columns.js';
import type { TextLine } from '../documents/text/types.js';

export type Slot = TotalsSlot;

const LABOR_TOTAL = /^(total labor|labor total|labor sub-?total)[\s:*$=-]*$/i;
const BARE_TOTAL = /^[\s:*-]*totals?[\s:*$=-]*$/i;
const CATEGORY_SLOTS = new Set<Slot>(['parts', 'paintSupplies', 'body', 'paint', 'mechanical', 'frame', 'sublet', 'otherCharge']);
const labelSlot = (clean: string) => TOTALS_LABELS.find(([re]) => re.test(clean))?.[1];

export function slotOf(label: string): Slot | undefined {
  const clean = label.replace(/^[\s:*-]+|[\s:*$=-]+$/g, '').replace(/^less\s*:\s*/i, 'less ');
  // "TOTAL PAINT LABOR", "Sublet Total", "Total Tax": one category's total is that category, not the gross. A bare
  // "Total Labor" (it may add up every kind of labor) is left to the labels.
  const category = clean.match(/^total\s+(.+)$/i)?.[1] ?? clean.match(/^(.+?)\s+total$/i)?.[1];
  const slot = category && !/^(labor|hours?)$/i.test(category) ? labelSlot(category) : undefined;
  return slot && (CATEGORY_SLOTS.has(slot) || slot === 'tax') ? slot : labelSlot(clean);
}

/** Which labor rate a label names ("Structural Labor" → structural). */
function rateKeyOf(label: string, slot: Slot): keyof LaborRates | null {
  if (slot === 'paintSupplies') return 'paintSupplies';
  if (/structural/i.test(label)) return 'structural';
  if (/electrical/i.test(label)) return 'electrical';
  if (/diagnostic/i.test(label)) return 'diagnostic';
  if (/glass/i.test(label)) return 'glass';
  if (slot === 'body' || slot === 'paint' || slot === 'mechanical' || slot === 'frame') return slot;
  return null;
}

/**
 * "10.1 hrs @ $72.00/hr", "(10.1 @ 72.00)", "10.1 x 72.00", "101 units @ $7.20": hours (or units)
 * and the rate they are charged at.
 */
// OCR reads "@" as "©" or "®" and "/hr" as "Mr" or "hr".
export const BASIS =
  /\(?\s*(\d{1,4}(?:\.\d{1,2})?)\s*(hrs?\.?|hours?|units?|u)?\s*(?:[@©®]+|x|×)\s*\$?\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:\/\s*(?:hr|hour|unit|u)\b|per\s+(?:hour|unit)|[Mm]?hr\b|Mr\b)?\s*\)?/i;
const HOURS_ALONE = /\b(\d{1,3}(?:\.\d{1,2})?)\s*(?:hrs?|hours)\b\.?/i;
// A tax's basis and rate ("$412.50 @ 7.2500 %", "1,104.10 x 6.000%"): neither is an amount of the row.
const PERCENT = /(?:\$?\s?[\d,]+\.\d{2}\s*(?:@|x|×)\s*)?\d+(?:\.\d+)?\s*%/g;
const RATES_ALONE = /\$?\s?\d{1,4}\.\d{2}\s*(?:\/\s*(?:hr|hour)\b|per\s+hour)/gi;

export interface Basis {
  hours: number;
  rate: number;
  units: boolean;
}

export function readBasis(text: string): { basis: Basis; rest: string } | null {
  const m = text.match(BASIS);
  if (!m || m.index == null) return null;
  return {
    basis: { hours: Number(m[1]), rate: Number(m[3]), units: /^u/i.test(m[2] ?? '') },
    rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`,
  };
}

const FIGURE = /(?<![\d.,])\$?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?(?![\d,]|\.\d)/g;
const figureOf = (raw: string) => Number(raw.replace(/[$,]/g, ''));

/**
 * A row of a totals table printed in Hours / Rate / Amount columns ("Body  4.0  52.00  208.00"): the two
 * figures before the amount are its hours and rate where the amount is their product.
 */
function basisOfColumns(text: string): { basis: Basis; rest: string } | null {
  const figures = [...text.matchAll(FIGURE)];
  const [h, r, a] = figures.slice(-3);
  if (!h || !r || !a || h.index === undefined || a.index === undefined || !/\.\d{2}$/.test(a[0])) return null;
  const [hours, rate] = [figureOf(h[0]), figureOf(r[0])];
  if (hours <= 0 || Math.round(hours * rate * 100) !== Math.round(figureOf(a[0]) * 100)) return null;
  return { basis: { hours, rate, units: false }, rest: `${text.slice(0, h.index)} ${text.slice(a.index)}` };
}

export interface TotalRead {
  cents: number;
  /** OCR characters were repaired to read it. */
  repaired: boolean;
}

export interface TotalsRead {
  /** The amounts as printed, in cents (deductible positive). */
  printed: Partial<Record<Slot, TotalRead>>;
  totals: EstimateTotals;
  laborRates: LaborRates;
  laborHours: LaborHoursTotals;
  /**
   * Every figure printed under a gross label, in print order: a "Total …" row of one category reads as
   * one too, and the gross is the one the chain reconciles to (totals.ts).
   */
  grossFigures: TotalRead[];
  /** hours × rate = amount checks made on the totals block, per labor slot. */
  basisChecks: Partial<Record<Slot, boolean>>;
  found: number;
}

interface Segment {
  label: string;
  amounts: Array<{ raw: string; index: number }>;
}

/** Splits a totals line into label → amounts segments ("Parts 1,000.00   Body Labor 500.00"). */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(MONEY_IN_TEXT)) {
    const between = text.slice(last, m.index).trim();
    // A label is a word of three letters or more ("Tax"); OCR crumbs ("Mr", "hr") are not.
    if (/[A-Za-z]{3,}/.test(between) || !out.length) out.push({ label: between, amounts: [] });
    out[out.length - 1].amounts.push({ raw: m[0], index: m.index! });
    last = m.index! + m[0].length;
  }
  return out;
}

/** Reads totals from the lines after the line-item table (or the whole document). */
export function parseTotals(lines: TextLine[], options: { ocr?: boolean } = {}): TotalsRead {
  const printed: Partial<Record<Slot, TotalRead>> = {};
  const rates: LaborRates = {};
  const hours: LaborHoursTotals = { body: null, paint: null, mechanical: null, frame: null };
  const basisChecks: Partial<Record<Slot, boolean>> = {};
  const grossFigures: TotalRead[] = [];
  let bareTotal: TotalRead | null = null;
  let laborTotal: TotalRead | null = null;
  let found = 0;
  const add = (slot: Slot, cents: number, repaired: boolean, sum: boolean) => {
    const prev = printed[slot];
    if (prev && !sum) return;
    printed[slot] = { cents: (prev?.cents ?? 0) + cents, repaired: repaired || !!prev?.repaired };
  };
  let parties: PartyColumns | null = null;
  for (const line of lines) {
    parties = readPartyHeadings(line) ?? parties;
    let text = line.text.replace(/\s+/g, ' ').trim();
    // A rate table line ("Labor Rates: Body 72.00  Refinish 68.00") holds rates, not amounts.
    if (/\brates?\b/i.test(text) && !/\btotal/i.test(text) && readRateTable(text, rates) > 0) continue;
    text = text.replace(PERCENT, ' ');
    const basisRead = readBasis(text) ?? basisOfColumns(text);
    if (basisRead) text = basisRead.rest;
    // Hours printed without their rate ("PAINT LABOR 9.8 HRS  $519.40"): the rate is the amount over the hours.
    const hoursOnly = basisRead ? null : text.match(HOURS_ALONE);
    if (hoursOnly) text = text.replace(HOURS_ALONE, ' ');
    text = text.replace(RATES_ALONE, ' ').replace(/\s+/g, ' ').trim();
    for (const seg of segments(text)) {
      const slot = slotOf(seg.label);
      if (!slot || !seg.amounts.length) continue;
      const moneyOf = (raw: string) => readMoney(raw, { ocr: options.ocr });
      const byParty =
        parties && slot !== 'skip'
          ? amountsByParty(
              line,
              seg.amounts.map((a) => a.raw),
              parties,
            )
          : {};
      const split = figureForSlot(slot, byParty, (raw) => (moneyOf(raw)?.cents ?? Number.NaN) / 100);
      const read = moneyOf(split.raw ?? seg.amounts[seg.amounts.length - 1].raw);
      if (!read) continue;
      // A bare "TOTAL" with its amount (a heading "Total" has none) is the gross only where no gross
      // label is printed: the first one stands in for it, and the chain checks it as any other.
      if (slot === 'skip') {
        if (BARE_TOTAL.test(seg.label.trim()) && read.cents > 0) bareTotal ??= { cents: read.cents, repaired: read.repaired };
        if (LABOR_TOTAL.test(seg.label.trim()) && read.cents > 0) laborTotal ??= { cents: read.cents, repaired: read.repaired };
        continue;
      }
      found++;
      // Amounts are kept as printed without their sign; tax and other charges may be credits.
      const money = { cents: Math.abs(read.cents), negative: read.cents < 0, repaired: read.repaired };
      // A negative amount is a deduction (the deductible, a credit), never a total or a category.
      const target: Slot = money.negative && (slot === 'net' || slot === 'gross') ? 'deductible' : slot;
      switch (target) {
        case 'body':
        case 'paint':
        case 'mechanical':
        case 'frame': {
          add(target, money.cents, money.repaired, true);
          const hoursRead = hoursOnly ? Number(hoursOnly[1]) : 0;
          const basis = basisRead?.basis ?? (hoursRead > 0 ? { hours: hoursRead, rate: Math.round(money.cents / hoursRead) / 100, units: false } : undefined);
          // OCR may lose the hours' point ("14 hrs @ $54.00  75.60"): the amount charges the hours a tenth as many.
          const charged = (h: number) => Math.round(h * (basis?.rate ?? 0) * 100) === money.cents;
          if (options.ocr && basis && Number.isInteger(basis.hours) && !charged(basis.hours) && charged(basis.hours / 10)) basis.hours /= 10;
          if (basis) {
            hours[target] = Math.round(((hours[target] ?? 0) + basis.hours) * 10) / 10;
            const key = rateKeyOf(seg.label, target);
            if (key && rates[key] == null) rates[key] = basis.rate;
            basisChecks[target] = (basisChecks[target] ?? true) && Math.round(basis.hours * basis.rate * 100) === money.cents;
          }
          break;
        }
        case 'paintSupplies':
          add(target, money.cents, money.repaired, true);
          if (basisRead && rates.paintSupplies == null) rates.paintSupplies = basisRead.basis.rate;
          break;
        case 'tax':
        case 'otherCharge':
          add(target, money.negative ? -money.cents : money.cents, money.repaired, true);
          break;
        case 'deductible':
          add(target, money.cents, money.repaired, false);
          break;
        case 'betterment':
        case 'discount':
          add(target, money.cents, money.repaired, true);
          break;
        default:
          if (target === 'gross')
            grossFigures.push({ cents: money.cents, repaired: money.repaired }, ...split.also.map((cents) => ({ cents, repaired: false })));
          add(target, money.cents, money.repaired, false);
      }
    }
  }
  if (!printed.gross && bareTotal) {
    printed.gross = bareTotal;
    grossFigures.push(bareTotal);
  }
  settleCustomerPay(printed);
  settleLaborTotal(printed, laborTotal);
  const d = (k: Slot) => (printed[k] == null ? null : printed[k]!.cents / 100);
  const anyLabor = (['body', 'paint', 'mechanical', 'frame'] as const).some((k) => printed[k] != null);
  const z = (k: Slot) => (printed[k] == null ? (anyLabor ? 0 : null) : printed[k]!.cents / 100);
  return {
    found,
    printed,
    grossFigures,
    basisChecks,
    laborRates: rates,
    laborHours: hours,
    totals: {
      parts: d('parts'),
      bodyLabor: z('body'),
      paintLabor: z('paint'),
      mechanicalLabor: z('mechanical'),
      frameLabor: z('frame'),
      paintSupplies: z('paintSupplies'),
      sublet: z('sublet'),
      tax: d('tax') ?? (anyLabor ? 0 : null),
      gross: d('gross'),
      deductible: d('deductible'),
      net: d('net'),
    },
  };
}

/** "Labor Rates: Body $72.00/hr  Refinish $68.00  Mech 95.00": each label with the rate after it. */
function readRateTable(text: string, rates: LaborRates): number {
  let n = 0;
  const re = /([A-Za-z][A-Za-z &/-]*?)\s*:?\s*\$?\s?(\d{1,4}\.\d{2})(?:\s*\/\s*(?:hr|hour))?/g;
  for (const m of text.matchAll(re)) {
    const label = m[1].replace(/\b(labor|rates?|per hour|hourly)\b/gi, ' ').trim() || m[1];
    const slot = slotOf(label) ?? slotOf(`${label} labor`);
    if (!slot) continue;
    const key = rateKeyOf(label, slot);
    if (!key) continue;
    n++;
    if (rates[key] == null) rates[key] = Number(m[2]);
  }
  return n;
}

/** Rate tables anywhere in the document (often in the header, above the line items). */
export function ratesFromTables(lines: TextLine[]): LaborRates {
  const rates: LaborRates = {};
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (/\brates?\b/i.test(text) && !/\btotal/i.test(text)) readRateTable(text, rates);
  }
  return rates;
}
