/**
 * The owner's alternative value: the mean of the kept and added comparables, each adjusted with
 * the report's own adjustments; the report's adjustments of the loss vehicle except the disputed
 * ones; then the state's sales tax, the fees and the deductible. Integer cents throughout, and
 * every step says how it was reached, so a person can redo it by hand.
 */
import type { AddedComparable, AlternativeValue, WorkingStep } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';
import { formatMoney } from '../../shared/format.js';
import { describeComparable, isMileageAdjustment, NEGOTIATION, type OwnerStatements, whereIn } from './dispute-points.js';
import { ENGLISH, type ReviewT } from './review-text.js';
import type { StateFigures } from './state-figures.js';

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;
const $ = (c: number) => formatMoney(dollars(c));
const signed = (c: number) => (c < 0 ? `− ${$(-c)}` : `+ ${$(c)}`);

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
export function adjustedComparable(
  c: KeptComparable,
  v: Valuation,
  file: string | null,
  rate: number | null,
  t: ReviewT = ENGLISH,
): WorkingStep & { cents: number } {
  const at = (page: number) => whereIn(t, file, page);
  if (c.document) {
    const d = c.document;
    const label = describeComparable(d, c.n, t);
    const printed = d.adjustments ?? [];
    if (printed.length) {
      const used = printed.filter((a) => !NEGOTIATION.test(a.label));
      const left = printed.filter((a) => NEGOTIATION.test(a.label));
      const total = cents(d.price.value) + used.reduce((s, a) => s + cents(a.amount), 0);
      const parts = [
        t('how.priceAt', { amount: $(cents(d.price.value)), where: at(d.price.page) }),
        ...used.map((a) => `${a.label} ${signed(cents(a.amount))}`),
      ];
      const how = left.length
        ? t('how.adjustedLeftOut', { parts: parts.join(', '), left: left.map((a) => `${a.label} ${signed(cents(a.amount))}`).join(', ') })
        : t('how.adjusted', { parts: parts.join(', ') });
      return { label, amount: dollars(total), cents: total, origin: 'computed', how };
    }
    if (d.adjustedPrice) {
      const total = cents(d.adjustedPrice.value);
      return {
        label,
        amount: dollars(total),
        cents: total,
        origin: 'document',
        how: t('how.adjustedPrinted', { where: at(d.adjustedPrice.page) }),
      };
    }
    const total = cents(d.price.value);
    return {
      label,
      amount: dollars(total),
      cents: total,
      origin: 'document',
      how: t('how.pricePrinted', { where: at(d.price.page) }),
    };
  }
  const a = c.added as AddedComparable;
  const label = t('comparable.added', { comparable: describeComparable({ ...a, trim: a.trim ?? null, dealer: null }, c.n, t) });
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
      how: t('how.addedMileage', {
        price: $(cents(a.price)),
        adjustment: signed(adj),
        miles: a.mileage.toLocaleString('en-US'),
        lossMiles: loss.toLocaleString('en-US'),
        rate: `$${rate.toFixed(3)}`,
      }),
    };
  }
  return { label, amount: a.price, cents: cents(a.price), origin: 'user', how: t(rate == null ? 'how.addedNoRate' : 'how.addedSameMileage') };
}

export function computeAlternativeValue(input: {
  valuation: Valuation;
  file: string | null;
  kept: KeptComparable[];
  owner: OwnerStatements;
  state: StateFigures | null;
  /** The claim's deductible when the report prints none. */
  claimDeductible: number | null;
  t?: ReviewT;
}): AlternativeValue {
  const { valuation: v, file, kept, owner, state, t = ENGLISH } = input;
  const at = (page: number) => whereIn(t, file, page);
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
    working: [{ label: t('label.none'), amount: null, how: why, origin: 'computed' }],
  });
  // A comparable the report shows but marks as not used in its value ("(*)") is no part of the mean.
  const counted = kept.filter((c) => c.document?.used !== false);
  if (!counted.length) return empty(t('how.keepOne'));

  const rate = reportMileageRate(v);
  const values = counted.map((c) => adjustedComparable(c, v, file, rate, t));
  for (const { cents: _c, ...step } of values) working.push(step);
  const sum = values.reduce((s, x) => s + x.cents, 0);
  const mean = Math.round(sum / values.length);
  working.push({
    label: t('label.mean'),
    amount: dollars(mean),
    origin: 'computed',
    how: values.length === 1 ? t('how.meanOne') : t('how.meanOf', { sum: values.map((x) => $(x.cents)).join(' + '), count: values.length }),
  });

  let value = mean;
  for (const l of v.chain.filter((x) => x.kind === 'adjustment')) {
    const c = cents(l.amount);
    if (NEGOTIATION.test(l.label) && c < 0) {
      working.push({ label: l.label, amount: 0, origin: 'computed', how: t('how.negotiationLeftOut', { amount: $(-c), where: at(l.page) }) });
      continue;
    }
    const reportCondition = v.lossVehicle.condition?.value;
    if (/condition/i.test(l.label) && c < 0 && owner.condition && owner.condition.trim().toLowerCase() !== reportCondition?.trim().toLowerCase()) {
      working.push({
        label: l.label,
        amount: 0,
        origin: 'user',
        how: reportCondition
          ? t('how.conditionLeftOut', { owner: owner.condition, report: reportCondition })
          : t('how.conditionLeftOutUnrated', { owner: owner.condition }),
      });
      continue;
    }
    value += c;
    working.push({ label: l.label, amount: dollars(c), origin: 'document', how: t('how.reportAdjustment', { where: at(l.page) }) });
  }
  working.push({ label: t('label.alternative'), amount: dollars(value), origin: 'computed', how: t('how.alternative') });

  let tax = 0;
  const reportTax = v.chain.filter((l) => l.kind === 'tax');
  const reportRate = reportTaxRate(v);
  if (reportRate && (!state || reportRate.rate >= state.salesTaxRate)) {
    // The report's own rate carries the local taxes the state's rate leaves out. Its exact ratio, not the
    // rounded percentage, so that the report's own value gives back the report's own tax to the cent.
    tax = Math.round((value * reportRate.taxCents) / reportRate.baseCents);
    working.push({
      label: t('label.salesTax'),
      amount: dollars(tax),
      origin: 'computed',
      how: t('how.taxReportRate', {
        value: $(value),
        rate: String(+(reportRate.rate * 100).toFixed(3)),
        tax: $(reportRate.taxCents),
        base: $(reportRate.baseCents),
        where: at(reportTax[0].page),
      }),
    });
  } else if (state?.salesTaxDue) {
    tax = Math.round(value * state.salesTaxRate);
    working.push({
      label: t('label.salesTaxIn', { state: state.name }),
      amount: dollars(tax),
      origin: 'state-table',
      how: t('how.taxStateRate', { value: $(value), rate: String(+(state.salesTaxRate * 100).toFixed(3)), source: state.source }),
    });
  } else if (state) {
    working.push({
      label: t('label.salesTaxIn', { state: state.name }),
      amount: 0,
      origin: 'state-table',
      how: t('how.taxNone', { state: state.name, source: state.source }),
    });
  } else if (reportTax.length) {
    tax = reportTax.reduce((s, l) => s + cents(l.amount), 0);
    working.push({
      label: t('label.salesTax'),
      amount: dollars(tax),
      origin: 'document',
      how: t('how.taxPrinted', { where: at(reportTax[0].page) }),
    });
  } else {
    working.push({
      label: t('label.salesTax'),
      amount: null,
      origin: 'computed',
      how: t('how.taxUnknown'),
    });
  }

  const reportFees = v.chain.filter((l) => l.kind === 'fee');
  let fees = 0;
  if (reportFees.length) {
    fees = reportFees.reduce((s, l) => s + cents(l.amount), 0);
    working.push({
      label: t('label.fees'),
      amount: dollars(fees),
      origin: 'document',
      how: t('how.feesPrinted', { list: reportFees.map((l) => `${l.label}, ${at(l.page)}`).join('; ') }),
    });
  } else if (state?.titleFeesDue) {
    working.push({
      label: t('label.fees'),
      amount: null,
      origin: 'state-table',
      how: t('how.feesDue', { state: state.name, rule: state.rule }),
    });
  }
  const beforeDeductible = value + tax + fees;
  working.push({
    label: t('label.beforeDeductible'),
    amount: dollars(beforeDeductible),
    origin: 'computed',
    how: t('how.beforeDeductible', { value: $(value), tax: $(tax), fees: $(fees) }),
  });

  let deductible = 0;
  if (v.deductible) {
    deductible = Math.abs(cents(v.deductible.value));
    working.push({ label: t('label.deductible'), amount: -dollars(deductible), origin: 'document', how: t('how.asPrinted', { where: at(v.deductible.page) }) });
  } else if (input.claimDeductible != null) {
    deductible = Math.abs(cents(input.claimDeductible));
    working.push({ label: t('label.deductible'), amount: -dollars(deductible), origin: 'claim', how: t('how.deductibleClaim') });
  } else {
    working.push({ label: t('label.deductible'), amount: 0, origin: 'computed', how: t('how.deductibleNone') });
  }
  const net = beforeDeductible - deductible;
  working.push({
    label: t('label.owed'),
    amount: dollars(net),
    origin: 'computed',
    how: t('how.owed', { before: $(beforeDeductible), deductible: $(deductible) }),
  });
  if (settlement != null) {
    working.push({
      label: t('label.settlement'),
      amount: dollars(settlement),
      origin: 'document',
      how: t('how.asPrinted', { where: at(v.settlement?.page ?? 1) }),
    });
    working.push({
      label: t('label.difference'),
      amount: dollars(net - settlement),
      origin: 'computed',
      how: t('how.difference', { net: $(net), settlement: $(settlement) }),
    });
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
