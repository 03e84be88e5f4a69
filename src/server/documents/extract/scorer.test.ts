/**
 * The field scorer: the stored model is what its trainer makes of the stored samples, its calibration
 * is a non-decreasing step that never calls a small step certain, and on a small document of our own
 * it scores the printed answer above its decoys (a weak label's name, a comparable's VIN).
 */
import { describe, expect, it } from 'vitest';
import { computeVinCheckDigit } from '../../../shared/vin';
import { pageFromLines } from '../text/lines';
import type { DocumentText, TextLine } from '../text/types';
import samples from './field-scorer-samples.json' with { type: 'json' };
import model from './field-scorer.json' with { type: 'json' };
import { extractFields, readFieldCandidates } from './fields';
import { byHandRank, calibrate, candidateFeatures, rawScore, SCORER_FEATURES, sameValue } from './scorer';
import { fitScorer, isotonic, type ScorerSample } from './train-scorer';

function page(rows: Array<Array<[number, string]>>): DocumentText {
  const lines: TextLine[] = rows.map((cells, i) => {
    const y = 40 + i * 14;
    return { y, text: cells.map(([, t]) => t).join('  '), items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 5 })) };
  });
  return { fileType: 'pdf', pages: [pageFromLines(1, lines, false)] };
}
const vin = (s: string) => s.slice(0, 8) + computeVinCheckDigit(s) + s.slice(9);

describe('stored model', () => {
  it('matches the feature list', () => {
    expect(model.features).toEqual(SCORER_FEATURES);
  });
  it('is what retraining on the stored samples gives', { timeout: 180_000 }, () => {
    const { trainedOn: _, ...stored } = model;
    expect(fitScorer(samples.samples as ScorerSample[], SCORER_FEATURES)).toEqual(stored);
  });
});

describe('calibration', () => {
  it('is a non-decreasing step and does not call a few right answers certain', () => {
    const pts = [0.1, 0.2, 0.3, 0.6, 0.7, 0.8, 0.9, 0.95].map((p, i) => ({ p, right: i >= 3 || i === 1 }));
    const cal = isotonic(pts);
    for (let i = 1; i < cal.value.length; i++) expect(cal.value[i]).toBeGreaterThanOrEqual(cal.value[i - 1] as number);
    expect(calibrate(cal, 0.99)).toBeLessThan(0.9);
    expect(calibrate(cal, 0.05)).toBeLessThan(calibrate(cal, 0.99));
  });
});

// A valuation's first page: the insured under his own label and a customer line naming someone else;
// the subject's VIN, then a comparable's VIN under the comparables heading.
const SUBJECT = vin('1FTEW1EP0MKD12345');
const COMPARABLE = vin('1FTEW1EP0MFA54321');
const DECOYS = page([
  [
    [50, 'Insured: Dana Whitfield'],
    [300, 'Claim #: 77-4410-2231'],
  ],
  [[50, 'Customer: Ray Okafor']],
  [[50, `VIN: ${SUBJECT}`]],
  [[50, 'Comparable Vehicles']],
  [[50, `VIN: ${COMPARABLE}`]],
]);

describe('scoring candidates', () => {
  it('scores the printed answer above its decoys', () => {
    const { cands } = readFieldCandidates(DECOYS, 'carrier_estimate');
    const ocrPages = new Set<number>();
    const best = (field: 'insuredName' | 'vehicleVin') => {
      const own = cands.filter((c) => c.field === field);
      const handTop = own.slice().sort(byHandRank)[0]?.value;
      // Every value is a decoy here but one: the weak label's name, the comparable's VIN.
      expect(new Set(own.map((c) => c.value)).size).toBeGreaterThan(1);
      const scored = own.map((c) => ({ value: c.value, p: rawScore(model, candidateFeatures(c, cands, { kind: 'carrier_estimate', ocrPages, handTop })) }));
      return scored.sort((a, b) => b.p - a.p)[0]?.value ?? '';
    };
    expect(best('insuredName')).toBe('Dana Whitfield');
    expect(best('vehicleVin')).toBe(SUBJECT);
  });
  it("gives the answer the scorer's calibrated confidence", () => {
    const f = extractFields(DECOYS, 'carrier_estimate');
    expect(sameValue(f.insuredName?.value ?? '', 'Dana Whitfield')).toBe(true);
    expect(f.vehicleVin?.value).toBe(SUBJECT);
    // A step of the calibration, not a hand-set figure.
    expect(model.calibration.value.map((v) => Math.round(v * 100) / 100)).toContain(f.vehicleVin?.confidence);
  });
});
