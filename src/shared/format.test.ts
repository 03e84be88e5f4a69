import { describe, expect, it } from 'vitest';
import { fieldLabel, typeDetailsFor } from './claim-labels';
import { closeCutLabel, formatFileSize, formatMoney, formatMoneyText, plural } from './format';

describe('formatMoney', () => {
  it('shows dollars with thousands separators and cents', () => {
    expect(formatMoney(5751.86)).toBe('$5,751.86');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
  it('reads typed and extracted amounts the same way', () => {
    expect(formatMoneyText('5751.86')).toBe('$5,751.86');
    expect(formatMoneyText('$5,751.86')).toBe('$5,751.86');
    expect(formatMoneyText('$ 5751.8')).toBe('$5,751.80');
    expect(formatMoneyText(500)).toBe('$500.00');
    expect(formatMoneyText('-$40')).toBe('-$40.00');
    expect(formatMoneyText('')).toBe('');
    expect(formatMoneyText('N/A')).toBe('N/A');
    expect(formatMoneyText('12,34')).toBe('12,34');
  });
});

describe('formatFileSize', () => {
  it('never shows 0.0 MB: KB below a tenth of a megabyte', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(0.1 * 1024 * 1024 - 1)).toBe('102 KB');
    expect(formatFileSize(0.1 * 1024 * 1024)).toBe('0.1 MB');
    expect(formatFileSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(0, 'file')).toBe('0 files');
    expect(plural(2, 'file')).toBe('2 files');
    expect(plural(2, 'category', 'categories')).toBe('2 categories');
    expect(plural(1200, 'claim')).toBe('1,200 claims');
  });
});

describe('fieldLabel and typeDetailsFor', () => {
  it('names stored keys as people read them', () => {
    expect(fieldLabel('opposingAppraiserName')).toBe('Opposing Appraiser Name');
    expect(fieldLabel('vehicleVin')).toBe('VIN');
    expect(fieldLabel('deductibleAmount')).toBe('Deductible');
    expect(fieldLabel('someNewKey')).toBe('Some new key');
    expect(fieldLabel('loss_date')).toBe('Loss date');
  });
  it('keeps only the fields of the claim own sub-type', () => {
    const stored = { vehicleAccessible: true, amountPaidByInsurer: '', paymentDate: '', vehicleLocation: 'Austin', repairShopName: 'Elite' };
    expect(typeDetailsFor('appraisal-inspection', stored)).toEqual([
      ['vehicleLocation', 'Austin'],
      ['repairShopName', 'Elite'],
      ['vehicleAccessible', true],
    ]);
    expect(typeDetailsFor('appraisal-post-repair', stored).map(([k]) => k)).toEqual(['amountPaidByInsurer', 'paymentDate']);
    expect(typeDetailsFor('appraisal-only', stored)).toEqual([]);
    expect(typeDetailsFor(null, stored)).toEqual([]);
  });
});

describe('closeCutLabel', () => {
  it('closes a label cut where its line wrapped, after an ellipsis, and leaves a whole one as it is', () => {
    expect(closeCutLabel('CCC Valuation (average of statewide')).toBe('CCC Valuation (average of statewide …)');
    expect(closeCutLabel('Adjusted value (see [note')).toBe('Adjusted value (see [note …])');
    expect(closeCutLabel('Typical "negotiation,')).toBe('Typical "negotiation …"');
    expect(closeCutLabel('CCC Valuation (average of statewide and base vehicle values)')).toBe('CCC Valuation (average of statewide and base vehicle values)');
    expect(closeCutLabel('Condition Adjustment')).toBe('Condition Adjustment');
  });
});
