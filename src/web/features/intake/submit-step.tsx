import { AlertTriangle, ArrowLeft, Loader2, Send } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { StepHeading } from './step-heading';
import { useSubmitClaim } from './use-submit-claim';
import type { Wizard } from './use-wizard';
import { plural } from '../../../shared/format';

/** Step 5: 'Submit Your Claim'. */
export default function SubmitStep({ wizard, adminMode }: { wizard: Wizard; adminMode?: boolean }) {
  const { submit, pending, duplicate } = useSubmitClaim(wizard, { adminMode });
  const { files, values } = wizard.state;
  return (
    <section className="grid gap-4">
      <StepHeading>Submit Your Claim</StepHeading>
      <Card>
        <CardContent className="grid gap-2 pt-5 text-sm text-slate-700">
          <p>
            You are about to submit the claim{values.claimNumber ? ` ${values.claimNumber}` : ''}
            {values.insuredName ? ` for ${values.insuredName}` : ''} with {plural(files.length, 'document')}.
          </p>
          <p>Our team reviews every claim and responds within 24 hours. You will get a reference number to track its status.</p>
        </CardContent>
      </Card>
      {duplicate && (
        <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div className="grid gap-2">
            <p className="font-semibold">This may be a claim you already filed</p>
            <p>{duplicate.message}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-2">
              <Link href={`/claim-status/${encodeURIComponent(duplicate.referenceNumber)}`} className="font-medium text-brand-700 underline">
                Open claim {duplicate.referenceNumber}
              </Link>
              <button type="button" className="font-medium text-amber-900 underline" disabled={pending} onClick={() => void submit(true)}>
                Submit as a separate claim
              </button>
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" disabled={pending} onClick={() => wizard.goToStep(4)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Review
        </Button>
        <Button size="lg" disabled={pending} aria-busy={pending} onClick={() => void submit()}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
          {pending ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </div>
    </section>
  );
}
