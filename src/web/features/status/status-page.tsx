import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { CLAIM_TYPE_LABELS, type ClaimType } from '../../../shared/claim';
import { ClaimStatusBadge } from '../../components/claim-status-badge';
import { DisputeReview } from '../../components/dispute-review/dispute-review';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { type ClaimDetail, formatDateTime } from '../../lib/claim-types';
import { ClaimTimeline } from './claim-timeline';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Fields({ rows }: { rows: Array<[string, unknown]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium break-words">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /claim-status/{referenceNumber}: badge, details, vehicle and the timeline of real status events. */
export default function StatusPage() {
  const { referenceNumber = '' } = useParams<{ referenceNumber: string }>();
  const ref = decodeURIComponent(referenceNumber);
  const [, navigate] = useLocation();
  const { data: claim, isLoading, error } = useQuery<ClaimDetail>({ queryKey: ['/api/claims', ref] });

  if (isLoading) return <Spinner label="Loading claim status..." />;
  if (error || !claim) {
    const missing = !error || errorStatus(error) === 404;
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Claim Not Found' : 'Claim Status Unavailable'}</h1>
        <p className="mt-2 text-slate-600">
          {missing
            ? `The claim with reference number ${ref} could not be found.`
            : errorMessage(error, 'The claim status could not be loaded. Please try again.')}
        </p>
        <Button className="mt-4" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">Claim Status</h1>
            <p className="font-mono text-slate-600">{claim.referenceNumber}</p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-600">Status:</span>
            <ClaimStatusBadge status={claim.status} />
          </div>
        </CardHeader>
        <CardContent>
          <ClaimTimeline claim={claim} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Claim Details</CardTitle>
        </CardHeader>
        <CardContent>
          <Fields
            rows={[
              ['Reference Number', claim.referenceNumber],
              ['Claim Type', CLAIM_TYPE_LABELS[claim.claimType as ClaimType] ?? claim.claimType],
              ['Insured Name', claim.insuredName],
              ['Claim Number', claim.claimNumber],
              ['Policy Number', claim.policyNumber],
              ['Date of Loss', claim.dateOfLoss],
              ['Submitted', formatDateTime(claim.createdAt)],
              ['Last Updated', formatDateTime(claim.updatedAt)],
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Vehicle Information</CardTitle>
        </CardHeader>
        <CardContent>
          <Fields
            rows={[
              ['Vehicle', [claim.vehicleYear, claim.vehicleMake, claim.vehicleModel].filter(Boolean).join(' ')],
              ['Trim', claim.vehicleTrim],
              ['VIN', claim.vehicleVin],
              ['Location', claim.vehicleLocation],
            ]}
          />
        </CardContent>
      </Card>
      <DisputeReview referenceNumber={claim.referenceNumber} />
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate('/my-claims')}>
          My Claims
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </div>
    </main>
  );
}
