/**
 * Golden tests of a comparables table printed one row per vehicle under a header row (`# | Vehicle |
 * VIN | Mileage | Price` and its variants): each row's figures found by the column its header names,
 * the seller and distance on the line under the description, the table ending at the totals below it,
 * and the loss vehicle's grid printed just above the table kept out of the header. One PDF per variant,
 * written here with pdf-lib; every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../analyze-file';
import { GoldenPdf } from './golden-pdf';

type Column = { head: string[]; x: number; right?: boolean };
/** A table row: its cells by column header (the header's last line), then the lines under it, by column. */
type TableRow = { cells: Record<string, string>; under?: Array<Record<string, string>> };

const LOSS_VIN = '5J6RW2H85KA000777';
const CHAIN: Array<[string, string]> = [
  ['Base Vehicle Value', '$21,410.33'],
  ['Condition Adjustment', '-$250.00'],
  ['Adjusted Vehicle Value', '$21,160.33'],
  ['Sales Tax', '$1,269.62'],
  ['Less Deductible', '($500.00)'],
  ['Settlement Value', '$21,929.95'],
];

/** A one-page valuation: the loss vehicle's grid, the comparables table right under it, then the totals. */
async function tablePdf(columns: Column[], rows: TableRow[], lineGap = 11.5): Promise<Buffer> {
  const pdf = await GoldenPdf.create(1);
  pdf.text(1, 40, 60, 'Total Loss Valuation', { size: 14, bold: true });
  pdf.text(1, 40, 80, 'Claim Number: 31-5550142-07');
  pdf.text(1, 306, 80, 'Loss Date: 03/02/2026');
  pdf.text(1, 40, 110, 'LOSS VEHICLE', { bold: true });
  const grid: Array<[string, string, string, string]> = [
    ['Year', '2019', 'VIN', LOSS_VIN],
    ['Make', 'Honda', 'Odometer', '61,204 mi'],
    ['Model', 'CR-V', 'Location', 'Dayton, OH'],
    ['Trim', 'EX-L', 'Condition', 'Good'],
  ];
  grid.forEach(([l1, v1, l2, v2], i) => {
    const top = 122 + i * 11.5;
    pdf.text(1, 40, top, l1);
    pdf.text(1, 146, top, v1);
    pdf.text(1, 306, top, l2);
    pdf.text(1, 370, top, v2);
  });
  pdf.text(1, 40, 180, 'COMPARABLE VEHICLES', { bold: true });
  const lines = Math.max(...columns.map((c) => c.head.length));
  let top = 180 + 11.5;
  for (let l = 0; l < lines; l++, top += 9) {
    for (const c of columns) {
      const head = c.head[l - (lines - c.head.length)];
      if (head) pdf.text(1, c.x, top, head, { bold: true, right: c.right });
    }
  }
  top += 9;
  const at = (name: string) => columns.find((c) => c.head[c.head.length - 1] === name) as Column;
  for (const row of rows) {
    for (const line of [row.cells, ...(row.under ?? [])]) {
      for (const [name, text] of Object.entries(line)) pdf.text(1, at(name).x, top, text, { right: at(name).right });
      top += lineGap;
    }
    top += 10.1 - lineGap;
  }
  top += 12;
  // The totals under their own heading: no part of the last row, whose block the heading would end in.
  pdf.text(1, 253, top, 'Adjustments', { bold: true });
  top += 11.5;
  for (const [label, amount] of CHAIN) {
    pdf.text(1, 253, top, label);
    pdf.text(1, 572, top, amount, { right: true });
    top += 11.5;
  }
  return pdf.bytes();
}

const valuationOf = async (bytes: Buffer) => {
  const v = (await analyzeFile(bytes, { ocr: false })).valuation;
  if (!v) throw new Error('no valuation read');
  return v;
};

const BASIC: Column[] = [
  { head: ['#'], x: 40 },
  { head: ['Vehicle'], x: 66 },
  { head: ['VIN'], x: 253 },
  { head: ['Mileage'], x: 402 },
  { head: ['Price'], x: 572, right: true },
];
const SELLERS = ['Northgate Motors, 78 mi away', 'Fairlane Auto Sales, 110 mi away', 'Kestrel Pre-Owned, 9 mi away'];
const VINS = ['5J6RW2H87KA000101', '5J6RW2H50KL000102', '2HKRW2H53KH000103'];

describe('comparables in a table of one row per vehicle under a header row', () => {
  it('reads each row by its header columns, the seller line under it, and stops at the totals', async () => {
    const v = await valuationOf(
      await tablePdf(BASIC, [
        {
          cells: { '#': '1', Vehicle: '2019 Honda CR-V EX-L', VIN: VINS[0] as string, Mileage: '35,178', Price: '$22,195.47' },
          under: [{ Vehicle: SELLERS[0] as string }],
        },
        {
          cells: { '#': '2', Vehicle: '2019 Honda CR-V EX', VIN: VINS[1] as string, Mileage: '122,392', Price: '$19,950.00' },
          under: [{ Vehicle: SELLERS[1] as string }],
        },
        {
          cells: { '#': '3', Vehicle: '2019 Honda CR-V Touring', VIN: VINS[2] as string, Mileage: '62,876', Price: '$24,385.99' },
          under: [{ Vehicle: SELLERS[2] as string }],
        },
      ]),
    );
    expect(v.comparables.map((c) => [c.year, c.make, c.price.value, c.mileage, c.vin, c.dealer, c.distanceMiles])).toEqual([
      [2019, 'Honda', 22195.47, 35178, VINS[0], 'Northgate Motors', 78],
      [2019, 'Honda', 19950, 122392, VINS[1], 'Fairlane Auto Sales', 110],
      [2019, 'Honda', 24385.99, 62876, VINS[2], 'Kestrel Pre-Owned', 9],
    ]);
    expect(v.comparables.map((c) => c.trim)).toEqual(['EX-L', 'EX', 'Touring']);
    expect(v.comparables.map((c) => c.adjustments)).toEqual([undefined, undefined, undefined]);
    expect(v.baseValue?.value).toBe(21410.33);
    expect(v.settlement?.value).toBe(21929.95);
    expect(v.lossVehicle.vin?.value).toBe(LOSS_VIN);
  }, 60_000);

  it('reads reordered columns by their headers, an Adjusted column and a two-line header', async () => {
    const columns: Column[] = [
      { head: ['No.'], x: 40 },
      { head: ['List', 'Price'], x: 150, right: true },
      { head: ['Adjusted', 'Value'], x: 220, right: true },
      { head: ['Vehicle'], x: 240 },
      { head: ['Odometer'], x: 420 },
      { head: ['VIN'], x: 470 },
    ];
    const v = await valuationOf(
      await tablePdf(columns, [
        { cells: { 'No.': '1', Price: '$21,500.00', Value: '$21,015.25', Vehicle: '2019 Honda CR-V EX-L', Odometer: '48,010', VIN: VINS[0] as string } },
        { cells: { 'No.': '2', Price: '$20,995.00', Value: '$21,402.10', Vehicle: '2019 Honda CR-V EX-L', Odometer: '71,300', VIN: VINS[1] as string } },
        { cells: { 'No.': '3', Price: '$22,750.00', Value: '$21,813.64', Vehicle: '2019 Honda CR-V EX-L', Odometer: '39,950', VIN: VINS[2] as string } },
      ]),
    );
    expect(v.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage, c.vin])).toEqual([
      [21500, 21015.25, 48010, VINS[0]],
      [20995, 21402.1, 71300, VINS[1]],
      [22750, 21813.64, 39950, VINS[2]],
    ]);
  }, 60_000);

  it('reads a table with no VIN column and a Distance column', async () => {
    const columns: Column[] = [
      { head: ['#'], x: 40 },
      { head: ['Description'], x: 66 },
      { head: ['Miles'], x: 300, right: true },
      { head: ['Distance'], x: 340 },
      { head: ['Asking Price'], x: 572, right: true },
    ];
    const v = await valuationOf(
      await tablePdf(columns, [
        { cells: { '#': '1', Description: '2019 Honda CR-V EX-L AWD', Miles: '44,120', Distance: '18 mi', 'Asking Price': '$21,880.50' } },
        { cells: { '#': '2', Description: '2019 Honda CR-V EX AWD', Miles: '58,002', Distance: '42 mi', 'Asking Price': '$20,640.00' } },
        { cells: { '#': '3', Description: '2019 Honda CR-V EX-L', Miles: '39,417', Distance: '7 mi', 'Asking Price': '$22,899.00' } },
        { cells: { '#': '4', Description: '2019 Honda CR-V Touring', Miles: '66,310', Distance: '95 mi', 'Asking Price': '$23,105.75' } },
      ]),
    );
    expect(v.comparables.map((c) => [c.price.value, c.mileage, c.distanceMiles, c.vin])).toEqual([
      [21880.5, 44120, 18, null],
      [20640, 58002, 42, null],
      [22899, 39417, 7, null],
      [23105.75, 66310, 95, null],
    ]);
  }, 60_000);

  it('reads rows of two lines: the description run on under itself, the price type under the price, then the seller', async () => {
    const v = await valuationOf(
      await tablePdf(
        BASIC,
        VINS.map(
          (vin, i): TableRow => ({
            cells: {
              '#': String(i + 1),
              Vehicle: '2019 Honda CR-V',
              VIN: vin,
              Mileage: ['35,178', '122,392', '62,876'][i] as string,
              Price: ['$22,195.47', '$19,950.00', '$24,385.99'][i] as string,
            },
            under: [{ Vehicle: 'EX-L 4D SUV 1.5L AWD', Price: 'List Price' }, { Vehicle: SELLERS[i] as string }],
          }),
        ),
        10.5,
      ),
    );
    expect(v.comparables.map((c) => [c.price.value, c.mileage, c.vin, c.dealer, c.distanceMiles])).toEqual([
      [22195.47, 35178, VINS[0], 'Northgate Motors', 78],
      [19950, 122392, VINS[1], 'Fairlane Auto Sales', 110],
      [24385.99, 62876, VINS[2], 'Kestrel Pre-Owned', 9],
    ]);
    expect(v.comparables.map((c) => c.trim?.split(' ')[0])).toEqual(['EX-L', 'EX-L', 'EX-L']);
  }, 60_000);
});
