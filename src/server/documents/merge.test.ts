/**
 * The packet decides together: consensus across documents, authority and text layers weigh more,
 * a VIN whose check digit and make agree beats one that does not, disagreements are reported in
 * gaps naming the documents, and a file's own content is used whatever step the user filed it under.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-file';
import type { FieldName } from './extract/labels';
import { mergeForGenerator } from './generator-merge';
import { type AnalyzedFile, mergeAnalyses } from './merge';
import { pageFromPlainText } from './text/lines';

type Spec = { kind: AnalyzedFile['kind']; read?: AnalyzedFile['kind']; ocr?: boolean; fields: Partial<Record<FieldName, string | [string, number]>> };
const file = (filename: string, s: Spec): AnalyzedFile => ({
  filename,
  kind: s.kind,
  analysis: {
    sha256: filename,
    fileType: 'pdf',
    kind: s.read ?? s.kind,
    confidence: 0.95,
    analyzed: true,
    note: null,
    refused: false,
    text: '',
    pages: 1,
    ocrPages: s.ocr ? 1 : 0,
    fields: Object.fromEntries(
      Object.entries(s.fields).map(([k, v]) => [k, { value: Array.isArray(v) ? v[0] : v, confidence: Array.isArray(v) ? v[1] : 0.9, page: 1 }]),
    ),
  },
});

describe('consensus', () => {
  it('lets two documents that agree outvote one that differs, and reports the disagreement', () => {
    const m = mergeAnalyses([
      file('carrier.pdf', { kind: 'carrier_estimate', fields: { claimNumber: 'CL-1000-77' } }),
      file('assignment.pdf', { kind: 'firm_assignment', fields: { claimNumber: 'CL-1000-71' } }),
      file('shop.pdf', { kind: 'shop_estimate', fields: { claimNumber: 'CL-1000-71' } }),
    ]);
    expect(m.claimData.claimNumber).toBe('CL-1000-71');
    const gap = m.gaps.find((g) => g.field === 'claimNumber');
    expect(gap?.note).toMatch(/CL-1000-71.*assignment\.pdf.*CL-1000-77.*carrier\.pdf/);
    expect(gap?.candidates?.map((c) => c.value)).toEqual(['CL-1000-71', 'CL-1000-77']);
  });
  it("takes the repair shop an assignment of benefits names, after any shop's own paper", () => {
    const aob = file('aob.pdf', { kind: 'opposing_appraiser', fields: { repairShopName: 'Harbor Point Collision' } });
    expect(mergeAnalyses([aob]).claimData.repairShopName).toBe('Harbor Point Collision');
    const shop = file('shop.pdf', { kind: 'shop_estimate', fields: { repairShopName: 'Harbor Point Collision & Paint' } });
    expect(mergeAnalyses([aob, shop]).claimData.repairShopName).toBe('Harbor Point Collision & Paint');
  });
  it('weighs a text layer above OCR', () => {
    const m = mergeAnalyses([
      file('scan.pdf', { kind: 'carrier_estimate', ocr: true, fields: { insuredName: 'Dana Whitfie1d' } }),
      file('text.pdf', { kind: 'carrier_estimate', fields: { insuredName: 'Dana Whitfield' } }),
    ]);
    expect(m.claimData.insuredName).toBe('Dana Whitfield');
  });
  it('prefers the VIN whose check digit holds and whose make agrees with the printed make', () => {
    const good = '1HGCM82633A004352'; // a Honda VIN with a true check digit
    const bad = '1HGCM82635A004352'; // one character off: the check digit fails
    const m = mergeAnalyses([
      file('a.pdf', { kind: 'carrier_estimate', fields: { vehicleVin: [bad, 0.95], vehicleMake: 'Honda' } }),
      file('b.pdf', { kind: 'shop_estimate', fields: { vehicleVin: [good, 0.9], vehicleMake: 'Honda' } }),
    ]);
    expect(m.claimData.vehicleVin).toBe(good);
  });
  it('does not call a stray low-confidence misread a conflict', () => {
    const m = mergeAnalyses([
      file('carrier.pdf', { kind: 'carrier_estimate', fields: { dateOfLoss: ['2026-03-02', 0.95] } }),
      file('photo.jpg', { kind: 'other', ocr: true, fields: { dateOfLoss: ['2026-08-02', 0.5] } }),
    ]);
    expect(m.claimData.dateOfLoss).toBe('2026-03-02');
    expect(m.gaps.find((g) => g.field === 'dateOfLoss')).toBeUndefined();
  });
});

describe("the user's filing does not throw data away (class 11)", () => {
  const letter = [
    'Cascade Independent Appraisals LLC',
    '1200 SW Main St, Portland, OR 97205',
    'RE: Demand for Appraisal',
    "Pursuant to the appraisal clause of the policy, our client invokes appraisal. I have been retained as the insured's appraiser.",
    'Appraiser:  Morgan Ellis',
    'Phone:  (503) 555-0199',
    'Email:  morgan.ellis@cascade.example',
  ].join('\n');
  it("keeps an appraiser letter's appraiser data when the user filed it under the shop step", () => {
    const a = analyzeText({ fileType: 'docx', pages: [pageFromPlainText(1, letter)] }, 'shop_estimate');
    expect(a.kind).toBe('opposing_appraiser');
    expect(a.fields.appraiserName?.value).toBe('Morgan Ellis');
    expect(a.fields.appraiserEmail?.value).toBe('morgan.ellis@cascade.example');
    const analysis = { ...a, sha256: 'x', fileType: 'docx' as const, refused: false };
    const m = mergeAnalyses([{ filename: 'letter.docx', kind: 'shop_estimate', analysis }]);
    expect(m.opposingAppraiserInfo).toMatchObject({ opposingAppraiserName: 'Morgan Ellis', opposingAppraiserEmail: 'morgan.ellis@cascade.example' });
    const g = mergeForGenerator([{ filename: 'letter.docx', kind: 'shop_estimate', analysis }], new Date(2026, 0, 5));
    expect(g.other_appraiser).toBe('Morgan Ellis');
  });
});

describe('an assignment of benefits filed with the appraisal papers', () => {
  const aob = [
    'ASSIGNMENT OF BENEFITS AND DIRECTION TO PAY',
    'Owner/Insured:  Marta Quinlan',
    'Phone:  (585) 933-1149',
    'Claim No.:  579A81404',
    'I hereby assign to Harbor Point Collision & Paint any and all insurance rights, benefits and proceeds for the repair of',
    'the vehicle described above, and direct my insurer to pay the repair facility directly.',
    'Date: 09/26/2025',
    'Signature of Marta Quinlan',
  ];
  it("is the insured's paper: no appraiser, company, phone or estimate date from it, wherever it is filed", () => {
    for (const filed of ['opposing_appraiser', 'shop_estimate', null] as const) {
      const a = analyzeText({ fileType: 'pdf', pages: [pageFromPlainText(1, aob.join('\n'))] }, filed);
      expect([a.fields.appraiserName, a.fields.appraiserCompany, a.fields.appraiserPhone, a.fields.estimateDate], String(filed)).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(a.fields.repairShopName?.value).toBe('Harbor Point Collision & Paint');
      expect(a.fields.insuredName?.value).toBe('Marta Quinlan');
    }
  });
  it("keeps the appraiser's data of an assignment to an appraisal firm, and takes no estimate date from it", () => {
    const toAppraiser = [
      'Cascade Independent Appraisals LLC',
      'ASSIGNMENT OF BENEFITS',
      'Insured: Marta Quinlan   Claim Number: 579A81404   Date: 09/26/2025',
      'I, Marta Quinlan, assign to Cascade Independent Appraisals LLC my rights to the appraisal benefits under my policy.',
      'Appraiser Name: Morgan Ellis',
      'Appraiser Phone: (503) 555-0199',
    ];
    const a = analyzeText({ fileType: 'pdf', pages: [pageFromPlainText(1, toAppraiser.join('\n'))] }, 'opposing_appraiser');
    expect([a.fields.appraiserName?.value, a.fields.appraiserPhone?.value, a.fields.estimateDate]).toEqual(['Morgan Ellis', '(503) 555-0199', undefined]);
  });
  it("still reads an appraiser's letter that mentions an assignment of benefits as the appraiser's", () => {
    const letter = [
      'Cascade Independent Appraisals LLC',
      'Re: Claim 579A81404, your insured Marta Quinlan',
      'Under the assignment of benefits the insured signed, the repair facility has invoked appraisal and retained me.',
      'Appraiser: Morgan Ellis',
      'Phone: (503) 555-0199',
    ];
    const a = analyzeText({ fileType: 'pdf', pages: [pageFromPlainText(1, letter.join('\n'))] }, 'opposing_appraiser');
    expect(a.fields.appraiserName?.value).toBe('Morgan Ellis');
    expect(a.fields.appraiserPhone?.value).toBe('(503) 555-0199');
  });
});

describe('generator merge', () => {
  it('reads the inspection check box', () => {
    const d = mergeForGenerator([file('assign.pdf', { kind: 'firm_assignment', fields: { inspectionRequired: 'No' } })], new Date(2026, 0, 5));
    expect(d.inspection).toBe('No');
  });

  it("reads the insured's phone and e-mail where the intake does, and prints the mileage with its thousands separator", () => {
    const d = mergeForGenerator(
      [
        file('estimate.pdf', { kind: 'carrier_estimate', fields: { phone: '(503) 555-0142', email: 'jordan@example.com', mileage: '45123' } }),
        file('letter.pdf', { kind: 'opposing_appraiser', fields: { phone: '(503) 555-0199' } }),
      ],
      new Date(2026, 0, 5),
    );
    expect(d.insured_phone).toBe('(503) 555-0142');
    expect(d.insured_email).toBe('jordan@example.com');
    expect(d.mileage).toBe('45,123');
    // The appraiser's phone is never the insured's; a form with no such document says nothing was found.
    const letterOnly = mergeForGenerator([file('letter.pdf', { kind: 'opposing_appraiser', fields: { phone: '(503) 555-0199' } })], new Date(2026, 0, 5));
    expect(letterOnly.insured_phone).toBe('');
    expect(letterOnly.mileage).toBe('N/A');
  });
});

describe('the insurer the documents name', () => {
  it("pre-fills the claim's insurance company from the carrier's paper over a crash report's", () => {
    const m = mergeAnalyses([
      file('report.pdf', { kind: 'other', fields: { insuranceCompany: 'NATIONWIDE' } }),
      file('valuation.pdf', { kind: 'carrier_estimate', fields: { insuranceCompany: 'NATIONWIDE GENERAL INS.' } }),
    ]);
    expect(m.claimData.insuranceCompany).toBe('NATIONWIDE GENERAL INS.');
  });
  it('leaves it empty when no document names one', () => {
    expect(mergeAnalyses([file('shop.pdf', { kind: 'shop_estimate', fields: { claimNumber: 'CL-1' } })]).claimData.insuranceCompany).toBeUndefined();
  });
});
