import type { ReactNode } from 'react';
import { LIST_CATEGORIES, LIST_CATEGORY_LABELS, type ListCategory, normalizeCategory, toListCategory } from '../../../shared/categories';
import { CLAIM_TYPE_LABELS, type ClaimType, SUB_TYPE_LABELS, type AppraisalSubType } from '../../../shared/claim';
import { useContent } from '../../lib/use-content';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { formatFileSize, formatMoneyText, plural } from '../../../shared/format';
import type { ClaimDetail, ClaimHandOff } from '../../lib/claim-types';

const APPRAISER_FIELDS = [
  ['opposingAppraiserName', 'Name'],
  ['opposingAppraiserCompany', 'Company'],
  ['opposingAppraiserPhone', 'Phone'],
  ['opposingAppraiserEmail', 'Email'],
  ['opposingAppraiserAddress', 'Address'],
  ['opposingEstimateAmount', 'Estimate Amount'],
  ['opposingEstimateDate', 'Estimate Date'],
] as const;

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

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

function claimTypeLabel(d: Record<string, unknown>): string {
  const type = CLAIM_TYPE_LABELS[d.claimType as ClaimType] ?? shown(d.claimType);
  const sub = d.claimSubType ? SUB_TYPE_LABELS[d.claimSubType as AppraisalSubType] : null;
  return sub ? `${type}: ${sub}` : type;
}

/** Fields the analysis pre-filled, and the required facts no document supplied. */
function analysisFacts(analysis: Record<string, unknown> | null) {
  const claimData = (analysis?.claimData ?? {}) as Record<string, unknown>;
  const appraiser = (analysis?.opposingAppraiserInfo ?? {}) as Record<string, unknown>;
  const filled = [...Object.values(claimData), ...Object.values(appraiser)].filter(
    (v) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number',
  ).length;
  const gaps = Array.isArray(analysis?.gaps) ? (analysis?.gaps as Array<{ field?: string; note?: string }>) : [];
  return { filled, gaps };
}

/** 'Progressive Appraisal Assignment': the claim laid out the way the appraiser reads it. */
export function AssignmentFormView({
  source,
  claim,
  comparison,
  onBack,
}: {
  source: ClaimHandOff;
  claim: ClaimDetail | null;
  comparison: ReactNode;
  onBack: () => void;
}) {
  const content = useContent();
  const d = source.claimData;
  const hasAppraiser = APPRAISER_FIELDS.some(([f]) => shown(d[f]) !== '—');
  const facts = analysisFacts(source.analysisResult);
  const filled = facts.filled;
  // An appraiser the claimant marked Pending / Unknown is not "missing from the documents".
  const gaps = d.opposingAppraiserStatus === 'pending' ? facts.gaps.filter((g) => !String(g.field ?? '').startsWith('opposingAppraiser')) : facts.gaps;
  const groups = new Map<ListCategory, ClaimHandOff['uploadedFiles']>();
  for (const f of source.uploadedFiles) {
    const kind = normalizeCategory(f.category);
    const key = kind ? toListCategory(kind) : 'other';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const answers = Object.entries(claim?.answers ?? {});
  const confidence = claim?.analysisConfidence ?? null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{content.insurerName} Appraisal Assignment</h1>
          <p className="text-sm text-slate-600">
            Reference {source.referenceNumber} · {claimTypeLabel(d)}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Back to Summary
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Section title="Insured Name">
          <Fields
            rows={[
              ['Insured Name', d.insuredName],
              ['Claim Number', d.claimNumber],
              ['Policy Number', d.policyNumber],
              ['Date of Loss', d.dateOfLoss],
              ['Phone', d.phone],
              ['Email', d.email],
              ['Client Company', content.insurerName],
              ['Repair Shop', d.repairShopName],
            ]}
          />
        </Section>
        <Section title="Vehicle Information">
          <Fields
            rows={[
              ['Year', d.vehicleYear],
              ['Make', d.vehicleMake],
              ['Model', d.vehicleModel],
              ['Trim', d.vehicleTrim],
              ['VIN', d.vehicleVin],
              ['Vehicle Location', d.vehicleLocation],
            ]}
          />
        </Section>
        {hasAppraiser && (
          <Section title="Opposing Appraiser Information">
            {d.opposingAppraiserStatus === 'pending' && <Badge tone="orange">PENDING</Badge>}
            <Fields
              rows={APPRAISER_FIELDS.map(([f, label]) => [label, f === 'opposingEstimateAmount' ? formatMoneyText(d[f] as string | number | null) : d[f]])}
            />
          </Section>
        )}
        <Section title="Analysis Summary">
          <ul className="grid gap-1 text-sm">
            <li>
              {plural(source.uploadedFiles.length, 'document')} analyzed;{' '}
              {plural(filled, 'field')} pre-filled from them.
            </li>
            {confidence !== null && <li>Analysis confidence: {confidence}%</li>}
            {gaps.length === 0 ? (
              <li>No required information was missing from the documents.</li>
            ) : (
              gaps.map((g, i) => (
                <li key={`${g.field}-${i}`} className="text-amber-800">
                  Not found in the documents: {g.note || g.field}
                </li>
              ))
            )}
          </ul>
          {comparison}
        </Section>
        <Section title="Submitted Documents">
          {source.uploadedFiles.length === 0 ? (
            <p className="text-sm text-slate-600">No documents were submitted.</p>
          ) : (
            <div className="grid gap-3">
              {LIST_CATEGORIES.filter((c) => groups.has(c)).map((c) => (
                <div key={c}>
                  <h3 className="text-sm font-semibold">
                    {LIST_CATEGORY_LABELS[c]} ({groups.get(c)?.length})
                  </h3>
                  <ul className="mt-1 grid gap-1 text-sm">
                    {groups.get(c)?.map((f, i) => (
                      <li key={`${f.name}-${i}`} className="flex justify-between gap-3 rounded bg-slate-50 px-3 py-1.5">
                        <span className="break-all">{f.name}</span>
                        <span className="shrink-0 text-slate-500">{formatFileSize(f.size)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </Section>
        <Section title="Additional Notes">
          <p className="text-sm whitespace-pre-wrap">{shown(d.notes)}</p>
          {answers.length > 0 && (
            <div className="mt-3">
              <h3 className="text-sm font-semibold">Assignment Bot Answers</h3>
              <dl className="mt-1 grid gap-1 text-sm">
                {answers.map(([id, a]) => (
                  <div key={id}>
                    <dt className="text-slate-500">{a.question || id}</dt>
                    <dd className="font-medium">{typeof a.answer === 'boolean' ? (a.answer ? 'Yes' : 'No') : shown(a.answer)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
