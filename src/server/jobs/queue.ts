/**
 * Job queues. Two implementations behind one small interface: pg-boss on PostgreSQL (jobs survive
 * restarts and are shared by every web instance and `npm run worker` process), and an in-process
 * queue on the embedded PGlite (one process does everything). See docs/decisions/005-job-queue.md.
 * The same interface carries the document analyses (analysis/analysis-queue.ts) and the claims'
 * after-commit jobs.
 */

/** `last`: no retry follows if this attempt throws. `cancelled`: the queue is stopping; write nothing. */
export type JobAttempt = { last: boolean; cancelled: () => boolean };
export type JobHandler<T> = (job: T, attempt: JobAttempt) => Promise<void>;

export interface JobQueue<T> {
  readonly kind: 'in-process' | 'pg-boss';
  /** Queues a job; a job already waiting under the same key is not queued twice. */
  enqueue(job: T): Promise<void>;
  /** Starts taking jobs in this process, at most `concurrency` at a time. */
  work(handler: JobHandler<T>, concurrency: number): Promise<void>;
  close(): Promise<void>;
}

export type InProcessOptions<T> = {
  /** Jobs with the same key wait once (default: every job is its own). */
  key?: (job: T) => string;
  /** Attempts in all (default 1: no retry). */
  attempts?: number;
  /** Pause before a retry. */
  retryDelayMs?: number;
  /** Called when the last attempt of a job throws. */
  onError: (err: unknown, job: T) => void;
};

/** Jobs in memory, for PGlite: lost with the process, so start-up re-queues what is unfinished. */
export function createInProcessQueue<T>(options: InProcessOptions<T>): JobQueue<T> {
  const attempts = Math.max(1, options.attempts ?? 1);
  const waiting: Array<{ job: T; attempt: number }> = [];
  const pending = new Set<string>();
  const retries = new Set<NodeJS.Timeout>();
  let handler: JobHandler<T> | null = null;
  let limit = 0;
  let running = 0;
  let closed = false;
  let seq = 0;
  const keys = new WeakMap<object, string>();
  const keyOf = (job: T): string => {
    if (options.key) return options.key(job);
    const o = job as unknown as object;
    let k = keys.get(o);
    if (!k) {
      seq += 1;
      k = `#${seq}`;
      keys.set(o, k);
    }
    return k;
  };

  const pump = () => {
    while (handler && !closed && running < limit && waiting.length > 0) {
      const entry = waiting.shift() as { job: T; attempt: number };
      const last = entry.attempt >= attempts;
      running += 1;
      const run = handler;
      let retry = false;
      void run(entry.job, { last, cancelled: () => closed })
        .catch((err) => {
          if (!last && !closed) retry = true;
          else options.onError(err, entry.job);
        })
        .finally(() => {
          running -= 1;
          if (retry) {
            const timer = setTimeout(() => {
              retries.delete(timer);
              if (closed) return;
              waiting.push({ job: entry.job, attempt: entry.attempt + 1 });
              pump();
            }, options.retryDelayMs ?? 0);
            retries.add(timer);
          } else {
            pending.delete(keyOf(entry.job));
          }
          pump();
        });
    }
  };

  return {
    kind: 'in-process',
    async enqueue(job) {
      if (closed || pending.has(keyOf(job))) return;
      pending.add(keyOf(job));
      waiting.push({ job, attempt: 1 });
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
      for (const t of retries) clearTimeout(t);
      retries.clear();
    },
  };
}
