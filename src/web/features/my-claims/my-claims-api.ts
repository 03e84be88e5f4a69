import { useQuery } from '@tanstack/react-query';
import type { ClaimList, ClaimSummary } from '../../../shared/contracts/claims';
import { apiRequest, readAnswer } from '../../lib/api-request';

/** A row of GET /api/claims as a claimant gets it: their own claims only. */
export type MyClaimSummary = ClaimSummary;
export type MyClaimsAnswer = ClaimList;

/** The newest 100 first; the server keeps the list to the signed-in claimant's own claims. */
export const MY_CLAIMS_KEY = ['/api/claims?sort=createdAt&dir=desc&pageSize=100'] as const;

const listSchema = import.meta.env.DEV ? async () => (await import('../../../shared/contracts/claims')).ClaimListSchema : undefined;

/** The claimant's claims, read again each time the page opens (a claim filed or moved since shows). */
export function useMyClaims() {
  return useQuery({
    queryKey: MY_CLAIMS_KEY,
    queryFn: async ({ signal }): Promise<MyClaimsAnswer> => readAnswer(await apiRequest('GET', MY_CLAIMS_KEY[0], undefined, { signal }), listSchema),
    refetchOnMount: 'always',
  });
}
