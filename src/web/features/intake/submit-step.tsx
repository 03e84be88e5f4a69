import { AlertTriangle, ArrowLeft, Loader2, Send } from 'lucide-react';
import { Link } from 'wouter';
import { translateText } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { StepHeading } from './step-heading';
import { useSubmitClaim } from './use-submit-claim';
import type { Wizard } from './use-wizard';
import { useTranslation } from 'react-i18next';

/** Step 5: 'Submit Your Claim'. */
export default function SubmitStep({ wizard, adminMode }: { wizard: Wizard; adminMode?: boolean }) {
  const { t } = useTranslation();
  const { submit, pending, duplicate } = useSubmitClaim(wizard, { adminMode });
  const { files, values } = wizard.state;
  return (
    <section className="grid gap-4">
      <StepHeading>{t('submit.title')}</StepHeading>
      <Card>
        <CardContent className="grid gap-2 pt-5 text-sm text-slate-700">
          <p>
            {t('submit.about', {
              hasNumber: values.claimNumber ? 'yes' : 'no',
              claimNumber: values.claimNumber,
              hasInsured: values.insuredName ? 'yes' : 'no',
              insured: values.insuredName,
              count: files.length,
            })}
          </p>
          <p>{t('submit.next')}</p>
        </CardContent>
      </Card>
      {duplicate && (
        <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div className="grid gap-2">
            <p className="font-semibold">{t('submit.duplicateTitle')}</p>
            <p>{translateText(duplicate.message)}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-2">
              <Link href={`/claim-status/${encodeURIComponent(duplicate.referenceNumber)}`} className="font-medium text-brand-700 underline">
                {t('submit.openClaim', { ref: duplicate.referenceNumber })}
              </Link>
              <button type="button" className="font-medium text-amber-900 underline" disabled={pending} onClick={() => void submit(true)}>
                {t('submit.separate')}
              </button>
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" disabled={pending} onClick={() => wizard.goToStep(4)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('submit.back')}
        </Button>
        <Button size="lg" disabled={pending} aria-busy={pending} onClick={() => void submit()}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
          {pending ? t('submit.submitting') : t('submit.submit')}
        </Button>
      </div>
    </section>
  );
}
