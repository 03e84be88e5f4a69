/**
 * Staging a file for analysis: stored once in the blob store as an upload of its sender, and its
 * analysis taken from the stored ones or queued (analysis-job.ts runs it at most once per content).
 * Every document call and the claim submit stage through here and answer from the stored analyses.
 */
import type { DocumentKind } from '../../shared/categories.js';
import type { Db } from '../db/client.js';
import type { FileAnalysis } from '../documents/analyze-file.js';
import { displayFileName } from '../../shared/file-name.js';
import { MIME, type SniffedType } from '../../shared/file-sniff.js';
import { AppError } from '../errors.js';
import type { MultipartFile, MultipartItem } from '../plugins/multipart-reader.js';
import type { BlobStore } from '../storage/blob-store.js';
import { nextUploadsChange } from '../uploads/upload-signal.js';
import { extendStagedUpload, hasOtherUploadOf, insertUpload, type UploadRow } from '../uploads/uploads.queries.js';
import { type StoredFile, storeUpload } from '../uploads/store-upload.js';
import { deleteUpload, newUploadId, POLL_MS, STAGED_TTL_MS, UPLOAD_BLOB_PREFIX } from '../uploads/uploads.service.js';
import { findAnalysisRows } from './analyses.queries.js';
import { analysisVersion, applyAnalysis, findAnalysis } from './analysis-job.js';
import type { AnalysisJob, AnalysisQueue } from './analysis-queue.js';

export type UploadDeps = { db: Db; blobs: BlobStore; queue: AnalysisQueue };

/** An upload's sniffed kind, from the type it was stored under (uploads.content_type). */
export function kindOfUpload(row: Pick<UploadRow, 'contentType'>): SniffedType | null {
  const found = (Object.entries(MIME) as Array<[SniffedType, string]>).find(([, mime]) => mime === row.contentType);
  return found ? found[0] : null;
}

/** The analysis job for an upload (its owner decides its turn in the queue: analysis-queue.ts). */
export const jobFor = (row: UploadRow, role: DocumentKind | null): AnalysisJob => ({
  sha256: row.sha256,
  blobKey: row.blobKey,
  role,
  kind: kindOfUpload(row),
  userId: row.userId,
});

/**
 * Records a stored file as an upload of its sender and queues its analysis (or takes the stored
 * one when the same bytes were analysed before). With `reuse`, the sender's staged upload of the
 * same bytes is kept instead and the new copy of the bytes removed.
 */
export async function stageFile(
  deps: UploadDeps,
  input: {
    userId: number;
    filename: string;
    stored: StoredFile;
    analyze?: boolean;
    now?: Date;
    reuse?: boolean;
    /** Jobs are collected here instead of queued (queueAnalyses, once the whole request was read). */
    later?: AnalysisJob[];
  },
): Promise<UploadRow> {
  const now = input.now ?? new Date();
  const { stored } = input;
  if (input.reuse) {
    // The document calls send the same packet several times (sort, then analyze): keep one record.
    const same = await extendStagedUpload(deps.db, { userId: input.userId, sha256: stored.sha256, expiresAt: new Date(now.getTime() + STAGED_TTL_MS) });
    if (same) {
      await deps.blobs.delete(stored.key).catch(() => undefined);
      return same;
    }
  }
  const analyze = input.analyze ?? true;
  let row: UploadRow;
  try {
    row = await insertUpload(deps.db, {
      id: newUploadId(),
      blobKey: stored.key,
      fileName: displayFileName(input.filename).slice(0, 255),
      contentType: stored.contentType,
      size: stored.size,
      sha256: stored.sha256,
      userId: input.userId,
      status: analyze ? 'queued' : 'done',
      expiresAt: analyze ? new Date(now.getTime() + STAGED_TTL_MS) : null,
    });
  } catch (err) {
    await deps.blobs.delete(stored.key).catch(() => undefined);
    throw err;
  }
  if (!analyze) return row;
  // The row is written before the look-up, so either the look-up sees a finished analysis or the
  // job that stores it afterwards sees this row (analysis-job.ts applies it to every upload).
  // Answered at once only for bytes this user sent before: for anyone else an instant "done" would
  // tell that someone uploaded this very file, so it is queued like any new file.
  const done = (await hasOtherUploadOf(deps.db, { userId: input.userId, sha256: row.sha256, exceptId: row.id }))
    ? await findAnalysis(deps.db, row.sha256, null)
    : null;
  if (done) return { ...row, ...(await applyAnalysis(deps.db, row.sha256, done)) } as UploadRow;
  if (input.later) input.later.push(jobFor(row, null));
  else await deps.queue.enqueue(jobFor(row, null));
  return row;
}

/**
 * Queues the analyses a request's files need once its whole body has been read, so the files of a
 * request refused half-way (a cap, a refused type) are never analysed.
 */
export async function queueAnalyses(deps: Pick<UploadDeps, 'queue'>, jobs: AnalysisJob[]): Promise<void> {
  for (const job of jobs) await deps.queue.enqueue(job);
}

/** Streams one file part into the blob store as an upload's bytes (refused types come back as a 415). */
export function storePart(
  deps: Pick<UploadDeps, 'blobs'>,
  part: MultipartFile,
  maxBytes: number,
  refuse?: (kind: SniffedType) => string | null,
  message?: (filename: string, reason: string) => string,
): Promise<StoredFile> {
  return storeUpload(deps.blobs, { stream: part.stream, filename: part.filename, prefix: UPLOAD_BLOB_PREFIX, maxBytes, refuse, message });
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
  return {
    sha256: row.sha256,
    fileType: null,
    kind: 'other',
    confidence: 1,
    analyzed: false,
    note,
    refused: false,
    fields: {},
    text: '',
    pages: 0,
    ocrPages: 0,
  };
}

/**
 * The analysis of a file read as another document kind (the user moved it to another card); queued
 * like any other and waited for. Falls back to the file's own analysis when it does not come in time.
 */
export async function analysisAs(deps: UploadDeps, row: UploadRow, role: DocumentKind, timeoutMs: number): Promise<FileAnalysis | null> {
  const found = await findAnalysis(deps.db, row.sha256, role);
  if (found) return found;
  await deps.queue.enqueue(jobFor(row, role));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await nextUploadsChange([row.sha256], Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
    const done = await findAnalysis(deps.db, row.sha256, role);
    if (done) return done;
  }
  return null;
}

/**
 * POST /api/uploads: streams every `files` part into the blob store as it arrives (memory holds a
 * few kilobytes of each), each checked by its bytes and its analysis queued. All or nothing: a
 * refused file takes the ones stored before it back out.
 */
export async function stageUploads(deps: UploadDeps, userId: number, parts: AsyncIterable<MultipartItem>, maxBytes: number): Promise<UploadRow[]> {
  const rows: UploadRow[] = [];
  const later: AnalysisJob[] = [];
  try {
    for await (const part of parts) {
      if (part.kind !== 'file') continue;
      const stored = await storePart(deps, part, maxBytes);
      rows.push(await stageFile(deps, { userId, filename: part.filename, stored, later }));
    }
  } catch (err) {
    await Promise.allSettled(rows.map((r) => deleteUpload(deps, userId, r.id)));
    throw err;
  }
  if (rows.length === 0) throw new AppError('bad_request', 'No files were sent.');
  await queueAnalyses(deps, later);
  return rows;
}
