/**
 * Golden tests for rows printed inside an estimate's line table that are neither a line nor the wrap of the
 * line above (issue 35): a group's subtotal and a note that the table goes on over the page.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print, TABLE_HEADER } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const TOTALS: Cell[][] = [
  [
    [250, 'Grand'],
    [280, 'Total'],
    [420, '1,987.12'],
  ],
];
const LINE_1: Cell[] = [
  [40, '1'],
  [68, 'Repl'],
  [100, 'Bumper cover'],
  [250, '04711TVAA00'],
  [344, '1'],
  [390, '412.50'],
  [454, '2.5'],
  [494, '3.0'],
];
const LINE_2: Cell[] = [
  [40, '2'],
  [68, 'Repl'],
  [100, 'Fog lamp, left'],
  [250, '33950TVAA01'],
  [344, '1'],
  [395, '88.10'],
  [454, '0.3'],
];
const LINE_3: Cell[] = [
  [40, '3'],
  [68, 'Rpr'],
  [100, 'Hood'],
  [454, '1.5'],
  [494, '3.2'],
];
const read = (rows: Cell[][]) => parseEstimatePages([print([TABLE_HEADER, ...rows, ...TOTALS])]).lines.map((l) => [l.description, l.price]);
const EXPECTED = [
  ['Bumper cover', 412.5],
  ['Fog lamp, left', 88.1],
  ['Hood', null],
];

describe('a row inside the table that is no line', () => {
  it('skips a group\'s subtotal ("Front Bumper Subtotal  500.60") and reads the lines under it', () => {
    const subtotal: Cell[] = [
      [100, 'Front Bumper Subtotal'],
      [390, '500.60'],
    ];
    expect(read([[[40, 'FRONT BUMPER']], LINE_1, LINE_2, subtotal, [[40, 'HOOD']], LINE_3])).toEqual(EXPECTED);
  });

  it('skips "Continued on next page" printed once under the lines', () => {
    const turn: Cell[] = [
      [200, 'Continued on next page'],
      [480, 'Page 1 of 2'],
    ];
    expect(read([LINE_1, LINE_2, turn, LINE_3])).toEqual(EXPECTED);
  });
});
