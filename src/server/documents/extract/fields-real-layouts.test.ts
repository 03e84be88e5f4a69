/**
 * Golden causes from real carrier layouts, one small document each: labels over a one-row table,
 * labels never seen, the insurer a document names, and the value before the deductible.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentText, TextItem } from '../text/types';
import { extractFields } from './fields';

/** A page from rows of [x, text] runs, 12 pt apart, each run about 5 pt a character. */
function page(rows: Array<Array<[number, string]>>): DocumentText {
  const lines = rows.map((row, i) => {
    const items: TextItem[] = row.map(([x, str]) => ({ str, x, y: 700 - i * 12, width: str.length * 5 }));
    return { text: row.map(([, t]) => t).join('  '), y: 700 - i * 12, items };
  });
  return { fileType: 'pdf', pages: [{ pageNumber: 1, text: lines.map((l) => l.text).join('\n'), lines, ocr: false }] };
}

describe('labels in a row, values in the row below', () => {
  it('reads each heading of a crash report row by the words under it, past a check box and a blank line', () => {
    const text = page([
      [[20, 'TRAFFIC CRASH REPORT']],
      [[20, 'VEHICLE IDENTIFICATION #'], [200, 'VEHICLE YEAR'], [300, 'VEHICLE MAKE']],
      [[20, '1GT12SEY0LF888999'], [205, '2020'], [310, 'GMC']],
      [[65, 'INSURANCE COMPANY'], [183, 'INSURANCE POLICY #'], [342, 'VEHICLE MODEL'], [510, '12']],
      [[23, 'X'], [30, 'VERIFIED'], [90, 'NATIONWIDE'], [183, '1918453865']],
      [[365, 'SIERRA 2500HD']],
    ]);
    const f = extractFields(text, 'other');
    expect(f.insuranceCompany?.value).toBe('NATIONWIDE');
    expect(f.policyNumber?.value).toBe('1918453865');
    expect(f.vehicleModel?.value.toLowerCase()).toBe('sierra 2500hd');
  });

  it('reads a label never seen by its last words ("Loss Incident Date")', () => {
    const f = extractFields(page([[[41, 'Loss Incident Date'], [243, '08/08/2024']]]), 'carrier_estimate');
    expect(f.dateOfLoss?.value).toBe('2024-08-08');
  });
});

describe('the insurer a document names', () => {
  it('is read from "Prepared for" and not taken as the insured', () => {
    const f = extractFields(page([[[335, 'Prepared for KEYSTONE MUTUAL INSURANCE COMPANY']], [[41, 'Owner'], [243, 'Montague, Fitzgerald']]]), 'carrier_estimate');
    expect(f.insuranceCompany?.value).toBe('KEYSTONE MUTUAL INSURANCE COMPANY');
    expect(f.insuredName?.value).toBe('Fitzgerald Montague');
  });

  it('is the payer line under an appraiser\'s letterhead, not the appraisal firm', () => {
    const f = extractFields(page([[[20, 'BLUE TERN APPRAISAL GROUP']], [[20, 'For:']], [[20, 'BLUE TERN APPRAISAL GROUP']], [[20, 'HARBOR FIRE AND CASUALTY INSURANCE COMPANY']], [[20, 'Estimate of Record']]]), 'carrier_estimate');
    expect(f.insuranceCompany?.value).toBe('HARBOR FIRE AND CASUALTY INSURANCE COMPANY');
  });

  it('is not a heading ("INSURANCE INFORMATION") nor a person under an insurer column', () => {
    const f = extractFields(page([[[20, 'INSURANCE INFORMATION']], [[20, 'Owner:'], [200, 'Insurance Company:']], [[20, 'Rasmussen, Anselm'], [200, 'Pending']]]), 'shop_estimate');
    expect(f.insuranceCompany).toBeUndefined();
  });
});
