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

  it('name a negotiation by any of its printed names, and leave other deductions to their own points', () => {
    for (const label of ['Negotiation', 'Typical Negotiation Adjustment', 'Projected Sold Adjustment', 'Dealer Discount', 'Price Reduction']) {
      const v = cleanValuation();
      v.chain.splice(1, 0, { label, kind: 'adjustment', amount: -300, page: 1, confidence: 0.9 });
      expect(kinds(v), label).toEqual(['negotiation']);
    }
    const v = cleanValuation();
    v.chain.splice(1, 0, { label: 'Prior Damage', kind: 'adjustment', amount: -300, page: 1, confidence: 0.9 });
    expect(kinds(v)).toEqual([]);
  });

  it('say nothing of projected-sold lines on the comparables that add to the price', () => {
    const v = cleanValuation();
    v.comparables[0].adjustments = [{ label: 'Projected Sold Adjustment', amount: 250 }];
    expect(kinds(v)).toEqual([]);
  });

  it('state the distance and the limit, and say nothing of a comparable without a distance', () => {
    const v = cleanValuation();
    v.comparables[2].distanceMiles = 142.4;
    const [p] = disputePoints({ valuation: v, file: null, owner: {}, state: WA, distanceLimitMiles: 100 });
    expect(p.text).toContain('is 142 miles away, beyond the 100 miles');
    expect(p.text).toContain('Comparable 3');
    v.comparables[2].distanceMiles = null;
    expect(kinds(v)).toEqual([]);
  });

  it('flag a comparable two years newer, and say nothing of a comparable without a year', () => {
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ year: 2021 })] }))).toEqual(['model-year']);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ year: null })] }))).toEqual([]);
  });

  it('flag another door count, and say nothing when the comparable prints no body or drivetrain', () => {
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'EX 2D Sedan FWD' })] }))).toEqual(['body']);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'EX' })] }))).toEqual([]);
    expect(kinds(cleanValuation({ comparables: [...cleanValuation().comparables, comparable({ trim: 'ex 4dr sedan fwd' })] }))).toEqual([]);
  });

  it('flag a report with no comparable at all, and say nothing at three', () => {
    expect(kinds(cleanValuation({ comparables: [] }))).toEqual(['few-comparables']);
    expect(cleanValuation().comparables).toHaveLength(3);
    expect(kinds(cleanValuation())).toEqual([]);
  });

  it('treat a zero tax line as none, and ask for title fees only where the state says they are due', () => {
    const zeroTax = cleanValuation();
    zeroTax.chain = zeroTax.chain.map((l) => (l.kind === 'tax' ? { ...l, amount: 0 } : l));
    expect(kinds(zeroTax)).toEqual(['no-sales-tax']);
    const noFee = cleanValuation();
    noFee.chain = noFee.chain.filter((l) => l.kind !== 'fee');
    expect(kinds(noFee, { state: OR })).toEqual([]);
    expect(kinds(noFee, { state: null })).toEqual([]);
    const [p] = disputePoints({ valuation: noFee, file: null, owner: {}, state: WA, distanceLimitMiles: 100 });
    expect(p.text).toContain('WAC 284-30-391(4)');
  });

  it('say which way the mileage differs, and nothing when the owner states no mileage or options', () => {
    const [lower] = disputePoints({ valuation: cleanValuation(), file: 'valuation.pdf', owner: { mileage: 38000 }, state: WA, distanceLimitMiles: 100 });
    expect(lower.text).toContain('42,000 miles');
    expect(lower.text).toContain('the owner states 38,000');
    expect(lower.text).toContain('Higher mileage lowers the value');
    const [higher] = disputePoints({ valuation: cleanValuation(), file: 'valuation.pdf', owner: { mileage: 47000 }, state: WA, distanceLimitMiles: 100 });
    expect(higher.kind).toBe('mileage');
    expect(higher.text).toContain('corrected to the odometer reading');
    expect(kinds(cleanValuation(), { owner: { options: [] } })).toEqual([]);
    expect(kinds(cleanValuation({ lossVehicle: { ...cleanValuation().lossVehicle, mileage: null } }), { owner: { mileage: 38000 } })).toEqual([]);
  });
});
