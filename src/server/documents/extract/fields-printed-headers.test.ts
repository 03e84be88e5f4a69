/**
 * Golden tests for header constructs real carriers print that our generator did not (issue 33), each
 * on a small positioned page of our own: "Nbr" for "number", a date of loss printed with its time, a
 * claim or policy number printed in groups, colon-less labels set a little wider than a word space
 * from their values, names printed with a courtesy title or a generation suffix, and labels spelled
 * with a point after each letter ("V.I.N."), an empty field ending a label row.
 */
import { describe, expect, it } from 'vitest';
import { pageFromLines } from '../text/lines';
import type { DocumentText, TextLine } from '../text/types';
import { extractFields } from './fields';
import { fieldsForLabel } from './labels';
import { normalizePersonName } from './normalize';

/** One page of rows; each row holds [x, text] runs (5 pt per character). */
function page(rows: Array<Array<[number, string]>>): DocumentText {
  const lines: TextLine[] = rows.map((cells, i) => {
    const y = 40 + i * 14;
    return { y, text: cells.map(([, t]) => t).join('  '), items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 5 })) };
  });
  return { fileType: 'pdf', pages: [pageFromLines(1, lines, false)] };
}

/** A right-aligned label ending at `right`, its value `gap` points after it. */
const rightAligned = (right: number, label: string, value: string, gap: number): Array<[number, string]> => [
  [right - label.length * 5, label],
  [right + gap, value],
];

describe('"Nbr" is "number"', () => {
  it('reads a claim and a policy number under "Claim Nbr" and "Policy Nbr"', () => {
    expect(fieldsForLabel('Policy Nbr')).toEqual(['policyNumber']);
    const f = extractFields(
      page([
        [
          [40, 'Claim Nbr: 24-7731902'],
          [320, 'Policy Nbr: PA-88120045'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('24-7731902');
    expect(f.policyNumber?.value).toBe('PA-88120045');
  });
});

describe('a date of loss printed with its time', () => {
  it('reads "Date/Time of Loss" and "Loss Date & Time" as the date of loss, not as a bare "Date"', () => {
    for (const label of ['Date/Time of Loss', 'LOSS DATE & TIME', 'Date and Time of Loss']) {
      const f = extractFields(
        page([
          [
            [40, 'Claim Number: 24-7731902'],
            [320, `${label}: 04/12/2024 10:30 AM`],
          ],
          [[40, 'Estimate Date: 05/02/2024']],
        ]),
        'carrier_estimate',
      );
      expect(f.dateOfLoss?.value, label).toBe('2024-04-12');
      expect(f.estimateDate?.value, label).toBe('2024-05-02');
    }
  });
});

describe('a claim or policy number printed in groups', () => {
  it('reads the groups whole, as printed', () => {
    const f = extractFields(
      page([
        [
          [40, 'Claim Number: 24 773 1902'],
          [320, 'Policy No.: PA 881 200 45'],
        ],
        [[40, 'File No: 24 7731902 01']],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('24 773 1902');
    expect(f.policyNumber?.value).toBe('PA 881 200 45');
    expect(f.firmFileNumber?.value).toBe('24 7731902 01');
  });
  it('takes no number from a count or a term in words', () => {
    const f = extractFields(page([[[40, 'Claim: 1 of 2']], [[40, 'Policy: 6 Month Term']]]), 'carrier_estimate');
    expect(f.claimNumber).toBeUndefined();
    expect(f.policyNumber).toBeUndefined();
  });
});

describe('colon-less labels a little wider than a word space from their values', () => {
  it('reads a right-aligned label column whose values start just past a gap', () => {
    const f = extractFields(
      page([
        [...rightAligned(140, 'Claim Number', '24-7731902', 10), ...rightAligned(420, 'Date of Loss', '04/12/2024', 10)],
        [...rightAligned(140, 'Insured', 'Marisol Vega', 10), ...rightAligned(420, 'Policy Number', 'PA88120045', 10)],
        [...rightAligned(140, 'Vehicle', '2019 Honda Accord EX', 10), ...rightAligned(420, 'Mileage', '48,221', 10)],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('24-7731902');
    expect(f.dateOfLoss?.value).toBe('2024-04-12');
    expect(f.insuredName?.value).toBe('Marisol Vega');
    expect(f.policyNumber?.value).toBe('PA88120045');
    expect(f.mileage?.value).toBe('48221');
  });
  it('does not cut a label off words a word space from it', () => {
    const f = extractFields(page([[[40, 'Insured vehicle was struck in the rear']]]), 'carrier_estimate');
    expect(f.insuredName).toBeUndefined();
  });
});

describe('names with a courtesy title or a generation suffix', () => {
  it('drops the title and keeps the suffix last, in either order of the name', () => {
    expect(normalizePersonName('Mr. John Q. Public Jr.')).toBe('John Q. Public Jr.');
    expect(normalizePersonName('Public, John Q. Jr.')).toBe('John Q. Public Jr.');
    expect(normalizePersonName('PUBLIC, JOHN Q., III')).toBe('John Q. Public III');
    expect(normalizePersonName('John Public, Jr.')).toBe('John Public Jr.');
    expect(normalizePersonName('MRS. MARISOL VEGA')).toBe('Marisol Vega');
    expect(normalizePersonName('VEGA, MARISOL R')).toBe('Marisol R Vega');
  });
});

describe('a label spelled with a point after each letter', () => {
  it('reads "V.I.N." and "D.O.L." as labels, so neither is taken as the value of the label above', () => {
    const f = extractFields(
      page([
        [
          [40, 'MAKE'],
          [250, 'HONDA'],
        ],
        [
          [40, 'MODEL'],
          [250, 'ACCORD'],
        ],
        [[40, 'V.I.N.']],
        [[40, 'D.O.L.:  04/12/2024']],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleModel?.value).toBe('ACCORD');
    expect(f.dateOfLoss?.value).toBe('2024-04-12');
  });
  it('reads no VIN from the sentence printed under an empty "V.I.N.:" box', () => {
    const f = extractFields(
      page([
        [
          [80, 'MODEL:'],
          [270, 'V.I.N.:'],
        ],
        [[20, 'scene to police officers. Insured suffered minor injuries (neck pain and bruising']],
      ]),
      'other',
    );
    expect(f.vehicleVin).toBeUndefined();
  });
});

describe('a label after a possessive (a letter\'s "Your Insured:")', () => {
  it('reads the label the possessive stands before', () => {
    expect(fieldsForLabel('Your Insured')).toEqual(['insuredName']);
    const f = extractFields(
      page([
        [
          [60, 'RE:'],
          [110, 'Your Insured:'],
          [200, 'Marisol Vega'],
        ],
        [
          [110, 'Claim No.:'],
          [200, '24-7731902'],
        ],
      ]),
      'opposing_appraiser',
    );
    expect(f.insuredName?.value).toBe('Marisol Vega');
  });
});

describe('a subject line holding several labels between semicolons', () => {
  it('reads each label and its value', () => {
    const f = extractFields(page([[[60, 'Re: Claim #24-7731902; Insured: Marisol Vega; DOL: 04/12/2024']]]), 'opposing_appraiser');
    expect(f.claimNumber?.value).toBe('24-7731902');
    expect(f.insuredName?.value).toBe('Marisol Vega');
    expect(f.dateOfLoss?.value).toBe('2024-04-12');
  });
});

describe('a vehicle line whose facts are separated by commas', () => {
  it('keeps the comma out of the model and the trim', () => {
    const f = extractFields(page([[[60, 'Vehicle: 2019 Honda Accord EX, VIN 1HGCV1F48KA012345, 48,221 miles']]]), 'opposing_appraiser');
    expect(f.vehicleModel?.value).toBe('Accord');
    expect(f.vehicleTrim?.value).toBe('EX');
    const g = extractFields(page([[[60, 'Vehicle: 2021 Toyota Camry, SE, 4D Sedan']]]), 'carrier_estimate');
    expect(g.vehicleModel?.value).toBe('Camry');
    expect(g.vehicleTrim?.value).toBe('SE');
  });
});

describe('an empty field at the end of a label row', () => {
  it("takes no value from under another label's column", () => {
    const f = extractFields(
      page([
        [
          [40, 'Claim Number'],
          [160, 'Date of Loss'],
          [280, 'Policy Number'],
        ],
        [
          [40, '24-7731902'],
          [160, '04/12/2024'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('24-7731902');
    expect(f.policyNumber).toBeUndefined();
  });
  it('still reads a value wrapped to the start of the next line under a filled label', () => {
    const f = extractFields(
      page([
        [
          [40, 'Insured: Marisol Vega'],
          [300, 'Claim #:'],
        ],
        [[40, 'A1B2C3D4E5']],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('A1B2C3D4E5');
  });
});
