/**
 * The analysis job: the same handler runs in a web instance (in-process on PGlite, or taking
 * pg-boss jobs) and in `npm run worker`. It analyses a file's bytes at most once per pipeline
 * version and copies the result onto every upload of those bytes.
 */
import type { FailureCode } from '../../shared/analysis-failures.js';
import type { DocumentKind } from '../../shared/categories.js';
import type { Db } from '../db/client.js';
import type { FileAnalysis } from '../documents/analyze-file.js';
import type { DocumentText } from '../documents/text/types.js';
import type { JobAttempt } from '../jobs/queue.js';
import { failureStage } from '../../shared/analysis-failures.js';
import { pipelineVersion } from '../jobs/pipeline-version.js';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError, readBlob } from '../storage/blob-store.js';
import { ringUploadsChanged } from '../uploads/upload-signal.js';
import { findBlobKeyBySha, type UploadChanges, updateUploadsBySha } from '../uploads/uploads.queries.js';
import type { DocumentPool } from '../workers/pool.js';
import { findAnalysisRow, findLayoutRow, insertAnalysisIfAbsent } from './analyses.queries.js';
import type { AnalysisJob } from './analysis-queue.js';

export type AnalysisDeps = {
  db: Db;
  blobs: BlobStore;
  pool: Pick<DocumentPool, 'analyze'>;
  /** Bytes one file may have: the most the job reads back from the store. */
  maxFileBytes?: number;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
};

/** The key an analysis is stored under: the pipeline version, plus the role when one was forced. */
export const analysisVersion = (role: DocumentKind | null): string => (role ? `${pipelineVersion()}/as-${role}` : pipelineVersion());

const UNFINISHED = ['queued', 'analysing'];

export async function findAnalysis(db: Db, sha256: string, role: DocumentKind | null): Promise<FileAnalysis | null> {
  const row = await findAnalysisRow(db, { sha256, version: analysisVersion(role) });
  return row ? (row.result as FileAnalysis) : null;
}

/**
 * The stored layout of these bytes (their one reading): undefined when they have no analysis under
 * this pipeline version yet, null when the analysis read no text (a photo, BMS XML, a refused file).
 */
export async function findLayout(db: Db, sha256: string): Promise<DocumentText | null | undefined> {
  const row = await findLayoutRow(db, { sha256, version: analysisVersion(null) });
  return row ? ((row.layout as DocumentText | null) ?? null) : undefined;
}

/** The most a stored analysis is held back to take an analysis's time (matches the pool's default time limit). */
const MAX_HELD_MS = 60_000;

export async function runAnalysisJob(deps: AnalysisDeps, job: AnalysisJob, attempt: JobAttempt): Promise<void> {
  const { db } = deps;
  const version = analysisVersion(job.role);
  const stored = await findAnalysisRow(db, { sha256: job.sha256, version });
  let result = stored ? (stored.result as FileAnalysis) : null;
  if (stored && job.userId != null && !job.role) {
    // A sender's upload of bytes analysed before for someone else (the sender's own are answered at
    // once when staged): it goes through "analysing" and takes as long as their analysis took, so
    // how fast it comes back does not tell that another person uploaded this very file.
    await setStatus(db, job.sha256, ['queued'], { status: 'analysing' });
    await new Promise((r) => setTimeout(r, Math.min(stored.ms ?? 0, MAX_HELD_MS)));
  }
  if (!result) {
    if (!job.role) await setStatus(db, job.sha256, ['queued'], { status: 'analysing' });
    const started = Date.now();
    const file = job.kind ? { sha256: job.sha256, kind: job.kind } : undefined;
    // Read as another kind: the file's stored layout is classified and its fields read again; the
    // file itself is not read a second time.
    const layout = job.role ? await findLayout(db, job.sha256) : undefined;
    let analyzed: FileAnalysis;
    if (layout) analyzed = await deps.pool.analyze({ bytes: Buffer.alloc(0), kindOverride: job.role, file, layout });
    else {
      const bytes = await readBytes(deps, job);
      if (bytes === null) return; // every upload of these bytes was deleted before the job ran
      if (bytes === 'too-large') {
        if (!job.role) await markFailed(db, job.sha256, 'the file is larger than the server reads', 'file.too_large');
        return;
      }
      analyzed = await deps.pool.analyze({ bytes, kindOverride: job.role, file });
    }
    if (attempt.cancelled()) throw new Error('analysis cancelled: the queue is stopping');
    // The pool answers a timeout or a crashed thread with an empty sha256: that is a fact about this
    // run, not about the bytes, so it is not stored as the file's analysis.
    if (!analyzed.sha256) {
      const code = analyzed.failure ?? 'analysis.failed';
      deps.log?.warn({ sha256: job.sha256, role: job.role, code, stage: failureStage(code) }, 'file not analysed');
      if (!job.role) await markFailed(db, job.sha256, analyzed.note ?? 'the file could not be analyzed', code);
      return;
    }
    const { layout: read = null, ...rest } = analyzed;
    // Two workers may have raced to here (a retried job whose first run was only slow): first wins.
    const first = await insertAnalysisIfAbsent(db, {
      sha256: job.sha256,
      pipelineVersion: version,
      result: rest as unknown as Record<string, unknown>,
      // The layout is kept with the file's own analysis; one read as another kind shares it.
      layout: job.role ? null : ((read as unknown as Record<string, unknown> | null) ?? null),
      ms: Date.now() - started,
    });
    result = first ? rest : ((await findAnalysis(db, job.sha256, job.role)) ?? rest);
  }
  if (!job.role) await applyAnalysis(db, job.sha256, result);
  else ringUploadsChanged(job.sha256);
}

/** Copies an analysis onto the unfinished uploads of the same bytes; answers what it set. */
export async function applyAnalysis(db: Db, sha256: string, result: FileAnalysis): Promise<UploadChanges> {
  const values: UploadChanges = {
    status: 'done',
    category: result.kind,
    confidence: result.analyzed ? result.confidence : 0,
    note: result.note,
    // A file read but not analysed (damaged, encrypted, past the budget) says why, as a failed one does.
    errorCode: result.analyzed ? null : (result.failure ?? null),
    pipelineVersion: pipelineVersion(),
  };
  await setStatus(db, sha256, UNFINISHED, values);
  return values;
}

/** After the last attempt failed: the uploads say so, and why (`code`), instead of waiting for ever. */
export async function markFailed(db: Db, sha256: string, note: string, code: FailureCode): Promise<void> {
  await setStatus(db, sha256, UNFINISHED, { status: 'failed', category: 'other', confidence: 0, note, errorCode: code });
}

async function setStatus(db: Db, sha256: string, from: string[], values: UploadChanges): Promise<void> {
  await updateUploadsBySha(db, { sha256, from, values });
  if (values.status === 'done' || values.status === 'failed') ringUploadsChanged(sha256);
}

/** The file's bytes (bounded: a blob past the cap is not read into memory), or null when every copy is gone. */
async function readBytes(deps: AnalysisDeps, job: AnalysisJob): Promise<Buffer | null | 'too-large'> {
  const read = async (key: string) => {
    try {
      return await readBlob(deps.blobs, key, { maxBytes: deps.maxFileBytes });
    } catch (err) {
      if (err instanceof BlobTooLargeError) return 'too-large' as const;
      throw err;
    }
  };
  try {
    return await read(job.blobKey);
  } catch (err) {
    if (!(err instanceof BlobNotFoundError)) throw err;
  }
  // The upload the job was queued for is gone; another upload of the same bytes may remain.
  const other = await findBlobKeyBySha(deps.db, job.sha256);
  if (!other || other === job.blobKey) return null;
  return read(other);
}
