import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { APPRAISAL_SUB_TYPES, SUB_TYPE_LABELS } from '../../../shared/claim-kinds';
import { StepHeading } from './step-heading';
import { SUB_TYPE_DESCRIPTIONS } from './upload-steps';
import type { Wizard } from './use-wizard';

/** 'Choose Your Appraisal Clause Type': first click selects, a second click on the same confirms. */
export function SubTypeStep({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const { claimSubType } = wizard.state;
  return (
    <section className="mx-auto grid max-w-3xl gap-4">
      <StepHeading>{t('intake.subType.title')}</StepHeading>
      <p className="text-sm text-slate-600">{t('intake.subType.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {APPRAISAL_SUB_TYPES.map((sub) => {
          const selected = claimSubType === sub;
          return (
            <button
              key={sub}
              type="button"
              aria-pressed={selected}
              onClick={() => wizard.clickSubType(sub)}
              className={cn(
                'relative rounded-xl border-2 bg-white p-4 text-left transition-colors',
                selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-500',
              )}
            >
              {selected && <Check className="absolute top-3 right-3 h-5 w-5 text-brand-700" aria-hidden />}
              <span className="block font-semibold text-slate-900">{translateText(SUB_TYPE_LABELS[sub])}</span>
              <span className="mt-1 block text-sm text-slate-600">{translateText(SUB_TYPE_DESCRIPTIONS[sub])}</span>
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => wizard.update({ subTypeMode: false })}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('intake.subType.back')}
        </Button>
        {claimSubType && (
          <Button onClick={wizard.startUpload}>
            {t('intake.subType.continue')} <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}
