/**
 * Every replica valuation report through the reader and the review: with no change the alternative is
 * the carrier's settlement as read, to the cent; with every point the review offers disputed and every
 * comparable it suggests dropping dropped, a letter is allowed only above the settlement. A check of
 * the computation on what the reader gives, not of the reader's accuracy. Text layers only (no OCR: the
 * replicas without one are read by OCR elsewhere, at a cost this check does not need).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAS_REPLICAS, NO_REPLICAS, REPLICAS_DIR } from '../../../tests/fixtures/paths.js';
import { analyzeFile } from '../documents/analyze-file.js';
import { buildValuationReview, defaultChoices } from './valuation-review.js';

type Truth = { file: string; format: string; text_layer: string };
const truth: Truth[] = HAS_REPLICAS ? JSON.parse(fs.readFileSync(path.join(REPLICAS_DIR, 'truth.json'), 'utf8')) : [];
const reports = truth.filter((t) => /valuation|total loss|acv appraisal/i.test(t.format) && t.text_layer === 'yes');
const claim = { year: null, make: null, model: null, trim: null, vin: null, deductible: null };

describe.skipIf(!HAS_REPLICAS)(`the review of each replica valuation report (${HAS_REPLICAS ? 'replicas' : NO_REPLICAS})`, () => {
  it('finds the replica valuation reports', () => expect(reports.length).toBeGreaterThanOrEqual(12));
  for (const { file } of reports) {
    it(`${file}: no change gives the settlement to the cent; a letter only above it`, async () => {
      const bytes = fs.readFileSync(path.join(REPLICAS_DIR, 'docs', file));
      const analysis = await analyzeFile(bytes, { ocr: false });
      const v = analysis.valuation ?? null;
      expect(v, 'read as a valuation').not.toBeNull();
      if (!v?.settlement) return;
      const base = { referenceNumber: 'R-1', valuation: v, file, claim, vin: null, stateCode: null };
      const review = buildValuationReview({ ...base, choices: null });
      expect(review.alternativeValue.net).toBe(v.settlement.value);
      expect(review.letterAllowed).toBe(false);
      // Every toggle the review offers turned on, every comparable it says to drop dropped.
      const disputedPoints = review.points.filter((p) => p.toggle && p.status === 'available').map((p) => p.id);
      const drop = new Set(review.points.filter((p) => p.status === 'available' && p.id.startsWith('comparable-')).map((p) => `doc-${p.id.split('-')[1]}`));
      const keptComparableIds = defaultChoices(v).keptComparableIds.filter((id) => !drop.has(id));
      const disputed = buildValuationReview({
        ...base,
        choices: { keptComparableIds: keptComparableIds.length ? keptComparableIds : ['doc-1'], addedComparables: [], disputedPoints },
      });
      const net = disputed.alternativeValue.net ?? 0;
      expect(disputed.letterAllowed).toBe(net > v.settlement.value);
      for (const p of disputed.points.filter((x) => x.status === 'applied')) expect(p.change ?? 0, p.id).toBeGreaterThan(0);
    }, 120_000);
  }
});
