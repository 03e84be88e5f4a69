/**
 * Golden tests for scanned estimates' table headers and the words OCR glues across their columns
 * (issue 35): each builds a small Mitchell-style page as positioned OCR words and shows one cause.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage, TextLine } from '../documents/text/types.js';
import { type Cell, ocrLine } from './scan-fixtures.js';

const line = ocrLine;

/** "Line / Entry / Labor / Line Item / Part Type/ / Dollar / Labor" over "Item / Number / Type / Description / Part Number / Amount / Units". */
const UPPER: Cell[] = [
  [40, 'Line', 21],
  [72, 'Entry', 27],
  [120, 'Labor', 29],
  [157, 'Line', 22],
  [182, 'Item', 23],
  [333, 'Part', 21],
  [356, 'Type/', 27],
  [465, 'Dollar', 34],
  [543, 'Labor', 29],
];
const LOWER: Cell[] = [
  [40, 'Item', 21],
  [72, 'Number', 34],
  [119, 'Type', 23],
  [157, 'Description', 58],
  [331, 'Part', 23],
  [357, 'Number', 38],
  [456, 'Amount', 41],
  [545, 'Units', 26],
];

/**
 * The lower header row as OCR broke it: "Part Units" and "Amount" a point apart, and the rule under the
 * header read as a noise line holding the rest, of which only "Type" and "Description" were read surely.
 */
const LOWER_BROKEN: TextLine[] = [
  line(263, [
    [331, 'Part', 23],
    [545, 'Units', 26],
  ]),
  line(264, [[456, 'Amount', 41]]),
  line(267, [
    [40, 'cue', 15, 0.15],
    [59, 'TEE', 11, 0.15],
    [72, 'a', 5, 0.38],
    [84, 'rw', 13, 0.35],
    [102, 'bard', 11, 0.41],
    [117, 'CL', 14, 0.28],
    [119, 'Type', 23],
    [136, 'AAA', 25, 0.04],
    [157, 'Description', 58],
    [176, 'hn', 14, 0.24],
    [207, 'AC', 13, 0.19],
    [226, 'ERNE', 19, 0.25],
    [249, 'DNR', 22, 0.29],
    [274, 'ADEE', 29, 0.19],
    [307, 'SN', 12, 0.19],
    [329, 'Bek', 13, 0.46],
    [350, 'Lv', 10, 0.15],
    [405, 'ISL', 23, 0.38],
    [502, 'dO', 12, 0.07],
  ]),
];

/** The two lines of the table: part type and part number as printed ("OEM", the number) or OCR glued the type onto the description. */
function rows(glued: boolean): TextLine[] {
  const part = (word: string, type: string, pno: string): Cell[] =>
    glued
      ? [
          [304, `${word}${type}`, 51],
          [359, pno, 58],
        ]
      : [
          [304, word, 30],
          [336, type, 19],
          [359, pno, 58],
        ];
  return [
    line(283, [
      [41, '1', 3],
      [72, '480244', 33],
      [120, 'BDY', 19],
      [157, 'Remove/Replace', 75],
      [236, 'WINDSHIELD', 64],
      ...part('GLASS', 'OEM', '42055055ES'),
      [466, '871.63', 31],
      [558, '1.9', 13],
    ]),
    line(296, [
      [40, '2', 5],
      [72, '688503', 34],
      [157, 'Remove/Replace', 75],
      [236, 'WINDSHIELD', 65],
      ...part('MLDG', 'OEM', '27669357AN'),
      [472, '59.30', 25],
    ]),
  ];
}

const TOTALS: TextLine[] = [
  line(318, [
    [40, 'ESTIMATE', 54],
    [97, 'TOTALS', 40],
  ]),
  line(327, [
    [92, 'Parts', 25],
    [514, '930.93', 31],
  ]),
  line(339, [
    [94, 'Body', 22],
    [120, 'Labor', 26],
    [307, '1.9', 13],
    [324, 'hrs', 14],
    [520, '95.00', 25],
  ]),
  line(388, [
    [94, 'Gross', 26],
    [122, 'Total', 22],
    [507, '1,025.93', 38],
  ]),
];

function page(lower: TextLine[], glued = false): DocumentPage {
  const lines = [line(252, UPPER), ...lower, ...rows(glued), ...TOTALS];
  return { pageNumber: 1, lines, ocr: true, text: lines.map((l) => l.text).join('\n') };
}

const read = (p: DocumentPage) => parseEstimatePages([p]).lines.map((l) => [l.description, l.partNumber, l.partType, l.price, l.laborHours]);

describe('a scanned two-line table header whose lower row OCR broke into pieces', () => {
  it('reads the pieces a point or two apart as one row (sure words of a noise line only), and the lines under it', () => {
    expect(read(page(LOWER_BROKEN)).map(([, pno, , price, labor]) => [pno, price, labor])).toEqual([
      ['42055055ES', 871.63, 1.9],
      ['27669357AN', 59.3, null],
    ]);
  });
});

describe('a header naming an "Entry" column without its "Number"', () => {
  it('reads that column as the entry number (no word of the description)', () => {
    const p = page(LOWER_BROKEN);
    expect(read(p).map(([desc]) => desc)).toEqual(['Remove/Replace WINDSHIELD GLASS', 'Remove/Replace WINDSHIELD MLDG']);
  });
});

describe('a part type OCR glued onto the description across the part column’s edge', () => {
  it('reads "GLASSOEM" reaching into the part band as the word and the part type', () => {
    const p = page([line(263, LOWER)], true);
    expect(read(p)).toEqual([
      ['Remove/Replace WINDSHIELD GLASS', '42055055ES', 'OEM', 871.63, 1.9],
      ['Remove/Replace WINDSHIELD MLDG', '27669357AN', 'OEM', 59.3, null],
    ]);
  });
});

describe('a scanned header whose two column headings OCR read as one word', () => {
  it('splits "QtyExtended" by the column vocabulary, so the quantity has its band (no word of the description)', () => {
    const header: Cell[] = [
      [42, 'Line', 21],
      [79, 'Oper', 25],
      [126, 'Description', 59],
      [292, 'Part', 21],
      [316, 'Number', 40],
      [370, 'QtyExtended', 79],
      [454, 'Price$', 34],
      [503, 'Labor', 29],
      [548, 'Paint', 26],
    ];
    const row = (n: string, desc: string, pno: string, price: string, labor: string): TextLine =>
      line(300 + Number(n) * 12, [
        [42, n, 5],
        [78, 'Repl', 20],
        [127, desc, desc.length * 5],
        [292, pno, 59],
        [371, '1', 4],
        [487 - price.length * 5, price, price.length * 5],
        [516, labor, 12],
      ]);
    const lines = [line(285, header), row('1', 'Trunk lid', '21495970MA', '668.05', '1.5'), row('2', 'Tail lamp', '31810791GM', '264.05', '0.4')];
    const p: DocumentPage = { pageNumber: 1, lines, ocr: true, text: lines.map((l) => l.text).join('\n') };
    expect(parseEstimatePages([p]).lines.map((l) => [l.description, l.quantity, l.price])).toEqual([
      ['Trunk lid', 1, 668.05],
      ['Tail lamp', 1, 264.05],
    ]);
  });
});
