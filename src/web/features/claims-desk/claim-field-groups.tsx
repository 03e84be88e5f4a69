import type { ReactNode } from 'react';
import { CLAIM_TYPE_LABELS, type ClaimType, SUB_TYPE_LABELS, type AppraisalSubType } from '../../../shared/claim';
import { fieldLabel, typeDetailsFor } from '../../../shared/claim-labels';
import { formatMoneyText } from '../../../shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { type ClaimDetail, formatDateTime } from '../../lib/claim-types';
import { useContent } from '../../api/content';
import { claimInsurer } from '../../../shared/claim-insurer';

const shown = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

function Group({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words">{typeof value === 'string' || value === null ? shown(value) : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const MONEY_DETAILS = new Set(['amountPaidByInsurer']);

/** Every stored field of the claim, grouped as staff work through them. */
export function ClaimFieldGroups({ claim }: { claim: ClaimDetail }) {
  const content = useContent();
  // The carrier the documents name; the configured one, said as such, when none does.
  const insurer = claim.insuranceCompany ? claimInsurer(claim.insuranceCompany, content.insurerName) : `${content.insurerName} (no document names a carrier)`;
  const type = CLAIM_TYPE_LABELS[claim.claimType as ClaimType] ?? claim.claimType;
  const sub = claim.claimSubType ? SUB_TYPE_LABELS[claim.claimSubType as AppraisalSubType] : null;
  // Only the fields of the claim's own sub-type: the wizard stores every sub-type form's values.
  const details = typeDetailsFor(claim.claimSubType, claim.typeDetails).map(
    ([k, v]) => [fieldLabel(k), MONEY_DETAILS.has(k) ? shown(formatMoneyText(v as string | number | null)) : shown(v)] as [string, string],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Claim Fields</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Group
          title="Claim"
          rows={[
            ['Claim Type', sub ? `${type}: ${sub}` : type],
            ['Inspection Needed', shown(claim.inspectionNeeded)],
            ['Claim Number', shown(claim.claimNumber)],
            ['Policy Number', shown(claim.policyNumber)],
            ['Date of Loss', shown(claim.dateOfLoss)],
            ['Insurance Company', insurer],
            ['Deductible', shown(formatMoneyText(claim.deductibleAmount))],
            ['Submitted', formatDateTime(claim.createdAt)],
            ['Filed For', claim.filedForName ? `${claim.filedForName} <${claim.filedForEmail ?? ''}>` : '—'],
          ]}
        />
        <Group
          title="Client"
          rows={[
            ['Insured Name', shown(claim.insuredName)],
            ['Email', shown(claim.email)],
            ['Phone', shown(claim.phone)],
            ['Address', shown(claim.clientAddress)],
            ['City', shown(claim.clientCity)],
            ['State', shown(claim.clientState)],
            ['ZIP', shown(claim.clientZip)],
            ["Driver's License", shown(claim.driverLicenseNumber)],
          ]}
        />
        <Group
          title="Vehicle"
          rows={[
            ['Year', shown(claim.vehicleYear)],
            ['Make', shown(claim.vehicleMake)],
            ['Model', shown(claim.vehicleModel)],
            ['Trim', shown(claim.vehicleTrim)],
            ['VIN', shown(claim.vehicleVin)],
            ['Location', shown(claim.vehicleLocation)],
            ['Repair Shop', shown(claim.repairShopName)],
          ]}
        />
        <Group
          title="Opposing Appraiser"
          rows={[
            ['Status', claim.opposingAppraiserStatus === 'pending' ? 'Pending / Unknown' : 'Completed'],
            ['Name', shown(claim.opposingAppraiserName)],
            ['Company', shown(claim.opposingAppraiserCompany)],
            ['Phone', shown(claim.opposingAppraiserPhone)],
            ['Email', shown(claim.opposingAppraiserEmail)],
            ['Address', shown(claim.opposingAppraiserAddress)],
            ['Estimate Amount', shown(formatMoneyText(claim.opposingEstimateAmount))],
            ['Estimate Date', shown(claim.opposingEstimateDate)],
          ]}
        />
        {details.length > 0 && <Group title={`${sub ?? type} Details`} rows={details} />}
        <section aria-label="Notes">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">Notes</h3>
          <p className="text-sm whitespace-pre-wrap">{shown(claim.notes)}</p>
        </section>
      </CardContent>
    </Card>
  );
}
