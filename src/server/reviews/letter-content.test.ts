import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '../../shared/content-defaults.js';
import type { ValuationChoices } from '../../shared/contracts/reviews.js';
import { extractDocumentText } from '../documents/text/extract-text.js';
import { dateInWords, type LetterClaim, totalLossLetter } from './letter-content.js';
import { renderLetterPdf } from './letter-pdf.js';
import { letterFileName, type PrintableLetter } from './letter-print.js';
import { normalCase, sameCondition } from './normal-case.js';
import { cleanValuation, comparable } from './valuation-fixtures.js';
import { buildValuationReview } from './valuation-review.js';

const claim: LetterClaim = {
  details: { claimNumber: 'CLM-1', policyNumber: 'POL-2', reportNumber: 'VR-3', insuredName: 'Jordan Avery', ownerAddress: '12 Elm Street, Tacoma, WA 98402' },
  dateOfLoss: '2024-08-08',
  vehicle: '2019 Honda Accord EX',
  vin: '1HGCV1F30KA000001',
  carrier: 'STATE FARM INSURANCE COMPANIES',
};

function review(
  disputedPoints: string[],
  keptComparableIds = ['doc-1', 'doc-2', 'doc-3', 'doc-4'],
  addedComparables: ValuationChoices['addedComparables'] = [],
) {
  const v = cleanValuation();
  v.comparables.push(
    comparable({ price: { value: 26000, page: 2, confidence: 0.9 }, adjustments: [], distanceMiles: 140, trim: 'EX 4D SEDAN FWD', dealer: 'SOUND AUTO' }),
  );
  v.chain.splice(1, 0, { label: 'Condition Adjustment', kind: 'adjustment', amount: -400, page: 1, confidence: 0.9 });
  // Base 22,000 (mean of 19,900, 21,100, 22,000, 26,000... by its own print); −400 condition; tax 6.5% on 21,600.
  v.baseValue = { value: 22250, page: 1, confidence: 0.95 };
  v.chain = v.chain.map((l) => (l.kind === 'base' ? { ...l, amount: 22250 } : l.kind === 'tax' ? { ...l, amount: 1420.25 } : l));
  v.chain = v.chain.map((l) => (l.kind === 'total' ? { ...l, amount: 22920.25 } : l));
  v.settlement = { value: 22920.25, page: 1, confidence: 0.95 };
  return buildValuationReview({
    referenceNumber: 'R',
    valuation: v,
    file: 'your report',
    claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null },
    vin: null,
    choices: { keptComparableIds, addedComparables, disputedPoints },
    stateCode: 'WA',
  });
}

describe('the total-loss letter', () => {
  it('closes a printed label cut where its line wrapped wherever the letter quotes it', () => {
    // CCC's summary: its average of the statewide and base values, the label's second line not read.
    const v = cleanValuation({ settlement: { value: 22265, page: 1, confidence: 0.95 } });
    const line = (label: string, amount: number) => ({ label, kind: 'base' as const, amount, page: 1, confidence: 0.95 });
    v.chain = [
      line('Washington Statewide Value', 21500),
      line('Base Vehicle Value', 21000),
      line('CCC Valuation (average of statewide', 21250),
      ...v.chain.filter((l) => l.kind !== 'base').map((l) => (l.kind === 'total' ? { ...l, amount: 22265 } : l)),
    ];
    const r = buildValuationReview({
      referenceNumber: 'R',
      valuation: v,
      file: 'your report',
      claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null },
      vin: null,
      choices: { keptComparableIds: ['doc-2', 'doc-3'], addedComparables: [] },
      stateCode: 'WA',
    });
    const letter = totalLossLetter(claim, r, DEFAULT_CONTENT);
    const all = JSON.stringify(letter);
    expect(all).toContain('CCC Valuation (average of statewide …)');
    expect(all).not.toMatch(/statewide(?! …\))/);
  });

  it('spells a comparable’s trim as the report spells the loss vehicle’s: “XLE” where the comparables print “Xle”', () => {
    const v = cleanValuation();
    v.lossVehicle.model = { value: 'RAV4', page: 1, confidence: 0.95 };
    v.lossVehicle.trim = { value: 'XLE', page: 1, confidence: 0.95 };
    v.comparables = v.comparables.map((c) => ({ ...c, make: 'Toyota', model: 'RAV4', trim: 'Xle Awd' }));
    const r = buildValuationReview({
      referenceNumber: 'R',
      valuation: v,
      file: 'your report',
      claim: { year: null, make: null, model: null, trim: 'XLE', vin: null, deductible: null },
      vin: null,
      choices: { keptComparableIds: ['doc-2', 'doc-3'], addedComparables: [] },
      stateCode: 'WA',
    });
    expect(r.comparables.map((c) => c.trim)).toEqual(['XLE Awd', 'XLE Awd', 'XLE Awd']);
    const letter = totalLossLetter(claim, r, DEFAULT_CONTENT);
    expect(letter.tables[0].rows.map((row) => row[1])).toEqual(['2019 Toyota RAV4 XLE Awd', '2019 Toyota RAV4 XLE Awd']);
    expect(JSON.stringify(letter)).not.toContain('Xle');
  });

  it('asks what it cannot value as a question outside its figures: never a $0.00 fee step, never a mileage demand without a figure', () => {
    // No fee line, and comparables without mileage adjustments (no rate to value the owner's odometer reading).
    const v = cleanValuation({ settlement: { value: 21865, page: 1, confidence: 0.95 }, valueBeforeDeductible: { value: 22365, page: 1, confidence: 0.95 } });
    v.chain = v.chain.filter((l) => l.kind !== 'fee').map((l) => (l.kind === 'total' ? { ...l, amount: 21865 } : l));
    v.comparables = v.comparables.map((c) => ({ ...c, adjustments: [] }));
    // The lowest comparable left out: mean (21,000 + 22,000) ÷ 2 = 21,500, above the base of 21,000.
    const r = buildValuationReview({
      referenceNumber: 'R',
      valuation: v,
      file: 'your report',
      claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null },
      vin: null,
      choices: { keptComparableIds: ['doc-2', 'doc-3'], addedComparables: [], mileage: 39000 },
      stateCode: 'WA',
    });
    expect(r.points.find((p) => p.kind === 'no-title-fees')?.status).toBe('information');
    expect(r.points.find((p) => p.kind === 'mileage')?.status).toBe('information');
    const letter = totalLossLetter(claim, r, DEFAULT_CONTENT);
    const paragraphs = letter.paragraphs;
    const disputed = paragraphs.indexOf('Your valuation report is disputed on these points:');
    const asked = paragraphs.indexOf('Please also answer these questions; they are not counted in the figures above:');
    expect(disputed).toBeGreaterThan(0);
    // Asked after the letter's figures, so that "correcting only these points" names the disputed ones alone.
    const figures = paragraphs.findIndex((p) => p.startsWith('Correcting only this point,'));
    expect(figures).toBeGreaterThan(disputed);
    expect(asked).toBeGreaterThan(figures);
    const fees = paragraphs.findIndex((p) => p.includes('title or registration fee'));
    const mileage = paragraphs.findIndex((p) => p.includes('the owner states 39,000'));
    expect(fees).toBeGreaterThan(asked);
    expect(mileage).toBeGreaterThan(asked);
    expect(paragraphs[fees]).toMatch(/Which title and registration fees will your payment include, and in what amount\?$/);
    expect(paragraphs[mileage]).toMatch(/\?$/);
    expect(paragraphs[mileage]).not.toMatch(/should be redone/);
    // The working has no fee step at all rather than a $0.00 one, and its sum says so.
    const working = letter.tables[1].rows;
    expect(working.find((row) => /fee/i.test(row[0]))).toBeUndefined();
    expect(working.find((row) => row[0] === 'Value before deductible')?.[2]).not.toMatch(/fees/);
  });

  it('puts only points in the claimant’s favour to the carrier, with the alternative’s own figures', () => {
    const r = review(['deduction-2']);
    expect(r.letterAllowed).toBe(true);
    const letter = totalLossLetter(claim, r, DEFAULT_CONTENT);
    const text = letter.paragraphs.join('\n');
    // The far comparable is priced above the rest: disputing it would lower the value, so it is not raised.
    expect(r.points.find((p) => p.kind === 'distance')?.status).toBe('against');
    expect(text).not.toMatch(/140 miles/);
    expect(text).toMatch(/Condition Adjustment/);
    expect(text).toMatch(/This point adds \$426\.00 to the amount owed/);
    expect(text).toContain(
      `$${(22920.25 + 426).toLocaleString('en-US', { minimumFractionDigits: 2 })} is owed: $426.00 more than your settlement of $22,920.25`,
    );
    // The working leaves the disputed deduction out of the letter's own figures.
    expect(letter.tables[1].rows.find((row) => row[0] === 'Condition Adjustment')?.[1]).toBe('$0.00');
  });

  it('raises the claimant’s own change to the comparables as a point, with what it adds', () => {
    // The lowest (19,900) left out: mean (21,100 + 22,000 + 26,000) ÷ 3 = 23,033.33, +783.33; tax 6.5% +50.92.
    const r = review([], ['doc-2', 'doc-3', 'doc-4']);
    expect(r.points[0]).toMatchObject({ id: 'comparables', status: 'applied', change: 834.25 });
    expect(r.letterAllowed).toBe(true);
    const text = totalLossLetter(claim, r, DEFAULT_CONTENT).paragraphs.join('\n');
    expect(text).toMatch(
      /1\. The comparables are corrected: left out, Comparable 1 \(2019 Honda Accord EX 4D Sedan FWD, Harbor Honda\)\. .* This point adds \$834\.25/,
    );
    // Leaving out the dearest instead would lower the value: not applied, not put to the carrier.
    const against = review([], ['doc-1', 'doc-2', 'doc-3']);
    expect(against.points.find((p) => p.id === 'comparables')?.status).toBe('against');
    expect(against.letterAllowed).toBe(false);
  });

  it('gives a reason to leave out a comparable the comparables point leaves out no figure of its own', () => {
    const v = cleanValuation();
    v.comparables[0] = { ...v.comparables[0], distanceMiles: 140 } as (typeof v.comparables)[number];
    const r = buildValuationReview({
      referenceNumber: 'R',
      valuation: v,
      file: 'your report',
      claim: { year: null, make: null, model: null, trim: null, vin: null, deductible: null },
      vin: null,
      choices: { keptComparableIds: ['doc-2', 'doc-3'], addedComparables: [], disputedPoints: ['comparable-1-distance'] },
      stateCode: 'WA',
    });
    const applied = r.points.filter((p) => p.status === 'applied').map((p) => p.id);
    expect(applied).toEqual(expect.arrayContaining(['comparables', 'comparable-1-distance']));
    const text = totalLossLetter(claim, r, DEFAULT_CONTENT).paragraphs.join('\n');
    expect(text.match(/This point adds/g)).toHaveLength(1);
    expect(text).toMatch(/140 miles .* This is a reason Comparable 1 is left out in point 1; its effect is counted there\./);
  });

  it('prints an added comparable’s adjusted figure in the comparables table, the one the working uses', () => {
    const added = {
      year: 2019,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      mileage: 40000,
      price: 27500,
      adjustedPrice: 27000,
      adjustmentMethod: 'asking price less $500 for its options',
    };
    const letter = totalLossLetter(claim, review([], undefined, [added]), DEFAULT_CONTENT);
    const row = letter.tables[0].rows.at(-1);
    expect(row?.slice(4, 6)).toEqual(['$27,500.00', '$27,000.00']);
    expect(letter.tables[1].rows.find((r) => r[0].startsWith(`Comparable ${row?.[0]} `))?.[1]).toBe('$27,000.00');
  });

  it('writes every formality: the particulars, the date in words, normal case, the firm’s appraisal wording and the days', () => {
    const letter = totalLossLetter(claim, review(['deduction-2']), DEFAULT_CONTENT);
    expect(letter.addressee).toEqual(['State Farm Insurance Companies', 'Claims Department']);
    expect(letter.subject.split('\n')).toEqual([
      'Insured and owner: Jordan Avery, 12 Elm Street, Tacoma, WA 98402',
      'Claim number: CLM-1',
      'Policy number: POL-2',
      'Valuation report number: VR-3',
      'Vehicle: 2019 Honda Accord EX, VIN 1HGCV1F30KA000001',
      'Date of loss: August 8, 2024',
    ]);
    const text = letter.paragraphs.join('\n');
    expect(text).toMatch(/Please name your company’s appraiser in writing within 20 days/);
    expect(text).toMatch(/Marcus Reyes, Senior Appraiser, of Frontier/);
    expect(letter.letterhead).toEqual(DEFAULT_CONTENT.letter.letterhead);
    expect(letter.signature).toContain('I, Jordan Avery, authorize Frontier to act for me in the appraisal of this loss.');
    expect(`${text}\n${letter.subject}`).not.toMatch(/not given/);
    // One trim written one way, dealers in normal case.
    expect(letter.tables[0].rows.map((r) => r[1])).toEqual(Array(4).fill('2019 Honda Accord EX 4D Sedan FWD'));
    expect(letter.tables[0].rows[3][6]).toBe('Sound Auto, Dealer Ad');
    // A trim is printed as the report prints it, never normal-cased ("XLE", not "Xle").
    const xle = review([]);
    for (const c of xle.comparables) c.trim = 'XLE PREMIUM';
    expect(totalLossLetter(claim, xle, DEFAULT_CONTENT).tables[0].rows.map((r) => r[1])).toEqual(Array(4).fill('2019 Honda Accord XLE PREMIUM'));
    const days = totalLossLetter(claim, review(['deduction-2']), { ...DEFAULT_CONTENT, letter: { ...DEFAULT_CONTENT.letter, appraiserDays: 15 } });
    expect(days.paragraphs.join('\n')).toMatch(/within 15 days/);
  });

  it('helpers: normal case, dates in words, conditions in other words, file names by version', () => {
    expect(normalCase('STATE FARM MUTUAL AUTOMOBILE INSURANCE CO')).toBe('State Farm Mutual Automobile Insurance Co');
    expect(normalCase('GRAND CHEROKEE LIMITED 4WD')).toBe('Grand Cherokee Limited 4WD');
    expect(normalCase('USAA')).toBe('USAA');
    expect(normalCase('Keystone Mutual')).toBe('Keystone Mutual');
    // A short code stays a code with its punctuation: never "Xle.".
    expect(normalCase('CAMRY XLE. (SE)')).toBe('Camry XLE. (SE)');
    expect(dateInWords('2026-11-29')).toBe('November 29, 2026');
    expect(sameCondition('Good', '3.00-Good')).toBe(true);
    expect(sameCondition('Excellent', '3.00-Good')).toBe(false);
    expect(letterFileName('CLM 1/2', 3, 'pdf')).toBe('Appraisal_Demand_CLM_1_2_version_3.pdf');
  });
});

describe('the letter as PDF', () => {
  const printable = (paragraphs: number, rows: number): PrintableLetter => ({
    firmName: 'Frontier',
    letterhead: ['Frontier Appraisal Services'],
    date: 'November 29, 2026',
    title: 'Demand for appraisal',
    addressee: ['Claims Department'],
    subject: 'Claim number: CLM-1',
    paragraphs: [...Array.from({ length: paragraphs }, (_, i) => `Paragraph ${i + 1}. ${'A line of the letter that runs on. '.repeat(6)}`), 'Sincerely,'],
    signature: ['Dana Whitfield'],
    tables: [
      { title: 'Comparables', columns: ['#', 'Vehicle'], rows: Array.from({ length: rows }, (_, i) => [`ROW${String(i + 1).padStart(2, '0')}`, 'A vehicle']) },
    ],
  });

  it('keeps the closing and the signatory with the last two lines of the body, and moves no more than that over a page', async () => {
    const signature = [
      '______________________________',
      'Dana Whitfield, Claims Manager',
      'Frontier',
      '',
      'Authorization of the insured',
      'I, Jordan Avery, authorize Frontier.',
      '______________________________          Date: ______________',
      'Jordan Avery, insured',
    ];
    let moved = 0;
    for (let paragraphs = 8; paragraphs <= 14; paragraphs += 1) {
      const letter = printable(paragraphs, 0);
      letter.paragraphs = [...letter.paragraphs.slice(0, -1).map((p, i) => `${p}It ends here: LASTWORDS${i + 1}`), 'Sincerely,'];
      const pages = (await extractDocumentText(await renderLetterPdf({ ...letter, signature, tables: [] }), { ocr: false })).pages.map((p) => p.text);
      const at = pages.findIndex((p) => p.includes('Sincerely,'));
      expect(pages[at], `${paragraphs} paragraphs`).toContain(`LASTWORDS${paragraphs}`);
      expect(pages[at], `${paragraphs} paragraphs`).toContain('Dana Whitfield');
      // What goes over is the last two lines at most: the last paragraph's opening stays on the page before.
      if (at > 0 && !pages[at].includes(`LASTWORDS${paragraphs - 1}`)) {
        moved += 1;
        expect(pages[at - 1], `${paragraphs} paragraphs`).toContain(`Paragraph ${paragraphs}.`);
      }
    }
    expect(moved).toBeGreaterThan(0);
  }, 60_000);

  it('never leaves fewer than three rows of a table on a page, wherever the break falls', async () => {
    for (let paragraphs = 8; paragraphs <= 20; paragraphs += 1) {
      const rows = 9;
      const text = await extractDocumentText(await renderLetterPdf(printable(paragraphs, rows)), { ocr: false });
      const counts = text.pages.map((p) => (p.text.match(/ROW\d\d/g) ?? []).length).filter((n) => n > 0);
      expect(
        counts.reduce((a, b) => a + b, 0),
        `${paragraphs} paragraphs`,
      ).toBe(rows);
      for (const n of counts) expect(n, `${paragraphs} paragraphs: ${counts.join('/')}`).toBeGreaterThanOrEqual(3);
    }
  }, 60_000);
});
