import { useQuery } from '@tanstack/react-query';
import type { RepairReview } from '../../../shared/contracts/reviews';
import { apiRequest, readAnswer } from '../../lib/api-request';

const reviewSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/reviews')).RepairReviewSchema : undefined;

/** GET /api/claims/{ref}/repair-review. */
export const repairReviewKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'repair-review'] as const;

export function useRepairReview(ref: string) {
  return useQuery({
    queryKey: repairReviewKey(ref),
    queryFn: async ({ signal }): Promise<RepairReview> =>
      readAnswer(await apiRequest('GET', `/api/claims/${encodeURIComponent(ref)}/repair-review`, undefined, { signal }), reviewSchema),
  });
}
