import type { FastifyBaseLogger } from 'fastify';
import type { ClaimStatus } from '../../shared/claim.js';
import { allowedNextStatuses } from '../../shared/claim-status.js';
import { writeAudit } from '../audit/audit.queries.js';
import type { SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ClaimJobQueue } from './claim-jobs.js';
import { insertClaimStatusEvent, lockClaimById, updateClaimById } from './claims.queries.js';

/**
 * Moves a claim to a new status and records who did it, when, and why, in one transaction.
 * The row is locked so two staff clicking at once cannot both move it from the same state.
 */
export async function changeClaimStatus(
  deps: { db: Db; claimJobs: ClaimJobQueue; log: FastifyBaseLogger },
  params: { claim: ClaimRow; status: ClaimStatus; note: string | null; actor: SessionUser; ip?: string },
): Promise<ClaimRow> {
  const { actor, status, note } = params;
  const updated = await deps.db.transaction(async (tx) => {
    const current = await lockClaimById(tx, params.claim.id);
    if (!current) throw new AppError('not_found', 'The claim no longer exists.');
    const allowed = allowedNextStatuses(current.status);
    if (!allowed.includes(status)) {
      throw new AppError('conflict', `A ${current.status} claim cannot move to ${status}; it can move to ${allowed.join(' or ')}.`, {
        currentStatus: current.status,
        allowed,
      });
    }
    const row = await updateClaimById(tx, current.id, { status, updatedAt: new Date() });
    await insertClaimStatusEvent(tx, {
      claimId: current.id,
      status,
      note,
      actorUserId: actor.id,
      actorUsername: actor.username,
    });
    await writeAudit(tx as unknown as Db, {
      action: 'claim.status_changed',
      actor: { id: actor.id, username: actor.username },
      target: { type: 'claim', id: current.referenceNumber },
      detail: { from: current.status, to: status, note },
      ip: params.ip,
    });
    return row;
  });
  // The e-mail is a job with retries: a mail failure never undoes the status change.
  await deps.claimJobs
    .enqueue({ kind: 'claim.notify', claimId: updated.id, event: { kind: 'status', status, note } })
    .catch((err) => deps.log.error({ err: (err as Error).message, claimRef: updated.referenceNumber }, 'claim e-mail job not queued'));
  return updated;
}
