/**
 * Golden tests of comparables a report shows but marks "(*)" as not used in its value, on a block page
 * and in a summary table: kept, flagged used: false, and left out of the reading check's mean. Small
 * positioned documents written here; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { comparablesCheck } from '../../../reviews/reading-check';
import type { DocumentPage, TextItem } from '../../text/types';
import { readValuation } from './read-valuation';

type Cells = Array<[number, string]>;
function page(rows: Cells[]): DocumentPage {
  const lines = rows.map((row, i) => {
    const y = 60 + i * 14;
    const items: TextItem[] = row.map(([x, str]) => ({ str, x, y, width: str.length * 4.4, height: 9 }));
    return { text: row.map(([, s]) => s).join('  '), y, items };
  });
  return { pageNumber: 1, ocr: false, lines, text: lines.map((l) => l.text).join('\n') };
}
const right = (edge: number, s: string): [number, string] => [edge - s.length * 4.4, s];

const SUMMARY: Cells[] = [
  [
    [41, 'Loss Vehicle'],
    [243, '2020 Honda Accord EX-L'],
  ],
  [
    [41, 'Odometer'],
    [243, '56,723'],
  ],
  [[41, 'Base Vehicle Value'], right(345, '$ 15,000.00')],
  [[41, 'Condition Adjustment'], right(345, '- $ 300.00')],
  [[41, 'Adjusted Vehicle Value'], right(345, '$ 14,700.00')],
  [[41, 'Total'], right(345, '$ 14,700.00')],
];
const NOTE: Cells = [[40, '(*) This comparable is shown for informational purposes only and is not used in the valuation.']];

const block = (n: number, marked: boolean, price: string, adjusted: string, odometer: string): Cells[] => [
  [[39, `Comp ${n}${marked ? ' (*)' : ''}`]],
  [[40, 'Source: Dealer Ad'], [166, '2020 Honda Accord EX-L'], right(335, price), right(396, adjusted)],
  [
    [40, `Dealer ${n} Motors`],
    [166, `Odometer: ${odometer}`],
  ],
  [
    [40, '(555) 555-0101'],
    [166, `VIN: 1HGCV1F5${n}LA88560${n}`],
  ],
];

const read = (rows: Cells[]) => readValuation({ fileType: 'pdf', pages: [page(rows)] });

describe('comparables marked as not used', () => {
  it('keeps a block marked (*) under its note, flagged, and out of the mean the base is checked against', () => {
    const v = read([
      ...SUMMARY,
      ...block(1, false, '$ 15,600', '$ 14,800', '48,100'),
      ...block(2, true, '$ 21,000', '$ 20,400', '21,300'),
      ...block(3, false, '$ 15,900', '$ 15,200', '51,700'),
      NOTE,
    ]);
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage, c.used ?? true])).toEqual([
      [15600, 14800, 48100, true],
      [21000, 20400, 21300, false],
      [15900, 15200, 51700, true],
    ]);
    if (!v) throw new Error('no valuation read');
    expect(comparablesCheck(v)).toBeNull();
  });

  it('keeps a summary table row marked (*) flagged', () => {
    const header: Cells = [
      [166, 'Vehicle'],
      [275, 'Odometer'],
      [335, 'Price'],
      [370, 'Adjusted Comp Value'],
    ];
    const row = (mark: string, odometer: string, price: string, adjusted: string): Cells => [
      [40, 'Verified'],
      [150, mark],
      [166, '2020 Honda Accord EX-L'],
      [275, odometer],
      right(355, price),
      right(420, adjusted),
    ];
    const v = read([
      ...SUMMARY,
      header,
      row('', '48,100', '$ 15,600', '$ 14,800'),
      row('(*)', '21,300', '$ 21,000', '$ 20,400'),
      row('', '51,700', '$ 15,900', '$ 15,200'),
      NOTE,
    ]);
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.used ?? true])).toEqual([
      [15600, 14800, true],
      [21000, 20400, false],
      [15900, 15200, true],
    ]);
  });

  it('reads no mark without the note that gives it a meaning', () => {
    const v = read([...SUMMARY, ...block(1, false, '$ 15,600', '$ 14,800', '48,100'), ...block(2, true, '$ 21,000', '$ 20,400', '21,300')]);
    expect(v?.comparables.map((c) => c.used ?? true)).toEqual([true, true]);
  });

  describe('as the comparable itself says it', () => {
    const comps: Array<[string, string, string, string]> = [
      ['2019 Honda Accord EX', '45,210', '$22,450.00', '$21,980.00'],
      ['2019 Honda Accord EX-L', '38,100', '$24,100.00', '$23,015.00'],
      ['2019 Honda Accord LX', '41,000', '$27,995.00', '$26,310.00'],
    ];
    const used = (rows: Cells[]) => read(rows)?.comparables.map((c) => c.used !== false);

    it('reads "No" under a "Used" column, and a row or a block that says "Excluded" or "Not used in valuation"', () => {
      const header: Cells = [[40, 'Vehicle'], right(250, 'Mileage'), right(420, 'Price'), right(500, 'Adjusted Value'), [540, 'Used']];
      expect(
        used([header, ...comps.map(([v, m, p, a], i): Cells => [[40, v], right(250, m), right(420, p), right(500, a), [545, i === 2 ? 'No' : 'Yes']])]),
      ).toEqual([true, true, false]);
      expect(
        used([
          header.slice(0, 4),
          ...comps.map(
            ([v, m, p, a], i): Cells => [[40, v], right(250, m), right(420, p), right(500, a), ...(i === 2 ? [[520, 'Excluded'] as [number, string]] : [])],
          ),
        ]),
      ).toEqual([true, true, false]);
      const blocks = comps.flatMap(([v, m, p, a], i): Cells[] => [
        [[40, `Comparable ${i + 1}: ${v}`]],
        [[40, `Mileage: ${m}`]],
        [
          [40, `Price: ${p}`],
          [250, `Adjusted Value: ${a}`],
        ],
        ...(i === 2 ? [[[40, 'Status: Not used in valuation']] as Cells] : []),
        [],
      ]);
      expect(used(blocks)).toEqual([true, true, false]);
    });

    it('reads no such word that only begins a longer text ("Excluded Options: Sunroof")', () => {
      const blocks = comps.flatMap(([v, m, p, a], i): Cells[] => [
        [[40, `Comparable ${i + 1}: ${v}`]],
        [[40, `Mileage: ${m}`]],
        [[40, `Price: ${p}`]],
        ...(i === 2 ? [[[40, 'Excluded Options: Sunroof']] as Cells] : []),
        [[40, `Adjusted Value: ${a}`]],
        [],
      ]);
      expect(used(blocks)).toEqual([true, true, true]);
    });
  });
});
