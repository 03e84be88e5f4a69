/**
 * What a repair letter puts to the carrier, from the repair review: a labor rate that differs is
 * argued once per labor kind (the carrier's own hours at the difference in rates), and each line
 * keeps only what differs besides the rate (hours, parts, operations). Only items that move the
 * figure in the claimant's favour are put; the others stay in the review and are counted here so
 * the letter can say its net allows for them. Every figure can be redone by hand.
 */
import type { RepairCategory, RepairLine, RepairReview } from '../../shared/contracts/reviews.js';
import { formatMoney } from '../../shared/format.js';

const LABOR: ReadonlySet<RepairCategory> = new Set(['bodyLabor', 'paintLabor', 'mechanical', 'structural']);

/** "Body labor: 14.2 h at $62.00/h (your estimate) vs $68.00/h (repair estimate): $85.20". */
export interface RateItem {
  label: string;
  hours: number;
  carrierRate: number;
  otherRate: number;
  /** hours × (other rate − carrier rate), dollars. */
  difference: number;
  text: string;
}

export interface LineItem {
  category: string;
  description: string;
  carrier: string;
  other: string;
  /** What the line adds beside any rate difference, dollars; its text says how. */
  difference: number;
  how: string;
}

export interface RepairItems {
  rates: RateItem[];
  /** In the claimant's favour: the letter's itemised list. */
  lines: LineItem[];
  /** Items where the carrier's figure is higher: shown in the review, never put to the carrier. */
  against: { count: number; total: number };
}

const money = (n: number | null | undefined) => formatMoney(n ?? null);
const tenths = (h: number | null | undefined) => Math.round((h ?? 0) * 10);
const hoursText = (t: number) => `${t / 10} h`;

type Side = RepairLine['carrier'];

function sideText(s: Side): string {
  if (!s) return 'not listed';
  // A computed figure says how it was reached: the hours at that estimate's own rate, named.
  if (s.hours == null) return money(s.amount);
  if (!s.computed) return `${s.hours} h, ${money(s.amount)}`;
  return `${s.hours} h × ${s.rate != null ? `${money(s.rate)}/h` : 'rate'} = ${money(s.amount)}`;
}

/** Both sides valued by hours at two different known rates: the rate is argued apart from the line. */
const rateSplit = (l: RepairLine): { a: NonNullable<Side> & { rate: number }; b: NonNullable<Side> & { rate: number } } | null => {
  const a = l.carrier;
  const b = l.other;
  if (!a?.computed || !b?.computed || a.rate == null || b.rate == null || a.hours == null || b.hours == null) return null;
  return Math.round(a.rate * 100) === Math.round(b.rate * 100) ? null : { a: { ...a, rate: a.rate }, b: { ...b, rate: b.rate } };
};

export function repairItems(review: RepairReview): RepairItems {
  const rates = new Map<string, { label: string; tenths: number; carrierRate: number; otherRate: number }>();
  const all: LineItem[] = [];
  for (const g of review.groups) {
    for (const l of g.lines) {
      const split = LABOR.has(g.category) ? rateSplit(l) : null;
      if (!split) {
        all.push({
          category: g.label,
          description: l.description,
          carrier: sideText(l.carrier),
          other: sideText(l.other),
          difference: l.difference,
          how: money(l.difference),
        });
        continue;
      }
      const { a, b } = split;
      const key = `${g.label}|${a.rate}|${b.rate}`;
      const r = rates.get(key) ?? { label: g.label, tenths: 0, carrierRate: a.rate, otherRate: b.rate };
      r.tenths += tenths(a.hours);
      rates.set(key, r);
      // What is left once the rate is argued: the difference in hours, at the repair estimate's rate.
      const more = tenths(b.hours) - tenths(a.hours);
      if (more === 0) continue;
      const difference = Math.round(more * b.rate * 10) / 100;
      all.push({
        category: g.label,
        description: l.description,
        carrier: hoursText(tenths(a.hours)),
        other: hoursText(tenths(b.hours)),
        difference,
        how: `${more > 0 ? '' : '−'}${hoursText(Math.abs(more))} × ${money(b.rate)}/h = ${money(difference)}`,
      });
    }
  }
  const rateItems: RateItem[] = [...rates.values()].map((r) => {
    const difference = Math.round(r.tenths * (r.otherRate - r.carrierRate) * 10) / 100;
    return {
      label: r.label,
      hours: r.tenths / 10,
      carrierRate: r.carrierRate,
      otherRate: r.otherRate,
      difference,
      text: `${r.label}: ${hoursText(r.tenths)} at ${money(r.carrierRate)}/h (your estimate) vs ${money(r.otherRate)}/h (repair estimate): ${money(difference)}`,
    };
  });
  const againstFigures = [...rateItems.filter((r) => r.difference < 0), ...all.filter((l) => l.difference < 0)].map((x) => x.difference);
  return {
    rates: rateItems.filter((r) => r.difference > 0),
    lines: all.filter((l) => l.difference > 0),
    against: { count: againstFigures.length, total: Math.round(againstFigures.reduce((s, d) => s + d * 100, 0)) / 100 },
  };
}
