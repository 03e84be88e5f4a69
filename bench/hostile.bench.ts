/**
 * npm run bench:hostile — the decompression bombs of issue 26 sent to a running portal, one request
 * each, while a signed-in user reads beside them. Builds: a one-page PDF of 8 and of 16 Flate content
 * streams that each inflate to 100 MB, a page naming one such stream many times, a .docx whose zip
 * directory declares 4 KB for a body of 2 GB, a HEIC declaring 60000 × 60000 pixels, and
 * 20 files of 45 MB in one request. Prints for each: the answer's status and
 * note, seconds, the server process tree's peak resident memory, and the p50 and p99 of
 * `GET /api/claims` read in a loop beside it. Targets: refused in under 2 s, the tree under 1 GB,
 * reads' p99 under 100 ms.
 *
 * The server is started from its sources (tsx) as a child on BENCH_PORT (default 5103), on a
 * throw-away data folder, with the configuration's defaults (budget 64 MB, thread heap 320 MB).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFlateBombPdf, buildLyingDocx, buildRepeatedContentsPdf } from '../tests/fixtures/documents/bombs';
import { HOSTILE_DIR } from '../tests/fixtures/paths';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 5103);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'hostilebench', password: 'hostile-bench-password-1' };
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

function rssKb(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of `root` and every process under it. */
function treeKb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  let kb = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    kb += rssKb(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return kb;
}

type Part = { name: string; bytes: Buffer };

function multipart(parts: Part[]): { body: Buffer; type: string } {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** The server as a child, from its sources; resolves when /healthz answers. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', '--max-semi-space-size=16', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...env, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 180_000) throw new Error('the server did not answer /healthz within 180 s');
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
}

type Case = { label: string; parts: () => Promise<Part[]> };

async function main() {
  console.log(
    `# Hostile-input bench (${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}), server on port ${PORT}\n`,
  );
  const heicSource = path.join(HOSTILE_DIR, 'images/libheif-example.heic');
  const cases: Case[] = [
    { label: 'PDF, one page of 8 Flate streams × 100 MB', parts: async () => [{ name: 'bomb-8.pdf', bytes: await buildFlateBombPdf(8) }] },
    { label: 'PDF, one page of 16 Flate streams × 100 MB', parts: async () => [{ name: 'bomb-16.pdf', bytes: await buildFlateBombPdf(16) }] },
    { label: 'PDF, one 20 MB stream named 50 times in /Contents', parts: async () => [{ name: 'repeat.pdf', bytes: await buildRepeatedContentsPdf(50, 20) }] },
    { label: '.docx whose directory declares 4 KB for a 2 GB body', parts: async () => [{ name: 'lying.docx', bytes: await buildLyingDocx(2048) }] },
  ];
  if (fs.existsSync(heicSource)) {
    cases.push({
      label: 'HEIC declaring 60000 × 60000 pixels',
      parts: async () => {
        const bytes = Buffer.from(fs.readFileSync(heicSource));
        for (let at = bytes.indexOf('ispe'); at !== -1; at = bytes.indexOf('ispe', at + 4)) {
          bytes.writeUInt32BE(60_000, at + 8);
          bytes.writeUInt32BE(60_000, at + 12);
        }
        return [{ name: 'huge.heic', bytes }];
      },
    });
  } else console.log('(HEIC case skipped: no libheif example file to build it from)');
  // Uploads stream to the blob store and a request is capped (MAX_REQUEST_MB): 900 MB in one request is refused with a 413.
  cases.push({
    label: '20 files × 45 MB in one request',
    parts: async () =>
      Array.from({ length: 20 }, (_, i) => ({ name: `big${i}.pdf`, bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(45 * MB - 9, 0x20)]) })),
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-bench-'));
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    // The document threads start with the first file: warm them so the first bomb is not also a cold start.
    const warm = multipart([{ name: 'warm.pdf', bytes: await buildFlateBombPdf(1, 1) }]);
    await fetch(`${BASE}/api/upload-multiple`, { method: 'POST', headers: { 'content-type': warm.type, cookie }, body: new Uint8Array(warm.body) }).then((r) =>
      r.arrayBuffer(),
    );
    const pid = server.pid as number;
    console.log(`server idle after sign-in and one small file: tree ${(treeKb(pid) / 1024).toFixed(0)} MB\n`);
    console.log('| case | request | status | note | seconds | peak tree RSS | reads p50 / p99 |\n|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const parts = await c.parts();
      const { body, type } = multipart(parts);
      let peak = treeKb(pid);
      let running = true;
      const sampler = (async () => {
        while (running) {
          peak = Math.max(peak, treeKb(pid));
          await sleep(20);
        }
      })();
      const reads: number[] = [];
      const reader = (async () => {
        while (running) {
          const t = performance.now();
          const res = await fetch(`${BASE}/api/claims`, { headers: { cookie } });
          await res.arrayBuffer();
          reads.push(performance.now() - t);
          await sleep(10);
        }
      })();
      const started = performance.now();
      const res = await fetch(`${BASE}/api/upload-multiple`, { method: 'POST', headers: { 'content-type': type, cookie }, body: new Uint8Array(body) });
      const text = await res.text();
      const seconds = (performance.now() - started) / 1000;
      // Memory a file leaves behind shows in the second after its answer.
      await sleep(1000);
      running = false;
      await Promise.all([sampler, reader]);
      let note = '';
      try {
        const json = JSON.parse(text) as { files?: Array<{ note?: string; category?: string }>; message?: string };
        note = json.files?.[0]?.note ?? json.message ?? '';
      } catch {
        note = text.slice(0, 80);
      }
      const size = parts.reduce((a, p) => a + p.bytes.length, 0);
      console.log(
        `| ${c.label} | ${(size / MB).toFixed(2)} MB | ${res.status} | ${note} | ${seconds.toFixed(2)} | ${(peak / 1024).toFixed(0)} MB | ${pct(reads, 50).toFixed(1)} / ${pct(reads, 99).toFixed(1)} ms (${reads.length} reads) |`,
      );
    }
    console.log('\nTargets: every bomb refused in under 2 s, the tree under 1024 MB throughout, reads p99 under 100 ms.');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
