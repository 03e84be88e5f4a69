import { describe, expect, it } from 'vitest';
import { claimOfficeIn, reportNumberIn } from './letter-particulars.js';

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
    expect(claimOfficeIn('Office: see letter')).toBeNull();
    expect(claimOfficeIn('no office here')).toBeNull();
  });
});
