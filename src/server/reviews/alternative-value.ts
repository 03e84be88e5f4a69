/**
 * The owner's alternative value: the mean of the kept and added comparables, each adjusted with
 * the report's own adjustments; the report's adjustments of the loss vehicle except the disputed
 * ones; then the state's sales tax, the fees and the deductible. Integer cents throughout, and
 * every step says how it was reached, so a person can redo it by hand.
 */
import type { AddedComparable, AlternativeValue, WorkingStep } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';
import { formatMoney } from '../../shared/format.js';
import { describeComparable, isMileageAdjustment, NEGOTIATION, type OwnerStatements } from './dispute-points.js';
import type { StateFigures } from './state-figures.js';

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;
const $ = (c: number) => formatMoney(dollars(c));
const signed = (c: number) => (c < 0 ? `− ${$(-c)}` : `+ ${$(c)}`);
const at = (file: string | null, page: number) => (file ? `${file}, page ${page}` : `page ${page}`);

/**
 * Dollars per mile the report charges for a difference in mileage: the median over its comparables
 * of (mileage adjustment) ÷ (comparable's miles − loss vehicle's miles), to a tenth of a cent.
 */
export function reportMileageRate(v: Valuation): number | null {
  const loss = v.lossVehicle.mileage?.value;
  if (loss == null) return null;
  const rates: number[] = [];
  for (const c of v.comparables) {
    const adj = (c.adjustments ?? []).filter((a) => isMileageAdjustment(a.label));
    if (!adj.length || c.mileage == null || c.mileage === loss) continue;
    rates.push(adj.reduce((s, a) => s + a.amount, 0) / (c.mileage - loss));
  }
  if (!rates.length) return null;
  rates.sort((a, b) => a - b);
  const mid = Math.floor(rates.length / 2);
  const median = rates.length % 2 ? rates[mid] : (rates[mid - 1] + rates[mid]) / 2;
  return Math.round(median * 1000) / 1000;
}

/**
 * The tax rate the report itself charged: its tax lines over the value they were charged on (the
 * subtotal printed just before them, else its base value with the adjustments before them).
 */
export function reportTaxRate(v: Valuation): { rate: number; taxCents: number; baseCents: number } | null {
  const first = v.chain.findIndex((l) => l.kind === 'tax');
  if (first < 0) return null;
  let base = 0;
  for (const l of v.chain.slice(0, first)) {
    if (l.kind === 'subtotal') base = cents(l.amount);
    else if (l.kind === 'base' || l.kind === 'adjustment') base += cents(l.amount);
  }
  const taxCents = v.chain.filter((l) => l.kind === 'tax').reduce((s, l) => s + cents(l.amount), 0);
  if (base <= 0 || taxCents <= 0) return null;
  return { rate: Math.round((taxCents / base) * 1e6) / 1e6, taxCents, baseCents: base };
}

export interface KeptComparable {
  id: string;
  n: number;
  document?: ValuationComparable;
  added?: AddedComparable;
}

/** One comparable's value for the alternative and how it was reached. */
export function adjustedComparable(c: KeptComparable, v: Valuation, file: string | null, rate: number | null): WorkingStep & { cents: number } {
  if (c.document) {
    const d = c.document;
    const label = describeComparable(d, c.n);
    const printed = d.adjustments ?? [];
    if (printed.length) {
      const used = printed.filter((a) => !NEGOTIATION.test(a.label));
      const left = printed.filter((a) => NEGOTIATION.test(a.label));
      const total = cents(d.price.value) + used.reduce((s, a) => s + cents(a.amount), 0);
      const parts = [`price ${$(cents(d.price.value))} (${at(file, d.price.page)})`, ...used.map((a) => `${a.label} ${signed(cents(a.amount))}`)];
      const leftOut = left.length ? `; left out: ${left.map((a) => `${a.label} ${signed(cents(a.amount))}`).join(', ')} (disputed)` : '';
      return { label, amount: dollars(total), cents: total, origin: 'computed', how: `${parts.join(', ')}: the report's own adjustments${leftOut}` };
    }
    if (d.adjustedPrice) {
      const total = cents(d.adjustedPrice.value);
      return {
        label,
        amount: dollars(total),
        cents: total,
        origin: 'document',
        how: `adjusted price as the report prints it (${at(file, d.adjustedPrice.page)})`,
      };
    }
    const total = cents(d.price.value);
    return {
      label,
      amount: dollars(total),
      cents: total,
      origin: 'document',
      how: `price as printed (${at(file, d.price.page)}); the report prints no adjustment for it`,
    };
  }
  const a = c.added as AddedComparable;
  const label = `${describeComparable({ ...a, trim: a.trim ?? null, dealer: null }, c.n)}, added by the owner`;
  const loss = v.lossVehicle.mileage?.value;
  if (rate != null && loss != null && a.mileage !== loss) {
    const diff = a.mileage - loss;
    const adj = Math.round(diff * rate * 100);
    const total = cents(a.price) + adj;
    return {
      label,
      amount: dollars(total),
      cents: total,
      origin: 'computed',
      how: `price ${$(cents(a.price))} (entered by the owner) ${signed(adj)} for mileage: (${a.mileage.toLocaleString('en-US')} − ${loss.toLocaleString('en-US')} miles) × $${rate.toFixed(3)} a mile, the rate of the report's own mileage adjustments`,
    };
  }
  const why = rate == null ? 'the report prints no mileage adjustment to take a rate from' : 'same mileage as the loss vehicle';
  return { label, amount: a.price, cents: cents(a.price), origin: 'user', how: `price entered by the owner; no mileage adjustment (${why})` };
}

export function computeAlternativeValue(input: {
  valuation: Valuation;
  file: string | null;
  kept: KeptComparable[];
  owner: OwnerStatements;
  state: StateFigures | null;
  /** The claim's deductible when the report prints none. */
  claimDeductible: number | null;
}): AlternativeValue {
  const { valuation: v, file, kept, owner, state } = input;
  const working: WorkingStep[] = [];
  const settlement = v.settlement ? cents(v.settlement.value) : null;
  const empty = (why: string): AlternativeValue => ({
    value: null,
    salesTax: null,
    fees: null,
    valueBeforeDeductible: null,
    deductible: null,
    net: null,
    carrierSettlement: settlement == null ? null : dollars(settlement),
    difference: null,
    working: [{ label: 'No alternative value', amount: null, how: why, origin: 'computed' }],
  });
  if (!kept.length) return empty('Keep or add at least one comparable vehicle to compute an alternative value.');

  const rate = reportMileageRate(v);
  const values = kept.map((c) => adjustedComparable(c, v, file, rate));
  for (const { cents: _c, ...step } of values) working.push(step);
  const sum = values.reduce((s, x) => s + x.cents, 0);
  const mean = Math.round(sum / values.length);
  working.push({
    label: 'Mean of the comparables',
    amount: dollars(mean),
    origin: 'computed',
    how: values.length === 1 ? 'the one comparable kept' : `(${values.map((x) => $(x.cents)).join(' + ')}) ÷ ${values.length}, to the cent`,
  });

  let value = mean;
  for (const l of v.chain.filter((x) => x.kind === 'adjustment')) {
    const c = cents(l.amount);
    if (NEGOTIATION.test(l.label) && c < 0) {
      working.push({ label: l.label, amount: 0, origin: 'computed', how: `left out: the report's ${$(-c)} deduction (${at(file, l.page)}) is disputed` });
      continue;
    }
    const reportCondition = v.lossVehicle.condition?.value;
    if (/condition/i.test(l.label) && c < 0 && owner.condition && owner.condition.trim().toLowerCase() !== reportCondition?.trim().toLowerCase()) {
      working.push({
        label: l.label,
        amount: 0,
        origin: 'user',
        how: `left out: the owner states the condition as "${owner.condition}", not "${reportCondition ?? 'as the report rates it'}"`,
      });
      continue;
    }
    value += c;
    working.push({ label: l.label, amount: dollars(c), origin: 'document', how: `the report's own adjustment of the loss vehicle (${at(file, l.page)})` });
  }
  working.push({ label: 'Alternative value', amount: dollars(value), origin: 'computed', how: 'the mean of the comparables with the adjustments above' });

  let tax = 0;
  const reportTax = v.chain.filter((l) => l.kind === 'tax');
  const reportRate = reportTaxRate(v);
  if (reportRate && (!state || reportRate.rate >= state.salesTaxRate)) {
    // The report's own rate carries the local taxes the state's rate leaves out.
    tax = Math.round(value * reportRate.rate);
    working.push({
      label: 'Sales tax',
      amount: dollars(tax),
      origin: 'computed',
      how: `${$(value)} × ${+(reportRate.rate * 100).toFixed(3)}%, the report's own rate (${$(reportRate.taxCents)} tax on ${$(reportRate.baseCents)}, ${at(file, reportTax[0].page)})`,
    });
  } else if (state?.salesTaxDue) {
    tax = Math.round(value * state.salesTaxRate);
    working.push({
      label: `Sales tax (${state.name})`,
      amount: dollars(tax),
      origin: 'state-table',
      how: `${$(value)} × ${+(state.salesTaxRate * 100).toFixed(3)}%, the state rate (${state.source}); local taxes may add to it`,
    });
  } else if (state) {
    working.push({
      label: `Sales tax (${state.name})`,
      amount: 0,
      origin: 'state-table',
      how: `${state.name} charges no sales tax on a vehicle purchase (${state.source})`,
    });
  } else if (reportTax.length) {
    tax = reportTax.reduce((s, l) => s + cents(l.amount), 0);
    working.push({
      label: 'Sales tax',
      amount: dollars(tax),
      origin: 'document',
      how: `as the report prints it (${at(file, reportTax[0].page)}); the owner's state is not in the portal's table of state figures`,
    });
  } else {
    working.push({
      label: 'Sales tax',
      amount: null,
      origin: 'computed',
      how: "not computed: the owner's state is not known to the portal and the report prints no tax line",
    });
  }

  const reportFees = v.chain.filter((l) => l.kind === 'fee');
  let fees = 0;
  if (reportFees.length) {
    fees = reportFees.reduce((s, l) => s + cents(l.amount), 0);
    working.push({
      label: 'Title and registration fees',
      amount: dollars(fees),
      origin: 'document',
      how: `as the report prints them (${reportFees.map((l) => `${l.label}, ${at(file, l.page)}`).join('; ')})`,
    });
  } else if (state?.titleFeesDue) {
    working.push({
      label: 'Title and registration fees',
      amount: null,
      origin: 'state-table',
      how: `due in ${state.name} (${state.rule}) but not printed by the report; ask the carrier for them (not included here)`,
    });
  }
  const beforeDeductible = value + tax + fees;
  working.push({
    label: 'Value before deductible',
    amount: dollars(beforeDeductible),
    origin: 'computed',
    how: `${$(value)} + ${$(tax)} tax + ${$(fees)} fees`,
  });

  let deductible = 0;
  if (v.deductible) {
    deductible = Math.abs(cents(v.deductible.value));
    working.push({ label: 'Deductible', amount: -dollars(deductible), origin: 'document', how: `as the report prints it (${at(file, v.deductible.page)})` });
  } else if (input.claimDeductible != null) {
    deductible = Math.abs(cents(input.claimDeductible));
    working.push({ label: 'Deductible', amount: -dollars(deductible), origin: 'claim', how: 'as the claim states it' });
  } else {
    working.push({ label: 'Deductible', amount: 0, origin: 'computed', how: 'none printed on the report or stated on the claim' });
  }
  const net = beforeDeductible - deductible;
  working.push({ label: 'Owner should be paid', amount: dollars(net), origin: 'computed', how: `${$(beforeDeductible)} − ${$(deductible)} deductible` });
  if (settlement != null) {
    working.push({
      label: "Carrier's settlement",
      amount: dollars(settlement),
      origin: 'document',
      how: `as the report prints it (${at(file, v.settlement?.page ?? 1)})`,
    });
    working.push({ label: 'Difference', amount: dollars(net - settlement), origin: 'computed', how: `${$(net)} − ${$(settlement)}` });
  }
  return {
    value: dollars(value),
    salesTax: dollars(tax),
    fees: dollars(fees),
    valueBeforeDeductible: dollars(beforeDeductible),
    deductible: dollars(deductible),
    net: dollars(net),
    carrierSettlement: settlement == null ? null : dollars(settlement),
    difference: settlement == null ? null : dollars(net - settlement),
    working,
  };
}
