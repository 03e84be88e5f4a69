/**
 * Golden tests for the causes behind scanned estimates' misses (issue 11, scans and photos of
 * pages), each on a small table given as positioned OCR words (cells at x positions).
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';

const CHAR = 5; // points per character at the size these "prints" use

/** Where OCR put the header words of a CCC-like scan (x, text, width in points). */
const CCC_HEADER: Array<[number, string, number]> = [
  [40, 'Line', 22],
  [77, 'Oper', 26],
  [125, 'Description', 63],
  [290, 'Part', 22],
  [317, 'Number', 43],
  [369, 'Qty', 19],
  [391, 'Extended', 51],
  [448, 'Price', 27],
  [480, '$', 5],
  [497, 'Labor', 31],
  [543, 'Paint', 28],
];

/** An OCR'd page from rows of [x, text] cells; each cell is one word item unless it holds spaces. */
function scan(rows: Array<Array<[number, string] | [number, string, number]>>): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    const items = cells.map(([x, str, width]) => ({ str, x, y, width: width ?? str.length * CHAR }));
    return { y, items, text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber: 1, lines, ocr: true, text: lines.map((l) => l.text).join('\n') };
}

describe('a heading of several words ("Extended Price $")', () => {
  it('spans its words, so a right-aligned price under "$" is the price and not the labor hours', () => {
    const e = parseEstimatePages([
      scan([
        CCC_HEADER,
        [
          [41, '6', 3],
          [78, 'Repl', 20],
          [126, 'LT', 9],
          [139, 'Headlamp', 50],
          [194, 'assy', 21],
          [291, '84915913HV', 64],
          [371, '1', 4],
          [453, '564.27', 33],
          [514, '0.9', 15],
        ],
        [
          [41, '7', 5],
          [78, 'Repl', 20],
          [126, 'Grille', 24],
          [155, 'assy', 21],
          [291, '41072824MB', 64],
          [371, '1', 3],
          [453, '198.17', 32],
          [514, '0.3', 14],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours])).toEqual([
      ['LT Headlamp assy', 564.27, 0.9],
      ['Grille assy', 198.17, 0.3],
    ]);
  });
});

describe('an hours figure whose decimal point OCR read as a digit', () => {
  const table = (hours: [string, number]) =>
    scan([
      [
        [40, '#', 7],
        [66, 'Operation', 55],
        [133, 'Description', 64],
        [279, 'Part', 23],
        [306, 'No.', 18],
        [410, 'Price', 27],
        [470, 'Labor', 32],
        [542, 'Paint', 29],
      ],
      [
        [40, '1', 5],
        [67, 'R&R', 23],
        [93, 'Left', 18],
        [115, 'front', 23],
        [141, 'fender', 31],
        [280, '70415837CY', 61],
        [406, '581.92', 32],
        [488, '2.7', 14],
        [557, '2.8', 14],
      ],
      [
        [40, '2', 5],
        [67, 'R&R', 23],
        [93, 'AC', 14],
        [112, 'condenser', 52],
        [279, '41550748KT', 64],
        [404, '444.24', 33],
        [488, hours[0], hours[1]],
      ],
    ]);

  it('reads "127" as wide as the page’s "2.7" as 1.7 hours', () => {
    const e = parseEstimatePages([table(['127', 13])]);
    expect(e.lines.map((l) => l.laborHours)).toEqual([2.7, 1.7]);
  });

  it('still reads a wider "127" (a dropped point of 12.7) as 12.7 hours', () => {
    const e = parseEstimatePages([table(['127', 19])]);
    expect(e.lines.map((l) => l.laborHours)).toEqual([2.7, 12.7]);
  });
});

describe('a price whose decimal point OCR read as a space', () => {
  it('reads "261 62" after the part number as $261.62', () => {
    const e = parseEstimatePages([
      scan([
        [
          [107, 'Description', 41],
          [151, 'of', 7],
          [161, 'Work', 18],
          [322, 'Amount', 28],
          [399, 'Body', 18],
          [420, 'Hrs', 11],
          [463, 'Refinish', 29],
        ],
        [
          [106, 'Replace', 25],
          [133, 'Left', 12],
          [148, 'tail', 9],
          [160, 'light', 13],
          [179, '78869795MF', 41],
          [225, '261', 11],
          [240, '62', 7],
          [422, '0.5', 9],
        ],
        [
          [102, 'Replace', 25],
          [130, 'Rear', 14],
          [147, 'bumper', 24],
          [175, 'cover', 17],
          [197, '68073959FA', 41],
          [244, '505.12', 21],
          [422, '2.1', 10],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours])).toEqual([
      ['Replace Left tail light', '78869795MF', 261.62, 0.5],
      ['Replace Rear bumper cover', '68073959FA', 505.12, 2.1],
    ]);
  });
});

describe('a scanned line number read with a speck, as a mark, or not at all', () => {
  it('keeps the rows "1: R&R …", "R&R …" and "% Add …" as lines of their own', () => {
    const e = parseEstimatePages([
      scan([
        [
          [40, '#', 6],
          [66, 'Operation', 47],
          [117, '/', 3],
          [123, 'Description', 54],
          [279, 'Part', 19],
          [302, 'No.', 15],
          [415, 'Price', 23],
          [475, 'Labor', 27],
          [547, 'Paint', 24],
        ],
        [
          [40, '1:', 5],
          [67, 'R&R', 17],
          [87, 'Front', 21],
          [112, 'bumper', 32],
          [148, 'cover', 23],
          [279, '20622294RS', 54],
          [409, '841.04', 29],
          [489, '3.7', 12],
          [558, '3.2', 12],
        ],
        [
          [67, 'R&R', 17],
          [88, 'Left', 15],
          [106, 'headlamp', 42],
          [152, 'assembly', 39],
          [279, '01201-68204', 56],
          [409, '612.24', 29],
          [489, '0.7', 12],
        ],
        [
          [40, '%', 5],
          [66, 'Add', 16],
          [86, 'Clear', 21],
          [111, 'coat', 17],
          [559, '1.8', 12],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.operation, l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Repl', 'Front bumper cover', 841.04, 3.7, 3.2],
      ['Repl', 'Left headlamp assembly', 612.24, 0.7, null],
      ['Add', 'Clear coat', null, null, 1.8],
    ]);
  });
});

describe('a scanned line number with a speck glued on', () => {
  it('reads "a4" as line 4, not as a word of the description', () => {
    const e = parseEstimatePages([
      scan([
        CCC_HEADER,
        [
          [39, 'a4', 7],
          [78, 'Repl', 20],
          [126, 'RT', 11],
          [141, 'Headlamp', 50],
          [196, 'assy', 21],
          [291, '27136061AA', 64],
          [371, '1', 4],
          [453, '337.77', 33],
          [514, '0.6', 15],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.lineNumber, l.description, l.price])).toEqual([[4, 'RT Headlamp assy', 337.77]]);
  });
});

describe('a smudge OCR read as a row of short "words"', () => {
  it('is neither a line nor a wrap of the line above', () => {
    const e = parseEstimatePages([
      scan([
        [
          [40, 'Description', 53],
          [97, 'of', 10],
          [110, 'Work', 24],
          [321, 'Amount', 37],
          [422, 'Body', 23],
          [449, 'Hrs', 15],
          [507, 'Refinish', 37],
        ],
        [
          [40, 'Repair', 30],
          [74, 'Left', 17],
          [95, 'quarter', 33],
          [132, 'panel', 24],
          [160, 'repair', 28],
          [452, '5.1', 12],
          [532, '2.9', 12],
        ],
        [[40, 'SE RA Ae Al OH A AE See Ne al oy sO EN', 300]],
        [[40, 'A RTE iy {0g VA PG EE ty {5 WA my SR RP', 320]],
        [
          [40, 'Clear', 22],
          [65, 'coat', 17],
          [532, '1.7', 12],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Repair Left quarter panel repair', 5.1, 2.9],
      ['Clear coat', null, 1.7],
    ]);
  });
});

describe('a smudge read as a few letters OCR is not sure of ("RF ER CP SE SU" under the hours columns)', () => {
  it('is no line: the garbled hours figure of the line above still gets its hours from the printed total', () => {
    const page = scan([
      [
        [40, 'Description', 53],
        [97, 'of', 10],
        [110, 'Work', 24],
        [321, 'Amount', 37],
        [422, 'Body', 23],
        [449, 'Hrs', 15],
        [507, 'Refinish', 37],
      ],
      [
        [40, 'Replace', 32],
        [76, 'Deck', 20],
        [100, 'lid', 9],
        [330, '850.82', 28],
        [452, '2.4', 14],
        [532, '4.3', 12],
      ],
      [
        [40, 'Replace', 32],
        [76, 'Rear', 20],
        [100, 'bumper', 30],
        [134, 'cover', 24],
        [330, '457.21', 28],
        [450, '1187', 15],
        [532, '2.8', 12],
      ],
      [
        [156, 'RF', 17],
        [397, 'ER', 16],
        [441, 'CP', 10],
        [458, 'SE', 10],
        [490, 'SU', 7],
      ],
      [
        [40, 'Subtotal', 40],
        [330, '1,308.03', 40],
      ],
      [
        [40, 'Body', 25],
        [70, 'Labor', 30],
        [200, '4.1', 15],
        [220, 'hrs', 15],
        [330, '295.20', 30],
      ],
    ]);
    // OCR's confidence in each word: the lines' print is read well, the smudge's "letters" hardly at all.
    const unsure = [0.11, 0.03, 0.19, 0.08, 0.2];
    for (const line of page.lines) for (const [i, it] of line.items.entries()) it.confidence = line.text.startsWith('RF') ? unsure[i] : 0.95;
    const e = parseEstimatePages([page]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Replace Deck lid', 850.82, 2.4, 4.3],
      ['Replace Rear bumper cover', 457.21, 1.7, 2.8],
    ]);
  });
});

describe('a smudge read as a dozen short fragments across the row, or a rule read as one stretched word', () => {
  it('is neither a line nor a wrap, though some fragments fall under the hours columns', () => {
    const fragments = 'DATOS SR AT SURE AN GB SAT SURI TT AS SOREN GRIT S140 SOUR SUIT SRE SOR UREN CURD SVRTC ee SE SV la GH'.split(' ');
    const e = parseEstimatePages([
      scan([
        [
          [40, 'Description', 53],
          [97, 'of', 10],
          [110, 'Work', 24],
          [321, 'Amount', 37],
          [422, 'Body', 23],
          [449, 'Hrs', 15],
          [507, 'Refinish', 37],
        ],
        [
          [40, '—_—', 33],
          [42, 'TR', 426],
          [413, 'Sh', 9],
        ],
        [
          [40, 'Repair', 30],
          [74, 'Left', 17],
          [95, 'quarter', 33],
          [132, 'panel', 24],
          [452, '5.1', 12],
          [532, '2.9', 12],
        ],
        fragments.map((w, i): [number, string, number] => [40 + i * 21, w, Math.min(18, w.length * 5)]),
        [
          [40, 'Clear', 22],
          [65, 'coat', 17],
          [532, '1.7', 12],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Repair Left quarter panel', 5.1, 2.9],
      ['Clear coat', null, 1.7],
    ]);
  });
});

describe('a row of empty form labels right above the table header', () => {
  it('is not joined to the header: "Condition:" over "Qty" moves no column', () => {
    const e = parseEstimatePages([
      scan([
        [
          [91, 'State:', 19],
          [114, 'FL', 7],
          [254, 'Production', 35],
          [293, 'Date:', 16],
          [357, 'Condition:', 34],
          [450, 'Job', 10],
          [464, '#:', 7],
        ],
        [
          [91, 'Line', 16],
          [120, 'Oper', 18],
          [159, 'Description', 44],
          [293, 'Part', 16],
          [311, 'Number', 30],
          [357, 'Qty', 13],
          [386, 'Extended', 35],
          [425, 'Price', 19],
          [447, '$', 4],
          [464, 'Labor', 22],
          [500, 'Paint', 20],
        ],
        [
          [89, '2', 3],
          [120, 'Repl', 14],
          [159, 'Bumper', 27],
          [188, 'cover', 19],
          [293, 'EC7K-50751-VM', 53],
          [358, '1', 2],
          [428, '607.25', 23],
          [475, '2.1', 10],
          [511, '2.5', 9],
        ],
        [
          [89, '4', 3],
          [120, 'Repl', 13],
          [158, 'Reinforcement', 50],
          [211, 'beam', 18],
          [293, 'DL5D-51911-LZ', 53],
          [359, '1', 2],
          [429, '216.46', 23],
          [477, '1.7', 10],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.quantity, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Bumper cover', 1, 607.25, 2.1, 2.5],
      ['Reinforcement beam', 1, 216.46, 1.7, null],
    ]);
  });
});

describe('a row whose only figure a scan garbled', () => {
  it('is a line of its own, not a wrap of the line above, and its hours come from the printed total', () => {
    const e = parseEstimatePages([
      scan([
        [
          [40, 'Description', 53],
          [97, 'of', 10],
          [110, 'Work', 24],
          [321, 'Amount', 37],
          [422, 'Body', 23],
          [449, 'Hrs', 15],
          [507, 'Refinish', 37],
        ],
        [
          [40, 'Replace', 32],
          [76, 'Deck', 20],
          [100, 'lid', 9],
          [330, '850.82', 28],
          [452, '1.6', 12],
          [532, '3.5', 12],
        ],
        [
          [40, 'Replace', 32],
          [76, 'Left', 15],
          [94, 'tail', 13],
          [111, 'light', 18],
          [330, '606.54', 29],
          [452, '0.6', 13],
        ],
        [
          [40, 'Clear', 22],
          [65, 'coat', 18],
          [532, '$47.', 12],
        ],
        [
          [40, 'Cover', 24],
          [68, 'car', 13],
          [532, '0.4', 12],
        ],
        [
          [40, 'Subtotal', 40],
          [330, '1,457.36', 40],
        ],
        [
          [40, 'Refinish', 40],
          [90, 'Labor', 30],
          [200, '5.6', 15],
          [220, 'hrs', 15],
          [330, '313.60', 30],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Replace Deck lid', 850.82, 1.6, 3.5],
      ['Replace Left tail light', 606.54, 0.6, null],
      ['Clear coat', null, null, 1.7],
      ['Cover car', null, null, 0.4],
    ]);
  });

  it('does not take the table’s rule, read as wide "words" ("Tine … ODT … ee"), for a line with garbled figures', () => {
    const e = parseEstimatePages([
      scan([
        [
          [95, 'Description', 46],
          [144, 'of', 8],
          [155, 'Work', 20],
          [319, 'Amount', 31],
          [400, 'Body', 20],
          [423, 'Hrs', 13],
          [468, 'Refinish', 32],
        ],
        [
          [94, 'Tine', 427],
          [402, 'ODT', 33],
          [460, 'ee', 36],
        ],
        [
          [94, 'Replace', 28],
          [125, 'Rear', 15],
          [144, 'bumper', 27],
          [175, 'cover', 18],
          [250, '622.53', 24],
          [425, '2.6', 11],
          [490, 'mi]', 10],
        ],
        [
          [93, 'Clear', 17],
          [115, 'coat', 15],
          [490, '1.5', 10],
        ],
        [
          [285, 'Paint', 17],
          [306, 'Labor', 19],
          [329, '(5.2', 18],
          [350, '@', 6],
          [361, '75.00)', 22],
          [473, '$390.00', 29],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Replace Rear bumper cover', 622.53, 2.6, 3.7],
      ['Clear coat', null, null, 1.5],
    ]);
  });

  it('keeps a numbered row whose number and paint figure are both garbled ("LS … Bind … ENT.") as a blend line', () => {
    const e = parseEstimatePages([
      scan([
        CCC_HEADER,
        [
          [41, '13', 10],
          [78, 'Repl', 20],
          [126, 'Condenser', 50],
          [291, '96135262KX', 60],
          [371, '1', 4],
          [453, '232.77', 32],
          [514, '2.3', 14],
        ],
        [
          [41, '14', 10],
          [126, 'FRONT', 32],
          [162, 'DOOR', 27],
        ],
        [
          [40, 'LS', 10],
          [77, 'Bind', 20],
          [126, 'LT', 9],
          [139, 'Front', 23],
          [165, 'door', 21],
          [190, 'shell', 21],
          [545, 'ENT.', 13],
        ],
        [
          [40, '16', 10],
          [77, 'Add', 18],
          [126, 'Add', 18],
          [148, 'for', 13],
          [164, 'Clear', 24],
          [192, 'Coat', 21],
          [545, '1.0', 13],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.lineNumber, l.operation, l.description, l.paintHours])).toEqual([
      [13, 'Repl', 'Condenser', null],
      [15, 'Blnd', 'LT Front door shell', null],
      [16, 'Add', 'Add for Clear Coat', 1],
    ]);
  });
});

describe('an hours figure no line carries ("1274" as narrow as the page’s "0.8")', () => {
  it('is a figure OCR garbled: the printed labor total gives the line its hours', () => {
    const e = parseEstimatePages([
      scan([
        [
          [39, '#', 7],
          [66, 'Operation', 55],
          [133, 'Description', 64],
          [279, 'Part', 23],
          [306, 'No.', 18],
          [410, 'Price', 27],
          [470, 'Labor', 32],
          [542, 'Paint', 28],
        ],
        [
          [40, '1', 3],
          [67, 'R&R', 22],
          [94, 'Front', 27],
          [125, 'bumper', 39],
          [167, 'reinforcement', 71],
          [279, '77472832KP', 64],
          [404, '231.57', 33],
          [487, '1274', 13],
        ],
        [
          [40, '2', 5],
          [67, 'R&R', 23],
          [93, 'Grille', 27],
          [125, 'assembly', 46],
          [279, '93065693RF', 64],
          [404, '325.12', 33],
          [487, '0.8', 14],
        ],
        [
          [40, '3', 5],
          [67, 'Add', 19],
          [90, 'Clear', 27],
          [120, 'coat', 21],
          [557, '1.8', 14],
        ],
        [
          [253, 'Parts', 25],
          [522, '$556.69', 50],
        ],
        [
          [254, 'Labor', 29],
          [287, '2.5', 21],
          [312, 'hrs', 15],
          [331, 'x', 5],
          [340, '$75', 18],
          [522, '$187.50', 49],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Front bumper reinforcement', 1.7, null],
      ['Grille assembly', 0.8, null],
      ['Clear coat', null, 1.8],
    ]);
  });
});

describe('a Mitchell-like row whose line number the scan lost', () => {
  it('is a line when it has its labor code and a figure, though its operation is printed in the description', () => {
    const e = parseEstimatePages([
      scan([
        [
          [99, 'Line', 17],
          [124, 'Entry', 22],
          [163, 'Labor', 23],
          [193, 'Line', 17],
          [214, 'Item', 18],
          [335, 'Part', 16],
          [355, 'Type/', 21],
          [443, 'Dollar', 25],
          [506, 'Labor', 23],
        ],
        [
          [98, 'Item', 18],
          [124, 'Number', 33],
          [162, 'Type', 18],
          [193, 'Description', 47],
          [335, 'Part', 16],
          [355, 'Number', 33],
          [436, 'Amount', 31],
          [507, 'Units', 21],
        ],
        [
          [96, '3', 3],
          [122, '130705', 24],
          [159, 'BDY', 14],
          [188, 'Repair', 22],
          [213, 'L', 4],
          [219, 'QUARTER', 35],
          [256, 'PANEL', 23],
          [503, '6.1', 9],
        ],
        [
          [95, '4', 4],
          [121, '130705', 24],
          [158, 'REF', 14],
          [188, 'Refinish', 27],
          [217, 'L', 4],
          [224, 'QUARTER', 34],
          [261, 'PANEL', 23],
          [504, '3.4', 9],
        ],
        [
          [120, '963267', 25],
          [158, 'REF', 14],
          [188, 'Refinish', 27],
          [217, 'CLEAR', 24],
          [244, 'COAT', 19],
          [506, '1.0', 9],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Repair L QUARTER PANEL', 6.1, null],
      ['Refinish L QUARTER PANEL', null, 3.4],
      ['Refinish CLEAR COAT', null, 1],
    ]);
  });
});

describe('a part number OCR cut in pieces ("54976", "-", "XWR-KOO")', () => {
  it('is one part number, not a part number and words of the description', () => {
    const e = parseEstimatePages([
      scan([
        [
          [40, 'Line', 22],
          [77, 'Operation', 53],
          [146, 'Description', 65],
          [317, 'Part', 22],
          [343, 'Number', 19],
          [436, 'Price', 28],
          [489, 'Labor', 29],
          [542, 'Paint', 29],
        ],
        [
          [40, '001', 17],
          [77, 'REPLACE', 41],
          [146, 'WINDSCREEN', 60],
          [317, '54976', 28],
          [348, '-', 3],
          [355, 'XWR-KOO', 39],
          [429, '346.95', 35],
          [501, '2.0', 17],
        ],
        [
          [40, '002', 17],
          [77, 'REPLACE', 41],
          [146, 'MOULDING', 48],
          [200, 'WINDSCREEN', 59],
          [317, '92448-LEE-Y58', 77],
          [436, '43.75', 29],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours])).toEqual([
      ['WINDSCREEN', '54976-XWR-KOO', 346.95, 2],
      ['MOULDING WINDSCREEN', '92448-LEE-Y58', 43.75, null],
    ]);
  });
});

describe('a refinish line of a one-units-column table whose figure the scan garbled ("15]" under REF)', () => {
  it('gets its hours from the printed paint total, not the body labor total', () => {
    const e = parseEstimatePages([
      scan([
        [
          [99, 'Line', 17],
          [124, 'Entry', 22],
          [163, 'Labor', 23],
          [193, 'Line', 17],
          [214, 'Item', 18],
          [335, 'Part', 16],
          [355, 'Type/', 21],
          [443, 'Dollar', 25],
          [506, 'Labor', 23],
        ],
        [
          [98, 'Item', 18],
          [124, 'Number', 33],
          [162, 'Type', 18],
          [193, 'Description', 47],
          [335, 'Part', 16],
          [355, 'Number', 33],
          [436, 'Amount', 31],
          [507, 'Units', 21],
        ],
        [
          [96, '1', 3],
          [122, '492814', 24],
          [159, 'BDY', 14],
          [188, 'Remove/Replace', 60],
          [250, 'HOOD', 20],
          [335, '77305-MKT-W37', 60],
          [442, '658.46', 23],
          [510, '1.2', 10],
        ],
        [
          [96, '2', 3],
          [122, '417499', 24],
          [159, 'REF', 14],
          [188, 'Refinish', 27],
          [217, 'HOOD', 20],
          [510, '3.4', 10],
        ],
        [
          [96, '3', 3],
          [122, '191453', 24],
          [159, 'REF', 14],
          [188, 'Refinish', 27],
          [217, 'CLEAR', 24],
          [244, 'COAT', 19],
          [510, '15]', 10],
        ],
        [
          [129, 'Parts', 18],
          [471, '658.46', 32],
        ],
        [
          [127, 'Body', 19],
          [149, 'Labor', 22],
          [305, '1.2', 11],
          [319, 'hrs', 11],
          [334, '@', 5],
          [344, '$50.00/hr', 36],
          [479, '60.00', 24],
        ],
        [
          [126, 'Refinish', 30],
          [160, 'Labor', 22],
          [304, '4.7', 11],
          [318, 'hrs', 11],
          [333, '@', 5],
          [343, '$50.00/hr', 37],
          [477, '235.00', 26],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Remove/Replace HOOD', 1.2, null],
      ['Refinish HOOD', null, 3.4],
      ['Refinish CLEAR COAT', null, 1.3],
    ]);
  });
});

describe('a speck of an hours figure read as a lone digit ("3" a sixth as wide as the page’s "0.5")', () => {
  it('is no figure: the line’s hours come from the printed total', () => {
    const e = parseEstimatePages([
      scan([
        CCC_HEADER,
        [
          [41, '2', 4],
          [78, 'Repl', 18],
          [126, 'Reinforcement', 64],
          [291, '93613717KV', 57],
          [371, '1', 4],
          [455, '197.18', 30],
          [513, '3', 2],
          [518, 'bp]', 9],
        ],
        [
          [41, '3', 4],
          [78, 'Repl', 18],
          [126, 'Grille', 30],
          [291, '41072824MB', 57],
          [371, '1', 4],
          [455, '198.17', 30],
          [512, '0.5', 13],
        ],
        [
          [41, 'Body', 22],
          [68, 'Labor', 25],
          [257, '1.7', 13],
          [279, 'hrs', 13],
          [416, '@', 8],
          [437, '52.00', 25],
          [544, '88.40', 31],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.laborHours])).toEqual([
      ['Reinforcement', 1.2],
      ['Grille', 0.5],
    ]);
  });
});

describe('an hours figure read without its point and with a digit wrong ("28" for 2.5)', () => {
  const table = (labor: string) =>
    scan([
      CCC_HEADER,
      [
        [41, '9', 5],
        [78, 'Repl', 19],
        [126, 'Hood', 23],
        [291, '79308202XA', 60],
        [371, '1', 4],
        [446, '1,031.30', 41],
        [516, '1.5', 13],
        [558, '29', 14],
      ],
      [
        [41, '11', 10],
        [78, 'Repl', 19],
        [126, 'LT', 9],
        [139, 'Fender', 32],
        [291, '16718455GW', 64],
        [371, '1', 4],
        [455, '530.55', 32],
        [515, labor, 14],
        [558, '2.4', 14],
      ],
      [[41, 'ESTIMATE TOTALS', 95]],
      [
        [41, 'Body', 23],
        [68, 'Labor', 26],
        [254, '4.0', 14],
        [272, 'hrs', 14],
        [414, '@', 8],
        [435, '60.00', 26],
        [540, '240.00', 32],
      ],
      [
        [41, 'Paint', 22],
        [68, 'Labor', 26],
        [254, '5.3', 14],
        [272, 'hrs', 14],
        [414, '@', 8],
        [436, '56.00', 26],
        [540, '296.80', 32],
      ],
    ]);

  it('takes the hours the printed total leaves it when it is the only point-less figure of its column', () => {
    const e = parseEstimatePages([table('28')]);
    expect(e.lines.map((l) => [l.description, l.laborHours, l.paintHours])).toEqual([
      ['Hood', 1.5, 2.9],
      ['LT Fender', 2.5, 2.4],
    ]);
  });

  it('leaves a figure read with its point as it is', () => {
    const e = parseEstimatePages([table('2.8')]);
    expect(e.lines.map((l) => l.laborHours)).toEqual([1.5, 2.8]);
  });
});

describe('a net below zero whose minus sign the scan lost', () => {
  const totals = (net: string, gross = '1,489.15') =>
    scan([
      CCC_HEADER,
      [
        [41, '1', 5],
        [78, 'Repl', 19],
        [126, 'Hood', 23],
        [291, '79308202XA', 60],
        [371, '1', 4],
        [446, '1,031.30', 41],
        [516, '1.5', 13],
      ],
      [[41, 'ESTIMATE TOTALS', 95]],
      [
        [41, 'Grand', 30],
        [76, 'Total', 26],
        [540, gross, 40],
      ],
      [
        [41, 'Deductible', 50],
        [540, '(2,500.00)', 50],
      ],
      [
        [41, 'Net', 18],
        [64, 'Cost', 22],
        [90, 'of', 10],
        [104, 'Repairs', 36],
        [540, net, 40],
      ],
    ]);

  it('is below zero when the grand total is the deductible less it, and says so', () => {
    const e = parseEstimatePages([totals('1,010.85')]);
    expect([e.totals.gross, e.totals.deductible, e.totals.net]).toEqual([1489.15, 2500, -1010.85]);
    expect((e.warnings ?? []).join(' ')).toMatch(/below zero/);
  });

  it('stays as read when the grand total is it plus the deductible', () => {
    const e = parseEstimatePages([totals('1,010.85', '3,510.85')]);
    expect(e.totals.net).toBe(1010.85);
  });
});
