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

const dir = REPLICAS_DIR;
if (!existsSync(path.join(dir, 'truth.json'))) {
  console.log(`replicas: no truth.json in ${dir} (set REPLICAS_DIR); nothing to score`);
  process.exit(0);
}

type Comparable = {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  price: number;
  adjusted_price: number | null;
  distance_miles: number | null;
  dealer: string;
};
type Truth = { file: string; kind: string; format: string; text_layer: string; fields: Record<string, string | number | null>; comparables?: Comparable[] };

const truth: Truth[] = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
const part = process.argv.includes('--part') ? process.argv[process.argv.indexOf('--part') + 1] : 'all';
const show = process.argv.includes('--show');

const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const words = (s: unknown) => norm(s).split(' ').filter(Boolean).sort().join(' ');
const money = (s: unknown) => {
  const n = Number(String(s ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : Number.NaN;
};
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

type Tally = Record<string, [number, number]>;
const add = (t: Tally, key: string, ok: boolean) => {
  const [a, n] = t[key] ?? [0, 0];
  t[key] = [a + (ok ? 1 : 0), n + 1];
};
const pct = ([a, n]: [number, number]) => (n ? `${a}/${n} ${((100 * a) / n).toFixed(1)}%` : '—');

type ValuationLike = {
  comparables?: Array<{ price?: { value: number } | number | null; adjustedPrice?: { value: number } | null; mileage?: number | null }>;
  valueBeforeDeductible?: unknown;
  settlement?: unknown;
  deductible?: unknown;
};
const num = (v: unknown): number => (v && typeof v === 'object' && 'value' in v ? Number((v as { value: unknown }).value) : Number(v));

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
    if (t.comparables) {
      const comps = a.valuation?.comparables ?? [];
      add(valuation, 'comparables count exact', comps.length === t.comparables.length);
      const prices = new Set(comps.map((c) => money(num(c.price))));
      for (const c of t.comparables) {
        const ok = prices.has(money(c.price));
        add(valuation, 'comparable prices', ok);
        if (!ok) misses.push(`${t.file}: no comparable priced ${c.price}`);
      }
      // The adjusted value of the comparable with the same mileage: an adjusted value read as the price, or
      // the price as the adjusted value, shows here.
      for (const c of t.comparables.filter((x) => x.adjusted_price !== null)) {
        const got = comps.find((r) => r.mileage === c.mileage);
        const ok = got !== undefined && money(num(got.adjustedPrice)) === money(c.adjusted_price) && money(num(got.price)) === money(c.price);
        add(valuation, 'comparable price and adjusted', ok);
        if (!ok && got)
          misses.push(
            `${t.file}: comparable ${c.mileage} mi: price ${num(got.price)} adjusted ${num(got.adjustedPrice)} (want ${c.price}, ${c.adjusted_price})`,
          );
      }
      if (t.fields.gross_total !== null)
        add(valuation, 'value before deductible', money(num(a.valuation?.valueBeforeDeductible)) === money(t.fields.gross_total));
      if (t.fields.settlement_value !== null) add(valuation, 'settlement', money(num(a.valuation?.settlement)) === money(t.fields.settlement_value));
      if (comps.length !== t.comparables.length) misses.push(`${t.file}: ${comps.length} comparables (want ${t.comparables.length})`);
    }
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
