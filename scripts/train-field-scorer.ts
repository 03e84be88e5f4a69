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
import fs from 'node:fs';
import path from 'node:path';
import { classifyText } from '../src/server/documents/classify/classify';
import { readFieldCandidates } from '../src/server/documents/extract/fields';
import type { FieldName } from '../src/server/documents/extract/field-spec';
import { answerFeatures, byHandRank, candidateFeatures, rawScore, SCORER_FEATURES } from '../src/server/documents/extract/scorer';
import type { ScorerModel } from '../src/server/documents/extract/scorer';
import { fitScorer, type ScorerSample } from '../src/server/documents/extract/train-scorer';
import { terminateOcr } from '../src/server/documents/text/ocr';
import { corpora, isCalibration, isRight, layoutOf } from './field-scorer-corpora';

const DIR = path.resolve(import.meta.dirname, '../src/server/documents/extract');
const OUT = path.join(DIR, 'field-scorer.json');
const SAMPLES = path.join(DIR, 'field-scorer-samples.json');

type Ranked = { calibration: boolean; hand: boolean; candidates: Array<{ x: number[]; right: boolean }> };

async function collect(): Promise<{ samples: ScorerSample[]; ranked: Ranked[]; docs: number }> {
  const samples: ScorerSample[] = [];
  const ranked: Ranked[] = [];
  let docs = 0;
  for (const doc of await corpora(false)) {
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
