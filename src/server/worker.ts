/**
 * `npm run worker`: a process that only runs jobs: document analyses and the claims' after-commit
 * jobs (claim e-mails, stored estimate comparisons). It takes them from the PostgreSQL queue shared
 * by every web instance (DATABASE_URL) and reads the files from the shared blob store (S3_BUCKET,
 * or the same DATA_DIR on one machine). Run as many as the load needs.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { loggerOptions } from './app.js';
import { startClaimJobs } from './claims/claim-jobs.js';
import { loadConfigOrExit } from './config.js';
import { loadContent } from './content.js';
import { openDatabase } from './db/client.js';
import { createDocumentPool, documentLimits } from './workers/pool.js';
import { startAnalysisRuntime } from './analysis/analysis-runtime.js';
import { startPgBoss, stopPgBoss } from './jobs/pg-boss-queue.js';
import { createMailer } from './mail.js';
import { createBlobStore } from './storage/index.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: on the embedded database, `npm start` analyses documents itself.');
    process.exit(1);
  }
  // Fastify only for its logger, so the worker logs exactly like the web (same redaction).
  const log = Fastify({ logger: loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT) }).log.child({ role: 'worker' });
  const content = loadContent(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    onIdleError: (err) => log.warn({ err: err.message }, 'database connection dropped; the pool reconnects'),
  });
  const blobs = createBlobStore(config);
  const boss = await startPgBoss({ connectionString: config.DATABASE_URL, onError: (err) => log.error({ err: (err as Error)?.message }, 'job queue error') });
  // A worker with no threads would take nothing: at least one, whatever the web instances use.
  const documentPool = createDocumentPool({
    threads: Math.max(1, config.DOCUMENT_WORKERS ?? 2),
    timeoutMs: config.DOCUMENT_TIMEOUT_MS,
    content,
    ...documentLimits(config),
    log,
  });
  const runtime = await startAnalysisRuntime({ config, database, blobs, log, work: true, pool: documentPool, boss });
  const mailer = createMailer(config.SMTP_URL, config.SMTP_FROM, log);
  const claimJobs = await startClaimJobs({ deps: { db: database.db, blobs, mailer, config, content, documentPool, analysis: runtime }, boss, log, work: true });
  log.info({ pid: process.pid }, 'worker taking analysis and claim jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping: jobs in hand go back to the queue if unfinished');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await stopPgBoss(boss, 10_000);
    await claimJobs.close();
    await runtime.close();
    await documentPool.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
