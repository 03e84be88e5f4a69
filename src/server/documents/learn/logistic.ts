/**
 * Multinomial logistic regression, trained by full-batch gradient descent with L2 and feature
 * dropout (copies of each sample with random signals removed, so no single signal carries a kind:
 * a document missing its usual letterhead is still recognised by the rest). Deterministic per seed.
 * The classifier (classify/) and the field scorer (extract/scorer.ts) both learn with it.
 */
export type Model = { classes: string[]; features: string[]; weights: number[][]; bias: number[] };
export type Sample = { x: number[]; y: number };
export type TrainOptions = { epochs?: number; rate?: number; l2?: number; copies?: number; dropout?: number; seed?: number };

/** Small deterministic PRNG (mulberry32): the same seed, the same numbers. The one copy of it. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function predict(model: Pick<Model, 'weights' | 'bias'>, x: number[]): number[] {
  return softmax(model.weights.map((w, k) => (model.bias[k] ?? 0) + w.reduce((s, wi, i) => s + wi * (x[i] ?? 0), 0)));
}

export function trainModel(samples: Sample[], classes: string[], features: string[], opts: TrainOptions = {}): Model {
  const { epochs = 600, rate = 0.5, l2 = 0.002, copies = 12, dropout = 0.3, seed = 7 } = opts;
  const rand = seededRandom(seed);
  const data: Sample[] = [];
  for (const s of samples) {
    data.push(s);
    for (let c = 0; c < copies; c++) data.push({ y: s.y, x: s.x.map((v) => (rand() < dropout ? 0 : v)) });
  }
  const K = classes.length;
  const D = features.length;
  const weights = Array.from({ length: K }, () => new Array<number>(D).fill(0));
  const bias = new Array<number>(K).fill(0);
  for (let e = 0; e < epochs; e++) {
    const gw = Array.from({ length: K }, () => new Array<number>(D).fill(0));
    const gb = new Array<number>(K).fill(0);
    for (const s of data) {
      const p = predict({ weights, bias }, s.x);
      for (let k = 0; k < K; k++) {
        const err = (p[k] ?? 0) - (k === s.y ? 1 : 0);
        gb[k] = (gb[k] ?? 0) + err;
        const row = gw[k] as number[];
        for (let i = 0; i < D; i++) if (s.x[i]) row[i] = (row[i] ?? 0) + err * (s.x[i] ?? 0);
      }
    }
    for (let k = 0; k < K; k++) {
      const w = weights[k] as number[];
      for (let i = 0; i < D; i++) w[i] = (w[i] ?? 0) - rate * (((gw[k] as number[])[i] ?? 0) / data.length + l2 * (w[i] ?? 0));
      bias[k] = (bias[k] ?? 0) - (rate * (gb[k] ?? 0)) / data.length;
    }
  }
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { classes, features, weights: weights.map((w) => w.map(r)), bias: bias.map(r) };
}
