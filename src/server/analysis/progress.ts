/**
 * How far the analysis of some uploads has got, in words for the person waiting: the synchronous
 * calls answer with it instead of failing after a long wait.
 */
import { plural } from '../../shared/format.js';
import type { UploadRow } from '../uploads/uploads.service.js';

/** Jobs waiting ahead of these contents in the queue (null: the queue cannot tell). */
export type ProgressOf = (sha256s: string[]) => Promise<number | null>;

export async function describeProgress(progress: ProgressOf | undefined, waiting: UploadRow[]): Promise<string> {
  const queued = waiting.filter((r) => r.status === 'queued');
  const running = waiting.length - queued.length;
  const parts: string[] = [];
  if (running) parts.push(`${plural(running, 'file')} being read now`);
  if (queued.length) {
    const ahead = progress ? await progress(queued.map((r) => r.sha256)).catch(() => null) : null;
    parts.push(
      ahead === null
        ? `${plural(queued.length, 'file')} waiting for a free reader`
        : `${plural(queued.length, 'file')} waiting, ${plural(ahead, 'other file')} ahead in the queue`,
    );
  }
  return parts.join(', ') || 'almost done';
}
