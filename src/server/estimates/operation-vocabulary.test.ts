/**
 * Golden test for the operation vocabulary (line-vocabulary.ts, as data): operation codes other estimating
 * systems and shops print in the operation column ("R/R", "Rem/Inst", "Ref", "PDR", "OH", "Chk") are read as
 * the operation, and their part type words ("OE", "Genuine", "Non-OEM", "QRP", "NSF", "RECY", "Rebuilt", "Remfg")
 * as the part type. Each was a line with no operation or part type before.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const CODES: Array<[code: string, operation: string]> = [
  ['R/R', 'Repl'],
  ['Rem/Repl', 'Repl'],
  ['Rem/Inst', 'R&I'],
  ['Ref', 'Refn'],
  ['PDR', 'Rpr'],
  ['OH', 'O/H'],
  ['Chk', 'Chk'],
];

describe('operation codes of other systems', () => {
  it('reads each code in the operation column as its operation', () => {
    const rows: Cell[][] = CODES.map(([code], i) => [
      [40, String(i + 1)],
      [68, code],
      [120, `Panel ${i + 1}`],
      [454, '1.0'],
    ]);
    const e = parseEstimatePages([
      print([
        [
          [40, 'Line'],
          [68, 'Oper'],
          [120, 'Description'],
          [250, 'Part Number'],
          [340, 'Qty'],
          [390, 'Price'],
          [450, 'Labor'],
          [490, 'Paint'],
        ],
        ...rows,
        [
          [250, 'Grand'],
          [280, 'Total'],
          [420, '987.12'],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.operation])).toEqual(CODES.map(([, op], i) => [`Panel ${i + 1}`, op]));
  });
});

const PART_TYPES: Array<[word: string, partType: string]> = [
  ['OE', 'OEM'],
  ['Genuine', 'OEM'],
  ['Non-OEM', 'aftermarket'],
  ['QRP', 'aftermarket'],
  ['NSF', 'aftermarket'],
  ['RECY', 'used'],
  ['Rebuilt', 'reconditioned'],
  ['Remfg', 'reconditioned'],
];

describe('part types of other systems', () => {
  it('reads each word in the part type column as its part type', () => {
    const rows: Cell[][] = PART_TYPES.map(([word], i) => [
      [40, String(i + 1)],
      [68, 'Repl'],
      [120, `Panel ${i + 1}`],
      [250, word],
      [300, `7110${i}TVAA0${i}`],
      [390, '100.00'],
    ]);
    const e = parseEstimatePages([
      print([
        [
          [40, 'Line'],
          [68, 'Oper'],
          [120, 'Description'],
          [250, 'Type'],
          [300, 'Part Number'],
          [390, 'Price'],
          [450, 'Labor'],
          [490, 'Paint'],
        ],
        ...rows,
        [
          [250, 'Grand'],
          [280, 'Total'],
          [420, '987.12'],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partType])).toEqual(PART_TYPES.map(([, type], i) => [`Panel ${i + 1}`, type]));
  });
});
