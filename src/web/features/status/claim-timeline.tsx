import { CheckCircle2, Circle, Clock } from 'lucide-react';
import { type ClaimDetail, formatDateTime, type StatusEvent } from '../../lib/claim-types';

interface TimelineItem {
  title: string;
  done: boolean;
  at: string | null;
  detail: string | null;
}

/**
 * DESIGN.md "Status timeline": Claim Submitted = created; Under Review = the first move to
 * processing; Processing Complete = the current approval or rejection, saying which.
 */
export function buildTimeline(claim: Pick<ClaimDetail, 'status' | 'createdAt' | 'statusHistory'>): TimelineItem[] {
  const history: StatusEvent[] = claim.statusHistory ?? [];
  const firstReview = history.find((e) => e.status === 'processing');
  const decided = claim.status === 'approved' || claim.status === 'rejected';
  const decision = decided ? [...history].reverse().find((e) => e.status === claim.status) : undefined;
  return [
    { title: 'Claim Submitted', done: true, at: claim.createdAt, detail: null },
    {
      title: 'Under Review',
      done: Boolean(firstReview) || claim.status !== 'submitted',
      at: firstReview?.at ?? null,
      detail: null,
    },
    {
      title: 'Processing Complete',
      done: decided,
      at: decision?.at ?? null,
      detail: decided ? `${claim.status === 'approved' ? 'Approved' : 'Rejected'}${decision?.note ? `: ${decision.note}` : ''}` : null,
    },
  ];
}

export function ClaimTimeline({ claim }: { claim: ClaimDetail }) {
  const items = buildTimeline(claim);
  return (
    <ol className="grid gap-4" aria-label="Claim timeline">
      {items.map((item, i) => {
        const current = !item.done && (i === 0 || items[i - 1].done);
        const Icon = item.done ? CheckCircle2 : current ? Clock : Circle;
        return (
          <li key={item.title} className="flex gap-3" data-done={item.done}>
            <Icon
              className={`mt-0.5 h-5 w-5 shrink-0 ${item.done ? 'text-green-600' : current ? 'text-yellow-600' : 'text-slate-300'}`}
              aria-hidden
            />
            <div>
              <p className={`font-medium ${item.done ? 'text-slate-900' : 'text-slate-500'}`}>
                {item.title}
                <span className="sr-only">{item.done ? ' (done)' : ' (pending)'}</span>
              </p>
              {item.at && <p className="text-sm text-slate-600">{formatDateTime(item.at)}</p>}
              {item.detail && <p className="text-sm text-slate-700">{item.detail}</p>}
              {!item.done && current && <p className="text-sm text-slate-500">In progress</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
