/**
 * Golden tests for constructs real estimates print that earlier goldens did not cover (issue 35), each
 * a small table of positioned words showing one cause: an operation code printed inside the description.
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
