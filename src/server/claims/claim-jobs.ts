/**
 * After-commit work of a claim as jobs with retries (not timers): 'claim.notify' e-mails the
 * claimant, 'claim.compare-estimates' stores the estimate comparison. On PostgreSQL they go through
 * pg-boss and any web instance with document threads or `npm run worker` takes them; on PGlite an
 * in-process queue runs them. A job that throws is tried again after a pause, up to ATTEMPTS times.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { ClaimSubmission } from '../../shared/claim.js';
import type { Db } from '../db/client.js';
import { errorClass } from '../documents/pipeline-log.js';
import type { DocumentPool } from '../workers/pool.js';
import { computeClaimEstimateComparison } from '../estimates/claim-comparison.js';
import type { AnalysisQueue } from '../analysis/analysis-queue.js';
import { estimateComparerOf, estimateReaderOf } from '../analysis/estimate-reader.js';
import { claimEstimateSource } from '../analysis/estimate-sources.js';
import { createPgBossQueue } from '../jobs/pg-boss-queue.js';
import { createInProcessQueue, type JobAttempt, type JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../mail.js';
import type { BlobStore } from '../storage/blob-store.js';
import { type ClaimEvent, notifyClaimant } from './claim-mail.js';
import { claimsAwaitingAnalysis, findClaimById, updateClaimAnalysis } from './claim-reads.queries.js';
import { buildClaimFiles, type UploadRef } from './claim-uploads.js';
import { FINISHED, waitForUploads } from '../uploads/uploads.service.js';

export type ClaimJob =
  | { kind: 'claim.notify'; claimId: number; event: ClaimEvent }
  | { kind: 'claim.compare-estimates'; claimId: number }
  /** Files were still being analyzed when the claim was stored: fill their analysis in, then compare. */
  | { kind: 'claim.analysis'; claimId: number; refs: UploadRef[] };

export type ClaimJobQueue = JobQueue<ClaimJob>;

/** What the jobs need; read when a job runs (a test may swap the mailer after start). */
export type ClaimJobDeps = {
  db: Db;
  blobs: BlobStore;
  mailer: Mailer | null;
  config: { PUBLIC_URL?: string; multipart: { fileBytes: number } };
  analysis: { queue: AnalysisQueue };
  content: { firmName: string };
  documentPool: Pick<DocumentPool, 'readEstimate' | 'compareEstimates'>;
};

const QUEUE = 'claim-jobs';
const ATTEMPTS = 5;
const RETRY_DELAY_SECONDS = 2;
/** Jobs at a time in one process: a 'claim.analysis' job mostly waits, so others still get through. */
const CONCURRENCY = 4;

/** How long one attempt of 'claim.analysis' waits for the files (ATTEMPTS of them, then it stores what there is). */
const ANALYSIS_WAIT_MS = 30_000;

/** Runs one job; throws when a retry may help. */
export async function runClaimJob(deps: ClaimJobDeps, log: FastifyBaseLogger, job: ClaimJob, attempt?: JobAttempt): Promise<void> {
  const claim = await findClaimById(deps.db, job.claimId);
  if (!claim) return; // deleted before the job ran: nothing to do
  if (job.kind === 'claim.notify') {
    const outcome = await notifyClaimant({ db: deps.db, mailer: deps.mailer, config: deps.config, firmName: deps.content.firmName }, claim, job.event);
    log.debug({ claimRef: claim.referenceNumber, event: job.event.kind, outcome }, 'claim e-mail job done');
    return;
  }
  if (job.kind === 'claim.analysis') {
    // The claim's files, whoever uploaded them (staff may add files to a claim).
    const rows = await waitForUploads(
      deps.db,
      { claimId: claim.id },
      job.refs.map((r) => r.id),
      ANALYSIS_WAIT_MS,
    );
    const unfinished = rows.filter((r) => !FINISHED.includes(r.status)).length;
    if (unfinished > 0 && !attempt?.last) throw new Error(`${unfinished} of the claim's files are still being analyzed`);
    const kind = { claimType: claim.claimType as ClaimSubmission['claimType'], claimSubType: claim.claimSubType as ClaimSubmission['claimSubType'] };
    const { files, analysis } = await buildClaimFiles(deps.db, job.refs, rows, kind, log);
    await updateClaimAnalysis(deps.db, claim.id, analysis, files);
    log.info({ claimRef: claim.referenceNumber, files: files.length, unfinished }, 'claim analysis filled in');
  }
  const sourceOf = claimEstimateSource({ db: deps.db, blobs: deps.blobs, maxFileBytes: deps.config.multipart.fileBytes, queue: deps.analysis.queue });
  await computeClaimEstimateComparison(
    { db: deps.db, sourceOf, readEstimate: estimateReaderOf(deps.documentPool), compare: estimateComparerOf(deps.documentPool), log },
    claim.id,
  );
}

/**
 * The claim job queue of one process. `work`: take jobs here (false: only queue them, a web
 * instance with DOCUMENT_WORKERS=0 on PostgreSQL, whose comparisons a worker reads).
 */
export async function startClaimJobs(opts: { deps: ClaimJobDeps; boss: PgBoss | null; log: FastifyBaseLogger; work: boolean }): Promise<ClaimJobQueue> {
  const log = opts.log.child({ queue: QUEUE });
  // The error's class and code, never its message: a failed query names its parameters (the claim's data).
  const what = (err: unknown, job: ClaimJob) => {
    const code = (err as { code?: unknown })?.code;
    return { errorClass: errorClass(err), ...(typeof code === 'string' ? { code } : {}), kind: job.kind, claimId: job.claimId };
  };
  const failed = (err: unknown, job: ClaimJob) => log.error(what(err, job), 'claim job failed after its last attempt');
  const queue: ClaimJobQueue = opts.boss
    ? await createPgBossQueue<ClaimJob>(opts.boss, {
        name: QUEUE,
        policy: 'standard',
        retryLimit: ATTEMPTS - 1,
        retryDelaySeconds: RETRY_DELAY_SECONDS,
        // Reading two scanned estimates may take minutes; an attempt past this is called lost.
        expireInSeconds: 15 * 60,
        // Jobs queued by other processes and retries coming due are looked for every couple of seconds.
        pollSeconds: RETRY_DELAY_SECONDS,
      })
    : createInProcessQueue<ClaimJob>({ attempts: ATTEMPTS, retryDelayMs: RETRY_DELAY_SECONDS * 1000, onError: failed });
  if (opts.work) {
    await queue.work(async (job: ClaimJob, attempt: JobAttempt) => {
      try {
        await runClaimJob(opts.deps, log, job, attempt);
      } catch (err) {
        if (opts.boss && attempt.last) failed(err, job);
        else if (!attempt.last) log.warn(what(err, job), 'claim job failed; it will be retried');
        throw err;
      }
    }, CONCURRENCY);
    if (queue.kind === 'in-process') {
      // In-memory jobs died with the last process: a claim stored while its files were being
      // analyzed gets its 'claim.analysis' job again (the files' own jobs are queued again too,
      // analysis/analysis-runtime.ts). Its stored categories stand in for the user's choices.
      for (const [claimId, refs] of await claimsAwaitingAnalysis(opts.deps.db)) {
        await queue.enqueue({ kind: 'claim.analysis', claimId, refs });
      }
    }
  }
  return queue;
}
