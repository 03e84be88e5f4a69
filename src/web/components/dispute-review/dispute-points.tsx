import { i18n } from '../../lib/i18n';
import type { DisputePoint } from '../../../shared/contracts/reviews';
import { formatMoney } from '../../../shared/format';

const T = {
  get title() {
    return i18n.t('dispute.disputePoints.title');
  },
  get none() {
    return i18n.t('dispute.disputePoints.none');
  },
  dispute: (n: number) => i18n.t('dispute.disputePoints.dispute', { n }),
  status: (p: DisputePoint) => i18n.t(`dispute.disputePoints.status.${p.status}`, { amount: p.change == null ? '' : formatMoney(Math.abs(p.change)) }),
};

const TONE: Record<DisputePoint['status'], string> = {
  applied: 'text-green-900',
  available: 'text-slate-800',
  information: 'text-slate-700',
  against: 'text-slate-500',
};

/**
 * Every point the report leaves open, strongest first, each with what it does to the amount owed: a
 * deduction or a missing tax line the claimant turns on to dispute; a point that would lower the value
 * shown for what it is and never put to the carrier.
 */
export function DisputePoints(props: { points: DisputePoint[]; disputed: string[]; busy: boolean; onToggle: (id: string, on: boolean) => void }) {
  const { points, disputed, busy, onToggle } = props;
  return (
    <section aria-labelledby="dispute-points-title" className="space-y-2">
      <h3 id="dispute-points-title" className="text-base font-semibold">
        {T.title}
      </h3>
      {points.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          {points.map((p, i) => (
            <li key={p.id} className={`break-words ${TONE[p.status]}`} data-status={p.status}>
              <p>{p.text}</p>
              <p className="text-xs font-medium">{T.status(p)}</p>
              {p.toggle && p.status !== 'against' && (
                <label className="mt-1 inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={p.status === 'applied' || disputed.includes(p.id)}
                    disabled={busy}
                    onChange={(e) => onToggle(p.id, e.target.checked)}
                    aria-label={T.dispute(i + 1)}
                  />
                  {T.dispute(i + 1)}
                </label>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
