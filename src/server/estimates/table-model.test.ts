/**
 * Golden tests for the table model of estimate lines (issue 35), one small estimate per cause, each
 * given as positioned text (cells at x positions, as the text stage delivers them): a line is read by
 * the column band each word sits in, and rows join their line by position, not by wording.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';

const CHAR = 5;
type Cells = Array<[number, string]>;

function page(rows: Cells[], ocr = false): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    return { y, items: cells.map(([x, str]) => ({ str, x, y, width: str.length * CHAR })), text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber: 1, lines, ocr, text: lines.map((l) => l.text).join('\n') };
}

/** Figures right-aligned at a column's right edge. */
const at = (right: number, s: string): [number, string] => [right - s.length * CHAR, s];
const PRICE = 400;
const LABOR = 440;
const PAINT = 480;
const HEADER: Cells = [
  [40, 'Line'],
  [70, 'Oper'],
  [110, 'Description'],
  [260, 'Part Number'],
  [340, 'Qty'],
  at(PRICE, 'Price'),
  at(LABOR, 'Labor'),
  at(PAINT, 'Paint'),
];
const TITLE: Cells = [[40, 'Keystone Mutual Insurance — Estimate of Record']];
const END: Cells = [[40, 'Estimate Totals']];

const read = (rows: Cells[], ocr = false) => parseEstimatePages([page([TITLE, HEADER, ...rows, END], ocr)]).lines;

describe('estimate lines read by their column bands', () => {
  it('reads a line with its part and its labor on one row', () => {
    const lines = read([
      [[40, '1'], [70, 'Repl'], [110, 'Front bumper cover'], [260, '04711-TVA-A00'], [345, '1'], at(PRICE, '389.00'), at(LABOR, '2.0'), at(PAINT, '2.5')],
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      lineNumber: 1,
      operation: 'Repl',
      description: 'Front bumper cover',
      partNumber: '04711-TVA-A00',
      quantity: 1,
      price: 389,
      laborHours: 2,
      paintHours: 2.5,
    });
  });

  it('joins a line printed on two rows: the part on the first, the labor on the second', () => {
    const lines = read([
      [[40, '1'], [70, 'Repl'], [110, 'Front bumper cover'], [260, '04711-TVA-A00'], [345, '1'], at(PRICE, '389.00')],
      [at(LABOR, '2.0'), at(PAINT, '2.5')],
      [[40, '2'], [70, 'R&I'], [110, 'LT Headlamp assy'], at(LABOR, '0.5')],
    ]);
    expect(lines.map((l) => [l.lineNumber, l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      [1, 'Front bumper cover', 389, 2, 2.5],
      [2, 'LT Headlamp assy', null, 0.5, null],
    ]);
  });

  it('joins a second row of figures in a table that prints no line numbers (a shop estimate)', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Riverside Collision Center — Repair Estimate']],
        [[40, 'Description'], [230, 'Part #'], [300, 'Qty'], at(PRICE, 'Amount'), at(LABOR, 'Hours')],
        [[40, 'Bumper cover'], [230, 'BC-20931'], [305, '1'], at(PRICE, '412.00')],
        [at(LABOR, '2.5')],
        [[40, 'Headlamp aim'], at(LABOR, '0.4')],
        END,
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.price, l.laborHours])).toEqual([
      ['Bumper cover', 412, 2.5],
      ['Headlamp aim', null, 0.4],
    ]);
  });

  it('keeps a second row of figures apart when the line above already has those figures', () => {
    const lines = read([[[40, '1'], [70, 'Rpr'], [110, 'LT Fender'], at(LABOR, '2.0')], [at(LABOR, '1.0')]]);
    expect(lines).toHaveLength(1);
    expect(lines[0].laborHours).toBe(2);
  });

  it('joins a description printed over two lines by where the second starts, under the description band', () => {
    const lines = read([
      [[40, '1'], [70, 'Repl'], [110, 'Front door outer panel'], [260, '67111-0E010'], at(PRICE, '612.40'), at(LABOR, '3.1')],
      [[110, 'w/ moulding and emblem']],
      [[40, '2'], [70, 'Rpr'], [110, 'LT Fender'], at(LABOR, '2.0')],
      // Text at the left margin, left of the description band, is no wrap (a footer, a remark).
      [[40, 'Thank you for your business']],
    ]);
    expect(lines.map((l) => l.description)).toEqual(['Front door outer panel w/ moulding and emblem', 'LT Fender']);
  });

  it('keeps an "Incl." line as a line of its own, with no price and no hours', () => {
    const lines = read([
      [[40, '1'], [70, 'Repl'], [110, 'Front bumper cover'], [260, '04711-TVA-A00'], at(PRICE, '389.00'), at(LABOR, '2.0')],
      [[40, '2'], [70, 'R&I'], [110, 'Bumper grille'], at(LABOR, 'Incl.')],
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ lineNumber: 2, operation: 'R&I', description: 'Bumper grille', price: null, laborHours: null, paintHours: null });
  });

  it('reads an hours-only line with its labor and paint hours and no price', () => {
    const lines = read([[[40, '1'], [70, 'Rpr'], [110, 'LT Quarter panel'], at(LABOR, '4.5'), at(PAINT, '2.8')]]);
    expect(lines[0]).toMatchObject({ operation: 'Rpr', description: 'LT Quarter panel', price: null, partNumber: null, laborHours: 4.5, paintHours: 2.8 });
  });

  it('reads the same table from a scan, its OCR lookalikes and lost decimal points repaired in the figure bands only', () => {
    const lines = read(
      [
        [[40, '1'], [70, 'Repl'], [110, 'Front bumper cover'], [260, '04711-TVA-A00'], at(PRICE, '389 00'), at(LABOR, 'l.5'), at(PAINT, '2.O')],
        [[40, '2'], [70, 'Rpr'], [110, 'LT Fender'], at(LABOR, '2:0')],
      ],
      true,
    );
    expect(lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Front bumper cover', 389, 1.5, 2],
      ['LT Fender', null, 2, null],
    ]);
  });

  it('on a scan, reads a row with an operation cell as a line even when its number and figures are not read (a wrap has a description only)', () => {
    const lines = read(
      [
        [[40, '6'], [70, 'Rpr'], [110, 'Radiator support'], at(LABOR, '6.5')],
        // "7" read as "gf"; a blend line prints no figure of its own.
        [
          [40, 'gf'],
          [70, 'Blnd'],
          [110, 'Radiator'],
        ],
        [[110, 'upper tank']],
        [[40, '8'], [70, 'Repl'], [110, 'Grille'], [260, '53111-0E010'], at(PRICE, '210.00')],
        // "9" read as "El": no word of the description.
        [[40, 'El'], [70, 'Repl'], [110, 'Impact absorber'], [260, '2119300432'], at(PRICE, '49.51'), at(LABOR, '0.2')],
      ],
      true,
    );
    expect(lines.map((l) => [l.lineNumber, l.operation, l.description])).toEqual([
      [6, 'Rpr', 'Radiator support'],
      [7, 'Blnd', 'Radiator upper tank'],
      [8, 'Repl', 'Grille'],
      [9, 'Repl', 'Impact absorber'],
    ]);
  });

  describe('a table with a unit price beside the extended price', () => {
    const UNIT = 360;
    const header: Cells = [[40, 'Line'], [70, 'Oper'], [110, 'Description'], [300, 'Qty'], at(UNIT, 'Unit Price'), at(PRICE, 'Ext. Price'), at(LABOR, 'Labor')];
    const table = (rows: Cells[], ocr: boolean) => parseEstimatePages([page([TITLE, header, ...rows, END], ocr)]).lines;

    it('on a scan with a faint price column, takes a lost price from quantity × unit price and a misread one gives way to it', () => {
      const lines = table(
        [
          // The extended price too faint for OCR to read at all.
          [[40, '1'], [70, 'Repl'], [110, 'Wheel lug nut'], [305, '4'], at(UNIT, '6.25'), at(LABOR, '0.3')],
          // Read only by repairing a lookalike ("1O9.00" for 104.00): quantity × unit price says otherwise.
          [[40, '2'], [70, 'Repl'], [110, 'Emblem clip'], [305, '2'], at(UNIT, '52.00'), at(PRICE, '1O9.00')],
          // Read as printed and agreeing.
          [[40, '3'], [70, 'Repl'], [110, 'Grille'], [305, '1'], at(UNIT, '210.00'), at(PRICE, '210.00'), at(LABOR, '0.5')],
        ],
        true,
      );
      expect(lines.map((l) => [l.description, l.quantity, l.price])).toEqual([
        ['Wheel lug nut', 4, 25],
        ['Emblem clip', 2, 104],
        ['Grille', 1, 210],
      ]);
    });

    it('on a text layer keeps the printed extended price', () => {
      const lines = table([[[40, '1'], [70, 'Repl'], [110, 'Emblem clip'], [305, '2'], at(UNIT, '52.00'), at(PRICE, '99.00')]], false);
      expect(lines[0].price).toBe(99);
    });
  });
});
