/**
 * Golden tests of a comparable's row number as OCR reads a scan of it: the space after its mark dropped
 * ("2.2019 Honda Accord EX-L"), in a table's description cell and in a line of a listed letter. Placed
 * OCR runs written here, as OCR printed them from a 200 dpi scan; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { ocrPage } from './printed-page';
import { readValuation } from './read-valuation';

type Run = [number, string, number];
const run = (x: number, text: string): Run => [x, text, text.length * 4.4];
const CHAIN: Array<[number, Run[]]> = [
  [170, [run(300, 'Base Value'), run(527, '$21,410.33')]],
  [182, [run(300, 'Sales Tax'), run(532, '$1,284.62')]],
  [194, [run(300, 'Net Settlement'), run(527, '$22,194.95')]],
];
const read = (rows: Array<[number, Run[]]>) =>
  readValuation({ fileType: 'pdf', pages: [ocrPage(1, [...rows, ...CHAIN])] })?.comparables.map((c) => [
    `${c.year} ${c.make} ${c.model}`,
    c.mileage,
    c.price.value,
  ]);

describe("a comparable's row number as OCR reads it", () => {
  it('reads a table row whose number and year OCR ran together ("2.2019 …")', () => {
    const rows: Array<[number, Run[]]> = [
      [92, [run(40, 'Vehicle'), run(219, 'Mileage'), run(285, 'Distance'), run(398, 'Price'), run(458, 'Adjusted Value')]],
      ...[
        ['1. 2019 Honda Accord EX', '45,210', '25 mi', '$22,450.00', '$21,980.00'],
        ['2.2019 Honda Accord EX-L', '38,100', '112 mi', '$24,100.00', '$23,015.00'],
        ['3.2018 Honda Accord Sport', '52,990', '8 mi', '$19,995.00', '$20,310.00'],
      ].map(([v, m, d, p, a], i): [number, Run[]] => [
        104 + i * 12,
        [run(40, v as string), run(224, m as string), run(300, d as string), run(376, p as string), run(476, a as string)],
      ]),
    ];
    expect(read(rows)).toEqual([
      ['2019 Honda Accord', 45210, 22450],
      ['2019 Honda Accord', 38100, 24100],
      ['2018 Honda Accord', 52990, 19995],
    ]);
  });

  it('reads a listed line whose number and year OCR ran together', () => {
    const rows: Array<[number, Run[]]> = [
      [92, [run(40, 'Loss Vehicle: 2019 Honda Accord EX 4D Sedan')]],
      [104, [run(40, 'Mileage: 61,204')]],
      [128, [run(40, '1. 2019 Honda Accord EX, 45,210 miles, $22,450.00, Smith Honda, 25 miles away')]],
      [140, [run(40, '2.2019 Honda Accord EX-L - 38,100 mi'), run(205, '- Valley Motors'), run(275, '- $24,100.00')]],
      [152, [run(40, '3.2018 Honda Accord Sport'), run(155, '| Mileage: 52,990'), run(232, '| Price $19,995')]],
    ];
    expect(read(rows)).toEqual([
      ['2019 Honda Accord', 45210, 22450],
      ['2019 Honda Accord', 38100, 24100],
      ['2018 Honda Accord', 52990, 19995],
    ]);
  });
});
