import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { IntroStep } from './intro-step';
import { OptionsMenu } from './options-menu';
import { ProgressSteps, STEP_KEYS } from './progress-steps';
import { useWizard } from './use-wizard';

// The first screen (intro) ships in the page chunk; the heavier steps load when needed.
const UploadStep = lazy(() => import('./upload-step').then((m) => ({ default: m.UploadStep })));
const FormStep = lazy(() => import('./form-step'));
const ReviewStep = lazy(() => import('./review-step'));
const SubmitStep = lazy(() => import('./submit-step'));

/** The five-step claim wizard; adminMode adds the client it is filed for (Admin New Claim). */
export function IntakeWizard({ adminMode = false }: { adminMode?: boolean }) {
  const { t } = useTranslation();
  const wizard = useWizard();
  const { state } = wizard;

  const body = () => {
    if (state.stage === 'transitioning') {
      return (
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-slate-700">
          <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
          {t('intake.preparing')}
        </div>
      );
    }
    switch (state.step) {
      case 1:
        return <IntroStep wizard={wizard} />;
      case 2:
        return <UploadStep wizard={wizard} />;
      case 3:
        return <FormStep wizard={wizard} adminMode={adminMode} />;
      case 4:
        return <ReviewStep wizard={wizard} adminMode={adminMode} />;
      case 5:
        return <SubmitStep wizard={wizard} adminMode={adminMode} />;
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-4 sm:px-6">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <ProgressSteps step={state.step} maxStep={state.maxStep} onJump={wizard.goToStep} />
        </div>
        <OptionsMenu wizard={wizard} />
      </div>
      <p className="sr-only" aria-live="polite">
        {t('intake.stepOf', { n: state.step, total: STEP_KEYS.length, label: t(`intake.steps.${STEP_KEYS[state.step - 1]}`) })}
      </p>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>{body()}</Suspense>
    </div>
  );
}
