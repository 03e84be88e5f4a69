/**
 * Jobs in PostgreSQL through pg-boss: every web instance and `npm run worker` process on the
 * database shares them. A worker that dies mid-job stops sending heartbeats; pg-boss's monitor then
 * puts the job back for another worker (retryLimit retries in all).
 */
import { PgBoss } from 'pg-boss';
import type { JobHandler, JobQueue } from './queue.js';

/** pg-boss's floor; a killed worker's job is back in the queue within about this long. */
const HEARTBEAT_SECONDS = 10;

/** One pg-boss per process: the analysis queue and the claim jobs share its connections. */
export async function startPgBoss(options: { connectionString: string; onError: (err: unknown) => void }): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    // Workers wake on a NOTIFY when a job is queued instead of waiting for their next poll.
    useListenNotify: true,
    // Short monitor interval so a dead worker's heartbeat is noticed in seconds, not minutes.
    monitorIntervalSeconds: HEARTBEAT_SECONDS,
    superviseIntervalSeconds: HEARTBEAT_SECONDS,
  });
  boss.on('error', options.onError);
  await boss.start();
  return boss;
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
    /**
     * How often a worker looks for jobs no NOTIFY woke it for: retries coming due, and jobs queued
     * while it was busy (pg-boss keeps one "notified" flag per worker, so many NOTIFYs during a job
     * wake it once, for one fetch of batchSize jobs). pg-boss's default with NOTIFY on is 30 s; a
     * queue whose jobs should start promptly sets less (the floor is 0.5 s).
     */
    backstopPollSeconds?: number;
    /**
     * Jobs one fetch takes (default 1), run side by side. A batch settles as a whole in pg-boss:
     * when one of its jobs throws, all are retried, so the handler must be safe to run twice.
     */
    batchSize?: number;
    /**
     * Fair turns (jobs/queue.ts FairOptions): a job is sent in its group, and a group never holds
     * more than perGroup running jobs across every process, so another group's job is fetched first.
     */
    fair?: { group: (job: T) => string | null; perGroup: (concurrency: number) => number };
  },
): Promise<JobQueue<T>> {
  // createQueue is a no-op when the queue exists.
  await boss.createQueue(options.name, {
    policy: options.policy,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: options.retryDelaySeconds > 1,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    notify: true,
  });
  return {
    kind: 'pg-boss',
    async enqueue(job) {
      const group = options.fair?.group(job) ?? null;
      await boss.send(options.name, job, {
        ...(options.key ? { singletonKey: options.key(job) } : {}),
        ...(group ? { group: { id: group } } : {}),
      });
    },
    async work(handler: JobHandler<T>, concurrency) {
      await boss.work<T>(
        options.name,
        {
          localConcurrency: Math.max(1, concurrency),
          batchSize: Math.max(1, options.batchSize ?? 1),
          pollingIntervalSeconds: 0.5,
          ...(options.fair ? { groupConcurrency: Math.max(1, options.fair.perGroup(Math.max(1, concurrency))) } : {}),
          ...(options.backstopPollSeconds ? { notifyPollingIntervalSeconds: options.backstopPollSeconds } : {}),
        },
        async (jobs) => {
          const runs = await Promise.allSettled(
            jobs.map((job) => handler(job.data, { last: job.retryCount >= options.retryLimit, cancelled: () => job.signal.aborted })),
          );
          const failed = runs.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (failed.length === 1) throw failed[0]?.reason;
          if (failed.length > 1)
            throw new AggregateError(
              failed.map((f) => f.reason),
              `${failed.length} of ${jobs.length} jobs failed`,
            );
        },
      );
    },
    // The boss is stopped by its owner (the runtime), once for every queue on it.
    async close() {},
  };
}
