import type { ClaimSubmission } from '../../shared/claim.js';
import type { SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { canReadClaim } from './claim-access.js';
import { findPossibleDuplicates } from './claims.queries.js';

/**
 * Before a claim is stored: the same claimant's earlier claim with the same claim number, or the
 * same VIN and date of loss. Unconfirmed, the submit is refused with 409 possible_duplicate naming
 * the earlier claim (only one the submitter may read); confirmed (`confirmDuplicate: true`), the earlier claim's reference is
 * answered so the new claim is stored marked for staff.
 */
export async function checkPossibleDuplicate(db: Db, user: SessionUser, data: ClaimSubmission): Promise<string | null> {
  // Filed by staff for a client, the claimant is the client (their e-mail); otherwise the user
  // and only the address they proved: an account request may name anyone's address.
  const owner = data.filedFor ? { userId: null, email: data.filedFor.email } : { userId: user.id, email: user.verifiedEmail };
  const candidates = await findPossibleDuplicates(db, {
    owner,
    claimNumber: data.claimNumber.trim() || null,
    vin: data.vehicleVin.trim() || null,
    dateOfLoss: data.dateOfLoss.trim() || null,
  });
  // Never a reference the submitter could not open (nor link their claim to).
  const earlier = candidates.find((c) => canReadClaim(c, user));
  if (!earlier) return null;
  if (data.confirmDuplicate) return earlier.referenceNumber;
  throw new AppError('possible_duplicate', duplicateMessage(earlier.referenceNumber), { referenceNumber: earlier.referenceNumber });
}

/** The one sentence both the early check and the submit say about an earlier claim. */
export const duplicateMessage = (referenceNumber: string) =>
  `You already filed claim ${referenceNumber} with this claim number, or for this vehicle and date of loss. Open it to check on it, or submit this one as a separate claim.`;

/**
 * POST /api/claims/duplicate-check: the same question before Submit, as soon as the claim number (or
 * the VIN and date of loss) is known, so the person decides while filling the form. It answers only
 * about the caller's own claims, never another claimant's.
 */
export async function findOwnPossibleDuplicate(
  db: Db,
  user: SessionUser,
  facts: { claimNumber?: string; vehicleVin?: string; dateOfLoss?: string },
): Promise<{ referenceNumber: string; message: string } | null> {
  const candidates = await findPossibleDuplicates(db, {
    // Theirs: what they filed, and what staff filed for their proven e-mail address (as My Claims lists).
    owner: { userId: user.id, email: user.verifiedEmail ?? null },
    claimNumber: facts.claimNumber?.trim() || null,
    vin: facts.vehicleVin?.trim() || null,
    dateOfLoss: facts.dateOfLoss?.trim() || null,
  });
  const earlier = candidates.find((c) => canReadClaim(c, user));
  return earlier ? { referenceNumber: earlier.referenceNumber, message: duplicateMessage(earlier.referenceNumber) } : null;
}
