/**
 * npm run bench — every benchmark under bench/, one after the other (each in its own process, so one
 * bench's threads and memory do not weigh on the next), with its figures printed as it goes and a
 * summary of which ran and how long each took. `npm run bench -- reads writes` runs only those.
 * Several take minutes (the document corpora, OCR, Lighthouse); all together take about an hour on
 * 2 cores. Needs tesseract-ocr and poppler-utils (Debian) for the runtime bench's reference figures.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BENCHES: Array<[name: string, file: string, args: string[]]> = [
  ['documents', 'documents.bench.ts', []],
  ['estimates', 'estimates.bench.ts', []],
  ['documents-blind', 'documents-blind.bench.ts', ['--part', 'holdout']],
  ['documents-independent', 'documents-independent.bench.ts', []],
  ['image-gate', 'image-gate.bench.ts', []],
  ['forms', 'forms.bench.ts', []],
  ['reads', 'reads.bench.ts', []],
  ['writes', 'writes.bench.ts', []],
  ['uploads', 'uploads.bench.ts', []],
  ['runtime', 'runtime.bench.ts', []],
  ['web', 'web.bench.ts', []],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !BENCHES.some(([name]) => name === w));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; the benches are ${BENCHES.map(([n]) => n).join(', ')}`);
  process.exit(2);
}
const results: Array<{ name: string; status: number | null; seconds: number }> = [];
for (const [name, file, args] of BENCHES) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n######## ${name} (bench/${file}${args.length ? ` ${args.join(' ')}` : ''})\n`);
  const start = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', file), ...args], { cwd: ROOT, stdio: 'inherit', env: process.env });
  results.push({ name, status: run.status, seconds: (Date.now() - start) / 1000 });
}
console.log('\n######## summary');
for (const r of results) console.log(`${r.status === 0 ? 'ok    ' : `exit ${r.status}`}  ${r.name.padEnd(22)} ${r.seconds.toFixed(0)} s`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
