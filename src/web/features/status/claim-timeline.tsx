import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { type ClaimDetail, formatDateTime, type StatusEvent } from '../../lib/claim-types';

interface TimelineItem {
  /** submitted | review | complete: the step's name is the message status.step.<key>. */
  key: 'submitted' | 'review' | 'complete';
  /** done: happened; current: happening now; pending: not started. */
  state: 'done' | 'current' | 'pending';
  at: string | null;
  detail: string | null;
}

/**
 * DESIGN.md "Status timeline": Claim Submitted = created; Under Review = the first move to
 * processing; Processing Complete = the current approval or rejection, saying which. Only a step
 * that has really started is shown in progress: a claim that is only submitted waits for review.
 */
export function buildTimeline(claim: Pick<ClaimDetail, 'status' | 'createdAt' | 'statusHistory'>): TimelineItem[] {
  const history: StatusEvent[] = claim.statusHistory ?? [];
  const firstReview = history.find((e) => e.status === 'processing');
  const decided = claim.status === 'approved' || claim.status === 'rejected';
  const reviewing = claim.status === 'processing';
  const decision = decided ? [...history].reverse().find((e) => e.status === claim.status) : undefined;
  return [
    { key: 'submitted', state: 'done', at: claim.createdAt, detail: null },
    {
      key: 'review',
      state: decided ? 'done' : reviewing ? 'current' : 'pending',
      at: firstReview?.at ?? null,
      detail: decided || reviewing ? null : i18n.t('status.waiting'),
    },
    {
      key: 'complete',
      state: decided ? 'done' : 'pending',
      at: decision?.at ?? null,
      detail: decided
        ? decision?.note
          ? i18n.t('status.decisionNote', { status: claim.status, note: decision.note })
          : i18n.t('status.decision', { status: claim.status })
        : null,
    },
  ];
}

export function ClaimTimeline({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const items = buildTimeline(claim);
  return (
    <ol className="grid gap-4" aria-label={t('status.timeline')}>
      {items.map((item) => {
        const Icon = item.state === 'done' ? CheckCircle2 : item.state === 'current' ? Clock : Circle;
        const tone = item.state === 'done' ? 'text-green-600' : item.state === 'current' ? 'text-yellow-600' : 'text-slate-300';
        return (
          <li key={item.key} className="flex gap-3" data-state={item.state}>
            <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} aria-hidden />
            <div>
              <p className={`font-medium ${item.state === 'pending' ? 'text-slate-500' : 'text-slate-900'}`}>
                {t(`status.step.${item.key}`)}
                <span className="sr-only"> {t(`status.state.${item.state}`)}</span>
              </p>
              {item.at && <p className="text-sm text-slate-600">{formatDateTime(item.at)}</p>}
              {item.detail && <p className="text-sm text-slate-700">{item.detail}</p>}
              {item.state === 'current' && <p className="text-sm text-slate-500">{t('status.inProgress')}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
