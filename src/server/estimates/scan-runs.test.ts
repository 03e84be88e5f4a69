/**
 * Golden tests for scanned estimates whose rows are printed as one text run (issue 35): description,
 * part number and amount one after the other under a "Description" heading, the hours in their columns.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';
import { type Cell, ocrLine } from './scan-fixtures.js';

/** "Description of Work / Amount / Body Hrs / Paint": no part-number column. */
const HEADER: Cell[] = [
  [40, 'Description', 58],
  [101, 'of', 10],
  [114, 'Work', 26],
  [320, 'Amount', 40],
  [420, 'Body', 25],
  [448, 'Hrs', 17],
  [505, 'Paint', 26],
];

/** A run of words 5 pt a character with a word gap of 4 pt, then its hours figure under the body hours. */
function run(words: string[], hours: string): Cell[] {
  const cells: Cell[] = [];
  let x = 40;
  for (const word of words) {
    cells.push([x, word, word.length * 5]);
    x += word.length * 5 + 4;
  }
  return [...cells, [452, hours, 13]];
}

function scan(rows: Cell[][]): DocumentPage {
  const lines = [HEADER, ...rows].map((cells, i) => ocrLine(240 + i * 12, cells));
  return { pageNumber: 1, lines, ocr: true, text: lines.map((l) => l.text).join('\n') };
}

const read = (page: DocumentPage) => parseEstimatePages([page]).lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours]);

describe('a scanned row run long enough that its amount reaches the amount band', () => {
  it('reads the part number ending the description as the line’s, as it does where the amount stays in the run', () => {
    const page = scan([
      run(['Replace', 'Rear', 'bumper', 'energy', 'absorber', 'bracket', '52311-ABC-K10', '212.40'], '1.3'),
      run(['Replace', 'Hood', 'hinge', '61320-QRS-T05', '88.15'], '0.6'),
    ]);
    expect(read(page)).toEqual([
      ['Replace Rear bumper energy absorber bracket', '52311-ABC-K10', 212.4, 1.3],
      ['Replace Hood hinge', '61320-QRS-T05', 88.15, 0.6],
    ]);
  });
});
