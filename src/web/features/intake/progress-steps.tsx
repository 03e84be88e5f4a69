import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn';
import type { WizardStep } from './wizard-types';

/** The steps' names are the messages intake.steps.<key>. */
export const STEP_KEYS = ['start', 'upload', 'details', 'review', 'submit'] as const;

/** The five-step bar; fill width is (step − 1) / (steps − 1). A reached step can be clicked. */
export function ProgressSteps({ step, maxStep, onJump }: { step: WizardStep; maxStep: WizardStep; onJump: (s: WizardStep) => void }) {
  const { t } = useTranslation();
  const fill = ((step - 1) / (STEP_KEYS.length - 1)) * 100;
  return (
    <nav aria-label={t('intake.progress')} className="relative">
      <div className="absolute top-4 right-4 left-4 h-1 rounded bg-slate-200" aria-hidden>
        <div className="h-full rounded bg-brand-600 transition-all duration-500" style={{ width: `${fill}%` }} />
      </div>
      <ol className="relative flex justify-between">
        {STEP_KEYS.map((key, i) => {
          const label = t(`intake.steps.${key}`);
          const n = (i + 1) as WizardStep;
          const done = n < step;
          const current = n === step;
          return (
            <li key={key} className="flex flex-col items-center gap-1">
              <button
                type="button"
                onClick={() => onJump(n)}
                disabled={n > maxStep}
                aria-current={current ? 'step' : undefined}
                aria-label={done ? t('intake.stepDone', { n, label }) : t('intake.stepLabel', { n, label })}
                className={cn(
                  'flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
                  current && 'border-brand-600 bg-brand-600 text-white',
                  done && 'border-brand-600 bg-white text-brand-700',
                  !current && !done && 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {done ? <Check className="h-4 w-4" aria-hidden /> : n}
              </button>
              <span className={cn('text-xs', current ? 'font-semibold text-brand-700' : 'text-slate-600')}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
