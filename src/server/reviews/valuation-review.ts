/**
 * The valuation review assembled from the report as read, the claim, the VIN decoder and the
 * owner's choices: a pure function, so the same inputs always give the same review.
 */
import type {
  AlternativeValue,
  DisputePoint,
  FigureSource,
  LossVehicleRow,
  ReviewComparable,
  SourcedAmount,
  ValuationChoices,
  ValuationReview,
} from '../../shared/contracts/reviews.js';
import type { SourcedNumber, SourcedText, Valuation } from '../../shared/contracts/valuation.js';
import type { VinLookup } from '../../shared/contracts/misc.js';
import {
  type AlternativeInput,
  type KeptComparable,
  computeAlternativeValue,
  emptyAlternative,
  isDeductionDisputed,
  isNegotiationDisputed,
} from './alternative-value.js';
import { addedValue } from './report-base.js';
import { type AppraisalFees, appraisalCost } from './appraisal-cost.js';
import { comparableConcerns, describeComparable, disputePoints, type FoundPoint, missingOptions } from './dispute-points.js';
import { comparablesCheck } from './reading-check.js';
import { type StateFigures, stateFigures } from './state-figures.js';
import { spellLikeLoss } from './vehicle-words.js';
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import { closeCutLabel, formatMoney } from '../../shared/format.js';
import { ENGLISH, type ReviewT } from './review-text.js';

export const DEFAULT_DISTANCE_LIMIT_MILES = 100;

export interface ClaimVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  vin: string | null;
  deductible: number | null;
}

export interface ReviewInput {
  referenceNumber: string;
  valuation: Valuation | null;
  file: string | null;
  claim: ClaimVehicle;
  vin: VinLookup | null;
  /** The owner's stored choices; null before the first save. */
  choices: ValuationChoices | null;
  stateCode: string | null;
  /** The reader's language for the review's sentences (English by default: staff and the letter). */
  t?: ReviewT;
  /** The firm's fee and an umpire's (content configuration; the defaults when absent). */
  fees?: AppraisalFees;
}

const doc = (file: string | null, page: number): FigureSource => ({ origin: 'document', file, page });
const sourced = (n: SourcedNumber | null, file: string | null): SourcedAmount | null => (n ? { value: n.value, source: doc(file, n.page) } : null);
const norm = (s: string | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');

function vehicleRow(
  field: LossVehicleRow['field'],
  label: string,
  report: SourcedText | SourcedNumber | null,
  file: string | null,
  others: { claim?: string | number | null; vinDecoder?: string | number | null; owner?: string | number | null },
): LossVehicleRow {
  const str = (v: string | number | null | undefined) =>
    v == null || v === '' ? null : field === 'mileage' && typeof v === 'number' ? v.toLocaleString('en-US') : String(v);
  const row = {
    field,
    label,
    report: str(report?.value),
    reportSource: report ? doc(file, report.page) : null,
    claim: str(others.claim),
    vinDecoder: str(others.vinDecoder),
    owner: str(others.owner),
  };
  const known = [row.report, row.claim, row.vinDecoder, row.owner].filter((v): v is string => v != null).map(norm);
  // A decoder's make or model often names more than the print ("Accord Sedan"): one containing the other agrees.
  const differs = known.some((a) => known.some((b) => a !== b && !(field !== 'year' && field !== 'mileage' && (a.includes(b) || b.includes(a)))));
  return { ...row, differs };
}

export function defaultChoices(v: Valuation | null): ValuationChoices {
  return { keptComparableIds: (v?.comparables ?? []).map((_, i) => `doc-${i + 1}`), addedComparables: [] };
}

export function buildValuationReview(input: ReviewInput): ValuationReview {
  const { file, claim, vin, t = ENGLISH } = input;
  // One spelling of one trim in the review, its points and the letter: the loss vehicle's.
  // A label cut where its line wrapped is closed, not left open, wherever the review quotes it.
  const v = input.valuation && {
    ...input.valuation,
    chain: input.valuation.chain.map((l) => ({ ...l, label: closeCutLabel(l.label) })),
    comparables: input.valuation.comparables.map((c) => ({ ...c, trim: spellLikeLoss(c.trim, input.valuation?.lossVehicle.trim?.value, claim.trim) })),
  };
  const choices = input.choices ?? defaultChoices(v);
  const limit = choices.distanceLimitMiles ?? DEFAULT_DISTANCE_LIMIT_MILES;
  const state: StateFigures | null = stateFigures(input.stateCode);
  const stateInfo = { code: input.stateCode, name: state?.name ?? null, source: state?.source ?? null };
  if (!v) {
    return {
      referenceNumber: input.referenceNumber,
      available: false,
      reportFile: null,
      lossVehicle: [],
      comparables: [],
      chain: [],
      valueBeforeDeductible: null,
      deductible: null,
      settlement: null,
      points: [],
      readingCheck: null,
      letterAllowed: false,
      appraisalCost: appraisalCost(input.fees ?? DEFAULT_CONTENT.letter, null),
      alternativeValue: emptyAlternative(null, []),
      state: stateInfo,
      distanceLimitMiles: limit,
      choices,
    };
  }
  const lv = v.lossVehicle;
  const owner = { mileage: choices.mileage, options: choices.options, condition: choices.condition };
  const lossVehicle: LossVehicleRow[] = [
    vehicleRow('year', t('row.year'), lv.year, file, { claim: claim.year, vinDecoder: vin?.year }),
    vehicleRow('make', t('row.make'), lv.make, file, { claim: claim.make, vinDecoder: vin?.make }),
    vehicleRow('model', t('row.model'), lv.model, file, { claim: claim.model, vinDecoder: vin?.model }),
    vehicleRow('trim', t('row.trim'), lv.trim, file, { claim: claim.trim, vinDecoder: vin?.trim }),
    vehicleRow('vin', t('row.vin'), lv.vin, file, { claim: claim.vin }),
    vehicleRow('mileage', t('row.mileage'), lv.mileage, file, { owner: choices.mileage }),
    {
      ...vehicleRow('options', t('row.options'), null, file, { owner: choices.options?.join(', ') }),
      report: lv.options.length ? lv.options.join(', ') : null,
      reportSource: lv.options.length ? { origin: 'document', file, page: null } : null,
      differs: missingOptions(lv.options, choices.options).length > 0,
    },
    vehicleRow('condition', t('row.condition'), lv.condition, file, { owner: choices.condition }),
  ];

  const kept = new Set(choices.keptComparableIds);
  const comparables: ReviewComparable[] = v.comparables.map((c, i) => ({
    id: `doc-${i + 1}`,
    origin: 'document',
    kept: kept.has(`doc-${i + 1}`),
    year: c.year,
    make: c.make,
    model: c.model,
    trim: c.trim,
    mileage: c.mileage,
    price: { value: c.price.value, source: doc(file, c.price.page) },
    adjustedPrice: sourced(c.adjustedPrice, file),
    distanceMiles: c.distanceMiles,
    dealer: c.dealer,
    source: c.source,
    link: null,
    concerns: comparableConcerns(lv, c, limit, t).map((x) => x.text),
  }));
  const negotiationDisputed = isNegotiationDisputed(v, new Set(choices.disputedPoints ?? []));
  choices.addedComparables.forEach((a, i) => {
    // Its adjusted figure as the working uses it (the owner's, or by the report's own rates), so the
    // letter's table and the working never disagree; an asking price taken as listed has none.
    const added = addedValue(a, v, negotiationDisputed);
    comparables.push({
      id: `user-${i + 1}`,
      origin: 'user',
      kept: true,
      year: a.year,
      make: a.make,
      model: a.model,
      trim: a.trim ?? null,
      mileage: a.mileage,
      price: { value: a.price, source: { origin: 'user' } },
      adjustedPrice: added.cents != null && added.how !== 'asListed' ? { value: added.cents / 100, source: { origin: added.origin } } : null,
      distanceMiles: a.distanceMiles ?? null,
      dealer: null,
      source: t(a.link ? 'source.listing' : 'source.entered'),
      link: a.link ?? null,
      concerns: comparableConcerns(lv, { ...a, trim: a.trim ?? null, distanceMiles: a.distanceMiles ?? null }, limit, t).map((x) => x.text),
    });
  });

  const keptOf = (ids: ReadonlySet<string>): KeptComparable[] => [
    ...v.comparables.map((d, i) => ({ id: `doc-${i + 1}`, n: i + 1, document: d })).filter((c) => ids.has(c.id)),
    ...choices.addedComparables.map((a, i) => ({ id: `user-${i + 1}`, n: v.comparables.length + i + 1, added: a })),
  ];
  const disputed = new Set(choices.disputedPoints ?? []);
  const altInput: AlternativeInput = { valuation: v, file, kept: keptOf(kept), owner, disputed, state, t };
  const alternativeValue = computeAlternativeValue(altInput);
  const found = disputePoints({ valuation: v, file, owner, state, distanceLimitMiles: limit, t });
  const points = valuePoints([...comparablesPoint(v, kept, choices, t), ...found], altInput, alternativeValue, kept, keptOf);
  const difference = alternativeValue.difference;

  return {
    referenceNumber: input.referenceNumber,
    available: true,
    reportFile: file,
    lossVehicle,
    comparables,
    chain: v.chain.map((l) => ({ label: l.label, kind: l.kind, amount: l.amount, source: doc(file, l.page) })),
    valueBeforeDeductible: sourced(v.valueBeforeDeductible, file),
    deductible: sourced(v.deductible, file),
    settlement: sourced(v.settlement, file),
    points,
    readingCheck: readingCheckText(v, t),
    alternativeValue,
    state: stateInfo,
    distanceLimitMiles: limit,
    choices,
    letterAllowed: difference != null && difference > 0,
    appraisalCost: appraisalCost(input.fees ?? DEFAULT_CONTENT.letter, difference),
  };
}

/** The claimant's own change to the comparables, as one point: those left out and those added. */
function comparablesPoint(v: Valuation, kept: ReadonlySet<string>, choices: ValuationChoices, t: ReviewT): FoundPoint[] {
  const dropped = v.comparables
    .map((c, i) => ({ c, n: i + 1 }))
    .filter(({ c, n }) => c.used !== false && !kept.has(`doc-${n}`))
    .map(({ c, n }) => describeComparable(c, n, t));
  const added = choices.addedComparables.map((a, i) => describeComparable({ ...a, trim: a.trim ?? null, dealer: null }, v.comparables.length + i + 1, t));
  if (!dropped.length && !added.length) return [];
  const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
  return [{ id: 'comparables', kind: 'comparables', toggle: false, text: t('point.comparables', { dropped: list(dropped), added: list(added) }) }];
}

const ORDER: Record<DisputePoint['status'], number> = { applied: 0, available: 1, information: 2, against: 3 };

/**
 * Each point valued against the carrier's figure: what disputing it does to the amount owed, from the
 * alternative computed with and without it. A point that would lower the value is "against" and is
 * never put to the carrier; one with no figure is information. Strongest first.
 */
function valuePoints(
  found: FoundPoint[],
  input: AlternativeInput,
  current: AlternativeValue,
  kept: ReadonlySet<string>,
  keptOf: (ids: ReadonlySet<string>) => KeptComparable[],
): DisputePoint[] {
  const now = Math.round((current.net ?? 0) * 100);
  const netOf = (over: Partial<AlternativeInput>) => Math.round((computeAlternativeValue({ ...input, ...over }).net ?? 0) * 100);
  const disputed = input.disputed ?? new Set<string>();
  const rate = (cents: number) => cents / 100;
  const valued = found.map(({ comparable, ...p }): DisputePoint => {
    if (current.net == null) return { ...p, status: 'information', change: null };
    if (p.toggle) {
      const index = p.id.startsWith('deduction-') ? Number(p.id.slice('deduction-'.length)) - 1 : -1;
      const on = index >= 0 ? isDeductionDisputed(input.valuation, index, input.owner, disputed) : disputed.has(p.id);
      if (on) {
        const without = new Set(disputed);
        without.delete(p.id);
        // A condition deduction the owner's stated condition disputes stays disputed without the toggle.
        const change =
          now -
          netOf({
            disputed: without,
            owner: index >= 0 && !without.has(p.id) && p.kind === 'condition' ? { ...input.owner, condition: undefined } : input.owner,
          });
        return { ...p, status: change > 0 ? 'applied' : 'information', change: change > 0 ? rate(change) : null };
      }
      const change = netOf({ disputed: new Set([...disputed, p.id]) }) - now;
      return { ...p, status: change > 0 ? 'available' : change < 0 ? 'against' : 'information', change: change ? rate(change) : null };
    }
    if (comparable != null) {
      const id = `doc-${comparable}`;
      const flipped = new Set(kept);
      if (kept.has(id)) flipped.delete(id);
      else flipped.add(id);
      const other = netOf({ kept: keptOf(flipped) });
      const change = kept.has(id) ? other - now : now - other;
      if (!kept.has(id)) return { ...p, status: change > 0 ? 'applied' : 'information', change: change > 0 ? rate(change) : null };
      return { ...p, status: change > 0 ? 'available' : 'against', change: change ? rate(change) : null };
    }
    if (p.id === 'comparables') {
      // What the claimant's comparables do: the alternative with the report's own list against it.
      const reportList = new Set(input.valuation.comparables.flatMap((c, i) => (c.used === false ? [] : [`doc-${i + 1}`])));
      const change = now - netOf({ kept: keptOf(reportList).filter((k) => !k.added) });
      if (change > 0) return { ...p, status: 'applied', change: rate(change) };
      // Not valued when the report's method cannot be redone; otherwise a change that lowers the value is never put.
      return { ...p, status: current.method === 'beyond-listed' || current.method === 'none' ? 'information' : 'against', change: null };
    }
    if (p.kind === 'mileage') {
      const change = now - netOf({ owner: { ...input.owner, mileage: undefined } });
      if (change > 0) return { ...p, status: 'applied', change: rate(change) };
      const lower = (input.owner.mileage ?? 0) < (input.valuation.lossVehicle.mileage?.value ?? 0);
      return { ...p, status: lower ? 'information' : 'against', change: null };
    }
    return { ...p, status: 'information', change: null };
  });
  return valued
    .map((p, i) => ({ p, i }))
    .sort((a, b) => ORDER[a.p.status] - ORDER[b.p.status] || (b.p.change ?? 0) - (a.p.change ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

/** What the owner should check when the comparables read do not account for the report's base value. */
function readingCheckText(v: Valuation, t: ReviewT): string | null {
  const check = comparablesCheck(v);
  if (!check) return null;
  if (check.mean === null) return t('check.noComparables', { base: formatMoney(check.base) });
  const percent = Math.round((Math.abs(check.mean - check.base) / check.base) * 1000) / 10;
  return t('check.comparables', { count: check.read, mean: formatMoney(check.mean), base: formatMoney(check.base), percent });
}
