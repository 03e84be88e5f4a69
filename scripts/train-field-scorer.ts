/**
 * Learns the field scorer (extract/scorer.ts) from the team's labelled corpora and writes
 * src/server/documents/extract/field-scorer.json. Read as the portal reads them (analyzeFile, OCR for
 * scans): the generated corpus' train split (text, scanned and photographed pages), the tuned part of
 * tests/fixtures/independent, the blind corpus's dev packets and the replicas' dev part. Never a
 * held-out part. Every answer and every candidate of a field the truth gives is a sample, labelled
 * right or wrong. A third of the documents (by hash) is kept out of the weights: the calibration is
 * fitted on it, and the learned ranking is compared with the hand ranking on it.
 *   npx tsx scripts/train-field-scorer.ts            collect the samples (slow: reads every file), then fit
 *   npx tsx scripts/train-field-scorer.ts --fit      fit again from the stored samples
 * Layouts are cached in $TMPDIR/field-scorer-layouts by file hash, so a second collection is quick.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LAYOUT_MAX_OCR_PAGES } from '../src/server/documents/analyze-file';
import { classifyText } from '../src/server/documents/classify/classify';
import { readFieldCandidates } from '../src/server/documents/extract/fields';
import type { FieldName } from '../src/server/documents/extract/field-spec';
import { answerFeatures, byHandRank, candidateFeatures, rawScore, SCORER_FEATURES } from '../src/server/documents/extract/scorer';
import type { ScorerModel } from '../src/server/documents/extract/scorer';
import { fitScorer, type ScorerSample } from '../src/server/documents/extract/train-scorer';
import { extractDocumentText } from '../src/server/documents/text/extract-text';
import { terminateOcr } from '../src/server/documents/text/ocr';
import type { DocumentText } from '../src/server/documents/text/types';
import { HELD_OUT } from '../bench/replicas-held-out';
import { buildBlindCorpus } from '../tests/fixtures/blind';
import { generateCorpus } from '../tests/fixtures/documents/generate';
import { buildCorpus } from '../tests/fixtures/independent/corpus';
import { REPLICAS_DIR } from '../tests/fixtures/paths';

const DIR = path.resolve(import.meta.dirname, '../src/server/documents/extract');
const OUT = path.join(DIR, 'field-scorer.json');
const SAMPLES = path.join(DIR, 'field-scorer-samples.json');
const CACHE = path.join(os.tmpdir(), 'field-scorer-layouts');

type Labelled = { id: string; bytes: Buffer; truth: Partial<Record<FieldName, string>> };

const NUMERIC = new Set<FieldName>(['grossTotal', 'netTotal', 'deductible', 'estimateAmount', 'mileage', 'vehicleYear']);
const collapse = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const toNumber = (s: string) => Number(s.replace(/[$,()\s]/g, ''));
const isoDate = (s: string) => {
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s.trim());
  return us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : s.trim();
};
/** Whether a read value is the truth's, compared as the benches compare them (money and numbers by value, dates as ISO). */
function isRight(field: FieldName, want: string, got: string): boolean {
  if (NUMERIC.has(field)) return Math.abs(toNumber(want) - toNumber(got)) < 0.005;
  if (field === 'dateOfLoss' || field === 'estimateDate') return isoDate(want) === isoDate(got);
  return collapse(want) === collapse(got);
}

/** The replicas' truth keys as fields (the replicas bench scores the same ones). */
const REPLICA_FIELDS: Record<string, FieldName> = {
  vin: 'vehicleVin',
  year: 'vehicleYear',
  make: 'vehicleMake',
  model: 'vehicleModel',
  trim: 'vehicleTrim',
  insured: 'insuredName',
  claim_number: 'claimNumber',
  policy_number: 'policyNumber',
  date_of_loss: 'dateOfLoss',
  insurance_company: 'insuranceCompany',
  repair_shop: 'repairShopName',
  mileage: 'mileage',
  deductible: 'deductible',
  gross_total: 'grossTotal',
  net_total: 'netTotal',
};

async function corpora(): Promise<Labelled[]> {
  const out: Labelled[] = [];
  const generated = await generateCorpus({ split: 'train', perLayout: 4, scanned: 10, photosOfDocs: 6, carPhotos: 0 });
  for (const d of generated) out.push({ id: `generated/${d.id}`, bytes: d.bytes, truth: d.truth as Labelled['truth'] });
  for (const d of (await buildCorpus()).filter((c) => c.part === 'tuned'))
    out.push({ id: `independent/${d.id}`, bytes: d.pdf, truth: d.truth as Labelled['truth'] });
  for (const p of (await buildBlindCorpus()).filter((b) => b.part === 'dev'))
    for (const f of p.files) if (f.render !== 'photo') out.push({ id: `blind/${f.id}`, bytes: Buffer.from(f.bytes), truth: f.fields });
  const truthFile = path.join(REPLICAS_DIR, 'truth.json');
  if (fs.existsSync(truthFile)) {
    const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Array<{ file: string; fields: Record<string, string | number | null> }>;
    for (const t of truth.filter((r) => !HELD_OUT.has(r.file))) {
      const want: Labelled['truth'] = {};
      const fields: Record<string, string | number | null> = { ...t.fields, insured: t.fields.insured_name ?? t.fields.owner_name ?? null };
      for (const [key, field] of Object.entries(REPLICA_FIELDS)) if (fields[key] != null) want[field] = String(fields[key]);
      out.push({ id: `replicas/${t.file}`, bytes: fs.readFileSync(path.join(REPLICAS_DIR, 'docs', t.file)), truth: want });
    }
  }
  return out;
}

/**
 * The file's layout as the portal reads it (text layer, OCR for scans), cached by hash. Read without
 * the analysis, which scores with the stored model: a stale one must not stop its own retraining.
 */
async function layoutOf(doc: Labelled): Promise<DocumentText> {
  const file = path.join(CACHE, `${createHash('sha256').update(doc.bytes).digest('hex')}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DocumentText;
  const text = await extractDocumentText(doc.bytes, { ocr: true, fileName: doc.id, maxOcrPages: LAYOUT_MAX_OCR_PAGES });
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(text));
  return text;
}

/** Documents whose hash falls in the last third are the calibration split. */
const isCalibration = (id: string) => createHash('sha256').update(id).digest()[0]! % 3 === 2;

type Ranked = { calibration: boolean; hand: boolean; candidates: Array<{ x: number[]; right: boolean }> };

async function collect(): Promise<{ samples: ScorerSample[]; ranked: Ranked[]; docs: number }> {
  const samples: ScorerSample[] = [];
  const ranked: Ranked[] = [];
  let docs = 0;
  for (const doc of await corpora()) {
    const layout = await layoutOf(doc);
    if (
      layout.pages
        .map((p) => p.text)
        .join('')
        .replace(/\s/g, '').length < 40
    )
      continue;
    docs++;
    const kind = classifyText(layout).kind;
    const calibration = isCalibration(doc.id);
    const { fields, cands } = readFieldCandidates(layout, kind);
    const ocrPages = new Set(layout.pages.filter((p) => p.ocr).map((p) => p.pageNumber));
    for (const [field, x] of answerFeatures(fields, cands, layout, kind)) {
      const want = doc.truth[field];
      if (want) samples.push({ x, right: isRight(field, want, fields[field]?.value ?? ''), answer: true, calibration });
    }
    for (const [field, want] of Object.entries(doc.truth) as Array<[FieldName, string]>) {
      const own = cands.filter((c) => c.field === field);
      if (!want || own.length === 0) continue;
      const handTop = own.slice().sort(byHandRank)[0]?.value;
      const candidates = own.map((c) => ({ x: candidateFeatures(c, cands, { kind, ocrPages, handTop }), right: isRight(field, want, c.value) }));
      for (const c of candidates) samples.push({ ...c, answer: false, calibration });
      ranked.push({ calibration, hand: isRight(field, want, handTop ?? ''), candidates });
    }
  }
  return { samples, ranked, docs };
}

async function main() {
  let stored: { docs: number; samples: ScorerSample[]; ranked?: Ranked[] };
  if (process.argv.includes('--fit')) stored = JSON.parse(fs.readFileSync(SAMPLES, 'utf8'));
  else {
    stored = await collect();
    await terminateOcr();
    fs.writeFileSync(SAMPLES, `${JSON.stringify({ docs: stored.docs, samples: stored.samples })}\n`);
  }
  const model = fitScorer(stored.samples, SCORER_FEATURES);
  const answers = stored.samples.filter((s) => s.answer);
  const trainedOn = `${stored.docs} documents (generated train split, independent tuned, blind dev, replicas dev): ${answers.length} answers, ${stored.samples.length - answers.length} candidates`;
  fs.writeFileSync(OUT, `${JSON.stringify({ trainedOn, ...model })}\n`);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${trainedOn}`);
  if (stored.ranked) reportRanking(stored.ranked, model);
}

/** The learned ranking against the hand ranking, on the calibration split's fields (never fitted on). */
function reportRanking(ranked: Ranked[], model: ScorerModel) {
  const held = ranked.filter((r) => r.calibration);
  const hand = held.filter((r) => r.hand).length;
  const learned = held.filter((r) => {
    const scores = r.candidates.map((c) => rawScore(model, c.x));
    return r.candidates[scores.indexOf(Math.max(...scores))]?.right;
  }).length;
  console.log(`ranking on the calibration split (${held.length} fields with candidates): hand ${hand} right, learned ${learned} right`);
}

await main();
