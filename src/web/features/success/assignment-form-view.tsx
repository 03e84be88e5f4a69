import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, intlLocale, translateText } from '../../lib/i18n';
import { LIST_CATEGORIES, LIST_CATEGORY_LABELS, type ListCategory, normalizeCategory, toListCategory } from '../../../shared/categories';
import { CLAIM_TYPE_LABELS, type ClaimType, OPPOSING_APPRAISER_FIELDS, SUB_TYPE_LABELS, type AppraisalSubType } from '../../../shared/claim';
import { useContent } from '../../api/content';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { formatFileSize, formatMoneyText } from '../../../shared/format';
import { type ClaimDetail, type ClaimHandOff, formatDay } from '../../lib/claim-types';
import { FieldList, shownValue } from '../../components/field-list';
import { claimInsurer, insurerInFields } from '../../../shared/claim-insurer';

/** Each field's label is the message formView.appraiser.<field>. */
const APPRAISER_FIELDS = [...OPPOSING_APPRAISER_FIELDS, 'opposingEstimateAmount', 'opposingEstimateDate'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function claimTypeLabel(d: Record<string, unknown>): string {
  const typeLabel = CLAIM_TYPE_LABELS[d.claimType as ClaimType];
  const type = typeLabel ? translateText(typeLabel) : shownValue(d.claimType);
  const subLabel = d.claimSubType ? SUB_TYPE_LABELS[d.claimSubType as AppraisalSubType] : null;
  const sub = subLabel ? translateText(subLabel) : null;
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
  const { t } = useTranslation();
  const content = useContent();
  const d = source.claimData;
  // The insurer the claim's documents name; the configured carrier when none is named.
  const insurer = claimInsurer(claim?.insuranceCompany ?? insurerInFields(source.analysisResult?.claimData), content.insurerName);
  const hasAppraiser = APPRAISER_FIELDS.some((f) => shownValue(d[f]) !== '—');
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
          <h1 className="text-2xl font-bold">{t('formView.title', { insurer })}</h1>
          <p className="text-sm text-slate-600">
            {t('formView.reference', { ref: source.referenceNumber })} · {claimTypeLabel(d)}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            {t('formView.print')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('formView.back')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Section title={t('formView.section.insuredName')}>
          <FieldList
            rows={[
              [t('formView.row.insuredName'), d.insuredName],
              [t('formView.row.claimNumber'), d.claimNumber],
              [t('formView.row.policyNumber'), d.policyNumber],
              [t('formView.row.dateOfLoss'), formatDay(d.dateOfLoss)],
              [t('formView.row.phone'), d.phone],
              [t('formView.row.email'), d.email],
              [t('formView.row.clientCompany'), insurer],
              [t('formView.row.repairShop'), d.repairShopName],
            ]}
          />
        </Section>
        <Section title={t('formView.section.vehicleInformation')}>
          <FieldList
            rows={[
              [t('formView.row.year'), d.vehicleYear],
              [t('formView.row.make'), d.vehicleMake],
              [t('formView.row.model'), d.vehicleModel],
              [t('formView.row.trim'), d.vehicleTrim],
              [t('formView.row.vin'), d.vehicleVin],
              [t('formView.row.vehicleLocation'), d.vehicleLocation],
            ]}
          />
        </Section>
        {hasAppraiser && (
          <Section title={t('formView.section.opposingAppraiserInformation')}>
            {d.opposingAppraiserStatus === 'pending' && <Badge tone="orange">{t('form.pendingBadge')}</Badge>}
            <FieldList
              rows={APPRAISER_FIELDS.map((f) => [
                t(`formView.appraiser.${f}`),
                f === 'opposingEstimateAmount'
                  ? formatMoneyText(d[f] as string | number | null, intlLocale())
                  : f === 'opposingEstimateDate'
                    ? formatDay(d[f])
                    : d[f],
              ])}
            />
          </Section>
        )}
        <Section title={t('formView.section.analysisSummary')}>
          <ul className="grid gap-1 text-sm">
            <li>{t('formView.analyzed', { count: source.uploadedFiles.length, filled })}</li>
            {confidence !== null && <li>{t('formView.confidence', { value: confidence / 100 })}</li>}
            {gaps.length === 0 ? (
              <li>{t('formView.noGaps')}</li>
            ) : (
              gaps.map((g, i) => (
                <li key={`${g.field}-${i}`} className="text-amber-800">
                  {t('formView.gap', { what: g.note ? translateText(g.note) : g.field })}
                </li>
              ))
            )}
          </ul>
          {comparison}
        </Section>
        <Section title={t('formView.section.submittedDocuments')}>
          {source.uploadedFiles.length === 0 ? (
            <p className="text-sm text-slate-600">{t('formView.noDocuments')}</p>
          ) : (
            <div className="grid gap-3">
              {LIST_CATEGORIES.filter((c) => groups.has(c)).map((c) => (
                <div key={c}>
                  <h3 className="text-sm font-semibold">
                    {translateText(LIST_CATEGORY_LABELS[c])} ({groups.get(c)?.length})
                  </h3>
                  <ul className="mt-1 grid gap-1 text-sm">
                    {groups.get(c)?.map((f, i) => (
                      <li key={`${f.name}-${i}`} className="flex justify-between gap-3 rounded bg-slate-50 px-3 py-1.5">
                        <span className="break-all">{f.name}</span>
                        <span className="shrink-0 text-slate-500">{formatFileSize(f.size, intlLocale())}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </Section>
        <Section title={t('formView.section.additionalNotes')}>
          <p className="text-sm whitespace-pre-wrap">{shownValue(d.notes)}</p>
          {answers.length > 0 && (
            <div className="mt-3">
              <h3 className="text-sm font-semibold">{t('formView.botAnswers')}</h3>
              <dl className="mt-1 grid gap-1 text-sm">
                {answers.map(([id, a]) => (
                  <div key={id}>
                    <dt className="text-slate-500">{a.question ? translateText(a.question) : id}</dt>
                    <dd className="font-medium">
                      {typeof a.answer === 'boolean' ? (a.answer ? i18n.t('common.yes') : i18n.t('common.no')) : shownValue(a.answer)}
                    </dd>
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
