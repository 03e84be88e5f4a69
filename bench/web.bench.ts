/**
 * npm run bench:web — the front end as a phone sees it.
 *
 * 1. The JavaScript each first page makes the browser download, gzipped and brotli-compressed as
 *    the server sends it (DESIGN.md budget: under 150 KB gzipped), read from the Vite manifest: the
 *    entry with its static imports, plus the page's lazy chunk with its own.
 * 2. Lighthouse, mobile preset, performance and accessibility on /login, the wizard's first step and
 *    /my-claims (signed in), against the real server on a fresh data folder (bench/lighthouse.ts).
 *    Targets: performance ≥ 95, accessibility 100. The preset slows the CPU 4x on top of whatever
 *    else this machine is doing, so the load average is printed with the scores.
 *
 * Builds the web app first when there is no build.
 *   BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_RUNS (default 3) runs per page, the
 *   median by performance score is printed; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report.
 */
import { type ChildProcess, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { forkApp } from './bench-kit.js';
import type { LighthouseFigures, LighthousePage } from './lighthouse.js';

const BUDGET_GZIP_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist', 'web'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const thisFile = fileURLToPath(import.meta.url);

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Returns false when a page is over budget. */
function measureBudgets(): boolean {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

  /** A chunk's file and, transitively, every chunk it imports statically (loaded at once). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };

  const measure = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) for (const k of closure(key)) files.add(manifest[k].file);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dist, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { files: files.size, raw, gzip, brotli };
  };

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const pageKey = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not a chunk in the Vite manifest`);
    return key;
  };
  // Each page in each language: the language's messages are their own chunk, loaded before the first render.
  const pages: Array<[string, string[]]> = ['en', 'es'].flatMap((lang): Array<[string, string[]]> => {
    const messages = pageKey(`locales/${lang}.json`);
    return [
      [`/login (${lang})`, [entry, messages, pageKey('features/auth/login-page.tsx')]],
      [`/ (wizard, first step, ${lang})`, [entry, messages, pageKey('features/intake/intake-page.tsx')]],
      [`/my-claims (${lang})`, [entry, messages, pageKey('features/my-claims/my-claims-page.tsx')]],
    ];
  });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`initial JavaScript per page (budget ${BUDGET_GZIP_KB} KB gzipped), ${dist}`);
  let within = true;
  for (const [name, keys] of pages) {
    const m = measure(keys);
    const ok = m.gzip / 1024 < BUDGET_GZIP_KB;
    within &&= ok;
    console.log(
      `${name.padEnd(32)} ${String(m.files).padStart(2)} files  raw ${kb(m.raw).padStart(9)}  gzip ${kb(m.gzip).padStart(8)}  brotli ${kb(m.brotli).padStart(8)}  ${ok ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
  return within;
}

interface Ready {
  port: number;
  cookie: string;
  storedUser: unknown;
}

/** Child: the real server on a fresh data folder, with one claimant who has filed one claim. */
async function serveApp(): Promise<void> {
  const { buildApp } = await import('../src/server/app.js');
  const { loadConfig } = await import('../src/server/config.js');
  const { createSession, SESSION_COOKIE } = await import('../src/server/auth/session.js');
  const { createUser } = await import('../src/server/auth/users.queries.js');
  const { postClaim, validClaimData, MINIMAL_PDF, TINY_PNG } = await import('../src/server/testing/claims-test-kit.js');
  const config = loadConfig({ ...process.env, PORT: '0' });
  const app = await buildApp({ config, logger: false });
  await app.ready();
  const user = await createUser(app.deps.db, {
    username: `web${randomBytes(3).toString('hex')}`,
    password: 'Bench-passphrase-for-web-1',
    role: 'claimant',
    status: 'approved',
    email: 'bench.web@example.com',
    fullName: 'Bench Web',
  });
  const { token } = await createSession(app.deps.db, { userId: user.id, ttlHours: 2 });
  const cookie = `${SESSION_COOKIE}=${token}`;
  const res = await postClaim(app, cookie, validClaimData(), [
    { filename: 'estimate.pdf', content: MINIMAL_PDF, contentType: 'application/pdf', category: 'estimate' },
    { filename: 'photo-1.png', content: TINY_PNG, contentType: 'image/png', category: 'photos' },
  ]);
  if (res.statusCode !== 201) throw new Error(`seeding the claim failed: ${res.statusCode} ${res.body}`);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  if (me.statusCode !== 200) throw new Error(`GET /api/auth/me failed: ${me.statusCode}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port, cookie, storedUser: me.json().user } satisfies Ready);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

const startApp = (env: Record<string, string>) => forkApp<Ready>(thisFile, ['serve-app'], env);

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const median = (runs: LighthouseFigures[]): LighthouseFigures => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

/** Returns false when a page misses a target. */
async function measureLighthouse(): Promise<boolean> {
  const { runLighthouse } = await import('./lighthouse.js');
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  let app: { child: ChildProcess; ready: Ready } | undefined;
  try {
    // PGlite on a fresh folder, whatever DATABASE_URL says: the figures are the front end's.
    app = await startApp({ DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', WEB_DIST_DIR: dist });
    const origin = `http://127.0.0.1:${app.ready.port}`;
    const { cookie } = app.ready;
    const pagesIn = (locale: 'en' | 'es'): LighthousePage[] => {
      // The account keeps the claimant's language: the stored user says so as /api/auth/me will.
      const session = { cookie, storedUser: { ...(app?.ready.storedUser as object), locale } };
      return [
        { name: `/login (${locale})`, path: '/login', locale },
        { name: `/ (wizard, ${locale})`, path: '/', session, locale },
        { name: `/my-claims (${locale})`, path: '/my-claims', session, locale },
      ];
    };
    console.log(`\nLighthouse, mobile preset, median of ${runs} run(s) by performance; load average before: ${load()} (${os.cpus().length} cores)`);
    const pages: LighthousePage[] = [];
    const results = new Map<string, LighthouseFigures[]>();
    for (const locale of ['en', 'es'] as const) {
      const res = await fetch(`${origin}/api/auth/me`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', origin },
        body: JSON.stringify({ locale }),
      });
      if (!res.ok) throw new Error(`could not set the bench user's language: ${res.status}`);
      const these = pagesIn(locale);
      pages.push(...these);
      for (const [k, v] of await runLighthouse(origin, these, runs, process.env.BENCH_LIGHTHOUSE_REPORTS)) results.set(k, v);
    }
    let ok = true;
    for (const page of pages) {
      const all = results.get(page.name) ?? [];
      const m = median(all);
      const pass = m.performance >= 95 && m.accessibility === 100;
      ok &&= pass;
      console.log(
        `${page.name.padEnd(24)} performance ${String(m.performance).padStart(3)} (runs ${all.map((r) => r.performance).join(', ')})  accessibility ${String(m.accessibility).padStart(3)}  FCP ${(m.fcpMs / 1000).toFixed(2)} s  LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  ${pass ? 'meets targets' : 'MISSES TARGETS'}`,
      );
      if (m.flagged.length > 0) console.log(`${''.padEnd(26)} flagged: ${m.flagged.join(', ')}`);
    }
    console.log(`load average after: ${load()}`);
    return ok;
  } finally {
    if (app) await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(manifestFile)) {
    console.log('Building the web app (vite build)...');
    execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: dist } });
  }
  let ok = measureBudgets();
  if (process.env.BENCH_LIGHTHOUSE !== '0') ok = (await measureLighthouse()) && ok;
  if (!ok) process.exitCode = 1;
}

const run = process.argv[2] === 'serve-app' ? serveApp : main;
run().catch((err) => {
  console.error(err);
  process.exit(1);
});
