import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ClaimDetail, type ClaimHandOff, handOffFromClaim, readClaimHandOff } from '../../lib/claim-types';

/**
 * The thank-you page's data: the session-storage hand-off when it is there (instant), else the
 * claim loaded from the server, so a reload or a shared link still works.
 */
export function useClaimSource(referenceNumber: string) {
  const handOff = useMemo(() => readClaimHandOff(referenceNumber), [referenceNumber]);
  const claimQuery = useQuery<ClaimDetail>({ queryKey: ['/api/claims', referenceNumber] });
  const source: ClaimHandOff | null = handOff ?? (claimQuery.data ? handOffFromClaim(claimQuery.data) : null);
  return {
    source,
    claim: claimQuery.data ?? null,
    loading: !source && claimQuery.isLoading,
    notFound: !source && claimQuery.isError,
  };
}

/** The stored estimate comparison, or null when the claim has none or it cannot be read. */
export function useEstimateComparison(referenceNumber: string): Record<string, unknown> | null {
  const { data } = useQuery<{ comparison: Record<string, unknown> | null }>({
    queryKey: ['/api/claims', referenceNumber, 'estimate-comparison'],
  });
  return data?.comparison ?? null;
}
