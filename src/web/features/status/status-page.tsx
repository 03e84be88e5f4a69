import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { useClaim } from '../../api/claim';
import { translateText } from '../../lib/i18n';
import { CLAIM_TYPE_LABELS, type ClaimType } from '../../../shared/claim';
import { ClaimStatusBadge } from '../../components/claim-status-badge';
import { DisputeReview } from '../../components/dispute-review/dispute-review';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { formatDateTime, formatDay } from '../../lib/claim-types';
import { ClaimTimeline } from './claim-timeline';
import { FieldList } from '../../components/field-list';

/** /claim-status/{referenceNumber}: badge, details, vehicle and the timeline of real status events. */
export default function StatusPage() {
  const { t } = useTranslation();
  const { referenceNumber = '' } = useParams<{ referenceNumber: string }>();
  const ref = decodeURIComponent(referenceNumber);
  const [, navigate] = useLocation();
  const { data: claim, isLoading, error } = useClaim(ref);

  if (isLoading) return <Spinner label={t('status.loading')} />;
  if (error || !claim) {
    const missing = !error || errorStatus(error) === 404;
    return (
      <main className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-bold">{missing ? t('success.notFound') : t('status.unavailable')}</h1>
        <p className="mt-2 text-slate-600">{missing ? t('success.notFoundText', { ref }) : errorMessage(error, t('status.loadFailed'))}</p>
        <Button className="mt-4" onClick={() => navigate('/')}>
          {t('success.home')}
        </Button>
      </main>
    );
  }
  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">{t('status.title')}</h1>
            <p className="font-mono text-slate-600">{claim.referenceNumber}</p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-600">{t('status.label')}</span>
            <ClaimStatusBadge status={claim.status} />
          </div>
        </CardHeader>
        <CardContent>
          <ClaimTimeline claim={claim} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('form.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FieldList
            rows={[
              [t('success.reference'), claim.referenceNumber],
              [
                t('review.row.claimType'),
                CLAIM_TYPE_LABELS[claim.claimType as ClaimType] ? translateText(CLAIM_TYPE_LABELS[claim.claimType as ClaimType]) : claim.claimType,
              ],
              [t('form.field.insuredName'), claim.insuredName],
              [t('form.field.claimNumber'), claim.claimNumber],
              [t('form.field.policyNumber'), claim.policyNumber],
              [t('form.field.dateOfLoss'), formatDay(claim.dateOfLoss)],
              [t('status.submitted'), formatDateTime(claim.createdAt)],
              [t('status.updated'), formatDateTime(claim.updatedAt)],
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('formView.section.vehicleInformation')}</CardTitle>
        </CardHeader>
        <CardContent>
          <FieldList
            rows={[
              [t('review.card.vehicle'), [claim.vehicleYear, claim.vehicleMake, claim.vehicleModel].filter(Boolean).join(' ')],
              [t('review.row.trim'), claim.vehicleTrim],
              [t('review.row.vin'), claim.vehicleVin],
              [t('review.row.location'), claim.vehicleLocation],
            ]}
          />
        </CardContent>
      </Card>
      <DisputeReview referenceNumber={claim.referenceNumber} />
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate('/my-claims')}>
          {t('header.myClaims')}
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          {t('success.home')}
        </Button>
      </div>
    </main>
  );
}
