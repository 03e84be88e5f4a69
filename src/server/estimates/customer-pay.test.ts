/** Golden cause: what the customer pays is the deductible beside the insurer's payment, the net only alone. */
import { describe, expect, it } from 'vitest';
import { parseTotals } from './parse-totals.js';

const lines = (texts: string[]) => texts.map((text) => ({ text, y: 0, items: [] }));

describe('the customer pay row of a totals block', () => {
  it('is not the net when the insurer pay is printed (whichever comes first)', () => {
    const t = parseTotals(lines(['Grand Total  4,185.21', 'Deductible  500.00', 'CUSTOMER PAY  500.00', 'INSURANCE PAY  3,685.21']));
    expect(t.totals).toMatchObject({ gross: 4185.21, deductible: 500, net: 3685.21 });
  });

  it("is not the net beside the insurer's share worded as a responsibility, with no deductible printed", () => {
    const t = parseTotals(lines(['Grand Total  $849.25', 'Customer Responsibility  $500.00', 'Insurance Responsibility  $349.25']));
    expect(t.totals).toMatchObject({ gross: 849.25, net: 349.25 });
  });

  it('is not the net when it only repeats the deductible', () => {
    const t = parseTotals(lines(['Grand Total  2,000.00', 'Deductible  250.00', 'Customer Pay  250.00']));
    expect(t.totals.net).toBeNull();
    expect(t.totals.deductible).toBe(250);
  });

  it('is the net on an invoice that prints no insurer payment', () => {
    const t = parseTotals(lines(['Estimate Total  2,000.00', 'Deductible  250.00', 'Customer Pay  1,750.00']));
    expect(t.totals).toMatchObject({ gross: 2000, deductible: 250, net: 1750 });
  });
});
