import type { ClaimList, ClaimSummary } from '../../../shared/contracts/claims';

/** A row of GET /api/claims as a claimant gets it: their own claims only. */
export type MyClaimSummary = ClaimSummary;
export type MyClaimsAnswer = ClaimList;

/** The newest 100 first; the server keeps the list to the signed-in claimant's own claims. */
export const MY_CLAIMS_KEY = ['/api/claims?sort=createdAt&dir=desc&pageSize=100'] as const;
