/**
 * The decide stage alone: candidates with features and no confidence, weighed by the spec's data.
 * Each case changes one feature and shows what it does to the confidence, the priority or the pick.
 */
import { describe, expect, it } from 'vitest';
import type { RawCandidate } from './candidates/types';
import { bestPerField, weigh } from './decide';

const cand = (c: Partial<RawCandidate> & Pick<RawCandidate, 'field' | 'raw'>): RawCandidate => ({ page: 1, features: { cue: 'inline', ocr: false }, ...c });

describe('weighing a candidate by its features', () => {
  it('reads the value to its type and drops one that is not of it', () => {
    expect(weigh(cand({ field: 'claimNumber', raw: '#: 77-4410-2231' }))?.value).toBe('77-4410-2231');
    expect(weigh(cand({ field: 'dateOfLoss', raw: 'pending' }))).toBeNull();
  });
  it('trusts OCR text, a weak label and a comparable line less', () => {
    const plain = weigh(cand({ field: 'insuredName', raw: 'Dana Whitfield' }))?.confidence ?? 0;
    const ocr = weigh(cand({ field: 'insuredName', raw: 'Dana Whitfield', features: { cue: 'inline', ocr: true } }))?.confidence ?? 0;
    const weak = weigh(cand({ field: 'insuredName', raw: 'Dana Whitfield', features: { cue: 'inline', ocr: false, weakLabel: true } }))?.confidence ?? 0;
    expect(ocr).toBeLessThan(plain);
    expect(weak).toBeLessThan(plain);
    const subject = weigh(cand({ field: 'mileage', raw: '41,200' }));
    const comparable = weigh(cand({ field: 'mileage', raw: '38,000', features: { cue: 'inline', ocr: false, inComparables: true } }));
    expect(comparable?.priority).toBeLessThan(subject?.priority ?? 0);
    expect(comparable?.confidence).toBeLessThan(subject?.confidence ?? 0);
  });
  it("ranks a preferred label by its specificity and a VIN's check digit above a label", () => {
    const top = weigh(cand({ field: 'claimNumber', raw: '55-81234', features: { cue: 'inline', ocr: false, labelRank: 0 } }));
    const second = weigh(cand({ field: 'claimNumber', raw: '55-81235', features: { cue: 'inline', ocr: false, labelRank: 1 } }));
    expect(top?.priority).toBeGreaterThan(second?.priority ?? 0);
    const vin = weigh(cand({ field: 'vehicleVin', raw: '1HGCM82633A004352', typed: true, features: { cue: 'vin-check-digit', ocr: false } }));
    const labelled = weigh(cand({ field: 'vehicleVin', raw: '1HGCM82633A004352' }));
    expect(vin?.priority).toBeGreaterThan(labelled?.priority ?? 0);
  });
  it('takes under a weak label only a value the field accepts there (an insurer under "Prepared for")', () => {
    const f = { cue: 'inline' as const, ocr: false, weakLabel: true };
    expect(weigh(cand({ field: 'insuranceCompany', raw: 'Dana Whitfield', features: f }))).toBeNull();
    expect(weigh(cand({ field: 'insuranceCompany', raw: 'State Farm', features: f }))?.value).toBe('State Farm');
  });
  it('carries money in cents, a net below zero with its sign', () => {
    expect(weigh(cand({ field: 'grossTotal', raw: '$3,512.40' }))?.cents).toBe(351240);
    expect(weigh(cand({ field: 'netTotal', raw: '-185.02' }))?.cents).toBe(-18502);
    expect(weigh(cand({ field: 'grossTotal', raw: '10/06/2024 11:20' }))).toBeNull();
  });
  it('picks per field by priority, then confidence, then the earlier page', () => {
    const cands = [
      weigh(cand({ field: 'insuredName', raw: 'Ray Okafor', page: 2 })),
      weigh(cand({ field: 'insuredName', raw: 'Dana Whitfield', features: { cue: 'inline', ocr: false, labelRank: 0 } })),
    ].filter((c) => c !== null);
    expect(bestPerField(cands).insuredName?.value).toBe('Dana Whitfield');
  });
});
