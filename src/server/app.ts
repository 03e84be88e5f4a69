import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import adminRoutes from './admin/admin.routes.js';
import authRoutes from './auth/auth.routes.js';
import tokenStatusRoutes from './auth/token-status.routes.js';
import setupRoutes from './setup/setup.routes.js';
import { registerAuthHook } from './auth/guards.js';
import autocompleteRoutes from './autocomplete/autocomplete.routes.js';
import claimComparisonRoutes from './claims/claim-comparison.routes.js';
import { type ClaimJobQueue, startClaimJobs } from './claims/claim-jobs.js';
import claimsRoutes from './claims/claims.routes.js';
import vehicleCheckRoutes from './claims/vehicle-check.routes.js';
import type { Content } from '../shared/content.js';
import { type Config, processSettings } from './config.js';
import { loadContent } from './content.js';
import contentRoutes from './content.routes.js';
import { type Database, openDatabase } from './db/client.js';
import documentsRoutes from './analysis/documents.routes.js';
import { createDocumentPool, type DocumentPool, type DocumentThreads, documentLimits } from './workers/pool.js';
import { registerErrorHandler } from './errors.js';
import estimatesRoutes from './analysis/estimate-comparison.routes.js';
import formsRoutes from './forms/forms.routes.js';
import healthRoutes from './health.routes.js';
import { stdoutLines } from './log-destination.js';
import { hasPinoPretty, type LogFormat, readableStdout, resolveLogFormat } from './log-format.js';
import { createMailer, type Mailer } from './mail.js';
import { registerCompression } from './plugins/compression.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { memoizedSerializerCompiler } from './plugins/serializer.js';
import { registerSpa } from './plugins/spa.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { serializeError } from './plugins/log-serializers.js';
import { registerJsonDepthLimit } from './plugins/json-depth.js';
import { registerAccountQuotas } from './quotas/account-quotas.js';
import questionsRoutes from './questions/questions.routes.js';
import reviewsRoutes from './reviews/reviews.routes.js';
import uploadsRoutes from './analysis/uploads.routes.js';
import { type AnalysisRuntime, startAnalysisRuntime } from './analysis/analysis-runtime.js';
import { startPgBoss, stopPgBoss } from './jobs/pg-boss-queue.js';
import type { LetterThread } from './reviews/letter-thread.js';
import type { BlobStore } from './storage/blob-store.js';
import { createBlobStore } from './storage/index.js';
import vinRoutes from './vin/vin.routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Shorthand for database.db. */
  db: Database['db'];
  blobs: BlobStore;
  mailer: Mailer | null;
  /** The analysis job queue (working on this process's document threads, when it has any). */
  analysis: AnalysisRuntime;
  /** The one worker pool for document analysis and estimate reading; threads start on demand. */
  documentPool: DocumentPool;
  /** The claims' after-commit jobs (e-mails, the stored estimate comparison). */
  claimJobs: ClaimJobQueue;
  /** The firm's content (names, contacts, default shop, carrier options): one source, loaded at start. */
  content: Content;
  /** Given by tests: the drawing of letter files (reviews/letter-thread.ts), to count what is drawn. */
  letterThread?: LetterThread;
  /** Closers run when the app closes (worker pools and the like), in reverse order. */
  onClose: Array<() => Promise<void> | void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = processSettings().WEB_DIST_DIR;
export const webDistDir = webDist ? path.resolve(webDist) : path.join(projectRoot, 'dist', 'web');

export interface BuildAppOptions {
  config: Config;
  /** Given by tests; otherwise opened from the config. */
  database?: Database;
  blobs?: BlobStore;
  /** Given by tests (a pool that runs its tasks on the test's thread); otherwise made from the config. */
  documentPool?: DocumentPool;
  /** Given by tests: threads the apps of one test process share; otherwise the pool starts its own. */
  documentThreads?: DocumentThreads;
  /** Given by tests: draws the letters' files instead of the letter thread (reviews/letter-files.ts). */
  letterThread?: LetterThread;
  logger?: FastifyServerOptions['logger'];
}

/**
 * What pino blanks out. At info and above, no line carries headers or a request body (the
 * serializers below keep the request to method, URL, host and address), so the exact paths
 * suffice. At debug and trace, libraries log their own objects (@fastify/multipart logs its busboy
 * options, headers included), so the wildcard paths join them: each wildcard is a walk over every
 * line's keys, which costs a request about 5 µs, twice the line itself.
 */
function redactPaths(level: string): string[] {
  const exact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'password', 'token', 'newPassword'];
  if (level !== 'debug' && level !== 'trace') return exact;
  return [...exact, '*.headers.cookie', '*.headers.authorization', '*.password', '*.token', '*.newPassword'];
}

export function loggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  const shown = resolveLogFormat(format, level, Boolean(process.stdout.isTTY));
  return {
    level,
    // pino-pretty runs in pino's transport thread; redaction and serializers apply before it.
    // JSON lines go to stdout asynchronously, the lines of one event-loop turn as one string; lines
    // logged while a write is in flight leave in the next one, so a busy server makes one write(2)
    // per batch instead of one per request. What is still buffered is flushed when the process exits.
    // Without pino-pretty (a production install), the pretty form is a plain readable line of our own.
    ...(shown === 'json'
      ? { stream: stdoutLines() }
      : hasPinoPretty()
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
        : { stream: readableStdout() }),
    redact: { paths: redactPaths(level), censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // Set-password and reset links carry their one-time token in the query, and searches carry
      // names and policy numbers: keep both out of logs.
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/([?&](?:token|q)=)[^&#]*/gi, '$1[redacted]'),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * One log line per request, when it completes, with the request in it, instead of Fastify's two
 * (incoming, completed): each line costs a redaction pass and a write on the read path.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count becomes proxy-addr's rule for
 * one (the first `hops` addresses from the socket inward are proxies), which Fastify itself no
 * longer applies to a bare number; a list goes to proxy-addr as it is.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** The most a request's body may take to arrive (Node closes the connection past it). */
const REQUEST_TIMEOUT_MS = 120_000;

/** Builds the Fastify app: external plugins, then app plugins, then routes. Tests use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    logController: new OneLineRequestLog(),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizedSerializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'db'),
      onIdleError: (err) => app.log.warn({ err: err.message }, 'database connection dropped; the pool reconnects'),
    }));
  const blobs = options.blobs ?? createBlobStore(config);
  const content = loadContent(config);
  // One pool for this process: the queue's jobs and the estimate reader share its threads.
  const documentPool =
    options.documentPool ??
    createDocumentPool({
      threads: config.DOCUMENT_WORKERS,
      timeoutMs: config.DOCUMENT_TIMEOUT_MS,
      content,
      ...documentLimits(config),
      log: app.log,
      sharedThreads: options.documentThreads,
    });
  const boss =
    database.kind === 'postgres' && database.url
      ? await startPgBoss({ connectionString: database.url, onError: (err) => app.log.error({ err: (err as Error)?.message }, 'job queue error') })
      : null;
  const analysis = await startAnalysisRuntime({ config, database, blobs, log: app.log, work: true, pool: documentPool, boss });
  const deps = {
    config,
    database,
    db: database.db,
    blobs,
    mailer: createMailer(config.SMTP_URL, config.SMTP_FROM, app.log),
    documentPool,
    analysis,
    content,
    letterThread: options.letterThread,
    onClose: [],
  } as Omit<AppDeps, 'claimJobs'> as AppDeps;
  // The jobs read `deps` when they run (a test may swap the mailer); they run where documents are read.
  deps.claimJobs = await startClaimJobs({ deps, boss, log: app.log, work: analysis.pool !== null });
  deps.onClose.push(() => deps.documentPool.close());
  deps.onClose.push(() => deps.analysis.close());
  deps.onClose.push(() => deps.claimJobs.close());
  // Stopped first: running jobs finish (or go back to the queue) before the pool closes.
  if (boss) deps.onClose.push(() => stopPgBoss(boss, 10_000));
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    for (const close of [...deps.onClose].reverse()) await close();
    if (!options.database) await database.close();
  });

  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, {
    // The same caps the reader applies per call (plugins/multipart-reader.ts), for any other read.
    limits: {
      fileSize: config.multipart.fileBytes,
      files: config.multipart.files,
      fields: config.multipart.fields,
      fieldSize: config.multipart.fieldBytes,
      parts: config.multipart.files + config.multipart.fields,
    },
  });
  await registerSecurity(app, { publicUrl: config.PUBLIC_URL });
  registerErrorHandler(app);
  registerAuthHook(app);
  registerTextGuard(app);
  registerJsonDepthLimit(app);
  registerAccountQuotas(app, {
    storedBytes: config.QUOTA_STORED_MB * 1024 * 1024,
    openUploads: config.QUOTA_OPEN_UPLOADS,
    claimsPerDay: config.QUOTA_CLAIMS_PER_DAY,
    lettersPerDay: config.QUOTA_LETTERS_PER_DAY,
    requestBytes: config.multipart.requestBytes,
    // Twice the time a body may take: a live request's reservation never expires under it.
    reservationMs: 2 * REQUEST_TIMEOUT_MS,
  });

  registerOpenApi(app, { title: `${content.firmName} Claims Portal API`, version: '1' });
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(authRoutes);
  await app.register(tokenStatusRoutes);
  await app.register(setupRoutes);
  await app.register(adminRoutes);
  await app.register(claimsRoutes);
  await app.register(uploadsRoutes);
  await app.register(documentsRoutes);
  await app.register(formsRoutes);
  await app.register(autocompleteRoutes);
  await app.register(questionsRoutes);
  await app.register(estimatesRoutes);
  await app.register(claimComparisonRoutes);
  await app.register(vinRoutes);
  await app.register(reviewsRoutes);
  await app.register(vehicleCheckRoutes);

  await registerSpa(app, webDistDir);
  return app;
}
