import { useQuery } from '@tanstack/react-query';
import type { RepairReview } from '../../../shared/contracts/reviews';
import { apiRequest, readAnswer } from '../../lib/api-request';
import { NO_POLL, type ReviewPoll, untilAvailable } from './review-poll';

const reviewSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/reviews')).RepairReviewSchema : undefined;

/** GET /api/claims/{ref}/repair-review. */
export const repairReviewKey = (ref: string) => ['/api/claims', encodeURIComponent(ref), 'repair-review'] as const;

/** `poll`: asks again while the review is unavailable (the estimate comparison may still be being stored), a bounded number of times. */
export function useRepairReview(ref: string, poll: ReviewPoll = NO_POLL) {
  return useQuery({
    queryKey: repairReviewKey(ref),
    queryFn: async ({ signal }): Promise<RepairReview> =>
      readAnswer(await apiRequest('GET', `/api/claims/${encodeURIComponent(ref)}/repair-review`, undefined, { signal }), reviewSchema),
    refetchInterval: untilAvailable(poll),
  });
}
