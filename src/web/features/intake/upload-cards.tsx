import { Check } from 'lucide-react';
import { plural } from '../../../shared/format';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';
import type { UploadStepDef } from './upload-steps';

export type CardStatus = 'not-available' | 'complete' | 'current' | 'pending';

/**
 * Spec section 4: not-available if flagged; complete if it has enough files (a step that needs 3
 * photos is not complete at 1: no green tick while Next stays disabled); current if active;
 * complete if before (and not short of files); else pending.
 */
export function cardStatus(index: number, active: number, flagged: boolean, count: number, minFiles = 1): CardStatus {
  if (flagged) return 'not-available';
  if (count >= minFiles) return 'complete';
  if (index === active) return 'current';
  if (index < active && count === 0) return 'complete';
  return 'pending';
}

export function UploadCards({
  steps,
  active,
  counts,
  notAvailable,
  onSelect,
}: {
  steps: UploadStepDef[];
  active: number;
  counts: number[];
  notAvailable: boolean[];
  onSelect: (i: number) => void;
}) {
  return (
    <ol className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Documents to upload">
      {steps.map((s, i) => {
        const status = cardStatus(i, active, notAvailable[i], counts[i], s.required ? s.minFiles : 1);
        const short = counts[i] > 0 && counts[i] < s.minFiles && !notAvailable[i];
        return (
          <li key={s.key}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === active ? 'step' : undefined}
              className={cn(
                'flex h-full w-full flex-col gap-1 rounded-lg border-2 bg-white p-3 text-left transition-colors',
                i === active ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-xs font-semibold text-slate-600">Step {i + 1}</span>
                {status === 'complete' && (
                  <span className="flex h-5 w-5 items-center justify-center rounded-full bg-green-600 text-white">
                    <Check className="h-3 w-3" aria-hidden />
                    <span className="sr-only">Complete</span>
                  </span>
                )}
                {status === 'current' && (
                  <span className="relative flex h-3 w-3">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-75" />
                    <span className="relative inline-flex h-3 w-3 rounded-full bg-brand-600" />
                    <span className="sr-only">Current</span>
                  </span>
                )}
              </span>
              <span className="font-semibold text-slate-900">{s.title}</span>
              <span className="text-xs text-slate-600">{s.description}</span>
              <span className="mt-auto flex flex-wrap gap-1 pt-1">
                {s.required && !notAvailable[i] && <Badge tone="red">Required</Badge>}
                {!s.required && <Badge tone="gray">Optional</Badge>}
                {notAvailable[i] && <Badge tone="orange">Not Available</Badge>}
                {counts[i] > 0 && !short && <Badge tone="green">{plural(counts[i], 'file')}</Badge>}
                {short && <Badge tone="orange">{counts[i]} of {s.minFiles}</Badge>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
