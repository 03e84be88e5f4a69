import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { OPPOSING_APPRAISER_SUBMIT_FIELDS } from '../../../shared/claim';
import { ClaimField, type FormContext } from './claim-field';
import { FormSection } from './form-sections';

/** Opposing Appraiser, with 'Mark as Pending / Unknown' (fields disabled, no required marks, PENDING badge). */
export function OpposingAppraiserSection({ ctx }: { ctx: FormContext }) {
  const { t } = useTranslation();
  const { wizard } = ctx;
  const pending = wizard.state.opposingAppraiserStatus === 'pending';
  // Name, company, e-mail and phone are required unless pending (spec section 5; enforced on submit).
  const required = new Set(ctx.required);
  if (!pending) for (const f of OPPOSING_APPRAISER_SUBMIT_FIELDS) required.add(f);
  const inner: FormContext = { ...ctx, disabled: pending, required };
  return (
    <FormSection title={t('form.section.opposing')} badge={pending ? <Badge tone="yellow">{t('form.pendingBadge')}</Badge> : undefined}>
      <label className="mb-4 flex items-center gap-2 text-sm text-slate-800">
        <Checkbox checked={pending} onCheckedChange={(v) => wizard.update({ opposingAppraiserStatus: v === true ? 'pending' : 'completed' })} />
        {t('form.markPending')}
      </label>
      {!pending && <p className="-mt-2 mb-4 text-sm text-slate-600">{t('form.markPendingHint')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <ClaimField ctx={inner} field="opposingAppraiserName" label={t('form.field.opposingAppraiserName')} />
        <ClaimField ctx={inner} field="opposingAppraiserCompany" label={t('form.field.opposingAppraiserCompany')} />
        <ClaimField
          ctx={inner}
          field="opposingAppraiserPhone"
          label={t('form.field.opposingAppraiserPhone')}
          type="tel"
          format="phone"
          placeholder="(555) 555-5555"
        />
        <ClaimField ctx={inner} field="opposingAppraiserEmail" label={t('form.field.opposingAppraiserEmail')} type="email" />
        <ClaimField ctx={inner} field="opposingAppraiserAddress" label={t('form.field.opposingAppraiserAddress')} className="sm:col-span-2" />
        <ClaimField ctx={inner} field="opposingEstimateAmount" label={t('form.field.opposingEstimateAmount')} format="money" />
        <ClaimField ctx={inner} field="opposingEstimateDate" label={t('form.field.opposingEstimateDate')} type="date" />
      </div>
    </FormSection>
  );
}
