import { ReviewConclusion } from './review-conclusion';
import { i18n } from '../../lib/i18n';
import type { RepairReview } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const T = {
  get title() {
    return i18n.t('dispute.repairReviewCard.title');
  },
  get intro() {
    return i18n.t('dispute.repairReviewCard.intro');
  },
  get carrier() {
    return i18n.t('dispute.repairReviewCard.carrier');
  },
  get other() {
    return i18n.t('dispute.repairReviewCard.other');
  },
  get difference() {
    return i18n.t('dispute.repairReviewCard.difference');
  },
  get total() {
    return i18n.t('dispute.repairReviewCard.total');
  },
  get omitted() {
    return i18n.t('dispute.repairReviewCard.omitted');
  },
  get computed() {
    return i18n.t('dispute.repairReviewCard.computed');
  },
  get notListed() {
    return i18n.t('dispute.repairReviewCard.notListed');
  },
  get againstClaimant() {
    return i18n.t('dispute.repairReviewCard.againstClaimant');
  },
  hours: (h: number) => i18n.t('dispute.repairReviewCard.hours', { h }),
};

type Side = RepairReview['groups'][number]['lines'][number]['carrier'];
function SideText({ side }: { side: Side }) {
  if (!side) return <span className="text-slate-500">{T.notListed}</span>;
  return (
    <span className="tabular-nums">
      {side.hours != null && `${T.hours(side.hours)} · `}
      {formatMoney(side.amount)}
      {side.computed && <span className="block text-xs text-slate-500">{T.computed}</span>}
    </span>
  );
}

/** The estimate differences grouped by category, hours-only lines valued and marked, and the omitted operations. */
export function RepairReviewCard({ review }: { review: RepairReview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ReviewConclusion
          kind="repair"
          carrier={review.carrierTotal}
          owed={review.otherTotal}
          difference={review.totalDifference}
          allowed={review.letterAllowed}
          cost={review.appraisalCost}
        />
        {review.groups.map((g) => (
          <section key={g.category} aria-label={g.label} className="rounded-md border border-slate-200">
            <h3 className="flex flex-wrap justify-between gap-2 bg-slate-50 p-2 text-sm font-semibold">
              <span>{g.label}</span>
              <span className="tabular-nums">
                {formatMoney(g.carrierTotal)} → {formatMoney(g.otherTotal)} ({formatMoney(g.difference)})
              </span>
            </h3>
            <ul className="divide-y divide-slate-100 text-sm">
              {g.lines.map((l, i) => (
                <li key={i} className="grid grid-cols-2 gap-2 p-2 sm:grid-cols-4">
                  <span className="col-span-2 min-w-0 break-words sm:col-span-1">{l.description}</span>
                  <span>
                    <span className="block text-xs text-slate-500">{T.carrier}</span>
                    <SideText side={l.carrier} />
                  </span>
                  <span>
                    <span className="block text-xs text-slate-500">{T.other}</span>
                    <SideText side={l.other} />
                  </span>
                  <span className="col-span-2 text-right tabular-nums sm:col-span-1">
                    <span className="block text-xs text-slate-500">{T.difference}</span>
                    {formatMoney(l.difference)}
                    {/* Never against the claimant: the letter leaves such a line out; its net allows for it. */}
                    {l.difference < 0 && <span className="block text-xs text-slate-500">{T.againstClaimant}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {review.omitted.length > 0 && (
          <section aria-labelledby="omitted-title">
            <h3 id="omitted-title" className="text-sm font-semibold">
              {T.omitted}
            </h3>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {review.omitted.map((o) => (
                <li key={o.line}>
                  {o.description}: {formatMoney(o.amount)}
                  {o.computed ? ` (${T.computed})` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
