import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { OPPOSING_APPRAISER_SUBMIT_FIELDS } from '../../../shared/claim';
import { ClaimField, type FormContext } from './claim-field';
import { FormSection } from './form-sections';

/** Opposing Appraiser, with 'Mark as Pending / Unknown' (fields disabled, no required marks, PENDING badge). */
export function OpposingAppraiserSection({ ctx }: { ctx: FormContext }) {
  const { wizard } = ctx;
  const pending = wizard.state.opposingAppraiserStatus === 'pending';
  // Name, company, e-mail and phone are required unless pending (spec section 5; enforced on submit).
  const required = new Set(ctx.required);
  if (!pending) for (const f of OPPOSING_APPRAISER_SUBMIT_FIELDS) required.add(f);
  const inner: FormContext = { ...ctx, disabled: pending, required };
  return (
    <FormSection title="Opposing Appraiser" badge={pending ? <Badge tone="yellow">PENDING</Badge> : undefined}>
      <label className="mb-4 flex items-center gap-2 text-sm text-slate-800">
        <Checkbox
          checked={pending}
          onCheckedChange={(v) => wizard.update({ opposingAppraiserStatus: v === true ? 'pending' : 'completed' })}
        />
        Mark as Pending / Unknown
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <ClaimField ctx={inner} field="opposingAppraiserName" label="Appraiser Name" />
        <ClaimField ctx={inner} field="opposingAppraiserCompany" label="Appraiser Company" />
        <ClaimField ctx={inner} field="opposingAppraiserPhone" label="Appraiser Phone" type="tel" format="phone" placeholder="(555) 555-5555" />
        <ClaimField ctx={inner} field="opposingAppraiserEmail" label="Appraiser Email" type="email" />
        <ClaimField ctx={inner} field="opposingAppraiserAddress" label="Appraiser Address" className="sm:col-span-2" />
        <ClaimField ctx={inner} field="opposingEstimateAmount" label="Estimate Amount ($)" format="money" />
        <ClaimField ctx={inner} field="opposingEstimateDate" label="Estimate Date" type="date" />
      </div>
    </FormSection>
  );
}
