/**
 * Golden tests for constructs real estimates print (issue 35), each a small pdf-lib text PDF read
 * through the real text stage: a numbered group heading with no figures ("6  Front Lamps") is no line;
 * a discount printed as a positive amount with "less" wording lowers the total; totals printed in one amount
 * column per party ("Insurance  Customer") are read party by party, not as the last figure of each row;
 * hours in parentheses ("(0.2)", a refinish overlap) are deducted.
 */
import { describe, expect, it } from 'vitest';
import { type PdfRow, readEstimatePdf } from '../../../tests/fixtures/estimates/estimate-pdf.js';
import type { TextLine } from '../documents/text/types.js';
import { readPartyHeadings } from './party-columns.js';
import { printedPage } from './scan-fixtures.js';

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

const LINE: PdfRow = [
  [40, '1'],
  [70, 'Repl'],
  [100, 'Bumper cover'],
  [250, '04711TVAA00'],
  [340, '1'],
  [380, '812.50'],
  [454, '2.5'],
  [494, '3.0'],
];
const parties = (label: string, insurer: string, customer: string): PdfRow => [
  [60, label],
  ...(insurer ? [[300, insurer] as [number, string]] : []),
  ...(customer ? [[400, customer] as [number, string]] : []),
];

describe('totals printed in an Insurance and a Customer column', () => {
  it('reads the gross as the full repair cost (the insurance column), not the customer column beside it', async () => {
    const e = await readEstimatePdf([
      HEADER,
      LINE,
      [],
      [
        [300, 'Insurance'],
        [400, 'Customer'],
      ],
      parties('Parts', '812.50', '0.00'),
      parties('Body Labor', '427.50', '0.00'),
      parties('Gross Total', '1,240.00', '500.00'),
      parties('Deductible', '', '500.00'),
      parties('Net Total', '740.00', '500.00'),
    ]);
    expect([e.totals.parts, e.totals.bodyLabor, e.totals.gross, e.totals.deductible, e.totals.net, e.reconciled]).toEqual([812.5, 427.5, 1240, 500, 740, true]);
  });

  it('reads a gross split between the parties ("Insurance Pay  Customer Pay") as both shares added, the sum the chain reconciles to', async () => {
    const e = await readEstimatePdf([
      HEADER,
      LINE,
      [],
      [
        [290, 'Insurance Pay'],
        [390, 'Customer Pay'],
      ],
      parties('Parts', '812.50', '0.00'),
      parties('Body Labor', '427.50', '0.00'),
      parties('Gross Total', '740.00', '500.00'),
      parties('Deductible', '', '500.00'),
      parties('Net Total', '740.00', ''),
    ]);
    expect([e.totals.gross, e.totals.deductible, e.totals.net, e.reconciled]).toEqual([1240, 500, 740, true]);
  });
});

describe('party headings', () => {
  it('are a line of headings only, not a form line naming the owner and the carrier', () => {
    const [headings, form] = printedPage([
      [
        [290, 'Insurance'],
        [330, 'Pay'],
        [390, 'Customer Pay'],
      ],
      [
        [40, 'Owner:'],
        [80, 'Jane Roe'],
        [290, 'Carrier:'],
        [330, 'Granite Mutual'],
      ],
    ]).lines;
    expect(readPartyHeadings(headings as TextLine)).not.toBeNull();
    expect(readPartyHeadings(form as TextLine)).toBeNull();
  });
});

describe('an overlap deduction', () => {
  it('reads paint hours in parentheses ("(0.2)") as hours taken off, a line of its own', async () => {
    const e = await readEstimatePdf([
      HEADER,
      [
        [40, '1'],
        [70, 'Repl'],
        [100, 'Hood panel'],
        [250, '60100TVAA00'],
        [340, '1'],
        [380, '540.00'],
        [454, '1.8'],
        [494, '3.0'],
      ],
      [
        [40, '2'],
        [70, 'Rfn'],
        [100, 'Fender, left'],
        [494, '2.4'],
      ],
      [
        [40, '3'],
        [100, 'Overlap Major Adj. Panel'],
        [494, '(0.2)'],
      ],
      [],
      total('Parts', '540.00'),
      total('Body Labor', '90.00'),
      total('Paint Labor', '260.00'),
      total('Grand Total', '890.00'),
    ]);
    expect(e.lines.map((l) => [l.lineNumber, l.paintHours])).toEqual([
      [1, 3],
      [2, 2.4],
      [3, -0.2],
    ]);
  });
});
