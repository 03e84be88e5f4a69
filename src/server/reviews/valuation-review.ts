/**
 * The valuation review assembled from the report as read, the claim, the VIN decoder and the
 * owner's choices: a pure function, so the same inputs always give the same review.
 */
import type { FigureSource, LossVehicleRow, ReviewComparable, SourcedAmount, ValuationChoices, ValuationReview } from '../../shared/contracts/reviews.js';
import type { SourcedNumber, SourcedText, Valuation } from '../../shared/contracts/valuation.js';
import type { VinLookup } from '../../shared/contracts/misc.js';
import { type KeptComparable, computeAlternativeValue } from './alternative-value.js';
import { comparableConcerns, disputePoints, missingOptions } from './dispute-points.js';
import { comparablesCheck } from './reading-check.js';
import { type StateFigures, stateFigures } from './state-figures.js';
import { formatMoney } from '../../shared/format.js';
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
  const { valuation: v, file, claim, vin, t = ENGLISH } = input;
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
      alternativeValue: {
        value: null,
        salesTax: null,
        fees: null,
        valueBeforeDeductible: null,
        deductible: null,
        net: null,
        carrierSettlement: null,
        difference: null,
        working: [],
      },
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
  choices.addedComparables.forEach((a, i) => {
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
      adjustedPrice: null,
      distanceMiles: a.distanceMiles ?? null,
      dealer: null,
      source: t(a.link ? 'source.listing' : 'source.entered'),
      link: a.link ?? null,
      concerns: comparableConcerns(lv, { ...a, trim: a.trim ?? null, distanceMiles: a.distanceMiles ?? null }, limit, t).map((x) => x.text),
    });
  });

  const keptList: KeptComparable[] = [
    ...v.comparables.map((d, i) => ({ id: `doc-${i + 1}`, n: i + 1, document: d })).filter((c) => kept.has(c.id)),
    ...choices.addedComparables.map((a, i) => ({ id: `user-${i + 1}`, n: v.comparables.length + i + 1, added: a })),
  ];

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
    points: disputePoints({ valuation: v, file, owner, state, distanceLimitMiles: limit, t }),
    readingCheck: readingCheckText(v, t),
    alternativeValue: computeAlternativeValue({ valuation: v, file, kept: keptList, owner, state, claimDeductible: claim.deductible, t }),
    state: stateInfo,
    distanceLimitMiles: limit,
    choices,
  };
}

/** What the owner should check when the comparables read do not account for the report's base value. */
function readingCheckText(v: Valuation, t: ReviewT): string | null {
  const check = comparablesCheck(v);
  if (!check) return null;
  if (check.mean === null) return t('check.noComparables', { base: formatMoney(check.base) });
  const percent = Math.round((Math.abs(check.mean - check.base) / check.base) * 1000) / 10;
  return t('check.comparables', { count: check.read, mean: formatMoney(check.mean), base: formatMoney(check.base), percent });
}
