/**
 * npm run analyze -- FILE… — each file through the server's own document pool (its threads, time limit,
 * memory limit and document budget, from the same configuration as `npm start`), printed for operators
 * and developers: kind and confidence, the fields read, the valuation (comparables, base, settlement),
 * the pages OCR left unread, and the stage trace with each stage's milliseconds; or, for a file that
 * failed, its stage and code (shared/analysis-failures.ts). Nothing is stored. `--json`: the results
 * as JSON lines; `--log`: the pipeline's own log lines too (to stdout, as the server writes them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeFailure } from '../src/shared/analysis-failures';
import { loadConfig } from '../src/server/config';
import { loadContent } from '../src/server/content';
import type { FileAnalysis } from '../src/server/documents/analyze-file';
import { createDocumentPool, documentLimits } from '../src/server/workers/pool';

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith('--'));
const asJson = args.includes('--json');
if (files.length === 0) {
  console.error('usage: npm run analyze -- [--json] [--log] FILE…');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: args.includes('--log') ? (process.env.LOG_LEVEL ?? 'info') : 'silent' });
const pool = createDocumentPool({
  threads: Math.max(1, config.DOCUMENT_WORKERS ?? 2),
  timeoutMs: config.DOCUMENT_TIMEOUT_MS,
  content: loadContent(config),
  ...documentLimits(config),
});

const money = (n: number | null | undefined) => (n == null ? '—' : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

function print(file: string, r: FileAnalysis, ms: number): void {
  console.log(`\n${file}`);
  const failure = r.analyzed ? null : describeFailure(r.failure);
  if (failure) console.log(`  FAILED at stage ${failure.stage}: ${failure.code} (${r.note ?? ''})`);
  else if (!r.analyzed) console.log(`  not analysed: ${r.note ?? 'no reason given'}${r.refused ? ' (refused type)' : ''}`);
  console.log(`  kind: ${r.kind}, confidence ${r.confidence}, ${r.fileType ?? 'unknown type'}, ${r.pages} pages, ${r.ocrPages} OCR'd`);
  if (r.unreadPages?.length) console.log(`  pages the OCR budget left unread: ${r.unreadPages.join(', ')}`);
  const fields = Object.entries(r.fields);
  if (fields.length > 0) console.log('  fields:');
  for (const [name, f] of fields) console.log(`    ${name}: ${f?.value} (confidence ${f?.confidence}, page ${f?.page})`);
  const v = r.valuation;
  if (v) {
    const unused = v.comparables.filter((c) => 'used' in c && (c as { used?: boolean }).used === false).length;
    console.log(
      `  valuation: ${v.comparables.length} comparables${unused ? ` (${unused} not used)` : ''}, base ${money(v.baseValue?.value)}, before deductible ${money(v.valueBeforeDeductible?.value)}, settlement ${money(v.settlement?.value)}`,
    );
  }
  const stages = (r.trace ?? []).map((s) => `${s.stage} ${s.ms} ms`).join(', ');
  console.log(`  stages: ${stages || '—'}; total ${Math.round(ms)} ms`);
}

let failed = 0;
// The threads load the pipeline first, so the trace shows the file's stages, not a cold start.
pool.warm();
try {
  for (const file of files) {
    const name = path.basename(file);
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (err) {
      console.error(`${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      failed++;
      continue;
    }
    const started = performance.now();
    const r = await pool.analyze({ bytes, trace: true });
    const ms = performance.now() - started;
    if (!r.analyzed) failed++;
    if (asJson) {
      const { layout: _layout, text: _text, ...rest } = r;
      console.log(JSON.stringify({ file: name, ms: Math.round(ms), ...rest }));
    } else print(file, r, ms);
  }
} finally {
  await pool.close();
}
process.exitCode = failed > 0 ? 1 : 0;
