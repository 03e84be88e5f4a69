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
 * The server is the compiled one, started as `npm start` starts it (its build made first when stale,
 * as `prestart` does), as a child on BENCH_PORT (default 5103), on a throw-away data folder, with the
 * configuration's defaults (budget 64 MB, thread heap 320 MB). The memory and the reads are taken by
 * a second child (this file's `watch` mode), so that sending a request's body (900 MB for the last
 * case) never delays the bench's own reads: what is measured is the server.
 *
 * Then the bounded-work cases of issue 37 (hostile-load-cases.ts): two 8,000-line estimates compared,
 * id floods, sixteen letter PDFs downloaded at once, a claimant's 720 MB at once (the server runs with QUOTA_STORED_MB=512 for it). The bench
 * makes that claimant through the admin calls. BENCH_CASES=load runs only these; BENCH_CASES=bombs only the bombs.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildFlateBombPdf, buildLyingDocx, buildRepeatedContentsPdf } from '../tests/fixtures/documents/bombs';
import { HOSTILE_DIR } from '../tests/fixtures/paths';
import { forkApp, npmScript, treeKb } from './bench-kit';
import { LOAD_CASES, type LoadAnswer, type LoadContext, type LoadPart } from './hostile-load-cases';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 5103);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'hostilebench', password: 'hostile-bench-password-1' };
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

/** A file part of a request: its bytes as chunks (a 45 MB file is never held whole). */
type Part = { name: string; size: number; chunks: () => Iterable<Buffer> };

const inMemory = (name: string, bytes: Buffer): Part => ({ name, size: bytes.length, chunks: () => [bytes] });

/** A PDF header followed by spaces up to `size` bytes, a megabyte at a time. */
function paddedPdf(name: string, size: number): Part {
  const head = Buffer.from('%PDF-1.4\n');
  const fill = Buffer.alloc(MB, 0x20);
  return {
    name,
    size,
    *chunks() {
      yield head;
      for (let left = size - head.length; left > 0; left -= MB) yield left >= MB ? fill : fill.subarray(0, left);
    },
  };
}

type Answer = { status: number; text: string; seconds: number };

/** The status and body of a raw HTTP/1.1 answer, once its head and its declared body have come. */
function parseAnswer(raw: Buffer): { status: number; text: string } | null {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = raw.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? -1);
  const body = raw.subarray(headEnd + 4);
  if (length >= 0 && body.length < length) return null;
  return { status, text: body.subarray(0, length >= 0 ? length : body.length).toString() };
}

/**
 * Posts `parts` as multipart/form-data with its length declared (as a browser sends FormData),
 * writing as fast as the connection takes it and stopping once the answer has come (as browsers do).
 * A raw socket, not `http.request`: a server that answers early and closes makes the rest of the
 * write fail (EPIPE, ECONNRESET), and the answer already received must still be read, as a browser does.
 */
function postFiles(url: string, cookie: string, files: Part[]): Promise<Answer> {
  return postParts(
    url,
    cookie,
    files.map((f) => ({ field: 'files', filename: f.name, size: f.size, chunks: f.chunks })),
  );
}

/** Posts file parts and text fields (a part without `filename`) as postFiles does. */
function postParts(url: string, cookie: string, parts: LoadPart[]): Promise<Answer> {
  const { hostname, port, pathname } = new URL(url);
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const heads = parts.map((p) =>
    Buffer.from(
      p.filename === undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  const crlf = Buffer.from('\r\n');
  const end = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((n, p, i) => n + (heads[i] as Buffer).length + p.size + crlf.length, end.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let answer: Answer | null = null;
    let received = Buffer.alloc(0);
    const socket = net.connect(Number(port), hostname);
    const settle = () => {
      if (answer) resolve(answer);
      else reject(new Error(`the server closed the connection without an answer after ${((performance.now() - started) / 1000).toFixed(2)} s`));
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = answer ? null : parseAnswer(received);
      if (parsed) {
        answer = { ...parsed, seconds: (performance.now() - started) / 1000 };
        socket.destroy();
      }
    });
    socket.on('error', () => {}); // a write refused once the server has answered and closed; 'close' settles
    socket.on('close', settle);
    const write = async () => {
      const flow = () => new Promise((r) => (socket.writableNeedDrain ? socket.once('drain', r).once('close', r) : r(null)));
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      for (const [i, p] of parts.entries()) {
        for (const chunk of [heads[i] as Buffer, ...p.chunks(), crlf]) {
          if (answer || socket.destroyed) return;
          socket.write(chunk);
          await flow();
        }
      }
      if (!socket.destroyed) socket.write(end);
    };
    write().catch(reject);
  });
}

/** A JSON call timed from its start to its whole body (the answer's text, binary read as latin1). */
async function call(method: 'GET' | 'POST', url: string, cookie: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
  return { status: res.status, text, seconds: (performance.now() - started) / 1000 };
}

type WatchReport = { peakKb: number; reads: number[] };

/**
 * The `watch` mode: a process of its own that samples the server's process tree and reads
 * `GET /api/claims` in a loop between a 'begin' and an 'end' message, and answers 'end' with both.
 */
async function watch(serverPid: number, cookie: string): Promise<void> {
  let running = false;
  let report: WatchReport = { peakKb: 0, reads: [] };
  let loops: Promise<unknown> = Promise.resolve();
  process.on('message', async (msg: string) => {
    if (msg === 'begin') {
      report = { peakKb: treeKb(serverPid).kb, reads: [] };
      running = true;
      const sampler = (async () => {
        while (running) {
          report.peakKb = Math.max(report.peakKb, treeKb(serverPid).kb);
          await sleep(20);
        }
      })();
      const reader = (async () => {
        while (running) {
          const t = performance.now();
          const res = await fetch(`${BASE}/api/claims`, { headers: { cookie } });
          await res.arrayBuffer();
          report.reads.push(performance.now() - t);
          await sleep(10);
        }
      })();
      loops = Promise.all([sampler, reader]);
    } else if (msg === 'end') {
      running = false;
      await loops;
      process.send?.(report);
    } else if (msg === 'exit') process.exit(0);
  });
  process.send?.('ready');
}

/**
 * The compiled server as `npm start` runs it (built first when stale); resolves when /healthz answers.
 * Its process tree is sampled every 20 ms from the start (a new data folder is made by a child
 * process) until `startPeakKb()` is called, which says the peak.
 */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; startPeakKb: () => number }> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const start = npmScript('start');
  const env = {
    ...process.env,
    ...start.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    // The quota case sends 720 MB: the account may keep 512 MB of it.
    QUOTA_STORED_MB: '512',
  };
  const child = spawn(process.execPath, start.args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeKb(child.pid as number).kb);
  }, 20);
  const startPeakKb = () => {
    clearInterval(sampler);
    return peakKb;
  };
  try {
    await answered(child);
  } catch (err) {
    startPeakKb();
    throw err;
  }
  return { child, startPeakKb };
}

async function answered(child: ChildProcess): Promise<void> {
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
      return;
    await sleep(250);
  }
}

type Case = { label: string; parts: () => Promise<Part[]> };

const noteOf = (text: string) => {
  try {
    const json = JSON.parse(text) as { message?: string; matches?: unknown[] };
    return json.message ?? (json.matches ? `compared: ${json.matches.length} matches` : '');
  } catch {
    return text.slice(0, 80);
  }
};

/** A claimant account made as the firm makes one: requested, approved, its password set from the link. */
async function makeClaimant(adminCookie: string): Promise<string> {
  const json = { 'content-type': 'application/json', cookie: adminCookie };
  const email = `quota${Date.now()}@example.com`;
  const signup = await fetch(`${BASE}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Quota Bench', lastName: 'Bench', company: 'Bench Co', email, phoneNumber: '(253) 555-0142' }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status}`);
  const users = (await (await fetch(`${BASE}/api/admin/users`, { headers: json })).json()) as Array<{ id: number; email: string | null }>;
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error('the requested account is not listed');
  const approved = await fetch(`${BASE}/api/admin/approve-user`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userId: user.id, adminUsername: ADMIN.username, role: 'claimant' }),
  });
  if (!approved.ok) throw new Error(`approve: ${approved.status}`);
  const link = (await (await fetch(`${BASE}/api/admin/users/${user.id}/password-link`, { method: 'POST', headers: json, body: '{}' })).json()) as {
    link: string;
  };
  const token = new URL(link.link, BASE).searchParams.get('token');
  const reset = await fetch(`${BASE}/api/auth/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: 'quota-bench-password-1' }),
  });
  if (!reset.ok) throw new Error(`set password: ${reset.status} ${(await reset.text()).slice(0, 120)}`);
  return (reset.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}

async function main() {
  console.log(
    `# Hostile-input bench (${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}), server on port ${PORT}\n`,
  );
  const heicSource = path.join(HOSTILE_DIR, 'images/libheif-example.heic');
  const only = process.env.BENCH_CASES ?? 'all';
  const cases: Case[] = [
    { label: 'PDF, one page of 8 Flate streams × 100 MB', parts: async () => [inMemory('bomb-8.pdf', await buildFlateBombPdf(8))] },
    { label: 'PDF, one page of 16 Flate streams × 100 MB', parts: async () => [inMemory('bomb-16.pdf', await buildFlateBombPdf(16))] },
    { label: 'PDF, one 20 MB stream named 50 times in /Contents', parts: async () => [inMemory('repeat.pdf', await buildRepeatedContentsPdf(50, 20))] },
    { label: '.docx whose directory declares 4 KB for a 2 GB body', parts: async () => [inMemory('lying.docx', await buildLyingDocx(2048))] },
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
        return [inMemory('huge.heic', bytes)];
      },
    });
  } else console.log('(HEIC case skipped: no libheif example file to build it from)');
  // Uploads stream to the blob store and a request is capped (MAX_REQUEST_MB): 900 MB in one request is refused with a 413.
  cases.push({ label: '20 files × 45 MB in one request', parts: async () => Array.from({ length: 20 }, (_, i) => paddedPdf(`big${i}.pdf`, 45 * MB)) });
  if (only === 'load') cases.length = 0;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-bench-'));
  const startedAt = performance.now();
  const { child: server, startPeakKb } = await startServer(dataDir);
  const pid = server.pid as number;
  let watcher: ChildProcess | null = null;
  try {
    console.log(
      `server (${npmScript('start').args.join(' ')}) answered after ${((performance.now() - startedAt) / 1000).toFixed(1)} s on an empty data folder; ` +
        `idle: tree ${(treeKb(pid).kb / 1024).toFixed(0)} MB`,
    );
    const login = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    // The document threads start with the first file: warm them so the first bomb is not also a cold start.
    await postFiles(`${BASE}/api/upload-multiple`, cookie, [inMemory('warm.pdf', await buildFlateBombPdf(1, 1))]);
    // The embedded database's code is compiled to its optimised tier in the first seconds of use: wait for that too.
    await sleep(10_000);
    console.log(
      `server idle after sign-in and one small file: tree ${(treeKb(pid).kb / 1024).toFixed(0)} MB; ` +
        `the tree's peak from its start to here: ${(startPeakKb() / 1024).toFixed(0)} MB\n`,
    );
    const watching = await forkApp<string>(import.meta.filename, ['watch', String(pid)], { BENCH_COOKIE: cookie });
    watcher = watching.child;
    const begin = () => watching.child.send('begin');
    const end = () =>
      new Promise<WatchReport>((resolve) => {
        watching.child.once('message', (r) => resolve(r as WatchReport));
        watching.child.send('end');
      });
    console.log('| case | request | status | note | seconds | peak tree RSS | reads p50 / p99 |\n|---|---|---|---|---|---|---|');
    // The reads alone first: on a shared machine their p99 is the yardstick for the rows below.
    begin();
    await sleep(3000);
    const alone = await end();
    console.log(
      `| nothing sent (reads alone) | - | - | - | - | ${(alone.peakKb / 1024).toFixed(0)} MB | ${pct(alone.reads, 50).toFixed(1)} / ${pct(alone.reads, 99).toFixed(1)} ms (${alone.reads.length} reads) |`,
    );
    for (const c of cases) {
      const parts = await c.parts();
      begin();
      const answer = await postFiles(`${BASE}/api/upload-multiple`, cookie, parts);
      // Memory a file leaves behind shows in the second after its answer.
      await sleep(1000);
      const { peakKb, reads } = await end();
      let note = '';
      try {
        const json = JSON.parse(answer.text) as { files?: Array<{ note?: string; category?: string }>; message?: string };
        note = json.files?.[0]?.note ?? json.message ?? '';
      } catch {
        note = answer.text.slice(0, 80);
      }
      const size = parts.reduce((a, p) => a + p.size, 0);
      console.log(
        `| ${c.label} | ${(size / MB).toFixed(2)} MB | ${answer.status} | ${note} | ${answer.seconds.toFixed(2)} | ${(peakKb / 1024).toFixed(0)} MB | ${pct(reads, 50).toFixed(1)} / ${pct(reads, 99).toFixed(1)} ms (${reads.length} reads) |`,
      );
    }
    if (only !== 'bombs') {
      const claimantCookie = await makeClaimant(cookie);
      const ctx: LoadContext = { post: (url, who, parts) => postParts(`${BASE}${url}`, who, parts), call, adminCookie: cookie, claimantCookie };
      for (const c of LOAD_CASES) {
        let prepared: unknown;
        try {
          prepared = await c.prepare?.(ctx);
        } catch (err) {
          console.log(`| ${c.label} | - | - | not run: ${(err as Error).message.slice(0, 200)} | - | - | - |`);
          continue;
        }
        begin();
        const started = performance.now();
        const { answers, bytes } = await c.run(ctx, prepared).catch((err: Error) => ({
          answers: [{ status: 0, text: err.message, seconds: (performance.now() - started) / 1000 }] as LoadAnswer[],
          bytes: 0,
        }));
        await sleep(1000);
        const { peakKb, reads } = await end();
        const statuses = [...answers.reduce((m, a) => m.set(a.status, (m.get(a.status) ?? 0) + 1), new Map<number, number>())].map(([st, n]) =>
          n > 1 ? `${st}×${n}` : `${st}`,
        );
        const notes = [...new Set(answers.map((a) => noteOf(a.text)))].join(' / ');
        // The worst time of each status apart: a refusal must come at once, an accepted upload only
        // after its bytes have arrived (180 MB over loopback takes seconds on its own).
        const worst = [...answers.reduce((m, a) => m.set(a.status, Math.max(m.get(a.status) ?? 0, a.seconds)), new Map<number, number>())];
        const seconds = worst.length > 1 ? worst.map(([st, s]) => `${st}: ${s.toFixed(2)}`).join(', ') : worst[0][1].toFixed(2);
        console.log(
          `| ${c.label} | ${(bytes / MB).toFixed(0)} MB | ${statuses.join(', ')} | ${notes.slice(0, 300)} | ${seconds} | ${(peakKb / 1024).toFixed(0)} MB | ${pct(reads, 50).toFixed(1)} / ${pct(reads, 99).toFixed(1)} ms (${reads.length} reads) |`,
        );
      }
      console.log(
        `\nserver alive at the end: ${
          server.exitCode === null &&
          (await fetch(`${BASE}/healthz`).then(
            (r) => r.ok,
            () => false,
          ))
        }`,
      );
    }
    console.log('\nTargets: every case answered in under 2 s (a 4xx or a result), the tree under 1024 MB throughout, reads p99 under 100 ms.');
  } finally {
    watcher?.send('exit');
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const run = process.argv[2] === 'watch' ? watch(Number(process.argv[3]), process.env.BENCH_COOKIE ?? '') : main();
run.catch((err) => {
  console.error(err);
  process.exit(1);
});
