import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValuationChoices, ValuationReview } from '../../../shared/contracts/reviews';
import { apiRequest, readAnswer } from '../../lib/api-request';
import { currentLocale } from '../../lib/i18n';
import type { Locale } from '../../../shared/locale';
import { disputeLettersKey } from './dispute-letters-api';

/**
 * GET/PUT /api/claims/{ref}/valuation-review. The server writes the review's sentences in the page's
 * language (sent as Accept-Language), so the language is part of the key: switching it fetches again.
 */
export const valuationReviewKey = (ref: string, locale: Locale = currentLocale()) =>
  ['/api/claims', encodeURIComponent(ref), 'valuation-review', locale] as const;
const inPageLanguage = () => ({ headers: { 'Accept-Language': currentLocale() } });

const reviewSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/reviews')).ValuationReviewSchema : undefined;
const reviewUrl = (ref: string) => `/api/claims/${encodeURIComponent(ref)}/valuation-review`;

export function useValuationReview(ref: string) {
  return useQuery({
    queryKey: valuationReviewKey(ref),
    queryFn: async ({ signal }): Promise<ValuationReview> =>
      readAnswer(await apiRequest('GET', reviewUrl(ref), undefined, { ...inPageLanguage(), signal }), reviewSchema),
  });
}

/** Stores the owner's choices; the answer is the recomputed review, put straight into the cache. */
export function useSaveValuationChoices(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choices: ValuationChoices) =>
      readAnswer<ValuationReview>(await apiRequest('PUT', reviewUrl(ref), choices, inPageLanguage()), reviewSchema),
    // A keep toggle shows at once; the figures follow when the server has recomputed them.
    onMutate: (choices) => {
      const previous = client.getQueryData<ValuationReview>(valuationReviewKey(ref));
      if (previous) {
        const kept = new Set(choices.keptComparableIds);
        client.setQueryData<ValuationReview>(valuationReviewKey(ref), {
          ...previous,
          choices,
          comparables: previous.comparables.map((c) => (c.origin === 'document' ? { ...c, kept: kept.has(c.id) } : c)),
        });
      }
      return { previous };
    },
    onError: (_err, _choices, context) => {
      if (context?.previous) client.setQueryData(valuationReviewKey(ref), context.previous);
    },
    onSuccess: (review) => {
      client.setQueryData(valuationReviewKey(ref), review);
      // A letter drafted before the change would be stale.
      void client.invalidateQueries({ queryKey: disputeLettersKey(ref) });
    },
  });
}
