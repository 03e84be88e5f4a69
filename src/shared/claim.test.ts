import { describe, expect, it } from 'vitest';
import {
  CLAIM_MESSAGES,
  type ClaimForm,
  EMPTY_CLAIM_FORM,
  formatPhone,
  isIsoDate,
  missingOpposingAppraiserFields,
  requiredFieldsFor,
  sanitizeMoney,
  validateClaimFields,
  validateTypeDetails,
} from './claim';

const valid: ClaimForm = {
  ...EMPTY_CLAIM_FORM,
  insuredName: 'Jane Doe',
  claimNumber: 'CLM-12345',
  dateOfLoss: '2026-03-14',
  opposingAppraiserName: 'Sam Appraiser',
  opposingAppraiserCompany: 'Fair Appraisals LLC',
  opposingAppraiserEmail: 'sam@fair-appraisals.example',
  opposingAppraiserPhone: '(555) 123-4567',
};
const APPRAISER = ['opposingAppraiserName', 'opposingAppraiserCompany', 'opposingAppraiserPhone', 'opposingAppraiserEmail'];

const messages = (values: ClaimForm, ctx: Parameters<typeof validateClaimFields>[1]) =>
  Object.fromEntries(validateClaimFields(values, ctx).map((i) => [i.field, i.message]));

describe('requiredFieldsFor', () => {
  it('adds the type table to the fields every claim needs', () => {
    expect(requiredFieldsFor('appraisal')).toEqual(['insuredName', 'claimNumber', 'dateOfLoss', ...APPRAISER]);
    expect(requiredFieldsFor('appraisal', 'appraisal-inspection')).toContain('vehicleLocation');
    expect(requiredFieldsFor('appraisal', 'appraisal-post-repair')).toContain('repairShopName');
    expect(requiredFieldsFor('total-loss')).toEqual(expect.arrayContaining(['vehicleVin', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'insuredName']));
    expect(requiredFieldsFor('glass')).toEqual(['insuredName', 'claimNumber', 'dateOfLoss', 'vehicleVin', 'repairShopName', ...APPRAISER]);
  });

  it('drops the appraiser when the section is pending', () => {
    expect(requiredFieldsFor('appraisal', null, 'pending')).not.toContain('opposingAppraiserName');
    for (const type of ['appraisal', 'total-loss', 'glass', 'auto'] as const) {
      expect(requiredFieldsFor(type, null, 'pending')).toEqual(expect.not.arrayContaining(APPRAISER));
    }
  });

  it('marks the four appraiser fields required for every type, as Submit checks them', () => {
    for (const type of ['appraisal', 'total-loss', 'glass', 'auto'] as const) {
      expect(requiredFieldsFor(type)).toEqual(expect.arrayContaining(APPRAISER));
    }
  });
});

describe('validateClaimFields', () => {
  it('accepts a complete appraisal claim', () => {
    expect(validateClaimFields(valid, { claimType: 'appraisal' })).toEqual([]);
  });

  it('gives every section 5 message for bad values', () => {
    const bad: ClaimForm = {
      ...valid,
      insuredName: 'J',
      claimNumber: '123',
      policyNumber: '12',
      dateOfLoss: '03/14/2026',
      vehicleYear: 1899,
      vehicleMake: 'X',
      vehicleModel: 'Y',
      vehicleVin: 'ABC',
      email: 'not-an-email',
      phone: '555-1234',
      repairShopName: 'Z',
      opposingAppraiserEmail: 'nope@',
    };
    expect(messages(bad, { claimType: 'appraisal' })).toEqual({
      insuredName: CLAIM_MESSAGES.insuredName,
      claimNumber: CLAIM_MESSAGES.claimNumber,
      policyNumber: CLAIM_MESSAGES.policyNumber,
      dateOfLoss: CLAIM_MESSAGES.dateOfLoss,
      vehicleYear: 'Year must be 1900 or later',
      vehicleMake: CLAIM_MESSAGES.vehicleMake,
      vehicleModel: CLAIM_MESSAGES.vehicleModel,
      vehicleVin: 'VIN must be exactly 17 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
      repairShopName: CLAIM_MESSAGES.repairShopName,
      opposingAppraiserEmail: 'Please enter a valid email address',
    });
    expect(messages({ ...valid, vehicleYear: 2031 }, { claimType: 'appraisal' }).vehicleYear).toBe('Year cannot be too far in the future');
  });

  it('requires the type fields and leaves empty optional fields alone', () => {
    const m = messages({ ...valid }, { claimType: 'total-loss' });
    expect(
      messages({ ...valid, opposingAppraiserCompany: '', opposingAppraiserEmail: ' ' }, { claimType: 'auto', opposingAppraiserStatus: 'pending' }),
    ).toEqual(expect.not.objectContaining({ opposingAppraiserCompany: expect.anything() }));
    expect(Object.keys(m).sort()).toEqual(['vehicleMake', 'vehicleModel', 'vehicleVin', 'vehicleYear']);
    expect(messages({ ...valid, opposingAppraiserName: '' }, { claimType: 'appraisal', opposingAppraiserStatus: 'pending' })).toEqual({});
  });

  it('accepts N/A set by an N/A checkbox', () => {
    expect(messages({ ...valid, email: 'N/A', phone: 'N/A' }, { claimType: 'appraisal' })).toEqual({});
  });

  it('checks the VIN check digit for North American VINs', () => {
    expect(messages({ ...valid, vehicleVin: '1HGCM82633A004352' }, { claimType: 'appraisal' })).toEqual({});
    expect(messages({ ...valid, vehicleVin: '1HGCM82643A004352' }, { claimType: 'appraisal' }).vehicleVin).toBe(
      'Invalid VIN checksum. Please verify the VIN is correct.',
    );
  });
});

describe('form helpers', () => {
  it('formats phones as digits are typed', () => {
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-45678')).toBe('(555) 123-4567');
  });
  it('keeps only digits and one dot in money', () => {
    expect(sanitizeMoney('$1,234.56.7')).toBe('1234.567');
  });
  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-01')).toBe(false);
  });
  it('lists the appraiser fields missing at submit unless pending', () => {
    const nameOnly = { ...valid, opposingAppraiserCompany: '', opposingAppraiserEmail: '', opposingAppraiserPhone: '' };
    expect(missingOpposingAppraiserFields(nameOnly, 'completed')).toEqual(['opposingAppraiserCompany', 'opposingAppraiserEmail', 'opposingAppraiserPhone']);
    expect(missingOpposingAppraiserFields(valid, 'pending')).toEqual([]);
  });
});

describe('Review Details and Submit use one rule set', () => {
  it('Review Details refuses every appraiser field that Submit would refuse', () => {
    const empty = { ...valid, opposingAppraiserCompany: '', opposingAppraiserEmail: '', opposingAppraiserPhone: '' };
    const review = messages(empty, { claimType: 'appraisal', claimSubType: 'appraisal-only' });
    expect(Object.keys(review).sort()).toEqual([...missingOpposingAppraiserFields(empty, 'completed')].sort());
    expect(review).toEqual({
      opposingAppraiserCompany: CLAIM_MESSAGES.opposingAppraiserCompany,
      opposingAppraiserEmail: CLAIM_MESSAGES.opposingAppraiserEmailRequired,
      opposingAppraiserPhone: CLAIM_MESSAGES.opposingAppraiserPhone,
    });
    expect(messages({ ...empty, opposingAppraiserName: '' }, { claimType: 'appraisal', opposingAppraiserStatus: 'pending' })).toEqual({});
  });

  it('Inspection Required needs the vehicle location and a yes or no on accessibility', () => {
    expect(requiredFieldsFor('appraisal', 'appraisal-inspection')).toContain('vehicleLocation');
    expect(messages(valid, { claimType: 'appraisal', claimSubType: 'appraisal-inspection' }).vehicleLocation).toBe(CLAIM_MESSAGES.vehicleLocation);
    expect(validateTypeDetails('appraisal-inspection', { vehicleAccessible: null })).toEqual([
      { field: 'vehicleAccessible', message: CLAIM_MESSAGES.vehicleAccessible },
    ]);
    expect(validateTypeDetails('appraisal-inspection', undefined)).toHaveLength(1);
    expect(validateTypeDetails('appraisal-inspection', { vehicleAccessible: false })).toEqual([]);
    expect(validateTypeDetails('appraisal-only', { vehicleAccessible: null })).toEqual([]);
  });
});
