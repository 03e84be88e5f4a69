import { useState } from 'react';
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
  const { referenceNumber = '' } = useParams<{ referenceNumber: string }>();
  const ref = decodeURIComponent(referenceNumber);
  const { source, claim, loading, notFound } = useClaimSource(ref);
  const [view, setView] = useState<View>('summary');
  const [answersSaved, setAnswersSaved] = useState(false);
  const [, navigate] = useLocation();

  if (loading) return <Spinner label="Loading claim..." />;
  if (notFound || !source) {
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">Claim Not Found</h1>
        <p className="mt-2 text-slate-600">The claim with reference number {ref} could not be found.</p>
        <Button className="mt-4" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6">
      {view === 'summary' && (
        <SummaryView source={source} answersSaved={answersSaved} onBot={() => setView('bot')} onForm={() => setView('form')} />
      )}
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
        <AssignmentFormView
          source={source}
          claim={claim}
          comparison={<ComparisonPanel referenceNumber={ref} />}
          onBack={() => setView('summary')}
        />
      )}
    </main>
  );
}
