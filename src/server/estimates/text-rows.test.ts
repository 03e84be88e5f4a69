/**
 * Golden tests for text-layer estimate tables (issue 35), each a small table of positioned words showing
 * one cause of a lost figure: two headings side by side read as one, a system's flag glued to a figure,
 * and a wrapped description whose cells are printed on its last row.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print, TABLE_HEADER } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const TOTALS: Cell[][] = [
  [
    [250, 'Gross'],
    [280, 'Total'],
    [420, '2,987.12'],
  ],
];

describe('a table printed on a text layer', () => {
  it('reads "Labor" and "Type" a column gap apart as two columns: the hours, then their type', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Line'],
          [64, 'Operation'],
          [110, 'Description'],
          [250, 'Part Number'],
          [330, 'Qty'],
          [355, 'Unit Price'],
          [410, 'Labor'],
          [450, 'Type'],
          [480, 'Paint'],
        ],
        [
          [40, '1'],
          [64, 'Remove/Replace'],
          [120, 'Frt Bumper Cover'],
          [250, '04711-TVA-A00'],
          [334, '1'],
          [360, '$412.50'],
          [414, '2.5'],
          [450, 'Body'],
          [484, '3.0'],
        ],
        [
          [40, '2'],
          [64, 'Repair'],
          [120, 'Hood'],
          [414, '1.5'],
          [450, 'Body'],
          [484, '3.2'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Frt Bumper Cover', 412.5, 2.5, 3],
      ['Hood', null, 1.5, 3.2],
    ]);
  });

  it("keeps a labor guide's reference column ('GUIDE') out of the description", () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'ITEM'],
          [70, 'GUIDE'],
          [100, 'OPER'],
          [130, 'DESCRIPTION'],
          [280, 'MFR.PART NO.'],
          [360, 'PRICE'],
          [480, 'HOURS'],
        ],
        [
          [40, '1'],
          [70, '0441'],
          [100, 'RPL'],
          [130, 'BUMPER COVER'],
          [280, '04711TVAA00'],
          [360, '412.50'],
          [484, '2.5'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours])).toEqual([['BUMPER COVER', '04711TVAA00', 412.5, 2.5]]);
  });

  it('reads an invoice\'s "Qty  Unit  Total" columns and its items numbered "1."', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Item'],
          [70, 'Type'],
          [110, 'Description'],
          [270, 'Part #'],
          [340, 'Qty'],
          [370, 'Unit'],
          [420, 'Total'],
          [470, 'Hours'],
        ],
        [
          [40, '1.'],
          [70, 'New'],
          [110, 'Replace radiator'],
          [270, '19010-RPY-G51'],
          [344, '1'],
          [370, '312.00'],
          [420, '312.00'],
          [474, '1.8'],
        ],
        [
          [40, '2.'],
          [70, 'A/M'],
          [110, 'Replace fog lamp'],
          [270, 'HO2592123'],
          [344, '2'],
          [370, '45.00'],
          [420, '90.00'],
          [474, '0.6'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.lineNumber, l.partNumber, l.quantity, l.price, l.laborHours])).toEqual([
      [1, '19010-RPY-G51', 1, 312, 1.8],
      [2, 'HO2592123', 2, 90, 0.6],
    ]);
  });

  it('reads items numbered under a section letter ("A1", "S01", "B-12") as lines', () => {
    const e = parseEstimatePages([
      print([
        TABLE_HEADER,
        [
          [40, 'A1'],
          [68, 'Repl'],
          [100, 'Frt Bumper Cover'],
          [250, '04711TVAA00'],
          [344, '1'],
          [390, '412.50'],
          [454, '2.5'],
        ],
        [
          [40, 'S01'],
          [68, 'R&I'],
          [100, 'Headlamp Assy LT'],
          [454, '0.4'],
        ],
        [
          [40, 'B-12'],
          [68, 'Refn'],
          [100, 'Hood'],
          [494, '2.8'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Frt Bumper Cover', 412.5, 2.5, null],
      ['Headlamp Assy LT', null, 0.4, null],
      ['Hood', null, null, 2.8],
    ]);
  });

  it('reads a refinish or blend line under the one HOURS column as paint hours, a replace line as body labor', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'LINE'],
          [64, 'OPERATION'],
          [120, 'DESCRIPTION'],
          [260, 'PART NUMBER'],
          [360, 'PRICE'],
          [440, 'HOURS'],
        ],
        [
          [40, '1'],
          [64, 'REPLACE'],
          [120, 'BUMPER COVER FRONT'],
          [260, '52119-06A10'],
          [360, '389.00'],
          [444, '1.8'],
        ],
        [
          [40, '2'],
          [64, 'REFINISH'],
          [120, 'BUMPER COVER FRONT'],
          [444, '2.6'],
        ],
        [
          [40, '3'],
          [64, 'BLEND'],
          [120, 'FENDER LT'],
          [444, '1.2'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.operation, l.laborHours, l.laborType, l.paintHours])).toEqual([
      ['Repl', 1.8, 'body', null],
      ['Refn', null, null, 2.6],
      ['Blnd', null, null, 1.2],
    ]);
  });

  it('keeps a description word of figures and a letter ("94V") whole, and still reads hours with their labor letter ("0.8M")', () => {
    const e = parseEstimatePages([
      print([
        TABLE_HEADER,
        [
          [40, '1'],
          [68, 'Repl'],
          [100, 'Tire 235/45R18 94V'],
          [344, '2'],
          [390, '189.00'],
          [454, '0.6'],
        ],
        [
          [40, '2'],
          [68, 'Repl'],
          [100, 'Bulb 12V'],
          [390, '14.00'],
          [454, '0.8M'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.laborType])).toEqual([
      ['Tire 235/45R18 94V', 189, 0.6, 'body'],
      ['Bulb 12V', 14, 0.8, 'mechanical'],
    ]);
  });

  it('reads an invoice whose quantity and part number are printed before the description ("Qty  Part #  Description")', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Qty'],
          [70, 'Part #'],
          [160, 'Description'],
          [330, 'Unit Price'],
          [400, 'Ext Price'],
          [470, 'Hours'],
        ],
        [
          [40, '1.00'],
          [70, '04711-SDA-A90'],
          [160, 'Front Bumper Cover'],
          [330, '412.50'],
          [400, '412.50'],
          [474, '2.5'],
        ],
        [
          [40, '2.00'],
          [70, '90674-SDA-A01'],
          [160, 'Clip 235/45R18'],
          [334, '1.85'],
          [404, '3.70'],
        ],
        [
          [160, 'Refinish Bumper Cover'],
          [474, '3.0'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.quantity, l.partNumber, l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      [1, '04711-SDA-A90', 'Front Bumper Cover', 412.5, 2.5, null],
      [2, '90674-SDA-A01', 'Clip 235/45R18', 3.7, null, null],
      [null, null, 'Refinish Bumper Cover', null, null, 3],
    ]);
  });

  it('reads the part number of a column printed among the figures ("Labor  Paint  Part Number  Qty  Price")', () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'No.'],
          [65, 'Description'],
          [200, 'Oper'],
          [240, 'Labor'],
          [280, 'Paint'],
          [320, 'Part Number'],
          [420, 'Qty'],
          [450, 'Price'],
        ],
        [
          [40, '1'],
          [65, 'Front Bumper Cover'],
          [200, 'Repl'],
          [244, '2.5'],
          [284, '3.0'],
          [320, '04711-SDA-A90'],
          [424, '1'],
          [450, '412.50'],
        ],
        [
          [40, '2'],
          [65, 'Clip, Bumper'],
          [200, 'Repl'],
          [320, '90674-SDA-A01'],
          [424, '6'],
          [454, '11.10'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.quantity, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Front Bumper Cover', '04711-SDA-A90', 1, 412.5, 2.5, 3],
      ['Clip, Bumper', '90674-SDA-A01', 6, 11.1, null, null],
    ]);
  });

  it('reads abbreviated hours headings: "Lab Hrs", "Pnt Hrs", "Ref Hrs"', () => {
    for (const paintHeading of ['Pnt', 'Ref']) {
      const e = parseEstimatePages([
        print([
          [
            [40, 'Ln'],
            [65, 'Description'],
            [200, 'Op'],
            [230, 'Part Number'],
            [330, 'Qty'],
            [360, 'Amount'],
            [420, 'Lab Hrs'],
            [470, `${paintHeading} Hrs`],
          ],
          [
            [40, '1'],
            [65, 'Hood'],
            [200, 'RPR'],
            [424, '1.5'],
            [474, '2.0'],
          ],
          ...TOTALS,
        ]),
      ]);
      expect(
        e.lines.map((l) => [l.description, l.laborHours, l.paintHours]),
        paintHeading,
      ).toEqual([['Hood', 1.5, 2]]);
    }
  });

  it('reads a row whose figure is "INC" or "N/C" as a line of its own, not a wrap of the line above', () => {
    const e = parseEstimatePages([
      print([
        [
          [80, 'Description'],
          [250, 'Part Number'],
          [340, 'Qty'],
          [370, 'Price'],
          [450, 'Labor'],
          [490, 'Paint'],
        ],
        [
          [80, 'Replace Front Bumper Cover'],
          [250, '04711-SDA-A90'],
          [344, '1'],
          [370, '412.50'],
          [454, '2.5'],
          [494, '3.0'],
        ],
        [
          [80, 'Bumper Cover Clips'],
          [454, 'INC'],
        ],
        [
          [80, 'Headlamp Aim'],
          [454, 'N/C'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours])).toEqual([
      ['Replace Front Bumper Cover', 412.5, 2.5],
      ['Bumper Cover Clips', null, null],
      ['Headlamp Aim', null, null],
    ]);
  });

  it("reads a figure with the system's flag printed against it (0.4*, 1.5#, 156.00**, 42.10<>)", () => {
    const e = parseEstimatePages([
      print([
        TABLE_HEADER,
        [
          [40, '1'],
          [68, 'Repl'],
          [100, 'Grille'],
          [250, '71121TVAA11'],
          [344, '1'],
          [390, '156.00**'],
          [454, '0.4*'],
        ],
        [
          [40, '2'],
          [68, 'Rpr'],
          [100, 'Hood'],
          [454, '1.5#'],
          [494, '3.2'],
        ],
        [
          [40, '3'],
          [68, 'Repl'],
          [100, 'Emblem'],
          [250, '75700TVAA01'],
          [344, '1'],
          [390, '42.10<>'],
          [454, '0.2'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Grille', 156, 0.4, null],
      ['Hood', null, 1.5, 3.2],
      ['Emblem', 42.1, 0.2, null],
    ]);
  });

  it('reads a description wrapped over two rows whose part number and figures are printed on the last', () => {
    const e = parseEstimatePages([
      print([
        TABLE_HEADER,
        [
          [40, '1'],
          [68, 'Repl'],
          [100, 'Front bumper cover, primed,'],
        ],
        [
          [100, 'w/o park assist'],
          [250, '04711TVAA00'],
          [344, '1'],
          [390, '412.50'],
          [454, '2.5'],
          [494, '3.0'],
        ],
        [
          [40, '2'],
          [68, 'R&I'],
          [100, 'Fog lamp, left side'],
          [454, '0.3'],
        ],
        [[100, 'see note']],
        [
          [40, '3'],
          [68, 'Repl'],
          [100, 'Grille'],
          [250, '71121TVAA11'],
          [344, '1'],
          [390, '156.00'],
          [454, '0.4'],
        ],
        // A page's footer at the margin, a number under the part numbers: no second row of the grille.
        [
          [40, '11/14/2024 10:32:11 AM'],
          [280, '382104'],
          [500, 'Page 1'],
        ],
        ...TOTALS,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Front bumper cover, primed, w/o park assist', '04711TVAA00', 412.5, 2.5, 3],
      ['Fog lamp, left side see note', null, null, 0.3, null],
      ['Grille', '71121TVAA11', 156, 0.4, null],
    ]);
  });
});
