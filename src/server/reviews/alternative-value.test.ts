import { describe, expect, it } from 'vitest';
import type { Valuation } from '../../shared/contracts/valuation.js';
import { type AlternativeInput, computeAlternativeValue, type KeptComparable } from './alternative-value.js';
import { deductionId, NEGOTIATION_COMPARABLES, NO_SALES_TAX } from './dispute-points.js';
import { reportBase, reportMileageRate } from './report-base.js';
import { STATE_FIGURES } from './state-figures.js';
import { cleanValuation, comparable } from './valuation-fixtures.js';

const keepAll = (v: Valuation): KeptComparable[] => v.comparables.map((d, i) => ({ id: `doc-${i + 1}`, n: i + 1, document: d }));
const run = (v: Valuation, over: Partial<AlternativeInput> = {}) =>
  computeAlternativeValue({ valuation: v, file: 'valuation.pdf', kept: keepAll(v), owner: {}, state: STATE_FIGURES.WA, ...over });
const n = (value: number, page = 1) => ({ value, page, confidence: 0.95 });
const line = (label: string, kind: Valuation['chain'][number]['kind'], amount: number) => ({ label, kind, amount, page: 1, confidence: 0.95 });

/** Mitchell: Base Value = mean of the adjusted values; loss-vehicle adjustments to Market Value; taxes, fees, deductible to Settlement Value. */
function mitchell(): Valuation {
  const v = cleanValuation();
  v.comparables = [
    comparable({ price: n(20000), adjustedPrice: n(19450.5), adjustments: undefined }),
    comparable({ price: n(21000), adjustedPrice: n(20833.33), adjustments: undefined }),
    comparable({ price: n(22500), adjustedPrice: n(22216.17), adjustments: undefined }),
  ];
  // Mean (19,450.50 + 20,833.33 + 22,216.17) ÷ 3 = 20,833.33; condition −412.10 → market 20,421.23;
  // tax 6.5% 1,327.38; fees 164.50; deductible 1,000: settlement 20,913.11.
  v.baseValue = n(20833.33);
  v.chain = [
    line('Base Value', 'base', 20833.33),
    line('Condition Adjustment', 'adjustment', -412.1),
    line('Market Value', 'subtotal', 20421.23),
    line('Sales Tax', 'tax', 1327.38),
    line('Title and Fees', 'fee', 164.5),
    line('Deductible', 'deductible', -1000),
    line('Settlement Value', 'total', 20913.11),
  ];
  v.valueBeforeDeductible = n(21913.11);
  v.deductible = n(1000);
  v.settlement = n(20913.11);
  return v;
}

/** CCC: a Base Vehicle Value printed, a weighted average whose weights are not printed (0.5% off the mean read). */
function weighted(): Valuation {
  const v = cleanValuation();
  v.baseValue = n(21105);
  v.chain = [
    line('Base Vehicle Value', 'base', 21105),
    line('Sales Tax', 'tax', 1371.83),
    line('Deductible', 'deductible', -500),
    line('Total', 'total', 21976.83),
  ];
  v.valueBeforeDeductible = n(22476.83);
  v.settlement = n(21976.83);
  return v;
}

/** CCC summary: an average over more than the comparables it lists. */
function statewide(): Valuation {
  const v = weighted();
  v.baseValue = n(23480);
  v.chain = [
    line('CCC Valuation (average of statewide comparables)', 'base', 23480),
    line('Sales Tax', 'tax', 1526.2),
    line('Deductible', 'deductible', -500),
    line('Total', 'total', 24506.2),
  ];
  v.settlement = n(24506.2);
  return v;
}

/** CCC: "CCC Valuation (average of statewide value and base vehicle value)", the chain's value is that average. */
function averagedWithStatewide(): Valuation {
  const v = weighted();
  // (21,500 + 21,105) ÷ 2 = 21,302.50; condition +98 = 21,400.50; tax 6% 1,284.03; deductible 500: 22,184.53.
  v.chain = [
    line('Pennsylvania Statewide Value', 'base', 21500),
    line('Base Vehicle Value', 'base', 21105),
    line('CCC Valuation (average of statewide value and base vehicle value)', 'base', 21302.5),
    line('Condition Adjustment', 'adjustment', 98),
    line('Adjusted Vehicle Value', 'subtotal', 21400.5),
    line('Vehicular Tax (6%)', 'tax', 1284.03),
    line('Deductible', 'deductible', -500),
    line('Total', 'total', 22184.53),
  ];
  v.settlement = n(22184.53);
  return v;
}

/** A report that prints no base value: its chain starts at the tax. */
function unprinted(): Valuation {
  const v = cleanValuation({ baseValue: null });
  v.chain = v.chain.filter((l) => l.kind !== 'base');
  return v;
}

describe('the alternative value with no change is the carrier’s settlement to the cent', () => {
  const cases: Array<[string, () => Valuation, string]> = [
    ['the mean of adjusted comparables (clean report)', cleanValuation, 'mean'],
    ['Mitchell: base, condition to market value, settlement', mitchell, 'mean'],
    ['a printed base whose weights are not printed', weighted, 'weighted'],
    ['an average including figures beyond the listed comparables', statewide, 'beyond-listed'],
    ['a base averaged with a statewide value', averagedWithStatewide, 'weighted'],
    ['a report whose base is not printed', unprinted, 'not-printed'],
  ];
  for (const [name, make, method] of cases) {
    it(name, () => {
      const v = make();
      const a = run(v);
      expect(a.method).toBe(method);
      expect(a.net).toBe(v.settlement?.value);
      expect(a.difference).toBe(0);
    });
  }

  it('keeps what the lines read leave unexplained as printed (a fee line the reader missed)', () => {
    const v = cleanValuation();
    v.chain = v.chain.filter((l) => l.kind !== 'fee');
    const a = run(v);
    expect(a.net).toBe(22015);
    expect(a.working.find((w) => w.label === 'Lines of the settlement not itemised here')?.amount).toBe(150);
  });
});

describe('a comparable dropped or added changes the base by the report’s own method', () => {
  it('the mean: dropping the lowest moves the base by the change in the mean, and the tax with it', () => {
    const v = cleanValuation();
    // (21,100 + 22,000) ÷ 2 = 21,550: +550 on the base; tax +550 × (1,365 ÷ 21,000) = +35.75; owed 22,600.75.
    const a = run(v, { kept: keepAll(v).slice(1) });
    expect(a).toMatchObject({ value: 21550, salesTax: 1400.75, net: 22600.75, difference: 585.75 });
    expect(a.working.find((w) => w.label === 'Change from the comparables')?.how).toContain('$21,000.00 → $21,550.00, + $550.00');
  });

  it('a weighted base is shifted by the change in the mean read, and the working says why', () => {
    const v = weighted();
    const a = run(v, { kept: keepAll(v).slice(1) });
    expect(a.value).toBe(21105 + 550);
    expect(a.working.find((w) => w.label === 'Change from the comparables')?.how).toMatch(/weights are not printed/);
  });

  it('an average beyond the listed comparables keeps the carrier’s base and says it cannot be redone', () => {
    const v = statewide();
    const a = run(v, { kept: keepAll(v).slice(1) });
    expect(a.net).toBe(24506.2);
    expect(a.working.find((w) => w.label === 'Change from the comparables')?.how).toMatch(/^information only: .*cannot be redone/);
  });

  it('a base averaged with a statewide value moves by half the base’s change', () => {
    const v = averagedWithStatewide();
    // Base +550 (mean 21,000 → 21,550); the average of two moves +275; tax +275 × 6% = +16.50.
    const a = run(v, { kept: keepAll(v).slice(1) });
    expect(a.value).toBe(21400.5 + 275);
    expect(a.difference).toBe(291.5);
  });

  it('a change that would lower the base is shown and not applied', () => {
    const v = cleanValuation();
    const a = run(v, { kept: keepAll(v).slice(0, 2) });
    expect(a.net).toBe(22015);
    expect(a.working.find((w) => w.label === 'Change from the comparables')?.how).toMatch(/^information only, not applied/);
  });

  it('a comparable the report marks not used is not in the mean read', () => {
    const v = cleanValuation();
    v.comparables.push(comparable({ price: n(9000), adjustments: [], used: false }));
    expect(reportBase(v)).toMatchObject({ method: 'mean', read: 3 });
    expect(run(v).net).toBe(22015);
  });
});

describe('an added comparable is adjusted like the report’s own', () => {
  const added = (over: Partial<NonNullable<KeptComparable['added']>> = {}): KeptComparable => ({
    id: 'user-1',
    n: 4,
    added: { year: 2019, make: 'Honda', model: 'Accord', trim: 'EX', mileage: 50000, price: 23000, ...over },
  });

  it('at the report’s rate per mile', () => {
    const v = cleanValuation();
    expect(reportMileageRate(v)).toBe(0.05);
    // 23,000 + (50,000 − 42,000) × 0.05 = 23,400; mean (19,900 + 21,100 + 22,000 + 23,400) ÷ 4 = 21,600: +600.
    const a = run(v, { kept: [...keepAll(v), added()] });
    expect(a.value).toBe(21600);
    expect(a.working.find((w) => w.label.includes('added by the owner'))).toMatchObject({ amount: 23400, origin: 'computed' });
  });

  it('with the report’s negotiation share of the price, unless the negotiation is disputed', () => {
    const v = cleanValuation();
    v.comparables = v.comparables.map((c) => ({
      ...c,
      adjustments: [...(c.adjustments ?? []), { label: 'Projected Sold Adjustment', amount: -c.price.value * 0.02 }],
    }));
    v.baseValue = n(20580);
    v.chain = [line('Base Vehicle Value', 'base', 20580), line('Total', 'total', 20580)];
    v.settlement = n(20580);
    expect(run(v).net).toBe(20580);
    const a = run(v, { kept: [...keepAll(v), added()] });
    // 23,000 + 400 mileage − 460 (2% of 23,000) = 22,940.
    expect(a.working.find((w) => w.label.includes('added by the owner'))?.amount).toBe(22940);
    const b = run(v, { kept: [...keepAll(v), added()], disputed: new Set([NEGOTIATION_COMPARABLES]) });
    expect(b.working.find((w) => w.label.includes('added by the owner'))?.amount).toBe(23400);
  });

  it('never at its asking price beside printed adjusted values: the owner’s adjusted figure, else left out', () => {
    const v = mitchell();
    const raw = run(v, { kept: [...keepAll(v), added()] });
    expect(raw.net).toBe(20913.11);
    expect(raw.working.find((w) => w.label.includes('added by the owner'))).toMatchObject({ amount: null });
    const entered = run(v, { kept: [...keepAll(v), added({ adjustedPrice: 23100, adjustmentMethod: 'mileage at $0.05 a mile' })] });
    expect(entered.working.find((w) => w.label.includes('added by the owner'))?.how).toContain('mileage at $0.05 a mile');
    expect(entered.value).toBeGreaterThan(20421.23);
  });
});

describe('disputed items are not applied in the alternative’s own figures', () => {
  it('a disputed condition deduction is left out; the tax follows', () => {
    const v = mitchell();
    // +412.10 on the value; tax +412.10 × (1,327.38 ÷ 20,421.23) = +26.79.
    const a = run(v, { disputed: new Set([deductionId(1)]) });
    expect(a.working.find((w) => w.label === 'Condition Adjustment')).toMatchObject({ amount: 0 });
    expect(a.difference).toBe(438.89);
  });

  it('the owner’s stated condition disputes the condition deduction', () => {
    expect(run(mitchell(), { owner: { condition: 'Excellent' } }).difference).toBe(438.89);
  });

  it('a missing sales-tax line is added at the state’s rate when disputed', () => {
    const v = cleanValuation();
    v.chain = v.chain.filter((l) => l.kind !== 'tax');
    v.settlement = n(20650);
    expect(run(v).net).toBe(20650);
    expect(run(v, { disputed: new Set([NO_SALES_TAX]) }).difference).toBe(1365);
  });

  it('a lower odometer reading moves the value at the report’s rate per mile', () => {
    // (42,000 − 40,000) × 0.05 = 100, tax 6.5%: 106.50.
    expect(run(cleanValuation(), { owner: { mileage: 40000 } }).difference).toBe(106.5);
    expect(run(cleanValuation(), { owner: { mileage: 45000 } }).difference).toBe(0);
  });
});
