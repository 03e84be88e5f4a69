/**
 * A line's price checked by arithmetic where no unit price is printed beside it (issue 35): the rows
 * of a table with a unit price column are checked as they are read (row-line.ts priceByArithmetic);
 * the others are checked here, once the estimate's rates and totals are known.
 *  - A labor line priced on the line (no part number, hours printed): its price is its hours at the
 *    estimate's rate for that kind (printed on a rates header or in the totals block). On a scan, a
 *    price that differs from that product in one digit is OCR's misreading and gives way to it.
 *  - Quantity × price: an extended price is a whole number of cents times its quantity. Where the
 *    printed parts total is the sum of quantity × price and not the sum of the prices, the price column
 *    prints unit prices and each is extended; on a scan, a quantity that does not divide its extended
 *    price was misread, and is left unread rather than compared.
 */
import { type EstimateLine, type LaborRates, rateFor } from '../../shared/estimate-comparison.js';

const cents = (n: number | null | undefined) => (n == null ? 0 : Math.round(n * 100));
const money = (c: number) => `$${(c / 100).toFixed(2)}`;

/** The line's hours at the estimate's rates, in cents; null where a rate it needs is not known. */
export function laborAmountCents(line: EstimateLine, rates: LaborRates): number | null {
  let total = 0;
  if (line.laborHours) {
    const rate = rateFor(rates, line.laborType);
    if (!rate) return null;
    total += Math.round(line.laborHours * rate * 100);
  }
  if (line.paintHours) {
    if (!rates.paint) return null;
    total += Math.round(line.paintHours * rates.paint * 100);
  }
  return total > 0 ? total : null;
}

/** A line printed with its labor's amount in the price column: no part number, hours, price = hours × rate. */
export function isLaborPriced(line: EstimateLine, rates: LaborRates): boolean {
  if (line.price == null || line.partNumber) return false;
  const amount = laborAmountCents(line, rates);
  return amount != null && Math.abs(amount - cents(line.price)) <= 1;
}

/** Two amounts printed with as many digits that differ in one of them: the likeliest OCR misreading. */
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [String(a), String(b)];
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff++;
  return diff === 1;
}

/**
 * OCR may read a glyph too many into a price ("1860.05" for 180.05: a speck read as a digit). Where the
 * prices do not add up to the printed parts total and exactly one price, less one of its digits, makes
 * them add up, that price is the one misread.
 */
function dropExtraGlyph(lines: EstimateLine[], rates: LaborRates, parts: number): string | null {
  const priced = lines.filter((l) => l.price != null && !isLaborPriced(l, rates));
  const sum = priced.reduce((s, l) => s + cents(l.price), 0);
  if (sum === parts) return null;
  const found: Array<[EstimateLine, number]> = [];
  for (const l of priced) {
    const digits = String(cents(l.price));
    const fits = new Set([...digits].map((_, i) => Number(digits.slice(0, i) + digits.slice(i + 1))).filter((c) => sum - cents(l.price) + c === parts));
    for (const c of fits) found.push([l, c]);
  }
  if (found.length !== 1) return null;
  const [line, value] = found[0] as [EstimateLine, number];
  const read = cents(line.price);
  line.price = value / 100;
  return `A price a scan read with a digit too many was checked against the printed parts total: line ${line.lineNumber} ${money(read)} → ${money(value)}.`;
}

/**
 * OCR may misread one digit of a price ("185.63" for 185.03). Where the prices do not add up to the printed
 * parts total and exactly one price, one digit of it read otherwise, makes them add up, that price is the one misread.
 */
function fixOneDigit(lines: EstimateLine[], rates: LaborRates, parts: number): string | null {
  const priced = lines.filter((l) => l.price != null && !isLaborPriced(l, rates));
  const diff = parts - priced.reduce((s, l) => s + cents(l.price), 0);
  if (diff === 0) return null;
  const found = priced.flatMap((l) => {
    const value = cents(l.price) + diff;
    return value > 0 && oneDigitApart(cents(l.price), value) ? [[l, value] as const] : [];
  });
  if (found.length !== 1) return null;
  const [line, value] = found[0] as readonly [EstimateLine, number];
  const read = cents(line.price);
  line.price = value / 100;
  return `A price a scan misread in one digit was checked against the printed parts total: line ${line.lineNumber} ${money(read)} → ${money(value)}.`;
}

/**
 * A scan may garble a price past reading ("5207:5¢" for 527.57). Where exactly one line's price is so lost, the
 * printed parts total less every other price is that line's, when it is more than nothing.
 */
function fillGarbledPrice(lines: EstimateLine[], rates: LaborRates, parts: number, garbled: Set<EstimateLine>): string | null {
  const lost = lines.filter((l) => garbled.has(l) && l.price == null);
  if (lost.length !== 1) return null;
  const rest = parts - lines.filter((l) => l.price != null && !isLaborPriced(l, rates)).reduce((s, l) => s + cents(l.price), 0);
  const line = lost[0] as EstimateLine;
  if (rest <= 0) return null;
  line.price = rest / 100;
  return `A price a scan garbled was taken from the printed parts total: line ${line.lineNumber} ${money(rest)}.`;
}

/**
 * Checks every line's price by its row's arithmetic (in place) and says what it changed. `parts`: the
 * printed parts total, cents, or null; `garbledPrices`: scanned lines whose price was printed but not read.
 */
export function checkRowArithmetic(
  lines: EstimateLine[],
  rates: LaborRates,
  parts: number | null,
  ocr: boolean,
  garbledPrices: Set<EstimateLine> = new Set(),
): string[] {
  const warnings: string[] = [];
  if (ocr) {
    const fixed: string[] = [];
    for (const l of lines) {
      if (l.price == null || l.partNumber) continue;
      const amount = laborAmountCents(l, rates);
      const read = cents(l.price);
      if (amount == null || amount === read || !oneDigitApart(read, amount)) continue;
      l.price = amount / 100;
      fixed.push(`line ${l.lineNumber} ${money(read)} → ${money(amount)}`);
    }
    if (fixed.length) warnings.push(`Labor prices a scan misread were checked against hours × rate: ${fixed.join(', ')}.`);
    const filled = parts == null ? null : fillGarbledPrice(lines, rates, parts, garbledPrices);
    if (filled) warnings.push(filled);
    const extra = parts == null ? null : (dropExtraGlyph(lines, rates, parts) ?? fixOneDigit(lines, rates, parts));
    if (extra) warnings.push(extra);
  }
  const many = lines.filter((l) => l.price != null && l.quantity != null && Number.isInteger(l.quantity) && l.quantity > 1);
  if (!many.length) return warnings;
  // Unit prices in the price column: the parts total is the sum of quantity × price, not of the prices.
  if (parts != null) {
    const priced = lines.filter((l) => l.price != null && !isLaborPriced(l, rates));
    const asPrinted = priced.reduce((s, l) => s + cents(l.price), 0);
    const extended = priced.reduce((s, l) => s + cents(l.price) * (many.includes(l) ? (l.quantity as number) : 1), 0);
    if (asPrinted !== parts && extended === parts) {
      for (const l of many) l.price = (cents(l.price) * (l.quantity as number)) / 100;
      warnings.push(
        `The price column prints unit prices: lines ${many.map((l) => l.lineNumber).join(', ')} are quantity × price (the printed parts total ${money(parts)} adds up so).`,
      );
      return warnings;
    }
  }
  if (ocr) {
    const misread = many.filter((l) => cents(l.price) % (l.quantity as number) !== 0);
    for (const l of misread) l.quantity = null;
    if (misread.length)
      warnings.push(
        `Quantities a scan misread (they do not divide their extended price) are left unread: lines ${misread.map((l) => l.lineNumber).join(', ')}.`,
      );
  }
  return warnings;
}
