import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/claim-types';
import { intlLocale, translateText } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { CLAIM_TYPE_LABELS, SUB_TYPE_LABELS } from '../../../shared/claim';
import { useContent } from '../../api/content';
import { listLabel } from './documents-card';
import { EstimateComparisonCard } from './estimate-comparison-card';
import { formatFileSize, formatMoneyText } from '../../../shared/format';
import { claimInsurer, insurerInFields } from '../../../shared/claim-insurer';
import { StepHeading } from './step-heading';
import { DuplicateNotice } from './duplicate-notice';
import type { Wizard } from './use-wizard';

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd className="break-words text-slate-900">{v === '' || v === null || v === undefined ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReviewCard({ title, rows, extra }: { title: string; rows: [string, ReactNode][]; extra?: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Rows rows={rows} />
        {extra}
      </CardContent>
    </Card>
  );
}

/** Step 4: 'Review Your Claim', read-only cards. */
export default function ReviewStep({ wizard, adminMode }: { wizard: Wizard; adminMode?: boolean }) {
  const { t } = useTranslation();
  const content = useContent();
  const { values: v, claimType, claimSubType, files, opposingAppraiserStatus, typeDetails, filedFor } = wizard.state;
  const pending = opposingAppraiserStatus === 'pending';
  return (
    <section className="grid gap-4">
      <StepHeading>{t('review.title')}</StepHeading>
      <DuplicateNotice wizard={wizard} adminMode={adminMode} />
      <div className="grid gap-4 md:grid-cols-2">
        {adminMode && (
          <ReviewCard
            title={t('review.card.filedFor')}
            rows={[
              [t('review.row.clientName'), filedFor.name],
              [t('review.row.clientEmail'), filedFor.email],
            ]}
          />
        )}
        <ReviewCard
          title={t('review.card.client')}
          rows={[
            [t('review.row.company'), claimInsurer(insurerInFields(wizard.state.analysis?.claimData), content.insurerName)],
            [t('review.row.insuredName'), v.insuredName],
            [t('review.row.email'), v.email],
            [t('review.row.phone'), v.phone],
          ]}
        />
        <ReviewCard
          title={t('review.card.claim')}
          rows={[
            [
              t('review.row.claimType'),
              claimSubType
                ? `${translateText(CLAIM_TYPE_LABELS[claimType])} — ${translateText(SUB_TYPE_LABELS[claimSubType])}`
                : translateText(CLAIM_TYPE_LABELS[claimType]),
            ],
            [t('review.row.claimNumber'), v.claimNumber],
            [t('review.row.policyNumber'), v.policyNumber],
            [t('review.row.dateOfLoss'), formatDay(v.dateOfLoss)],
            ...(claimSubType === 'appraisal-inspection'
              ? ([
                  [
                    t('review.row.vehicleAccessible'),
                    typeDetails.vehicleAccessible === null ? '' : typeDetails.vehicleAccessible ? t('common.yes') : t('common.no'),
                  ],
                ] as [string, string][])
              : []),
            ...(claimSubType === 'appraisal-post-repair'
              ? ([
                  [t('review.row.amountPaidByInsurer'), formatMoneyText(typeDetails.amountPaidByInsurer, intlLocale())],
                  [t('review.row.paymentDate'), formatDay(typeDetails.paymentDate)],
                ] as [string, string][])
              : []),
          ]}
        />
        <ReviewCard
          title={t('review.card.vehicle')}
          rows={[
            [t('review.row.year'), v.vehicleYear ?? ''],
            [t('review.row.make'), v.vehicleMake],
            [t('review.row.model'), v.vehicleModel],
            [t('review.row.trim'), v.vehicleTrim],
            [t('review.row.vin'), v.vehicleVin],
            [t('review.row.location'), v.vehicleLocation],
          ]}
        />
        <ReviewCard
          title={t('review.card.opposingAppraiser')}
          rows={
            pending
              ? [[t('review.row.status'), t('form.pendingBadge')]]
              : [
                  [t('review.row.name'), v.opposingAppraiserName],
                  [t('review.row.company'), v.opposingAppraiserCompany],
                  [t('review.row.phone'), v.opposingAppraiserPhone],
                  [t('review.row.email'), v.opposingAppraiserEmail],
                  [t('review.row.address'), v.opposingAppraiserAddress],
                  [t('review.row.estimateAmount'), formatMoneyText(v.opposingEstimateAmount, intlLocale())],
                  [t('review.row.estimateDate'), formatDay(v.opposingEstimateDate)],
                ]
          }
        />
        {claimType === 'appraisal' && <EstimateComparisonCard files={files} />}
        <ReviewCard title={t('review.card.repairShop')} rows={[[t('review.row.shopName'), v.repairShopName]]} />
        <ReviewCard title={t('review.card.notes')} rows={[[t('review.row.notes'), v.notes]]} />
        <ReviewCard
          title={t('documents.title', { count: files.length })}
          rows={[]}
          extra={
            <ul className="grid gap-1 text-sm">
              {files.length === 0 && <li className="text-slate-600">{t('review.noDocuments')}</li>}
              {files.map((f) => (
                <li key={f.id} className="flex flex-wrap justify-between gap-x-2">
                  <span className="min-w-0 break-all">{f.file.name}</span>
                  <span className="shrink-0 text-slate-600">
                    {listLabel(f.category)} · {formatFileSize(f.file.size, intlLocale())}
                  </span>
                </li>
              ))}
            </ul>
          }
        />
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => wizard.goToStep(3)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('common.back')}
        </Button>
        <Button onClick={() => wizard.goToStep(5)}>
          {t('review.continue')} <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
