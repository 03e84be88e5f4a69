import type { Db } from '../db/client.js';
import type { BlobStore } from '../storage/blob-store.js';
import { selectReferencedBlobKeys } from './claims.queries.js';
import { CLAIM_BLOB_PREFIX } from './read-submission.js';

/** Older than this, a claim blob without a claim_files row is left over from a crash. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes blobs under the claims prefix that no claim_files row references and that are older
 * than ORPHAN_AGE_MS (younger ones may belong to a submit still in flight on another instance).
 */
export async function sweepOrphanClaimBlobs(
  db: Db,
  blobs: BlobStore,
  options: { now?: Date; olderThanMs?: number } = {},
): Promise<{ checked: number; removed: string[] }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ORPHAN_AGE_MS);
  const candidates: string[] = [];
  let checked = 0;
  for await (const blob of blobs.list(`${CLAIM_BLOB_PREFIX}/`)) {
    checked += 1;
    if (blob.lastModified.getTime() < cutoff) candidates.push(blob.key);
  }
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const referenced = await selectReferencedBlobKeys(db, batch);
    const keep = new Set(referenced.map((r) => r.key));
    for (const key of batch) {
      if (keep.has(key)) continue;
      await blobs.delete(key);
      removed.push(key);
    }
  }
  return { checked, removed };
}
