import { useClaim, useClaimComparison } from '../../api/claim';
import { useMemo } from 'react';
import { type ClaimHandOff, handOffFromClaim, readClaimHandOff } from '../../lib/claim-types';

/**
 * The thank-you page's data: the session-storage hand-off when it is there (instant), else the
 * claim loaded from the server, so a reload or a shared link still works.
 */
export function useClaimSource(referenceNumber: string) {
  const handOff = useMemo(() => readClaimHandOff(referenceNumber), [referenceNumber]);
  const claimQuery = useClaim(referenceNumber);
  const source: ClaimHandOff | null = handOff ?? (claimQuery.data ? handOffFromClaim(claimQuery.data) : null);
  return {
    source,
    claim: claimQuery.data ?? null,
    loading: !source && claimQuery.isLoading,
    notFound: !source && claimQuery.isError,
  };
}

/** How long the thank-you page keeps asking for a comparison the after-commit job may still be storing. */
const COMPARISON_POLL_MS = 2_000;
const COMPARISON_POLLS = 15;

/**
 * The stored estimate comparison, or null when the claim has none or it cannot be read. A job
 * stores it after the claim is committed, so a null answer is asked again a few times.
 */
export function useEstimateComparison(referenceNumber: string) {
  const { data } = useClaimComparison(referenceNumber, { pollMs: COMPARISON_POLL_MS, polls: COMPARISON_POLLS });
  return data?.comparison ?? null;
}
