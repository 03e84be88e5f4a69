/**
 * Golden tests, one small print per cause (issue 35): a line's price checked by its row's arithmetic
 * where no unit price is printed: hours × rate on a labor line priced on the line (the rate from the
 * rates header or the totals block), and quantity × price where only one price column is printed.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentPage } from '../documents/text/types.js';
import { parseEstimatePages } from './parse-estimate.js';
import { isLaborPriced } from './row-arithmetic.js';

const CHAR = 5;
function page(rows: Array<Array<[number, string]>>, ocr = false): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    return {
      y,
      items: cells.map(([x, str]) => ({ str, x, y, width: str.length * CHAR, confidence: ocr ? 0.9 : 1 })),
      text: cells.map(([, s]) => s).join('  '),
    };
  });
  return { pageNumber: 1, lines, ocr, text: lines.map((l) => l.text).join('\n') };
}
const right = (label: string, amount: string): Array<[number, string]> => [
  [40, label],
  [460 - amount.length * CHAR, amount],
];
const HEADER: Array<[number, string]> = [
  [40, 'Line'],
  [70, 'Oper'],
  [110, 'Description'],
  [260, 'Part Number'],
  [330, 'Qty'],
  [360, 'Price'],
  [410, 'Labor'],
  [450, 'Paint'],
];
const row = (n: string, op: string, desc: string, part: string, qty: string, price: string, labor: string, paint: string): Array<[number, string]> =>
  (
    [
      [40, n],
      [70, op],
      [110, desc],
      [260, part],
      [330, qty],
      [400 - price.length * CHAR, price],
      [410, labor],
      [450, paint],
    ] as Array<[number, string]>
  ).filter(([, s]) => s !== '');

describe("a line's price by its row's arithmetic", () => {
  it('reads a price column of unit prices as quantity × price where the printed parts total adds up so', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Estimate of Record']],
        HEADER,
        row('1', 'Repl', 'Wheel lug nut', '90304-TA0-003', '4', '12.50', '', ''),
        row('2', 'Repl', 'Front bumper cover', '04711-TVA-A00', '1', '389.00', '2.0', '2.5'),
        [[40, 'Estimate Totals']],
        right('Parts', '439.00'),
        right('Body Labor 2.0 hrs @ $52.00', '104.00'),
        right('Paint Labor 2.5 hrs @ $52.00', '130.00'),
        right('Grand Total', '673.00'),
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.quantity, l.price])).toEqual([
      ['Wheel lug nut', 4, 50],
      ['Front bumper cover', 1, 389],
    ]);
    expect(e.warnings?.join(' ')).toMatch(/unit prices/);
    expect(e.reconciled).toBe(true);
  });

  it('keeps extended prices as printed where the parts total is their sum', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Estimate of Record']],
        HEADER,
        row('1', 'Repl', 'Wheel lug nut', '90304-TA0-003', '4', '50.00', '', ''),
        row('2', 'Repl', 'Front bumper cover', '04711-TVA-A00', '1', '389.00', '2.0', '2.5'),
        [[40, 'Estimate Totals']],
        right('Parts', '439.00'),
        right('Grand Total', '439.00'),
      ]),
    ]);
    expect(e.lines[0]?.price).toBe(50);
    expect(e.warnings?.join(' ') ?? '').not.toMatch(/unit prices/);
  });

  it("on a scan, a labor line's price one digit from hours × rate (the rate from the totals block) is that product", () => {
    const e = parseEstimatePages([
      page(
        [
          [[40, 'Estimate of Record']],
          HEADER,
          row('1', 'Repl', 'Front bumper cover', '04711-TVA-A00', '1', '389.00', '2.0', '2.5'),
          row('2', 'Subl', 'Pre-repair diagnostic scan', '', '1', '186.00', '1.0 M', ''),
          [[40, 'Estimate Totals']],
          right('Parts', '389.00'),
          right('Body Labor 2.0 hrs @ $52.00', '104.00'),
          right('Paint Labor 2.5 hrs @ $52.00', '130.00'),
          right('Mechanical Labor 1.0 hrs @ $136.00', '136.00'),
        ],
        true,
      ),
    ]);
    const scanLine = e.lines.find((l) => /diagnostic/i.test(l.description));
    expect(scanLine?.laborHours).toBe(1);
    expect(scanLine?.price).toBe(136);
    expect(e.warnings?.join(' ')).toMatch(/hours × rate/);
  });

  it('on a scan, a quantity that does not divide its extended price is left unread', () => {
    const e = parseEstimatePages([
      page(
        [
          [[40, 'Estimate of Record']],
          HEADER,
          row('1', 'Repl', 'Door moulding clip', '91560-SNA-003', '3', '12.50', '', ''),
          row('2', 'Repl', 'Front bumper cover', '04711-TVA-A00', '1', '389.00', '2.0', '2.5'),
          [[40, 'Estimate Totals']],
          right('Parts', '401.50'),
        ],
        true,
      ),
    ]);
    expect(e.lines[0]?.price).toBe(12.5);
    expect(e.lines[0]?.quantity).toBeNull();
    expect(e.lines[1]?.quantity).toBe(1);
  });

  it('a labor line priced on the line is hours × rate, never a part', () => {
    const base = {
      lineNumber: 1,
      operation: null,
      description: 'Pre-repair scan',
      partType: null,
      quantity: null,
      paintHours: null,
      laborType: 'mechanical' as const,
    };
    expect(isLaborPriced({ ...base, partNumber: null, price: 136, laborHours: 1 }, { mechanical: 136 })).toBe(true);
    expect(isLaborPriced({ ...base, partNumber: '12345-AB', price: 136, laborHours: 1 }, { mechanical: 136 })).toBe(false);
    expect(isLaborPriced({ ...base, partNumber: null, price: 186, laborHours: 1 }, { mechanical: 136 })).toBe(false);
  });
});

describe('a scanned price read with a digit too many', () => {
  const scan = (price: string) =>
    parseEstimatePages([
      page(
        [
          HEADER,
          row('1', 'Repl', 'Front bumper cover', '04711-TVA-A00', '1', '389.00', '2.0', '2.5'),
          row('2', 'Subl', 'Diagnostic scan pre', '', '', price, '', ''),
          [[40, 'Estimate Totals']],
          right('Parts', '569.05'),
          right('Body Labor 2.0 hrs @ $52.00', '104.00'),
          right('Paint Labor 2.5 hrs @ $52.00', '130.00'),
          right('Grand Total', '803.05'),
        ],
        true,
      ),
    ]);

  it('drops the digit that makes the prices add up to the printed parts total ("1860.05" for 180.05)', () => {
    expect(scan('1860.05').lines.map((l) => l.price)).toEqual([389, 180.05]);
  });

  it('keeps a price no one digit less of which adds up', () => {
    expect(scan('1890.55').lines.map((l) => l.price)).toEqual([389, 1890.55]);
  });
});
