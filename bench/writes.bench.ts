/**
 * npm run bench:writes — claim submissions over HTTP: BENCH_CLAIMS (default 200)
 * submissions of 3 small files (a PDF and two PNGs), BENCH_CONCURRENCY (default 20) at a time,
 * against the real server in its own process on a fresh data folder (PGlite; with DATABASE_URL, a
 * throw-away database on that server). Prints p50/p99 and checks every claim: 201, a distinct
 * reference, and read back with its 3 files. Target (issue 15): p99 under 1 s, none lost.
 * Three warm-up submissions go first, uncounted. Not measured here yet: the same while a 15-file
 * analysis runs.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkApp, scratchDatabase } from './bench-kit.js';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const thisFile = fileURLToPath(import.meta.url);

interface Ready {
  port: number;
  cookie: string;
}

async function serveApp(): Promise<void> {
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { createSession, SESSION_COOKIE } = await import('../src/server/auth/session.js');
  const { createUser } = await import('../src/server/auth/users.queries.js');
  const config = loadConfig({ ...process.env, PORT: '0' });
  // BENCH_APP_LOG=<level> shows the server's log (on stderr) while looking into an outlier.
  const level = process.env.BENCH_APP_LOG;
  const app = await buildApp({ config, logger: level ? { level, stream: process.stderr } : false });
  await app.ready();
  const user = await createUser(app.deps.db, {
    username: `writer${randomBytes(3).toString('hex')}`,
    password: 'Bench-passphrase-for-writes-1',
    role: 'claimant',
    status: 'approved',
    email: 'bench.writer@example.com',
    fullName: 'Bench Writer',
  });
  const { token } = await createSession(app.deps.db, { userId: user.id, ttlHours: 2 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port, cookie: `${SESSION_COOKIE}=${token}` } satisfies Ready);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** BENCH_CPU_PROF=<dir> writes V8 CPU profiles of the app process (and its threads) there. */
const profDir = process.env.BENCH_CPU_PROF;
const startApp = (env: Record<string, string>) =>
  forkApp<Ready>(thisFile, ['serve-app'], env, profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : []);

/** CPU time (user + system) of a process and all its threads so far, from /proc (Linux). */
function processCpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const { claimBody, validClaimData, MINIMAL_PDF, TINY_PNG } = await import('../src/server/testing/claims-test-kit.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  const pgDb = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'bench_writes') : null;
  let app: { child: ChildProcess; ready: Ready } | undefined;
  try {
    app = await startApp({ DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: pgDb?.url ?? '' });
    const base = `http://127.0.0.1:${app.ready.port}`;
    const cookie = app.ready.cookie;
    const submit = async (i: number) => {
      // Distinct bytes per claim, so no file is a duplicate of another claim's.
      const pdf = Buffer.concat([MINIMAL_PDF, Buffer.from(`\n% claim ${i}\n`)]);
      const body = claimBody(validClaimData({ claimNumber: `CLM-W${String(i).padStart(5, '0')}` }), [
        { filename: 'estimate.pdf', content: pdf, contentType: 'application/pdf', category: 'estimate' },
        { filename: 'photo-1.png', content: TINY_PNG, contentType: 'image/png', category: 'photos' },
        { filename: 'photo-2.png', content: TINY_PNG, contentType: 'image/png', category: 'photos' },
      ]);
      const started = performance.now();
      const res = await fetch(`${base}/api/claims`, {
        method: 'POST',
        headers: { ...(body.headers as Record<string, string>), cookie },
        body: new Uint8Array(body.payload as Buffer),
      });
      const ms = performance.now() - started;
      const answer = (await res.json()) as { referenceNumber?: string };
      return { status: res.status, ref: answer.referenceNumber, ms };
    };
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(`writes: ${CLAIMS} submissions of 3 files, ${CONCURRENCY} at a time, ${pgDb ? 'PostgreSQL' : 'PGlite'}; load average ${load()}`);
    // Warm-up (first requests load the upload and analysis code), not counted.
    for (let i = 0; i < 3; i++) await submit(CLAIMS + i);
    // BENCH_DURING_ANALYSIS=1: the same while a 15-file packet nobody has seen is analyzed.
    let analysis: Promise<number> | null = null;
    if (process.env.BENCH_DURING_ANALYSIS === '1') {
      const { packetFiles, multipartFiles } = await import('./packet.js');
      const { body, type } = multipartFiles(await packetFiles(9300 + Math.floor(Math.random() * 1000), false));
      const started = performance.now();
      analysis = fetch(`${base}/api/analyze-documents`, { method: 'POST', headers: { 'content-type': type, cookie }, body }).then(async (res) => {
        await res.text();
        if (!res.ok) throw new Error(`analyze-documents answered ${res.status}`);
        return performance.now() - started;
      });
      // Let its files reach the queue first.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const results: Array<{ status: number; ref?: string; ms: number }> = [];
    let next = 0;
    const cpu0 = processCpuMs(app.child.pid);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CLAIMS) results.push(await submit(next++));
      }),
    );
    const wall = performance.now() - t0;
    const serverCpu = processCpuMs(app.child.pid) - cpu0;
    if (analysis)
      console.log(
        `during a 15-file analyze-documents call: it took ${((await analysis) / 1000).toFixed(1)} s in all, the writes ${(wall / 1000).toFixed(1)} s`,
      );
    const ok = results.filter((r) => r.status === 201 && r.ref);
    const refs = new Set(ok.map((r) => r.ref));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    let readBack = 0;
    for (const ref of refs) {
      const res = await fetch(`${base}/api/claims/${ref}`, { headers: { cookie } });
      const claim = (await res.json()) as { files?: unknown[] };
      if (res.status === 200 && claim.files?.length === 3) readBack++;
    }
    console.log(
      `answered 201: ${ok.length}/${CLAIMS}, distinct references ${refs.size}, read back with 3 files ${readBack}; ` +
        `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; ` +
        `${((CLAIMS / wall) * 1000).toFixed(1)} claims/s (target: p99 under 1,000 ms, none lost); load average after ${load()}\n` +
        `server CPU (all its threads): ${(serverCpu / CLAIMS).toFixed(1)} ms a claim (less sensitive to the machine's other load than the times)`,
    );
    if (ok.length !== CLAIMS || refs.size !== CLAIMS || readBack !== CLAIMS || percentile(times, 99) >= 1000) process.exitCode = 1;
  } finally {
    if (app && app.child.exitCode === null) {
      const exited = new Promise((r) => app?.child.once('exit', r));
      app.child.kill('SIGTERM');
      await exited;
    }
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const run = process.argv[2] === 'serve-app' ? serveApp : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
