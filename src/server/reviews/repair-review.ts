/**
 * The repair dispute review: a claim's stored estimate comparison regrouped by what the money pays
 * for (parts, body labor, paint labor, paint materials, mechanical, structural, sublet, tax), each
 * line with both sides' figures and hours valued at that estimate's own rates.
 */
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import { type AppraisalFees, appraisalCost } from './appraisal-cost.js';
import {
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_LABELS,
  type RepairCategory,
  type RepairGroup,
  type RepairLine,
  type RepairReview,
} from '../../shared/contracts/reviews.js';
import {
  buildComparisonRows,
  type EstimateComparison,
  type EstimateLine,
  type EstimateTotals,
  type LaborRates,
  rateFor,
} from '../../shared/estimate-comparison.js';
import { valueLines } from '../estimates/line-values.js';

/** `rate`: the hourly rate a computed amount used (that estimate's own). */
type Part = { hours: number | null; amount: number; computed: boolean; rate?: number };
const cents = (n: number | null | undefined) => (n == null ? 0 : Math.round(n * 100));

function laborCategory(line: EstimateLine): RepairCategory {
  const t = line.laborType ?? 'body';
  if (t === 'mechanical' || t === 'electrical' || t === 'diagnostic') return 'mechanical';
  if (t === 'frame' || t === 'structural') return 'structural';
  return 'bodyLabor';
}

/** What one line pays for, by category, in cents. */
export function lineParts(line: EstimateLine, rates: LaborRates): Map<RepairCategory, Part> {
  const parts = new Map<RepairCategory, Part>();
  const laborRate = rateFor(rates, line.laborType);
  const paintRate = rates.paint ?? 0;
  const labor = line.laborHours ? Math.round(line.laborHours * laborRate * 100) : 0;
  const paint = line.paintHours ? Math.round(line.paintHours * paintRate * 100) : 0;
  // A labor line priced on the line (its value is its printed amount): that amount is its labor.
  const pricedLabor = line.price != null && line.valueComputed === false && labor + paint > 0;
  if (line.price != null && !pricedLabor)
    parts.set(line.operation === 'Subl' ? 'sublet' : 'parts', { hours: null, amount: cents(line.price), computed: false });
  if (line.laborHours)
    parts.set(laborCategory(line), {
      hours: line.laborHours,
      amount: pricedLabor && !paint ? cents(line.price) : labor,
      computed: !pricedLabor,
      ...(pricedLabor ? {} : { rate: laborRate }),
    });
  if (line.paintHours)
    parts.set('paintLabor', {
      hours: line.paintHours,
      amount: pricedLabor && !labor ? cents(line.price) : paint,
      computed: !pricedLabor,
      ...(pricedLabor ? {} : { rate: paintRate }),
    });
  return parts;
}

const TOTAL_OF: Record<RepairCategory, keyof EstimateTotals> = {
  parts: 'parts',
  bodyLabor: 'bodyLabor',
  paintLabor: 'paintLabor',
  paintMaterials: 'paintSupplies',
  mechanical: 'mechanicalLabor',
  structural: 'frameLabor',
  sublet: 'sublet',
  other: 'other',
  tax: 'tax',
};

const side = (p: Part | undefined) =>
  p ? { hours: p.hours, amount: p.amount / 100, computed: p.computed, ...(p.rate != null ? { rate: p.rate } : {}) } : null;

/** `fees`: the firm's fee and an umpire's (content configuration), for what an appraisal would cost. */
export function buildRepairReview(referenceNumber: string, stored: EstimateComparison | null, fees: AppraisalFees = DEFAULT_CONTENT.letter): RepairReview {
  if (!stored)
    return {
      referenceNumber,
      available: false,
      groups: [],
      carrierTotal: null,
      otherTotal: null,
      totalDifference: null,
      omitted: [],
      rates: { carrier: {}, other: {} },
      letterAllowed: false,
      appraisalCost: null,
    };
  const c: EstimateComparison = { ...stored, carrier: valueLines(stored.carrier), other: valueLines(stored.other) };
  const linesBy = new Map<RepairCategory, RepairLine[]>(REPAIR_CATEGORIES.map((k) => [k, []]));
  for (const row of buildComparisonRows(c)) {
    const a = row.carrier ? lineParts(row.carrier, c.carrier.laborRates) : new Map<RepairCategory, Part>();
    const b = row.other ? lineParts(row.other, c.other.laborRates) : new Map<RepairCategory, Part>();
    for (const category of REPAIR_CATEGORIES) {
      const pa = a.get(category);
      const pb = b.get(category);
      if (!pa && !pb) continue;
      const sameHours = Math.round((pa?.hours ?? 0) * 10) === Math.round((pb?.hours ?? 0) * 10);
      if (pa && pb && pa.amount === pb.amount && sameHours) continue;
      linesBy.get(category)?.push({
        description: row.other?.description || row.carrier?.description || '(no description)',
        carrierLine: row.carrier?.lineNumber ?? null,
        otherLine: row.other?.lineNumber ?? null,
        carrier: side(pa),
        other: side(pb),
        difference: ((pb?.amount ?? 0) - (pa?.amount ?? 0)) / 100,
      });
    }
  }
  const groups: RepairGroup[] = REPAIR_CATEGORIES.map((category) => {
    const key = TOTAL_OF[category];
    const carrierTotal = c.carrier.totals[key] ?? null;
    const otherTotal = c.other.totals[key] ?? null;
    const lines = (linesBy.get(category) ?? []).sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference));
    return { category, label: REPAIR_CATEGORY_LABELS[category], carrierTotal, otherTotal, difference: (cents(otherTotal) - cents(carrierTotal)) / 100, lines };
  }).filter((g) => g.difference !== 0 || g.lines.length > 0);
  const otherBy = new Map(c.other.lines.map((l) => [l.lineNumber, l]));
  const omitted = c.onlyOther
    .map((n) => otherBy.get(n))
    .filter((l): l is EstimateLine => !!l)
    .map((l) => ({ line: l.lineNumber, description: l.description || '(no description)', amount: l.value ?? 0, computed: l.valueComputed === true }));
  const rates = (r: LaborRates) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v ?? null]));
  return {
    referenceNumber,
    available: true,
    groups,
    carrierTotal: c.totalsDifference.carrierTotal,
    otherTotal: c.totalsDifference.otherTotal,
    totalDifference: c.totalsDifference.total,
    omitted,
    rates: { carrier: rates(c.carrier.laborRates), other: rates(c.other.laborRates) },
    // Never against the claimant: a letter only while the other estimate is above the carrier's.
    letterAllowed: c.totalsDifference.total != null && c.totalsDifference.total > 0,
    appraisalCost: appraisalCost(fees, c.totalsDifference.total),
  };
}
