/**
 * Golden tests of a numbered comparables table (three text lines per row) as OCR reads it: each word a run
 * of its own ("Adjusted" "Value"), a mark beside a row number ("2%"), a lone ":" on a price line, an adjusted
 * value OCR tore ("S82"); and its rows joined with the detail blocks a page later where OCR misread a figure
 * in one of the two. Placed OCR runs written here; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { ocrPage } from './printed-page';
import { readValuation } from './read-valuation';

type Run = [number, string, number];
/** Words as OCR gives them: each a run of its own, 4.4 pt a letter, one space apart. */
const words = (x: number, text: string): Run[] => {
  let at = x;
  return text.split(' ').map((w) => {
    const run: Run = [at, w, w.length * 4.4];
    at += w.length * 4.4 + 3;
    return run;
  });
};

const COMPS = [
  { n: '1', miles: '96,902', price: '$17,600.00', adjusted: '$18,629.97', colon: true },
  { n: '2%', miles: '64,265', price: '$16,300.00', adjusted: '$15,237.90', colon: false },
  { n: '3', miles: '69,401', price: '$18,600.00', adjusted: 'S82', colon: true },
];

const table = ocrPage(1, [
  [356, words(345, 'Distance From')],
  [
    364,
    [
      ...words(31, '# Vehicle Description'),
      ...words(258, 'Mileage'),
      ...words(299, 'Location'),
      ...words(348, 'Loss Vehicle'),
      ...words(422, 'Price'),
      ...words(531, 'Adjusted Value'),
    ],
  ],
  ...COMPS.flatMap(
    (c, i): Array<[number, Run[]]> => [
      [378 + i * 22, [...words(39, '2019 BMW X3 XDRIVE30I 4D UTV'), ...(c.colon ? [[375, ':', 2] as Run] : []), [420, c.price, 40]]],
      [
        382 + i * 22,
        [
          [31, c.n, 4],
          ...words(45, 'AWD'),
          [261, c.miles, 26],
          [299, '93712', 22],
          ...words(355, '56 miles'),
          ...words(422, 'Sold Price'),
          [545, c.adjusted, 40],
        ],
      ],
    ],
  ),
  [450, [...words(470, 'Base Value:'), [541, '$17,489.00', 40]]],
]);
/** The third comparable's detail block, its mileage misread one digit off in the table above (69,401 for 68,401). */
const detail = ocrPage(2, [
  [60, [[38, '3', 4], ...words(54, '2019 BMW X3 XDRIVE30I 4D UTV AWD'), ...words(494, 'Sold Price:'), [540, '$18,600.00', 40]]],
  [167, [...words(28, '2352 HIGHWAY 41 N'), ...words(236, 'Mileage'), [380, '75,000', 26], [452, '68,401', 26], [549, '$602.87', 30]]],
  [240, [...words(454, 'Adjusted Price:'), [540, '$17,997.13', 40]]],
]);

describe('a numbered comparables table as OCR reads it', () => {
  it('reads every row by the header cells, whatever OCR beside a number or a price, and joins the detail block', () => {
    const v = readValuation({ fileType: 'pdf', pages: [table, { ...detail, pageNumber: 2 }] });
    expect(v?.comparables.map((c) => [c.mileage, c.price.value, c.adjustedPrice?.value ?? null])).toEqual([
      [96902, 17600, 18629.97],
      [64265, 16300, 15237.9],
      [69401, 18600, 17997.13],
    ]);
  });
});
