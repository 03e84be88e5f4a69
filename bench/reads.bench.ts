/**
 * npm run bench:reads — signed-in `GET /api/claims/{ref}` against a bare Fastify route serving the
 * same JSON from memory, in the same run (the machine is shared, so only the ratio means much).
 * Each server runs in its own child process; autocannon drives it from this one on 127.0.0.1.
 * PGlite by default; with DATABASE_URL set, a throw-away database on that PostgreSQL server.
 * Target (DESIGN.md quality bars): ratio ≥ 0.5 and p99 under 50 ms at 100 connections.
 *
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 100),
 *   BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the app process there, and of the bare route's
 *   process in <dir>/bare.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { forkApp, scratchDatabase } from './bench-kit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const thisFile = fileURLToPath(import.meta.url);

interface Ready {
  port: number;
  cookie?: string;
  ref?: string;
  body?: unknown;
}

/** Child: the real app on a fresh data folder, seeded with one claimant and one claim of 3 files. */
async function serveApp(): Promise<void> {
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { createSession, SESSION_COOKIE } = await import('../src/server/auth/session.js');
  const { createUser } = await import('../src/server/auth/users.queries.js');
  const { postClaim, validClaimData, MINIMAL_PDF, TINY_PNG } = await import('../src/server/testing/claims-test-kit.js');
  const config = loadConfig({ ...process.env, PORT: '0' });
  const app = await buildApp({ config });
  await app.ready();
  const user = await createUser(app.deps.db, {
    username: `bench${randomBytes(3).toString('hex')}`,
    password: 'Bench-passphrase-for-reads-1',
    role: 'claimant',
    status: 'approved',
    email: 'bench.reader@example.com',
    fullName: 'Bench Reader',
  });
  const { token } = await createSession(app.deps.db, { userId: user.id, ttlHours: 2 });
  const cookie = `${SESSION_COOKIE}=${token}`;
  // A claim as a user sends it: 3 small files and the wizard's analysis with its text.
  const extractedText = 'Estimate of record. Rear bumper cover R&I, refinish, blend quarter panel. '.repeat(60);
  const res = await postClaim(
    app,
    cookie,
    validClaimData(),
    [
      { filename: 'estimate.pdf', content: MINIMAL_PDF, contentType: 'application/pdf', category: 'estimate' },
      { filename: 'photo-1.png', content: TINY_PNG, contentType: 'image/png', category: 'photos' },
      { filename: 'photo-2.png', content: TINY_PNG, contentType: 'image/png', category: 'photos' },
    ],
    { analysisResult: { claimData: { insuredName: 'Jordan Avery' }, gaps: ['dateOfLoss'], extractedText } },
  );
  if (res.statusCode !== 201) throw new Error(`seeding the claim failed: ${res.statusCode} ${res.body}`);
  const ref = res.json().referenceNumber as string;
  const read = await app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie } });
  if (read.statusCode !== 200) throw new Error(`reading the claim failed: ${read.statusCode}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port, cookie, ref, body: read.json() } satisfies Ready);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** Child: a bare Fastify route answering the same object from memory. */
async function serveBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
  const app = Fastify();
  app.get('/bare', async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 } satisfies Ready);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

const start = (mode: string, env: Record<string, string>, execArgv: string[] = []) => forkApp<Ready>(thisFile, [mode], env, execArgv);

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** Two halves: the figure is the mean rate and the worse p50/p99 of the two. */
const combine = (a: Load, b: Load): Load => ({
  rps: (a.rps + b.rps) / 2,
  p50: Math.max(a.p50, b.p50),
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
  non2xx: a.non2xx + b.non2xx,
});

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reads-'));
  const pgDb = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'bench_reads') : null;
  const children: ChildProcess[] = [];
  try {
    const profDir = process.env.BENCH_CPU_PROF;
    const app = await start(
      'serve-app',
      { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: pgDb?.url ?? '' },
      profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [],
    );
    children.push(app.child);
    const bare = await start(
      'serve-bare',
      { BENCH_BODY: JSON.stringify(app.ready.body) },
      profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir, 'bare')}`] : [],
    );
    children.push(bare.child);

    const bytes = Buffer.byteLength(JSON.stringify(app.ready.body));
    const db = pgDb ? 'PostgreSQL' : 'PGlite';
    console.log(`reads: ${CONNECTIONS} connections, ${SECONDS} s each, ${db}, claim JSON ${bytes} bytes, Node ${process.version}`);
    const bareUrl = `http://127.0.0.1:${bare.ready.port}/bare`;
    const appUrl = `http://127.0.0.1:${app.ready.port}/api/claims/${app.ready.ref}`;
    const appHeaders = { cookie: app.ready.cookie ?? '' };
    // Warm-up, then each target in two interleaved halves (bare, app, app, bare), so a burst of
    // load from elsewhere on this shared machine weighs on both sides alike.
    await load(bareUrl, {}, 2);
    await load(appUrl, appHeaders, 2);
    const half = SECONDS / 2;
    const bare1 = await load(bareUrl, {}, half);
    const app1 = await load(appUrl, appHeaders, half);
    const app2 = await load(appUrl, appHeaders, half);
    const bare2 = await load(bareUrl, {}, half);
    const bareResult = combine(bare1, bare2);
    const appResult = combine(app1, app2);
    const line = (name: string, r: Load) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`;
    console.log(line('bare Fastify route', bareResult));
    console.log(line(`GET /api/claims/{ref} (${db})`, appResult));
    const ratio = appResult.rps / bareResult.rps;
    console.log(`ratio ${ratio.toFixed(2)}x (target ≥ 0.5x), app p99 ${appResult.p99} ms (target < 50 ms)`);
  } finally {
    for (const child of children.reverse()) await stop(child);
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
const run = mode === 'serve-app' ? serveApp : mode === 'serve-bare' ? serveBare : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
