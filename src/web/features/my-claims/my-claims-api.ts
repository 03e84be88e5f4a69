/** A row of GET /api/claims as a claimant gets it: their own claims only. */
export interface MyClaimSummary {
  referenceNumber: string;
  claimType: string;
  claimSubType: string | null;
  status: string;
  insuredName: string | null;
  claimNumber: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  filedForName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MyClaimsAnswer {
  claims: MyClaimSummary[];
  total: number;
}

/** The newest 100 first; the server keeps the list to the signed-in claimant's own claims. */
export const MY_CLAIMS_KEY = ['/api/claims?sort=createdAt&dir=desc&pageSize=100'] as const;
