/**
 * Staged uploads: each file stored once in the blob store, recorded with its owner, and analyzed
 * through the job queue at most once per content (analysis-job.ts). Every document call and the
 * claim submit read these records; nothing the browser says about a file's analysis is trusted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DocumentKind } from '../../shared/categories.js';
import type { Db } from '../db/client.js';
import type { FileAnalysis } from '../documents/analyze-file.js';
import { MIME, sniffFile } from '../../shared/file-sniff.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import type { MultipartItem } from '../plugins/multipart-reader.js';
import type { BlobStore } from '../storage/blob-store.js';
import { analysisVersion, applyAnalysis, findAnalysis } from './analysis-job.js';
import { nextUploadsChange } from './upload-signal.js';
import {
  deleteExpiredUploads,
  deleteUnclaimedUpload,
  extendStagedUpload,
  findAnalysisRows,
  findUploadById,
  insertUpload,
  selectOwnUploads,
  selectUploadsByStatus,
  type UploadRow,
} from './uploads.queries.js';
import { displayFileName } from '../../shared/file-name.js';

export type { UploadRow };

/** A staged upload not taken by a claim within this long is swept with its blob. */
export const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_BLOB_PREFIX = 'uploads';
/** How often a wait looks again when nothing in this process said an analysis finished. */
const POLL_MS = 250;

export type UploadDeps = { db: Db; blobs: BlobStore; queue: JobQueue };
export type UploadStatus = 'queued' | 'analysing' | 'done' | 'failed';
export const FINISHED: readonly string[] = ['done', 'failed'];

/** Unguessable: 128 random bits. */
export const newUploadId = (): string => randomBytes(16).toString('base64url');

/**
 * Stores one file and queues its analysis (or takes the stored one when the same bytes were
 * analyzed before). The caller has checked size and type.
 */
export async function stageFile(
  deps: UploadDeps,
  input: { userId: number; filename: string; bytes: Buffer; analyze?: boolean; now?: Date; reuse?: boolean },
): Promise<UploadRow> {
  const now = input.now ?? new Date();
  if (input.reuse) {
    // The document calls send the same packet several times (sort, then analyze): keep one record.
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    const same = await extendStagedUpload(deps.db, { userId: input.userId, sha256, expiresAt: new Date(now.getTime() + STAGED_TTL_MS) });
    if (same) return same;
  }
  const sniffed = sniffFile(input.bytes, input.filename);
  const contentType = 'type' in sniffed ? MIME[sniffed.type] : 'application/octet-stream';
  const put = await deps.blobs.put(input.bytes, { contentType, prefix: UPLOAD_BLOB_PREFIX });
  const analyze = input.analyze ?? true;
  let row: UploadRow;
  try {
    row = await insertUpload(deps.db, {
        id: newUploadId(),
        blobKey: put.key,
        fileName: displayFileName(input.filename),
        contentType,
        size: put.size,
        sha256: put.sha256,
        userId: input.userId,
        status: analyze ? 'queued' : 'done',
        expiresAt: analyze ? new Date(now.getTime() + STAGED_TTL_MS) : null,
      });
  } catch (err) {
    await deps.blobs.delete(put.key).catch(() => undefined);
    throw err;
  }
  if (!analyze) return row;
  // The row is written before the look-up, so either the look-up sees a finished analysis or the
  // job that stores it afterwards sees this row (analysis-job.ts applies it to every upload).
  const stored = await findAnalysis(deps.db, row.sha256, null);
  if (stored) return { ...row, ...(await applyAnalysis(deps.db, row.sha256, stored)) } as UploadRow;
  await deps.queue.enqueue({ sha256: row.sha256, blobKey: row.blobKey, role: null });
  return row;
}

/** The caller's own uploads among `ids`, in the order asked; others' ids are simply absent. */
export async function findOwnUploads(db: Db, userId: number, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectOwnUploads(db, userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is UploadRow => r !== undefined);
}

/** Waits until every upload is done or failed (or the time is up); answers their latest rows. */
export async function waitForUploads(
  db: Db,
  userId: number,
  ids: string[],
  timeoutMs: number,
  /** Checks the rows as first read (it throws to refuse them) before any waiting. */
  check?: (rows: UploadRow[]) => void,
): Promise<UploadRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (let first = true; ; first = false) {
    const rows = await findOwnUploads(db, userId, ids);
    if (first) check?.(rows);
    const waiting = rows.filter((r) => !FINISHED.includes(r.status));
    if (waiting.length === 0 || Date.now() >= deadline) return rows;
    await nextUploadsChange(
      waiting.map((r) => r.sha256),
      Math.min(POLL_MS, Math.max(0, deadline - Date.now())),
    );
  }
}

/** The analysis behind an upload; a failed or unfinished one reads as "other, not analyzed". */
export async function analysisOf(db: Db, row: UploadRow): Promise<FileAnalysis> {
  const stored = row.status === 'done' ? await findAnalysis(db, row.sha256, null) : null;
  return stored ?? notAnalyzed(row);
}

/** The analyses behind several uploads, in one query (by upload id). */
export async function analysesOf(db: Db, rows: UploadRow[]): Promise<Map<string, FileAnalysis>> {
  const done = rows.filter((r) => r.status === 'done');
  const stored = await findAnalysisRows(db, { sha256s: done.map((r) => r.sha256), version: analysisVersion(null) });
  return new Map(rows.map((r) => [r.id, (r.status === 'done' ? (stored.get(r.sha256) as FileAnalysis | undefined) : undefined) ?? notAnalyzed(r)]));
}

function notAnalyzed(row: UploadRow): FileAnalysis {
  const note = row.status === 'failed' ? (row.note ?? 'the file could not be analyzed') : 'the analysis is still running';
  return { sha256: row.sha256, fileType: null, kind: 'other', confidence: 1, analyzed: false, note, refused: false, fields: {}, text: '', pages: 0, ocrPages: 0 };
}

/**
 * The analysis of a file read as another document kind (the user moved it to another card); queued
 * like any other and waited for. Falls back to the file's own analysis when it does not come in time.
 */
export async function analysisAs(deps: UploadDeps, row: UploadRow, role: DocumentKind, timeoutMs: number): Promise<FileAnalysis | null> {
  const found = await findAnalysis(deps.db, row.sha256, role);
  if (found) return found;
  await deps.queue.enqueue({ sha256: row.sha256, blobKey: row.blobKey, role });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await nextUploadsChange([row.sha256], Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
    const done = await findAnalysis(deps.db, row.sha256, role);
    if (done) return done;
  }
  return null;
}

/** Removes a staged upload of the caller's that no claim has taken. */
export async function deleteUpload(deps: UploadDeps, userId: number, id: string): Promise<void> {
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

/**
 * POST /api/uploads: stores every `files` part as it arrives (one in memory at a time), each
 * checked by its bytes and its analysis queued. All or nothing: a refused file takes the ones
 * stored before it back out.
 */
export async function stageUploads(deps: UploadDeps, userId: number, parts: AsyncIterable<MultipartItem>): Promise<UploadRow[]> {
  const rows: UploadRow[] = [];
  try {
    for await (const part of parts) {
      if (part.kind !== 'file') continue;
      const bytes = await part.read();
      const sniffed = sniffFile(bytes, part.filename);
      if ('refused' in sniffed) throw new AppError('unsupported_type', `${part.filename} was refused: ${sniffed.refused}.`);
      rows.push(await stageFile(deps, { userId, filename: part.filename, bytes }));
    }
  } catch (err) {
    await Promise.allSettled(rows.map((r) => deleteUpload(deps, userId, r.id)));
    throw err;
  }
  if (rows.length === 0) throw new AppError('bad_request', 'No files were sent.');
  return rows;
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
