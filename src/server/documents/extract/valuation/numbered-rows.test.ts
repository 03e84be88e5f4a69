/**
 * Golden test of a comparables table of three text lines per row (Mitchell's base value table): the
 * description's first half and the price above the row number, the number with mileage, ZIP, distance
 * and adjusted value, the rest of the description and the price type below; the description drawn in
 * word pieces as some printers draw it; then a detail block per comparable with its own adjustments
 * ending in "Adjusted Price:". A PDF written here; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { comparablesCheck } from '../../../reviews/reading-check';
import { analyzeFile } from '../../analyze-file';
import { GoldenPdf } from './golden-pdf';
import { type Cell, doc } from './printed-page';
import { readValuation } from './read-valuation';

const COMPS = [
  {
    first: ['2021 TOY', 'OTA CA', 'MRY SE 4D SEDAN'],
    rest: '4 2.5 GAS A FWD',
    vin: '4T1G11AK5MU000101',
    miles: '30,100',
    zip: '43215',
    distance: 56,
    type: 'Sold Price',
    price: '17,500.00',
    adjustments: [
      ['Mileage', '-$1,200.00'],
      ['PREMIUM AUDIO PACKAGE', '$350.00'],
    ],
    total: '-$850.00',
    adjusted: '16,650.00',
    dealer: 'STONECROP MOTOR CO.',
  },
  {
    first: ['2021 TOYOTA CA', 'MRY SE 4D SEDAN'],
    rest: '4 2.5 GAS A FWD',
    vin: '4T1G11AK7MU000102',
    miles: '52,400',
    zip: '43004',
    distance: 12,
    type: 'List Price',
    price: '16,400.00',
    adjustments: [
      ['Projected Sold Adjustment', '-$400.00'],
      ['Mileage', '$520.00'],
    ],
    total: '$120.00',
    adjusted: '16,520.00',
    dealer: 'REDFERN TOYOTA',
  },
  {
    first: ['2021 TOYOTA CAMRY LE 4D SEDAN'],
    rest: '4 2.5 GAS A FWD',
    vin: '4T1C11AK1MU000103',
    miles: '41,250',
    zip: '43123',
    distance: 31,
    type: 'List Price',
    price: '14,500.00',
    adjustments: [
      ['Projected Sold Adjustment', '-$150.00'],
      ['Mileage', '-$270.00'],
    ],
    total: '-$420.00',
    adjusted: '14,080.00',
    dealer: 'FOXHOLLOW CAR COMPANY',
  },
];

async function mitchellPdf(): Promise<Buffer> {
  const pdf = await GoldenPdf.create(3);
  for (let n = 1; n <= 3; n++) pdf.text(n, 22, 769, '© 2026 Mitchell International, Inc. All Rights Reserved.', { size: 7 });
  pdf.text(1, 32, 80, 'Vehicle Valuation Report', { size: 21, bold: true });
  // The loss vehicle, labels above values.
  const vehicle: Array<[number, string, string, number]> = [
    [28, 'Year', '2021', 255],
    [89, 'Make', 'Toyota', 255],
    [146, 'Model', 'Camry SE 4 Door Sedan', 255],
    [479, 'Mileage', '48,000 miles', 255],
    [28, 'Ext Color', 'Silver', 295],
    [146, 'License', 'ABC1234', 295],
    [270, 'VIN', '4T1BZ1HK0MU000999', 295],
  ];
  for (const [x, label, value, top] of vehicle) {
    pdf.text(1, x, top, label, { size: 9 });
    pdf.text(1, x, top + 14, value, { size: 11 });
  }
  pdf.text(1, 32, 384, 'Loss Vehicle Adjustments', { size: 12 });
  const chain: Array<[string, string, number]> = [
    ['Base Value =', '$15,750.00', 428],
    ['Condition -', '$250.00', 446],
    ['Market Value =', '$15,500.00', 480],
    ['Taxes +', '$1,085.00', 520],
    ['Deductible -', '$500.00', 538],
    ['Settlement Value =', '$16,085.00', 572],
  ];
  for (const [label, amount, top] of chain) {
    pdf.text(1, 222, top, label, { size: 9, right: true });
    pdf.text(1, 304, top, amount, { size: 9, right: true });
  }

  pdf.text(2, 28, 34, 'Loss Vehicle Base Value', { size: 12 });
  pdf.text(2, 344, 356, 'Distance From', { size: 7 });
  pdf.text(2, 30, 365, '#', { size: 7 });
  for (const [x, head] of [
    [38, 'Vehicle Description'],
    [257, 'Mileage'],
    [298, 'Location'],
    [347, 'Loss Vehicle'],
    [421, 'Price'],
    [531, 'Adjusted Value'],
  ] as const)
    pdf.text(2, x, 365, head, { size: 7 });
  COMPS.forEach((c, i) => {
    const at = 383 + i * 22;
    // The description's first half drawn in pieces, each run starting where the one before ends.
    let x = 38;
    for (const piece of c.first) {
      pdf.text(2, x, at - 4.6, piece, { size: 7 });
      x += pdf.width(piece, 7);
    }
    pdf.text(2, 460, at - 4.6, `$${c.price}`, { size: 7, right: true });
    pdf.text(2, 30, at, String(i + 1), { size: 7 });
    pdf.text(2, 285, at, c.miles, { size: 7, right: true });
    pdf.text(2, 298, at, c.zip, { size: 7 });
    pdf.text(2, 355, at, `${c.distance} miles`, { size: 7 });
    pdf.text(2, 585, at, `$${c.adjusted}`, { size: 7, right: true });
    pdf.text(2, 38, at + 4.6, c.rest, { size: 7 });
    pdf.text(2, 424, at + 4.6, c.type, { size: 7 });
  });
  pdf.text(2, 520, 466, 'Base Value:', { size: 8, right: true });
  pdf.text(2, 585, 466, '$15,750.00', { size: 8, right: true });

  // One detail block per comparable on page 3.
  COMPS.forEach((c, i) => {
    const top = 40 + i * 240;
    pdf.text(3, 40, top, String(i + 1), { size: 9, bold: true });
    pdf.text(3, 70, top, `${c.first.join('')} ${c.rest}`, { size: 9, bold: true });
    pdf.text(3, 585, top, `${c.type}: $${c.price}`, { size: 9, right: true });
    const labels: Array<[number, string]> = [
      [28, 'VIN'],
      [190, 'Stock No'],
      [300, 'Listing Date'],
      [390, 'ZIP/Postal Code'],
      [470, 'Distance from Loss Vehicle'],
    ];
    for (const [x, l] of labels) pdf.text(3, x, top + 20, l, { size: 7 });
    const values: Array<[number, string]> = [
      [28, c.vin],
      [190, `E0102${i}`],
      [300, '04/29/2026'],
      [390, c.zip],
      [470, `${c.distance} miles`],
    ];
    for (const [x, v] of values) pdf.text(3, x, top + 30, v, { size: 8 });
    pdf.text(3, 28, top + 50, 'Source', { size: 8, bold: true });
    const source = ['DEALER WEB LISTING -', 'BUILDSHEET - CARS.COM', c.dealer, '1307 COMMERCE PKWY', 'COLUMBUS OH 43215', '330-555-0126'];
    source.forEach((line, k) => {
      pdf.text(3, 28, top + 62 + k * 14, line, { size: 8 });
    });
    pdf.text(3, 240, top + 62, 'Adjustments', { size: 8, bold: true });
    pdf.text(3, 370, top + 62, 'Loss Vehicle', { size: 8 });
    pdf.text(3, 430, top + 62, 'This Vehicle', { size: 8 });
    pdf.text(3, 540, top + 62, 'Amount', { size: 8 });
    c.adjustments.forEach(([label, amount], k) => {
      const y = top + 83 + k * 14;
      pdf.text(3, 240, y, label as string, { size: 8 });
      if (label === 'Mileage') {
        pdf.text(3, 370, y, '48,000', { size: 8 });
        pdf.text(3, 430, y, c.miles, { size: 8 });
      }
      pdf.text(3, 585, y, amount as string, { size: 8, right: true });
    });
    pdf.text(3, 520, top + 140, 'Total Adjustments:', { size: 8, right: true });
    pdf.text(3, 585, top + 140, c.total, { size: 8, right: true });
    pdf.text(3, 520, top + 154, 'Adjusted Price:', { size: 8, right: true });
    pdf.text(3, 585, top + 154, `$${c.adjusted}`, { size: 8, right: true });
  });
  return pdf.bytes();
}

describe('comparables read from a table of three lines per row', () => {
  it('groups each row around its number by the header columns, and joins it with its detail block', async () => {
    const v = (await analyzeFile(await mitchellPdf())).valuation;
    expect(v?.comparables.map((c) => [c.year, c.make, c.price.value, c.adjustedPrice?.value, c.mileage, c.distanceMiles, c.vin])).toEqual([
      [2021, 'Toyota', 17500, 16650, 30100, 56, '4T1G11AK5MU000101'],
      [2021, 'Toyota', 16400, 16520, 52400, 12, '4T1G11AK7MU000102'],
      [2021, 'Toyota', 14500, 14080, 41250, 31, '4T1C11AK1MU000103'],
    ]);
    expect(v?.comparables.map((c) => c.model?.toLowerCase())).toEqual(['camry', 'camry', 'camry']);
    expect(v?.comparables[0]?.adjustments).toEqual([
      { label: 'Mileage', amount: -1200 },
      { label: 'PREMIUM AUDIO PACKAGE', amount: 350 },
    ]);
    expect(v?.comparables[1]?.dealer).toBe('REDFERN TOYOTA');
    expect(v?.baseValue?.value).toBe(15750);
    if (!v) throw new Error('no valuation read');
    expect(comparablesCheck(v)).toBeNull();
  }, 60_000);

  it("reads a row's counts from its number's line where the description above runs over their columns", () => {
    const rows: Cell[][] = [
      [
        [30, '#'],
        [38, 'Vehicle Description'],
        [285, 'Mileage', 'right'],
        [298, 'Location'],
        [460, 'Price', 'right'],
        [585, 'Adjusted Value', 'right'],
      ],
      ...COMPS.flatMap((c, i): Cell[][] => [
        [
          [38, '2021 TOYOTA CAMRY SE 4D'],
          // OCR's words of the description's end, under the mileage column's left edge.
          [190, 'UTV 4'],
          [232, '2.5'],
          [460, `$${c.price}`, 'right'],
        ],
        [
          [30, String(i + 1)],
          [285, c.miles, 'right'],
          [298, c.zip],
          [585, `$${c.adjusted}`, 'right'],
        ],
        [
          [38, 'GAS A FWD'],
          [424, c.type],
        ],
      ]),
    ];
    const v = readValuation(doc(rows));
    expect(v?.comparables.map((c) => [c.year, c.model, c.mileage, c.price.value, c.adjustedPrice?.value])).toEqual(
      COMPS.map((c) => [2021, 'CAMRY', Number(c.miles.replace(',', '')), Number(c.price.replace(',', '')), Number(c.adjusted.replace(',', ''))]),
    );
  });
});
