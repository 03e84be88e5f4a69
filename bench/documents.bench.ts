/**
 * npm run bench:documents — accuracy and speed of the document pipeline on the HELD-OUT half of the
 * generated corpus (layouts and values never used while tuning), plus the real documents in
 * ../shared/corpus. Prints: classification accuracy per variant and kind, field accuracy per field,
 * confidence calibration, a 5-PDF + 10-photo packet end to end, pdf.js vs pdftotext, OCR s/page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { analyzeFile, type FileAnalysis } from '../src/server/documents/analyze-file';
import { openPdf, readPdfText } from '../src/server/documents/text/pdf';
import { checkPdfBudget } from '../src/server/documents/text/pdf-budget';
import { terminateOcr } from '../src/server/documents/text/ocr';
import { createTestApp, multipartBody, signInAs } from '../src/server/testing/test-app';
import { printBlindResults } from './blind-results';
import { type JudgedAnswer, printFieldCalibration } from './field-calibration';
import { REAL_DOCS_DIR } from '../tests/fixtures/paths';
import { type CorpusDoc, generateCorpus } from '../tests/fixtures/documents/generate';

const CORPUS = path.join(REAL_DOCS_DIR, '..');
const SPLIT = (process.env.BENCH_SPLIT ?? 'holdout') as 'holdout' | 'train';
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
const norm = (s: string) => s.toLowerCase().replace(/[$,\s]/g, '');

type Row = { doc: CorpusDoc; result: FileAnalysis; ms: number };

async function main() {
  const t0 = Date.now();
  const docs = await generateCorpus({ split: SPLIT, perLayout: Number(process.env.BENCH_PER_LAYOUT ?? 4), scanned: 10, photosOfDocs: 6, carPhotos: 4 });
  console.log(`# Document pipeline bench (${SPLIT} split: ${docs.length} generated documents in ${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);

  if (process.env.BENCH_ONLY === 'packet') {
    // The packet timing alone (BENCH_ONLY=packet): the accuracy part OCRs every scan and takes minutes.
    await reportPacket(docs);
    return;
  }
  const rows: Row[] = [];
  for (const doc of docs) {
    const s = Date.now();
    rows.push({ doc, result: await analyzeFile(doc.bytes), ms: Date.now() - s });
  }
  reportClassification(rows);
  reportFields(rows);
  reportCalibration(rows);
  reportOcr(rows);
  if (process.env.BENCH_VERBOSE)
    for (const r of rows)
      if (r.result.kind !== r.doc.kind) console.log(`  wrong: ${r.doc.id} ${r.doc.variant} want ${r.doc.kind} got ${r.result.kind} ${r.result.confidence}`);
  await reportRealCorpus();
  await reportTextSpeed(docs.filter((d) => d.variant === 'text').map((d) => d.bytes));
  await terminateOcr();
  await reportPacket(docs);
  printBlindResults('documents');
  console.log(`\nTotal bench time ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

function reportClassification(rows: Row[]) {
  console.log('## Classification (held-out)');
  console.log('| variant | right / total | accuracy |\n|---|---|---|');
  let right = 0;
  for (const v of ['text', 'scanned', 'photo-of-document', 'photo'] as const) {
    const sub = rows.filter((r) => r.doc.variant === v);
    const ok = sub.filter((r) => r.result.kind === r.doc.kind).length;
    right += ok;
    console.log(`| ${v} | ${ok} / ${sub.length} | ${pct(ok, sub.length)} |`);
  }
  console.log(`| **all** | ${right} / ${rows.length} | **${pct(right, rows.length)}** |\n`);
  console.log('| kind (document) | right / total | accuracy |\n|---|---|---|');
  for (const kind of [...new Set(rows.map((r) => `${r.doc.kind}/${r.doc.sub}`))].sort()) {
    const sub = rows.filter((r) => `${r.doc.kind}/${r.doc.sub}` === kind);
    const ok = sub.filter((r) => r.result.kind === r.doc.kind).length;
    console.log(`| ${kind} | ${ok} / ${sub.length} | ${pct(ok, sub.length)} |`);
  }
  console.log('');
}

function reportFields(rows: Row[]) {
  console.log('## Field extraction (held-out; a field counts when the document prints it)');
  console.log('| field | right / expected | accuracy | wrong values (not empty) |\n|---|---|---|---|');
  const stats = new Map<string, { ok: number; n: number; wrong: number }>();
  const byVariant = new Map<string, { ok: number; n: number }>();
  const judged: JudgedAnswer[] = [];
  for (const r of rows) {
    for (const [field, want] of Object.entries(r.doc.truth)) {
      if (!want) continue;
      const answer = r.result.fields[field as keyof FileAnalysis['fields']];
      const got = answer?.value;
      if (answer) judged.push({ confidence: answer.confidence, right: norm(answer.value) === norm(want) });
      const s = stats.get(field) ?? { ok: 0, n: 0, wrong: 0 };
      const v = byVariant.get(r.doc.variant) ?? { ok: 0, n: 0 };
      s.n++;
      v.n++;
      if (got && norm(got) === norm(want)) {
        s.ok++;
        v.ok++;
      } else if (got) s.wrong++;
      stats.set(field, s);
      byVariant.set(r.doc.variant, v);
    }
  }
  let ok = 0;
  let n = 0;
  for (const [field, s] of [...stats].sort()) {
    ok += s.ok;
    n += s.n;
    console.log(`| ${field} | ${s.ok} / ${s.n} | ${pct(s.ok, s.n)} | ${s.wrong} |`);
  }
  console.log(`| **all fields** | ${ok} / ${n} | **${pct(ok, n)}** | |`);
  for (const [v, s] of byVariant) console.log(`| (${v}) | ${s.ok} / ${s.n} | ${pct(s.ok, s.n)} | |`);
  console.log('');
  printFieldCalibration('held-out', judged);
}

function reportCalibration(rows: Row[]) {
  console.log('## Confidence calibration (classification, held-out)');
  console.log('| confidence | files | right | accuracy |\n|---|---|---|---|');
  const bins: Array<[number, number]> = [
    [0, 0.7],
    [0.7, 0.8],
    [0.8, 0.9],
    [0.9, 0.95],
    [0.95, 1.01],
  ];
  for (const [lo, hi] of bins) {
    const sub = rows.filter((r) => r.result.confidence >= lo && r.result.confidence < hi);
    const ok = sub.filter((r) => r.result.kind === r.doc.kind).length;
    console.log(`| ${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)} | ${sub.length} | ${ok} | ${pct(ok, sub.length)} |`);
  }
  const high = rows.filter((r) => r.result.confidence >= 0.9);
  const hok = high.filter((r) => r.result.kind === r.doc.kind).length;
  console.log(`\nAnswers with confidence ≥ 0.9: ${high.length} of ${rows.length}, right ${hok} = **${pct(hok, high.length)}** (bar: 97%)\n`);
}

function reportOcr(rows: Row[]) {
  const ocr = rows.filter((r) => r.result.ocrPages > 0);
  const pages = ocr.reduce((a, r) => a + r.result.ocrPages, 0);
  const ms = ocr.reduce((a, r) => a + r.ms, 0);
  console.log(
    `## OCR\n${pages} OCR'd pages in ${(ms / 1000).toFixed(1)} s (one thread, including render/decode): **${(ms / 1000 / Math.max(1, pages)).toFixed(2)} s per page**\n`,
  );
}

async function reportRealCorpus() {
  console.log('## Real documents (../shared/corpus)');
  console.log('| file | kind | confidence | key fields |\n|---|---|---|---|');
  const files = [
    ...['real-docs'].flatMap((d) =>
      fs
        .readdirSync(path.join(CORPUS, d))
        .filter((f) => /\.(pdf)$/i.test(f))
        .map((f) => path.join(CORPUS, d, f)),
    ),
    ...fs.readdirSync(path.join(CORPUS, 'real-docs/bms')).map((f) => path.join(CORPUS, 'real-docs/bms', f)),
    ...fs.readdirSync(path.join(CORPUS, 'real-photos')).map((f) => path.join(CORPUS, 'real-photos', f)),
  ];
  for (const f of files) {
    const r = await analyzeFile(fs.readFileSync(f));
    const keys = [
      'insuredName',
      'claimNumber',
      'policyNumber',
      'dateOfLoss',
      'vehicleYear',
      'vehicleMake',
      'vehicleModel',
      'vehicleVin',
      'mileage',
      'repairShopName',
      'phone',
      'estimateAmount',
    ] as const;
    const shown = keys
      .filter((k) => r.fields[k])
      .map((k) => `${k}=${r.fields[k]?.value}`)
      .join('; ');
    console.log(`| ${path.basename(f)} | ${r.kind} | ${r.confidence} | ${shown || (r.note ?? '')} |`);
  }
  console.log('');
}

async function reportTextSpeed(pdfs: Buffer[]) {
  const real = fs.readFileSync(path.join(CORPUS, 'real-docs/ccc-preliminary-estimate-peotters-tesla-modelx.pdf'));
  const all = [...pdfs, real];
  const viaPdfJs = async (b: Buffer) => {
    const doc = await openPdf(b);
    const read = await readPdfText(doc);
    await doc.destroy();
    return read;
  };
  // Warm pdf.js once (module load and font parsing are paid once per worker thread).
  await viaPdfJs(real);
  let pages = 0;
  const s0 = process.hrtime.bigint();
  for (const b of all) {
    // The portal's reader: the budget pre-check (text/pdf-budget.ts), then pdf.js (decision 014).
    checkPdfBudget(b);
    pages += (await viaPdfJs(b)).length;
  }
  const portalMs = Number(process.hrtime.bigint() - s0) / 1e6;
  const s = process.hrtime.bigint();
  for (const b of all) await viaPdfJs(b);
  const pdfjsMs = Number(process.hrtime.bigint() - s) / 1e6;
  const dir = fs.mkdtempSync('/tmp/bench-pdf-');
  for (const [i, b] of all.entries()) fs.writeFileSync(path.join(dir, `${i}.pdf`), b);
  const s2 = process.hrtime.bigint();
  for (let i = 0; i < all.length; i++) execFileSync('pdftotext', ['-layout', path.join(dir, `${i}.pdf`), '/dev/null']);
  const popplerMs = Number(process.hrtime.bigint() - s2) / 1e6;
  fs.rmSync(dir, { recursive: true, force: true });
  const rate = (ms: number) => `${pages} pages in ${ms.toFixed(0)} ms = ${((pages * 1000) / ms).toFixed(1)} pages/s`;
  console.log('## Text extraction speed (same files, same run)');
  console.log(`portal (budget pre-check, then pdf.js; text + positions + form fields): ${rate(portalMs)}`);
  console.log(`pdf.js alone (the same): ${rate(pdfjsMs)}`);
  console.log(`pdftotext -layout (one process per file, spawned from Node, start-up included): ${rate(popplerMs)}`);
  console.log(
    `ratio portal / pdftotext time: **${(portalMs / popplerMs).toFixed(2)}×**, pdf.js alone **${(pdfjsMs / popplerMs).toFixed(2)}×** (against pdftotext's extraction alone: bench/runtime.bench.ts)\n`,
  );
}

async function reportPacket(docs: CorpusDoc[]) {
  const pdfs = docs.filter((d) => d.variant === 'text').slice(0, 5);
  const photoDir = path.join(CORPUS, 'real-photos');
  const real = fs.readdirSync(photoDir).map((f) => fs.readFileSync(path.join(photoDir, f)));
  const synthetic = docs.filter((d) => d.variant === 'photo').map((d) => d.bytes);
  const photos = [...real, ...synthetic].slice(0, 10);
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  try {
    const { cookie } = await signInAs(t.app, 'claimant');
    // Each run sends other bytes (a trailing comment after the PDF's end, bytes after the JPEG's end
    // marker; both readers ignore them), so no run is answered from an earlier run's stored analyses.
    let round = 0;
    const run = async () => {
      round++;
      const mark = (b: Buffer, kind: 'pdf' | 'jpg') => Buffer.concat([b, Buffer.from(kind === 'pdf' ? `\n% bench run ${round}\n` : `bench run ${round}`)]);
      const parts = [
        ...pdfs.map((d, i) => ({ name: 'files', filename: `doc${i}.pdf`, content: mark(d.bytes, 'pdf') })),
        ...photos.map((p, i) => ({ name: 'files', filename: `photo${i}.jpg`, content: mark(p, 'jpg') })),
      ];
      const { payload, headers } = multipartBody(parts);
      const s = Date.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/analyze-documents', payload, headers: { ...headers, cookie } });
      if (res.statusCode !== 200) throw new Error(`packet failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return Date.now() - s;
    };
    const cold = await run();
    const warm = [await run(), await run(), await run()].sort((a, b) => a - b);
    console.log('## Packet: 5 text PDFs + 10 photos, POST /api/analyze-documents end to end (worker pool, 2 threads)');
    console.log(
      `first (cold workers: module load): ${cold} ms; then, warm, three packets of the same documents with other bytes (nothing answered from stored analyses): ${warm.join(', ')} ms; median **${warm[1]} ms** (bar: < 2000 ms)`,
    );
  } finally {
    await t.close();
  }
  compiledPoolPacket([...pdfs.map((d) => d.bytes), ...photos]);
}

/**
 * The same 15 files through the compiled pool (`npm run build`), as `npm start` runs it: the app above
 * runs from its TypeScript sources, so each of its starting threads also compiles them. A fresh
 * process each time, so the first packet starts the threads.
 */
function compiledPoolPacket(files: Buffer[]) {
  const pool = path.resolve(import.meta.dirname, '../dist/server/workers/pool.js');
  if (!fs.existsSync(pool)) {
    console.log('(the compiled pool: run `npm run build` first to measure it)\n');
    return;
  }
  const dir = fs.mkdtempSync('/tmp/bench-packet-');
  for (const [i, b] of files.entries()) fs.writeFileSync(path.join(dir, String(i).padStart(2, '0')), b);
  const script = `
    import fs from 'node:fs';
    const { createDocumentPool } = await import(${JSON.stringify(pool)});
    const files = fs.readdirSync(${JSON.stringify(dir)}).map((f) => fs.readFileSync(${JSON.stringify(dir)} + '/' + f));
    const pool = createDocumentPool({ threads: 2 });
    const packet = async (round) => {
      const t = performance.now();
      await Promise.all(files.map((b) => pool.analyze({ bytes: Buffer.concat([b, Buffer.from(' ' + round)]), ocr: true })));
      return Math.round(performance.now() - t);
    };
    const cold = await packet(0);
    const warm = [await packet(1), await packet(2), await packet(3)].sort((a, b) => a - b);
    await pool.close();
    console.log(JSON.stringify({ cold, warm }));`;
  try {
    const runs = [0, 1, 2].map(() => JSON.parse(execFileSync('node', ['--input-type=module', '-e', script]).toString()) as { cold: number; warm: number[] });
    console.log('## The same packet through the compiled pool (npm run build), a fresh process each run');
    console.log(
      `first packet (threads start): ${runs.map((r) => r.cold).join(', ')} ms; then warm, median of three: ${runs.map((r) => r.warm[1]).join(', ')} ms (bar: < 2000 ms)\n`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
