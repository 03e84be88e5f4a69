import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { deleteUpload, stageFile, type UploadDeps } from '../uploads/uploads.service.js';
import { checkClaimFile } from './file-check.js';

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

/** Keeps a file name displayable and harmless: no path, no control characters, bounded length. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

/**
 * Reads the multipart body: `claimData` and `analysisResult` JSON fields, repeated `uploadIds`,
 * repeated `files` and optional `categories` fields (one per file, in order). Each file is checked
 * by its bytes and staged as an upload as it arrives (stored, its analysis queued), so memory holds
 * one file at a time. When anything fails, the uploads staged so far are removed before the error
 * propagates.
 */
export async function readSubmission(request: FastifyRequest, deps: UploadDeps, userId: number): Promise<RawSubmission> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Send the claim as multipart/form-data with claimData, analysisResult and files or uploadIds.');
  }
  const out: RawSubmission = { claimData: null, analysisResult: null, uploadIds: [], categories: [], files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        const fileName = cleanFileName(part.filename);
        const bytes = await part.toBuffer();
        await checkClaimFile(fileName, bytes);
        const row = await stageFile(deps, { userId, filename: fileName, bytes });
        out.files.push({ uploadId: row.id, fileName });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (part.fieldname === 'claimData') out.claimData = value;
        else if (part.fieldname === 'analysisResult') out.analysisResult = value;
        else if (part.fieldname === 'categories') out.categories.push(value.slice(0, 60));
        else if (part.fieldname === 'uploadIds') out.uploadIds.push(...value.split(',').map((v) => v.trim()).filter(Boolean));
      }
    }
  } catch (err) {
    await discardStaged(deps, userId, out);
    throw err;
  }
  return out;
}

/** Removes the uploads this request staged (not the ones it only named). */
export async function discardStaged(deps: UploadDeps, userId: number, raw: Pick<RawSubmission, 'files'>): Promise<void> {
  await Promise.allSettled(raw.files.map((f) => deleteUpload(deps, userId, f.uploadId)));
}

/** Consumes a multipart body without storing anything (an idempotent replay). */
export async function drainMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}
