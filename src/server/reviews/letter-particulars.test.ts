import { describe, expect, it } from 'vitest';
import { claimOfficeIn, letterParticulars, type ParticularSources, reportNumberIn } from './letter-particulars.js';

describe('the particulars a carrier’s document prints', () => {
  it('reads the report’s or estimate’s own number by its label, never the claim’s or the policy’s', () => {
    expect(reportNumberIn('Claim Number: 35-13G6-42T08\nPolicy Number: PA-4417\nReport ID: 7731-0925-AB')).toBe('7731-0925-AB');
    expect(reportNumberIn('MARKET VALUATION\nValuation Number 88120455\nLoss Date 08/08/2024')).toBe('88120455');
    expect(reportNumberIn('Estimate #: E-4431 Written By: J. Estimator')).toBe('E-4431');
    expect(reportNumberIn('Claim Number: 35-13G6\nPolicy Number: PA-4417')).toBeNull();
    expect(reportNumberIn('Report ID: pending')).toBeNull();
  });

  it('reads the claim office with the lines of its address', () => {
    expect(claimOfficeIn('Claim Office: 6300 Wilson Mills Rd\nMayfield Village, OH 44143\nAdjuster: Pat Lee')).toBe(
      '6300 Wilson Mills Rd\nMayfield Village, OH 44143',
    );
    expect(claimOfficeIn('Claims Office\nPO Box 94639\nCleveland, OH 44101')).toBe('PO Box 94639\nCleveland, OH 44101');
    // A letterhead's one line of parts, a report title under it: the parts, never the title.
    expect(claimOfficeIn('Progressive\nClaims Office  ·  P.O. Box 34210  ·  Shreveport, LA 71105\nMarket Valuation Report\nClaim Number: AU1')).toBe(
      'P.O. Box 34210\nShreveport, LA 71105',
    );
    expect(claimOfficeIn('Office: see letter')).toBeNull();
    expect(claimOfficeIn('no office here')).toBeNull();
  });

  describe('whose insured the letter prints', () => {
    const read = (value: string) => ({ value, confidence: 0.9, page: 1 });
    const claim: ParticularSources['claim'] = { claimNumber: 'CLM-1', policyNumber: 'POL-7', insuredName: 'Jordan Avery', ownerAddress: '12 Elm Street' };
    const carrier = {
      fields: { insuredName: read('JORDAN RIVERA'), policyNumber: read('POL-7'), writer: read('Pat Lee') },
      carrier: true,
      text: 'Report ID: VR-88120',
    };

    it('prints the claim’s insured as the claimant confirmed it, and says beside the field that the carrier’s report names another', () => {
      const p = letterParticulars({ claim, files: [{ fields: { insuredName: read('Jordan Avery') }, carrier: false }, carrier] });
      expect(p.read).toMatchObject({ insuredName: 'Jordan Avery', policyNumber: 'POL-7', reportNumber: 'VR-88120', adjuster: 'Pat Lee' });
      expect(p.otherReadings).toEqual([{ field: 'insuredName', value: 'JORDAN RIVERA', source: 'carrier' }]);
    });

    it('takes the documents’ insured only when the claim has none, and says nothing when they name the same person', () => {
      expect(letterParticulars({ claim: { ...claim, insuredName: null }, files: [carrier] })).toMatchObject({
        read: { insuredName: 'JORDAN RIVERA' },
        otherReadings: [],
      });
      const same = { ...carrier, fields: { ...carrier.fields, insuredName: read('AVERY, JORDAN') } };
      expect(letterParticulars({ claim, files: [same] }).otherReadings).toEqual([]);
    });

    it('names another document’s reading when no carrier’s document differs', () => {
      const shop = { fields: { insuredName: read('Jordan Rivera'), claimNumber: read('CLM 2') }, carrier: false };
      expect(letterParticulars({ claim, files: [shop] }).otherReadings).toEqual([
        { field: 'claimNumber', value: 'CLM 2', source: 'document' },
        { field: 'insuredName', value: 'Jordan Rivera', source: 'document' },
      ]);
    });
  });
});
