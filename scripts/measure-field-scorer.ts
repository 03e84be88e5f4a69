/**
 * Measures the learned field scorer (extract/scorer.ts) against the hand ranking and the decide stage's
 * own confidences on documents it was NOT trained on: the weights are fitted on two thirds of the
 * training corpora (the trainer's split), then judged on the other third (the calibration split, whose
 * answers the calibration is fitted on, so for confidence only on its half by hash) and on the held-out
 * replicas (bench/replicas-held-out.ts), which no trainer reads.
 *   npx tsx scripts/measure-field-scorer.ts
 * Prints, per test set: fields ranked right by hand vs by the learned score; for the answers, the Brier
 * score and the share right among answers called confident (>= 0.9) by each, and by the stored model.
 */
import { createHash } from 'node:crypto';
import { classifyText } from '../src/server/documents/classify/classify';
import { readFieldCandidates } from '../src/server/documents/extract/fields';
import type { FieldName } from '../src/server/documents/extract/field-spec';
import { answerFeatures, byHandRank, calibrate, candidateFeatures, rawScore, SCORER_FEATURES } from '../src/server/documents/extract/scorer';
import { fitScorer, type ScorerSample } from '../src/server/documents/extract/train-scorer';
import { terminateOcr } from '../src/server/documents/text/ocr';
import { corpora, isCalibration, isRight, type Labelled, layoutOf } from './field-scorer-corpora';
import storedModel from '../src/server/documents/extract/field-scorer.json' with { type: 'json' };

type Field = { hand: boolean; learned: boolean };
type Answer = { field: FieldName; right: boolean; hand: number; x: number[] };
type Doc = {
  set: 'fit' | 'calibration' | 'heldout';
  half: boolean;
  samples: ScorerSample[];
  fields: Field[];
  answers: Answer[];
  rankX: Array<{ x: number[]; right: boolean }[]>;
};

async function read(doc: Labelled, set: Doc['set']): Promise<Doc | null> {
  const layout = await layoutOf(doc);
  if (
    layout.pages
      .map((p) => p.text)
      .join('')
      .replace(/\s/g, '').length < 40
  )
    return null;
  const kind = classifyText(layout).kind;
  const { fields, cands } = readFieldCandidates(layout, kind);
  const ocrPages = new Set(layout.pages.filter((p) => p.ocr).map((p) => p.pageNumber));
  const out: Doc = { set, half: createHash('sha256').update(doc.id).digest()[1]! % 2 === 0, samples: [], fields: [], answers: [], rankX: [] };
  for (const [field, x] of answerFeatures(fields, cands, layout, kind)) {
    const want = doc.truth[field];
    if (!want) continue;
    const right = isRight(field, want, fields[field]?.value ?? '');
    out.samples.push({ x, right, answer: true, calibration: set !== 'fit' });
    out.answers.push({ field, right, hand: fields[field]?.confidence ?? 0, x });
  }
  for (const [field, want] of Object.entries(doc.truth) as Array<[FieldName, string]>) {
    const own = cands.filter((c) => c.field === field);
    if (!want || own.length === 0) continue;
    const handTop = own.slice().sort(byHandRank)[0]?.value;
    const candidates = own.map((c) => ({ x: candidateFeatures(c, cands, { kind, ocrPages, handTop }), right: isRight(field, want, c.value) }));
    for (const c of candidates) out.samples.push({ ...c, answer: false, calibration: set !== 'fit' });
    out.fields.push({ hand: isRight(field, want, handTop ?? ''), learned: false });
    out.rankX.push(candidates);
  }
  return out;
}

const brier = (pts: Array<{ p: number; right: boolean }>) => pts.reduce((s, q) => s + (q.p - (q.right ? 1 : 0)) ** 2, 0) / Math.max(1, pts.length);
const confident = (pts: Array<{ p: number; right: boolean }>) => {
  const sure = pts.filter((q) => q.p >= 0.9);
  return `${sure.filter((q) => q.right).length}/${sure.length} right`;
};

async function main() {
  const docs: Doc[] = [];
  for (const heldOut of [false, true])
    for (const doc of await corpora(heldOut)) {
      const d = await read(doc, heldOut ? 'heldout' : isCalibration(doc.id) ? 'calibration' : 'fit');
      if (d) docs.push(d);
    }
  await terminateOcr();
  const fit = docs.filter((d) => d.set === 'fit');
  // Weights on the fit split; calibration on the calibration split's first half; judged on its second half and on the held-out replicas.
  const calib = docs.filter((d) => d.set === 'calibration' && d.half);
  const model = fitScorer(
    [...fit, ...calib].flatMap((d) => d.samples.map((s) => ({ ...s, calibration: d.set !== 'fit' }))),
    SCORER_FEATURES,
  );
  for (const [name, set] of [
    ['calibration split, ranking (weights never fitted on it)', docs.filter((d) => d.set === 'calibration')],
    ['calibration split, second half (neither weights nor calibration)', docs.filter((d) => d.set === 'calibration' && !d.half)],
    ['held-out replicas (never read by a trainer)', docs.filter((d) => d.set === 'heldout')],
  ] as const) {
    const ranked = set.flatMap((d) => d.rankX);
    const hand = set.flatMap((d) => d.fields).filter((f) => f.hand).length;
    const learned = ranked.filter((cands) => {
      const scores = cands.map((c) => rawScore(model, c.x));
      return cands[scores.indexOf(Math.max(...scores))]?.right;
    }).length;
    const answers = set.flatMap((d) => d.answers);
    const handPts = answers.map((a) => ({ p: a.hand, right: a.right }));
    const learnedPts = answers.map((a) => ({ p: calibrate(model.calibration, rawScore(model, a.x)), right: a.right }));
    console.log(`## ${name}: ${set.length} documents`);
    console.log(`ranking, ${ranked.length} fields with candidates: hand ${hand} right, learned ${learned} right`);
    console.log(
      `confidence of ${answers.length} answers (${answers.filter((a) => a.right).length} right): Brier hand ${brier(handPts).toFixed(4)}, learned ${brier(learnedPts).toFixed(4)}; confident (>= 0.9): hand ${confident(handPts)}, learned ${confident(learnedPts)}`,
    );
    const stored = answers.map((a) => ({ p: calibrate(storedModel.calibration, rawScore(storedModel, a.x)), right: a.right }));
    console.log(`the stored model (field-scorer.json): Brier ${brier(stored).toFixed(4)}; confident (>= 0.9): ${confident(stored)}`);
    answers.forEach((a, i) => {
      const sure = [a.hand >= 0.9 ? 'hand' : '', (learnedPts[i]?.p ?? 0) >= 0.9 ? 'learned' : '', (stored[i]?.p ?? 0) >= 0.9 ? 'stored' : ''].filter(Boolean);
      if (!a.right && sure.length > 0) console.log(`  wrong answer called confident: ${a.field} (by ${sure.join(', ')})`);
    });
  }
}

await main();
