/**
 * Fits the field scorer (scorer.ts): a logistic regression of "this value is right" on the samples
 * of the weights split (the classifier's trainer, two classes, no dropout copies: the probability
 * itself is wanted), then an isotonic calibration of its probability on the answers of the
 * calibration split, which the weights never saw. Deterministic: the same samples give the same model.
 */
import { trainModel } from '../learn/logistic';
import { rawScore, type ScorerModel } from './scorer';

/** One labelled value: a document's answer for a field, or any candidate for it; `calibration`: of the split kept out of the weights. */
export type ScorerSample = { x: number[]; right: boolean; answer: boolean; calibration: boolean };

export function fitScorer(samples: ScorerSample[], features: string[]): ScorerModel {
  const fit = samples.filter((s) => !s.calibration).map((s) => ({ x: s.x, y: s.right ? 1 : 0 }));
  const m = trainModel(fit, ['wrong', 'right'], features, { copies: 0, epochs: 1500, rate: 1 });
  const held = samples.filter((s) => s.calibration && s.answer).map((s) => ({ p: rawScore(m, s.x), right: s.right }));
  return { features, weights: m.weights, bias: m.bias, calibration: isotonic(held) };
}

/**
 * Pool-adjacent-violators: the non-decreasing step function of the raw probability that best fits
 * right (1) / wrong (0). Each step's value is its share right with one right and one wrong answer
 * added (a step of three right answers is not a certainty).
 */
export function isotonic(points: Array<{ p: number; right: boolean }>): ScorerModel['calibration'] {
  const blocks: Array<{ right: number; n: number; upTo: number }> = [];
  for (const pt of points.slice().sort((a, b) => a.p - b.p)) {
    blocks.push({ right: pt.right ? 1 : 0, n: 1, upTo: pt.p });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as (typeof blocks)[number];
      const prev = blocks[blocks.length - 2] as (typeof blocks)[number];
      if (prev.right / prev.n < last.right / last.n) break;
      blocks.splice(blocks.length - 2, 2, { right: prev.right + last.right, n: prev.n + last.n, upTo: last.upTo });
    }
  }
  const r = (n: number) => Math.round(n * 1000) / 1000;
  let floor = 0;
  const value = blocks.map((b) => {
    floor = Math.max(floor, (b.right + 1) / (b.n + 2));
    return r(floor);
  });
  return { upTo: blocks.map((b) => r(b.upTo)), value };
}
