/**
 * Money tokens as estimates print them, valued with the documents side's one money reader
 * (normalize.ts moneyValue). This file only decides what a printed token says before that
 * reader sees it: its sign ("($1,000.00)", "-500.00", "500.00-", "500.00 CR") and, for OCR
 * text, which misread characters and separators to repair ("S1,234.56", "1.234,56", "l,2O4.5O").
 */
import { moneyValue } from '../documents/extract/normalize.js';

export interface MoneyRead {
  cents: number;
  /** Printed as negative: parentheses, a minus or a CR mark (a deductible, a credit). */
  negative: boolean;
  /** OCR characters or separators were repaired to read it; trust it less. */
  repaired: boolean;
}

/** A money-looking token inside a line: optional sign wrappers, "$", digits with separators. */
export const MONEY_IN_TEXT = /\(?-?\s?(?:\$|(?<![A-Za-z])S)?\s?\d[\d,.]*[.,]\d{2}(?!\d)\)?-?/g;

const CANONICAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/;

/**
 * Reads one money token. Text layers must already print canonical money ("1,234.56", "$ 72.00");
 * with `ocr`, letters that OCR confuses with digits are mapped and the last "." or "," before two
 * final digits is taken as the decimal point.
 */
export function readMoney(raw: string, options: { ocr?: boolean; requireCents?: boolean } = {}): MoneyRead | null {
  let s = raw.trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  const suffix = s.match(/^(.*\d)\s*(-|CR)$/i);
  if (suffix) {
    negative = true;
    s = suffix[1];
  }
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  }
  s = s.replace(/^\s*\$\s*/, '').replace(/\s+/g, '');
  let repaired = false;
  if (!CANONICAL.test(s) && options.ocr) {
    const fixed = repairOcrMoney(s);
    if (fixed == null) return null;
    repaired = fixed !== s;
    s = fixed;
  }
  if (!CANONICAL.test(s)) return null;
  if (options.requireCents && !/\.\d{2}$/.test(s)) return null;
  return { cents: Math.round(moneyValue(s) * 100), negative, repaired };
}

/** Signed cents, or null. */
export function moneyCents(raw: string, options: { ocr?: boolean; requireCents?: boolean } = {}): number | null {
  const m = readMoney(raw, options);
  return m == null ? null : m.negative ? -m.cents : m.cents;
}

/** OCR money → canonical "1234.56", or null when it is not money after all. */
function repairOcrMoney(raw: string): string | null {
  // A leading S or 5 glued before a separator-formatted amount is a misread "$" only when what
  // follows is already a full amount ("S1,234.56"); a bare "5" stays a digit.
  // A speck after the cents reads as a trailing stop ("322.17.").
  let s = raw.replace(/^[S§]/, '').replace(/(\d[.,]\d{2})[.,:;']$/, '$1');
  s = s
    .replace(/[lI|!]/g, '1')
    .replace(/[Oo]/g, '0')
    .replace(/[B]/g, '8');
  if (!/^[\d.,]+$/.test(s)) return null;
  const m = s.match(/^([\d.,]*?)[.,](\d{2})$/);
  if (!m) return /^\d+$/.test(s) ? s : null;
  const whole = m[1].replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  // Any separators inside the whole part must sit on thousands boundaries.
  const groups = m[1].split(/[.,]/);
  if (groups.length > 1 && (groups[0].length > 3 || groups.slice(1).some((g) => g.length !== 3))) return null;
  return `${Number(whole)}.${m[2]}`;
}
