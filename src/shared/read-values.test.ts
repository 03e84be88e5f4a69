import { describe, expect, it } from 'vitest';
import { findMoney, type MoneyOptions, moneyText, readCount, readDate, readMoney, readNumber, readOcrDigits } from './read-values';

const OCR: MoneyOptions = { ocr: true };

describe('readMoney', () => {
  // [printed, options, cents or null, signed, repaired]
  const table: Array<[string, MoneyOptions, number | null, boolean?, boolean?]> = [
    ['$1,234.56', {}, 123456, false, false],
    ['1234.5', {}, 123450],
    ['$ 17,589', {}, 1758900],
    ['$ 7,915.20', {}, 791520],
    // Each sign convention: parentheses, a leading or trailing minus, CR, a printed plus.
    ['($1,000.00)', {}, -100000, true, false],
    ['$ (368.65)', {}, -36865, true],
    ['- $ 500.00', {}, -50000, true],
    ['-$151.48', {}, -15148, true],
    ['$-22.82', {}, -2282, true],
    ['500.00-', {}, -50000, true],
    ['500.00 CR', {}, -50000, true],
    ['+ $ 98.00', {}, 9800, true],
    ['−1,000.00', {}, -100000, true],
    // OCR damage is repaired on OCR text only.
    ['S1,234.56', {}, null],
    ['S1,234.56', OCR, 123456, false, true],
    ['l,2O4.5O', OCR, 120450, false, true],
    ['l,2O4.5O', {}, null],
    ['1.234,56', OCR, 123456, false, true],
    ['+$2.666.07', OCR, 266607, true, true],
    ['322.17.', { ocr: true, requireCents: true }, 32217, false, true],
    ['322.17.', { requireCents: true }, null],
    ['1B.00', OCR, 1800, false, true],
    // Separators off the thousands boundaries are not money, repaired or not.
    ['12.34.56', OCR, null],
    ['$1,2345.00', {}, null],
    ['1.234,56', {}, null],
    // A word is no amount, even where OCR could read it as one.
    ['SOLD', OCR, null],
    ['SO', OCR, null],
    ['N/A', {}, null],
    // A bare count is no amount where amounts are marked; cents, "$" or a sign mark one.
    ['43,000', { marked: true }, null],
    ['43,000.00', { marked: true }, 4300000],
    ['(500)', { marked: true }, -50000, true],
    ['1,234', { requireCents: true }, null],
  ];
  it.each(table)('%s %o → %s', (raw, options, cents, signed, repaired) => {
    const m = readMoney(raw, options);
    expect(m?.cents ?? null).toBe(cents);
    if (signed !== undefined) expect(m?.signed).toBe(signed);
    if (repaired !== undefined) expect(m?.repaired).toBe(repaired);
  });

  it('finds the first amount in a text, and only where a figure ends', () => {
    expect(findMoney('Total: $1,234.56 USD')).toEqual({ money: { cents: 123456, signed: false, repaired: false }, index: 7 });
    expect(findMoney('10/06/2024 11:20')?.index).toBe(6);
    expect(findMoney('Deductible 500.00 CR')?.money.cents).toBe(-50000);
    expect(findMoney('no amount here')).toBeNull();
    expect(findMoney('1,234.56USD')).toBeNull();
    expect(findMoney('$1,234.56.')?.money.cents).toBe(123456);
  });

  it('writes a field’s money text', () => {
    expect(moneyText(123450)).toBe('1,234.50');
    expect(moneyText(-18502)).toBe('-185.02');
  });
});

describe('readNumber and readCount', () => {
  const table: Array<[string, { ocr?: boolean }, number | null]> = [
    ['52,739', {}, 52739],
    ['1,907.00', {}, 1907],
    ['1.907.00', {}, 1907],
    ['1.8', {}, 1.8],
    ['29.477', {}, 29477],
    ['$ 1000', {}, 1000],
    ['-2', {}, -2],
    ['12,34,567', {}, null],
    ['l.8', { ocr: true }, 1.8],
    ['2.O', { ocr: true }, 2],
    ['1:5', { ocr: true }, 1.5],
    ['l.8', {}, null],
    ['abc', {}, null],
  ];
  it.each(table)('%s %o → %s', (raw, options, n) => expect(readNumber(raw, options)).toBe(n));

  it('reads the last count of a text and never an amount', () => {
    expect(readCount('Odometer: 58,897')).toBe(58897);
    expect(readCount('85,578 miles')).toBe(85578);
    expect(readCount('Odometer: 29.477')).toBe(29477);
    expect(readCount('$17,589')).toBeNull();
  });

  it('reads a count in thousands whole, and "km" as a unit', () => {
    expect(readCount('45K')).toBe(45000);
    expect(readCount('Mileage: 45.2k mi')).toBe(45200);
    expect(readCount('61,204 km')).toBe(61204);
  });
});

describe('readOcrDigits', () => {
  it('reads lookalike letters as digits only inside figures', () => {
    expect(readOcrDigits('2O.5')).toBe('20.5');
    expect(readOcrDigits('l,2O4.5O')).toBe('1,204.50');
    expect(readOcrDigits('1S')).toBe('15');
    expect(readOcrDigits('SOLD')).toBeNull();
    expect(readOcrDigits('LS')).toBeNull();
    expect(readOcrDigits('LS', { loose: true })).toBe('15');
  });
});

describe('readDate', () => {
  it('reads dates in their printed forms', () => {
    for (const s of ['02/07/2026', '2/7/2026', 'February 7, 2026', 'Feb 7, 2026', '2026-02-07', '7 February 2026', '2/7/26', '02.07.2026'])
      expect(readDate(s), s).toBe('2026-02-07');
    for (const s of ['07-Feb-2026', '7-FEB-26', 'Feb-07-2026', '2026/02/07', '07 Feb 2026']) expect(readDate(s), s).toBe('2026-02-07');
    for (const s of ['7th February 2026', '7th of February, 2026', '7TH FEB 2026', 'FEBRUARY 7TH, 2026']) expect(readDate(s), s).toBe('2026-02-07');
    // An export's date and time; OCR's space beside a slash and its letters for digits.
    for (const s of ['2026-02-07T10:30:00', '02 /07/ 2026', '02/ 07 /2026', 'O2/07/2026', '02/O7/2O26']) expect(readDate(s), s).toBe('2026-02-07');
    expect(readDate('l1/07/2026')).toBe('2026-11-07');
    // Too few real digits to call it a date: letters stay letters.
    expect(readDate('IO/OI/OO')).toBeNull();
    expect(readDate('2026-02/07')).toBeNull();
    expect(readDate('13/45/2026')).toBeNull();
    expect(readDate('2/30/2026')).toBeNull();
  });
});
