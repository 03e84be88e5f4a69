/**
 * Scale-out: two web instances (no document threads) and two `npm run worker` processes on one
 * PostgreSQL database and one S3 bucket. Files go up through one instance, the claim goes in
 * through the other, and a worker killed with SIGKILL mid-job loses nothing. PostgreSQL only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScannedPdf, renderTextPdf } from '../../../tests/fixtures/documents/render';
import { KIND_BUILDERS } from '../../../tests/fixtures/documents/kinds';
import { makeClaim, makeRng } from '../../../tests/fixtures/documents/pools';
import { createSession, SESSION_COOKIE } from '../auth/session.js';
import { createUser } from '../auth/users.queries.js';
import { validClaimData } from '../testing/claims-test-kit.js';
import { type Database, openDatabase } from '../db/client.js';
import { claimFiles, claims, uploads } from '../db/schema.js';
import { NO_POSTGRES } from '../testing/scratch-database.js';
import { serverEnv } from '../testing/server-env.js';

const root = path.resolve(import.meta.dirname, '../../..');
const baseUrl = process.env.DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

describe.skipIf(!baseUrl)(`scale-out: two web instances, two workers, one database and bucket${NO_POSTGRES}`, () => {
  const dbName = `scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
  const children: ChildProcess[] = [];
  const logs = new Map<ChildProcess, string>();
  let s3server: S3rver;
  let env: Record<string, string>;
  let db: Database;

  const start = (script: string, extra: Record<string, string> = {}) => {
    // Node itself with tsx's loader (what `npm run worker` runs), so SIGKILL hits the worker, not a wrapper.
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: serverEnv({ ...env, ...extra }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.set(child, '');
    const keep = (d: Buffer) => logs.set(child, (logs.get(child) ?? '') + d.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
    return child;
  };

  async function healthy(port: number) {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`web instance on ${port} never became healthy`);
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(baseUrl as string);
    url.pathname = `/${dbName}`;
    s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'scale', configs: [] }] });
    const { port: s3port } = (await s3server.run()) as unknown as { port: number };
    env = {
      DATABASE_URL: url.toString(),
      S3_BUCKET: 'scale',
      S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      DATA_DIR: tmp,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DOCUMENT_WORKERS: '1',
      DOCUMENT_TIMEOUT_MS: '60000',
    };
    db = await openDatabase({ databaseUrl: env.DATABASE_URL });
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await db?.close();
    await s3server?.close();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('analyses every file once across workers, survives kill -9 mid-job, and takes the claim on the other instance', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const webA = start('src/server/main.ts', { PORT: String(portA), DOCUMENT_WORKERS: '0' });
    start('src/server/main.ts', { PORT: String(portB), DOCUMENT_WORKERS: '0' });
    await Promise.all([healthy(portA), healthy(portB)]);
    const workers = [start('src/server/worker.ts'), start('src/server/worker.ts')];

    const user = await createUser(db.db, { username: `scale${Date.now()}`, role: 'claimant', status: 'approved', password: 'Scale-out-test-2026!' });
    const { token } = await createSession(db.db, { userId: user.id, ttlHours: 1 });
    const cookie = `${SESSION_COOKIE}=${token}`;

    // Scanned pages need OCR (seconds each), so jobs are still running when a worker is killed.
    const rng = makeRng(7);
    const form = new FormData();
    for (let i = 0; i < 4; i++) {
      const text = await renderTextPdf(KIND_BUILDERS[i % KIND_BUILDERS.length]!.build(makeClaim(rng, 'train'), rng, 0), rng);
      form.append('files', new Blob([new Uint8Array(await renderScannedPdf(text, rng))], { type: 'application/pdf' }), `scan-${i}.pdf`);
    }
    const res = await fetch(`http://127.0.0.1:${portA}/api/uploads`, { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(201);
    const staged = (await res.json()).uploads as Array<{ id: string; status: string }>;
    expect(staged).toHaveLength(4);
    expect(staged.every((u) => u.status === 'queued')).toBe(true);
    expect(webA.exitCode).toBeNull();
    const ids = staged.map((u) => u.id);

    // Kill one worker while it holds a job (an upload in 'analysing').
    let killed = false;
    for (let i = 0; i < 1200 && !killed; i++) {
      const rows = await db.db.select({ status: uploads.status }).from(uploads).where(inArray(uploads.id, ids));
      if (rows.some((r) => r.status === 'analysing')) {
        workers[0]!.kill('SIGKILL');
        killed = true;
      } else await new Promise((r) => setTimeout(r, 50));
    }
    expect(killed).toBe(true);

    // Submitted through the other instance, by reference, while the files are still being read: the
    // claim is stored at once, and a worker's 'claim.analysis' job fills the analysis in after.
    const claimForm = new FormData();
    claimForm.append('claimData', JSON.stringify({ ...validClaimData(), uploadIds: ids }));
    const claim = await fetch(`http://127.0.0.1:${portB}/api/claims`, { method: 'POST', body: claimForm, headers: { cookie } });
    expect(claim.status).toBe(201);
    const claimId = (await claim.clone().json()).claim.id as number;
    let rows = await db.db.select().from(uploads).where(inArray(uploads.id, ids));
    let claimFileRows = await db.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    for (let i = 0; i < 1200 && (rows.some((r) => r.status !== 'done') || claimFileRows.some((f) => f.confidence === null)); i++) {
      await new Promise((r) => setTimeout(r, 250));
      rows = await db.db.select().from(uploads).where(inArray(uploads.id, ids));
      claimFileRows = await db.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    }
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(claimFileRows.every((f) => f.confidence !== null)).toBe(true);
    const [claimRow] = await db.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claimRow?.analysisConfidence).not.toBeNull();
    expect(rows.every((r) => r.claimId !== null)).toBe(true);
    const shas = [...new Set(rows.map((r) => r.sha256))];
    const stored = await db.db.execute(`select sha256 from analyses` as never);
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(shas.length);
    const files = (await claim.json()).claim.files as Array<{ category: string }>;
    expect(files).toHaveLength(4);
    expect(workers[0]!.signalCode).toBe('SIGKILL');
  }, 480_000);
});
