import { i18n } from '../../lib/i18n';
import type { AppraisalCost, DisputePoint } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';

type Kind = 'valuation' | 'repair';

const T = {
  get title() {
    return i18n.t('dispute.conclusion.title');
  },
  carrier: (kind: Kind) => i18n.t(kind === 'repair' ? 'dispute.conclusion.carrierEstimate' : 'dispute.conclusion.carrier'),
  owed: (kind: Kind) => i18n.t(kind === 'repair' ? 'dispute.conclusion.otherEstimate' : 'dispute.conclusion.owed'),
  get difference() {
    return i18n.t('dispute.conclusion.difference');
  },
  holds: (kind: Kind) => i18n.t(kind === 'repair' ? 'dispute.conclusion.holdsRepair' : 'dispute.conclusion.holds'),
  get above() {
    return i18n.t('dispute.conclusion.above');
  },
  get strongest() {
    return i18n.t('dispute.conclusion.strongest');
  },
  get couldChange() {
    return i18n.t('dispute.conclusion.couldChange');
  },
  change: (amount: number) => i18n.t('dispute.conclusion.change', { amount: formatMoney(amount) }),
  cost: (c: AppraisalCost) =>
    i18n.t('dispute.conclusion.cost', { firm: formatMoney(c.firmFee), umpire: formatMoney(c.halfUmpireFee), total: formatMoney(c.total) }),
  get covered() {
    return i18n.t('dispute.conclusion.covered');
  },
  get notCovered() {
    return i18n.t('dispute.conclusion.notCovered');
  },
};

/** The three points that move the value most: those applied first, then those the claimant could still raise. */
export function strongestPoints(points: DisputePoint[]): DisputePoint[] {
  return points.filter((p) => (p.status === 'applied' || p.status === 'available') && (p.change ?? 0) > 0).slice(0, 3);
}

/**
 * The review's conclusion, first on the page: the carrier's figure, the claimant's, their difference,
 * what an appraisal would cost beside it, and the strongest points; or, when the carrier's figure holds,
 * that it does and what could still change it.
 */
export function ReviewConclusion(props: {
  kind?: Kind;
  carrier: number | null;
  owed: number | null;
  difference: number | null;
  allowed: boolean;
  cost: AppraisalCost | null;
  points?: DisputePoint[];
}) {
  const kind = props.kind ?? 'valuation';
  const strongest = strongestPoints(props.points ?? []);
  const figures: Array<[string, number | null, string]> = [
    [T.carrier(kind), props.carrier, 'conclusion-carrier'],
    [T.owed(kind), props.owed, 'conclusion-owed'],
    [T.difference, props.difference, 'conclusion-difference'],
  ];
  return (
    <section aria-labelledby="conclusion-title" className="space-y-3 rounded-md border border-slate-300 bg-white p-3" data-testid="review-conclusion">
      <h3 id="conclusion-title" className="text-base font-semibold">
        {T.title}
      </h3>
      <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
        {figures.map(([label, value, id]) => (
          <div key={id} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={id}>
              {formatMoney(value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className={props.allowed ? 'text-sm text-green-900' : 'text-sm font-medium text-amber-900'} data-testid="conclusion-verdict">
        {props.allowed ? T.above : T.holds(kind)}
      </p>
      {props.cost && (
        <p className="text-sm text-slate-700" data-testid="appraisal-cost">
          {T.cost(props.cost)} <strong>{props.cost.covered ? T.covered : T.notCovered}</strong>
        </p>
      )}
      {strongest.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{props.allowed ? T.strongest : T.couldChange}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
            {strongest.map((p) => (
              <li key={p.id} className="break-words">
                {p.text} <span className="font-medium text-green-900">{T.change(p.change ?? 0)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
