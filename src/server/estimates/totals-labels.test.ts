/**
 * Golden tests for totals blocks that name their rows "TOTAL <category>" (issue 35: a subtotal taken
 * as the gross): one category's total is that category, a "Total Labor" row is the body labor or all
 * labor as the chain adds up, and a bare "TOTAL" is the gross where no gross label is printed; the tax
 * on one category ("Parts Tax", "Labor Tax") is tax, not that category; a betterment is taken from the
 * gross with the deductible; an invoice's "Subtotal  Tax  Total" with no category is checked against its lines;
 * a labor table in Hours / Rate / Amount columns gives the rates; a deductible printed only in the header is
 * the estimate's where the net is the gross less it.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import { printedPage as print, TABLE_HEADER } from './scan-fixtures.js';

type Cell = [x: number, text: string];

const TABLE: Cell[][] = [
  TABLE_HEADER,
  [
    [40, '1'],
    [68, 'Repl'],
    [100, 'Frt Bumper Cover'],
    [250, '04711TVAA00'],
    [344, '1'],
    [390, '541.50'],
    [454, '2.8'],
    [494, '3.0'],
  ],
];
const row = (label: string, amount: string): Cell[] => [
  [60, label],
  [400, amount],
];
const totalsOf = (rows: Cell[][]) => parseEstimatePages([print([...TABLE, [], ...rows])]).totals;

describe('a totals block of "TOTAL <category>" rows', () => {
  it('reads each category total as its category and the bare TOTAL as the gross, not "TOTAL PAINT LABOR"', () => {
    const t = totalsOf([
      row('TOTAL PARTS', '541.50'),
      row('TOTAL LABOR', '173.60'),
      row('TOTAL PAINT LABOR', '186.00'),
      row('PAINT MATERIAL', '114.00'),
      row('TOTAL BEFORE TAX', '1,015.10'),
      row('TAX ON PARTS AND MATERIAL 7.0%', '45.89'),
      row('TAX ON LABOR 7.0%', '25.17'),
      row('TOTAL', '1,086.16'),
      row('LESS DEDUCTIBLE', '500.00'),
      row('BALANCE DUE', '586.16'),
    ]);
    expect([t.parts, t.bodyLabor, t.paintLabor, t.paintSupplies, t.tax, t.gross, t.deductible, t.net]).toEqual([
      541.5, 173.6, 186, 114, 71.06, 1086.16, 500, 586.16,
    ]);
  });

  it('reads a "Labor Total" that adds up every kind of labor as the body labor less the others', () => {
    const t = totalsOf([
      row('Parts', '541.50'),
      row('Labor Total', '359.60'),
      row('Paint Labor', '186.00'),
      row('Paint Supplies', '114.00'),
      row('Subtotal', '1,015.10'),
      row('Sales Tax', '71.06'),
      row('Grand Total', '1,086.16'),
    ]);
    expect([t.bodyLabor, t.paintLabor, t.gross]).toEqual([173.6, 186, 1086.16]);
  });

  it('reads a tax printed with its basis and rate ("1,015.10 x 6.000%") as the tax, not hours at a rate', () => {
    const t = totalsOf([
      row('Parts', '541.50'),
      row('Body Labor', '173.60'),
      row('Paint Labor', '186.00'),
      row('Paint Supplies', '114.00'),
      row('Subtotal', '1,015.10'),
      [
        [60, 'Tax'],
        [150, '1,015.10 x 6.000%'],
        [400, '60.91'],
      ],
      row('Total', '1,076.01'),
    ]);
    expect([t.tax, t.gross]).toEqual([60.91, 1076.01]);
  });

  it('reads "Total Tax" as tax, "Total Adjustments" and "Labor Subtotal" as no figure of their own, and other systems\' labels', () => {
    const t = totalsOf([
      row('Parts', '541.50'),
      row('Sheet Metal Labor', '173.60'),
      row('Paint Labor', '186.00'),
      row('Labor Subtotal', '359.60'),
      row('Paint Supplies', '114.00'),
      row('Body Materials', '20.00'),
      row('Rental', '80.00'),
      row('Subtotal', '1,115.10'),
      row('Total Tax', '71.06'),
      row('Estimate Grand Total', '1,186.16'),
      row('Deductible', '500.00'),
      row('Total Adjustments', '500.00'),
      row('Net Cost of Repairs', '686.16'),
    ]);
    expect([t.parts, t.bodyLabor, t.paintLabor, t.paintSupplies, t.other, t.tax, t.gross, t.deductible, t.net]).toEqual([
      541.5, 173.6, 186, 114, 100, 71.06, 1186.16, 500, 686.16,
    ]);
  });

  it('reads "Parts Tax" and "Labor Tax" as tax, not as parts and body labor', () => {
    const t = totalsOf([
      row('Parts', '541.50'),
      row('Body Labor', '173.60'),
      row('Paint Labor', '186.00'),
      row('Paint Supplies', '114.00'),
      row('Subtotal', '1,015.10'),
      row('Parts Tax', '45.89'),
      row('Labor Tax', '25.17'),
      row('Grand Total', '1,086.16'),
    ]);
    expect([t.parts, t.bodyLabor, t.tax, t.gross]).toEqual([541.5, 173.6, 71.06, 1086.16]);
  });

  it('takes "Less Betterment" from the gross with the deductible: the net reconciles', () => {
    const e = parseEstimatePages([
      print([
        ...TABLE,
        [],
        ...[
          row('Parts', '541.50'),
          row('Body Labor', '173.60'),
          row('Paint Labor', '186.00'),
          row('Paint Supplies', '114.00'),
          row('Sales Tax', '71.06'),
          row('Grand Total', '1,086.16'),
          row('Less Betterment', '(135.38)'),
          row('Less Deductible', '(500.00)'),
          row('Net Payable', '450.78'),
        ],
      ]),
    ]);
    expect([e.totals.gross, e.totals.deductible, e.totals.net]).toEqual([1086.16, 500, 450.78]);
    expect(e.reconciled).toBe(true);
    expect(e.totalsConfidence?.net).toBe(1);
  });
});

describe('a totals block that prints no category', () => {
  it("checks an invoice's subtotal against its lines' prices and labor: it reconciles, with no warning", () => {
    const e = parseEstimatePages([
      print([
        [
          [40, 'Qty'],
          [70, 'Description'],
          [250, 'Part No.'],
          [380, 'Amount'],
        ],
        [
          [40, '1'],
          [70, 'Windshield, acoustic'],
          [250, 'FW04512GTYN'],
          [380, '388.00'],
        ],
        [
          [40, '1'],
          [70, 'Urethane kit'],
          [385, '24.00'],
        ],
        [
          [70, 'Installation Labor (2.5 @ 55.00)'],
          [380, '137.50'],
        ],
        [
          [70, 'Camera calibration'],
          [380, '250.00'],
        ],
        [
          [200, 'Subtotal'],
          [380, '799.50'],
        ],
        [
          [200, 'Sales Tax'],
          [385, '30.01'],
        ],
        [
          [200, 'Total'],
          [380, '829.51'],
        ],
      ]),
    ]);
    expect(e.totals).toMatchObject({ tax: 30.01, gross: 829.51 });
    expect(e.reconciled).toBe(true);
    expect(e.warnings?.some((w) => /categories add up/.test(w))).toBe(false);
    expect(e.totalsConfidence?.tax).toBe(1);
  });
});

describe('a labor table printed in Hours / Rate / Amount columns', () => {
  // Indented under the table, or at the margin under a heading row that ends the table.
  it.each([180, 60])("reads each row's hours and rate where the amount is their product (labels at x = %i)", (x) => {
    const e = parseEstimatePages([
      print([
        ...TABLE,
        [],
        [
          [x, 'Labor'],
          [260, 'Hours'],
          [320, 'Rate'],
          [400, 'Amount'],
        ],
        [
          [x, 'Body'],
          [265, '2.8'],
          [320, '62.00'],
          [400, '173.60'],
        ],
        [
          [x, 'Refinish'],
          [265, '3.0'],
          [320, '62.00'],
          [400, '186.00'],
        ],
        [
          [x, 'Paint Materials'],
          [265, '3.0'],
          [320, '38.00'],
          [400, '114.00'],
        ],
        row('Parts', '541.50'),
        row('Grand Total', '1,015.10'),
      ]),
    ]);
    expect(e.laborRates).toMatchObject({ body: 62, paint: 62, paintSupplies: 38 });
    expect(e.laborHours).toMatchObject({ body: 2.8, paint: 3 });
    expect([e.totals.bodyLabor, e.totals.paintLabor, e.totals.paintSupplies, e.totals.gross]).toEqual([173.6, 186, 114, 1015.1]);
  });
});

describe('a deductible printed only above the table', () => {
  const estimate = (net: string) =>
    parseEstimatePages([
      print([
        [
          [40, 'Insured: Pat Example'],
          [300, 'Claim #: 00-0000-001'],
        ],
        [
          [40, 'Deductible: $500.00'],
          [300, 'Policy #: XX-000000'],
        ],
        [],
        ...TABLE,
        [],
        row('Parts', '541.50'),
        row('Body Labor', '173.60'),
        row('Paint Labor', '186.00'),
        row('Paint Supplies', '114.00'),
        row('Grand Total', '1,015.10'),
        row('Net Cost of Repairs', net),
      ]),
    ]);

  it('is the deductible where the printed net is the gross less it', () => {
    const e = estimate('515.10');
    expect([e.totals.gross, e.totals.deductible, e.totals.net]).toEqual([1015.1, 500, 515.1]);
    expect(e.reconciled).toBe(true);
  });

  it('is not taken where the net does not say so', () => {
    expect(estimate('1,015.10').totals.deductible).toBeNull();
  });
});
