import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { type ClaimDetail, formatDateTime, type StatusEvent } from '../../lib/claim-types';

interface TimelineItem {
  title: string;
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
    { title: 'Claim Submitted', state: 'done', at: claim.createdAt, detail: null },
    {
      title: 'Under Review',
      state: decided ? 'done' : reviewing ? 'current' : 'pending',
      at: firstReview?.at ?? null,
      detail: decided || reviewing ? null : 'Waiting for a reviewer to pick up your claim.',
    },
    {
      title: 'Processing Complete',
      state: decided ? 'done' : 'pending',
      at: decision?.at ?? null,
      detail: decided ? `${claim.status === 'approved' ? 'Approved' : 'Rejected'}${decision?.note ? `: ${decision.note}` : ''}` : null,
    },
  ];
}

const STATE_TEXT = { done: ' (done)', current: ' (in progress)', pending: ' (pending)' } as const;

export function ClaimTimeline({ claim }: { claim: ClaimDetail }) {
  const items = buildTimeline(claim);
  return (
    <ol className="grid gap-4" aria-label="Claim timeline">
      {items.map((item) => {
        const Icon = item.state === 'done' ? CheckCircle2 : item.state === 'current' ? Clock : Circle;
        const tone = item.state === 'done' ? 'text-green-600' : item.state === 'current' ? 'text-yellow-600' : 'text-slate-300';
        return (
          <li key={item.title} className="flex gap-3" data-state={item.state}>
            <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${tone}`} aria-hidden />
            <div>
              <p className={`font-medium ${item.state === 'pending' ? 'text-slate-500' : 'text-slate-900'}`}>
                {item.title}
                <span className="sr-only">{STATE_TEXT[item.state]}</span>
              </p>
              {item.at && <p className="text-sm text-slate-600">{formatDateTime(item.at)}</p>}
              {item.detail && <p className="text-sm text-slate-700">{item.detail}</p>}
              {item.state === 'current' && <p className="text-sm text-slate-500">In progress</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
