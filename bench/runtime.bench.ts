/**
 * npm exec -- tsx bench/runtime.bench.ts — the document runtime, side by side with native tools in one run:
 *   1. OCR seconds per page (wall and CPU): the portal's path (draw → prepare → tesseract.js, one thread,
 *      engine warm) against the tesseract CLI (OMP_THREAD_LIMIT=1, same options) on the same page images,
 *      with Debian's English data (a smaller, faster network) and with the portal's own, one process a page
 *      and all pages in one process, and the ratios.
 *   2. Text: the portal's text-layer reader (budget pre-check, then pdf.js) and pdf.js alone,
 *      in-process, against pdftotext's process time, same files, with and without pdftotext's start-up
 *      (measured on an empty page), and the ratios.
 *   3. The compiled server (dist/server, built first if missing or stale) started with `npm start`'s command
 *      line: the web process's resident memory idle after start; `upload-multiple` then `analyze-documents`
 *      on the same 5-PDF + 10-photo packet (the second call's time against the first); the p99 of 8 readers
 *      of `GET /api/claims/{ref}` while `analyze-documents` runs on 15 new files; every file of
 *      corpus/hostile; the peak of the web process and of the whole process tree (threads are inside their
 *      process; `npm run worker` processes are added when used) through all of it; then idle again.
 * Needs tesseract-ocr and poppler-utils (Debian) for the reference figures; the product does not.
 *   RUNTIME_BENCH_SCANS=n scanned estimates to OCR (default 3); RUNTIME_BENCH_PARTS=ocr,text,memory
 *   BENCH_DATABASE_URL=postgres://… also measures the server on PostgreSQL (in a throw-away database);
 *   with BENCH_WORKERS=n, once more with DOCUMENT_WORKERS=0 on the web and n `npm run worker` processes.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { npmScript, rssKb, scratchDatabase, treeKb } from './bench-kit';
import { multipartFiles, type Packet, packetFiles } from './packet';
import { claimBody, MINIMAL_PDF, validClaimData } from '../src/server/testing/claims-test-kit';
import { prepareRenderedPage } from '../src/server/documents/text/ocr-image';
import { OCR_DATA, ocrImage, terminateOcr } from '../src/server/documents/text/ocr';
import { openPdf, readPdfText } from '../src/server/documents/text/pdf';
import { checkPdfBudget } from '../src/server/documents/text/pdf-budget';
import { ScannedPages } from '../src/server/documents/text/scanned-pages';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { buildFixturePair, FIXTURE_LAYOUTS, HOLDOUT_SEEDS } from '../tests/fixtures/estimates/estimate-spec';
import { makeScannedPdf } from '../tests/fixtures/estimates/make-scan';
import { HOSTILE_DIR, REAL_DOCS_DIR } from '../tests/fixtures/paths';
import { renderEstimatePdf } from '../tests/fixtures/estimates/render-estimate';

const CORPUS = path.join(REAL_DOCS_DIR, '..');
const ROOT = path.resolve(import.meta.dirname, '..');
const PARTS = new Set((process.env.RUNTIME_BENCH_PARTS ?? 'ocr,text,memory').split(','));
/** The dpi the pipeline OCRs scanned pages at (text/extract-text.ts). */
const OCR_DPI = 200;
const sec = (ms: number) => (ms / 1000).toFixed(2);
const TESSERACT_JS = (JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('tesseract.js/package.json'), 'utf8')) as { version: string }).version;
const now = () => performance.now();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function scannedEstimates(n: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    const pair = buildFixturePair(
      (HOLDOUT_SEEDS[i] ?? 1) + 900,
      FIXTURE_LAYOUTS[i % FIXTURE_LAYOUTS.length] ?? 'ccc',
      FIXTURE_LAYOUTS[(i + 2) % FIXTURE_LAYOUTS.length] ?? 'shop',
      ['price', 'hours'],
    );
    out.push(await makeScannedPdf(await renderEstimatePdf(pair.other), i + 1));
  }
  return out;
}

/** Wall and CPU time of a shell command, timed by bash itself (no Node spawn in it); its output is discarded. */
function timeShell(command: string, env: NodeJS.ProcessEnv = process.env): { wall: number; cpu: number } {
  const out = execFileSync('bash', ['-c', `TIMEFORMAT='%R %U %S'; time ( ${command} > /dev/null 2>&1 ) 2>&1`], {
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [real = 0, user = 0, sys = 0] = out.trim().split(/\s+/).slice(-3).map(Number);
  return { wall: real * 1000, cpu: (user + sys) * 1000 };
}

const countWords = (file: string) => fs.readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function benchOcr(tmp: string) {
  // One thread, as the pool's threads run (workers/document.worker.ts sets the same).
  sharp.concurrency(1);
  const scans = await scannedEstimates(Number(process.env.RUNTIME_BENCH_SCANS ?? 3));
  const pages: Array<{ pdf: Buffer; page: number; png: string }> = [];
  for (const [i, pdf] of scans.entries()) {
    const doc = await openPdf(pdf, 'text');
    const draw = await ScannedPages.open(pdf, doc);
    for (let p = 1; p <= doc.numPages; p++) {
      // The page image both engines read: the page in grey at the pipeline's dpi, as the portal draws it.
      const drawn = await draw.grey(p);
      if (!drawn) throw new Error(`scan ${i} page ${p} cannot be drawn`);
      const file = path.join(tmp, `scan${i}-p${p}.png`);
      await sharp(drawn.page.grey, { raw: { width: drawn.page.width, height: drawn.page.height, channels: 1 } })
        .png({ compressionLevel: 1 })
        .toFile(file);
      pages.push({ pdf, page: p, png: file });
    }
    await draw.close();
    await doc.destroy();
  }
  // The portal's language data for the native engine too (the same LSTM network): tesseract reads it unpacked.
  const portalData = path.join(tmp, 'tessdata');
  fs.mkdirSync(portalData);
  const gz = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), OCR_DATA, 'eng.traineddata.gz');
  fs.writeFileSync(path.join(portalData, 'eng.traineddata'), zlib.gunzipSync(fs.readFileSync(gz)));
  // Warm the OCR engine once (module load, language data), as a busy thread has it.
  {
    const doc = await openPdf(scans[0] as Buffer, 'text');
    const draw = await ScannedPages.open(scans[0] as Buffer, doc);
    const drawn = await draw.grey(1);
    const r = drawn ? await prepareRenderedPage(drawn.page, true) : null;
    if (r) await ocrImage(r.image, r.toPoints);
    await draw.close();
    await doc.destroy();
  }
  const stage = { draw: 0, prepare: 0, recognize: 0 };
  const drawnFrom = { jpeg: 0, render: 0 };
  let words = 0;
  const portal: Array<{ wall: number; cpu: number }> = [];
  const nativeStock: Array<{ wall: number; cpu: number }> = [];
  const nativeSame: Array<{ wall: number; cpu: number }> = [];
  const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
  const words0 = { stock: 0, same: 0 };
  const out = path.join(tmp, 'native');
  const args = '--psm 6 --oem 1 -c preserve_interword_spaces=1';
  for (const p of pages) {
    // The file's text layer is read first in the pipeline whether or not a page is scanned: not timed here.
    const doc = await openPdf(p.pdf, 'text');
    const c0 = process.cpuUsage();
    const t0 = now();
    // As text/extract-text.ts does: the page's own JPEG when it is one, else pdf.js draws it.
    const draw = await ScannedPages.open(p.pdf, doc);
    const drawn = await draw.grey(p.page);
    if (!drawn) throw new Error('a scanned page could not be drawn');
    drawnFrom[drawn.from]++;
    const t1 = now();
    const prepared = await prepareRenderedPage(drawn.page, true);
    const t2 = now();
    const result = prepared ? await ocrImage(prepared.image, prepared.toPoints) : null;
    const t3 = now();
    // The whole process's CPU: the tesseract.js thread's and this thread's.
    const c = process.cpuUsage(c0);
    await draw.close();
    await doc.destroy();
    stage.draw += t1 - t0;
    stage.prepare += t2 - t1;
    stage.recognize += t3 - t2;
    portal.push({ wall: t3 - t0, cpu: (c.user + c.system) / 1000 });
    words += result?.words ?? 0;
    // Native: the tesseract CLI on the same page image, one thread, the same segmentation mode and options,
    // once with Debian's English data and once with the portal's.
    nativeStock.push(timeShell(`tesseract '${p.png}' '${out}' ${args}`, env));
    words0.stock += countWords(`${out}.txt`);
    nativeSame.push(timeShell(`tesseract '${p.png}' '${out}' --tessdata-dir '${portalData}' ${args}`, env));
    words0.same += countWords(`${out}.txt`);
  }
  await terminateOcr();
  // The native engine kept warm as the portal's is: every page in one process (start-up and data loading once).
  const list = path.join(tmp, 'pages.txt');
  fs.writeFileSync(list, pages.map((p) => p.png).join('\n'));
  const warm = timeShell(`tesseract '${list}' '${out}' --tessdata-dir '${portalData}' ${args}`, env);
  const n = pages.length;
  const ps = { wall: mean(portal.map((x) => x.wall)), cpu: mean(portal.map((x) => x.cpu)) };
  const stock = { wall: mean(nativeStock.map((x) => x.wall)), cpu: mean(nativeStock.map((x) => x.cpu)) };
  const same = { wall: mean(nativeSame.map((x) => x.wall)), cpu: mean(nativeSame.map((x) => x.cpu)) };
  const warmPage = { wall: warm.wall / n, cpu: warm.cpu / n };
  const version = execFileSync('tesseract', ['--version']).toString().split('\n')[0];
  const ratio = (a: { wall: number; cpu: number }, b: { wall: number; cpu: number }) =>
    `**${(a.wall / b.wall).toFixed(2)}×** wall, ${(a.cpu / b.cpu).toFixed(2)}× CPU`;
  console.log(`## OCR (${n} scanned estimate pages at ${OCR_DPI} dpi, one thread each, same run)`);
  console.log(
    `portal (draw + prepare + tesseract.js ${TESSERACT_JS}, engine warm, eng ${OCR_DATA}): mean ${sec(ps.wall)} s/page wall (median ${sec(median(portal.map((x) => x.wall)))} s), ${sec(ps.cpu)} s CPU; stages per page: draw ${sec(stage.draw / n)} s (${drawnFrom.jpeg} of ${n} pages decoded from their JPEG, ${drawnFrom.render} drawn by pdf.js), prepare ${sec(stage.prepare / n)} s, recognize ${sec(stage.recognize / n)} s; ${words} words`,
  );
  console.log(`native ${version} (CLI, OMP_THREAD_LIMIT=1, ${args}, same page images, timed by bash):`);
  console.log(
    `- Debian's eng (tesseract-ocr-eng: tessdata_fast, a smaller network), one process a page: ${sec(stock.wall)} s/page wall, ${sec(stock.cpu)} s CPU; ${words0.stock} words`,
  );
  console.log(`- the portal's eng ${OCR_DATA} (same network), one process a page: ${sec(same.wall)} s/page wall, ${sec(same.cpu)} s CPU; ${words0.same} words`);
  console.log(
    `- the portal's eng, all ${n} pages in one process (start-up and data loading once): ${sec(warmPage.wall)} s/page wall, ${sec(warmPage.cpu)} s CPU`,
  );
  console.log(
    `ratio portal / native, same language data: ${ratio(ps, same)} (one process a page), ${ratio(ps, warmPage)} (native warm too); against Debian's smaller model: ${ratio(ps, stock)} (target ≤ 1.5×)\n`,
  );
}

async function benchText(tmp: string) {
  const docs = await generateCorpus({ split: 'holdout', perLayout: 2, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
  const files = [
    ...docs.filter((d) => d.variant === 'text').map((d) => d.bytes),
    fs.readFileSync(path.join(CORPUS, 'real-docs/ccc-preliminary-estimate-peotters-tesla-modelx.pdf')),
    fs.readFileSync(path.join(CORPUS, 'real-docs/acord-2-automobile-loss-notice-filled-2016-10.pdf')),
  ];
  for (let i = 0; i < 4; i++) {
    const pair = buildFixturePair((HOLDOUT_SEEDS[i] ?? 1) + 500, FIXTURE_LAYOUTS[i % FIXTURE_LAYOUTS.length] ?? 'ccc', 'shop', ['price']);
    files.push(await renderEstimatePdf(pair.carrier));
  }
  // pdf.js is loaded once per thread; warm it (module, standard fonts) as a working thread has it.
  await readPdfText(await openPdf(files[0] as Buffer, 'text'));
  await measureText('text PDFs', files, path.join(tmp, 'team'));
  // The same pages written by another producer: cairo (pdftocairo) re-embeds every font as its own subsets.
  const cairoDir = path.join(tmp, 'cairo-in');
  fs.mkdirSync(cairoDir, { recursive: true });
  const cairo = files.map((b, i) => {
    const src = path.join(cairoDir, `in${i}.pdf`);
    const dst = path.join(cairoDir, `out${i}.pdf`);
    fs.writeFileSync(src, b);
    execFileSync('pdftocairo', ['-pdf', src, dst], { stdio: 'ignore' });
    return fs.readFileSync(dst);
  });
  await measureText('the same PDFs rewritten by cairo (pdftocairo -pdf)', cairo, path.join(tmp, 'cairo'));
}

async function measureText(label: string, files: Buffer[], dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const names = files.map((b, i) => {
    const f = path.join(dir, `text${i}.pdf`);
    fs.writeFileSync(f, b);
    return f;
  });
  const viaPdfJs = async (b: Buffer) => {
    const doc = await openPdf(b, 'text');
    const read = await readPdfText(doc);
    await doc.destroy();
    return read;
  };
  let pages = 0;
  for (const b of files) pages += (await viaPdfJs(b)).length;
  const rounds = 5;
  const portalRuns: Array<{ wall: number; cpu: number }> = [];
  const pdfjsRuns: Array<{ wall: number; cpu: number }> = [];
  const popplerRuns: Array<{ wall: number; cpu: number }> = [];
  const startRuns: Array<{ wall: number; cpu: number }> = [];
  const list = path.join(dir, 'files.txt');
  fs.writeFileSync(list, names.join('\n'));
  // pdftotext's start-up (loading poppler, reading its configuration) is paid once a process: the same
  // number of processes on an empty one-page PDF measures it, so that the extraction alone can be told.
  const empty = path.join(dir, 'empty.pdf');
  fs.writeFileSync(empty, emptyPagePdf());
  const emptyList = path.join(dir, 'empty.txt');
  fs.writeFileSync(emptyList, names.map(() => empty).join('\n'));
  const poppler = (fileList: string) => timeShell(`while read -r f; do pdftotext -layout "$f" - > /dev/null; done < '${fileList}'`);
  const timed = async (runs: Array<{ wall: number; cpu: number }>, read: (b: Buffer) => Promise<unknown>) => {
    const t = now();
    const c = process.cpuUsage();
    for (const b of files) await read(b);
    const cpu = process.cpuUsage(c);
    runs.push({ wall: now() - t, cpu: (cpu.user + cpu.system) / 1000 });
  };
  for (let r = 0; r < rounds; r++) {
    // The portal's reader: the budget pre-check (text/pdf-budget.ts), then pdf.js (decision 014).
    await timed(portalRuns, async (b) => {
      checkPdfBudget(b);
      return viaPdfJs(b);
    });
    await timed(pdfjsRuns, viaPdfJs);
    // pdftotext's own time: the shell's `time` over the processes, without the cost of Node spawning them.
    popplerRuns.push(poppler(list));
    startRuns.push(poppler(emptyList));
  }
  const mid = (runs: Array<{ wall: number; cpu: number }>) => ({ wall: median(runs.map((x) => x.wall)), cpu: median(runs.map((x) => x.cpu)) });
  const portal = mid(portalRuns);
  const pj = mid(pdfjsRuns);
  const pp = mid(popplerRuns);
  const start = mid(startRuns);
  const alone = { wall: pp.wall - start.wall, cpu: pp.cpu - start.cpu };
  const ratio = (a: { wall: number; cpu: number }, b: { wall: number; cpu: number }) =>
    `**${(a.wall / b.wall).toFixed(2)}×** wall, **${(a.cpu / b.cpu).toFixed(2)}×** CPU`;
  console.log(`## Text extraction: ${label} (${files.length} files, ${pages} pages; median of ${rounds} alternating rounds, same run)`);
  console.log(
    `portal (budget pre-check, then pdf.js: text + positions + form fields, lines grouped): ${portal.wall.toFixed(0)} ms wall, ${portal.cpu.toFixed(0)} ms CPU (${(portal.wall / pages).toFixed(1)} ms/page)`,
  );
  console.log(
    `pdf.js alone, in-process (the same, engine warm): ${pj.wall.toFixed(0)} ms wall, ${pj.cpu.toFixed(0)} ms CPU (${(pj.wall / pages).toFixed(1)} ms/page)`,
  );
  console.log(
    `pdftotext -layout (one process per file, timed by the shell): ${pp.wall.toFixed(0)} ms wall, ${pp.cpu.toFixed(0)} ms CPU; of it start-up (${files.length} runs on an empty one-page PDF) ${start.wall.toFixed(0)} ms wall, ${start.cpu.toFixed(0)} ms CPU, so the extraction alone ${alone.wall.toFixed(0)} ms wall, ${alone.cpu.toFixed(0)} ms CPU`,
  );
  console.log(
    `ratio portal / pdftotext: ${ratio(portal, pp)} with pdftotext's start-up; ${ratio(portal, alone)} against its extraction alone (the 2× target is withdrawn: decision 014)`,
  );
  console.log(`ratio pdf.js / pdftotext: ${ratio(pj, pp)} with pdftotext's start-up; ${ratio(pj, alone)} against its extraction alone\n`);
}

/** A valid PDF of one empty letter page (pdftotext reads it and prints nothing). */
function emptyPagePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---- memory ----

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

/** A throw-away database on the PostgreSQL server of `url` (stored analyses of an earlier run would answer for the packet). */
type ServerRun = { label: string; env: Record<string, string>; workers: number };

async function benchServer(run: ServerRun, packets: { sorted: Packet; fresh: Packet }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-bench-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BOOTSTRAP_ADMIN_USERNAME: 'benchadmin',
    BOOTSTRAP_ADMIN_PASSWORD: 'bench-password-123456',
    ...run.env,
  };
  const node = path.join(ROOT, 'node_modules/.bin/node');
  const waitReady = async (proc: ReturnType<typeof spawn>) => {
    const startedAt = now();
    for (;;) {
      if (now() - startedAt > 180_000) throw new Error('server did not start');
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
      const ok = await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return startedAt;
      await sleep(250);
    }
  };
  const stop = async (procs: Array<ReturnType<typeof spawn>>) => {
    for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)));
  };
  // The first start on an empty DATA_DIR creates the database (PGlite's initdb, migrations); it is measured, then
  // the server is started again on the same data, as it runs from then on.
  const start = npmScript('start');
  const worker = npmScript('worker');
  const first = spawn(node, start.args, { cwd: ROOT, env: { ...env, ...start.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let firstIdle = 0;
  try {
    await waitReady(first);
    await sleep(5000);
    firstIdle = rssKb(first.pid as number);
  } finally {
    await stop([first]);
  }
  // The compiled server, started as `npm start` starts it (without npm's own process around it).
  const child = spawn(node, start.args, { cwd: ROOT, env: { ...env, ...start.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const workers = Array.from({ length: run.workers }, () =>
    spawn(node, worker.args, { cwd: ROOT, env: { ...env, ...worker.env }, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  const server = child.pid as number;
  const roots = [server, ...workers.map((w) => w.pid as number)];
  const tree = () => roots.map(treeKb).reduce((a, b) => ({ kb: a.kb + b.kb, procs: a.procs + b.procs, threads: a.threads + b.threads }));
  try {
    const startedAt = await waitReady(child);
    const startMs = now() - startedAt;
    const startPeakKb = Number(fs.readFileSync(`/proc/${server}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
    await sleep(5000);
    const idle = rssKb(server);
    const idleTree = tree();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'benchadmin', password: 'bench-password-123456' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    const claimBody = multipartClaim();
    const claimRes = await fetch(`${base}/api/claims`, { method: 'POST', headers: { 'content-type': claimBody.type, cookie }, body: claimBody.body });
    if (!claimRes.ok) throw new Error(`claim submit failed: ${claimRes.status} ${(await claimRes.text()).slice(0, 200)}`);
    const ref = ((await claimRes.json()) as { referenceNumber?: string; claim?: { referenceNumber?: string } }).referenceNumber;
    if (!ref) throw new Error('the claim answer has no referenceNumber');
    const idleAfterRequests = rssKb(server);

    let peak = idleTree;
    let peakWeb = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const t = tree();
        if (t.kb > peak.kb) peak = t;
        peakWeb = Math.max(peakWeb, rssKb(server));
        await sleep(50);
      }
    })();
    const post = async (url: string, files: Packet) => {
      const { body, type } = multipartFiles(files);
      const t = now();
      const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': type, cookie }, body });
      const text = await res.text();
      if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
      return now() - t;
    };
    // 1. Upload once, analyze once: the wizard's sorting call, then the analysis call on the same packet.
    const sortMs = await post('/api/upload-multiple', packets.sorted);
    const againMs = await post('/api/analyze-documents', packets.sorted);
    // 2. Readers while a packet nobody has seen is analyzed.
    const latencies: number[] = [];
    let analyzing = true;
    const analysis = post('/api/analyze-documents', packets.fresh).finally(() => {
      analyzing = false;
    });
    const readers = Array.from({ length: 8 }, async () => {
      while (analyzing) {
        const t = now();
        const res = await fetch(`${base}/api/claims/${ref}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET /api/claims/${ref}: ${res.status}`);
        latencies.push(now() - t);
      }
    });
    const freshMs = await analysis;
    await Promise.all(readers);
    // 3. The hostile corpus, one call per file.
    const statuses = new Map<number, number>();
    const hostile = ['pdf', 'images', 'docx'].flatMap((d) => fs.readdirSync(path.join(HOSTILE_DIR, d)).map((f) => path.join(HOSTILE_DIR, d, f)));
    const t0 = now();
    for (const f of hostile) {
      const { body, type } = multipartFiles([{ name: path.basename(f), bytes: fs.readFileSync(f) }]);
      const res = await fetch(`${base}/api/upload-multiple`, { method: 'POST', headers: { 'content-type': type, cookie }, body });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await res.arrayBuffer();
    }
    const hostileMs = now() - t0;
    sampling = false;
    await sampler;
    // Threads end after the pool's idle timeout; the OCR engine and pdf.js go with them.
    await sleep(40_000);
    const after = rssKb(server);
    const afterTree = tree();
    const who = run.workers ? `web process (DOCUMENT_WORKERS=0) + ${run.workers} \`npm run worker\` processes` : 'web process';
    console.log(
      `## The compiled server on ${run.label}: ${who} (${(startMs / 1000).toFixed(1)} s to answer /healthz; start-up peak of the web process ${mb(startPeakKb)})`,
    );
    console.log(
      `web process idle after start: **${mb(idle)}** resident (target < 400 MB; ${mb(firstIdle)} on the very first start, which creates the database), ${mb(idleAfterRequests)} after sign-in and a claim${run.workers ? '' : ' (its file starts a document thread)'}; whole tree ${mb(idleTree.kb)} (${idleTree.procs} processes, ${idleTree.threads} threads)`,
    );
    console.log(
      `upload-multiple on ${packets.sorted.length} files (5 PDFs + 10 photos): ${sec(sortMs)} s; analyze-documents on the same packet: ${sec(againMs)} s = **${((againMs / sortMs) * 100).toFixed(0)}%** of the first call`,
    );
    console.log(
      `GET /api/claims/${ref} by 8 readers while analyze-documents ran on 15 new files (${sec(freshMs)} s): ${latencies.length} reads, p50 ${pct(latencies, 50).toFixed(1)} ms, **p99 ${pct(latencies, 99).toFixed(1)} ms** (target < 50 ms)`,
    );
    console.log(
      `hostile corpus: ${hostile.length} files, one upload-multiple each (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}), ${sec(hostileMs)} s`,
    );
    console.log(
      `peak resident memory through all of it: whole tree **${mb(peak.kb)}** (${peak.procs} processes, ${peak.threads} threads) (target < 1024 MB); web process ${mb(peakWeb)}`,
    );
    console.log(`40 s later (threads released): web process ${mb(after)}, whole tree ${mb(afterTree.kb)}, ${afterTree.threads} threads\n`);
  } finally {
    await stop([child, ...workers]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A valid claim with one small PDF, so there is something for the readers to read. */
function multipartClaim(): { body: Uint8Array<ArrayBuffer>; type: string } {
  const form = claimBody(validClaimData(), [{ filename: 'estimate.pdf', content: MINIMAL_PDF, contentType: 'application/pdf', category: 'estimate' }]);
  return { body: new Uint8Array(form.payload), type: form.headers['content-type'] };
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-bench-files-'));
  console.log(
    `# Runtime bench (${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})\n`,
  );
  try {
    if (PARTS.has('ocr')) await benchOcr(tmp);
    if (PARTS.has('text')) await benchText(tmp);
    if (PARTS.has('memory')) {
      // The bench measures what production runs: the compiled server (built here when missing or stale).
      execFileSync(path.join(ROOT, 'node_modules/.bin/node'), ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
      const packets = { sorted: await packetFiles(9001, true), fresh: await packetFiles(9101, false) };
      await benchServer({ label: 'PGlite (default)', env: {}, workers: 0 }, packets);
      const pgUrl = process.env.BENCH_DATABASE_URL;
      if (pgUrl) {
        for (const workers of [0, Number(process.env.BENCH_WORKERS ?? 0)].filter((n, i) => i === 0 || n > 0)) {
          const scratch = await scratchDatabase(pgUrl, 'runtime_bench');
          try {
            await benchServer({ label: 'PostgreSQL', env: { DATABASE_URL: scratch.url, ...(workers ? { DOCUMENT_WORKERS: '0' } : {}) }, workers }, packets);
          } finally {
            await scratch.drop();
          }
        }
      }
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
