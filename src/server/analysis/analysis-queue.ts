/**
 * The analysis queue's job: which bytes to read, where they are, and as what. Carried by the
 * generic queues of jobs/ (pg-boss on PostgreSQL, in-process on PGlite).
 */
import type { DocumentKind } from '../../shared/categories.js';
import type { SniffedType } from '../../shared/file-sniff.js';
import type { JobQueue } from '../jobs/queue.js';

export type AnalysisJob = {
  sha256: string;
  /** A blob holding those bytes (any upload of them will do). */
  blobKey: string;
  /** Analyze as this document kind (the user moved the file to another card); null: the file's own. */
  role: DocumentKind | null;
  /** The bytes' sniffed kind when they were stored (null: sniff them; jobs queued before it was carried). */
  kind?: SniffedType | null;
  /** Whose upload it is: the queue takes users' jobs in turn and caps each user's running ones. */
  userId?: number | null;
};

export type AnalysisQueue = JobQueue<AnalysisJob>;

/**
 * Fair turns: a user's jobs are taken in turn with other users' and hold at most all but one of the
 * reading threads, so a one-page file is never queued behind another user's stack of scans.
 * Jobs with no owner (a claim's comparison re-reading an old file) share one group.
 */
export const analysisFairness = {
  group: (job: AnalysisJob): string => (job.userId == null ? 'system' : `user:${job.userId}`),
  perGroup: (threads: number): number => Math.max(1, threads - 1),
};

/** At most one waiting job per content and role. */
export const jobKey = (job: Pick<AnalysisJob, 'sha256' | 'role'>): string => `${job.sha256}:${job.role ?? ''}`;
