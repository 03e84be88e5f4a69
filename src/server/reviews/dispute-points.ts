/**
 * Points to dispute in a carrier's total-loss valuation: pure functions of the report as read, the
 * owner's statements and the state's figures. Each point is a sentence with the figure it comes from.
 */
import type { DisputePoint, PointKind } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationChainLine, ValuationComparable, ValuationLossVehicle } from '../../shared/contracts/valuation.js';
import { formatMoney } from '../../shared/format.js';
import { normalCase } from './normal-case.js';
import { comparablesCheck } from './reading-check.js';
import { ENGLISH, type ReviewT } from './review-text.js';
import type { StateFigures } from './state-figures.js';
import { readVehicleWords, trimWords } from './vehicle-words.js';

/** A deduction for a sale the owner never negotiated: "Negotiation", "Projected Sold Adjustment", "Typical negotiation". */
export const NEGOTIATION = /negotiat|projected\s*sold|sold\s*adj|dealer\s*discount|price\s*reduction/i;
const CONDITION = /condition/i;
const MILEAGE_ADJUSTMENT = /mileage|odometer|\bmiles\b/i;
export const isMileageAdjustment = (label: string) => MILEAGE_ADJUSTMENT.test(label);

/** The ids of the points a claimant may turn on: a chain deduction, the comparables' negotiation, a missing tax line. */
export const deductionId = (chainIndex: number) => `deduction-${chainIndex + 1}`;
export const NEGOTIATION_COMPARABLES = 'negotiation-comparables';
export const NO_SALES_TAX = 'no-sales-tax';
export const comparablePointId = (n: number, kind: PointKind) => `comparable-${n}-${kind}`;

/** A point as found, before the review values it (status and change are the review's). */
export type FoundPoint = Omit<DisputePoint, 'status' | 'change'> & { comparable?: number };

export interface OwnerStatements {
  mileage?: number;
  options?: string[];
  condition?: string;
}

/** Where a figure was printed: "file, page 2". */
export const whereIn = (t: ReviewT, file: string | null, page: number) => (file ? t('where.file', { file, page }) : t('where.page', { page }));
const money = (n: number) => formatMoney(Math.abs(n));

export function describeComparable(c: Pick<ValuationComparable, 'year' | 'make' | 'model' | 'trim' | 'dealer'>, n: number, t: ReviewT = ENGLISH): string {
  const name = [c.year, normalCase(c.make), normalCase(c.model), c.trim].filter((x) => x != null && x !== '').join(' ');
  return name ? t('comparable.named', { n, name: c.dealer ? `${name}, ${normalCase(c.dealer)}` : name }) : t('comparable.plain', { n });
}

/** Why one comparable is not a fair stand-in for the loss vehicle. */
export function comparableConcerns(
  loss: ValuationLossVehicle,
  c: Pick<ValuationComparable, 'year' | 'make' | 'model' | 'trim' | 'distanceMiles'>,
  distanceLimitMiles: number,
  t: ReviewT = ENGLISH,
): Array<{ kind: PointKind; text: string }> {
  const out: Array<{ kind: PointKind; text: string }> = [];
  if (c.distanceMiles != null && c.distanceMiles > distanceLimitMiles) {
    out.push({
      kind: 'distance',
      text: t('concern.distance', { miles: Math.round(c.distanceMiles).toLocaleString('en-US'), limit: distanceLimitMiles.toLocaleString('en-US') }),
    });
  }
  const lossYear = loss.year?.value ?? null;
  if (lossYear != null && c.year != null && Math.abs(c.year - lossYear) >= 2) {
    out.push({ kind: 'model-year', text: t('concern.modelYear', { year: String(c.year), years: Math.abs(c.year - lossYear), lossYear: String(lossYear) }) });
  }
  const lossWords = readVehicleWords(loss.model?.value, loss.trim?.value);
  const compWords = readVehicleWords(c.model, c.trim);
  if (lossWords.body && compWords.body && lossWords.body !== compWords.body) {
    out.push({ kind: 'body', text: t('concern.body', { body: compWords.body, lossBody: lossWords.body }) });
  } else if (lossWords.doors && compWords.doors && lossWords.doors !== compWords.doors) {
    out.push({ kind: 'body', text: t('concern.doors', { doors: compWords.doors, lossDoors: lossWords.doors }) });
  }
  if (lossWords.drive && compWords.drive && lossWords.drive !== compWords.drive) {
    out.push({ kind: 'drivetrain', text: t('concern.drivetrain', { drive: compWords.drive, lossDrive: lossWords.drive }) });
  }
  const lossTrim = trimWords(loss.trim?.value, loss.model?.value);
  const compTrim = trimWords(c.trim, c.model);
  if (lossTrim && compTrim && lossTrim !== compTrim) {
    out.push({ kind: 'trim', text: t('concern.trim', { trim: c.trim, lossTrim: loss.trim?.value }) });
  }
  return out;
}

function chainPoints(v: Valuation, file: string | null, owner: OwnerStatements, t: ReviewT): FoundPoint[] {
  const out: FoundPoint[] = [];
  const adjustments = v.chain.map((l, i) => ({ ...l, i })).filter((l) => l.kind === 'adjustment');
  for (const l of adjustments.filter((a) => NEGOTIATION.test(a.label) && a.amount < 0)) {
    out.push({
      id: deductionId(l.i),
      toggle: true,
      kind: 'negotiation',
      amount: l.amount,
      text: t('point.negotiation', { amount: money(l.amount), label: l.label, where: whereIn(t, file, l.page) }),
    });
  }
  const perComparable = v.comparables.flatMap((c) => (c.adjustments ?? []).filter((a) => NEGOTIATION.test(a.label) && a.amount < 0));
  if (perComparable.length) {
    const total = perComparable.reduce((s, a) => s + Math.round(a.amount * 100), 0) / 100;
    out.push({
      id: NEGOTIATION_COMPARABLES,
      toggle: true,
      kind: 'negotiation',
      amount: total,
      text: t('point.negotiationComparables', { count: perComparable.length, label: perComparable[0].label, amount: money(total) }),
    });
  }
  for (const l of adjustments.filter((a) => CONDITION.test(a.label) && a.amount < 0)) {
    out.push({
      id: deductionId(l.i),
      toggle: true,
      kind: 'condition',
      amount: l.amount,
      text: t(owner.condition ? 'point.conditionStated' : 'point.condition', {
        amount: money(l.amount),
        label: l.label,
        where: whereIn(t, file, l.page),
        condition: owner.condition,
      }),
    });
  }
  return out;
}

function stateLinePoints(chain: ValuationChainLine[], state: StateFigures | null, t: ReviewT): FoundPoint[] {
  if (!state) return [];
  const out: FoundPoint[] = [];
  const has = (kind: 'tax' | 'fee') => chain.some((l) => l.kind === kind && Math.round(l.amount * 100) !== 0);
  if (state.salesTaxDue && !has('tax')) {
    out.push({
      id: NO_SALES_TAX,
      toggle: true,
      kind: 'no-sales-tax',
      text: t('point.noSalesTax', { state: state.name, rate: (state.salesTaxRate * 100).toFixed(3).replace(/\.?0+$/, ''), source: state.source }),
    });
  }
  if (state.titleFeesDue && !has('fee')) {
    out.push({
      id: 'no-title-fees',
      toggle: false,
      kind: 'no-title-fees',
      text: t('point.noTitleFees', { state: state.name, rule: state.rule }),
    });
  }
  return out;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The owner's options the report's equipment list does not name (either wording containing the other agrees). */
export function missingOptions(printedOptions: string[], ownerOptions: string[] | undefined): string[] {
  const printed = printedOptions.map(norm);
  return (ownerOptions ?? []).filter((o) => {
    const n = norm(o);
    return n && !printed.some((p) => p.includes(n) || n.includes(p));
  });
}

function ownerPoints(loss: ValuationLossVehicle, file: string | null, owner: OwnerStatements, t: ReviewT): FoundPoint[] {
  const out: FoundPoint[] = [];
  const reported = loss.mileage?.value;
  if (owner.mileage != null && reported != null && Math.abs(owner.mileage - reported) >= 100) {
    const more = reported > owner.mileage;
    out.push({
      id: 'mileage',
      toggle: false,
      kind: 'mileage',
      text: t(more ? 'point.mileageHigher' : 'point.mileageLower', {
        reported: reported.toLocaleString('en-US'),
        where: whereIn(t, file, loss.mileage?.page ?? 1),
        stated: owner.mileage.toLocaleString('en-US'),
      }),
    });
  }
  const missing = missingOptions(loss.options, owner.options);
  if (missing.length) {
    out.push({
      id: 'options',
      toggle: false,
      kind: 'options',
      text: t('point.options', { count: missing.length, list: missing.join(', ') }),
    });
  }
  return out;
}

/** Every point to dispute, in the order a letter would raise them. */
export function disputePoints(input: {
  valuation: Valuation;
  file: string | null;
  owner: OwnerStatements;
  state: StateFigures | null;
  distanceLimitMiles: number;
  t?: ReviewT;
}): FoundPoint[] {
  const { valuation: v, file, owner, state, distanceLimitMiles, t = ENGLISH } = input;
  const points = chainPoints(v, file, owner, t);
  v.comparables.forEach((c, i) => {
    for (const concern of comparableConcerns(v.lossVehicle, c, distanceLimitMiles, t)) {
      points.push({
        id: comparablePointId(i + 1, concern.kind),
        toggle: false,
        comparable: i + 1,
        kind: concern.kind,
        text: t('point.comparable', { comparable: describeComparable(c, i + 1, t), concern: concern.text }),
      });
    }
  });
  // Fewer than three read because the reader missed some (their mean misses the base value) is no point to make.
  const missedSome = (comparablesCheck(v)?.read ?? 0) > 0;
  if (v.comparables.length < 3 && !missedSome) {
    points.push({
      id: 'few-comparables',
      toggle: false,
      kind: 'few-comparables',
      text: t('point.fewComparables', { count: v.comparables.length }),
    });
  }
  points.push(...stateLinePoints(v.chain, state, t), ...ownerPoints(v.lossVehicle, file, owner, t));
  return points;
}
