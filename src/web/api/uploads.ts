/**
 * Each wizard file goes up once (POST /api/uploads) and is named by its id afterwards: sorting,
 * analysis and submit all refer to the server's record, so a phone sends each photo once.
 */
import type { z } from 'zod';
import type { StageUploadsAnswerSchema, UploadListAnswerSchema, UploadStatus, UploadView } from '../../shared/contracts/documents';
import { apiRequest, readAnswer } from '../lib/api-request';

export type { UploadStatus };
/** What the wizard reads of GET /api/uploads: the contract's upload view. */
export type StagedUpload = Pick<UploadView, 'id' | 'filename' | 'status' | 'category' | 'confidence' | 'note' | 'error'>;

type StageUploadsAnswer = z.infer<typeof StageUploadsAnswerSchema>;
type UploadListAnswer = z.infer<typeof UploadListAnswerSchema>;
const stageSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/documents')).StageUploadsAnswerSchema : undefined;
const listSchema = import.meta.env.DEV ? async () => (await import('../../shared/contracts/documents')).UploadListAnswerSchema : undefined;

/** GET /api/uploads?ids=…: the uploads the server still holds of these ids. */
async function listUploads(uploadIds: string[]): Promise<StagedUpload[]> {
  const res = await apiRequest('GET', `/api/uploads?ids=${uploadIds.map(encodeURIComponent).join(',')}`);
  return (await readAnswer<UploadListAnswer>(res, listSchema)).uploads;
}

const POLL_MS = 500;
/** The id the server gave each File, for as long as the page holds the File. */
const ids = new WeakMap<File, string>();
/** Files being sent now: a second caller waits for the same request instead of sending again. */
const inFlight = new WeakMap<File, Promise<void>>();

export const isFinished = (u: Pick<StagedUpload, 'status'>) => u.status === 'done' || u.status === 'failed';

/** The server's id of a file already sent, if any. */
export const uploadIdOf = (file: File): string | undefined => ids.get(file);

/** A File rebuilt from an upload the server still holds (a restored draft): never sent again. */
export function rememberUpload(file: File, id: string): void {
  ids.set(file, id);
}

/**
 * The page sends at most this many upload requests at once; the others wait their turn. The server
 * refuses an account's uploads beyond QUOTA_OPEN_UPLOADS (4) at once, and a form that adds seven
 * files one request each would otherwise lose three to that refusal. Two leave room for another tab.
 */
const MAX_SENDING = 2;
let sending = 0;
const waiting: Array<() => void> = [];

/** Runs `send` when fewer than MAX_SENDING requests are out; a request that ends hands its turn to the first waiting. */
export async function whenSendingFree<T>(send: () => Promise<T>): Promise<T> {
  if (sending < MAX_SENDING) sending += 1;
  else await new Promise<void>((turn) => waiting.push(turn));
  try {
    return await send();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else sending -= 1;
  }
}

/** Sends the files not sent yet (once, however many callers ask); answers every file's upload id, in order. */
export async function stageFiles(files: File[]): Promise<string[]> {
  const fresh = files.filter((f, i) => !ids.has(f) && !inFlight.has(f) && files.indexOf(f) === i);
  if (fresh.length > 0) {
    const body = new FormData();
    for (const f of fresh) body.append('files', f, f.name);
    const sent = whenSendingFree(() => apiRequest('POST', '/api/uploads', body)).then(async (res) => {
      const answer = await readAnswer<StageUploadsAnswer>(res, stageSchema);
      fresh.forEach((f, i) => {
        const id = answer.uploads[i]?.id;
        if (id) ids.set(f, id);
      });
    });
    const settled = sent.finally(() => {
      for (const f of fresh) inFlight.delete(f);
    });
    for (const f of fresh) inFlight.set(f, settled);
  }
  await Promise.all(files.map((f) => inFlight.get(f)).filter(Boolean));
  return files.map((f) => {
    const id = ids.get(f);
    if (!id) throw new Error(`${f.name} was not uploaded`);
    return id;
  });
}

/** The files the server still holds of these ids (an expired or removed one is left out), with their analysis. */
export async function readUploads(uploadIds: string[]): Promise<StagedUpload[]> {
  if (uploadIds.length === 0) return [];
  return listUploads(uploadIds);
}

/** A staged upload's bytes as a File (its name and sniffed type), remembered under its id. */
export async function fetchUploadFile(upload: Pick<StagedUpload, 'id' | 'filename'>): Promise<File> {
  const res = await apiRequest('GET', `/api/uploads/${encodeURIComponent(upload.id)}/file`);
  const blob = await res.blob();
  const file = new File([blob], upload.filename, { type: blob.type });
  rememberUpload(file, upload.id);
  return file;
}

/** Polls the uploads until every one is done or failed, reporting each state as it changes. */
export async function followUploads(uploadIds: string[], onUpdate: (uploads: StagedUpload[]) => void): Promise<StagedUpload[]> {
  for (;;) {
    const uploads = await listUploads(uploadIds);
    onUpdate(uploads);
    // An id the server no longer knows (expired, removed) will not finish: stop on it too.
    if (uploads.length < uploadIds.length || uploads.every(isFinished)) return uploads;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Share of the files finished, 0..1. */
export const finishedShare = (uploads: StagedUpload[], total: number) => (total ? uploads.filter(isFinished).length / total : 1);

/** GET /api/uploads/{id}: one staged upload with its analysis's facts (the fields it read). */
export async function readUploadView(uploadId: string): Promise<UploadView> {
  return readAnswer<UploadView>(await apiRequest('GET', `/api/uploads/${encodeURIComponent(uploadId)}`));
}
