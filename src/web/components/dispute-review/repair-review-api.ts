import { useQuery } from '@tanstack/react-query';
import type { RepairReview } from '../../../shared/contracts/reviews';

/** GET /api/claims/{ref}/repair-review. */
export const repairReviewKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'repair-review'] as const;

export function useRepairReview(ref: string) {
  return useQuery<RepairReview>({ queryKey: repairReviewKey(ref) });
}
