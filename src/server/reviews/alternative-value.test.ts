import { describe, expect, it } from 'vitest';
import type { Valuation } from '../../shared/contracts/valuation.js';
import { computeAlternativeValue, type KeptComparable, reportMileageRate } from './alternative-value.js';
import { STATE_FIGURES } from './state-figures.js';
import { cleanValuation } from './valuation-fixtures.js';

const keepAll = (v: Valuation): KeptComparable[] => v.comparables.map((d, i) => ({ id: `doc-${i + 1}`, n: i + 1, document: d }));
const run = (v: Valuation, kept = keepAll(v), extra: Partial<Parameters<typeof computeAlternativeValue>[0]> = {}) =>
  computeAlternativeValue({ valuation: v, file: 'valuation.pdf', kept, owner: {}, state: STATE_FIGURES.WA, claimDeductible: null, ...extra });

describe('the alternative value', () => {
  it('redoes a clean report to its own settlement, step by step', () => {
    // By hand: 20,000 − 100 = 19,900; 21,000 + 100 = 21,100; 22,000. Mean 63,000 ÷ 3 = 21,000.
    // Tax 21,000 × 6.5% = 1,365; fees 150 as printed; 22,515 before the 500 deductible: 22,015.
    const a = run(cleanValuation());
    expect(a).toMatchObject({
      value: 21000,
      salesTax: 1365,
      fees: 150,
      valueBeforeDeductible: 22515,
      deductible: 500,
      net: 22015,
      carrierSettlement: 22015,
      difference: 0,
    });
    expect(a.working.map((w) => w.label)).toContain('Mean of the comparables');
    expect(a.working.find((w) => w.label === 'Mean of the comparables')?.how).toBe('($19,900.00 + $21,100.00 + $22,000.00) ÷ 3, to the cent');
  });

  it("takes the per-mile rate from the report's own mileage adjustments for an added comparable", () => {
    const v = cleanValuation();
    expect(reportMileageRate(v)).toBe(0.05);
    const kept: KeptComparable[] = [
      ...keepAll(v).slice(0, 2),
      { id: 'user-1', n: 4, added: { year: 2019, make: 'Honda', model: 'Accord', trim: 'EX', mileage: 50000, price: 23000 } },
    ];
    // By hand: 23,000 + (50,000 − 42,000) × 0.05 = 23,400; mean (19,900 + 21,100 + 23,400) ÷ 3 = 21,466.67;
    // tax 21,466.67 × 6.5% = 1,395.33; + 150 = 23,012.00; − 500 = 22,512.00; 497.00 above the carrier.
    const a = run(v, kept);
    expect(a).toMatchObject({ value: 21466.67, salesTax: 1395.33, valueBeforeDeductible: 23012, net: 22512, difference: 497 });
    const added = a.working.find((w) => w.label.includes('added by the owner'));
    expect(added).toMatchObject({ amount: 23400, origin: 'computed' });
    expect(added?.how).toContain('× $0.050 a mile');
  });

  it('leaves out a negotiation deduction and says so', () => {
    const v = cleanValuation();
    v.chain.splice(
      1,
      0,
      { label: 'Negotiation', kind: 'adjustment', amount: -700, page: 1, confidence: 0.9 },
      { label: 'Prior Damage', kind: 'adjustment', amount: -300, page: 1, confidence: 0.9 },
    );
    const a = run(v);
    expect(a.value).toBe(20700);
    expect(a.working.find((w) => w.label === 'Negotiation')?.how).toMatch(/^left out/);
  });

  it('uses a printed adjusted price when the report gives no itemised adjustments', () => {
    const v = cleanValuation();
    v.comparables = v.comparables.map((c) => ({ ...c, adjustments: undefined, adjustedPrice: { value: c.price.value - 1000, page: 3, confidence: 0.9 } }));
    const a = run(v);
    expect(a.value).toBe(20000);
    expect(a.working[0]).toMatchObject({ origin: 'document', how: 'adjusted price as the report prints it (valuation.pdf, page 3)' });
  });

  it('needs a comparable, and says what to do without one', () => {
    const a = run(cleanValuation(), []);
    expect(a.value).toBeNull();
    expect(a.working[0].how).toMatch(/Keep or add at least one comparable/);
  });

  it("falls back to the claim's deductible and to the report's tax when the state is unknown", () => {
    const v = cleanValuation({ deductible: null });
    const a = run(v, keepAll(v), { state: null, claimDeductible: 1000 });
    expect(a).toMatchObject({ salesTax: 1365, deductible: 1000, net: 21515 });
  });

  it("applies the report's own tax rate when it is above the state's (local taxes included)", () => {
    const v = cleanValuation();
    // 21,000 base, 1,869 tax: 8.9% (state 6.5% plus local). By hand: 21,000 × 8.9% = 1,869.
    v.chain = v.chain.map((l) => (l.kind === 'tax' ? { ...l, amount: 1869 } : l));
    const a = run(v);
    expect(a.salesTax).toBe(1869);
    expect(a.working.find((w) => w.label === 'Sales tax')?.how).toContain("8.9%, the report's own rate");
    // A report rate below the state's gives way to the state's.
    v.chain = v.chain.map((l) => (l.kind === 'tax' ? { ...l, amount: 840 } : l));
    expect(run(v).salesTax).toBe(1365);
  });
});
