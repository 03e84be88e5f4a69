/**
 * `npm run worker`: a process that only analyses documents. It takes analysis jobs from the
 * PostgreSQL queue shared by every web instance (DATABASE_URL) and reads the files from the shared
 * blob store (S3_BUCKET, or the same DATA_DIR on one machine). Run as many as the load needs.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { loggerOptions } from './app.js';
import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';
import { startAnalysisRuntime } from './uploads/analysis-runtime.js';
import { createBlobStore } from './storage/index.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: on the embedded database, `npm start` analyses documents itself.');
    process.exit(1);
  }
  // Fastify only for its logger, so the worker logs exactly like the web (same redaction).
  const log = Fastify({ logger: loggerOptions(config.LOG_LEVEL) }).log.child({ role: 'worker' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    onIdleError: (err) => log.warn({ err: err.message }, 'database connection dropped; the pool reconnects'),
  });
  const blobs = createBlobStore(config);
  // A worker with no threads would take nothing: at least one, whatever the web instances use.
  const runtime = await startAnalysisRuntime({
    config: { ...config, DOCUMENT_WORKERS: Math.max(1, config.DOCUMENT_WORKERS ?? 2) },
    database,
    blobs,
    log,
    work: true,
  });
  log.info({ pid: process.pid }, 'worker taking analysis jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping: jobs in hand go back to the queue if unfinished');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await runtime.close();
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
