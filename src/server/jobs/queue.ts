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
  /** Jobs that will be taken before the first of these waiting jobs (null: the queue cannot tell). */
  ahead?(jobs: T[]): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Fair turns: jobs of one group (a user's uploads) are taken in turn with every other group's, one
 * group after another, and a group never holds more than `perGroup` of the running slots. A user who
 * queues a stack of scans therefore delays another user's one-page file by one turn at most.
 */
export type FairOptions<T> = {
  group: (job: T) => string;
  /** Running jobs one group may hold at once (given the concurrency the queue is worked with). */
  perGroup: (concurrency: number) => number;
};

export type InProcessOptions<T> = {
  /** Jobs with the same key wait once (default: every job is its own). */
  key?: (job: T) => string;
  /** Attempts in all (default 1: no retry). */
  attempts?: number;
  /** Pause before a retry. */
  retryDelayMs?: number;
  /** Called when the last attempt of a job throws. */
  onError: (err: unknown, job: T) => void;
  /** Take jobs in turn per group (default: first in, first out). */
  fair?: FairOptions<T>;
};

type Entry<T> = { job: T; attempt: number };

/** Jobs in memory, for PGlite: lost with the process, so start-up re-queues what is unfinished. */
export function createInProcessQueue<T>(options: InProcessOptions<T>): JobQueue<T> {
  const attempts = Math.max(1, options.attempts ?? 1);
  const groupOf = options.fair?.group ?? (() => '');
  // Waiting jobs by group (in arrival order of the groups); a group's turn comes when it was served
  // longest ago (never: first), so a newcomer goes before a group that has just had a job taken.
  const waiting = new Map<string, Entry<T>[]>();
  const lastServed = new Map<string, number>();
  let tick = 0;
  const runningBy = new Map<string, number>();
  const pending = new Set<string>();
  const retries = new Set<NodeJS.Timeout>();
  let handler: JobHandler<T> | null = null;
  let limit = 0;
  let perGroup = Number.POSITIVE_INFINITY;
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
  const push = (entry: Entry<T>) => {
    const g = groupOf(entry.job);
    const list = waiting.get(g);
    if (list) list.push(entry);
    else waiting.set(g, [entry]);
  };
  /** The next job: of the groups with a job waiting and a free slot of their own, the one served longest ago. */
  const take = (): Entry<T> | null => {
    let best: string | null = null;
    for (const g of waiting.keys()) {
      if ((runningBy.get(g) ?? 0) >= perGroup) continue;
      if (best === null || (lastServed.get(g) ?? 0) < (lastServed.get(best) ?? 0)) best = g;
    }
    if (best === null) return null;
    const list = waiting.get(best) as Entry<T>[];
    const entry = list.shift() as Entry<T>;
    if (!list.length) waiting.delete(best);
    tick += 1;
    lastServed.set(best, tick);
    return entry;
  };

  const pump = () => {
    while (handler && !closed && running < limit) {
      const entry = take();
      if (!entry) return;
      const group = groupOf(entry.job);
      const last = entry.attempt >= attempts;
      running += 1;
      runningBy.set(group, (runningBy.get(group) ?? 0) + 1);
      const run = handler;
      let retry = false;
      void run(entry.job, { last, cancelled: () => closed })
        .catch((err) => {
          // A job that fails because the queue is stopping died with the process: it is taken up
          // again at the next start, so it is neither retried here nor reported as failed (which
          // would mark a file "could not be analyzed" for good after a restart mid-analysis).
          if (closed) return;
          if (!last) retry = true;
          else options.onError(err, entry.job);
        })
        .finally(() => {
          running -= 1;
          const left = (runningBy.get(group) ?? 1) - 1;
          if (left > 0) runningBy.set(group, left);
          else {
            runningBy.delete(group);
            // A group with nothing running or waiting is forgotten (the map stays as small as the queue).
            if (!waiting.has(group)) lastServed.delete(group);
          }
          if (retry) {
            const timer = setTimeout(() => {
              retries.delete(timer);
              if (closed) return;
              push({ job: entry.job, attempt: entry.attempt + 1 });
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
      push({ job, attempt: 1 });
      pump();
    },
    async work(h, concurrency) {
      handler = h;
      limit = Math.max(1, concurrency);
      perGroup = options.fair ? Math.max(1, options.fair.perGroup(limit)) : Number.POSITIVE_INFINITY;
      pump();
    },
    async ahead(jobs) {
      // Plays the turns forward on a copy (as if every running job ended in time) until one of these comes up.
      const wanted = new Set(jobs.map(keyOf));
      const lists = new Map([...waiting].map(([g, list]) => [g, [...list]]));
      const served = new Map(lastServed);
      let clock = tick;
      for (let count = 0; lists.size > 0; count++) {
        let best: string | null = null;
        for (const g of lists.keys()) if (best === null || (served.get(g) ?? 0) < (served.get(best) ?? 0)) best = g;
        const list = lists.get(best as string) as Entry<T>[];
        const entry = list.shift() as Entry<T>;
        if (!list.length) lists.delete(best as string);
        clock += 1;
        served.set(best as string, clock);
        if (wanted.has(keyOf(entry.job))) return count;
      }
      return 0;
    },
    async close() {
      closed = true;
      waiting.clear();
      for (const t of retries) clearTimeout(t);
      retries.clear();
    },
  };
}
