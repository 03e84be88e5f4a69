import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { CLAIM_TYPE_LABELS, SUB_TYPE_LABELS } from '../../../shared/claim';
import { useContent } from '../../lib/use-content';
import { listLabel } from './documents-card';
import { EstimateComparisonCard } from './estimate-comparison-card';
import { formatFileSize, formatMoneyText } from '../../../shared/format';
import { StepHeading } from './step-heading';
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
  const content = useContent();
  const { values: v, claimType, claimSubType, files, opposingAppraiserStatus, typeDetails, filedFor } = wizard.state;
  const pending = opposingAppraiserStatus === 'pending';
  return (
    <section className="grid gap-4">
      <StepHeading>Review Your Claim</StepHeading>
      <div className="grid gap-4 md:grid-cols-2">
        {adminMode && <ReviewCard title="Filed For" rows={[['Client name', filedFor.name], ['Client email', filedFor.email]]} />}
        <ReviewCard
          title="Client"
          rows={[
            ['Company', content.insurerName],
            ['Insured name', v.insuredName],
            ['Email', v.email],
            ['Phone', v.phone],
          ]}
        />
        <ReviewCard
          title="Claim"
          rows={[
            ['Claim type', claimSubType ? `${CLAIM_TYPE_LABELS[claimType]} — ${SUB_TYPE_LABELS[claimSubType]}` : CLAIM_TYPE_LABELS[claimType]],
            ['Claim number', v.claimNumber],
            ['Policy number', v.policyNumber],
            ['Date of loss', v.dateOfLoss],
            ...(claimSubType === 'appraisal-inspection'
              ? ([['Vehicle accessible', typeDetails.vehicleAccessible === null ? '' : typeDetails.vehicleAccessible ? 'Yes' : 'No']] as [string, string][])
              : []),
            ...(claimSubType === 'appraisal-post-repair'
              ? ([
                  ['Amount paid by insurer', formatMoneyText(typeDetails.amountPaidByInsurer)],
                  ['Payment date', typeDetails.paymentDate],
                ] as [string, string][])
              : []),
          ]}
        />
        <ReviewCard
          title="Vehicle"
          rows={[
            ['Year', v.vehicleYear ?? ''],
            ['Make', v.vehicleMake],
            ['Model', v.vehicleModel],
            ['Trim', v.vehicleTrim],
            ['VIN', v.vehicleVin],
            ['Location', v.vehicleLocation],
          ]}
        />
        <ReviewCard
          title="Opposing Appraiser"
          rows={
            pending
              ? [['Status', 'PENDING']]
              : [
                  ['Name', v.opposingAppraiserName],
                  ['Company', v.opposingAppraiserCompany],
                  ['Phone', v.opposingAppraiserPhone],
                  ['Email', v.opposingAppraiserEmail],
                  ['Address', v.opposingAppraiserAddress],
                  ['Estimate amount', formatMoneyText(v.opposingEstimateAmount)],
                  ['Estimate date', v.opposingEstimateDate],
                ]
          }
        />
        {claimType === 'appraisal' && <EstimateComparisonCard files={files} />}
        <ReviewCard title="Repair Shop" rows={[['Shop name', v.repairShopName]]} />
        <ReviewCard title="Notes" rows={[['Notes', v.notes]]} />
        <ReviewCard
          title={`Documents (${files.length})`}
          rows={[]}
          extra={
            <ul className="grid gap-1 text-sm">
              {files.length === 0 && <li className="text-slate-600">No documents.</li>}
              {files.map((f) => (
                <li key={f.id} className="flex justify-between gap-2">
                  <span className="min-w-0 truncate">{f.file.name}</span>
                  <span className="shrink-0 text-slate-600">
                    {listLabel(f.category)} · {formatFileSize(f.file.size)}
                  </span>
                </li>
              ))}
            </ul>
          }
        />
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => wizard.goToStep(3)}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back
        </Button>
        <Button onClick={() => wizard.goToStep(5)}>
          Continue to Submit <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
