import { describe, expect, it } from 'vitest';
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { compareEstimates } from '../estimates/align.js';
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import { type LetterClaim, repairLetter } from './letter-content.js';
import { estimateLine, estimateTotals } from './estimate-fixtures.js';
import { buildRepairReview } from './repair-review.js';

const LETTER_CLAIM: LetterClaim = { details: { insuredName: 'Jordan Avery' }, dateOfLoss: null, vehicle: null, vin: null, carrier: null };

const line = estimateLine;
const totals = estimateTotals;

describe('the repair review', () => {
  // Carrier: rates printed. Shop: hours only, no rates printed, its labor only in its totals.
  const carrier: ParsedEstimate = {
    laborRates: { body: 50, paint: 50 },
    lines: [
      line(1, { operation: 'Repl', description: 'Front bumper cover', partNumber: 'BC-1', price: 400, laborHours: 2, laborType: 'body', paintHours: 2 }),
      line(2, { operation: 'Rpr', description: 'LT Fender', laborHours: 2, laborType: 'body' }),
    ],
    totals: totals({ parts: 400, bodyLabor: 200, paintLabor: 100, tax: 50, gross: 750 }),
  };
  const shop: ParsedEstimate = {
    laborRates: {},
    lines: [
      line(1, { operation: 'Repl', description: 'Front bumper cover', partNumber: 'BC-1', price: 400, laborHours: 2, laborType: 'body', paintHours: 3 }),
      line(2, { operation: 'Rpr', description: 'LT Fender', laborHours: 3, laborType: 'body' }),
      line(3, { operation: 'R&I', description: 'Front bumper reinforcement', laborHours: 1, laborType: 'body' }),
      line(4, { operation: 'Subl', description: 'Four wheel alignment', price: 120 }),
    ],
    totals: totals({ parts: 400, bodyLabor: 360, paintLabor: 180, sublet: 120, tax: 70, gross: 1130 }),
  };

  it('groups the differences by category with both figures, hours-only lines valued at the shop’s own rates and marked computed', () => {
    const r = buildRepairReview('CLM-1', compareEstimates(carrier, shop));
    expect(r.totalDifference).toBe(380);
    const body = r.groups.find((g) => g.category === 'bodyLabor');
    expect(body).toMatchObject({ carrierTotal: 200, otherTotal: 360, difference: 160 });
    // Shop rate 360 ÷ 6 h = 60: the fender is 3 h × 60 = 180 against 2 h × 50 = 100.
    const fender = body?.lines.find((l) => l.description === 'LT Fender');
    expect(fender).toMatchObject({
      carrier: { hours: 2, amount: 100, computed: true, rate: 50 },
      other: { hours: 3, amount: 180, computed: true, rate: 60 },
      difference: 80,
    });
    // The letter argues the rate once (the carrier's 4 body hours on lines both list × $10) and the fender's extra hour at the shop's rate.
    const letter = repairLetter(LETTER_CLAIM, r, DEFAULT_CONTENT);
    expect(letter.paragraphs.join('\n')).toContain('Body labor: 4 h at $50.00/h (your estimate) vs $60.00/h (repair estimate): $40.00');
    expect(letter.tables[1].rows.find((row) => row[1] === 'LT Fender' && row[0] === 'Body labor')?.slice(2)).toEqual(['2 h', '3 h', '1 h × $60.00/h = $60.00']);
    const paint = r.groups.find((g) => g.category === 'paintLabor');
    expect(paint?.lines[0]).toMatchObject({ carrier: { hours: 2, amount: 100 }, other: { hours: 3, amount: 180 } });
    expect(r.groups.find((g) => g.category === 'tax')?.difference).toBe(20);
    expect(r.groups.find((g) => g.category === 'parts')).toBeUndefined();
    expect(r.omitted.map((o) => o.description)).toEqual(['Front bumper reinforcement', 'Four wheel alignment']);
    expect(r.omitted[0]).toMatchObject({ amount: 60, computed: true });
    expect(r.omitted[1]).toMatchObject({ amount: 120, computed: false });
    expect(r.groups.find((g) => g.category === 'sublet')?.lines[0]).toMatchObject({ carrier: null, other: { amount: 120, computed: false } });
  });

  it('values structural hours at the frame rate and electrical hours at the mechanical rate, as the totals bill them', () => {
    // Both estimates print one "Frame" rate and one "Mechanical" rate; the lines are marked S (structural) and E (electrical).
    const rates = { body: 50, mechanical: 100, frame: 80 };
    const a: ParsedEstimate = {
      laborRates: rates,
      lines: [
        line(1, { operation: 'Repl', description: 'Radiator support', laborHours: 4, laborType: 'structural' }),
        line(2, { operation: 'Repl', description: 'Front impact sensor', laborHours: 0.5, laborType: 'electrical' }),
      ],
      totals: totals({ frameLabor: 320, mechanicalLabor: 50, gross: 370 }),
    };
    const b: ParsedEstimate = {
      laborRates: rates,
      lines: [
        line(1, { operation: 'Repl', description: 'Radiator support', laborHours: 5, laborType: 'structural' }),
        line(2, { operation: 'Repl', description: 'Front impact sensor', laborHours: 1, laborType: 'electrical' }),
      ],
      totals: totals({ frameLabor: 400, mechanicalLabor: 100, gross: 500 }),
    };
    const r = buildRepairReview('CLM-3', compareEstimates(a, b));
    // By hand: 5 h × 80 − 4 h × 80 = 80, the frame totals' difference; 1 h × 100 − 0.5 h × 100 = 50, the mechanical totals'.
    const structural = r.groups.find((g) => g.category === 'structural');
    expect(structural).toMatchObject({ carrierTotal: 320, otherTotal: 400, difference: 80 });
    expect(structural?.lines).toMatchObject([{ carrier: { hours: 4, amount: 320 }, other: { hours: 5, amount: 400 }, difference: 80 }]);
    const mechanical = r.groups.find((g) => g.category === 'mechanical');
    expect(mechanical).toMatchObject({ difference: 50, lines: [{ carrier: { amount: 50 }, other: { amount: 100 }, difference: 50 }] });
  });

  it('says when there is no comparison', () => {
    expect(buildRepairReview('CLM-2', null)).toMatchObject({ available: false, groups: [] });
  });
});

describe('a repair letter only above the carrier’s estimate', () => {
  const one = (price: number, gross: number): ParsedEstimate => ({
    laborRates: {},
    lines: [line(1, { description: 'Rear bumper cover', partNumber: 'RB-1', price })],
    totals: totals({ parts: price, gross }),
  });
  it('allows the letter and weighs the appraisal’s cost when the other estimate is higher', () => {
    const r = buildRepairReview('FR-1', compareEstimates(one(300, 300), one(2400, 2400)), { firmFee: 600, umpireFee: 1000 });
    expect(r.letterAllowed).toBe(true);
    expect(r.appraisalCost).toEqual({ firmFee: 600, halfUmpireFee: 500, total: 1100, difference: 2100, covered: true });
  });
  it('refuses it when the other estimate is not higher, and says a difference below the cost is not covered', () => {
    const lower = buildRepairReview('FR-1', compareEstimates(one(1800, 1800), one(426.62, 426.62)), { firmFee: 600, umpireFee: 1000 });
    expect(lower.totalDifference).toBeLessThan(0);
    expect(lower.letterAllowed).toBe(false);
    const small = buildRepairReview('FR-1', compareEstimates(one(300, 300), one(700, 700)), { firmFee: 600, umpireFee: 1000 });
    expect(small.letterAllowed).toBe(true);
    expect(small.appraisalCost?.covered).toBe(false);
  });
});
