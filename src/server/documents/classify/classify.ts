/**
 * classify: canonical kind + confidence from many weak signals (classify/features.ts) weighted by a
 * multinomial logistic regression learned from the team's labelled corpora (model.json, written by
 * scripts/train-classifier.ts). The confidence is the model's probability of the answer, a little
 * lower for OCR text, which can miss a word of evidence. bench:documents measures its calibration.
 */
import type { DocumentKind } from '../../../shared/categories';
import type { DocumentText } from '../text/types';
// The defaults apart from the content's schemas: the document threads need no zod.
import { DEFAULT_CONTENT } from '../../../shared/content-defaults';
import { FEATURE_NAMES, featureVector } from './features';
import model from './model.json' with { type: 'json' };
import { predict } from '../learn/logistic';

export type Classification = { kind: DocumentKind; confidence: number; reasons: string[] };
/** `firmName`: the firm whose own assignment letters are recognised (the loaded content's; default the content defaults'). */
export type ClassifyOptions = { firmName?: string; insurerName?: string };

if (model.features.join() !== FEATURE_NAMES.join()) {
  // A feature added or renamed without retraining would silently mis-weigh every document.
  throw new Error('classify/model.json does not match the feature list: run npx tsx scripts/train-classifier.ts');
}

export function classifyText(doc: DocumentText, opts: ClassifyOptions = {}): Classification {
  const chars = doc.pages
    .map((p) => p.text)
    .join('\n')
    .replace(/\s/g, '').length;
  if (chars < 40) return { kind: 'other', confidence: 0.6, reasons: ['little or no readable text'] };
  const x = featureVector(doc, { firmName: opts.firmName ?? DEFAULT_CONTENT.firmName, insurerName: opts.insurerName ?? DEFAULT_CONTENT.insurerName });
  const p = predict(model, x);
  let best = 0;
  for (let k = 1; k < p.length; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  const kind = model.classes[best] as DocumentKind;
  // The signals that pushed hardest toward the answer, for logs and the bench.
  const w = model.weights[best] ?? [];
  const reasons = FEATURE_NAMES.map((n, i) => [n, (w[i] ?? 0) * (x[i] ?? 0)] as const)
    .filter(([, c]) => c > 0.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([n]) => n);
  const ocr = doc.pages.some((pg) => pg.ocr);
  return { kind, confidence: Math.round((p[best] ?? 0) * (ocr ? 0.97 : 1) * 1000) / 1000, reasons };
}
