/**
 * scorer: how likely a field's answer is right, from a logistic regression over what is known of its
 * candidate (the generator that found it, the hand ranking's priority and confidence, how many other
 * candidates agree or disagree, OCR, the page, the field's type, whether the document's kind is
 * authoritative for it: decide-packet-spec.ts). The weights are learned from the labelled corpora by
 * scripts/train-field-scorer.ts (field-scorer.json), as the classifier's are; the probability is
 * calibrated by isotonic regression on documents the weights were not fitted on, so a confidence means
 * what it says. It decides only where it beats the hand ranking on documents it was not trained on
 * (scripts/measure-field-scorer.ts): the confidence (Brier 0.0176 vs 0.0225 on the held-out replicas),
 * not the choice (64 vs 65 of 67 fields there), so the decide stage's hand ranking chooses the answer.
 */
import type { DocumentKind } from '../../../shared/categories';
import { predict } from '../learn/logistic';
import type { DocumentText } from '../text/types';
import type { LabelHit } from './cells';
import { isAuthoritative } from './decide-packet-spec';
import { type FieldName, type FieldType, fieldSpec } from './field-spec';
import model from './field-scorer.json' with { type: 'json' };

/**
 * Where a candidate came from: a label with its value on the line ('label'), under it ('below'), a
 * column header over a row ('column'), a typed pattern anywhere ('pattern'), a sentence of a letter
 * ('sentence'), a role block ('block'), the letterhead, an insurer named in the text ('mention'), or
 * a value the extractor worked out from others (a VIN's year, a description's model: 'derived').
 */
export const GENERATORS = ['label', 'below', 'column', 'pattern', 'sentence', 'block', 'letterhead', 'mention', 'derived'] as const;
export type Generator = (typeof GENERATORS)[number];

export const generatorOfLayout = (layout: LabelHit['layout']): Generator =>
  layout === 'below' || layout === 'wrap' ? 'below' : layout === 'column' ? 'column' : 'label';

/** Field types grouped by how their values go wrong (a money figure is misread unlike a name). */
const TYPE_GROUPS: Record<FieldType, string> = {
  id: 'id',
  person: 'person',
  org: 'org',
  date: 'date',
  money: 'money',
  phone: 'contact',
  email: 'contact',
  vin: 'vin',
  year: 'vehicle',
  make: 'vehicle',
  model: 'model',
  mileage: 'vehicle',
  address: 'text',
  text: 'text',
  yesno: 'text',
};
const GROUPS = [...new Set(Object.values(TYPE_GROUPS))];

export const SCORER_FEATURES = [
  'hand_confidence',
  ...GENERATORS.map((g) => `gen_${g}`),
  'ocr',
  'first_page',
  'priority',
  'hand_top',
  'agree',
  'agree_generators',
  'rivals',
  'rival_as_sure',
  'authoritative',
  'kind_other',
  ...GROUPS.map((g) => `type_${g}`),
];

/** What the scorer knows of one candidate value. */
export type ScoredCandidate = { field: FieldName; value: string; confidence: number; page: number; priority: number; gen: Generator };

export const sameValue = (a: string, b: string) => a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The feature vector of a candidate among all the candidates of its document. `handTop`: the value
 * the hand ranking chose for the field (agreeing with it is evidence, as the ranking is well tuned).
 */
export function candidateFeatures(
  c: ScoredCandidate,
  cands: ScoredCandidate[],
  doc: { kind: DocumentKind; ocrPages: Set<number>; handTop?: string },
): number[] {
  const others = cands.filter((o) => o.field === c.field && o !== c);
  const agreeing = others.filter((o) => sameValue(o.value, c.value));
  const rivals = others.filter((o) => !sameValue(o.value, c.value));
  const rivalValues = new Set(rivals.map((o) => o.value.toLowerCase().replace(/[^a-z0-9]/g, '')));
  const best = Math.max(0, ...rivals.map((o) => o.confidence));
  const group = TYPE_GROUPS[fieldSpec(c.field)?.type ?? 'text'];
  return [
    c.confidence,
    ...GENERATORS.map((g) => (c.gen === g ? 1 : 0)),
    doc.ocrPages.has(c.page) ? 1 : 0,
    c.page === 1 ? 1 : 0,
    Math.tanh(c.priority / 10),
    doc.handTop !== undefined && sameValue(doc.handTop, c.value) ? 1 : 0,
    Math.log1p(agreeing.length),
    Math.log1p(new Set(agreeing.map((o) => o.gen)).size),
    Math.log1p(rivalValues.size),
    rivals.length > 0 && best >= c.confidence - 0.02 ? 1 : 0,
    isAuthoritative(c.field, doc.kind) ? 1 : 0,
    doc.kind === 'other' ? 1 : 0,
    ...GROUPS.map((g) => (g === group ? 1 : 0)),
  ];
}

export type ScorerModel = {
  features: string[];
  weights: number[][];
  bias: number[];
  /** Isotonic calibration: a raw probability up to `upTo[i]` means `value[i]`. */
  calibration: { upTo: number[]; value: number[] };
};

/** The model's raw probability that the candidate is right. */
export const rawScore = (m: Pick<ScorerModel, 'weights' | 'bias'>, x: number[]): number => predict(m, x)[1] ?? 0;

export function calibrate(cal: ScorerModel['calibration'], p: number): number {
  const i = cal.upTo.findIndex((u) => p <= u);
  return cal.value[i < 0 ? cal.value.length - 1 : i] ?? p;
}

/** The hand ranking: a preferred label or generator first, then the more confident, then the earlier page. */
export const byHandRank = (a: ScoredCandidate, b: ScoredCandidate): number => b.priority - a.priority || b.confidence - a.confidence || a.page - b.page;

/** The candidate an answer came from: the hand ranking's best with its value, or a derived one. */
export function answerCandidate(field: FieldName, answer: { value: string; confidence: number; page: number }, cands: ScoredCandidate[]): ScoredCandidate {
  const from = cands.filter((c) => c.field === field && sameValue(c.value, answer.value)).sort(byHandRank)[0];
  // The answer's confidence is the hand pipeline's last word (raised by a VIN that agrees, lowered by totals that do not reconcile).
  return from ? { ...from, confidence: answer.confidence, page: answer.page } : { field, ...answer, priority: 0, gen: 'derived' };
}

/** Feature vectors of a document's answers, keyed by field (the train script labels them, the scorer scores them). */
export function answerFeatures(
  fields: Partial<Record<FieldName, { value: string; confidence: number; page: number }>>,
  cands: ScoredCandidate[],
  text: DocumentText,
  kind: DocumentKind,
): Array<[FieldName, number[]]> {
  const ocrPages = new Set(text.pages.filter((p) => p.ocr).map((p) => p.pageNumber));
  return (Object.entries(fields) as Array<[FieldName, { value: string; confidence: number; page: number }]>).map(([field, answer]) => {
    const c = answerCandidate(field, answer, cands);
    return [field, candidateFeatures(c, cands, { kind, ocrPages, handTop: answer.value })];
  });
}

/** Where the confident band starts: an answer at or above it is taken without asking. */
const CONFIDENT = 0.9;

/** Every answer's confidence becomes the learned, calibrated probability that it is right. */
export function scoreFields(
  fields: Partial<Record<FieldName, { value: string; confidence: number; page: number }>>,
  cands: ScoredCandidate[],
  text: DocumentText,
  kind: DocumentKind,
): void {
  // Checked here, not on load: the train script reads candidates through this module while the stored model is stale.
  if (model.features.join() !== SCORER_FEATURES.join()) {
    // A feature added or renamed without retraining would silently mis-weigh every answer.
    throw new Error('extract/field-scorer.json does not match the feature list: run npx tsx scripts/train-field-scorer.ts');
  }
  for (const [field, x] of answerFeatures(fields, cands, text, kind)) {
    const answer = fields[field];
    if (!answer) continue;
    const learned = calibrate(model.calibration, rawScore(model, x));
    // A reading the hand pipeline marks as a guess (a split model, a parent make, totals that do not
    // reconcile, an addressee) stays below the confident band: the corpora hold too few guesses to learn them.
    answer.confidence = Math.round((answer.confidence < CONFIDENT ? Math.min(learned, answer.confidence) : learned) * 100) / 100;
  }
}
