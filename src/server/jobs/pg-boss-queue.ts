/**
 * Analysis jobs in PostgreSQL through pg-boss: every web instance and `npm run worker` process on
 * the database shares them. A worker that dies mid-job stops sending heartbeats; pg-boss's monitor
 * then puts the job back for another worker (RETRY_LIMIT attempts in all).
 */
import { PgBoss } from 'pg-boss';
import { type AnalysisJob, type JobHandler, type JobQueue, jobKey } from './queue.js';

const QUEUE = 'document-analysis';
const RETRY_LIMIT = 3;
/** pg-boss's floor; a killed worker's job is back in the queue within about this long. */
const HEARTBEAT_SECONDS = 10;

export async function createPgBossQueue(options: {
  connectionString: string;
  /** Upper bound for one analysis; a job running longer is failed and retried. */
  expireInSeconds: number;
  onError: (err: unknown) => void;
}): Promise<JobQueue> {
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
  // 'stately': at most one queued and one active job per file content, so concurrent duplicates
  // do not queue duplicate work; createQueue is a no-op when the queue exists.
  await boss.createQueue(QUEUE, {
    policy: 'stately',
    retryLimit: RETRY_LIMIT,
    retryDelay: 1,
    expireInSeconds: options.expireInSeconds,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    notify: true,
  });
  const workers: string[] = [];
  return {
    kind: 'pg-boss',
    async enqueue(job) {
      await boss.send(QUEUE, job, { singletonKey: jobKey(job) });
    },
    async work(handler: JobHandler, concurrency) {
      const id = await boss.work<AnalysisJob>(
        QUEUE,
        { localConcurrency: Math.max(1, concurrency), batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await handler(job.data, { last: job.retryCount >= RETRY_LIMIT, cancelled: () => job.signal.aborted });
        },
      );
      workers.push(id);
    },
    async close() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
