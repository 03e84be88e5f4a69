/**
 * Golden tests for constructs real estimates print (issue 35), each a small pdf-lib text PDF read
 * through the real text stage: a numbered group heading with no figures ("6  Front Lamps") is no line;
 * a discount printed as a positive amount with "less" wording lowers the total.
 */
import { describe, expect, it } from 'vitest';
import { type PdfRow, readEstimatePdf } from '../../../tests/fixtures/estimates/estimate-pdf.js';

const HEADER: PdfRow = [
  [40, 'Line'],
  [70, 'Oper'],
  [100, 'Description'],
  [250, 'Part Number'],
  [340, 'Qty'],
  [380, 'Price'],
  [450, 'Labor'],
  [490, 'Paint'],
];
const total = (label: string, amount: string): PdfRow => [
  [60, label],
  [400, amount],
];

describe('a numbered group heading', () => {
  it('reads "5  Front Lamps" and "12  Rear Body" (a number and words, no operation, figure or part number) as headings, not lines', async () => {
    const e = await readEstimatePdf([
      HEADER,
      [
        [40, '5'],
        [100, 'Front Lamps'],
      ],
      [
        [40, '6'],
        [70, 'Repl'],
        [100, 'Headlamp assy, left'],
        [250, '33150TVAA01'],
        [340, '1'],
        [380, '289.00'],
        [454, '0.5'],
      ],
      [
        [40, '12'],
        [100, 'Rear Body'],
      ],
      [
        [40, '13'],
        [70, 'Rpr'],
        [100, 'Quarter panel, right'],
        [454, '2.0'],
        [494, '2.5'],
      ],
      [],
      total('Grand Total', '1,000.00'),
    ]);
    expect(e.lines.map((l) => [l.lineNumber, l.description])).toEqual([
      [6, 'Headlamp assy, left'],
      [13, 'Quarter panel, right'],
    ]);
  });
});

describe('a discount in the totals block', () => {
  it('takes "Less Discount  125.00" (a positive amount) off the total: the gross is the figure after it, not the total before it', async () => {
    const e = await readEstimatePdf([
      HEADER,
      [
        [40, '1'],
        [70, 'Repl'],
        [100, 'Headlamp assy, left'],
        [250, '33150TVAA01'],
        [340, '1'],
        [380, '625.00'],
        [454, '0.5'],
      ],
      [],
      total('Parts', '625.00'),
      total('Body Labor', '30.00'),
      total('Total Before Discount', '655.00'),
      total('Less Discount', '125.00'),
      total('Grand Total', '530.00'),
    ]);
    expect([e.totals.gross, e.totals.net, e.reconciled]).toEqual([530, 530, true]);
  });
});
