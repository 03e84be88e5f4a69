import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AssignmentBot } from './assignment-bot';
import { AssignmentFormView } from './assignment-form-view';
import { DisputeReview } from '../../components/dispute-review/dispute-review';
import { ComparisonPanel } from './comparison-panel';
import { SummaryView } from './summary-view';
import { useClaimSource } from './use-claim-source';

type View = 'summary' | 'bot' | 'form';

/** /success/{referenceNumber}: summary, Assignment Bot and assignment form view (spec section 2). */
export default function SuccessPage() {
  const { t } = useTranslation();
  const { referenceNumber = '' } = useParams<{ referenceNumber: string }>();
  const ref = decodeURIComponent(referenceNumber);
  const { source, claim, loading, notFound } = useClaimSource(ref);
  const [view, setView] = useState<View>('summary');
  const [answersSaved, setAnswersSaved] = useState(false);
  const [, navigate] = useLocation();

  if (loading) return <Spinner label={t('success.loading')} />;
  if (notFound || !source) {
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">{t('success.notFound')}</h1>
        <p className="mt-2 text-slate-600">{t('success.notFoundText', { ref })}</p>
        <Button className="mt-4" onClick={() => navigate('/')}>
          {t('success.home')}
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6">
      {view === 'summary' && <SummaryView source={source} answersSaved={answersSaved} onBot={() => setView('bot')} onForm={() => setView('form')} />}
      {view === 'summary' && <DisputeReview referenceNumber={ref} />}
      {view === 'bot' && (
        <AssignmentBot
          source={source}
          onSkip={() => setView('summary')}
          onDone={() => {
            setAnswersSaved(true);
            setView('form');
          }}
        />
      )}
      {view === 'form' && (
        <AssignmentFormView source={source} claim={claim} comparison={<ComparisonPanel referenceNumber={ref} />} onBack={() => setView('summary')} />
      )}
    </main>
  );
}
