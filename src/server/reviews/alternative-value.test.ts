import { describe, expect, it } from 'vitest';
import type { AlternativeValue } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';
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

  it('leaves a comparable the report marks as not used out of the mean', () => {
    const v = cleanValuation();
    v.comparables.push({ ...(v.comparables[0] as ValuationComparable), price: { value: 40_000, page: 3, confidence: 0.9 }, used: false });
    expect(run(v).value).toBe(21000);
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
    expect(a.working.find((w) => w.label === 'Sales tax')?.how).toBe(
      "$21,000.00 × ($1,869.00 ÷ $21,000.00), the report's own tax on its own value (8.9%, valuation.pdf, page 1)",
    );
    // A report rate below the state's gives way to the state's.
    v.chain = v.chain.map((l) => (l.kind === 'tax' ? { ...l, amount: 840 } : l));
    expect(run(v).salesTax).toBe(1365);
  });
});

/**
 * Redoes the alternative value from the shown working alone, as a reader with a calculator would:
 * each comparable from the price and adjustments its line names, the mean, the report's adjustments,
 * the tax at the rate the line names, fees, deductible, what is owed and the difference. Answers
 * the labels of the steps whose amount does not follow.
 */
function redoByHand(a: AlternativeValue): string[] {
  const w = a.working;
  const bad: string[] = [];
  const c = (n: number | null) => Math.round((n ?? 0) * 100);
  const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  // "$20,000.00", "+ $100.00", "− $100.00"; not a per-mile rate such as "$0.050".
  const amounts = (s: string) =>
    [...s.matchAll(/([+−])?\s?\$([\d,]+\.\d{2})(?!\d)/g)].map((m) => (m[1] === '−' ? -1 : 1) * Math.round(Number(m[2].replace(/,/g, '')) * 100));
  const at = (label: string) => w.findIndex((s) => s.label === label);
  const step = (label: string) => w[at(label)];
  const check = (label: string, expected: number) => {
    if (c(step(label)?.amount ?? null) !== expected) bad.push(label);
  };

  const comparables = w.slice(0, at('Mean of the comparables'));
  for (const s of comparables) {
    if (s.how.includes("the report's own adjustments")) {
      const [price, ...adjustments] = amounts(s.how.split('; left out:')[0]);
      if (price + total(adjustments) !== c(s.amount)) bad.push(s.label);
    } else if (s.how.includes('for mileage')) {
      const [price, adjustment] = amounts(s.how);
      const m = s.how.match(/\(([\d,]+) − ([\d,]+) miles\) × \$([\d.]+) a mile/);
      const miles = (x: string) => Number(x.replace(/,/g, ''));
      if (!m || adjustment !== Math.round((miles(m[1]) - miles(m[2])) * Number(m[3]) * 100) || price + adjustment !== c(s.amount)) bad.push(s.label);
    }
  }
  const mean = Math.round(total(comparables.map((s) => c(s.amount))) / comparables.length);
  check('Mean of the comparables', mean);
  if (comparables.length > 1 && total(amounts(step('Mean of the comparables').how)) !== total(comparables.map((s) => c(s.amount)))) bad.push('mean sum');
  const adjustments = w.slice(at('Mean of the comparables') + 1, at('Alternative value'));
  const value = mean + total(adjustments.map((s) => c(s.amount)));
  check('Alternative value', value);
  const taxStep = w.find((s) => s.label.startsWith('Sales tax'));
  const ratio = taxStep ? amounts(taxStep.how.split('),')[0]) : [];
  const rate = taxStep?.how.match(/× ([\d.]+)%/);
  // "value × (tax ÷ base)" with the report's own figures, or "value × rate%" with the state's.
  const tax = ratio.length === 3 ? Math.round((value * ratio[1]) / ratio[2]) : rate ? Math.round((value * Number(rate[1])) / 100) : c(taxStep?.amount ?? null);
  if (taxStep && c(taxStep.amount) !== tax) bad.push(taxStep.label);
  const fees = c(step('Title and registration fees')?.amount ?? null);
  const before = value + tax + fees;
  check('Value before deductible', before);
  const owed = before + c(step('Deductible').amount);
  check('Owner should be paid', owed);
  if (at("Carrier's settlement") >= 0) check('Difference', owed - c(step("Carrier's settlement").amount));
  // The figures the review shows are the working's.
  if (c(a.value) !== value || c(a.salesTax) !== tax || c(a.net) !== owed) bad.push('figures');
  return bad;
}

describe('the working of the alternative value', () => {
  const withAdjustments = () => {
    const v = cleanValuation();
    v.chain.splice(
      1,
      0,
      { label: 'Typical Negotiation', kind: 'adjustment', amount: -612.4, page: 1, confidence: 0.9 },
      { label: 'Condition Adjustment', kind: 'adjustment', amount: -333.33, page: 1, confidence: 0.9 },
      { label: 'Prior Damage', kind: 'adjustment', amount: -250, page: 1, confidence: 0.9 },
    );
    v.comparables[2].adjustments = [
      { label: 'Mileage', amount: 0 },
      { label: 'Projected Sold Adjustment', amount: -480.15 },
    ];
    return v;
  };
  const added = (v: Valuation, mileage: number, price: number): KeptComparable => ({
    id: 'user-1',
    n: v.comparables.length + 1,
    added: { year: 2019, make: 'Honda', model: 'Accord', trim: 'EX', mileage, price },
  });
  const cases: Array<[string, () => ReturnType<typeof run>]> = [
    ['a clean report', () => run(cleanValuation())],
    ['negotiation, condition and other adjustments, a projected-sold line on a comparable', () => run(withAdjustments())],
    ['the owner states another condition', () => run(withAdjustments(), undefined, { owner: { condition: 'Excellent' } })],
    [
      'an added comparable priced to the cent, adjusted at the report’s rate',
      () => run(cleanValuation(), [...keepAll(cleanValuation()), added(cleanValuation(), 35_123, 20_999.99)]),
    ],
    [
      'one comparable dropped, one added of the same mileage',
      () => run(cleanValuation(), [...keepAll(cleanValuation()).slice(1), added(cleanValuation(), 42_000, 24_100)]),
    ],
    ['one comparable kept', () => run(cleanValuation(), keepAll(cleanValuation()).slice(2))],
    ['a state without sales tax', () => run(cleanValuation(), undefined, { state: STATE_FIGURES.OR })],
    [
      'the report’s own tax rate above the state’s',
      () => run(cleanValuation({ chain: cleanValuation().chain.map((l) => (l.kind === 'tax' ? { ...l, amount: 1777.77 } : l)) })),
    ],
    ['no settlement printed, the claim’s deductible', () => run(cleanValuation({ settlement: null, deductible: null }), undefined, { claimDeductible: 750 })],
  ];
  for (const [name, compute] of cases) {
    it(`follows by hand: ${name}`, () => {
      const a = compute();
      expect(a.value).not.toBeNull();
      expect(redoByHand(a)).toEqual([]);
    });
  }

  it('a working that does not add up is caught by the redo', () => {
    const a = run(withAdjustments());
    const mean = a.working.find((s) => s.label === 'Mean of the comparables');
    if (mean?.amount == null) throw new Error('no mean');
    mean.amount += 0.01;
    expect(redoByHand(a)).toContain('Mean of the comparables');
  });
});
