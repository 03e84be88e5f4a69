import { Link, useParams } from 'wouter';
import { useClaim } from '../../api/claim';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import type { ClaimDetail } from '../../lib/claim-types';
import { ClaimAnalysis } from './claim-analysis';
import { DisputeReview } from '../../components/dispute-review/dispute-review';
import { ClaimComparison } from './claim-comparison';
import { ClaimDocuments } from './claim-documents';
import { ClaimFieldGroups } from './claim-field-groups';
import { ClaimNotes } from './claim-notes';
import { StatusChange } from './status-change';

function BotAnswers({ claim }: { claim: ClaimDetail }) {
  const answers = Object.entries(claim.answers ?? {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assignment Bot Answers</CardTitle>
      </CardHeader>
      <CardContent>
        {answers.length === 0 ? (
          <p className="text-sm text-slate-600">The claimant has not answered the Assignment Bot.</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {answers.map(([id, a]) => (
              <div key={id}>
                <dt className="text-slate-500">{a.question || id}</dt>
                <dd className="font-medium">{typeof a.answer === 'boolean' ? (a.answer ? 'Yes' : 'No') : String(a.answer ?? '—')}</dd>
                {a.documentValue && (
                  <dd className="mt-1 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                    Differs from the documents: {a.documentFile || 'a document'} prints {a.documentValue}. Both are kept; the claim field shows the document's
                    figure.
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/claims/{referenceNumber}: everything staff need to work one claim. */
export default function ClaimDetailPage() {
  const { referenceNumber = '' } = useParams<{ referenceNumber: string }>();
  const ref = decodeURIComponent(referenceNumber);
  const { data: claim, isLoading, error } = useClaim(ref);

  if (isLoading) return <Spinner label="Loading claim..." />;
  if (error || !claim) {
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">Claim Not Found</h1>
        <p className="mt-2 text-slate-600">
          {errorStatus(error) === 404 || !error
            ? `The claim with reference number ${ref} could not be found.`
            : errorMessage(error, 'The claim could not be loaded.')}
        </p>
        <Link href="/admin/claims" className="mt-4 inline-block text-brand-600 underline">
          Back to Claims
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto grid max-w-6xl gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Claim {claim.referenceNumber}</h1>
          <p className="text-slate-600">{claim.insuredName ?? 'No insured name'}</p>
          {claim.possibleDuplicateOf && (
            <p className="mt-1 text-sm font-semibold text-amber-800">
              Possible duplicate: the claimant already filed{' '}
              <Link href={`/admin/claims/${claim.possibleDuplicateOf}`} className="underline">
                {claim.possibleDuplicateOf}
              </Link>{' '}
              with the same claim number or vehicle and date of loss, and chose to file again.
            </p>
          )}
        </div>
        <Link href="/admin/claims" className="text-sm font-medium text-brand-600 underline">
          Back to Claims
        </Link>
      </div>
      {/* On a phone the documents and notes sit screens below the status: jumps to them, near the top. */}
      <nav aria-label="Jump to" className="flex gap-4 text-sm font-medium lg:hidden">
        <a href="#documents" className="text-brand-700 underline">
          Documents ({claim.files.length})
        </a>
        <a href="#notes" className="text-brand-700 underline">
          Notes
        </a>
      </nav>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <ClaimFieldGroups claim={claim} />
          <ClaimDocuments files={claim.files} referenceNumber={claim.referenceNumber} />
          <ClaimComparison referenceNumber={claim.referenceNumber} />
          <DisputeReview referenceNumber={claim.referenceNumber} />
          <ClaimAnalysis claim={claim} />
        </div>
        {/* On a phone the status actions come first, right under the claim's name, not screens below. */}
        <div className="order-first grid content-start gap-4 lg:order-none">
          <StatusChange claim={claim} />
          <ClaimNotes claim={claim} />
          <BotAnswers claim={claim} />
        </div>
      </div>
    </main>
  );
}
