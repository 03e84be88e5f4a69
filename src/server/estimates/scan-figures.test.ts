/**
 * Golden tests for scanned estimates' hours figures (issue 35): each builds a small appraiser-style
 * table as positioned OCR words and shows one cause of a lost or misread figure.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';
import { type Cell, ocrLine } from './scan-fixtures.js';

const HEADER: Cell[] = [
  [41, '#', 7],
  [67, 'Operation', 53],
  [131, 'Description', 61],
  [280, 'Part', 22],
  [306, 'No.', 17],
  [411, 'Price', 28],
  [472, 'Labor', 32],
  [545, 'Paint', 27],
];

/** One table row: number, operation, description, part number, price, labor and paint cells (null: not printed). */
function row(n: number, op: string, desc: string, part: string | null, price: string | null, labor: Cell | string | null, paint: Cell | string | null): Cell[] {
  const cells: Cell[] = [
    [41, String(n), 5],
    [68, op, op.length * 6],
  ];
  let x = 94;
  for (const word of desc.split(' ')) {
    cells.push([x, word, word.length * 5]);
    x += word.length * 5 + 5;
  }
  if (part) cells.push([280, part, 67]);
  if (price) cells.push([440 - price.length * 5, price, price.length * 5]);
  const figure = (c: Cell | string, at: number): Cell => (typeof c === 'string' ? [at, c, c.length * 4.5] : c);
  if (labor) cells.push(figure(labor, 489));
  if (paint) cells.push(figure(paint, 558));
  return cells;
}

const money = (hours: string) => `$${(Number(hours) * 75).toFixed(2)}`;

/** An OCR'd page from rows of cells; the hours totals block is printed under the table. */
function scan(rows: Cell[][], labor: string, paint: string): DocumentPage {
  const all: Cell[][] = [
    HEADER,
    ...rows,
    [
      [253, 'Parts', 24],
      [525, '$1,000.00', 46],
    ],
    [
      [253, 'Labor', 28],
      [285, labor, 19],
      [309, 'hrs', 15],
      [327, 'x', 5],
      [336, '$75', 17],
      [525, money(labor), 47],
    ],
    [
      [253, 'Refinish', 38],
      [296, paint, 19],
      [320, 'hrs', 15],
      [338, 'x', 5],
      [347, '$75', 17],
      [525, money(paint), 47],
    ],
  ];
  const lines = all.map((cells, i) => ocrLine(168 + i * 13, cells, 0.96));
  return { pageNumber: 1, lines, ocr: true, text: lines.map((l) => l.text).join('\n') };
}

const hours = (page: DocumentPage) => parseEstimatePages([page]).lines.map((l) => [l.laborHours, l.paintHours]);

describe('a scanned hours figure with a speck read beside it', () => {
  it('reads "137." and "123\\"" as wide as the page’s "2.1" as 1.7 and 1.3 hours', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '2.1', 13], [558, '3.2', 14]),
        row(2, 'R&R', 'Hood panel aluminum', 'A7513328809', '1,274.73', [489, '123"', 15, 0.19], [557, '4.5', 14]),
        row(3, 'R&R', 'AC condenser', 'A2978924316', '333.61', [489, '137.', 13, 0.6], null),
      ],
      '5.1',
      '7.7',
    );
    expect(hours(page)).toEqual([
      [2.1, 3.2],
      [1.3, 4.5],
      [1.7, null],
    ]);
  });
});

describe('a scanned hours figure OCR lost glyphs of', () => {
  it('takes the printed total less the other lines, when what was read ("7", "$9") is what is left of it', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '2.1', 13], [558, '3.2', 14]),
        row(2, 'R&R', 'Left fender', 'A4575177916', '357.53', [489, '$9', 12, 0.58], [558, '7', 5, 0.49]),
        row(3, 'R&R', 'AC condenser', 'A2978924316', '333.61', [489, '0.5', 13], null),
      ],
      '4.5',
      '5.9',
    );
    expect(hours(page)).toEqual([
      [2.1, 3.2],
      [1.9, 2.7],
      [0.5, null],
    ]);
  });
});

describe('a scanned hours figure OCR was doubtful of', () => {
  it('takes the difference from the printed total where it is the one doubtful figure of its column', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '1.7', 13], [558, '25', 13]),
        row(2, 'R&R', 'Left fender', 'A4575177916', '532.95', [489, '2.0', 14, 0.44], [558, '3.3', 14]),
        row(3, 'R&R', 'AC condenser', 'A2978924316', '296.09', [489, '2.2', 13, 0.71], null),
        row(4, 'Add', 'Clear coat', null, null, null, [558, '14', 13]),
      ],
      '6.6',
      '7.2',
    );
    expect(hours(page)).toEqual([
      [1.7, 2.5],
      [2.7, 3.3],
      [2.2, null],
      [null, 1.4],
    ]);
  });
});

describe('a scanned line whose only figure OCR never read', () => {
  const page = (labor: string) =>
    scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '2.1', 13], [558, '3.2', 14]),
        row(2, 'Add', 'Clear coat', null, null, null, null),
        row(3, 'R&R', 'AC condenser', 'A2978924316', '333.61', [489, '0.5', 13], null),
      ],
      labor,
      '4.7',
    );

  it('takes the hours its column falls short of the printed total by', () => {
    expect(hours(page('2.6'))).toEqual([
      [2.1, 3.2],
      [null, 1.5],
      [0.5, null],
    ]);
  });

  it('takes none where both columns fall short (which column it sat in is not known)', () => {
    expect(hours(page('3.6'))[1]).toEqual([null, null]);
  });

  it('takes none where another figure of the short column is itself unsure (read without its point)', () => {
    const unsure = page('2.6');
    const cell = unsure.lines[1]?.items.find((it) => it.str === '3.2');
    if (cell) cell.str = '25';
    expect(hours(unsure)).toEqual([
      [2.1, 2.5],
      [null, null],
      [0.5, null],
    ]);
  });
});

describe('a scanned figure whose point OCR read as another mark', () => {
  const page = scan(
    [
      row(1, 'R&R', 'Front bumper cover', 'A3877161696', '615.35', [489, '3.0', 14], null),
      row(2, 'R&R', 'Radiator core support', '46596007MS', null, [489, '7-2', 13, 0.63], null),
      row(3, 'R&R', 'Hood panel', '32340077NA', '922.30', [489, 'Ea;', 13, 0.32], null),
    ],
    '11.3',
    '0.0',
  );
  page.lines[2]?.items.push({ str: '523576', x: 410, y: page.lines[2].y, width: 32, confidence: 0.67 });

  it('reads a price "523576" no wider than the page’s "615.35" as 523.76 (its point read as a digit)', () => {
    expect(parseEstimatePages([page]).lines.map((l) => l.price)).toEqual([615.35, 523.76, 922.3]);
  });

  it('reads hours "7-2" as 7.2 (and so the one figure garbled past reading takes the rest of the total)', () => {
    expect(hours(page)).toEqual([
      [3.0, null],
      [7.2, null],
      [1.1, null],
    ]);
  });
});

describe('a scanned hours figure OCR kept one letter of', () => {
  it('takes the printed total less the other lines where a lone "b" sits in the labor column', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '2.1', 13], [558, '3.2', 14]),
        row(2, 'R&R', 'Hood panel', 'A7513328809', '945.77', [492, 'b', 2, 0.37], [558, '2.6', 13]),
        row(3, 'R&R', 'AC condenser', 'A2978924316', '333.61', [489, '0.5', 13], null),
      ],
      '3.8',
      '5.8',
    );
    expect(hours(page)).toEqual([
      [2.1, 3.2],
      [1.2, 2.6],
      [0.5, null],
    ]);
  });
});

describe('a scanned hours figure OCR read as a lone "?"', () => {
  it('takes the printed total less the other lines, as for a lone letter (seed 20261160: a hood’s 1.5 read "?")', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.98', [489, '2.6', 13], [558, '3.4', 14]),
        row(2, 'R&R', 'Hood panel', 'A6846898638', '744.92', [490, '?', 2, 0.46], [558, '3.6', 14]),
        row(3, 'R&R', 'Grille assembly', 'A2978924316', '172.79', [489, '0.4', 13], null),
      ],
      '4.5',
      '7.0',
    );
    expect(hours(page)).toEqual([
      [2.6, 3.4],
      [1.5, 3.6],
      [0.4, null],
    ]);
  });
});

describe('a scanned price OCR garbled past reading', () => {
  it('takes the printed parts total less the other prices (seed 20261160: a bumper cover’s 527.57 read "5207:5¢")', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Rear bumper cover', 'A3877161696', null, [489, '2.4', 13], null),
        row(2, 'R&R', 'Decklid panel', 'A7513328809', '472.02', [489, '1.2', 13], null),
      ],
      '3.6',
      '0.0',
    );
    page.lines[1]?.items.splice(4, 0, { str: '5207:5¢', x: 405, y: page.lines[1].y, width: 30, confidence: 0.17 });
    expect(parseEstimatePages([page]).lines.map((l) => l.price)).toEqual([527.98, 472.02]);
  });
});

describe('a scanned price OCR misread in one digit', () => {
  it('takes the price the printed parts total checks, where one price alone, one digit read otherwise, adds up (seed 20261161: 185.03 read 185.63)', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '551.28', [489, '2.4', 13], null),
        row(2, 'R&R', 'Radiator grille', 'A7513328809', '185.63', [489, '0.8', 13], null),
      ],
      '3.2',
      '0.0',
    );
    const parts = page.lines.find((l) => l.items[0]?.str === 'Parts');
    if (parts?.items[1]) {
      parts.items[1].str = '$736.31';
      parts.text = parts.text.replace('$1,000.00', '$736.31');
    }
    expect(parseEstimatePages([page]).lines.map((l) => l.price)).toEqual([551.28, 185.03]);
  });
});

describe('a scanned totals block whose hours OCR read without their point', () => {
  it('reads "14 hrs x $75 = $105.00" as 1.4 hours (the amount charges a tenth of them), not as a total to reconcile a line to', () => {
    const page = scan([row(1, 'R&R', 'Windshield', 'A3877161696', '852.27', [489, '14', 13], [558, '3.2', 14])], '1.4', '3.2');
    const totals = page.lines.find((l) => l.items[0]?.str === 'Labor');
    const printed = totals?.items[1];
    if (totals && printed) {
      printed.str = '14';
      totals.text = totals.text.replace('1.4', '14');
    }
    expect(hours(page)).toEqual([[1.4, 3.2]]);
    expect(parseEstimatePages([page]).laborHours?.body).toBe(1.4);
  });
});

describe('an operation OCR glued onto the description’s first word', () => {
  it('reads "R&RGrille" as the operation and the word', () => {
    const page = scan([row(1, 'R&RGrille', 'assembly', 'A3877161696', '263.89', [489, '0.7', 13], null)], '0.7', '0.0');
    expect(parseEstimatePages([page]).lines.map((l) => [l.operation, l.description])).toEqual([['Repl', 'Grille assembly']]);
  });
});

describe('a scanned hours figure read as one digit and a letter', () => {
  it('reads "3S" as a figure OCR garbled (its point lost), not as 3 hours and a labor-type letter, so the printed total gives it back', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Trunk lid', 'A3877161696', '668.05', [489, '1.5', 13], [558, '3.2', 13]),
        row(2, 'Add', 'Clear coat', null, null, null, [558, '3S', 13, 0.56]),
      ],
      '1.5',
      '4.7',
    );
    expect(hours(page)).toEqual([
      [1.5, 3.2],
      [null, 1.5],
    ]);
  });
});

describe('a scanned hours figure read with two decimals', () => {
  it('reads "1:43" as a figure OCR garbled (hours print one decimal), so the printed total gives it back (not to "257" read as 2.7)', () => {
    const page = scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '583.29', [489, '1.7', 13], [558, '257', 13, 0.43]),
        row(2, 'Add', 'Clear coat', null, null, null, [558, '1:43', 12, 0.56]),
      ],
      '1.7',
      '4.0',
    );
    expect(hours(page)).toEqual([
      [1.7, 2.7],
      [null, 1.3],
    ]);
  });
});

describe('a scanned hours figure OCR was not a third sure of', () => {
  const page = (confidence: number) =>
    scan(
      [
        row(1, 'R&R', 'Front bumper cover', 'A3877161696', '339.39', [489, '2.2', 13], [558, '2.8', 13]),
        row(2, 'Blnd', 'Front door shell', null, null, null, [558, '3:8', 12, confidence]),
        row(3, 'Add', 'Clear coat', null, null, null, [558, '0.9', 13]),
      ],
      '2.2',
      '5.2',
    );

  it('takes the difference from the printed total though no digit of "3:8" is kept in 1.5 (its reading is no evidence)', () => {
    expect(hours(page(0.33))).toEqual([
      [2.2, 2.8],
      [null, 1.5],
      [null, 0.9],
    ]);
  });

  it('keeps a figure OCR was doubtful of, but not that unsure, where no digit of it is kept in the difference', () => {
    expect(hours(page(0.5))[1]).toEqual([null, 3.8]);
  });
});
