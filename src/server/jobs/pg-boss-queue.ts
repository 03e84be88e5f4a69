/**
 * Jobs in PostgreSQL through pg-boss: every web instance and `npm run worker` process on the
 * database shares them. A worker that dies mid-job stops sending heartbeats; pg-boss's monitor then
 * puts the job back for another worker (retryLimit retries in all).
 *
 * Jobs are taken by the small loop below over pg-boss's public fetch/touch/complete/fail, not by
 * boss.work(). pg-boss checks a group's cap (groupConcurrency) inside each fetch statement, and
 * work() runs one fetching loop per slot: one NOTIFY woke every idle loop, they fetched at the same
 * moment, and under READ COMMITTED none saw the others' uncommitted claims, so one user took every
 * thread and another user's one-page file waited behind the scans (issue 26). pg-boss 12.38 has no
 * strict option (its localGroupConcurrency counts one process only). Here a fair queue's claims run
 * one at a time across every process, each in a transaction that first takes an advisory lock for
 * the queue, so each claim sees the ones committed before it. One loop per queue and process: it
 * wakes when a job is queued here or a slot frees, and polls for the rest (other processes' jobs,
 * retries coming due); pg-boss's NOTIFY reaches only its own work() loops.
 */
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobHandler, JobQueue } from './queue.js';

/** pg-boss's floor; a killed worker's job is back in the queue within about this long. */
const HEARTBEAT_SECONDS = 10;

/** How each boss's queue loops stop (stopPgBoss). */
const loopsOf = new WeakMap<PgBoss, Array<(graceMs: number) => Promise<void>>>();

/** One pg-boss per process: the analysis queue and the claim jobs share its connections. */
export async function startPgBoss(options: { connectionString: string; onError: (err: unknown) => void }): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    // Short monitor interval so a dead worker's heartbeat is noticed in seconds, not minutes.
    monitorIntervalSeconds: HEARTBEAT_SECONDS,
    superviseIntervalSeconds: HEARTBEAT_SECONDS,
  });
  boss.on('error', options.onError);
  await boss.start();
  loopsOf.set(boss, []);
  return boss;
}

/**
 * Stops taking jobs, lets the running ones end for up to `graceMs`, gives back the rest (another
 * worker or the next start takes them up) and stops the boss.
 */
export async function stopPgBoss(boss: PgBoss, graceMs: number): Promise<void> {
  await Promise.all((loopsOf.get(boss) ?? []).map((stop) => stop(graceMs)));
  await boss.stop({ graceful: true, timeout: graceMs });
}

export async function createPgBossQueue<T extends object>(
  boss: PgBoss,
  options: {
    name: string;
    /** 'stately': at most one queued and one active job per key; 'standard': every job runs. */
    policy: 'stately' | 'standard';
    retryLimit: number;
    retryDelaySeconds: number;
    /** Upper bound for one attempt; a job running longer is failed and retried. */
    expireInSeconds: number;
    key?: (job: T) => string;
    /** How often a worker looks for jobs nothing in its process told it of: other processes' jobs, retries coming due. */
    pollSeconds: number;
    /** Jobs one claim takes at most (default 1); a process runs up to concurrency × batchSize side by side. */
    batchSize?: number;
    /**
     * Fair turns (jobs/queue.ts FairOptions): a job is sent in its group, and a group never holds
     * more than perGroup running jobs across every process, so another group's job is claimed first.
     */
    fair?: { group: (job: T) => string | null; perGroup: (concurrency: number) => number };
  },
): Promise<JobQueue<T>> {
  const { name } = options;
  // createQueue is a no-op when the queue exists.
  await boss.createQueue(name, {
    policy: options.policy,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryDelaySeconds > 1,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  });
  let wake = () => {};
  return {
    kind: 'pg-boss',
    async enqueue(job) {
      const group = options.fair?.group(job) ?? null;
      await boss.send(name, job, {
        ...(options.key ? { singletonKey: options.key(job) } : {}),
        ...(group ? { group: { id: group } } : {}),
      });
      wake();
    },
    async work(handler: JobHandler<T>, concurrency) {
      const threads = Math.max(1, concurrency);
      const batchSize = Math.max(1, options.batchSize ?? 1);
      const groupConcurrency = options.fair ? Math.max(1, options.fair.perGroup(threads)) : undefined;
      const db = boss.getDb();
      const claim = async (limit: number): Promise<JobWithMetadata<T>[]> => {
        const take = { batchSize: limit, includeMetadata: true as const };
        if (!groupConcurrency) return boss.fetch<T>(name, take);
        if (!db.beginTransaction) throw new Error('a fair pg-boss queue needs pg-boss on its own connection pool');
        const tx = await db.beginTransaction();
        try {
          // The two-key form keeps clear of the one-key locks of pg-boss and of the app's migrations.
          await tx.db.executeSql('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', ['pg-boss claim', name]);
          const jobs = await boss.fetch<T>(name, { ...take, groupConcurrency, db: tx.db });
          await tx.commit();
          return jobs;
        } catch (err) {
          await tx.rollback().catch(() => undefined);
          throw err;
        }
      };
      wake = startLoop(boss, { name, slots: threads * batchSize, batchSize, pollMs: options.pollSeconds * 1000, claim }, handler);
    },
    // The loops stop with their boss (stopPgBoss), once for every queue on it.
    async close() {},
  };
}

type Running = { attempt: { id: string; retryCount: number }; lost: AbortController; done: Promise<void> };

/**
 * Claims while slots are free, runs each job and settles it on its own (fenced to the attempt it
 * claimed), keeps the running jobs' heartbeats, and sleeps until woken or the poll comes round.
 * Returns the wake-up.
 */
function startLoop<T>(
  boss: PgBoss,
  o: { name: string; slots: number; batchSize: number; pollMs: number; claim: (limit: number) => Promise<JobWithMetadata<T>[]> },
  handler: JobHandler<T>,
): () => void {
  const running = new Map<string, Running>();
  const report = (err: unknown) => void boss.emit('error', err as Error);
  let stopping = false;
  // Set by a wake-up that came while the loop was claiming, which may have missed what it announces.
  let woken = false;
  let nap: (() => void) | null = null;
  const wake = () => {
    woken = true;
    nap?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(() => nap?.(), o.pollMs);
      nap = () => {
        clearTimeout(timer);
        nap = null;
        resolve();
      };
    });

  const start = (job: JobWithMetadata<T>) => {
    const attempt = { id: job.id, retryCount: job.retryCount };
    // Aborted when the claim is no longer ours: given back at a stop, or expired and retried elsewhere.
    const lost = new AbortController();
    const done = Promise.resolve()
      .then(() => handler(job.data, { last: job.retryCount >= job.retryLimit, cancelled: () => lost.signal.aborted }))
      .then(
        () => (lost.signal.aborted ? undefined : boss.complete(o.name, attempt)),
        (err) => (lost.signal.aborted ? undefined : boss.fail(o.name, attempt, { message: (err as Error)?.message ?? String(err) })),
      )
      .then(() => undefined, report)
      .finally(() => {
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { attempt, lost, done });
  };

  // A job whose heartbeat stops is failed by pg-boss's monitor; one the touch did not refresh is no longer ours.
  const beat = async () => {
    const held = [...running.values()];
    if (!held.length) return;
    const attempts = held.map((r) => r.attempt);
    const kept = settledIds(await boss.touch(o.name, attempts));
    if (kept) for (const r of held) if (!kept.includes(r.attempt.id)) r.lost.abort();
  };
  const heartbeat = setInterval(() => void beat().catch(report), (HEARTBEAT_SECONDS * 1000) / 2);

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      const limit = Math.min(o.slots - running.size, o.batchSize);
      let claimed = 0;
      if (limit > 0) {
        try {
          const jobs = await o.claim(limit);
          for (const job of jobs) start(job);
          claimed = jobs.length;
        } catch (err) {
          report(err);
        }
      }
      // Claim again at once after a claim that took jobs: the user it served may now be at their cap,
      // and the next claim then reaches another user's job queued behind their stack.
      if (!stopping && (limit === 0 || claimed === 0)) await sleep();
    }
  })();

  loopsOf.get(boss)?.push(async (graceMs) => {
    stopping = true;
    wake();
    await loop;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((r) => (timer = setTimeout(r, graceMs)));
    await Promise.race([Promise.all([...running.values()].map((r) => r.done)), grace]);
    clearTimeout(timer);
    clearInterval(heartbeat);
    const left = [...running.values()];
    if (!left.length) return;
    // Failed back to the queue before the handlers hear of it (cancelled()), so what they throw then
    // is neither settled nor reported, as pg-boss's own stop does; a job that this fails for good (its
    // last attempt) gets one more: a restart is not the job's fault, and it would never be read.
    try {
      const attempts = left.map((r) => r.attempt);
      const failed = settledIds(await boss.fail(o.name, attempts, { message: 'the worker stopped while the job was running' }));
      if (failed?.length) await boss.retry(o.name, failed);
    } catch (err) {
      report(err);
    }
    for (const r of left) r.lost.abort();
  });
  return wake;
}

/** The ids a settle or touch changed: pg-boss 12.38 answers them, but its CommandResponse type leaves them out. */
const settledIds = (response: object): string[] | undefined => (response as { settled?: string[] }).settled;
