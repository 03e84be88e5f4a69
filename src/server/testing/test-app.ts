import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from '../app.js';
import { createSession, SESSION_COOKIE } from '../auth/session.js';
import { createUser, type Role, updateUser } from '../auth/users.queries.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { pgliteTemplate, postgresTemplate } from './database-template.js';
import { scratchDatabase } from './scratch-database.js';
import type { LetterThread } from '../reviews/letter-thread.js';
import type { BlobStore } from '../storage/blob-store.js';
import { type DocumentPool, type DocumentThreads, createDocumentThreads, documentLimits } from '../workers/pool.js';

/**
 * A fresh database for one test: in-memory PGlite by default; with DATABASE_URL set, a new
 * throw-away PostgreSQL database created on that server and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ pgliteTemplate: await pgliteTemplate() });
  const scratch = await scratchDatabase(url, 't', await postgresTemplate(url));
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

const processThreads = new Map<string, DocumentThreads>();

/**
 * Document threads shared by the test apps of this process that ask for the same threads: a thread
 * loads the pipeline (pdf.js, sharp, the OCR engine) through tsx once, not once per app. Each app's
 * pool keeps its own time limits, budget and queue, and ends its own tasks when it closes. Idle
 * threads do not hold the process open. For a test that builds its apps itself: `buildApp({ documentThreads })`.
 */
export function sharedDocumentThreads(config: Config): DocumentThreads {
  const limits = documentLimits(config);
  const options = { threads: config.DOCUMENT_WORKERS, maxMemoryMb: limits.maxMemoryMb, threadNice: limits.threadNice, idleTimeoutMs: 300_000 };
  const key = JSON.stringify(options);
  let threads = processThreads.get(key);
  if (!threads) {
    threads = createDocumentThreads(options);
    processThreads.set(key, threads);
  }
  return threads;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database and a temporary data folder. `logLines`: the app logs at
 * trace level, each line pushed there as it is written (for tests of what the logs may never hold).
 * `database`: another app's database, for a second server or a restart (left open on close).
 * `letterThread`: a drawing of letter files the test counts.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    blobs?: BlobStore;
    documentPool?: DocumentPool;
    logLines?: string[];
    database?: Database;
    letterThread?: LetterThread;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-test-'));
  // A submit waits for its files' analyses (the default, 250 ms, may pass on a busy test machine
  // before a cold thread has read a file); claim-analysis-job.test.ts covers the short wait.
  // Document threads at the process's priority: niced, they wait behind every test file running in
  // parallel (the other Vitest process, its database and hashing), not just behind this server's event
  // loop, and a 1-second read took half a minute on busy cores. pool.test.ts covers the niced default.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    CLAIM_ANALYSIS_WAIT_MS: '30000',
    DOCUMENT_THREAD_NICE: '0',
    ...(options.logLines ? { LOG_LEVEL: 'trace' } : {}),
    ...options.env,
  });
  const lines = options.logLines;
  const logger = lines
    ? {
        ...(loggerOptions('trace') as object),
        stream: new Writable({
          write(chunk, _enc, cb) {
            lines.push(String(chunk));
            cb();
          },
        }),
      }
    : undefined;
  const database = options.database ?? (await openTestDatabase());
  const documentThreads = options.documentPool ? undefined : sharedDocumentThreads(config);
  const app = await buildApp({
    config,
    database,
    blobs: options.blobs,
    documentPool: options.documentPool,
    documentThreads,
    letterThread: options.letterThread,
    logger,
  });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Creates an approved user with a session; returns the Cookie header value to send. */
export async function signInAs(
  app: FastifyInstance,
  role: Role,
  options: { username?: string; password?: string; email?: string; fullName?: string; emailVerified?: boolean } = {},
): Promise<{ cookie: string; userId: number; username: string }> {
  counter += 1;
  const username = options.username ?? `${role}${counter}${randomBytes(2).toString('hex')}`;
  const user = await createUser(app.deps.db, {
    username,
    password: options.password,
    role,
    status: 'approved',
    email: options.email ?? `${username}@example.com`,
    fullName: options.fullName ?? `Test ${role}`,
  });
  // As if the user had opened the link sent to the address (auth/email-verification.ts).
  if (options.emailVerified && user.email) await updateUser(app.deps.db, user.id, { verifiedEmail: user.email.toLowerCase() });
  const { token } = await createSession(app.deps.db, { userId: user.id, ttlHours: 1 });
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user.id, username: user.username };
}

/** A multipart body for app.inject: fields and files in order. */
export function multipartBody(parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string }>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
