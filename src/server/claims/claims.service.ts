/**
 * The claims calls other than submit (submit-claim.ts), one service each: the route validates,
 * calls one of these and answers.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimStatus } from '../../shared/claim.js';
import type { SessionUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { BlobNotFoundError, type BlobStore } from '../storage/blob-store.js';
import { claimNotFound, findAccessibleClaim } from './claim-access.js';
import { type BotAnswer, saveClaimAnswers } from './claim-answers.js';
import type { ClaimJobQueue } from './claim-jobs.js';
import { findClaimFile, loadClaimView } from './claim-reads.queries.js';
import { changeClaimStatus } from './claim-status.js';
import type { ClaimView } from './claim-view.js';

/** A claim's file for download: its bytes and what the answer's headers need. */
export async function openClaimFile(
  deps: { db: Db; blobs: BlobStore },
  params: { referenceNumber: string; fileId: string; user: SessionUser; inline: boolean },
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number; inline: boolean }> {
  const claim = await findAccessibleClaim(deps.db, params.referenceNumber, params.user);
  const file = await findClaimFile(deps.db, claim.id, params.fileId);
  if (!file) throw new AppError('not_found', 'That file is not part of this claim.');
  let stream: Readable;
  try {
    stream = await deps.blobs.get(file.blobKey);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new AppError('not_found', 'The file is no longer available.');
    throw err;
  }
  // Inline only for the kinds a browser previews safely (never HTML: uploads are sniffed).
  const previewable = file.contentType === 'application/pdf' || /^image\/(jpeg|png|gif|bmp)$/.test(file.contentType);
  return { stream, fileName: file.fileName, contentType: file.contentType, size: file.size, inline: params.inline && previewable };
}

/** Staff move a claim to a new status (claim-status.ts); the claimant is e-mailed by a job. */
export async function updateClaimStatus(
  deps: { db: Db; claimJobs: ClaimJobQueue; log: FastifyBaseLogger },
  params: { referenceNumber: string; status: ClaimStatus; note: string | null | undefined; actor: SessionUser; ip?: string },
): Promise<ClaimView> {
  const claim = await findAccessibleClaim(deps.db, params.referenceNumber, params.actor);
  const updated = await changeClaimStatus(deps, { claim, status: params.status, note: params.note?.trim() || null, actor: params.actor, ip: params.ip });
  deps.log.info({ claimRef: updated.referenceNumber, status: updated.status }, 'claim status changed');
  return loadClaimView(deps.db, updated, params.actor);
}

/** Assignment Bot answers: staff, or the claimant who submitted the claim. */
export async function answerClaimQuestions(db: Db, params: { referenceNumber: string; user: SessionUser; answers: BotAnswer[] }): Promise<ClaimView> {
  const { user } = params;
  const claim = await findAccessibleClaim(db, params.referenceNumber, user);
  if (user.role === 'claimant' && claim.submittedBy !== user.id) throw claimNotFound(params.referenceNumber);
  return loadClaimView(db, await saveClaimAnswers(db, claim, params.answers), user);
}
