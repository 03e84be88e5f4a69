import { writeAudit } from '../audit/audit.queries.js';
import type { SessionUser } from '../auth/session.js';
import { findUserByUsername } from '../auth/users.queries.js';
import { findClaimByReference, updateClaimById } from '../claims/claims.queries.js';
import { normalizeReference } from '../claims/reference-number.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';

/**
 * An admin links a claim filed for a client (Admin New Claim) to the client's account: the
 * explicit alternative to the client proving the e-mail address by a link.
 */
export async function linkClaimToAccount(
  db: Db,
  params: { referenceNumber: string; username: string; actor: Pick<SessionUser, 'id' | 'username'>; ip?: string },
): Promise<{ referenceNumber: string; username: string; message: string }> {
  const claim = await findClaimByReference(db, normalizeReference(params.referenceNumber));
  if (!claim) throw new AppError('not_found', `The claim with reference number ${params.referenceNumber} could not be found.`);
  const user = await findUserByUsername(db, params.username.trim().toLowerCase());
  if (!user) throw new AppError('not_found', `No account with the username ${params.username} exists.`);
  if (user.role !== 'claimant' || user.status !== 'approved') {
    throw new AppError('conflict', `${user.username} is not an active client account (${user.role}, ${user.status}).`);
  }
  await updateClaimById(db, claim.id, { filedForUserId: user.id, updatedAt: new Date() });
  await writeAudit(db, {
    action: 'claim.account_linked',
    actor: { id: params.actor.id, username: params.actor.username },
    target: { type: 'claim', id: claim.referenceNumber },
    detail: { username: user.username },
    ip: params.ip,
  });
  return { referenceNumber: claim.referenceNumber, username: user.username, message: `${user.username} can now read claim ${claim.referenceNumber}.` };
}
