/**
 * The replicas of real carrier formats (`REPLICAS_DIR`, default ../shared/corpus/replicas): each file
 * alone through the pipeline, scored against the replicas' truth.json: kind, fields, printed totals,
 * and the valuation (comparables count and prices, money chain) where the reader gives one.
 * A part of the replicas is held out of all tuning (HELD_OUT below); the figures are printed apart.
 * Run: npx tsx bench/replicas.bench.ts [--part all|dev|held-out] [--show]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPLICAS_DIR } from '../tests/fixtures/paths';
import { analyzeFile, type FileAnalysis } from '../src/server/documents/analyze-file';
import { type JudgedAnswer, printFieldCalibration } from './field-calibration';
import { HELD_OUT } from './replicas-held-out';
import { add, money, pct, scoreValuation, type Tally, type Truth, type ValuationLike } from './valuation-score';

const dir = REPLICAS_DIR;
if (!existsSync(path.join(dir, 'truth.json'))) {
  console.log(`replicas: no truth.json in ${dir} (set REPLICAS_DIR); nothing to score`);
  process.exit(0);
}

const truth: Truth[] = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
const part = process.argv.includes('--part') ? process.argv[process.argv.indexOf('--part') + 1] : 'all';
const show = process.argv.includes('--show');

const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const words = (s: unknown) => norm(s).split(' ').filter(Boolean).sort().join(' ');
const digits = (s: unknown) => String(s ?? '').replace(/\D/g, '');

/** truth key → [analysis field, comparison]. */
const FIELDS: Array<[string, string, (got: unknown, want: unknown) => boolean]> = [
  ['vin', 'vehicleVin', (g, w) => norm(g) === norm(w)],
  ['year', 'vehicleYear', (g, w) => digits(g) === digits(w)],
  ['make', 'vehicleMake', (g, w) => norm(g) === norm(w)],
  ['model', 'vehicleModel', (g, w) => norm(g) === norm(w)],
  ['trim', 'vehicleTrim', (g, w) => norm(g) === norm(w)],
  ['insured', 'insuredName', (g, w) => words(g) === words(w)],
  ['claim_number', 'claimNumber', (g, w) => norm(g) === norm(w)],
  ['policy_number', 'policyNumber', (g, w) => norm(g) === norm(w)],
  ['date_of_loss', 'dateOfLoss', (g, w) => String(g) === String(w)],
  ['insurance_company', 'insuranceCompany', (g, w) => norm(g) === norm(w)],
  ['repair_shop', 'repairShopName', (g, w) => norm(g) === norm(w)],
  ['mileage', 'mileage', (g, w) => digits(g) === digits(w)],
  ['deductible', 'deductible', (g, w) => money(g) === money(w)],
  ['gross_total', 'grossTotal', (g, w) => money(g) === money(w)],
  ['net_total', 'netTotal', (g, w) => money(g) === money(w)],
];

async function scoreSet(name: string, files: Truth[]) {
  const kinds: Tally = {};
  const fields: Tally = {};
  const totals: Tally = {};
  const valuation: Tally = {};
  const misses: string[] = [];
  const judged: JudgedAnswer[] = [];
  let ms = 0;
  for (const t of files) {
    const started = performance.now();
    const a = (await analyzeFile(readFileSync(path.join(dir, 'docs', t.file)), { ocr: true })) as FileAnalysis & {
      valuation?: ValuationLike;
      fields: Record<string, { value: string; confidence: number } | undefined>;
    };
    ms += performance.now() - started;
    const kindOk = a.kind === t.kind;
    add(kinds, 'all', kindOk);
    add(kinds, t.text_layer === 'yes' ? 'text layer' : `text layer ${t.text_layer}`, kindOk);
    if (!kindOk) misses.push(`${t.file}: kind ${a.kind} (want ${t.kind})`);
    const want: Record<string, string | number | null> = { ...t.fields, insured: t.fields.insured_name ?? t.fields.owner_name ?? null };
    for (const [key, field, same] of FIELDS) {
      const w = want[key];
      if (w === null || w === undefined) continue;
      const g = a.fields[field]?.value;
      const ok = g !== undefined && same(g, w);
      const confidence = a.fields[field]?.confidence;
      if (confidence !== undefined) judged.push({ confidence, right: ok });
      const bucket = key === 'gross_total' || key === 'net_total' ? totals : fields;
      add(bucket, key, ok);
      add(bucket, 'all', ok);
      if (!ok) misses.push(`${t.file}: ${key} got ${JSON.stringify(g ?? null)} want ${JSON.stringify(w)}`);
    }
    scoreValuation(t, a.valuation, valuation, misses);
  }
  console.log(`\n== ${name}: ${files.length} files, ${(ms / 1000).toFixed(1)} s`);
  for (const [k, v] of Object.entries(kinds)) console.log(`  kind   ${k.padEnd(26)} ${pct(v)}`);
  console.log(`  fields ${'all'.padEnd(26)} ${pct(fields.all ?? [0, 0])}`);
  for (const [k, v] of Object.entries(fields).filter(([k]) => k !== 'all')) console.log(`         ${k.padEnd(26)} ${pct(v)}`);
  console.log(`  totals ${'gross and net'.padEnd(26)} ${pct(totals.all ?? [0, 0])}`);
  for (const [k, v] of Object.entries(valuation)) console.log(`  valuation ${k.padEnd(23)} ${pct(v)}`);
  if (show) for (const m of misses) console.log(`    miss ${m}`);
  printFieldCalibration(name, judged);
}

if (part === 'all' || part === 'dev')
  await scoreSet(
    'replicas, tuned on (dev)',
    truth.filter((t) => !HELD_OUT.has(t.file)),
  );
if (part === 'all' || part === 'held-out')
  await scoreSet(
    'replicas, held out of tuning',
    truth.filter((t) => HELD_OUT.has(t.file)),
  );
