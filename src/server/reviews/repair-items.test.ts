import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { compareEstimates } from '../estimates/align.js';
import { type LetterClaim, repairLetter } from './letter-content.js';
import { estimateLine, estimateTotals } from './estimate-fixtures.js';
import { buildRepairReview } from './repair-review.js';

const CLAIM: LetterClaim = { details: { insuredName: 'Jordan Avery' }, dateOfLoss: null, vehicle: null, vin: null, carrier: null };

const line = estimateLine;
const totals = (gross: number) => estimateTotals({ gross });
const letterOf = (carrier: ParsedEstimate, shop: ParsedEstimate) => {
  const review = buildRepairReview('CLM-9', compareEstimates(carrier, shop));
  const letter = repairLetter(CLAIM, review, DEFAULT_CONTENT);
  const itemised = letter.tables.find((t) => t.title === 'Itemised differences')?.rows ?? [];
  return { review, letter, itemised, text: letter.paragraphs.join('\n') };
};

describe('the repair letter puts to the carrier only what moves the figure in the claimant’s favour', () => {
  it('keeps a line where the carrier’s figure is higher in the review, out of the letter’s list, and says the net allows for it', () => {
    const rates = { body: 60 };
    const carrier: ParsedEstimate = {
      laborRates: rates,
      lines: [
        line(1, { operation: 'Repl', description: 'Windshield glass', partNumber: 'WS-1', price: 633.63 }),
        line(2, { operation: 'Repl', description: 'License bracket', partNumber: 'LB-1', price: 43.72 }),
      ],
      totals: totals(677.35),
    };
    const shop: ParsedEstimate = {
      laborRates: rates,
      lines: [line(1, { operation: 'Repl', description: 'Windshield glass', partNumber: 'WS-1', price: 755.03 })],
      totals: totals(755.03),
    };
    const { review, itemised, text } = letterOf(carrier, shop);
    // The review still shows it, with its figure.
    expect(review.groups.flatMap((g) => g.lines).find((l) => l.description === 'License bracket')?.difference).toBe(-43.72);
    expect(itemised.map((r) => r[1])).toEqual(['Windshield glass']);
    // The net is the honest one: 755.03 − 677.35 = 77.68 (121.40 − 43.72), and the letter says what it allows for.
    expect(text).toContain('$77.68 more');
    expect(text).toContain("The net difference allows for 1 item where your estimate's figure is higher ($43.72 in all); it is not disputed.");
  });

  it('argues a labor rate difference once per labor kind and keeps only the difference in hours on the lines', () => {
    const carrier: ParsedEstimate = {
      laborRates: { body: 57 },
      lines: [
        line(1, { operation: 'Rpr', description: 'LT Rear door shell', laborHours: 3.9, laborType: 'body' }),
        line(2, { operation: 'Rpr', description: 'LT Fender panel', laborHours: 1.6, laborType: 'body' }),
      ],
      totals: totals(313.5),
    };
    const shop: ParsedEstimate = {
      laborRates: { body: 69 },
      lines: [
        line(1, { operation: 'Rpr', description: 'LT Rear door shell', laborHours: 3.9, laborType: 'body' }),
        line(2, { operation: 'Rpr', description: 'LT Fender panel', laborHours: 2, laborType: 'body' }),
      ],
      totals: totals(407.1),
    };
    const { itemised, text } = letterOf(carrier, shop);
    // By hand: (3.9 + 1.6) h × ($69 − $57) = $66.00, once; the fender's 0.4 h more at $69 = $27.60; 66.00 + 27.60 = 93.60 = 407.10 − 313.50.
    expect(text).toContain('Body labor: 5.5 h at $57.00/h (your estimate) vs $69.00/h (repair estimate): $66.00');
    expect(itemised).toEqual([['Body labor', 'LT Fender panel', '1.6 h', '2 h', '0.4 h × $69.00/h = $27.60']]);
  });
});
