import type { MultipartItem } from '../plugins/multipart-reader.js';
import { fileRefusalMessage } from '../../shared/file-sniff.js';
import type { AnalysisJob } from '../analysis/analysis-queue.js';
import { queueAnalyses, stageFile, storePart, type UploadDeps } from '../analysis/staging.js';
import { deleteUpload } from '../uploads/uploads.service.js';
import { addUploadIds } from '../uploads/upload-ids.js';
import { AppError } from '../errors.js';

/** Where claim files were stored before uploads were staged records; the orphan sweep still clears it. */
export const CLAIM_BLOB_PREFIX = 'claims';

export interface RawSubmission {
  claimData: string | null;
  analysisResult: string | null;
  /** Staged uploads named by repeated `uploadIds` fields, in order (not yet checked). */
  uploadIds: string[];
  /** The `categories` fields, in order: one per file of the claim (uploadIds first, then files). */
  categories: string[];
  /** Files sent in this request, each staged as an upload of the caller's. */
  files: Array<{ uploadId: string; fileName: string }>;
}

/**
 * Reads the multipart body: `claimData` and `analysisResult` JSON fields, repeated `uploadIds`,
 * repeated `files` and optional `categories` fields (one per file, in order). Each file is streamed
 * into the blob store as it arrives, checked by its bytes and staged as an upload (its analysis
 * queued once the whole body is read), so memory holds a few kilobytes of it. When anything fails,
 * the uploads staged so far are removed before the error propagates.
 */
export async function readSubmission(parts: AsyncIterable<MultipartItem>, deps: UploadDeps, userId: number, maxFileBytes: number): Promise<RawSubmission> {
  const out: RawSubmission = { claimData: null, analysisResult: null, uploadIds: [], categories: [], files: [] };
  // Analyses are queued once the whole body has been read: a request refused half-way analyses nothing.
  const later: AnalysisJob[] = [];
  try {
    for await (const part of parts) {
      if (part.kind === 'file') {
        if (part.name !== 'files') continue;
        const stored = await storePart(deps, part, maxFileBytes, undefined, fileRefusalMessage);
        const row = await stageFile(deps, { userId, filename: part.filename, stored, later });
        out.files.push({ uploadId: row.id, fileName: part.filename });
      } else {
        const { name, value } = part;
        if (name === 'claimData' || name === 'analysisResult') {
          if (out[name] !== null) throw new AppError('validation', `Send ${name} once.`, { fields: [{ field: name, message: `Send ${name} once.` }] });
          out[name] = value;
        } else if (name === 'categories') out.categories.push(value.slice(0, 60));
        // Counted as read: the id past the cap is refused before any more are held.
        else if (name === 'uploadIds') addUploadIds(out.uploadIds, value);
      }
    }
  } catch (err) {
    await discardStaged(deps, userId, out);
    throw err;
  }
  await queueAnalyses(deps, later);
  return out;
}

/** Removes the uploads this request staged (not the ones it only named). */
export async function discardStaged(deps: UploadDeps, userId: number, raw: Pick<RawSubmission, 'files'>): Promise<void> {
  await Promise.allSettled(raw.files.map((f) => deleteUpload(deps, userId, f.uploadId)));
}
