/**
 * Golden test for the table header's vocabulary (table-columns.ts, as data): the same two lines under
 * the headings other estimating systems and shops print are read the same. Each variant's words were
 * a column lost or misplaced before: "Lbr"/"Pnt", "Labor Op", "Refn", "Item Description", "… Time",
 * "Seq", "Action", "Component", "Part Description", "OEM #", "Sell", "Amt", "Retail", "Net",
 * "Body  Refinish", "Flat Rate". A second amount heading after the price: an invoice's "Price  Total" (unit
 * and extended price) and an appraisal's "Parts  Labor  Paint  Total" (the line's total, read as nothing).
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const X = [40, 65, 110, 260, 350, 380, 450, 500];
const HEADINGS = [
  ['Line', 'Oper', 'Description', 'Part Number', 'Qty', 'Extended Price', 'Labor', 'Paint'],
  ['#', 'Op Code', 'Description of Work', 'P/N', 'Qty.', 'Ext. Price', 'Lbr', 'Pnt'],
  ['Seq', 'Operation', 'Item Description', 'Mfr Part #', 'Quantity', 'List Price', 'Labor Units', 'Refinish Units'],
  ['Ln #', 'Labor Op', 'Description', 'Part No', 'Qty', 'Net Price', 'Body Hrs', 'Paint Hrs'],
  ['Item #', 'Action', 'Component', 'OEM Part #', 'QTY', 'Part Cost', 'Labor Time', 'Paint Time'],
  ['Line No.', 'Op', 'Desc.', 'Part #', 'Qty', 'Price $', 'Hrs', 'Refn'],
  ['Line', 'Op', 'Part Description', 'OEM #', 'Qty', 'Sell', 'Body', 'Refinish'],
  ['Line', 'Op', 'Description', 'Mfr No', 'Qty', 'Amt', 'Flat Rate', 'Paint'],
  ['Line', 'Op', 'Description', 'Part No', 'Qty', 'Retail', 'Labor', 'Paint'],
  ['Line', 'Op', 'Description', 'Part No', 'Qty', 'Net', 'Labor', 'Paint'],
];

describe("the table header read from other systems' headings", () => {
  it.each(HEADINGS.map((h) => [h.join(' | '), h]))('%s', (_name, headings) => {
    const e = parseEstimatePages([
      print([
        headings.map((t, i): Cell => [X[i] as number, t]),
        [
          [40, '1'],
          [65, 'Repl'],
          [110, 'Front Bumper Cover'],
          [260, '04711-SDA-A90'],
          [354, '1'],
          [384, '412.50'],
          [454, '2.5'],
          [504, '3.0'],
        ],
        [
          [40, '2'],
          [65, 'Rpr'],
          [110, 'Hood'],
          [454, '1.5'],
          [504, '2.0'],
        ],
        [
          [250, 'Gross'],
          [280, 'Total'],
          [420, '2,987.12'],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.operation, l.description, l.partNumber, l.quantity, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Repl', 'Front Bumper Cover', '04711-SDA-A90', 1, 412.5, 2.5, 3],
      ['Rpr', 'Hood', null, null, null, 1.5, 2],
    ]);
  });
});

describe('a second amount heading after the price', () => {
  const GROSS: Cell[] = [
    [250, 'Grand'],
    [290, 'Total'],
    [440, '1,657.34'],
  ];

  it('reads "Price  Total" as the unit price and the extended price', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Qty'],
          [70, 'Description'],
          [250, 'Part No.'],
          [350, 'Price'],
          [420, 'Total'],
        ],
        [
          [40, '2'],
          [70, 'Clip, bumper'],
          [250, '91501S9A003'],
          [355, '4.20'],
          [425, '8.40'],
        ],
        [
          [40, '3'],
          [70, 'Emblem'],
          [250, '75700TVAA01'],
          [350, '12.00'],
          [420, '36.00'],
        ],
        GROSS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.quantity, l.price])).toEqual([
      ['Clip, bumper', 2, 8.4],
      ['Emblem', 3, 36],
    ]);
  });

  it('reads "Description  Qty  Unit  Total" as a header of its own: the unit price counts as a figure column', () => {
    // Headings and figures right-aligned (4.5 pt a character): quantity at 340, unit price at 410, total at 480. The
    // hours of a labor row under "Qty" ("2.5") made a header-less reading take that column for labor hours.
    const right = (edge: number, text: string): Cell => [edge - text.length * 4.5, text];
    const row = (desc: string, qty: string, unit: string, total: string): Cell[] => [[40, desc], right(340, qty), right(410, unit), right(480, total)];
    const e = parseEstimatePages([
      print([
        [[40, 'Description'], right(340, 'Qty'), right(410, 'Unit'), right(480, 'Total')],
        row('Front bumper cover', '1', '412.50', '412.50'),
        row('Clips', '4', '4.20', '16.80'),
        row('Body labor', '2.5', '52.00', '130.00'),
        row('Emblem', '2', '12.00', '24.00'),
        GROSS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.quantity, l.price])).toEqual([
      ['Front bumper cover', 1, 412.5],
      ['Clips', 4, 16.8],
      ['Body labor', null, null],
      ['Emblem', 2, 24],
    ]);
  });

  it('reads a "Total" after the hours columns as the line\'s total: no paint hours, no price', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Item'],
          [65, 'Operation'],
          [120, 'Description'],
          [300, 'Parts'],
          [350, 'Labor'],
          [390, 'Paint'],
          [440, 'Total'],
        ],
        [
          [40, '1'],
          [65, 'Replace'],
          [120, 'Front bumper cover'],
          [300, '412.50'],
          [354, '2.5'],
          [394, '3.0'],
          [440, '696.10'],
        ],
        [
          [40, '2'],
          [65, 'Replace'],
          [120, 'Grille'],
          [300, '156.00'],
          [354, '0.4'],
          [440, '176.80'],
        ],
        GROSS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Front bumper cover', 412.5, 2.5, 3],
      ['Grille', 156, 0.4, null],
    ]);
  });
});
