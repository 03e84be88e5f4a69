/**
 * Where an estimate reader starts: the file's stored layout (the analysis's one reading of it), so
 * the estimate comparison and the claim's comparison job never extract text or OCR again. BMS XML
 * has no layout (it is read exactly from its elements): its bytes are read back, bounded.
 */
import type { Db } from '../db/client.js';
import type { EstimateInput } from '../estimates/compare-files.js';
import { type BlobStore, readBlob } from '../storage/blob-store.js';
import { findLayout } from './analysis-job.js';
import type { AnalysisQueue } from './analysis-queue.js';
import { kindOfUpload } from './staging.js';

/** A stored file: an upload or a claim's file. */
export type StoredFileRef = { sha256: string; blobKey: string; fileName: string; contentType: string };

export type EstimateSourceDeps = { db: Db; blobs: BlobStore; maxFileBytes: number };

/**
 * The estimate input of a stored file, or null when its bytes have no analysis under this pipeline
 * version yet. A file the analysis read no text from gets an empty layout: the reader then says
 * that no estimate was found in it.
 */
export async function estimateSourceOf(deps: EstimateSourceDeps, file: StoredFileRef): Promise<EstimateInput | null> {
  const kind = kindOfUpload(file);
  const base = { fileName: file.fileName, file: kind ? { sha256: file.sha256, kind } : undefined };
  if (kind === 'bms-xml') return { ...base, bytes: await readBlob(deps.blobs, file.blobKey, { maxBytes: deps.maxFileBytes }) };
  const layout = await findLayout(deps.db, file.sha256);
  if (layout === undefined) return null;
  return { ...base, layout: layout ?? { fileType: kind ?? 'pdf', pages: [] } };
}

/**
 * The claim comparison job's source: a file not analysed under this pipeline version (a claim
 * older than the release) is queued for analysis, and the job is told to try again later.
 */
export function claimEstimateSource(deps: EstimateSourceDeps & { queue: AnalysisQueue }) {
  return async (file: StoredFileRef): Promise<EstimateInput> => {
    const source = await estimateSourceOf(deps, file);
    if (source) return source;
    await deps.queue.enqueue({ sha256: file.sha256, blobKey: file.blobKey, role: null, kind: kindOfUpload(file), userId: null });
    throw new EstimateNotReadYetError();
  };
}

/** Thrown when an estimate's file is still being analysed: a retry of the job will find it. */
export class EstimateNotReadYetError extends Error {
  constructor() {
    super("the estimate's file is still being analysed");
    this.name = 'EstimateNotReadYetError';
  }
}
