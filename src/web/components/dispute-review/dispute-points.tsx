import { i18n } from '../../lib/i18n';
import type { DisputePoint } from '../../../shared/contracts/reviews';

const T = {
  get title() {
    return i18n.t('dispute.disputePoints.title');
  },
  get none() {
    return i18n.t('dispute.disputePoints.none');
  },
};

export function DisputePoints({ points }: { points: DisputePoint[] }) {
  return (
    <section aria-labelledby="dispute-points-title" className="space-y-2">
      <h3 id="dispute-points-title" className="text-base font-semibold">
        {T.title}
      </h3>
      {points.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {points.map((p, i) => (
            <li key={i} className="break-words">
              {p.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
