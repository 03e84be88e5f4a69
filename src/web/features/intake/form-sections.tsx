import type { ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/input';
import { FIRM_CONTENT } from '../../../shared/content';
import { ClaimField, type FormContext, YearField } from './claim-field';
import { FieldShell } from './field-shell';
import { VinWidget } from './vin-widget';

export function FormSection({ title, children, badge }: { title: string; children: ReactNode; badge?: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2';

/** Values the analysis found, offered first in the suggestion lists. */
const found = (ctx: FormContext, key: string): string[] => {
  const v = ctx.wizard.state.analysis?.claimData?.[key];
  return typeof v === 'string' && v.trim() ? [v.trim()] : [];
};

export function ClientDetailsSection({ ctx }: { ctx: FormContext }) {
  return (
    <FormSection title="Client Details">
      <div className={grid}>
        <div>
          <Label htmlFor="field-company">Company</Label>
          <Input id="field-company" value={FIRM_CONTENT.insurerName} disabled readOnly />
        </div>
        <ClaimField ctx={ctx} field="insuredName" label="Insured Name" na autoComplete="off" />
        <ClaimField ctx={ctx} field="email" label="Email" type="email" na autoComplete="off" />
        <ClaimField ctx={ctx} field="phone" label="Phone" type="tel" format="phone" na placeholder="(555) 555-5555" autoComplete="off" />
      </div>
    </FormSection>
  );
}

export function ClaimVehicleSection({ ctx }: { ctx: FormContext }) {
  const { wizard } = ctx;
  const vinError = ctx.visibleError('vehicleVin');
  const vinRequired = ctx.required.has('vehicleVin');
  return (
    <FormSection title="Claim & Vehicle Details">
      <div className={grid}>
        <ClaimField ctx={ctx} field="claimNumber" label="Claim Number" />
        <ClaimField ctx={ctx} field="dateOfLoss" label="Date of Loss" type="date" />
        <FieldShell
          id="field-vehicleVin"
          label="VIN"
          required={vinRequired}
          error={vinError}
          className="sm:col-span-2"
          source={'vehicleVin' in wizard.state.prefilled ? wizard.state.prefilled.vehicleVin : undefined}
        >
          <VinWidget
            id="field-vehicleVin"
            value={wizard.state.values.vehicleVin}
            invalid={!!vinError || (vinRequired && wizard.state.values.vehicleVin === '')}
            required={vinRequired}
            describedBy={vinError ? 'field-vehicleVin-error' : undefined}
            onChange={(v) => {
              wizard.setValue('vehicleVin', v);
              ctx.touch('vehicleVin');
            }}
            onDecoded={(vin) =>
              wizard.update((s) => ({
                values: {
                  ...s.values,
                  vehicleYear: vin.year ?? s.values.vehicleYear,
                  vehicleMake: vin.make ? titleCase(vin.make) : s.values.vehicleMake,
                  vehicleModel: vin.model ?? s.values.vehicleModel,
                  vehicleTrim: s.values.vehicleTrim.trim() === '' && vin.bodyType ? vin.bodyType : s.values.vehicleTrim,
                },
              }))
            }
          />
        </FieldShell>
        <YearField ctx={ctx} />
        <ClaimField ctx={ctx} field="vehicleMake" label="Make" suggest="vehicle_make" aiValues={found(ctx, 'vehicleMake')} />
        <ClaimField ctx={ctx} field="vehicleModel" label="Model" suggest="vehicle_model" aiValues={found(ctx, 'vehicleModel')} />
        <ClaimField ctx={ctx} field="vehicleTrim" label="Trim" />
      </div>
    </FormSection>
  );
}

/** WMI makes come in capitals ("TESLA"); the form shows "Tesla". Mixed-case names stay as they are. */
function titleCase(make: string): string {
  if (make !== make.toUpperCase() || make.length <= 3) return make;
  return make.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

export function InsuredSection({ ctx }: { ctx: FormContext }) {
  return (
    <FormSection title="Insured Information">
      <div className={grid}>
        <ClaimField ctx={ctx} field="policyNumber" label="Policy Number" />
        <ClaimField ctx={ctx} field="vehicleLocation" label="Vehicle Location" suggest="location" aiValues={found(ctx, 'vehicleLocation')} />
        <ClaimField ctx={ctx} field="repairShopName" label="Repair Shop Name" suggest="body_shop" aiValues={found(ctx, 'repairShopName')} className="sm:col-span-2" />
      </div>
    </FormSection>
  );
}

export function NotesSection({ ctx }: { ctx: FormContext }) {
  return (
    <FormSection title="Additional Instructions or Notes">
      <Label htmlFor="field-notes" className="sr-only">
        Additional Instructions or Notes
      </Label>
      <Textarea id="field-notes" rows={4} value={ctx.wizard.state.values.notes} onChange={(e) => ctx.wizard.setValue('notes', e.target.value)} />
    </FormSection>
  );
}
