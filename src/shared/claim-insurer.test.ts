import { describe, expect, it } from 'vitest';
import { claimInsurer, insurerInFields, otherInsurer, sameInsurer } from './claim-insurer';

describe("a claim's insurer", () => {
  it('tells carriers apart by their own words, not by the company words every legal name carries', () => {
    expect(sameInsurer('PROGRESSIVE CASUALTY INSURANCE CO.', 'Progressive')).toBe(true);
    expect(sameInsurer('State Farm Mutual Automobile Insurance Company', 'State Farm')).toBe(true);
    expect(sameInsurer('Allstate Fire and Casualty Insurance Company', 'Progressive')).toBe(false);
    expect(sameInsurer('Farmers Insurance', 'State Farm')).toBe(false);
    expect(sameInsurer('Insurance Company', 'Progressive')).toBe(false);
  });

  it("is the documents' insurer when they name one, the configured carrier otherwise", () => {
    expect(claimInsurer('State Farm Mutual Automobile Insurance Company', 'Progressive')).toBe('State Farm Mutual Automobile Insurance Company');
    expect(claimInsurer('PROGRESSIVE CASUALTY INSURANCE CO', 'Progressive')).toBe('Progressive');
    expect(claimInsurer(null, 'Progressive')).toBe('Progressive');
    expect(claimInsurer('  ', 'Progressive')).toBe('Progressive');
    expect(otherInsurer('Allstate', 'Progressive')).toBe('Allstate');
    expect(otherInsurer('Progressive Direct', 'Progressive')).toBeNull();
    expect(otherInsurer(undefined, 'Progressive')).toBeNull();
  });

  it('reads the insurer of merged claim data and of a read value', () => {
    expect(insurerInFields({ insuranceCompany: 'State Farm' })).toBe('State Farm');
    expect(insurerInFields({ insurer: { value: ' Allstate  Insurance ', confidence: 0.9 } })).toBe('Allstate Insurance');
    expect(insurerInFields({ insuranceCompany: '' })).toBeNull();
    expect(insurerInFields(null)).toBeNull();
  });
});
