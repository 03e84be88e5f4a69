/**
 * The analysis job queue. Two implementations behind one small interface: pg-boss on PostgreSQL
 * (jobs survive restarts and are shared by every web instance and `npm run worker` process), and an
 * in-process queue on the embedded PGlite (one process does everything). See
 * docs/decisions/005-job-queue.md.
 */
import type { DocumentKind } from '../../shared/categories.js';

export type AnalysisJob = {
  sha256: string;
  /** A blob holding those bytes (any upload of them will do). */
  blobKey: string;
  /** Analyze as this document kind (the user moved the file to another card); null: the file's own. */
  role: DocumentKind | null;
};

/** `last`: no retry follows if this attempt throws. `cancelled`: the queue is stopping; write nothing. */
export type JobAttempt = { last: boolean; cancelled: () => boolean };
export type JobHandler = (job: AnalysisJob, attempt: JobAttempt) => Promise<void>;

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Queues a job; a job already waiting for the same bytes and role is not queued twice. */
  enqueue(job: AnalysisJob): Promise<void>;
  /** Starts taking jobs in this process, at most `concurrency` at a time. */
  work(handler: JobHandler, concurrency: number): Promise<void>;
  close(): Promise<void>;
}

export const jobKey = (job: Pick<AnalysisJob, 'sha256' | 'role'>): string => `${job.sha256}:${job.role ?? ''}`;

/** Jobs in memory, for PGlite: lost with the process, so start-up re-queues unfinished uploads. */
export function createInProcessQueue(onError: (err: unknown, job: AnalysisJob) => void): JobQueue {
  const waiting: AnalysisJob[] = [];
  const pending = new Set<string>();
  let handler: JobHandler | null = null;
  let limit = 0;
  let running = 0;
  let closed = false;

  const pump = () => {
    while (handler && !closed && running < limit && waiting.length > 0) {
      const job = waiting.shift() as AnalysisJob;
      running += 1;
      const run = handler;
      void run(job, { last: true, cancelled: () => closed })
        .catch((err) => onError(err, job))
        .finally(() => {
          running -= 1;
          pending.delete(jobKey(job));
          pump();
        });
    }
  };

  return {
    kind: 'in-process',
    async enqueue(job) {
      if (closed || pending.has(jobKey(job))) return;
      pending.add(jobKey(job));
      waiting.push(job);
      pump();
    },
    async work(h, concurrency) {
      handler = h;
      limit = Math.max(1, concurrency);
      pump();
    },
    async close() {
      closed = true;
      waiting.length = 0;
    },
  };
}
