/**
 * Wires the queue to the analysis handler for one process. On PostgreSQL the queue is pg-boss and
 * this process takes jobs only when it has document threads (DOCUMENT_WORKERS > 0); on PGlite the
 * queue is in-process and always worked here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { failureOf } from '../documents/failure.js';
import { type DocumentPool, createDocumentPool, documentLimits } from '../workers/pool.js';
import type { BlobStore } from '../storage/blob-store.js';
import { markFailed, runAnalysisJob } from './analysis-job.js';
import { unfinishedUploads } from '../uploads/uploads.service.js';
import type { ProgressOf } from './progress.js';
import { jobFor } from './staging.js';
import { createPgBossQueue } from '../jobs/pg-boss-queue.js';
import { createInProcessQueue } from '../jobs/queue.js';
import { type AnalysisJob, type AnalysisQueue, analysisFairness, jobKey } from './analysis-queue.js';

export type AnalysisRuntime = {
  queue: AnalysisQueue;
  pool: DocumentPool | null;
  /** Jobs ahead of these contents' own analyses, for the calls' "still being read" answers. */
  progress: ProgressOf;
  close(): Promise<void>;
};

const ANALYSIS_BATCH = 4;

/** The analysis queue on pg-boss (exported for its test). */
export const analysisQueueOptions = (documentTimeoutMs: number) =>
  ({
    name: 'document-analysis',
    // At most one queued and one active job per file content and role.
    policy: 'stately',
    key: jobKey,
    retryLimit: 3,
    retryDelaySeconds: 1,
    // pg-boss calls a batch lost after this long. Its last job may wait for the thread behind the
    // other fetches' jobs (the pool's time limit counts from when a thread takes a file), so the bound
    // is the pool's limit for every job that can be ahead of it on the threads, and then some.
    expireInSeconds: Math.ceil((documentTimeoutMs * (ANALYSIS_BATCH + 1)) / 1000) + 30,
    // Jobs queued by another process (a web instance with no threads) are found by this poll; a claim
    // submitted behind a burst of uploads once waited 100 s for a 30-second one.
    pollSeconds: 0.5,
    // A claim takes what is waiting, up to 4 jobs, instead of one: the pool's threads queue them
    // (tiny files take milliseconds, so a fetch per job was the cost).
    batchSize: ANALYSIS_BATCH,
    fair: analysisFairness,
  }) satisfies Parameters<typeof createPgBossQueue<AnalysisJob>>[1];

export async function startAnalysisRuntime(opts: {
  config: Config;
  database: Database;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  /** false: only queue jobs (a web instance with DOCUMENT_WORKERS=0). */
  work: boolean;
  /** The process's one document pool (app.ts); the runtime makes its own when none is given and closes only that one. */
  pool?: DocumentPool;
  /** The process's pg-boss on PostgreSQL (its owner stops it); null on PGlite. */
  boss: PgBoss | null;
}): Promise<AnalysisRuntime> {
  const { config, database, blobs, log } = opts;
  const db = database.db;
  const onError = (err: unknown) => log.error(failureOf(err, 'store.failed'), 'analysis queue error');
  // A job's failure is logged by the file's hash and its code and stage, found in the error's cause
  // chain (documents/failure.ts): a message can quote what was stored (a failed query names its
  // parameters), so it is never logged.
  const jobFailed = (err: unknown, job: AnalysisJob, last: boolean) => {
    log.warn(
      { sha256: job.sha256, role: job.role, ...failureOf(err), last },
      last ? 'analysis job failed after its last attempt' : 'analysis job failed; it will be retried',
    );
  };
  const queue: AnalysisQueue = opts.boss
    ? await createPgBossQueue<AnalysisJob>(opts.boss, analysisQueueOptions(config.DOCUMENT_TIMEOUT_MS))
    : createInProcessQueue<AnalysisJob>({
        key: jobKey,
        fair: analysisFairness,
        // The handler below has logged the failure; what is left is to say so on the upload.
        onError: (err, job) => {
          if (!job.role) void markFailed(db, job.sha256, 'the file could not be analyzed', failureOf(err).code).catch(onError);
        },
      });
  const own = opts.pool
    ? null
    : createDocumentPool({ threads: config.DOCUMENT_WORKERS, timeoutMs: config.DOCUMENT_TIMEOUT_MS, ...documentLimits(config), log });
  const p = (opts.pool ?? own) as DocumentPool;
  const threads = p.stats().maxThreads;
  let pool: DocumentPool | null = null;
  // Threads start with the first job and end when idle (worker/pool.ts): nothing is loaded at start.
  if (opts.work && threads > 0) {
    pool = p;
    await queue.work(async (job, attempt) => {
      // Once work arrives, every thread is started: the one a user's turn leaves free for the next
      // user then reads their file at once instead of first loading the pipeline (seconds on a busy
      // machine). Threads still end after their idle spell, so an idle server holds none.
      if (threads > 1 && p.stats().threads < threads) p.warm();
      try {
        await runAnalysisJob({ db, blobs, pool: p, maxFileBytes: config.multipart.fileBytes, log }, job, attempt);
      } catch (err) {
        if (!attempt.cancelled()) jobFailed(err, job, attempt.last);
        if (attempt.last && !attempt.cancelled() && !job.role) await markFailed(db, job.sha256, 'the file could not be analyzed', failureOf(err).code);
        throw err;
      }
    }, threads);
    if (queue.kind === 'in-process') {
      // In-memory jobs died with the last process; their uploads are still waiting.
      for (const row of await unfinishedUploads(db)) await queue.enqueue(jobFor(row, null));
    }
  }
  return {
    queue,
    pool,
    progress: async (sha256s) => (queue.ahead ? queue.ahead(sha256s.map((sha256) => ({ sha256, blobKey: '', role: null }))) : null),
    close: async () => {
      await queue.close();
      await own?.close();
    },
  };
}
