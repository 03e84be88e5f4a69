import { describe, expect, it } from 'vitest';
import { disputePoints } from './dispute-points.js';
import { comparablesCheck } from './reading-check.js';
import { reviewText } from './review-text.js';
import { buildValuationReview } from './valuation-review.js';
import { cleanValuation, comparable } from './valuation-fixtures.js';

const n = (value: number) => ({ value, page: 4, confidence: 0.9 });
const review = (v = cleanValuation(), t = reviewText('en')) =>
  buildValuationReview({
    referenceNumber: 'FR-1',
    valuation: v,
    file: 'valuation.pdf',
    claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null },
    vin: null,
    choices: null,
    stateCode: 'WA',
    t,
  });
const pointKinds = (v: ReturnType<typeof cleanValuation>) =>
  disputePoints({ valuation: v, file: 'valuation.pdf', owner: {}, state: null, distanceLimitMiles: 100 }).map((p) => p.kind);

describe("the comparables read against the report's base value", () => {
  it('stays silent when they account for it: the mean of their adjusted values (or price and adjustments), within 3%', () => {
    // The clean report: $19,900, $21,100 and $22,000 after adjustments, base value $21,000.
    expect(comparablesCheck(cleanValuation())).toBeNull();
    expect(review().readingCheck).toBeNull();
    // A weighted mean 2.9% off still passes.
    expect(comparablesCheck(cleanValuation({ baseValue: n(21_000 * 1.029) }))).toBeNull();
  });

  it('says so when they average more than 3% away from it, with both figures', () => {
    const missed = cleanValuation({ baseValue: n(24_000) });
    expect(comparablesCheck(missed)).toEqual({ read: 3, mean: 21_000, base: 24_000 });
    expect(review(missed).readingCheck).toBe(
      "The 3 comparables read from the report average $21,000.00 adjusted, but the report's base value is $24,000.00 (12.5% apart): some comparables may have been missed or misread. Compare this list with the report's comparable pages, and add or drop comparables before writing the letter.",
    );
    expect(review(missed, reviewText('es')).readingCheck).toContain(
      'valor ajustado medio de $21,000.00, pero el valor base del informe es $24,000.00 (12.5 % de diferencia)',
    );
  });

  it('prefers the printed adjusted value to the price', () => {
    const v = cleanValuation({
      comparables: [comparable({ price: n(30_000), adjustedPrice: n(21_000) }), comparable({ price: n(12_000), adjustedPrice: n(21_000) })],
    });
    expect(comparablesCheck(v)).toBeNull();
  });

  it('leaves out a comparable the report marks as not used, as the report leaves it out of its base', () => {
    const shown = comparable({ price: n(40_000), adjustedPrice: n(40_000), used: false });
    expect(comparablesCheck(cleanValuation({ comparables: [...cleanValuation().comparables, shown] }))).toBeNull();
    expect(comparablesCheck(cleanValuation({ comparables: [...cleanValuation().comparables, { ...shown, used: true }] }))).not.toBeNull();
  });

  it('checks nothing it cannot: no base value printed, or a comparable with neither an adjusted value nor adjustments', () => {
    expect(comparablesCheck(cleanValuation({ baseValue: null }))).toBeNull();
    const bare = cleanValuation({ baseValue: n(40_000), comparables: [...cleanValuation().comparables, comparable({ adjustments: undefined })] });
    expect(comparablesCheck(bare)).toBeNull();
  });

  it('asks for the comparables when none was read from a report that prints a base value', () => {
    const none = cleanValuation({ comparables: [] });
    expect(comparablesCheck(none)).toEqual({ read: 0, mean: null, base: 21_000 });
    expect(review(none).readingCheck).toBe(
      'No comparable vehicle could be read from the report, which prints a base value of $21,000.00. If the report lists comparables, add them below before writing the letter.',
    );
  });

  it('makes no "fewer than three comparables" point of comparables the reader missed, and keeps it where the base value agrees', () => {
    const two = cleanValuation().comparables.slice(0, 2);
    // Two comparables that average the printed base value: the report really rests on two.
    expect(pointKinds(cleanValuation({ comparables: two, baseValue: n(20_500) }))).toEqual(['few-comparables']);
    // Two read of a report whose base value they do not account for: the reader missed some.
    expect(pointKinds(cleanValuation({ comparables: two, baseValue: n(24_000) }))).toEqual([]);
    // None read at all: the point stays (a report may print a value with no comparable).
    expect(pointKinds(cleanValuation({ comparables: [] }))).toEqual(['few-comparables']);
  });
});
