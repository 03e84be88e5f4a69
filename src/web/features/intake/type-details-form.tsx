import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Checkbox } from '../../components/ui/checkbox';
import { sanitizeMoney } from '../../../shared/claim';
import { useContent } from '../../api/content';
import type { Wizard } from './use-wizard';
import { YesNoNa } from './yes-no-na';

/**
 * The sub-type upload form fields (spec section 3 "Sub-type upload forms"); location and shop
 * write straight into the claim form, the rest go to typeDetails.
 */
export function TypeDetailsForm({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const content = useContent();
  const { claimType, claimSubType, values, typeDetails, inspectionNeeded } = wizard.state;
  if (claimType !== 'appraisal' || !claimSubType) return null;
  const setDetail = (patch: Partial<typeof typeDetails>) => wizard.update((s) => ({ typeDetails: { ...s.typeDetails, ...patch } }));

  return (
    <section aria-labelledby="type-details-title" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="type-details-title" className="font-semibold text-slate-900">
        {t('typeDetails.title')}
      </h3>
      {claimSubType === 'appraisal-inspection' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="td-location" required>
              {t('form.field.vehicleLocation')}
              <span className="sr-only"> {t('form.required')}</span>
            </Label>
            <Input
              id="td-location"
              value={values.vehicleLocation}
              placeholder={t('typeDetails.locationHint')}
              onChange={(e) => wizard.setValue('vehicleLocation', e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="td-shop">{t('form.field.repairShopName')}</Label>
            <Input id="td-shop" value={values.repairShopName} onChange={(e) => wizard.setValue('repairShopName', e.target.value)} />
          </div>
          <YesNoNa
            name="vehicleAccessible"
            label={t('typeDetails.accessible')}
            required
            value={typeDetails.vehicleAccessible}
            onChange={(v) => setDetail({ vehicleAccessible: v })}
          />
        </div>
      )}
      {claimSubType === 'appraisal-post-repair' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor="td-paid">{t('typeDetails.paid', { insurer: content.insurerName })}</Label>
            <Input
              id="td-paid"
              inputMode="decimal"
              value={typeDetails.amountPaidByInsurer}
              onChange={(e) => setDetail({ amountPaidByInsurer: sanitizeMoney(e.target.value) })}
            />
          </div>
          <div>
            <Label htmlFor="td-paydate">{t('typeDetails.paymentDate')}</Label>
            <Input id="td-paydate" type="date" value={typeDetails.paymentDate} onChange={(e) => setDetail({ paymentDate: e.target.value })} />
          </div>
        </div>
      )}
      {claimSubType !== 'appraisal-inspection' && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <Checkbox checked={inspectionNeeded} onCheckedChange={(v) => wizard.update({ inspectionNeeded: v === true })} />
          {t('typeDetails.inspectionNeeded')}
        </label>
      )}
    </section>
  );
}
