import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { BlobStore } from '../storage/blob-store.js';
import { checkClaimFile } from './file-check.js';

export const CLAIM_BLOB_PREFIX = 'claims';

export interface StoredUpload {
  blobKey: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The category the browser sent for this file (any vocabulary), if any. */
  category: string | null;
}

export interface RawSubmission {
  claimData: string | null;
  analysisResult: string | null;
  files: StoredUpload[];
}

/** Keeps a file name displayable and harmless: no path, no control characters, bounded length. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

/** Deletes blobs stored for a submission that did not commit; best effort, logged by the caller. */
export async function removeBlobs(blobs: BlobStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => blobs.delete(k)));
}

/**
 * Reads the multipart body: `claimData` and `analysisResult` JSON fields, repeated `files`, and
 * optional `categories` fields (one per file, in order, as analyze-documents takes them). Each
 * file is checked by its bytes and stored in the blob store as it arrives, so memory holds one
 * file at a time. When anything fails, the blobs stored so far are removed before the error
 * propagates.
 */
export async function readSubmission(request: FastifyRequest, blobs: BlobStore): Promise<RawSubmission> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Send the claim as multipart/form-data with claimData, analysisResult and files.');
  }
  const out: RawSubmission = { claimData: null, analysisResult: null, files: [] };
  const categories: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        const fileName = cleanFileName(part.filename);
        const bytes = await part.toBuffer();
        const checked = await checkClaimFile(fileName, bytes);
        const put = await blobs.put(bytes, { prefix: CLAIM_BLOB_PREFIX, contentType: checked.contentType });
        out.files.push({ blobKey: put.key, fileName, contentType: checked.contentType, size: put.size, sha256: put.sha256, category: null });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (part.fieldname === 'claimData') out.claimData = value;
        else if (part.fieldname === 'analysisResult') out.analysisResult = value;
        else if (part.fieldname === 'categories') categories.push(value.slice(0, 60));
      }
    }
  } catch (err) {
    await removeBlobs(blobs, out.files.map((f) => f.blobKey));
    throw err;
  }
  out.files.forEach((f, i) => {
    f.category = categories[i] ?? null;
  });
  return out;
}

/** Consumes a multipart body without storing anything (an idempotent replay). */
export async function drainMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}
