/**
 * Golden tests for the causes behind failure class 10 (issue 11), each on a small estimate of
 * our own given as positioned text (cells at x positions, as the text stage delivers them).
 */
import { describe, expect, it } from 'vitest';
import { lineValue } from '../../shared/estimate-comparison.js';
import { compareEstimates } from './align.js';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';

const CHAR = 5; // points per character at the size these "prints" use

/** A page from rows of [x, text] cells; each cell is one text item. */
function page(rows: Array<Array<[number, string]>>, ocr = false, pageNumber = 1): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    const items = cells.map(([x, str]) => ({ str, x, y, width: str.length * CHAR }));
    return { y, items, text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber, lines, ocr, text: lines.map((l) => l.text).join('\n') };
}

/** A totals block: label at the left margin, amount right-aligned at x = 400. */
const total = (label: string, amount: string): Array<[number, string]> => [
  [40, label],
  [400 - amount.length * CHAR, amount],
];

describe('shop lines valued with the estimate’s own rates', () => {
  const shop = (bodyHours: string, bodyAmount: string) =>
    page([
      [[40, 'Riverside Collision Center — Repair Estimate']],
      [
        [40, 'Description'],
        [230, 'Part #'],
        [300, 'Qty'],
        [350, 'Amount'],
      ],
      [
        [40, 'Bumper cover'],
        [230, 'BC-20931'],
        [300, '1'],
        [350, '$412.00'],
      ],
      [
        [40, `Body Labor (${bodyHours} @ 72.00)`],
        [350, bodyAmount],
      ],
      [
        [40, 'Refinish Labor (4.2 @ 68.00)'],
        [350, '$285.60'],
      ],
      [
        [40, 'Paint Materials (4.2 @ 38.00)'],
        [350, '$159.60'],
      ],
      [[40, 'Estimate Totals']],
    ]);

  it('reads hours and rate from "Body Labor (10.1 @ 72.00)" so the line is not $0 and not a part price', () => {
    const e = parseEstimatePages([shop('10.1', '$727.20')]);
    const body = e.lines.find((l) => /^Body Labor/.test(l.description));
    expect(body).toMatchObject({ description: 'Body Labor', laborHours: 10.1, laborType: 'body', price: null, paintHours: null });
    const paint = e.lines.find((l) => /^Refinish Labor/.test(l.description));
    expect(paint).toMatchObject({ paintHours: 4.2, laborHours: null, price: null });
    expect(e.laborRates).toMatchObject({ body: 72, paint: 68, paintSupplies: 38 });
    expect(lineValue(body!, e.laborRates)).toBe(727.2);
    expect(lineValue(paint!, e.laborRates)).toBe(285.6);
    expect(e.lines.find((l) => /^Paint Materials/.test(l.description))?.price).toBe(159.6);
    // No labor totals printed: they are the lines' hours at those rates, and the warning says so.
    expect(e.totals).toMatchObject({ bodyLabor: 727.2, paintLabor: 285.6 });
    expect(e.warnings?.some((w) => /labor totals are not printed/i.test(w))).toBe(true);
  });

  it('blames the labor line that differs, not every shop line', () => {
    const carrier = parseEstimatePages([shop('8.0', '$576.00')]);
    const other = parseEstimatePages([shop('10.1', '$727.20')]);
    const c = compareEstimates(carrier, other);
    const nonZero = c.matches.filter((m) => m.amountDifference !== 0);
    expect(nonZero).toHaveLength(1);
    expect(nonZero[0].amountDifference).toBe(151.2);
    expect(other.lines.find((l) => l.lineNumber === nonZero[0].otherLine)?.description).toBe('Body Labor');
  });

  it('reads a rate table printed above the lines and the "10.1 hrs @ $72.00/hr" form', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Labor Rates: Body $64.00/hr  Refinish $66.00/hr  Mechanical $110.00/hr']],
        [
          [40, 'Line'],
          [70, 'Oper'],
          [110, 'Description'],
          [300, 'Price'],
          [350, 'Labor'],
          [390, 'Paint'],
        ],
        [
          [40, '1'],
          [70, 'Rpr'],
          [110, 'LT Fender'],
          [350, '2.0'],
          [390, '1.5'],
        ],
        [
          [40, '2'],
          [70, 'R&I'],
          [110, 'Wheel alignment sensor'],
          [350, '0.6M'],
        ],
        [[40, 'Totals']],
        total('Mechanical Labor 0.6 hrs @ $110.00/hr', '66.00'),
      ]),
    ]);
    expect(e.laborRates).toMatchObject({ body: 64, paint: 66, mechanical: 110 });
    expect(lineValue(e.lines[0], e.laborRates)).toBe(227);
    expect(e.lines[1]).toMatchObject({ laborHours: 0.6, laborType: 'mechanical' });
  });
});

describe('glued tokens', () => {
  const header: Array<[number, string]> = [
    [40, 'Line'],
    [70, 'Oper'],
    [110, 'Description'],
    [220, 'Part Number'],
    [300, 'Qty'],
    [340, 'Price'],
    [390, 'Labor'],
  ];

  it('splits a part price glued to its part number at the thousands group', () => {
    const e = parseEstimatePages([
      page([
        header,
        [
          [40, '1'],
          [70, 'Repl'],
          [110, 'Radiator support'],
          [220, '81156UF2591,122.42'],
          [390, '4.5'],
        ],
        [
          [40, '2'],
          [70, 'Repl'],
          [110, 'Hood panel'],
          [220, '65100AB11'],
          [300, '1'],
          [340, '$612.80'],
          [390, '1.2'],
        ],
      ]),
    ]);
    expect(e.lines[0]).toMatchObject({ partNumber: '81156UF259', price: 1122.42, laborHours: 4.5 });
    expect(e.lines[1]).toMatchObject({ partNumber: '65100AB11', price: 612.8 });
  });

  it('uses the price column’s left edge to decide how many digits lead the thousands group', () => {
    // An earlier price shows where this table's price column starts (x = 330 for "12,480.00").
    const e = parseEstimatePages([
      page([
        header,
        [
          [40, '1'],
          [70, 'Repl'],
          [110, 'Battery pack'],
          [220, 'BP-77'],
          [300, '1'],
          [330, '12,480.00'],
          [390, '3.0'],
        ],
        // Part number "INV33" (x 305–330) touching its price (x 330–375): one item as extracted.
        [
          [40, '2'],
          [70, 'Repl'],
          [110, 'Inverter'],
          [305, 'INV3312,310.55'],
          [390, '1.0'],
        ],
      ]),
    ]);
    expect(e.lines[1]).toMatchObject({ partNumber: 'INV33', price: 12310.55 });
  });

  it('reads a wide right-aligned price that starts under the part number column as the price', () => {
    // Prices end at x = 375; "1,247.32" (8 characters) starts at 335 and "612.80" at 345, both left of the heading "Price" (x 348).
    const head: Array<[number, string]> = [
      [40, 'Line'],
      [70, 'Oper'],
      [110, 'Description'],
      [250, 'Part Number'],
      [348, 'Price'],
      [390, 'Labor'],
    ];
    const e = parseEstimatePages([
      page([
        head,
        [
          [40, '1'],
          [70, 'R&R'],
          [110, 'Hood panel aluminum'],
          [250, '26940588VX'],
          [335, '1,247.32'],
          [390, '0.9'],
        ],
        [
          [40, '2'],
          [70, 'R&R'],
          [110, 'Left tail light'],
          [250, '84316-68745'],
          [345, '612.80'],
          [390, '0.3'],
        ],
      ]),
    ]);
    expect(e.lines[0]).toMatchObject({ partNumber: '26940588VX', price: 1247.32, laborHours: 0.9 });
    expect(e.lines[1]).toMatchObject({ partNumber: '84316-68745', price: 612.8, laborHours: 0.3 });
  });

  it('reads OCR hours whose decimal point came out as a colon', () => {
    const rows = (hours: string) => [
      header,
      [
        [40, '1'],
        [70, 'Repl'],
        [110, 'Trunk lid'],
        [220, '06361-84548'],
        [300, '1'],
        [340, '712.41'],
        [390, hours],
      ] as Array<[number, string]>,
    ];
    expect(parseEstimatePages([page(rows('1:5'), true)]).lines[0]).toMatchObject({ price: 712.41, laborHours: 1.5 });
    // A text layer prints what it means: no repair there.
    expect(parseEstimatePages([page(rows('1:5'))]).lines[0]?.laborHours ?? null).toBeNull();
  });

  it("takes a scanned line's garbled hours from the printed total when it is the only one missing", () => {
    const scan = (extraRow: Array<[number, string]> | null) =>
      parseEstimatePages([
        page(
          [
            header,
            [
              [40, '1'],
              [70, 'Repl'],
              [110, 'Bumper cover'],
              [220, '52119-0E91'],
              [300, '1'],
              [340, '337.26'],
              [390, 'LT'],
            ],
            [
              [40, '2'],
              [70, 'Repl'],
              [110, 'Trunk lid'],
              [220, '64401-0E20'],
              [300, '1'],
              [340, '712.41'],
              [390, '1.5'],
            ],
            ...(extraRow ? [extraRow] : []),
            [[40, 'ESTIMATE TOTALS']],
            total('Parts', '1,049.67'),
            total('LABOR 3.2 HRS', '$179.20'),
            total('GRAND TOTAL', '$1,228.87'),
          ],
          true,
        ),
      ]);
    const e = scan(null);
    expect(e.lines[0]).toMatchObject({ laborHours: 1.7, laborType: 'body' });
    expect(e.laborHours?.body).toBe(3.2);
    expect(e.laborRates.body).toBe(56);
    expect(e.warnings?.join(' ')).toMatch(/printed totals/);
    // A row with a figure under the labor column that is not read as a line: the total cannot be split.
    const unread = scan([
      [40, 'i'],
      [60, '~'],
      [390, '0.4'],
    ]);
    expect(unread.lines[0]?.laborHours ?? null).toBeNull();
  });

  it('separates hours glued to an operation code', () => {
    const e = parseEstimatePages([
      page([
        [
          [40, 'Line'],
          [70, 'Oper'],
          [110, 'Description'],
          [300, 'Price'],
          [350, 'Labor'],
          [390, 'Paint'],
        ],
        [
          [40, '1'],
          [70, 'Rpr'],
          [110, 'RT Quarter panel'],
          [346, 'Rpr2.5'],
        ],
      ]),
    ]);
    expect(e.lines[0]).toMatchObject({ laborHours: 2.5 });
  });
});

describe('totals read as printed and checked', () => {
  const lines: Array<Array<[number, string]>> = [
    [
      [40, 'Line'],
      [70, 'Oper'],
      [110, 'Description'],
      [300, 'Price'],
      [350, 'Labor'],
      [390, 'Paint'],
    ],
    [
      [40, '1'],
      [70, 'Repl'],
      [110, 'Door shell'],
      [300, '800.00'],
      [350, '3.0'],
      [390, '2.0'],
    ],
    [[40, 'Estimate Totals']],
  ];
  const block = (gross: string, deductible: string, net: string, ocr = false) =>
    parseEstimatePages([
      page(
        [
          ...lines,
          total('Parts', '800.00'),
          total('Body Labor 3.0 hrs @ $60.00/hr', '180.00'),
          total('Paint Labor 2.0 hrs @ $60.00/hr', '120.00'),
          total('Subtotal', '1,100.00'),
          total('Tax', '50.00'),
          total('Total Cost of Repairs', gross),
          total('Less: Deductible', deductible),
          total('Net Cost of Repairs', net),
        ],
        ocr,
      ),
    ]);

  it('takes a deductible in parentheses as the deductible, never the net', () => {
    const e = block('1,150.00', '($1,000.00)', '150.00');
    expect(e.totals).toMatchObject({ gross: 1150, deductible: 1000, net: 150 });
    expect(e.reconciled).toBe(true);
    expect(e.totalsConfidence).toMatchObject({ gross: 1, net: 1, parts: 1, bodyLabor: 1 });
  });

  it('takes a negative amount under a net label as a deduction', () => {
    const e = parseEstimatePages([
      page([...lines, total('Parts', '800.00'), total('Grand Total', '800.00'), total('Insurance Pays', '-500.00'), total('Net', '300.00')]),
    ]);
    expect(e.totals).toMatchObject({ gross: 800, deductible: 500, net: 300 });
  });

  it('lowers the confidence of totals that do not add up instead of showing them as exact', () => {
    const e = block('1,190.00', '(1,000.00)', '150.00');
    expect(e.totals.gross).toBe(1190);
    expect(e.reconciled).toBe(false);
    expect(e.totalsConfidence?.gross).toBeLessThan(0.9);
    expect(e.totalsConfidence?.net).toBeLessThan(0.9);
    expect(e.warnings?.some((w) => /does not equal the sum/.test(w))).toBe(true);
  });

  it('derives an OCR-misread grand total when the printed figures agree on another, and says so', () => {
    const e = block('1,l5O.0', '1,000.00', '150.00', true);
    expect(e.totals.gross).toBe(1150);
    expect(e.totalsConfidence?.gross).toBeLessThan(1);
    expect(e.warnings?.some((w) => /No grand total could be read; \$1,150\.00/.test(w))).toBe(true);
  });

  it('replaces a misread printed total on a scan only when two printed figures agree', () => {
    const e = block('1,180.00', '1,000.00', '150.00', true);
    expect(e.totals.gross).toBe(1150);
    expect(e.warnings?.some((w) => /does not add up; \$1,150\.00/.test(w))).toBe(true);
  });
});

describe('a totals block as OCR reads it', () => {
  it('reads "@" misread as "©" and "/hr" as "Mr" without taking the rate for the amount', async () => {
    const { parseTotals } = await import('./parse-totals.js');
    const t = parseTotals(
      ['BODY LABOR  24.5 hrs © $59.00 Mr  1,445.50', 'PAINT LABOR  16.1 hrs ©@ $ 56.00 hr  901.60'].map((text) => ({ text, y: 0, items: [] })),
      { ocr: true },
    );
    expect(t.totals).toMatchObject({ bodyLabor: 1445.5, paintLabor: 901.6 });
    expect(t.laborRates).toMatchObject({ body: 59, paint: 56 });
    expect(t.basisChecks).toEqual({ body: true, paint: true });
  });
});

describe('a totals block printed right under the lines', () => {
  it('ends the table at the first totals row and reads the block as totals, not lines', () => {
    const e = parseEstimatePages([
      page([
        [
          [40, 'Description of Work'],
          [300, 'Amount'],
          [350, 'Body Hrs'],
          [400, 'Refinish'],
        ],
        [
          [40, 'Replace Front bumper cover 71101-ABC-A00'],
          [300, '412.00'],
          [360, '1.5'],
          [405, '2.0'],
        ],
        [
          [40, 'Repair Right fender'],
          [360, '2.5'],
          [405, '1.5'],
        ],
        total('Parts', '$412.00'),
        total('Body Labor (4.0 @ 60.00)', '$240.00'),
        total('Paint Labor (3.5 @ 60.00)', '$210.00'),
        total('Grand Total', '$862.00'),
        total('Customer Deductible', '($500.00)'),
        total('Insurance Portion', '$362.00'),
      ]),
    ]);
    expect(e.lines).toHaveLength(2);
    expect(e.totals).toMatchObject({ parts: 412, bodyLabor: 240, paintLabor: 210, gross: 862, deductible: 500, net: 362 });
    expect(e.laborRates).toMatchObject({ body: 60, paint: 60 });
    expect(e.reconciled).toBe(true);
  });
});

describe('a table printed without a header row', () => {
  it('finds the columns from where the money and hour figures sit, and stops at the totals', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Lakeside Auto Body — Invoice 20418']],
        [
          [40, 'Customer: R. Alvarez'],
          [260, 'Policy limit 25,000.00'],
        ],
        [
          [40, 'Replace'],
          [100, 'Rear bumper cover'],
          [240, '52159-0R905'],
          [330, '1'],
          [372, '486.30'],
          [420, '2.4'],
          [450, '3.1'],
        ],
        [
          [40, 'Repair'],
          [100, 'RT Quarter panel, lower'],
          [420, '3.5'],
          [450, '2.8'],
        ],
        [[100, 'section at wheel opening']],
        [
          [40, 'Replace'],
          [100, 'Tail lamp assy'],
          [240, '81551-0R110'],
          [330, '1'],
          [367, '1,212.45'],
          [420, '0.4'],
        ],
        [
          [40, 'Sublet'],
          [100, 'Four wheel alignment'],
          [377, '89.95'],
        ],
        total('Subtotal', '1,788.70'),
        total('Total', '1,788.70'),
      ]),
    ]);
    expect(e.lines.map((l) => [l.operation, l.description, l.partNumber, l.quantity, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Repl', 'Rear bumper cover', '52159-0R905', 1, 486.3, 2.4, 3.1],
      ['Rpr', 'RT Quarter panel, lower section at wheel opening', null, null, null, 3.5, 2.8],
      ['Repl', 'Tail lamp assy', '81551-0R110', 1, 1212.45, 0.4, null],
      ['Subl', 'Four wheel alignment', null, null, 89.95, null, null],
    ]);
    expect(e.totals.gross).toBe(1788.7);
  });
});

describe('OCR figures in the line table', () => {
  const rows: Array<Array<[number, string]>> = [
    [
      [40, 'Line'],
      [70, 'Oper'],
      [110, 'Description'],
      [300, 'Price'],
      [350, 'Labor'],
      [390, 'Paint'],
    ],
    [
      [40, '1'],
      [70, 'Repl'],
      [110, 'LT Fender'],
      [290, 'S1,2O4.5O'],
      [350, 'l.8'],
      [390, '2.O'],
    ],
  ];
  it('repairs misread digits and the dollar sign on a scan', () => {
    const [l] = parseEstimatePages([page(rows, true)]).lines;
    expect(l).toMatchObject({ price: 1204.5, laborHours: 1.8, paintHours: 2 });
  });
  it('leaves a text layer as printed', () => {
    const [l] = parseEstimatePages([page(rows, false)]).lines;
    expect(l).toMatchObject({ price: null, laborHours: null, paintHours: null });
  });
});

describe('Mitchell-style labor units in tenths', () => {
  it('divides line units by ten when the totals print a tenth of their sum as hours', () => {
    const e = parseEstimatePages([
      page([
        [[40, 'Mitchell Cloud Estimating — Damage Assessed By: A. Adjuster']],
        [
          [40, 'Line'],
          [70, 'Oper'],
          [110, 'Description'],
          [300, 'Price'],
          [340, 'Labor Units'],
          [400, 'Paint'],
        ],
        [
          [40, '1'],
          [70, 'Repl'],
          [110, 'Front bumper cover'],
          [300, '455.00'],
          [350, '18'],
          [400, '26'],
        ],
        [
          [40, '2'],
          [70, 'Rpr'],
          [110, 'LT Fender'],
          [350, '12'],
          [400, '15'],
        ],
        [[40, 'Totals']],
        total('Parts', '455.00'),
        total('Body Labor 3.0 hrs @ $50.00/hr', '150.00'),
        total('Refinish Labor 4.1 hrs @ $50.00/hr', '205.00'),
        total('Net Cost of Repairs', '810.00'),
      ]),
    ]);
    expect(e.lines.map((l) => [l.laborHours, l.paintHours])).toEqual([
      [1.8, 2.6],
      [1.2, 1.5],
    ]);
    expect(e.totals.gross).toBe(810);
    expect(e.warnings?.some((w) => /tenths of an hour/.test(w))).toBe(true);
  });
});

describe('a totals block printed indented under the lines', () => {
  it('ends the table at an indented labor or parts category row and reads "billed to insurer" as the net', () => {
    const e = parseEstimatePages([
      page([
        [
          [40, 'Part #'],
          [160, 'Description'],
          [380, 'Labor Hrs'],
          [510, 'Amount'],
        ],
        [
          [40, 'GL-4471'],
          [160, 'Rear window glass'],
          [410, '1.8'],
          [512, '612.40'],
        ],
        [
          [40, 'GL-4472'],
          [160, 'Rear window seal'],
          [518, '41.10'],
        ],
        [
          [160, 'Glass adhesive kit'],
          [518, '28.50'],
        ],
        [
          [280, 'Installation Labor (1.8 @ 60.00)'],
          [512, '108.00'],
        ],
        [
          [280, 'Parts/Materials'],
          [512, '682.00'],
        ],
        [
          [280, 'Tax'],
          [518, '47.74'],
        ],
        [
          [280, 'Invoice Total'],
          [512, '837.74'],
        ],
        [
          [280, 'Deductible'],
          [506, '(500.00)'],
        ],
        [
          [280, 'Amount Billed to Insurer'],
          [512, '337.74'],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => l.description)).toEqual(['Rear window glass', 'Rear window seal', 'Glass adhesive kit']);
    expect(e.totals).toMatchObject({ gross: 837.74, deductible: 500, net: 337.74 });
  });
});

describe('a line table with a two-line header and one units column', () => {
  it('joins the header lines, skips the entry-number column and reads refinish units as paint hours', () => {
    const e = parseEstimatePages([
      page([
        [
          [40, 'Ln'],
          [70, 'Entry'],
          [120, 'Labor'],
          [160, 'Line Item'],
          [330, 'Part Type/'],
          [470, 'Dollar'],
          [545, 'Labor'],
        ],
        [
          [40, 'No'],
          [70, 'Number'],
          [120, 'Type'],
          [160, 'Description'],
          [330, 'Part Number'],
          [465, 'Amount'],
          [548, 'Units'],
        ],
        [
          [40, '1'],
          [70, '552031'],
          [120, 'BDY'],
          [160, 'Remove/Replace LT MIRROR'],
          [330, 'OEM 76250-TX4-A01'],
          [470, '288.40'],
          [560, '0.6'],
        ],
        [
          [40, '2'],
          [70, '552031'],
          [120, 'REF'],
          [160, 'Refinish LT MIRROR'],
          [560, '0.9'],
        ],
        [
          [40, '3'],
          [70, '118804'],
          [160, 'Sublet WHEEL ALIGNMENT'],
          [475, '99.00'],
        ],
        [[40, 'Estimate Totals']],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Remove/Replace LT MIRROR', '76250-TX4-A01', 288.4, 0.6, null],
      ['Refinish LT MIRROR', null, null, null, 0.9],
      ['Sublet WHEEL ALIGNMENT', null, 99, null, null],
    ]);
    expect(e.lines[0]?.partType).toBe('OEM');
  });
});

describe('a line printed as one text run', () => {
  it('takes the part number and amount glued onto the end of the description', () => {
    const e = parseEstimatePages([
      page([
        [
          [40, 'Description of Work'],
          [320, 'Amount'],
          [420, 'Body Hrs'],
          [500, 'Refinish'],
        ],
        [
          [40, 'Replace Rear bumper cover 52159-0R902 388.25'],
          [450, '1.4'],
          [530, '2.2'],
        ],
        [
          [40, 'Clear coat'],
          [530, '0.8'],
        ],
        [
          [40, 'Replace Tail lamp 8156147010 141.70'],
          [450, '0.3'],
        ],
        [
          [40, 'Subtotal'],
          [500, '529.95'],
        ],
      ]),
    ]);
    expect(e.lines.map((l) => [l.description, l.partNumber, l.price, l.laborHours, l.paintHours])).toEqual([
      ['Replace Rear bumper cover', '52159-0R902', 388.25, 1.4, 2.2],
      ['Clear coat', null, null, null, 0.8],
      ['Replace Tail lamp', '8156147010', 141.7, 0.3, null],
    ]);
  });
});
