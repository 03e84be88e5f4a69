/**
 * The owner's alternative value: the carrier's own chain (base value, its adjustments of the loss
 * vehicle, tax, fees, deductible) with only the disputed items changed. With no change it is the
 * carrier's settlement to the cent; each change is a line of the working, reproducible by hand, and
 * a change that would lower the value is shown and not applied. Integer cents throughout.
 */
import type { AddedComparable, AlternativeValue, WorkingStep } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationComparable } from '../../shared/contracts/valuation.js';
import { formatMoney } from '../../shared/format.js';
import { deductionId, describeComparable, NEGOTIATION, NEGOTIATION_COMPARABLES, NO_SALES_TAX, type OwnerStatements, whereIn } from './dispute-points.js';
import { sameCondition } from './normal-case.js';
import { addedValue, cents, negotiationOf, printedValue, reportBase, reportMileageRate, usedComparables } from './report-base.js';
import { ENGLISH, type ReviewT } from './review-text.js';
import type { StateFigures } from './state-figures.js';

export { reportMileageRate } from './report-base.js';

const dollars = (c: number) => c / 100;
const $ = (c: number) => formatMoney(dollars(c));
const signed = (c: number) => (c < 0 ? `− ${$(-c)}` : `+ ${$(c)}`);
const CONDITION = /condition/i;

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

export interface AlternativeInput {
  valuation: Valuation;
  file: string | null;
  kept: KeptComparable[];
  owner: OwnerStatements;
  /** Point ids the claimant disputes (deductionId, NEGOTIATION_COMPARABLES, NO_SALES_TAX). */
  disputed?: ReadonlySet<string>;
  state: StateFigures | null;
  t?: ReviewT;
}

/** Whether a chain deduction is disputed: turned on by the claimant, or a condition deduction against the owner's stated condition. */
/** Whether the comparables' negotiation deductions are disputed (and the report has any). */
export const isNegotiationDisputed = (v: Valuation, disputed: ReadonlySet<string>): boolean =>
  disputed.has(NEGOTIATION_COMPARABLES) && v.comparables.some((c) => negotiationOf(c) < 0);

export function isDeductionDisputed(v: Valuation, index: number, owner: OwnerStatements, disputed: ReadonlySet<string>): boolean {
  const l = v.chain[index];
  if (l.kind !== 'adjustment' || l.amount >= 0) return false;
  if (disputed.has(deductionId(index))) return true;
  return CONDITION.test(l.label) && !!owner.condition && !sameCondition(owner.condition, v.lossVehicle.condition?.value);
}

/** The base value with the comparables the claimant keeps and adds: the report's method, or its figure kept. */
function comparablesStep(input: AlternativeInput, working: WorkingStep[], t: ReviewT): { base: number | null; reportBase: number | null } {
  const { valuation: v, file, kept, disputed = new Set<string>() } = input;
  const at = (page: number) => whereIn(t, file, page);
  const rb = reportBase(v);
  const used = usedComparables(v);
  const negotiationDisputed = isNegotiationDisputed(v, disputed);
  const keptDocs = kept.filter((k) => k.document);
  const sameSet = keptDocs.length === used.length && used.every(({ n }) => keptDocs.some((k) => k.n === n));
  const changed = !sameSet || kept.some((k) => k.added) || negotiationDisputed;
  const baseWhere = rb.page != null ? at(rb.page) : null;
  if (rb.base != null) {
    working.push({
      label: t('label.reportBase'),
      amount: dollars(rb.base),
      origin: rb.method === 'not-printed' ? 'computed' : 'document',
      how: t(`method.${rb.method}`, {
        where: baseWhere ?? '',
        mean: rb.readMean == null ? '' : $(Math.round(rb.readMean)),
        count: rb.read,
        label: rb.label,
      }),
    });
  } else {
    working.push({ label: t('label.reportBase'), amount: null, origin: 'computed', how: t('method.none') });
  }
  if (rb.averaged && rb.chainBase != null) {
    working.push({
      label: rb.averaged.label,
      amount: dollars(rb.chainBase),
      origin: 'document',
      how: t('how.averagedBase', { sum: rb.averaged.over.map($).join(' + '), count: rb.averaged.over.length, where: at(rb.averaged.page) }),
    });
  }
  const keep = { base: rb.chainBase, reportBase: rb.chainBase };
  if (!changed || rb.base == null || rb.chainBase == null) return keep;
  if (rb.method === 'beyond-listed' || rb.method === 'none' || rb.readMean == null) {
    working.push({ label: t('label.comparablesChanged'), amount: 0, origin: 'computed', how: t('how.cannotReproduce', { base: $(rb.chainBase) }) });
    return keep;
  }
  const values: number[] = [];
  for (const k of kept) {
    if (k.document) {
      const d = k.document;
      const neg = negotiationDisputed ? negotiationOf(d) : 0;
      const value = printedValue(d) - neg;
      values.push(value);
      working.push({
        label: describeComparable(d, k.n, t),
        amount: dollars(value),
        origin: neg ? 'computed' : 'document',
        how: neg
          ? t('how.withoutNegotiation', { printed: $(printedValue(d)), negotiation: $(-neg), where: at(d.price.page) })
          : t('how.valuePrinted', { where: at(d.adjustedPrice?.page ?? d.price.page) }),
      });
      continue;
    }
    const a = k.added as AddedComparable;
    const label = t('comparable.added', { comparable: describeComparable({ ...a, trim: a.trim ?? null, dealer: null }, k.n, t) });
    const added = addedValue(a, v, negotiationDisputed);
    if (added.cents == null) {
      working.push({ label, amount: null, origin: 'user', how: t('how.addedCannot', { price: $(cents(a.price)) }) });
      continue;
    }
    values.push(added.cents);
    const p = added.parts;
    const how =
      added.how === 'owner'
        ? t('how.addedOwner', { method: a.adjustmentMethod?.trim() || t('how.methodNotStated') })
        : added.how === 'asListed'
          ? t('how.addedAsListed')
          : [
              t('how.addedMileage', {
                price: $(p.price),
                adjustment: signed(p.mileage ?? 0),
                miles: (p.miles ?? 0).toLocaleString('en-US'),
                lossMiles: (p.lossMiles ?? 0).toLocaleString('en-US'),
                rate: `$${(p.rate ?? 0).toFixed(3)}`,
              }),
              p.negotiation != null ? t('how.addedNegotiation', { amount: signed(p.negotiation), share: String(+((p.share ?? 0) * 100).toFixed(2)) }) : '',
              added.notApplied.length ? t('how.addedNotApplied', { labels: added.notApplied.join(', ') }) : '',
            ]
              .filter(Boolean)
              .join('; ');
    working.push({ label, amount: dollars(added.cents), origin: added.origin, how });
  }
  if (!values.length) {
    working.push({ label: t('label.comparablesChanged'), amount: 0, origin: 'computed', how: t('how.keepOne') });
    return keep;
  }
  const sum = values.reduce((s, x) => s + x, 0);
  const mean = sum / values.length;
  working.push({
    label: t('label.mean'),
    amount: dollars(Math.round(mean)),
    origin: 'computed',
    how: values.length === 1 ? t('how.meanOne') : t('how.meanOf', { sum: values.map($).join(' + '), count: values.length }),
  });
  const baseShift = rb.method === 'not-printed' ? Math.round(mean) - rb.base : Math.round(mean - rb.readMean);
  // A base averaged with figures beyond the comparables moves by its share of the average.
  const shift = rb.averaged ? Math.round(baseShift / rb.averaged.over.length) : baseShift;
  const how =
    t(`shift.${rb.method}`, { base: $(rb.base), from: $(Math.round(rb.readMean)), to: $(Math.round(mean)), shift: signed(baseShift) }) +
    (rb.averaged ? t('how.averagedShift', { label: rb.averaged.label, count: rb.averaged.over.length, shift: signed(shift) }) : '');
  if (shift < 0) {
    // Never against the claimant: a change that lowers the base is shown, not applied.
    working.push({ label: t('label.comparablesChanged'), amount: 0, origin: 'computed', how: t('how.lowersNotApplied', { how, shift: $(-shift) }) });
    return keep;
  }
  working.push({ label: t('label.comparablesChanged'), amount: dollars(shift), origin: 'computed', how });
  return { base: rb.chainBase + shift, reportBase: rb.chainBase };
}

/** No alternative value: the report's method could not be followed (or there is no report). */
export const emptyAlternative = (settlement: number | null, working: WorkingStep[]): AlternativeValue => ({
  method: 'none',
  value: null,
  salesTax: null,
  fees: null,
  valueBeforeDeductible: null,
  deductible: null,
  net: null,
  carrierSettlement: settlement == null ? null : dollars(settlement),
  difference: null,
  working,
});

export function computeAlternativeValue(input: AlternativeInput): AlternativeValue {
  const { valuation: v, file, owner, state, disputed = new Set<string>(), t = ENGLISH } = input;
  const at = (page: number) => whereIn(t, file, page);
  const working: WorkingStep[] = [];
  const settlement = v.settlement ? cents(v.settlement.value) : null;
  const { base, reportBase: printedBase } = comparablesStep(input, working, t);
  if (base == null || printedBase == null) return emptyAlternative(settlement, working);

  let value = base;
  let reportValue = printedBase;
  const lossMiles = v.lossVehicle.mileage?.value;
  const rate = reportMileageRate(v);
  if (owner.mileage != null && lossMiles != null && rate != null && rate > 0 && lossMiles - owner.mileage >= 100) {
    const change = Math.round((lossMiles - owner.mileage) * rate * 100);
    value += change;
    working.push({
      label: t('label.mileageCorrected'),
      amount: dollars(change),
      origin: 'computed',
      how: t('how.mileageCorrected', {
        reported: lossMiles.toLocaleString('en-US'),
        stated: owner.mileage.toLocaleString('en-US'),
        rate: `$${rate.toFixed(3)}`,
      }),
    });
  }
  v.chain.forEach((l, i) => {
    if (l.kind !== 'adjustment') return;
    const c = cents(l.amount);
    reportValue += c;
    if (isDeductionDisputed(v, i, owner, disputed)) {
      const how = NEGOTIATION.test(l.label)
        ? t('how.negotiationLeftOut', { amount: $(-c), where: at(l.page) })
        : CONDITION.test(l.label) && owner.condition
          ? t('how.conditionLeftOut', { owner: owner.condition, report: v.lossVehicle.condition?.value ?? '—' })
          : t('how.deductionLeftOut', { amount: $(-c), where: at(l.page) });
      working.push({ label: l.label, amount: 0, origin: 'user', how });
      return;
    }
    value += c;
    working.push({ label: l.label, amount: dollars(c), origin: 'document', how: t('how.reportAdjustment', { where: at(l.page) }) });
  });
  working.push({ label: t('label.alternative'), amount: dollars(value), origin: 'computed', how: t('how.alternativeChain', { report: $(reportValue) }) });

  const taxLines = v.chain.filter((l) => l.kind === 'tax');
  const printedTax = taxLines.reduce((s, l) => s + cents(l.amount), 0);
  const taxRate = reportTaxRate(v);
  let tax = printedTax;
  if (printedTax && taxRate) {
    tax = printedTax + Math.round(((value - reportValue) * taxRate.taxCents) / taxRate.baseCents);
    working.push({
      label: t('label.salesTax'),
      amount: dollars(tax),
      origin: value === reportValue ? 'document' : 'computed',
      how:
        value === reportValue
          ? t('how.asPrinted', { where: at(taxLines[0].page) })
          : t('how.taxShift', {
              tax: $(printedTax),
              change: $(value - reportValue),
              taxCents: $(taxRate.taxCents),
              base: $(taxRate.baseCents),
              where: at(taxLines[0].page),
            }),
    });
  } else if (printedTax) {
    working.push({ label: t('label.salesTax'), amount: dollars(tax), origin: 'document', how: t('how.asPrinted', { where: at(taxLines[0].page) }) });
  } else if (disputed.has(NO_SALES_TAX) && state?.salesTaxDue) {
    tax = Math.round(value * state.salesTaxRate);
    working.push({
      label: t('label.salesTaxIn', { state: state.name }),
      amount: dollars(tax),
      origin: 'state-table',
      how: t('how.taxStateRate', { value: $(value), rate: String(+(state.salesTaxRate * 100).toFixed(3)), source: state.source }),
    });
  } else {
    working.push({ label: t('label.salesTax'), amount: 0, origin: 'document', how: t('how.taxNotPrinted') });
  }

  const feeLines = v.chain.filter((l) => l.kind === 'fee');
  const fees = feeLines.reduce((s, l) => s + cents(l.amount), 0);
  // A report with no fee line gives no fee figure: no $0.00 step in the working (the state's rule is a question in the points).
  if (feeLines.length)
    working.push({
      label: t('label.fees'),
      amount: dollars(fees),
      origin: 'document',
      how: t('how.feesPrinted', { list: feeLines.map((l) => `${l.label}, ${at(l.page)}`).join('; ') }),
    });
  const deductibleLine = v.chain.find((l) => l.kind === 'deductible');
  const deductible = v.deductible ? Math.abs(cents(v.deductible.value)) : deductibleLine ? Math.abs(cents(deductibleLine.amount)) : 0;
  // What the lines read leave unexplained of the printed settlement is kept as printed, so that with no
  // change the working gives the carrier's own figure.
  const rest = settlement == null ? 0 : settlement - (reportValue + printedTax + fees - deductible);
  if (rest !== 0) working.push({ label: t('label.rest'), amount: dollars(rest), origin: 'document', how: t('how.rest', { settlement: $(settlement ?? 0) }) });
  const beforeDeductible = value + tax + fees + rest;
  working.push({
    label: t('label.beforeDeductible'),
    amount: dollars(beforeDeductible),
    origin: 'computed',
    how:
      (feeLines.length
        ? t('how.beforeDeductible', { value: $(value), tax: $(tax), fees: $(fees) })
        : t('how.beforeDeductibleNoFees', { value: $(value), tax: $(tax) })) + (rest ? ` ${signed(rest)}` : ''),
  });
  working.push({
    label: t('label.deductible'),
    amount: -dollars(deductible),
    origin: 'document',
    how: deductible ? t('how.asPrinted', { where: at(v.deductible?.page ?? deductibleLine?.page ?? 1) }) : t('how.deductibleNotPrinted'),
  });
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
    method: reportBase(v).method,
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
