/** Golden cause: a sign printed after an amount ("CR", a trailing minus) belongs to it, not to the next label. */
import { describe, expect, it } from 'vitest';
import { parseTotals } from './parse-totals.js';

const lines = (texts: string[]) => texts.map((text) => ({ text, y: 0, items: [] }));

describe('sign marks in a totals block', () => {
  it('reads a CR deductible and the net printed after it on the same line', () => {
    const t = parseTotals(lines(['Grand Total  3,500.00', 'Deductible  500.00 CR   Net Cost of Repairs  3,000.00']));
    expect(t.totals).toMatchObject({ gross: 3500, deductible: 500, net: 3000 });
  });

  it('reads a credit printed with a trailing minus as a deduction from tax', () => {
    const t = parseTotals(lines(['Parts  1,000.00', 'Tax  60.00', 'Tax Credit  10.00-', 'Grand Total  1,050.00']));
    expect(t.totals).toMatchObject({ parts: 1000, tax: 50, gross: 1050 });
  });
});
