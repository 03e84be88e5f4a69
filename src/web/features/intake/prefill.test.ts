import { describe, expect, it } from 'vitest';
import { EMPTY_CLAIM_FORM } from '../../../shared/claim';
import { applyAnalysis } from './prefill';

const unlocked = { vehicleLocation: false, phone: false, email: false };

describe('applyAnalysis', () => {
  it('fills only string values of existing fields, and the appraiser area from either place', () => {
    const { values, filled } = applyAnalysis(
      { ...EMPTY_CLAIM_FORM },
      {
        claimData: { insuredName: 'Jordan Peotter', claimNumber: 12345, unknownField: 'x', vehicleYear: '2018', opposingAppraiserInfo: { company: 'Cascade' } },
        opposingAppraiserInfo: { opposingAppraiserName: 'Morgan Ellis', favouriteColour: 'blue' },
        sources: { insuredName: { file: 'a.pdf', page: 1 } },
      },
      unlocked,
    );
    expect(values.insuredName).toBe('Jordan Peotter');
    expect(values.claimNumber).toBe('');
    expect(values.vehicleYear).toBe(2018);
    expect(values.opposingAppraiserName).toBe('Morgan Ellis');
    expect(values).not.toHaveProperty('unknownField');
    expect(values).not.toHaveProperty('favouriteColour');
    expect(filled.insuredName).toEqual({ file: 'a.pdf', page: 1 });
    expect(filled.vehicleYear).toBeNull();
  });

  it('uses nested appraiser info when there is no top-level one', () => {
    const { values } = applyAnalysis({ ...EMPTY_CLAIM_FORM }, { claimData: { opposingAppraiserInfo: { company: 'Cascade' } } }, unlocked);
    expect(values.opposingAppraiserCompany).toBe('Cascade');
  });

  it('never overwrites typed values or locked fields', () => {
    const { values, filled } = applyAnalysis(
      { ...EMPTY_CLAIM_FORM, insuredName: 'Typed Name' },
      { claimData: { insuredName: 'From Doc', phone: '(503) 555-0142', email: 'a@b.co' } },
      { ...unlocked, phone: true },
    );
    expect(values.insuredName).toBe('Typed Name');
    expect(values.phone).toBe('');
    expect(values.email).toBe('a@b.co');
    expect(Object.keys(filled)).toEqual(['email']);
  });
});
