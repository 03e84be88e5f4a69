/**
 * Golden test for failure class 10 of issue 23: a shop estimate whose lines print hours and no
 * dollar figure, its rates only to be had from its totals, compared with a carrier estimate that
 * prints its rates. Each estimate is a small positioned "print" of our own.
 */
import { describe, expect, it } from 'vitest';
import { buildComparisonRows, lineValue } from '../../shared/estimate-comparison.js';
import { compareEstimates } from './align.js';
import { valueLines } from './line-values.js';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';

const CHAR = 5;
function page(rows: Array<Array<[number, string]>>): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    return { y, items: cells.map(([x, str]) => ({ str, x, y, width: str.length * CHAR })), text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber: 1, lines, ocr: false, text: lines.map((l) => l.text).join('\n') };
}
const right = (label: string, amount: string): Array<[number, string]> => [
  [40, label],
  [460 - amount.length * CHAR, amount],
];

const carrierPrint = page([
  [[40, 'Keystone Mutual Insurance — Estimate of Record']],
  [[40, 'Labor Rates: Body $52.00/hr  Refinish $52.00/hr  Paint Materials $30.00/hr']],
  [
    [40, 'Line'],
    [70, 'Oper'],
    [110, 'Description'],
    [260, 'Part Number'],
    [340, 'Price'],
    [390, 'Labor'],
    [430, 'Paint'],
  ],
  [
    [40, '1'],
    [70, 'Repl'],
    [110, 'Front bumper cover'],
    [260, '04711-TVA-A00'],
    [340, '389.00'],
    [390, '2.0'],
    [430, '2.5'],
  ],
  [
    [40, '2'],
    [70, 'Rpr'],
    [110, 'LT Fender'],
    [390, '2.0'],
    [430, '2.0'],
  ],
  [
    [40, '3'],
    [70, 'R&I'],
    [110, 'LT Headlamp assy'],
    [390, '0.5'],
  ],
  [[40, 'Estimate Totals']],
  right('Parts', '389.00'),
  right('Body Labor 4.5 hrs @ $52.00', '234.00'),
  right('Paint Labor 4.5 hrs @ $52.00', '234.00'),
  right('Paint Supplies 4.5 hrs @ $30.00', '135.00'),
  right('Grand Total', '992.00'),
]);

// The shop prints hours on each line and money only in its totals, with neither rates nor hours there.
const shopPrint = page([
  [[40, 'Riverside Collision Center — Repair Estimate']],
  [
    [40, 'Line'],
    [70, 'Oper'],
    [110, 'Description'],
    [260, 'Part Number'],
    [340, 'Price'],
    [390, 'Labor'],
    [430, 'Paint'],
  ],
  [
    [40, '1'],
    [70, 'Repl'],
    [110, 'Front bumper cover'],
    [260, '04711-TVA-A00'],
    [340, '389.00'],
    [390, '2.4'],
    [430, '2.8'],
  ],
  [
    [40, '2'],
    [70, 'Rpr'],
    [110, 'LT Fender'],
    [390, '2.5'],
    [430, '2.2'],
  ],
  [
    [40, '3'],
    [70, 'R&I'],
    [110, 'LT Headlamp assy'],
    [390, '0.6'],
  ],
  [
    [40, '4'],
    [70, 'R&I'],
    [110, 'Front bumper reinforcement'],
    [390, '1.0'],
  ],
  [[40, 'Estimate Totals']],
  right('Parts', '389.00'),
  right('Body Labor', '422.50'),
  right('Paint Labor', '325.00'),
  right('Paint Materials', '190.00'),
  right('Grand Total', '1,326.50'),
]);

describe('hours-only shop lines (issue 23 class 10)', () => {
  it("values a shop's hours-only lines at its own rates, taken from its totals, and says they are computed", () => {
    const read = parseEstimatePages([shopPrint]);
    const shop = valueLines(read);
    expect(shop.computedRates).toEqual(expect.arrayContaining(['body', 'paint']));
    expect(shop.laborRates).toMatchObject({ body: 65, paint: 65 });
    const fender = shop.lines.find((l) => l.description === 'LT Fender');
    expect(fender).toMatchObject({ price: null, laborHours: 2.5, paintHours: 2.2, value: 305.5, valueComputed: true });
    expect(lineValue(fender!, shop.laborRates)).toBe(305.5);
    // The lines add up to the shop's printed labor: nothing is lost or counted twice.
    const labor = shop.lines.reduce((s, l) => s + Math.round((lineValue(l, shop.laborRates) - (l.price ?? 0)) * 100), 0) / 100;
    expect(labor).toBe(747.5);
  });

  it('shows the dearer shop dearer line by line, as its total is', () => {
    const c = compareEstimates(parseEstimatePages([carrierPrint]), parseEstimatePages([shopPrint]));
    expect(c.totalsDifference.total).toBe(334.5);
    const rows = buildComparisonRows(c).filter((r) => r.kind === 'matched');
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.difference).toBeGreaterThan(0);
    expect(c.onlyOther).toHaveLength(1);
    expect(c.other.lines.find((l) => l.lineNumber === c.onlyOther[0])).toMatchObject({ value: 65, valueComputed: true });
  });

  it('counts a labor line priced on the line once: its amount is its hours at the rate', () => {
    const priced = valueLines({
      laborRates: { body: 60 },
      lines: [
        {
          lineNumber: 1,
          operation: 'Rpr',
          description: 'RT Door',
          partNumber: null,
          partType: null,
          quantity: null,
          price: 120,
          laborHours: 2,
          laborType: 'body',
          paintHours: null,
        },
        {
          lineNumber: 2,
          operation: 'Repl',
          description: 'RT Mirror',
          partNumber: 'M-1',
          partType: null,
          quantity: 1,
          price: 120,
          laborHours: 2,
          laborType: 'body',
          paintHours: null,
        },
      ],
      totals: {
        parts: 120,
        bodyLabor: 240,
        paintLabor: null,
        mechanicalLabor: null,
        frameLabor: null,
        paintSupplies: null,
        sublet: null,
        tax: null,
        gross: 360,
        deductible: null,
        net: null,
      },
    });
    expect(priced.lines[0]).toMatchObject({ value: 120, valueComputed: false });
    // A part with a part number keeps its price beside its labor.
    expect(priced.lines[1]).toMatchObject({ value: 240, valueComputed: true });
    expect(priced.computedRates).toBeUndefined();
  });
});
