/**
 * Golden tests for the totals chain (issue 35): the gross is the figure the chain reconciles to, never
 * a subtotal or a category total printed under a "Total" label; where the printed figure does not
 * reconcile, the estimate says which figure is printed and which computed, with less confidence.
 */
import { describe, expect, it } from 'vitest';
import { parseEstimatePages } from './parse-estimate.js';
import type { DocumentPage } from '../documents/text/types.js';

const CHAR = 5;
type Cells = Array<[number, string]>;
function page(rows: Cells[]): DocumentPage {
  const lines = rows.map((cells, i) => {
    const y = 40 + i * 12;
    return { y, items: cells.map(([x, str]) => ({ str, x, y, width: str.length * CHAR })), text: cells.map(([, s]) => s).join('  ') };
  });
  return { pageNumber: 1, lines, ocr: false, text: lines.map((l) => l.text).join('\n') };
}
const at = (right: number, s: string): [number, string] => [right - s.length * CHAR, s];
const total = (label: string, amount: string): Cells => [[40, label], at(480, amount)];

/** One part line (600.00) and one labor line (4.0 h), body labor 4.0 h @ 100.00 = 400.00: categories 1,000.00, tax 70.00. */
function estimate(totals: Cells[]) {
  return parseEstimatePages([
    page([
      [[40, 'Keystone Mutual Insurance — Estimate of Record']],
      [[40, 'Line'], [70, 'Oper'], [110, 'Description'], [260, 'Part Number'], at(400, 'Price'), at(440, 'Labor'), at(480, 'Paint')],
      [[40, '1'], [70, 'Repl'], [110, 'Front bumper cover'], [260, '04711-TVA-A00'], at(400, '600.00'), at(440, '2.5')],
      [[40, '2'], [70, 'Rpr'], [110, 'LT Fender'], at(440, '1.5')],
      [[40, 'Estimate Totals']],
      ...totals,
    ]),
  ]);
}

describe('the gross of the totals chain', () => {
  it('takes the grand total the chain adds up to, not a category total printed first under a "Total" label', () => {
    const e = estimate([
      total('Parts', '600.00'),
      total('Total Body Labor 4.0 hrs @ $100.00/hr', '400.00'),
      total('Subtotal', '1,000.00'),
      total('Sales Tax', '70.00'),
      total('Grand Total', '1,070.00'),
    ]);
    expect(e.totals.gross).toBe(1070);
    expect(e.totalsConfidence?.gross).toBe(1);
    expect(e.grossCheck).toEqual({ printed: 1070, computed: 1070 });
  });

  it('does not take a subtotal printed above the gross as the gross: a total before tax is the subtotal, the gross is computed', () => {
    const e = estimate([
      total('Parts', '600.00'),
      total('Body Labor 4.0 hrs @ $100.00/hr', '400.00'),
      total('Total Amount', '1,000.00'),
      total('Sales Tax', '70.00'),
    ]);
    expect(e.totals.gross).toBe(1070);
    expect(e.totalsConfidence?.gross).toBeLessThan(0.9);
    expect(e.reconciled).toBe(false);
    expect(e.grossCheck).toEqual({ printed: 1000, computed: 1070 });
    expect(e.warnings?.join(' ')).toMatch(/\$1,000\.00 is the subtotal before tax.*\$1,070\.00/);
  });

  it('keeps a printed gross that reconciles, with the net the gross less the deductible', () => {
    const e = estimate([
      total('Parts', '600.00'),
      total('Body Labor 4.0 hrs @ $100.00/hr', '400.00'),
      total('Subtotal', '1,000.00'),
      total('Sales Tax', '70.00'),
      total('Grand Total', '1,070.00'),
      total('Deductible', '(500.00)'),
      total('Net Cost of Repairs', '570.00'),
    ]);
    expect(e.totals).toMatchObject({ gross: 1070, deductible: 500, net: 570 });
    expect(e.reconciled).toBe(true);
    expect(e.totalsConfidence).toMatchObject({ gross: 1, net: 1 });
  });

  it('keeps a printed gross that does not reconcile with no other printed figure confirming one, at low confidence, and says both', () => {
    const e = estimate([
      total('Parts', '600.00'),
      total('Body Labor 4.0 hrs @ $100.00/hr', '400.00'),
      total('Sales Tax', '70.00'),
      total('Grand Total', '1,170.00'),
    ]);
    expect(e.totals.gross).toBe(1170);
    expect(e.totalsConfidence?.gross).toBe(0.5);
    expect(e.grossCheck).toEqual({ printed: 1170, computed: 1070 });
  });
});
