/**
 * Golden tests of two causes on OCR'd valuation tables (issue 24), one each; every value is invented.
 * - A header word OCR misread ("Adpusted Value") still names its column.
 * - A summary row and its detail block are one comparable when OCR misread the row's mileage
 *   ("0902" for 96,602) and cut its adjusted value short.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentText } from '../../text/types';
import { mendHeaderWords } from './comparable-cells';
import { ocrPage } from './printed-page';
import { readValuation } from './read-valuation';

const pdf = (...pages: DocumentPage[]): DocumentText => ({ fileType: 'pdf', pages });

const HEADER = (adjusted: string): Array<[number, Array<[number, string, number]>]> => [
  [356, [[345, 'Distance From', 52]]],
  [
    364,
    [
      [31, '# Vehicle Description', 125],
      [258, 'Mileage', 29],
      [299, 'Location', 31],
      [348, 'Loss Vehicle', 44],
      [422, 'Price', 17],
      [530, adjusted, 54],
    ],
  ],
];
const ROW = (
  y: number,
  n: string,
  price: string,
  mileage: string,
  zip: string,
  label: string,
  adjusted: string,
): Array<[number, Array<[number, string, number]>]> => [
  [
    y,
    [
      [38, '2019 JEEP GRAND CHEROKEE LIMITED 4D', 164],
      [420, price, 40],
    ],
  ],
  [
    y + 5,
    [
      [31, `${n} UTV 6 3.6 GAS A 4WD`, 90],
      [257, mileage, 28],
      [299, zip, 22],
      [355, '82 miles', 30],
      [422, label, 36],
      [545, adjusted, 40],
    ],
  ],
];
const SUMMARY = (adjusted: string, fourth: { mileage: string; adjusted: string }) =>
  ocrPage(3, [
    [
      200,
      [
        [40, 'Odometer', 36],
        [120, '88,120', 27],
      ],
    ],
    [239, [[40, 'Loss Vehicle Base Value', 100]]],
    ...HEADER(adjusted),
    ...ROW(378, '1', '$16,800.00', '107,483', '79620', 'Sold Price', '$19,153.21'),
    ...ROW(400, '2', '$15,888.00', fourth.mileage, '78687', 'List Price', fourth.adjusted),
    ...ROW(423, '3', '$15,400.00', '108,956', '79414', 'Liss Price', '$17,862.94'),
    [
      487,
      [
        [40, 'Base Value:', 44],
        [100, '$17,509.68', 40],
      ],
    ],
  ]);

/** The detail block of the second comparable, as the report prints it on a later page. */
const DETAIL = ocrPage(6, [
  [
    336,
    [
      [54, '2019 JEEP GRAND CHEROKEE LIMITED 4D UTV 6 3.6 GAS A 4WD', 284],
      [492, 'List Price:', 45],
      [541, '$15,888.00', 45],
    ],
  ],
  [
    365,
    [
      [28, 'VIN', 13],
      [138, 'Stock No', 31],
      [264, 'Listing Date', 41],
      [372, 'ZIP/Postal Code', 57],
      [453, 'Distance from Loss Vehicle', 95],
    ],
  ],
  [
    373,
    [
      [29, '1C4RJEBG1KC084858', 93],
      [137, 'T91230', 31],
      [263, '07/30/2024', 45],
      [372, '78687', 24],
      [453, '149 miles', 38],
    ],
  ],
  [
    446,
    [
      [235, 'Mileage', 30],
      [379, '88,120', 27],
      [452, '96,602', 26],
      [556, '$426.56', 29],
    ],
  ],
  [
    534,
    [
      [454, 'Total Adjustments:', 63],
      [557, '$918.99', 29],
    ],
  ],
  [
    547,
    [
      [455, 'Adjusted Price:', 64],
      [540, '$16,806.99', 45],
    ],
  ],
]);

describe('OCR-read comparables tables', () => {
  it('mends a header word OCR misread a letter off, and leaves short or unknown words alone', () => {
    expect(mendHeaderWords('Adpusted Value')).toBe('adjusted value');
    expect(mendHeaderWords('Distence From')).toBe('distance from');
    expect(mendHeaderWords('Mils')).toBe('mils');
    expect(mendHeaderWords('Location')).toBe('location');
  });

  it('reads the adjusted values under a misread "Adjusted Value" header', () => {
    const v = readValuation(pdf(SUMMARY('Adpusted Value', { mileage: '96,602', adjusted: '$16,806.99' })));
    expect(v?.comparables.map((c) => [c.mileage, c.price.value, c.adjustedPrice?.value])).toEqual([
      [107483, 16800, 19153.21],
      [96602, 15888, 16806.99],
      [108956, 15400, 17862.94],
    ]);
  });

  it('takes a summary row whose mileage OCR misread and its detail block for one comparable', () => {
    const v = readValuation(pdf(SUMMARY('Adjusted Value', { mileage: '0902', adjusted: '$16,206' }), DETAIL));
    expect(v?.comparables).toHaveLength(3);
    const second = v?.comparables.find((c) => c.price.value === 15888);
    expect([second?.mileage, second?.adjustedPrice?.value]).toEqual([96602, 16806.99]);
  });

  it('takes them for one comparable also where one prints the model in capitals and the other not', () => {
    const mixed = {
      ...DETAIL,
      lines: DETAIL.lines.map((l) => ({
        ...l,
        items: l.items.map((i) => ({ ...i, str: i.str.replace('JEEP GRAND CHEROKEE LIMITED', 'Jeep Grand Cherokee Limited') })),
      })),
    };
    const v = readValuation(pdf(SUMMARY('Adjusted Value', { mileage: '0902', adjusted: '$16,206' }), mixed));
    expect(v?.comparables).toHaveLength(3);
  });

  it('keeps two vehicles apart that share a price but whose adjusted values, both with cents, differ', () => {
    const other = ocrPage(6, [
      [
        336,
        [
          [54, '2019 JEEP GRAND CHEROKEE LIMITED 4D UTV 6 3.6 GAS A 4WD', 284],
          [492, 'List Price:', 45],
          [541, '$15,888.00', 45],
        ],
      ],
      [
        446,
        [
          [235, 'Mileage', 30],
          [379, '88,120', 27],
          [452, '96,502', 26],
          [556, '$426.56', 29],
        ],
      ],
      [
        547,
        [
          [455, 'Adjusted Price:', 64],
          [540, '$16,111.25', 45],
        ],
      ],
    ]);
    const v = readValuation(pdf(SUMMARY('Adjusted Value', { mileage: '96,602', adjusted: '$16,806.99' }), other));
    expect(v?.comparables).toHaveLength(4);
  });
});
