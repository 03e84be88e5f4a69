import { describe, expect, it } from 'vitest';
import { disputePoints } from './dispute-points.js';
import { STATE_FIGURES } from './state-figures.js';
import { cleanValuation, comparable } from './valuation-fixtures.js';

const WA = STATE_FIGURES.WA;
const OR = STATE_FIGURES.OR;
const kinds = (v = cleanValuation(), extra: Partial<Parameters<typeof disputePoints>[0]> = {}) =>
  disputePoints({ valuation: v, file: 'valuation.pdf', owner: {}, state: WA, distanceLimitMiles: 100, ...extra }).map((p) => p.kind);

describe('points to dispute', () => {
  it('stay silent on a clean report', () => {
    expect(kinds()).toEqual([]);
  });

  it('name a negotiation or projected-sold deduction with its amount and page', () => {
    const v = cleanValuation();
    v.chain.splice(1, 0, { label: 'Projected Sold Adjustment', kind: 'adjustment', amount: -840.5, page: 2, confidence: 0.9 });
    const [p] = disputePoints({ valuation: v, file: 'valuation.pdf', owner: {}, state: WA, distanceLimitMiles: 100 });
    expect(p).toMatchObject({ kind: 'negotiation', amount: -840.5 });
    expect(p.text).toContain('$840.50');
    expect(p.text).toContain('valuation.pdf, page 2');
    // A positive adjustment of the same name takes nothing from the owner.
    v.chain[1].amount = 120;
    expect(kinds(v)).toEqual([]);
  });

  it('add up projected-sold adjustments printed on the comparables', () => {
    const v = cleanValuation();
    v.comparables[0].adjustments = [{ label: 'Projected Sold Adjustment', amount: -600 }];
    v.comparables[1].adjustments = [{ label: 'Projected Sold Adjustment', amount: -630 }];
    const points = disputePoints({ valuation: v, file: null, owner: {}, state: WA, distanceLimitMiles: 100 });
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ kind: 'negotiation', amount: -1230 });
  });

  it('flag a negative condition adjustment, not a positive one', () => {
    const v = cleanValuation();
    v.chain.splice(1, 0, { label: 'Condition Adjustment', kind: 'adjustment', amount: -410, page: 1, confidence: 0.9 });
    expect(kinds(v)).toEqual(['condition']);
    v.chain[1].amount = 410;
    expect(kinds(v)).toEqual([]);
  });

  it('flag a comparable beyond the distance limit the user sets, and only then', () => {
    const v = cleanValuation();
    v.comparables[2].distanceMiles = 142;
    expect(kinds(v)).toEqual(['distance']);
    expect(kinds(v, { distanceLimitMiles: 150 })).toEqual([]);
    v.comparables[2].distanceMiles = 100;
    expect(kinds(v)).toEqual([]);
  });

  it('flag another trim, body or drivetrain, and two or more model years away', () => {
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'Sport 4D Sedan FWD' })] }))).toEqual(['trim']);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'EX 2D Coupe FWD' })] }))).toEqual(['body']);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'EX 4D Sedan AWD' })] }))).toEqual(['drivetrain']);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ year: 2017 })] }))).toEqual(['model-year']);
    // One year apart, the same trim printed with its engine, or a trim not printed: no point.
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ year: 2020 })] }))).toEqual([]);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'EX 4D Sedan 1.5L Turbo FWD' })] }))).toEqual([]);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: null })] }))).toEqual([]);
  });

  it('flag fewer than three comparables', () => {
    expect(kinds(cleanValuation({ comparables: cleanValuation().comparables.slice(0, 2) }))).toEqual(['few-comparables']);
  });

  it("flag a missing sales-tax or title line where the state's figures say one is due, not where none is", () => {
    const noTax = cleanValuation();
    noTax.chain = noTax.chain.filter((l) => l.kind !== 'tax');
    expect(kinds(noTax)).toEqual(['no-sales-tax']);
    expect(kinds(noTax, { state: OR })).toEqual([]);
    expect(kinds(noTax, { state: null })).toEqual([]);
    const noFee = cleanValuation();
    noFee.chain = noFee.chain.filter((l) => l.kind !== 'fee');
    expect(kinds(noFee)).toEqual(['no-title-fees']);
  });

  it('flag mileage or options differing from what the owner states', () => {
    expect(kinds(cleanValuation(), { owner: { mileage: 38000 } })).toEqual(['mileage']);
    expect(kinds(cleanValuation(), { owner: { mileage: 42050 } })).toEqual([]);
    expect(kinds(cleanValuation(), { owner: { options: ['Navigation System', 'heated seats'] } })).toEqual(['options']);
    expect(kinds(cleanValuation(), { owner: { options: ['Sunroof'] } })).toEqual([]);
  });
});
