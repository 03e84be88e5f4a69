import { describe, expect, it } from 'vitest';
import { normalizeCategory, toGeneratorType, toListCategory, toUploaderCategory, toWizardCategory } from './categories';

describe('document categories', () => {
  it('maps each canonical kind to the four vocabularies of DESIGN.md', () => {
    expect(toWizardCategory('opposing_appraiser')).toBe('shop-estimate');
    expect(toListCategory('opposing_appraiser')).toBe('opposing_appraiser');
    expect(toUploaderCategory('opposing_appraiser')).toBe('opposing-appraiser-estimate');
    expect(toGeneratorType('opposing_appraiser')).toBe('appraiser_aob_letter');
    expect(toWizardCategory('firm_assignment')).toBe('other-documents');
    expect(toGeneratorType('carrier_estimate')).toBe('progressive_estimate');
  });

  it('normalises any vocabulary, with - or _, in any case', () => {
    expect(normalizeCategory('Progressive-Estimate')).toBe('carrier_estimate');
    expect(normalizeCategory('carrier_estimate')).toBe('carrier_estimate');
    expect(normalizeCategory('OPPOSING-APPRAISER-ESTIMATE')).toBe('opposing_appraiser');
    expect(normalizeCategory('other-documents')).toBe('other');
    expect(normalizeCategory('photos')).toBe('photo');
    expect(normalizeCategory('bogus')).toBeNull();
    expect(normalizeCategory('')).toBeNull();
  });
});
