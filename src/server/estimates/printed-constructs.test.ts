/**
 * Golden tests for constructs real estimates print that earlier goldens did not cover (issue 35), each
 * a small table of positioned words showing one cause: an operation code printed inside the description;
 * a "Type" column of labor letters and a guide flag column before the description (Audatex-style rows);
 * dot leaders between a description or a total's label and its amount; a quantity printed with its unit
 * price ("2 @ 45.00 = 90.00"); an invoice's labor rows priced as quantity × unit price.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const TOTALS: Cell[][] = [
  [
    [250, 'Grand'],
    [280, 'Total'],
    [420, '1,876.40'],
  ],
];

describe('a table with no operation column', () => {
  it('reads the operation code leading the description ("Repl Bumper cover", "R&I Lamp") as the operation', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Line'],
          [70, 'Description'],
          [250, 'Part Number'],
          [340, 'Qty'],
          [390, 'Price'],
          [450, 'Labor'],
          [490, 'Paint'],
        ],
        [
          [40, '1'],
          [70, 'Repl Bumper cover'],
          [250, '04711TVAA00'],
          [340, '1'],
          [390, '412.50'],
          [454, '2.5'],
          [494, '3.0'],
        ],
        [
          [40, '2'],
          [70, 'R&I Lamp assy, left'],
          [454, '0.3'],
        ],
        [
          [40, '3'],
          [70, 'Rfn Fender, right'],
          [494, '2.2'],
        ],
        [
          [40, '4'],
          [70, 'Blnd Quarter panel'],
          [494, '1.4'],
        ],
        // Words of the vocabulary that start a charge's name are no operation.
        [
          [40, '5'],
          [70, 'Paint materials'],
          [390, '96.60'],
        ],
        [
          [40, '6'],
          [70, 'Refinish Labor'],
          [494, '0.5'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.operation, l.description])).toEqual([
      ['Repl', 'Repl Bumper cover'],
      ['R&I', 'R&I Lamp assy, left'],
      ['Refn', 'Rfn Fender, right'],
      ['Blnd', 'Blnd Quarter panel'],
      [null, 'Paint materials'],
      [null, 'Refinish Labor'],
    ]);
  });
});

describe('Audatex-style rows', () => {
  it('reads a "Type" column of labor letters (B, M, E) (and "REF": paint hours) as the labor type and a guide column before the description as nothing', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Item'],
          [70, 'Op'],
          [95, 'Guide'],
          [130, 'Description'],
          [280, 'Part Number'],
          [360, 'Qty'],
          [400, 'Price'],
          [440, 'Type'],
          [470, 'Hours'],
        ],
        [
          [40, '1'],
          [70, 'RPL'],
          [95, 'G'],
          [130, 'Bumper cover'],
          [280, '04711TVAA00'],
          [360, '1'],
          [390, '412.50'],
          [440, 'B'],
          [470, '2.5'],
        ],
        [
          [40, '2'],
          [70, 'R&I'],
          [95, 'M'],
          [130, 'Radiator'],
          [440, 'M'],
          [470, '1.8'],
        ],
        [
          [40, '3'],
          [70, 'RPR'],
          [95, 'G'],
          [130, 'Wiring harness'],
          [440, 'E'],
          [470, '0.6'],
        ],
        [
          [40, '4'],
          [70, 'RFN'],
          [95, 'G'],
          [130, 'Bumper cover'],
          [440, 'REF'],
          [470, '3.0'],
        ],
        [
          [40, '5'],
          [70, 'RPL'],
          [95, 'G'],
          [130, 'Emblem'],
          [280, '75700TVAA01'],
          [360, '1'],
          [395, '42.10'],
          [440, 'OEM'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.laborType, l.paintHours, l.partType])).toEqual([
      ['Bumper cover', 2.5, 'body', null, null],
      ['Radiator', 1.8, 'mechanical', null, null],
      ['Wiring harness', 0.6, 'electrical', null, null],
      ['Bumper cover', null, null, 3, null],
      ['Emblem', null, null, null, 'OEM'],
    ]);
  });
});

describe('dot leaders', () => {
  it("reads the words either side of a run of dots, in one printed run or not, and a total's label before its leaders", () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Item'],
          [70, 'Description'],
          [380, 'Amount'],
        ],
        [
          [40, '1'],
          [70, 'Front bumper cover ...................... 412.50'],
        ],
        [
          [40, '2'],
          [70, 'Grille.................................... 156.00'],
        ],
        [
          [40, '3'],
          [70, 'Headlamp assy, left ....................'],
          [364, '289.90'],
        ],
        [
          [40, '4'],
          [70, 'Bumper clips............................. 12.40'],
        ],
        [[70, 'Parts ................................... 870.80']],
        [[70, 'Sales Tax ................................ 63.13']],
        [[70, 'Grand Total ............................. 933.93']],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price])).toEqual([
      ['Front bumper cover', 412.5],
      ['Grille', 156],
      ['Headlamp assy, left', 289.9],
      ['Bumper clips', 12.4],
    ]);
    expect(e.totals).toMatchObject({ parts: 870.8, tax: 63.13, gross: 933.93 });
  });
});

describe('a quantity printed with its unit price', () => {
  it('reads "2 @ 45.00 =" and "3 x 12.00" as quantity and unit price where the amount checks them, not a tire size', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Line'],
          [70, 'Description'],
          [250, 'Part Number'],
          [380, 'Amount'],
          [450, 'Labor'],
          [490, 'Paint'],
        ],
        [
          [40, '1'],
          [70, 'Clip, bumper'],
          [250, '91501S9A003'],
          [310, '2 @ 45.00 ='],
          [385, '90.00'],
        ],
        [
          [40, '2'],
          [70, 'Emblem'],
          [310, '3 x 12.00 ='],
          [385, '36.00'],
        ],
        [
          [40, '3'],
          [70, 'Wheel 17 x 7.50 alloy'],
          [250, '42700TVAA51'],
          [380, '389.00'],
          [454, '0.5'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.quantity, l.price])).toEqual([
      ['Clip, bumper', '91501S9A003', 2, 90],
      ['Emblem', null, 3, 36],
      ['Wheel 17 x 7.50 alloy', '42700TVAA51', null, 389],
    ]);
  });
});

describe('an invoice\'s labor rows under "Qty  Unit  Total"', () => {
  it('reads "Body labor  2.5  52.00  130.00" as 2.5 hours at $52.00, not a part of quantity 2.5', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Description'],
          [170, 'Part #'],
          [250, 'Qty'],
          [300, 'Unit'],
          [380, 'Total'],
        ],
        [
          [40, 'Body side molding'],
          [170, '75302TVAA01'],
          [250, '2'],
          [300, '45.00'],
          [380, '90.00'],
        ],
        [
          [40, 'Body labor'],
          [250, '2.5'],
          [300, '52.00'],
          [380, '130.00'],
        ],
        [
          [40, 'Paint materials'],
          [250, '3.0'],
          [300, '30.00'],
          [380, '90.00'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.quantity, l.price, l.laborHours])).toEqual([
      ['Body side molding', 2, 90, null],
      ['Body labor', null, null, 2.5],
      ['Paint materials', null, 90, null],
    ]);
    expect(e.laborRates).toMatchObject({ body: 52, paintSupplies: 30 });
  });
});
