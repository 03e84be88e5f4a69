import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkPacket, describeVehicleId } from '../../../shared/vehicle-match';
import { readUploadView } from '../../api/uploads';
import type { Wizard } from './use-wizard';

/**
 * Under a sent file: when its reading names another vehicle than the claim's, it says so (one vehicle
 * per claim). The claim's vehicle is what the form holds, else the carrier's document's, else the one
 * most files share (shared/vehicle-match.ts), as the server takes it once the claim is filed.
 */
export function FileVehicleNote({ wizard, uploadId }: { wizard: Wizard; uploadId: string | undefined }) {
  const { t } = useTranslation();
  const sent = wizard.state.files.filter((f) => f.uploadId);
  // The same queries as each file's carrier note (same key): answered from the cache.
  const views = useQueries({
    queries: sent.map((f) => ({
      queryKey: ['upload-view', f.uploadId],
      queryFn: () => readUploadView(f.uploadId ?? ''),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  if (!uploadId) return null;
  const v = wizard.state.values;
  const checked = checkPacket(
    { vin: v.vehicleVin, year: v.vehicleYear, make: v.vehicleMake, model: v.vehicleModel },
    sent.map((f, i) => ({ id: f.uploadId ?? '', carrier: f.category === 'progressive-estimate', fields: views[i]?.data?.analysis?.fields, confirmed: false })),
  );
  const mine = checked.files.find((f) => f.id === uploadId);
  if (mine?.match !== 'other' || !checked.reference) return null;
  return (
    <p className="basis-full text-xs text-amber-800" data-testid="other-vehicle-note">
      {t('upload.otherVehicle', { vehicle: describeVehicleId(mine.vehicle), claimVehicle: describeVehicleId(checked.reference) })}
    </p>
  );
}
