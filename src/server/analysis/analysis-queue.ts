/**
 * The analysis queue's job: which bytes to read, where they are, and as what. Carried by the
 * generic queues of jobs/ (pg-boss on PostgreSQL, in-process on PGlite).
 */
import type { DocumentKind } from '../../shared/categories.js';
import type { JobQueue } from '../jobs/queue.js';

export type AnalysisJob = {
  sha256: string;
  /** A blob holding those bytes (any upload of them will do). */
  blobKey: string;
  /** Analyze as this document kind (the user moved the file to another card); null: the file's own. */
  role: DocumentKind | null;
};

export type AnalysisQueue = JobQueue<AnalysisJob>;

/** At most one waiting job per content and role. */
export const jobKey = (job: Pick<AnalysisJob, 'sha256' | 'role'>): string => `${job.sha256}:${job.role ?? ''}`;
