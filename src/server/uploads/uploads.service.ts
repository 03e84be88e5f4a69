/**
 * Staged uploads: each file stored once in the blob store and recorded with its owner. Their
 * analysis is queued and stored by src/server/analysis (staging.ts, analysis-job.ts); every
 * document call and the claim submit read these records, and nothing the browser says about a
 * file's analysis is trusted.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { BlobStore } from '../storage/blob-store.js';
import { nextUploadsChange } from './upload-signal.js';
import {
  deleteExpiredUploads,
  deleteUnclaimedUpload,
  findUploadById,
  selectClaimUploads,
  selectOwnUploads,
  selectUploadsByStatus,
  type UploadRow,
} from './uploads.queries.js';

export type { UploadRow };

/** A staged upload not taken by a claim within this long is swept with its blob. */
export const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_BLOB_PREFIX = 'uploads';
/** How often a wait looks again when nothing in this process said an analysis finished. */
export const POLL_MS = 250;

export type UploadStore = { db: Db; blobs: BlobStore };
export type UploadStatus = 'queued' | 'analysing' | 'done' | 'failed';
export const FINISHED: readonly string[] = ['done', 'failed'];

/** Unguessable: 128 random bits. */
export const newUploadId = (): string => randomBytes(16).toString('base64url');

/** Whose uploads: a user's own, or a claim's (whoever uploaded them). */
export type UploadOwner = number | { claimId: number };

/** The caller's own uploads among `ids` (or a claim's), in the order asked; others' ids are simply absent. */
export async function findOwnUploads(db: Db, owner: UploadOwner, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = typeof owner === 'number' ? await selectOwnUploads(db, owner, ids) : await selectClaimUploads(db, owner.claimId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is UploadRow => r !== undefined);
}

/** Waits until every upload is done or failed (or the time is up); answers their latest rows. */
export async function waitForUploads(
  db: Db,
  owner: UploadOwner,
  ids: string[],
  timeoutMs: number,
  /** Checks the rows as first read (it throws to refuse them) before any waiting. */
  check?: (rows: UploadRow[]) => void,
): Promise<UploadRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (let first = true; ; first = false) {
    const rows = await findOwnUploads(db, owner, ids);
    if (first) check?.(rows);
    const waiting = rows.filter((r) => !FINISHED.includes(r.status));
    if (waiting.length === 0 || Date.now() >= deadline) return rows;
    await nextUploadsChange(
      waiting.map((r) => r.sha256),
      Math.min(POLL_MS, Math.max(0, deadline - Date.now())),
    );
  }
}

/** Removes a staged upload of the caller's that no claim has taken. */
export async function deleteUpload(deps: UploadStore, userId: number, id: string): Promise<void> {
  const [row] = await findOwnUploads(deps.db, userId, [id]);
  if (!row) throw new AppError('not_found', 'Upload not found.');
  if (row.claimId !== null) throw new AppError('conflict', 'This file belongs to a submitted claim and cannot be removed.');
  const gone = await deleteUnclaimedUpload(deps.db, id);
  if (gone) await deps.blobs.delete(gone.blobKey);
}

/** Deletes expired staged uploads and their blobs; the row goes first, so two sweepers never collide. */
export async function sweepExpiredUploads(db: Db, blobs: BlobStore, now = new Date()): Promise<number> {
  const gone = await deleteExpiredUploads(db, now);
  for (const g of gone) await blobs.delete(g.blobKey).catch(() => undefined);
  return gone.length;
}

/** Unfinished uploads, for re-queueing after a restart of the in-process queue. */
export async function unfinishedUploads(db: Db): Promise<UploadRow[]> {
  return selectUploadsByStatus(db, ['queued', 'analysing']);
}

/** An upload's bytes for its owner; staff may open anyone's. Another claimant's id answers 404. */
export async function openUploadFile(
  deps: { db: Db; blobs: BlobStore },
  params: { id: string; user: { id: number; role: string } },
): Promise<{ row: UploadRow; stream: Readable }> {
  const row = await findUploadById(deps.db, params.id);
  // 404, not 403: its existence is not theirs to know.
  if (!row || (row.userId !== params.user.id && params.user.role === 'claimant')) throw new AppError('not_found', 'File not found.');
  return { row, stream: await deps.blobs.get(row.blobKey) };
}
