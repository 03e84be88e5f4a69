/**
 * Golden tests of the valuation reader: small positioned documents written here, one cause each.
 * Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../analyze-file';
import { pageFromPlainText } from '../../text/lines';
import type { DocumentPage, DocumentText, TextItem } from '../../text/types';
import { mendVin } from './loss-vehicle';
import { readValuation } from './read-valuation';

/**
 * A page from rows of [x, text] cells (and a width where the text's own would not do), 14 pt apart from
 * `top` (a row given as a number skips that far).
 */
function page(pageNumber: number, rows: Array<Array<[number, string] | [number, string, number]> | number>, top = 60, ocr = false): DocumentPage {
  let y = top;
  const lines = [];
  for (const row of rows) {
    if (typeof row === 'number') {
      y += row;
      continue;
    }
    const items: TextItem[] = row.map(([x, str, width]) => ({ str, x, y, width: width ?? str.length * 4.4, height: 9 }));
    lines.push({ text: row.map(([, s]) => s).join('  '), y, items });
    y += 14;
  }
  return { pageNumber, ocr, lines, text: lines.map((l) => l.text).join('\n') };
}
const pdf = (...pages: DocumentPage[]): DocumentText => ({ fileType: 'pdf', pages });

const SUMMARY: Array<Array<[number, string]>> = [
  [
    [41, 'Loss Vehicle'],
    [243, '2020 Honda Accord EX-L'],
  ],
  [
    [41, 'Odometer'],
    [243, '56,723'],
  ],
  [
    [41, 'Base Vehicle Value'],
    [287, '$ 14,716.00'],
  ],
  [
    [41, 'Condition Adjustment'],
    [305, '- $ 451.00'],
  ],
  [
    [41, 'Adjusted Vehicle Value'],
    [287, '$ 14,265.00'],
  ],
  [
    [41, 'Vehicular Tax (6.25%)'],
    [302, '+ $ 891.56'],
  ],
  [[41, 'Tax reflects applicable state, county and municipal taxes.']],
  [
    [41, 'Title, Registration and Other Fees*'],
    [307, '+ $ 35.50'],
  ],
  [
    [41, 'Value before Deductible'],
    [287, '$ 15,192.06'],
  ],
  [
    [41, 'Deductible*'],
    [305, '- $ 500.00'],
  ],
  [
    [41, 'Total'],
    [255, '$ 14,692.06'],
  ],
];

/** Two comparables as CCC-style blocks: "Comp N", source and dealer left, vehicle and price right. */
const compBlock = (n: number, model: string, price: string, adjusted: string, odometer: string, miles: number): Array<Array<[number, string]>> => [
  [[39, `Comp ${n}`]],
  [
    [40, 'Source: Dealer Ad'],
    [166, `2021 Honda ${model}`],
    // Amounts right-aligned, as printed.
    [335.2 - price.length * 4.4, price],
    [396.2 - adjusted.length * 4.4, adjusted],
  ],
  [
    [40, `Dealer ${n} Motors`],
    [166, 'Ex-L 4 1.5l'],
    [315, '(List)'],
  ],
  [
    [40, '(555) 555-0101'],
    [166, `Odometer: ${odometer}`],
  ],
  [
    [40, `${miles} Miles From Dayton, OH`],
    [166, `VIN: 1HGCV1F5${n}LA88560${n}`],
  ],
];

describe('valuation money chain', () => {
  it('reads labels on the left and amounts on the right as a chain that reconciles', () => {
    const v = readValuation(
      pdf(
        page(1, [...SUMMARY, ...compBlock(1, 'Accord', '$ 15,700', '$ 13,900', '38,955', 43), ...compBlock(2, 'Accord', '$ 16,900', '$ 14,747', '36,974', 52)]),
      ),
    );
    expect(v).not.toBeNull();
    expect(v?.chain.map((c) => [c.kind, c.amount])).toEqual([
      ['base', 14716],
      ['adjustment', -451],
      ['subtotal', 14265],
      ['tax', 891.56],
      ['fee', 35.5],
      ['subtotal', 15192.06],
      ['deductible', -500],
      ['total', 14692.06],
    ]);
    expect(v?.chain.every((c) => c.confidence >= 0.9)).toBe(true);
    expect(v?.baseValue?.value).toBe(14716);
    expect(v?.valueBeforeDeductible?.value).toBe(15192.06);
    expect(v?.deductible?.value).toBe(500);
    expect(v?.settlement?.value).toBe(14692.06);
  });

  it('keeps a chain that does not add up but gives it a low confidence', () => {
    const rows = SUMMARY.map((r) =>
      r[0]?.[1] === 'Total'
        ? ([
            [41, 'Total'],
            [255, '$ 14,992.06'],
          ] as Array<[number, string]>)
        : r,
    );
    const v = readValuation(pdf(page(1, rows)));
    expect(v?.chain).toHaveLength(8);
    const total = v?.chain.find((c) => c.kind === 'total');
    expect(total?.amount).toBe(14992.06);
    expect(total?.confidence).toBeLessThan(0.5);
    // The steps before the break still reconcile.
    expect(v?.chain.find((c) => c.kind === 'tax')?.confidence).toBeGreaterThan(0.9);
  });

  it('gives an unsigned adjustment the sign that makes the chain add up (operator in the label, or lost by OCR)', () => {
    const v = readValuation(
      pdf(
        page(1, [
          [
            [151, 'Base Value ='],
            [244, '$17,836.18'],
          ],
          [
            [165, 'Condition -'],
            [261, '$151.48'],
          ],
          [
            [142, 'Prior Damage'],
            [274, '$0.00'],
          ],
          [
            [89, 'Aftermarket Parts'],
            [261, '$450.00'],
          ],
          [
            [142, 'Market Value ='],
            [244, '$18,134.70'],
          ],
          [
            [32, 'Settlement Adjustments'],
            [308, '$17,384.70'],
          ],
          [
            [159, 'Deductible'],
            [261, '$750.00'],
          ],
          [
            [121, 'Settlement Value ='],
            [244, '$17,384.70'],
          ],
        ]),
      ),
    );
    expect(v?.chain.map((c) => c.amount)).toEqual([17836.18, -151.48, 0, 450, 18134.7, -750, 17384.7]);
    expect(v?.valueBeforeDeductible?.value).toBe(18134.7);
    expect(v?.settlement?.value).toBe(17384.7);
  });
});

describe('valuation comparables', () => {
  it('reads a table of comparables by its header row, one per vehicle, whatever the rows hold', () => {
    const v = readValuation(
      pdf(
        page(1, [
          [[28, 'Loss vehicle: 2019 BMW X3 | xDrive30i 4 Door Utility | 2.0L 4 Cyl Gas A AWD']],
          [
            [151, 'Base Value ='],
            [244, '$17,000.00'],
          ],
          [
            [121, 'Settlement Value ='],
            [244, '$17,000.00'],
          ],
          20,
          [[344, 'Distance From']],
          [
            [30, '# Vehicle Description'],
            [257, 'Mileage'],
            [298, 'Location'],
            [347, 'Loss Vehicle'],
            [421, 'Price'],
            [531, 'Adjusted Value'],
          ],
          [
            [38, '2019 BMW X3 XDRIVE30I 4D UTV'],
            [420, '$17,600.00'],
          ],
          [
            [30, '1'],
            [261, '96,902'],
            [298, '93712'],
            [355, '56 miles'],
            [545, '$18,629.97'],
          ],
          [
            [38, '2019 BMW X3 XDRIVE30I 4D UTV'],
            [420, '$16,300.00'],
          ],
          [
            [30, '2'],
            [261, '64,265'],
            [298, '95357'],
            [355, '49 miles'],
            [545, '$15,237.90'],
          ],
          [
            [38, '2019 BMW X3 XDRIVE30I 4D UTV'],
            [420, '$16,300.00'],
          ],
          [
            [30, '3'],
            [261, '71,000'],
            [298, '95357'],
            [355, '12 miles'],
            [545, '$16,001.10'],
          ],
        ]),
      ),
    );
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage, c.distanceMiles])).toEqual([
      [17600, 18629.97, 96902, 56],
      [16300, 15237.9, 64265, 49],
      // Same price as the one before, another car: its mileage tells them apart.
      [16300, 16001.1, 71000, 12],
    ]);
  });

  it("takes the price and the adjusted value from the header's columns, also over a rule OCR read as letters", () => {
    // "Adjusted / Comparable / Value" over the right column, "Price" left of it, and under the header a rule
    // that OCR read as words running under both columns.
    const header: Array<Array<[number, string] | [number, string, number]>> = [
      [[354, 'Adjusted']],
      [[339, 'Comparable']],
      [
        [40, 'Source'],
        [166, 'Vehicle'],
        [311, 'Price'],
        [369, 'Value'],
      ],
      [
        [35, '-', 104],
        [258, 'mmm mm', 143],
      ],
    ];
    const v = readValuation(
      pdf(
        page(1, [
          ...SUMMARY,
          ...header,
          ...compBlock(1, 'Accord', '$ 15,700', '$ 13,900', '38,955', 43),
          ...compBlock(2, 'Accord', '$ 16,900', '$ 14,747', '36,974', 52),
        ]),
      ),
    );
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value])).toEqual([
      [15700, 13900],
      [16900, 14747],
    ]);
  });

  it('never takes the adjusted value for the price when OCR could not read the price', () => {
    // No header row the reader knows; the second comparable's price is OCR noise. Its adjusted value stays in
    // the adjusted column (the table's geometry), so the comparable has no price rather than a wrong one.
    const v = readValuation(
      pdf(
        page(1, [
          ...SUMMARY,
          ...compBlock(1, 'Accord', '$ 15,700', '$ 13,900', '38,955', 43),
          ...compBlock(2, 'Accord', '$ fr', '$ 14,747', '36,974', 52),
          ...compBlock(3, 'Accord', '$ 18,000', '$ 17,050', '20,100', 70),
        ]),
      ),
    );
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value])).toEqual([
      [15700, 13900],
      [18000, 17050],
    ]);
  });

  it('reads a price whose "$" OCR lost or read as a 5, by the table\'s money columns', () => {
    const v = readValuation(
      pdf(
        page(
          1,
          [
            ...SUMMARY,
            ...compBlock(1, 'Accord', '$ 15,700', '$ 13,900', '38,955', 43),
            ...compBlock(2, 'Accord', '16.900', '$ 14,747', '36,974', 52),
            ...compBlock(3, 'Accord', '5 18,000', '$ 17,050', '20,100', 70),
          ],
          60,
          true,
        ), // the page as OCR read it
      ),
    );
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value])).toEqual([
      [15700, 13900],
      [16900, 14747],
      [18000, 17050],
    ]);
  });

  it('counts a comparable whose block is cut by a page break once, with the figures from the next page', () => {
    const header: Array<Array<[number, string]>> = [[[425, 'Claim: 35-13G6-42T08']], [[73, 'COMPARABLE VEHICLES']]];
    const cut: Array<Array<[number, string]>> = [
      [
        [40, 'Source: Cars.com'],
        [166, '2021 Honda Accord'],
        [300, '$ 17,100'],
        [361, '$ 16,480'],
      ],
      [
        [40, 'Dealer 3 Motors'],
        [166, 'Ex-L 4 1.5l'],
        [315, '(List)'],
      ],
    ];
    const rest: Array<Array<[number, string]>> = [
      [
        [40, 'Dayton, OH'],
        [166, 'Odometer: 41,020'],
      ],
      [
        [40, '61 Miles From Dayton, OH'],
        [166, 'VIN: 1HGCV1F53LA885603'],
      ],
    ];
    const v = readValuation(
      pdf(
        page(1, [
          ...SUMMARY,
          ...compBlock(1, 'Accord', '$ 15,700', '$ 13,900', '38,955', 43),
          ...compBlock(2, 'Accord', '$ 16,900', '$ 14,747', '36,974', 52),
          [[39, 'Comp 3']],
          ...cut,
        ]),
        page(2, [...header, ...rest, ...compBlock(4, 'Accord', '$ 18,000', '$ 17,050', '20,100', 70)]),
      ),
    );
    expect(v?.comparables).toHaveLength(4);
    expect(v?.comparables[2]).toMatchObject({
      mileage: 41020,
      distanceMiles: 61,
      price: { value: 17100, page: 1 },
      vin: '1HGCV1F53LA885603',
      dealer: 'Dealer 3 Motors',
      source: 'Cars.com',
    });
  });

  it('finds a comparable whose vehicle OCR glued onto the source beside it', () => {
    const glued: Array<Array<[number, string]>> = [
      [[39, 'Comp 1']],
      [
        [41, 'Source: Inspected Inventory'],
        [159, '~~'],
        [167, '2021'],
        [189, 'Volkswagen'],
        [236, 'Jetta'],
        [301, '$15,161'],
        [362, '$14,126'],
      ],
      [
        [41, 'Hollowmere Volkswagen'],
        [167, 'Se 4 1.4l'],
      ],
      [
        [41, '(330) 555-0100'],
        [167, 'Odometer: 16,584'],
      ],
    ];
    const v = readValuation(pdf(page(1, [...SUMMARY, ...glued, ...compBlock(2, 'Accord', '$ 16,900', '$ 14,747', '36,974', 52)])));
    expect(v?.comparables[0]).toMatchObject({
      year: 2021,
      make: 'Volkswagen',
      model: 'Jetta',
      price: { value: 15161 },
      mileage: 16584,
      source: 'Inspected Inventory',
    });
  });

  it('never takes a comparable or a side note for the loss vehicle', () => {
    const text = pdf(
      page(1, [
        [[36, 'MARKET VALUATION REPORT']],
        [
          [41, 'Owner'],
          [243, 'Calloway, Cornelius'],
        ],
        ...SUMMARY,
        [[422, 'condition, and year/model/trim as']],
        [[422, 'compared to the loss vehicle.']],
      ]),
      page(2, [
        [
          [39, 'VEHICLE EQUIPMENT'],
          [424, 'To the left is the equipment of the loss'],
        ],
        [
          [39, 'Package 1:'],
          [151, 'Weather Package'],
        ],
        [
          [39, 'Odometer'],
          [151, '56,723'],
        ],
        [
          [39, 'Decor/Convenience'],
          [151, 'Heated Steering Wheel'],
        ],
        [[151, 'Remote Starter']],
        [
          [39, 'Seating'],
          [151, 'Leather Seats'],
          [424, 'loss vehicle.'],
        ],
        [[39, 'VEHICLE CONDITION']],
        [
          [39, 'Model'],
          [197, 'compared to the loss vehicle.'],
        ],
        [
          [39, 'Trim'],
          [102, '3 Good'],
          [286, '$0.00'],
        ],
        ...compBlock(1, 'Civic', '$ 15,700', '$ 13,900', '38,955', 43),
        ...compBlock(2, 'Civic', '$ 16,900', '$ 14,747', '36,974', 52),
      ]),
    );
    const v = readValuation(text);
    expect(v?.lossVehicle).toMatchObject({
      year: { value: 2020 },
      make: { value: 'Honda' },
      model: { value: 'Accord' },
      trim: { value: 'EX-L' },
      mileage: { value: 56723 },
    });
    expect(v?.comparables.map((c) => c.model)).toEqual(['Civic', 'Civic']);
    expect(v?.lossVehicle.options).toEqual(['Weather Package', 'Heated Steering Wheel', 'Remote Starter', 'Leather Seats']);
    const analysis = analyzeText(text);
    expect(analysis.valuation).toBeTruthy();
    expect(analysis.fields.vehicleModel?.value).toBe('Accord');
    expect(analysis.fields.vehicleTrim?.value).toBe('EX-L');
    expect(analysis.fields.grossTotal?.value).toBe('15,192.06');
    expect(analysis.fields.netTotal?.value).toBe('14,692.06');
    expect(analysis.fields.deductible?.value).toBe('500.00');
    expect(analysis.fields.estimateAmount?.value).toBe('14,692.06');
  });

  it('reads a Word appraisal: label and value cells, two comparables side by side in one table', () => {
    const lines = [
      'Total Loss ACV Appraisal',
      'Claim Details',
      'Date of loss                   02/04/2024',
      'Vehicle Year & Make & Model    2018 Jeep Grand Cherokee Limited',
      'Vin #                          1C4RJFBG5JC610834',
      'Mileage                        98,147',
      'Fair Market Value of your auto:',
      '(Formula and Market Quotes Average weighted by 2.0)',
      '$17,541.25',
      'Sales Tax: $',
      'Total:$',
      'List of Comparable Vehicles',
      'Quote 1                        Quote 2',
      'Website                        Carfax.com                         Website               junipermotors.example',
      'Dealership                     Copperfield Crossing Auto Sales    Dealership            Juniper Gap Jeep',
      'Year                           2018                               Year                  2018',
      'Make                           Jeep                               Make                  Jeep',
      'Model                          Grand Cherokee Limited             Model                 Grand Cherokee Limited',
      'Sale Price                     $18,150.00                         Sale Price            $16,560.00',
      'Mileage                        106,925                            Mileage               101,005',
      'Mileage Adjustment             $ 274.25                           Mileage Adjustment    $ 98.26',
      'Adjusted Value                 $18,424.25                         Adjusted Value        $16,658.26',
    ];
    const v = readValuation({ fileType: 'docx', pages: [pageFromPlainText(1, lines.join('\n'))] });
    expect(v?.lossVehicle).toMatchObject({
      year: { value: 2018 },
      make: { value: 'Jeep' },
      model: { value: 'Grand Cherokee' },
      trim: { value: 'Limited' },
      vin: { value: '1C4RJFBG5JC610834' },
      mileage: { value: 98147 },
    });
    expect(v?.comparables.map((c) => [c.dealer, c.source, c.price.value, c.mileage, c.adjustedPrice?.value])).toEqual([
      ['Copperfield Crossing Auto Sales', 'Carfax.com', 18150, 106925, 18424.25],
      ['Juniper Gap Jeep', 'junipermotors.example', 16560, 101005, 16658.26],
    ]);
    expect(v?.settlement?.value).toBe(17541.25);
    expect(v?.valueBeforeDeductible).toBeNull();

    // The same appraisal with its tax, transfer and total filled in, label and amount in one run.
    const filled = lines.map((l) => (l === 'Sales Tax: $' ? 'Sales Tax: $ 1,403.30' : l === 'Total:$' ? 'Transfer: $ 28.00\nTotal:$18,972.55' : l));
    const w = readValuation({ fileType: 'docx', pages: [pageFromPlainText(1, filled.join('\n'))] });
    expect(w?.chain.map((c) => [c.kind, c.amount, c.confidence > 0.9])).toEqual([
      ['base', 17541.25, true],
      ['tax', 1403.3, true],
      ['fee', 28, true],
      ['total', 18972.55, true],
    ]);
    expect(w?.valueBeforeDeductible?.value).toBe(18972.55);

    // A quote whose mileage the appraiser did not know is still one of the two comparables.
    const unknown = lines.map((l) => (l.startsWith('Mileage  ') && l.includes('101,005') ? l.replace('101,005', 'N/A    ') : l));
    const u = readValuation({ fileType: 'docx', pages: [pageFromPlainText(1, unknown.join('\n'))] });
    expect(u?.comparables.map((c) => [c.price.value, c.mileage])).toEqual([
      [18150, 106925],
      [16560, null],
    ]);
  });

  it('mends a VIN that OCR misread where one look-alike swap makes its check digit hold', () => {
    // Two swaps make the check digit hold ("…E57BU…", "…ES78U…"); the comparables' model code decides.
    expect(mendVin('3VWES7BU7PM469669')).toEqual({ vin: '3VWES7BU7PM469669', checked: false });
    expect(mendVin('3VWES7BU7PM469669', ['3VWE57BU1PM120334'])).toEqual({ vin: '3VWE57BU7PM469669', checked: true });
    expect(mendVin('1C4RJFBG5JC610834')).toEqual({ vin: '1C4RJFBG5JC610834', checked: true });
    // A stray glyph read into it, and an O for a zero.
    expect(mendVin('3VWC57BUS5MM139225')).toEqual({ vin: '3VWC57BU5MM139225', checked: true });
    expect(mendVin('1C4RJFBG5JC61O834')).toEqual({ vin: '1C4RJFBG5JC610834', checked: true });
    // Two misreadings whose check digit holds by chance: the comparables' model code tells.
    expect(mendVin('JM3KEBCL2N040227L', ['JM3KFBCL5N0123456'])).toEqual({ vin: 'JM3KFBCL2N0402271', checked: true });
  });

  it('reads no valuation in a document that has no chain from a base value and no comparables', () => {
    const estimate = pdf(
      page(1, [
        [
          [40, 'Subtotal'],
          [300, '$ 4,210.00'],
        ],
        [
          [40, 'Sales Tax'],
          [300, '$ 284.18'],
        ],
        [
          [40, 'Grand Total'],
          [300, '$ 4,494.18'],
        ],
        [
          [40, 'Deductible'],
          [300, '$ 500.00'],
        ],
      ]),
    );
    expect(readValuation(estimate)).toBeNull();
  });
});
