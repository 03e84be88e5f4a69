import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { useConfirmVehicle, useVehicleCheck } from './vehicle-check-api';

/**
 * One vehicle per claim: each of the claim's documents read as another vehicle's, said plainly, with
 * the action that confirms it belongs. Until then it is left out of the reviews, the estimate
 * comparison and the letter. Nothing when every document is the claim's vehicle (or names none).
 */
export function OtherVehicleNotice({ referenceNumber }: { referenceNumber: string }) {
  const { t } = useTranslation();
  const check = useVehicleCheck(referenceNumber);
  const confirm = useConfirmVehicle(referenceNumber);
  const files = check.data?.files ?? [];
  if (!files.length) return null;
  return (
    <section aria-labelledby="other-vehicle-title" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="other-vehicle-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden />
        {t('vehicleCheck.title')}
      </h2>
      <ul className="space-y-3">
        {files.map((f) => (
          <li key={f.fileId} className="space-y-2" data-testid="other-vehicle-file">
            <p>
              {f.confirmed
                ? t('vehicleCheck.confirmed', { file: f.fileName, vehicle: f.vehicle })
                : t('vehicleCheck.other', { file: f.fileName, vehicle: f.vehicle, claimVehicle: check.data?.vehicle ?? t('vehicleCheck.theClaimVehicle') })}
            </p>
            {!f.confirmed && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto min-h-8 whitespace-normal py-1 text-left"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate(f.fileId)}
              >
                {t('vehicleCheck.confirm', { file: f.fileName })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {confirm.isError && <p role="alert">{t('vehicleCheck.failed')}</p>}
    </section>
  );
}
