/**
 * What staff add to a claim after it is filed (DESIGN.md "Calls beyond the spec"): files they
 * receive, analysed like any upload and recorded in the history as added by them, and internal
 * notes on their own. Both are staff-only; to anyone else the claim does not exist (404).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimSubmission } from '../../shared/claim.js';
import { INTERNAL_HISTORY } from '../../shared/claim-status.js';
import type { UploadDeps } from '../analysis/staging.js';
import { writeAudit } from '../audit/audit.queries.js';
import type { SessionUser } from '../auth/session.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { MultipartItem } from '../plugins/multipart-reader.js';
import { claimNotFound, findAccessibleClaim, isStaffUser } from './claim-access.js';
import type { ClaimJobQueue } from './claim-jobs.js';
import { loadClaimView } from './claim-reads.queries.js';
import { resolveClaimUploads, type UploadRef } from './claim-uploads.js';
import type { ClaimView } from './claim-view.js';
import { discardStaged, readSubmission } from './read-submission.js';
import { attachClaimFiles, claimUploadRefs, insertHistoryEntry } from './staff-additions.queries.js';

export type StaffAdditionsDeps = UploadDeps & {
  config: Pick<Config, 'multipart'>;
  claimJobs: ClaimJobQueue;
  log: FastifyBaseLogger;
};

/** The claim, for staff; anyone else gets the 404 of a claim that does not exist. */
async function staffClaim(db: Db, referenceNumber: string, user: SessionUser): Promise<ClaimRow> {
  if (!isStaffUser(user)) throw claimNotFound(referenceNumber);
  return findAccessibleClaim(db, referenceNumber, user);
}

/**
 * POST /api/claims/{ref}/files: files sent in the request (`files`) or staged before (`uploadIds`),
 * each with an optional `categories` field in order. They join the claim at once; their analysis
 * runs on the queue and the claim's merged facts are read again from all its files when it is done.
 */
export async function addClaimFiles(
  deps: StaffAdditionsDeps,
  params: {
    referenceNumber: string;
    actor: SessionUser;
    ip?: string;
    body: { parts: () => AsyncIterable<MultipartItem>; drain: () => Promise<void> };
  },
): Promise<ClaimView> {
  const { actor } = params;
  let claim: ClaimRow;
  try {
    claim = await staffClaim(deps.db, params.referenceNumber, actor);
  } catch (err) {
    await params.body.drain();
    throw err;
  }
  const raw = await readSubmission(params.body.parts(), deps, actor.id, deps.config.multipart.fileBytes);
  let refs: UploadRef[];
  try {
    refs = [...raw.uploadIds.map((id) => ({ id, category: null })), ...raw.files.map((f) => ({ id: f.uploadId, category: null }))];
    refs.forEach((r, i) => {
      r.category = raw.categories[i] ?? null;
    });
    if (refs.length === 0) throw new AppError('validation', 'Choose at least one file to add to the claim.');
    const kind = { claimType: claim.claimType as ClaimSubmission['claimType'], claimSubType: claim.claimSubType as ClaimSubmission['claimSubType'] };
    // No wait: the files join the claim now and the job fills in what their analyses say.
    const resolved = await resolveClaimUploads(deps.db, actor.id, refs, kind, 0, deps.log);
    const names = resolved.files.map((f) => f.fileName).join(', ');
    await attachClaimFiles(deps.db, {
      claimId: claim.id,
      files: resolved.files,
      history: {
        status: INTERNAL_HISTORY.filesAdded,
        note: `Added by staff ${actor.username}: ${names}`,
        actorUserId: actor.id,
        actorUsername: actor.username,
      },
    });
  } catch (err) {
    await discardStaged(deps, actor.id, raw);
    throw err;
  }
  await writeAudit(deps.db, {
    action: 'claim.files_added',
    actor: { id: actor.id, username: actor.username },
    target: { type: 'claim', id: claim.referenceNumber },
    detail: { files: raw.files.length + raw.uploadIds.length },
    ip: params.ip,
  });
  deps.log.info({ claimRef: claim.referenceNumber, files: raw.files.length + raw.uploadIds.length }, 'staff added files to a claim');
  try {
    // Every file of the claim, so its merged facts are read from all of them, old and new. An added
    // file keeps the category staff gave it, or none: then its analysis sorts it (not the stored default).
    const given = new Map(refs.map((r) => [r.id, r.category]));
    const all = (await claimUploadRefs(deps.db, claim.id)).map((r) => (given.has(r.id) ? { id: r.id, category: given.get(r.id) ?? null } : r));
    await deps.claimJobs.enqueue({ kind: 'claim.analysis', claimId: claim.id, refs: all });
  } catch (err) {
    deps.log.error({ err: (err as Error).message, claimRef: claim.referenceNumber }, 'claim analysis job not queued');
  }
  return loadClaimView(deps.db, claim, actor);
}

/** POST /api/claims/{ref}/notes: staff's internal note on its own, in the history staff read. */
export async function addInternalNote(
  deps: { db: Db; log: FastifyBaseLogger },
  params: { referenceNumber: string; actor: SessionUser; text: string; ip?: string },
): Promise<ClaimView> {
  const { actor } = params;
  const claim = await staffClaim(deps.db, params.referenceNumber, actor);
  await insertHistoryEntry(deps.db, {
    claimId: claim.id,
    status: INTERNAL_HISTORY.note,
    note: params.text,
    actorUserId: actor.id,
    actorUsername: actor.username,
  });
  await writeAudit(deps.db, {
    action: 'claim.note_added',
    actor: { id: actor.id, username: actor.username },
    target: { type: 'claim', id: claim.referenceNumber },
    ip: params.ip,
  });
  deps.log.info({ claimRef: claim.referenceNumber }, 'internal note added');
  return loadClaimView(deps.db, claim, actor);
}
