/**
 * The learned classifier: the model loads and matches its features, the trainer learns, and the
 * failure classes of issue 11 (an unknown insurer's Mitchell-style estimate, the firm's own letter on
 * an "… Appraisal Services" letterhead) are decided by what the document is, on documents of our own.
 */
import { describe, expect, it } from 'vitest';
import { pageFromPlainText } from '../text/lines';
import type { DocumentText } from '../text/types';
import { classifyText } from './classify';
import { FEATURE_NAMES, namesInsurer } from './features';
import model from './model.json' with { type: 'json' };
import { predict, trainModel } from '../learn/logistic';

const plain = (text: string): DocumentText => ({ fileType: 'docx', pages: [pageFromPlainText(1, text)] });

describe('model', () => {
  it('was trained on the current feature list, with one weight row per kind', () => {
    expect(model.features).toEqual(FEATURE_NAMES);
    expect(model.weights).toHaveLength(model.classes.length);
    for (const row of model.weights) expect(row).toHaveLength(FEATURE_NAMES.length);
  });
  it('training learns a separable rule and is deterministic', () => {
    const samples = [
      { x: [1, 0], y: 0 },
      { x: [0, 1], y: 1 },
      { x: [1, 0], y: 0 },
      { x: [0, 1], y: 1 },
    ];
    const a = trainModel(samples, ['a', 'b'], ['f', 'g'], { epochs: 200 });
    expect(a).toEqual(trainModel(samples, ['a', 'b'], ['f', 'g'], { epochs: 200 }));
    expect(predict(a, [1, 0])[0]).toBeGreaterThan(0.8);
    expect(predict(a, [0, 1])[1]).toBeGreaterThan(0.8);
  });
});

describe('insurer lexicon', () => {
  it('knows insurers from the data file and generic insurer words, not shop names', () => {
    expect(namesInsurer('GEICO Claims Office')).toBe(true);
    expect(namesInsurer('Pinecrest Mutual')).toBe(true);
    expect(namesInsurer('Rolling Hills Collision & Glass')).toBe(false);
  });
});

// An estimate by an insurer that is in no list: a Mitchell-style print with a staff appraiser's author line.
const UNKNOWN_INSURER_MITCHELL = [
  'Bramblewood Underwriters',
  'Claims Office  Tulsa, OK',
  'Damage Assessed By:  Lena Ortiz, Staff Appraiser',
  'Claim No:  BW-2231-884',
  'Insured:  Paul Reyes',
  'Line  Oper  Description  Labor Units  Price',
  '1  Repl  Front Bumper Cover  2.1  412.00',
  '2  Rpr  LT Fender  1.5  0.00',
  '3  Refn  LT Fender  2.2  0.00',
  'Net Cost of Repairs  2,981.40',
  'Mitchell Data Version: OEM 05/2026',
].join('\n');

describe('who wrote it', () => {
  it("calls a Mitchell-style estimate from an insurer nobody listed the carrier's", () => {
    expect(classifyText(plain(UNKNOWN_INSURER_MITCHELL)).kind).toBe('carrier_estimate');
  });
  it('recognises the firm\'s own assignment letter by the configured firm name, even on an "Appraisal Services" letterhead', () => {
    const letter = [
      'Harborview Appraisal Services',
      '88 Dock St, Mobile, AL 36602',
      'New Appraisal Assignment',
      'Please inspect the vehicle below and contact the insured to schedule.',
      'Claim Number:  HV-55120',
      'Insured:  Dana Whitfield',
      'Vehicle:  2019 Honda Accord',
    ].join('\n');
    expect(classifyText(plain(letter), { firmName: 'Harborview' }).kind).toBe('firm_assignment');
    // The same letterhead under another firm's configuration is somebody else's appraisal firm.
    expect(classifyText(plain(letter), { firmName: 'Some Other Firm' }).kind).not.toBe('firm_assignment');
  });
  it("recognises the firm's letterhead as OCR read it, a letter or two off in its long words", () => {
    const letter = (head: string) =>
      plain(
        [
          head,
          '662 Commerce Plaza, Suite 210 - Columbus, OH 43229 - (614) 555-0142',
          'NEW ASSIGNMENT - APPRAISAL REQUEST',
          'Firm File #: NG-25-1187    Date Assigned: 03/05/2025',
          'Client: Cumberland Valley    Clm #: 79-1556272-96',
          'Insd: Lucinda Pruitt    Loss Dt: 2/18/25',
        ].join('\n'),
      );
    const firmName = 'Northgate Auto Appraisal Services';
    expect(classifyText(letter('NORITHGAIE AUTO APPRAISAL SERVICES'), { firmName }).kind).toBe('firm_assignment');
    // Another firm of the same trade words is not ours: a different first word is more than OCR's slack.
    expect(classifyText(letter('NORTHFIELD AUTO APPRAISAL SERVICES'), { firmName }).kind).not.toBe('firm_assignment');
    // A firm named by one word is matched as printed: one letter off is another name.
    expect(classifyText(letter('NORTHGAIE APPRAISAL'), { firmName: 'Northgate' }).kind).not.toBe('firm_assignment');
    expect(classifyText(letter('NORTHGATE APPRAISAL'), { firmName: 'Northgate' }).kind).toBe('firm_assignment');
  });
});

describe("an appraiser's own estimate (class 1 / 7)", () => {
  it("is the other side's appraiser, not the carrier, when it calls itself the appraiser's estimate", () => {
    const doc = plain(
      [
        'Lakeshore Vehicle Appraisers',
        '40 Pier Rd | Erie, PA 16507 | (814) 555-0161',
        "APPRAISER'S ESTIMATE OF LOSS",
        'Estimate Date: 02/11/2025    Prepared by: Wren Castillo',
        'Insured: Omar Diallo    Carrier: Granite Mutual    Claim No.: 55-81234',
        '#  Operation / Description        Part No.     Price    Labor   Paint',
        '1  R&R Front bumper cover         BC-1182      412.00   1.8     2.6',
        '2  R&R Left headlamp assembly     HL-2291      388.10   0.6',
        'Parts   $800.10',
        'Body Labor  2.4 hrs @ $60.00/hr   $144.00',
        'Total   $1,120.44',
      ].join('\n'),
    );
    expect(classifyText(doc, { firmName: 'Northgate Auto Appraisal Services' }).kind).toBe('opposing_appraiser');
  });
});
