import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/input';
import { useContent } from '../../api/content';
import { claimInsurer, insurerInFields } from '../../../shared/claim-insurer';
import { ClaimField, type FormContext, YearField } from './claim-field';
import { FieldShell } from './field-shell';
import type { VinLookup } from '../../../shared/vin';
import { VinWidget } from './vin-widget';
import type { WizardState } from './wizard-types';

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
  const { t } = useTranslation();
  const content = useContent();
  return (
    <FormSection title={t('form.section.client')}>
      <div className={grid}>
        <div>
          <Label htmlFor="field-company">{t('form.field.company')}</Label>
          {/* The insurer the documents name; the configured carrier when none is named. */}
          <Input id="field-company" value={claimInsurer(insurerInFields(ctx.wizard.state.analysis?.claimData), content.insurerName)} disabled readOnly />
        </div>
        <ClaimField ctx={ctx} field="insuredName" label={t('form.field.insuredName')} na autoComplete="off" />
        <ClaimField ctx={ctx} field="email" label={t('form.field.email')} type="email" na autoComplete="off" />
        <ClaimField ctx={ctx} field="phone" label={t('form.field.phone')} type="tel" format="phone" na placeholder="(555) 555-5555" autoComplete="off" />
      </div>
    </FormSection>
  );
}

export function ClaimVehicleSection({ ctx }: { ctx: FormContext }) {
  const { t } = useTranslation();
  const { wizard } = ctx;
  const vinError = ctx.visibleError('vehicleVin');
  const vinRequired = ctx.required.has('vehicleVin');
  return (
    <FormSection title={t('form.section.claimVehicle')}>
      <div className={grid}>
        <ClaimField ctx={ctx} field="claimNumber" label={t('form.field.claimNumber')} />
        <ClaimField ctx={ctx} field="dateOfLoss" label={t('form.field.dateOfLoss')} type="date" />
        <FieldShell
          id="field-vehicleVin"
          label={t('form.field.vehicleVin')}
          required={vinRequired}
          error={vinError}
          className="sm:col-span-2"
          source={'vehicleVin' in wizard.state.prefilled ? wizard.state.prefilled.vehicleVin : undefined}
        >
          <VinWidget
            id="field-vehicleVin"
            value={wizard.state.values.vehicleVin}
            invalid={!!vinError || (vinRequired && wizard.state.values.vehicleVin === '' && ctx.seen('vehicleVin'))}
            onLeave={() => ctx.touch('vehicleVin')}
            required={vinRequired}
            describedBy={vinError ? 'field-vehicleVin-error' : undefined}
            onChange={(v) => {
              wizard.setValue('vehicleVin', v);
              ctx.touch('vehicleVin');
            }}
            onDecoded={(vehicle) => wizard.update((s) => fillFromVin(s, vehicle))}
          />
        </FieldShell>
        <YearField ctx={ctx} />
        <ClaimField ctx={ctx} field="vehicleMake" label={t('form.field.vehicleMake')} suggest="vehicle_make" aiValues={found(ctx, 'vehicleMake')} />
        <ClaimField ctx={ctx} field="vehicleModel" label={t('form.field.vehicleModel')} suggest="vehicle_model" aiValues={found(ctx, 'vehicleModel')} />
        <ClaimField ctx={ctx} field="vehicleTrim" label={t('form.field.vehicleTrim')} />
      </div>
    </FormSection>
  );
}

// The note under the field is written from `from` (form.source.vin); `file` only names the source.
const FROM_VIN = { file: 'VIN', from: 'vin' } as const;

/**
 * Decoding fills year, make, model and trim (spec section 4; the trim from the body type when
 * vPIC names no trim). It fills only an empty field or one the VIN filled before: never a value
 * the user typed or a document supplied.
 */
function fillFromVin(s: WizardState, vehicle: VinLookup): Partial<WizardState> {
  const values = { ...s.values };
  const prefilled = { ...s.prefilled };
  const open = (field: 'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim') =>
    prefilled[field]?.from === 'vin' || values[field] === null || String(values[field]).trim() === '';
  const put = <K extends 'vehicleMake' | 'vehicleModel' | 'vehicleTrim'>(field: K, value: string | null) => {
    if (!value || !open(field)) return;
    values[field] = value;
    prefilled[field] = FROM_VIN;
  };
  if (vehicle.year && open('vehicleYear')) {
    values.vehicleYear = vehicle.year;
    prefilled.vehicleYear = FROM_VIN;
  }
  put('vehicleMake', vehicle.make);
  put('vehicleModel', vehicle.model);
  put('vehicleTrim', vehicle.trim ?? vehicle.bodyType);
  return { values, prefilled };
}

export function InsuredSection({ ctx }: { ctx: FormContext }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('form.section.insured')}>
      <div className={grid}>
        <ClaimField ctx={ctx} field="policyNumber" label={t('form.field.policyNumber')} />
        <ClaimField ctx={ctx} field="vehicleLocation" label={t('form.field.vehicleLocation')} suggest="location" aiValues={found(ctx, 'vehicleLocation')} />
        <ClaimField
          ctx={ctx}
          field="repairShopName"
          label={t('form.field.repairShopName')}
          suggest="body_shop"
          aiValues={found(ctx, 'repairShopName')}
          className="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}

export function NotesSection({ ctx }: { ctx: FormContext }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('form.section.notes')}>
      <Label htmlFor="field-notes" className="sr-only">
        {t('form.section.notes')}
      </Label>
      <Textarea id="field-notes" rows={4} value={ctx.wizard.state.values.notes} onChange={(e) => ctx.wizard.setValue('notes', e.target.value)} />
    </FormSection>
  );
}
