/**
 * Points to dispute in a carrier's total-loss valuation: pure functions of the report as read, the
 * owner's statements and the state's figures. Each point is a sentence with the figure it comes from.
 */
import type { DisputePoint, PointKind } from '../../shared/contracts/reviews.js';
import type { Valuation, ValuationChainLine, ValuationComparable, ValuationLossVehicle } from '../../shared/contracts/valuation.js';
import { formatMoney } from '../../shared/format.js';
import type { StateFigures } from './state-figures.js';
import { readVehicleWords, trimWords } from './vehicle-words.js';

/** A deduction for a sale the owner never negotiated: "Negotiation", "Projected Sold Adjustment", "Typical negotiation". */
export const NEGOTIATION = /negotiat|projected\s*sold|sold\s*adj|dealer\s*discount|price\s*reduction/i;
const CONDITION = /condition/i;
const MILEAGE_ADJUSTMENT = /mileage|odometer|\bmiles\b/i;
export const isMileageAdjustment = (label: string) => MILEAGE_ADJUSTMENT.test(label);

export interface OwnerStatements {
  mileage?: number;
  options?: string[];
  condition?: string;
}

const where = (file: string | null, page: number) => (file ? `${file}, page ${page}` : `page ${page}`);
const money = (n: number) => formatMoney(Math.abs(n));

export function describeComparable(c: Pick<ValuationComparable, 'year' | 'make' | 'model' | 'trim' | 'dealer'>, n: number): string {
  const name = [c.year, c.make, c.model, c.trim].filter((x) => x != null && x !== '').join(' ');
  return `Comparable ${n}${name ? ` (${name}${c.dealer ? `, ${c.dealer}` : ''})` : ''}`;
}

/** Why one comparable is not a fair stand-in for the loss vehicle. */
export function comparableConcerns(
  loss: ValuationLossVehicle,
  c: Pick<ValuationComparable, 'year' | 'make' | 'model' | 'trim' | 'distanceMiles'>,
  distanceLimitMiles: number,
): Array<{ kind: PointKind; text: string }> {
  const out: Array<{ kind: PointKind; text: string }> = [];
  if (c.distanceMiles != null && c.distanceMiles > distanceLimitMiles) {
    out.push({ kind: 'distance', text: `is ${Math.round(c.distanceMiles)} miles away, beyond the ${distanceLimitMiles} miles set as the local market` });
  }
  const lossYear = loss.year?.value ?? null;
  if (lossYear != null && c.year != null && Math.abs(c.year - lossYear) >= 2) {
    out.push({ kind: 'model-year', text: `is a ${c.year} model, ${Math.abs(c.year - lossYear)} model years from the ${lossYear} loss vehicle` });
  }
  const lossWords = readVehicleWords(loss.model?.value, loss.trim?.value);
  const compWords = readVehicleWords(c.model, c.trim);
  if (lossWords.body && compWords.body && lossWords.body !== compWords.body) {
    out.push({ kind: 'body', text: `is a ${compWords.body}, the loss vehicle a ${lossWords.body}` });
  } else if (lossWords.doors && compWords.doors && lossWords.doors !== compWords.doors) {
    out.push({ kind: 'body', text: `has ${compWords.doors} doors, the loss vehicle ${lossWords.doors}` });
  }
  if (lossWords.drive && compWords.drive && lossWords.drive !== compWords.drive) {
    out.push({ kind: 'drivetrain', text: `is ${compWords.drive}, the loss vehicle ${lossWords.drive}` });
  }
  const lossTrim = trimWords(loss.trim?.value, loss.model?.value);
  const compTrim = trimWords(c.trim, c.model);
  if (lossTrim && compTrim && lossTrim !== compTrim) {
    out.push({ kind: 'trim', text: `is a ${c.trim} trim, the loss vehicle a ${loss.trim?.value}` });
  }
  return out;
}

function chainPoints(v: Valuation, file: string | null, owner: OwnerStatements): DisputePoint[] {
  const out: DisputePoint[] = [];
  const adjustments = v.chain.filter((l) => l.kind === 'adjustment');
  for (const l of adjustments.filter((a) => NEGOTIATION.test(a.label) && a.amount < 0)) {
    out.push({
      kind: 'negotiation',
      amount: l.amount,
      text: `The report deducts ${money(l.amount)} as "${l.label}" (${where(file, l.page)}). The owner negotiated no sale; a deduction for a discount that never happened is not part of the vehicle's actual cash value.`,
    });
  }
  const perComparable = v.comparables.flatMap((c) => (c.adjustments ?? []).filter((a) => NEGOTIATION.test(a.label) && a.amount < 0));
  if (perComparable.length) {
    const total = perComparable.reduce((s, a) => s + Math.round(a.amount * 100), 0) / 100;
    out.push({
      kind: 'negotiation',
      amount: total,
      text: `The report lowers ${perComparable.length} comparable ${perComparable.length === 1 ? 'price' : 'prices'} by a "${perComparable[0].label}" adjustment, ${money(total)} in all: asking prices are cut for a negotiation the owner never had.`,
    });
  }
  for (const l of adjustments.filter((a) => CONDITION.test(a.label) && a.amount < 0)) {
    const stated = owner.condition ? ` The owner states the condition as "${owner.condition}".` : '';
    out.push({
      kind: 'condition',
      amount: l.amount,
      text: `The report takes ${money(l.amount)} off for the vehicle's condition ("${l.label}", ${where(file, l.page)}); the report should show what the deduction is based on.${stated}`,
    });
  }
  return out;
}

function stateLinePoints(chain: ValuationChainLine[], state: StateFigures | null): DisputePoint[] {
  if (!state) return [];
  const out: DisputePoint[] = [];
  const has = (kind: 'tax' | 'fee') => chain.some((l) => l.kind === kind && Math.round(l.amount * 100) !== 0);
  if (state.salesTaxDue && !has('tax')) {
    out.push({
      kind: 'no-sales-tax',
      text: `The report has no sales-tax line, but ${state.name} requires a total-loss payment to include the sales tax on a comparable vehicle (${(state.salesTaxRate * 100).toFixed(3).replace(/\.?0+$/, '')}% state rate; ${state.source}).`,
    });
  }
  if (state.titleFeesDue && !has('fee')) {
    out.push({
      kind: 'no-title-fees',
      text: `The report has no title or registration fee line, but ${state.name} requires the title and registration fees of a replacement vehicle to be paid (${state.rule}).`,
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

function ownerPoints(loss: ValuationLossVehicle, file: string | null, owner: OwnerStatements): DisputePoint[] {
  const out: DisputePoint[] = [];
  const reported = loss.mileage?.value;
  if (owner.mileage != null && reported != null && Math.abs(owner.mileage - reported) >= 100) {
    const more = reported > owner.mileage;
    out.push({
      kind: 'mileage',
      text: `The report values the vehicle at ${reported.toLocaleString('en-US')} miles (${where(file, loss.mileage?.page ?? 1)}); the owner states ${owner.mileage.toLocaleString('en-US')}. ${more ? 'Higher mileage lowers the value: the mileage adjustment should be redone.' : 'The report should be corrected to the odometer reading.'}`,
    });
  }
  const missing = missingOptions(loss.options, owner.options);
  if (missing.length) {
    out.push({
      kind: 'options',
      text: `The owner states ${missing.length === 1 ? 'an option' : 'options'} the report does not list: ${missing.join(', ')}. Equipment left out of the loss vehicle lowers its value.`,
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
}): DisputePoint[] {
  const { valuation: v, file, owner, state, distanceLimitMiles } = input;
  const points = chainPoints(v, file, owner);
  v.comparables.forEach((c, i) => {
    for (const concern of comparableConcerns(v.lossVehicle, c, distanceLimitMiles)) {
      points.push({ kind: concern.kind, text: `${describeComparable(c, i + 1)} ${concern.text}.` });
    }
  });
  if (v.comparables.length < 3) {
    points.push({
      kind: 'few-comparables',
      text: `The report rests on ${v.comparables.length === 0 ? 'no comparable vehicle' : `only ${v.comparables.length} comparable ${v.comparables.length === 1 ? 'vehicle' : 'vehicles'}`}; a fair market value needs at least three.`,
    });
  }
  points.push(...stateLinePoints(v.chain, state), ...ownerPoints(v.lossVehicle, file, owner));
  return points;
}
