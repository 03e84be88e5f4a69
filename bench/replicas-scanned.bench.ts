/**
 * The dev valuation replicas (CCC ONE and Mitchell valuations, never a held-out file) as they may reach
 * the portal unreadable as text, scored like bench/replicas.bench.ts scores their valuation: comparables
 * count exact, prices exact, price and adjusted value, value before deductible and settlement, per report
 * and in total. The variants are made at run time into a temporary folder (bench/scanned-variants.ts):
 * - scan: each page drawn in grey at 200 or 150 dpi (every other report), tilted up to 0.6°, blurred,
 *   speckled, one JPEG a page;
 * - garbled: the text-layer reports with every font replaced by a Type 3 font without ToUnicode, so the
 *   text layer reads as digits and punctuation and the pipeline falls back to OCR.
 * Run: npx tsx bench/replicas-scanned.bench.ts [--variant scan|garbled|all] [--only <name part>] [--show]
 *      [--layouts DIR]   (keeps each variant (PDF) and its layout in DIR and reads it back on the next run instead of
 *                         OCR'ing again: for changes to the readers only, never after a change to OCR)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPLICAS_DIR } from '../tests/fixtures/paths';
import { analyzeFile } from '../src/server/documents/analyze-file';
import { terminateOcr } from '../src/server/documents/text/ocr';
import type { DocumentText } from '../src/server/documents/text/types';
import { HELD_OUT } from './replicas-held-out';
import { garblePdf, scanPdf } from './scanned-variants';
import { money, num, pct, scoreValuation, type Tally, type Truth, VALUATION_KEYS, type ValuationLike } from './valuation-score';

const dir = REPLICAS_DIR;
if (!existsSync(path.join(dir, 'truth.json'))) {
  console.log(`replicas-scanned: no truth.json in ${dir} (set REPLICAS_DIR); nothing to score`);
  process.exit(0);
}
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const variants = (arg('--variant') ?? 'all') === 'all' ? ['scan', 'garbled'] : [arg('--variant') as string];
const only = arg('--only');
const show = process.argv.includes('--show');
const layouts = arg('--layouts');
if (layouts) mkdirSync(layouts, { recursive: true });

// Dev only: a held-out file is never read, made into a variant or scored here.
const isHeldOut = (file: string) => HELD_OUT.has(file) || file.startsWith('udp_7c1e');
const truth: Truth[] = (JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Truth[]).filter(
  (t) => !isHeldOut(t.file) && t.comparables && t.file.endsWith('.pdf') && (!only || t.file.includes(only)),
);

/** A number from the file's name: each report gets its own tilt and noise, the same on every run. */
const seedOf = (file: string) => [...file].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

const fontsDir = path.join(dir, 'gen', 'fonts');

async function variantOf(variant: string, t: Truth, k: number): Promise<{ bytes: Buffer; note: string } | null> {
  const file = path.join(dir, 'docs', t.file);
  if (variant === 'scan') {
    const dpi = k % 2 ? 150 : 200;
    const { bytes, tilts } = await scanPdf(file, { dpi, seed: seedOf(t.file) });
    return { bytes, note: `${dpi} dpi, tilt ${Math.min(...tilts)}..${Math.max(...tilts)}°` };
  }
  if (t.text_layer !== 'yes') return null;
  return { bytes: await garblePdf(readFileSync(file), fontsDir), note: 'Type 3, no ToUnicode' };
}

const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '—');
const totals: Record<string, Tally> = {};
let allMisses: string[] = [];
try {
  for (const variant of variants) {
    const tally: Tally = {};
    const misses: string[] = [];
    let cpu = 0;
    let wall = 0;
    let reports = 0;
    console.log(`\n== ${variant}: dev valuation replicas (held-out files excluded)`);
    for (const [k, t] of truth.entries()) {
      const cached = layouts ? path.join(layouts, `${variant}-${t.file}.layout.json`) : null;
      const layout = cached && existsSync(cached) ? (JSON.parse(readFileSync(cached, 'utf8')) as DocumentText) : undefined;
      const made = layout && cached ? { bytes: readFileSync(cached.replace(/\.layout\.json$/, '')), note: 'kept variant' } : await variantOf(variant, t, k);
      if (!made) continue;
      reports++;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const a = await analyzeFile(made.bytes, { ocr: true, ...(layout ? { layout } : {}) });
      const used = process.cpuUsage(cpu0);
      cpu += (used.user + used.system) / 1e6;
      wall += (performance.now() - t0) / 1000;
      if (cached && !layout && a.layout) {
        writeFileSync(cached, JSON.stringify(a.layout));
        writeFileSync(cached.replace(/\.layout\.json$/, ''), made.bytes);
      }
      const v = a.valuation as ValuationLike | null | undefined;
      const own = scoreValuation(t, v, tally, misses);
      const f = (key: string) => (own[key] ? `${own[key][0]}/${own[key][1]}` : '—');
      console.log(
        `  ${t.file.padEnd(48)} comps ${String(v?.comparables?.length ?? 0).padStart(2)}/${t.comparables?.length}` +
          `  prices ${f('comparable prices').padEnd(5)}  price+adj ${f('comparable price and adjusted').padEnd(5)}` +
          `  before-ded ${own['value before deductible']?.[0] ? 'ok' : `${fmt(money(num(v?.valueBeforeDeductible)))}≠${t.fields.gross_total}`}` +
          `  settlement ${own.settlement?.[0] ? 'ok' : `${fmt(money(num(v?.settlement)))}≠${t.fields.settlement_value}`}` +
          `  [${made.note}; OCR pages ${a.ocrPages}/${a.pages}${layout ? ', layout reused' : ''}]`,
      );
    }
    console.log(`  -- ${variant}: ${reports} reports, CPU ${cpu.toFixed(0)} s, wall ${wall.toFixed(0)} s`);
    for (const key of VALUATION_KEYS) console.log(`  ${key.padEnd(32)} ${pct(tally[key] ?? [0, 0])}`);
    const chain = (tally['value before deductible']?.[0] ?? 0) + (tally.settlement?.[0] ?? 0);
    const chainN = (tally['value before deductible']?.[1] ?? 0) + (tally.settlement?.[1] ?? 0);
    console.log(`  ${'money chain (both figures)'.padEnd(32)} ${pct([chain, chainN])}`);
    totals[variant] = tally;
    allMisses = allMisses.concat(misses.map((m) => `${variant}: ${m}`));
  }
  if (variants.length > 1) {
    const sum: Tally = {};
    for (const t of Object.values(totals)) for (const [k, [a, n]] of Object.entries(t)) sum[k] = [(sum[k]?.[0] ?? 0) + a, (sum[k]?.[1] ?? 0) + n];
    console.log('\n== all variants');
    for (const key of VALUATION_KEYS) console.log(`  ${key.padEnd(32)} ${pct(sum[key] ?? [0, 0])}`);
  }
  if (show) for (const m of allMisses) console.log(`    miss ${m}`);
} finally {
  await terminateOcr();
}
