import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VehicleCheck } from '../../../shared/contracts/vehicle-check';
import { apiRequest, readAnswer } from '../../lib/api-request';

const checkSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/vehicle-check')).VehicleCheckSchema : undefined;

/** GET /api/claims/{ref}/vehicle-check: the claim's documents of another vehicle. */
export const vehicleCheckKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'vehicle-check'] as const;

/** Asked again while the claim's documents may still be read (a minute), so a flag appears when they are. */
export function useVehicleCheck(ref: string) {
  return useQuery({
    queryKey: vehicleCheckKey(ref),
    queryFn: async ({ signal }): Promise<VehicleCheck> =>
      readAnswer(await apiRequest('GET', `/api/claims/${encodeURIComponent(ref)}/vehicle-check`, undefined, { signal }), checkSchema),
    refetchInterval: (q) => (q.state.dataUpdateCount < 20 && !q.state.data?.files.length ? 3000 : false),
  });
}

/**
 * POST /api/claims/{ref}/files/{id}/vehicle-confirmation: the person confirms the document belongs.
 * Everything built from the claim's documents is asked again (reviews, letters, comparison).
 */
export function useConfirmVehicle(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string): Promise<VehicleCheck> =>
      readAnswer(await apiRequest('POST', `/api/claims/${encodeURIComponent(ref)}/files/${encodeURIComponent(fileId)}/vehicle-confirmation`), checkSchema),
    onSuccess: (check) => {
      client.setQueryData(vehicleCheckKey(ref), check);
      return client.invalidateQueries({ queryKey: ['/api/claims', encodeURIComponent(ref)] });
    },
  });
}
