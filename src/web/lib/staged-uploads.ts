/**
 * Each wizard file goes up once (POST /api/uploads) and is named by its id afterwards: sorting,
 * analysis and submit all refer to the server's record, so a phone sends each photo once.
 */
import type { UploadStatus, UploadView } from '../../shared/contracts/documents';
import { apiRequest } from './api';

export type { UploadStatus };
/** What the wizard reads of GET /api/uploads: the contract's upload view. */
export type StagedUpload = Pick<UploadView, 'id' | 'filename' | 'status' | 'category' | 'confidence' | 'note'>;

const POLL_MS = 500;
/** The id the server gave each File, for as long as the page holds the File. */
const ids = new WeakMap<File, string>();

export const isFinished = (u: Pick<StagedUpload, 'status'>) => u.status === 'done' || u.status === 'failed';

/** Sends the files not sent yet; answers every file's upload id, in order. */
export async function stageFiles(files: File[]): Promise<string[]> {
  const fresh = files.filter((f, i) => !ids.has(f) && files.indexOf(f) === i);
  if (fresh.length > 0) {
    const body = new FormData();
    for (const f of fresh) body.append('files', f, f.name);
    const res = await apiRequest('POST', '/api/uploads', body);
    const answer = (await res.json()) as { uploads: Array<{ id: string }> };
    fresh.forEach((f, i) => {
      const id = answer.uploads[i]?.id;
      if (id) ids.set(f, id);
    });
  }
  return files.map((f) => {
    const id = ids.get(f);
    if (!id) throw new Error(`${f.name} was not uploaded`);
    return id;
  });
}

/** Polls the uploads until every one is done or failed, reporting each state as it changes. */
export async function followUploads(uploadIds: string[], onUpdate: (uploads: StagedUpload[]) => void): Promise<StagedUpload[]> {
  for (;;) {
    const res = await apiRequest('GET', `/api/uploads?ids=${uploadIds.map(encodeURIComponent).join(',')}`);
    const { uploads } = (await res.json()) as { uploads: StagedUpload[] };
    onUpdate(uploads);
    // An id the server no longer knows (expired, removed) will not finish: stop on it too.
    if (uploads.length < uploadIds.length || uploads.every(isFinished)) return uploads;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Share of the files finished, 0..1. */
export const finishedShare = (uploads: StagedUpload[], total: number) => (total ? uploads.filter(isFinished).length / total : 1);
