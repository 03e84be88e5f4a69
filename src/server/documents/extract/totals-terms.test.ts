/** One vocabulary: a totals term means the same to the estimate reader, the field extractor and the valuation reader. */
import { describe, expect, it } from 'vitest';
import { slotOf } from '../../estimates/parse-totals';
import { TOTALS_VOCABULARY } from './vocabulary/totals';
import { fieldsForLabel } from './labels';
import { ESTIMATE_ONLY_TERMS, TOTALS_TERMS, type TotalsRole, termsOf } from './totals-terms';
import { labelKind } from './valuation/chain';

const cases: Array<[TotalsRole, string | undefined, string | undefined, string | undefined]> = [
  // role, estimate totals slot, field, valuation chain kind/role
  ['deductible', 'deductible', 'deductible', 'deductible'],
  ['net', 'net', 'netTotal', undefined],
  ['insurerPayment', 'net', 'netTotal', undefined],
  ['customerPay', 'customerPay', 'netTotal', undefined],
  ['beforeDeductible', 'gross', 'grossTotal', 'gross'],
  ['appraised', 'gross', 'grossTotal', undefined],
  ['tax', 'tax', undefined, 'tax'],
  ['subtotal', 'subtotal', undefined, 'subtotal'],
  ['settlement', undefined, undefined, 'settlement'],
];

describe('the totals vocabulary', () => {
  it.each(cases)('%s terms read alike everywhere', (role, slot, field, chain) => {
    for (const term of termsOf(role)) {
      const printed = term.replace(/\b\w/g, (c) => c.toUpperCase());
      if (slot) expect(slotOf(printed), term).toBe(slot);
      if (field) expect(fieldsForLabel(printed), term).toContain(field);
      const kind = labelKind(printed);
      if (chain) expect(kind?.role ?? kind?.kind, term).toBe(chain);
    }
  });

  it('reads every gross term as the gross, except a bare "Total" heading a totals block’s column', () => {
    for (const term of termsOf('gross')) {
      expect(fieldsForLabel(term), term).toContain('grossTotal');
      expect(slotOf(term), term).toBe(term === 'total' ? 'skip' : 'gross');
    }
  });

  it('gives the classifier only terms of the vocabulary', () => {
    const all = new Set(termsOf(...(Object.keys(TOTALS_TERMS) as TotalsRole[])));
    for (const term of ESTIMATE_ONLY_TERMS) {
      expect(all.has(term), term).toBe(true);
      expect(TOTALS_VOCABULARY.test(`Page 2  ${term.toUpperCase()}  1,234.00`)).toBe(true);
    }
  });
});

describe('a valuation’s base figure', () => {
  it('is a valuation named by whoever computed it, not one vendor’s wording', () => {
    for (const label of ['CCC Valuation', 'Market Valuation', 'NADA Valuation:']) expect(labelKind(label)?.kind, label).toBe('base');
    expect(labelKind('Valuation Fee')?.kind).toBe('fee');
    expect(labelKind('Valuation Report Date')).toBeNull();
  });
});
