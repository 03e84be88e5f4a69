import type { SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import { findClaimByReference } from './claims.queries.js';
import { normalizeReference } from './reference-number.js';

export const isStaffUser = (user: Pick<SessionUser, 'role'>): boolean => user.role === 'staff' || user.role === 'admin';

export type ClaimAccess = Pick<ClaimRow, 'submittedBy' | 'filedForEmail' | 'filedForUserId'>;

/**
 * Who may read a claim: staff and admins, the submitter, the account an admin linked the claim
 * to, and a claimant who proved they own the e-mail the claim was filed for (Admin New Claim).
 * An account that only says it has that address reads nothing: anyone can request an account
 * with any address.
 */
export function canReadClaim(claim: ClaimAccess, user: SessionUser): boolean {
  if (isStaffUser(user)) return true;
  if (claim.submittedBy !== null && claim.submittedBy === user.id) return true;
  if (claim.filedForUserId !== null && claim.filedForUserId === user.id) return true;
  const email = user.verifiedEmail;
  return Boolean(email && claim.filedForEmail && claim.filedForEmail.trim().toLowerCase() === email);
}

export function claimNotFound(referenceNumber: string): AppError {
  return new AppError('not_found', `The claim with reference number ${referenceNumber} could not be found.`);
}

/**
 * The claim if this user may read it. Anyone else gets the same 404 as for a claim that does not
 * exist, so reference numbers cannot be probed. Other capabilities (estimate comparison) reuse it.
 */
export async function findAccessibleClaim(db: Db, referenceNumber: string, user: SessionUser): Promise<ClaimRow> {
  const ref = normalizeReference(referenceNumber);
  const row = await findClaimByReference(db, ref);
  if (!row || !canReadClaim(row, user)) throw claimNotFound(referenceNumber);
  return row;
}
