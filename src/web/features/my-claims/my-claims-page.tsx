import { FilePlus2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { translateText } from '../../lib/i18n';
import { CLAIM_TYPE_LABELS, type ClaimType, SUB_TYPE_LABELS, type AppraisalSubType } from '../../../shared/claim-kinds';
import { ClaimStatusBadge } from '../../components/claim-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/claim-types';
import { type MyClaimSummary, useMyClaims } from './my-claims-api';

const claimTypeLabel = (c: MyClaimSummary) => {
  const typeLabel = CLAIM_TYPE_LABELS[c.claimType as ClaimType];
  const type = typeLabel ? translateText(typeLabel) : c.claimType;
  const subLabel = c.claimSubType ? SUB_TYPE_LABELS[c.claimSubType as AppraisalSubType] : null;
  const sub = subLabel ? translateText(subLabel) : null;
  return sub ? `${type} · ${sub}` : type;
};

const vehicle = (c: MyClaimSummary) => [c.vehicleYear, c.vehicleMake, c.vehicleModel].filter(Boolean).join(' ') || '—';

/** /my-claims: the signed-in claimant's claims, newest first, each linking to its status page. */
export default function MyClaimsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Always fresh on arrival: a claim filed a minute ago belongs in the list.
  const claims = useMyClaims();

  // The app header (with Logout) comes with the protected route.
  return (
    <div className="min-h-screen bg-slate-50">
      <main className="mx-auto grid max-w-5xl gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{t('header.myClaims')}</h1>
            <p className="text-sm text-slate-600">
              <Trans i18nKey="myClaims.introVerify" components={{ confirm: <Link href="/verify-email" className="font-medium text-brand-600 underline" /> }} />
            </p>
          </div>
          <Button onClick={() => navigate('/')}>
            <FilePlus2 className="h-4 w-4" aria-hidden /> {t('myClaims.new')}
          </Button>
        </div>
        {claims.isLoading ? (
          <Spinner label={t('myClaims.loading')} />
        ) : claims.isError ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(claims.error, t('myClaims.loadFailed'))}
          </p>
        ) : !claims.data?.claims.length ? (
          <EmptyState />
        ) : (
          <ClaimList claims={claims.data.claims} total={claims.data.total} />
        )}
      </main>
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myClaims.empty')}</CardTitle>
        <CardDescription>{t('myClaims.emptyText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href="/" className="font-medium text-brand-700 underline">
          {t('myClaims.start')}
        </Link>
      </CardContent>
    </Card>
  );
}

/** Cards on a phone, a table from the small-tablet width up: one list of links either way. */
function ClaimList({ claims, total }: { claims: MyClaimSummary[]; total: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-claims-list" className="grid gap-3">
      <h2 id="my-claims-list" className="sr-only">
        {t('myClaims.yours')}
      </h2>
      <p className="text-sm text-slate-600">{t('myClaims.count', { count: total })}</p>
      <ul className="grid gap-3 md:hidden">
        {claims.map((c) => (
          <li key={c.referenceNumber} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link href={`/claim-status/${encodeURIComponent(c.referenceNumber)}`} className="font-mono font-semibold text-brand-700 underline">
                {c.referenceNumber}
              </Link>
              <ClaimStatusBadge status={c.status} />
            </div>
            <dl className="mt-2 grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="w-24 shrink-0 text-slate-500">{t('myClaims.type')}</dt>
                <dd className="min-w-0 break-words">{claimTypeLabel(c)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-24 shrink-0 text-slate-500">{t('review.card.vehicle')}</dt>
                <dd className="min-w-0 break-words">{vehicle(c)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-24 shrink-0 text-slate-500">{t('myClaims.lastChange')}</dt>
                <dd>{formatDateTime(c.updatedAt)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('myClaims.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">{t('myClaims.reference')}</th>
              <th className="px-4 py-2 font-medium">{t('myClaims.type')}</th>
              <th className="px-4 py-2 font-medium">{t('review.card.vehicle')}</th>
              <th className="px-4 py-2 font-medium">{t('review.row.status')}</th>
              <th className="px-4 py-2 font-medium">{t('myClaims.lastChange')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((c) => (
              <tr key={c.referenceNumber} className="border-b border-slate-100 last:border-0">
                <td className="px-4 py-3">
                  <Link href={`/claim-status/${encodeURIComponent(c.referenceNumber)}`} className="font-mono font-semibold text-brand-700 underline">
                    {c.referenceNumber}
                  </Link>
                </td>
                <td className="px-4 py-3">{claimTypeLabel(c)}</td>
                <td className="px-4 py-3">{vehicle(c)}</td>
                <td className="px-4 py-3">
                  <ClaimStatusBadge status={c.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(c.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
