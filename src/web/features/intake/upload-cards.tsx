import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label={t('upload.cards.label')}>
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
                <span className="text-xs font-semibold text-slate-600">{t('upload.cards.step', { n: i + 1 })}</span>
                {status === 'complete' && (
                  <span className="flex h-5 w-5 items-center justify-center rounded-full bg-green-600 text-white">
                    <Check className="h-3 w-3" aria-hidden />
                    <span className="sr-only">{t('upload.cards.complete')}</span>
                  </span>
                )}
                {status === 'current' && (
                  <span className="relative flex h-3 w-3">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-75" />
                    <span className="relative inline-flex h-3 w-3 rounded-full bg-brand-600" />
                    <span className="sr-only">{t('upload.cards.current')}</span>
                  </span>
                )}
              </span>
              <span className="font-semibold text-slate-900">{s.title}</span>
              <span className="text-xs text-slate-600">{s.description}</span>
              <span className="mt-auto flex flex-wrap gap-1 pt-1">
                {s.required && !notAvailable[i] && <Badge tone="red">{t('upload.cards.required')}</Badge>}
                {!s.required && <Badge tone="gray">{t('upload.cards.optional')}</Badge>}
                {notAvailable[i] && <Badge tone="orange">{t('upload.cards.notAvailable')}</Badge>}
                {counts[i] > 0 && !short && <Badge tone="green">{t('upload.files', { count: counts[i] })}</Badge>}
                {short && <Badge tone="orange">{t('upload.countOf', { count: counts[i], min: s.minFiles })}</Badge>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
