/**
 * Independent evaluation: the real per-file analysis (analyzeFile, what the routes' worker pool runs)
 * on a corpus written apart from the pipeline's own generator (tests/fixtures/independent), in other
 * wording and layouts: appraisal demands, awards, AOBs, carrier estimates and valuations, shop repair
 * orders and invoices that name the insurer, payment letters, carrier replies, police, tow, rental, title.
 *
 * The held-out bars are DESIGN.md's quality bars on documents the code was not tuned on
 * (classification ≥ 97%, fields ≥ 93%), not lowered to what the pipeline reaches: with 16 held-out
 * documents, one misclassified document (93.8%) fails the test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DocResult, evaluateCorpus, score, table } from '../../../tests/fixtures/independent/evaluate';

let results: DocResult[] = [];
beforeAll(async () => {
  results = await evaluateCorpus();
}, 180_000);

/** DESIGN.md, "Quality bars": documents the code was never tuned on. */
const DESIGN_BARS = { classification: 0.97, fields: 0.93 } as const;

function expectAccuracy(part: DocResult['part'], kindBar: number, fieldBar: number) {
  const rs = results.filter((r) => r.part === part);
  const s = score(rs);
  const summary = `${part}: kind ${s.kindOk}/${s.docs}, fields ${s.fieldOk}/${s.fields}\n${table(rs)}`;
  expect(rs.length, summary).toBeGreaterThanOrEqual(15);
  expect(s.kindOk / s.docs, summary).toBeGreaterThanOrEqual(kindBar);
  expect(s.fieldOk / s.fields, summary).toBeGreaterThanOrEqual(fieldBar);
}

describe('document pipeline on the independent corpus', () => {
  it('classifies and reads the tuned part', () => expectAccuracy('tuned', 0.97, 0.95));
  it('classifies and reads the held-out part', () => expectAccuracy('held-out', DESIGN_BARS.classification, DESIGN_BARS.fields));
  it("reads the browser journeys' appraiser letter as the other appraiser's, with the appraiser's contacts", () => {
    const letter = results.find((r) => r.id === 'tuned/e2e-appraiser-letter');
    expect(letter?.got).toBe('opposing_appraiser');
    expect(
      letter?.fields.filter((f) => !f.ok),
      table(letter ? [letter] : []),
    ).toEqual([]);
  });
  it('never calls a letter that only mentions an estimate or an appraisal an estimate', () => {
    const letters = results.filter((r) => /payment|carrier-reply|rental|tow/.test(r.id));
    expect(letters.length).toBeGreaterThanOrEqual(6);
    expect(letters.filter((r) => r.got !== 'other').map((r) => `${r.id} → ${r.got}`)).toEqual([]);
  });
});
