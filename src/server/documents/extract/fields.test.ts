/**
 * Golden tests for the failure classes of issue 11, each on a small positioned document of our own
 * that shows the class (no copy of any one layout): a label taken as a value, glued text runs, OCR
 * noise, role blocks read whole, the appraiser's own figure in a letter, valuation subject vs
 * comparables, check boxes, a deductible in parentheses beside a total.
 */
import { describe, expect, it } from 'vitest';
import { computeVinCheckDigit } from '../../../shared/vin';
import { groupIntoLines, pageFromLines } from '../text/lines';
import type { DocumentText, TextLine } from '../text/types';
import { assignmentOfBenefits } from './candidates/sections';
import { readCheckbox } from './checkbox';
import { extractFields, readOcrVin, undoubled } from './fields';
import { readBrokenEmail, readEmail } from './normalize';
import { looksLikeLabel, noiseScore } from './validate';

/** One page of rows; each row holds [x, text] cells (5 pt per character); null is a blank line. */
function page(rows: Array<Array<[number, string]> | null>, ocr = false): DocumentText {
  const lines: TextLine[] = [];
  rows.forEach((cells, i) => {
    if (!cells) return;
    const y = 40 + i * 14;
    lines.push({ y, text: cells.map(([, t]) => t).join('  '), items: cells.map(([x, str]) => ({ str, x, y, width: str.length * 5 })) });
  });
  return { fileType: 'pdf', pages: [pageFromLines(1, lines, ocr)] };
}

/** A VIN with a true check digit, from a 17-character pattern whose 9th character is a placeholder. */
const vin = (s: string) => s.slice(0, 8) + computeVinCheckDigit(s) + s.slice(9);

describe('a label is not a value (class 3)', () => {
  it('skips a next cell that is a label and takes the value below', () => {
    const f = extractFields(
      page([
        [
          [50, 'Insured:'],
          [300, 'Valuation Type'],
        ],
        [
          [50, 'Dana Whitfield'],
          [300, 'Market'],
        ],
        [
          [50, 'Model:'],
          [300, 'Body Style'],
        ],
        [
          [50, 'Camry'],
          [300, '4D Sedan'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.insuredName?.value).toBe('Dana Whitfield');
    expect(f.vehicleModel?.value).toBe('Camry');
  });
  it('does not take "VIN 1HG…" wrapped under an empty trim as the trim', () => {
    const f = extractFields(page([[[50, 'Trim:']], [[50, 'VIN 1HGCM82633A004352']]]), 'carrier_estimate');
    expect(f.vehicleTrim).toBeUndefined();
    expect(f.vehicleVin?.value).toBe('1HGCM82633A004352');
  });
  it('ends a year-make-model line at the next label or serial, so "VIN 1J4…" on the same line is no trim', () => {
    for (const [ocr, printed] of [
      [false, '1J41BF0B5HH601124'],
      [true, '1J41BFOBSHH601124'],
    ] as const) {
      const f = extractFields(
        page(
          [
            [
              [50, 'Vehicle:'],
              [120, `2017 Jeep Grand Cherokee VIN ${printed}`],
            ],
            [
              [50, 'Owner:'],
              [120, 'Annette Dunleavy'],
            ],
          ],
          ocr,
        ),
        'other',
      );
      expect([f.vehicleYear?.value, f.vehicleMake?.value, f.vehicleModel?.value, f.vehicleTrim], ocr ? 'scanned' : 'text').toEqual([
        '2017',
        'Jeep',
        'Grand Cherokee',
        undefined,
      ]);
    }
    const f = extractFields(
      page([
        [
          [50, 'Vehicle:'],
          [120, '2019 Honda Accord Sport Mileage: 48,120'],
        ],
      ]),
      'other',
    );
    expect([f.vehicleModel?.value, f.vehicleTrim?.value]).toEqual(['Accord', 'Sport']);
  });
  it('takes a model whose name begins with the word "Model" for a value ("Model 3 Performance")', () => {
    const f = extractFields(
      page([
        [
          [40, 'Year'],
          [90, 'Make'],
          [140, 'Model'],
          [260, 'VIN'],
        ],
        [
          [40, '2018'],
          [90, 'Tesla'],
          [140, 'Model 3 Performance'],
          [260, '5YJDAF378JC500678'],
        ],
      ]),
      'shop_estimate',
    );
    expect([f.vehicleModel?.value, f.vehicleTrim?.value]).toEqual(['Model 3', 'Performance']);
    expect(looksLikeLabel('MODEL Y')).toBe(false);
    expect(looksLikeLabel('Model 2019')).toBe(true);
  });
  it('knows label-like values', () => {
    expect(looksLikeLabel('Valuation Type')).toBe(true);
    expect(looksLikeLabel('Trim Line')).toBe(true);
    expect(looksLikeLabel('VIN 1N4AL3AP8JC123456')).toBe(true);
    expect(looksLikeLabel('Dana Whitfield')).toBe(false);
    expect(looksLikeLabel('Rolling Hills Collision')).toBe(false);
    for (const value of ['Sport Line', 'E Class', 'Insured vehicle struck at 25 mph by a pickup']) expect(looksLikeLabel(value)).toBe(false);
  });
});

describe("the firm's file number (class 2)", () => {
  it('reads "<firm> File #" for whatever firm is configured', () => {
    expect(
      extractFields(
        page([
          [
            [50, 'Harborview File #:'],
            [200, 'HV-25-4355'],
          ],
        ]),
        'firm_assignment',
      ).firmFileNumber?.value,
    ).toBe('HV-25-4355');
  });
});

describe('glued runs and OCR noise (classes 4 and 5)', () => {
  it('keeps a large letterhead apart from the small title printed under it', () => {
    const lines = groupIntoLines([
      { str: 'Rolling Hills Collision & Glass', x: 150, y: 40, width: 330, height: 24 },
      { str: 'Estimate of Repairs', x: 240, y: 48, width: 95, height: 10 },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Rolling Hills Collision & Glass', 'Estimate of Repairs']);
  });
  it('refuses a shop name that runs into a document title', () => {
    const f = extractFields(
      page([[[50, 'Rolling Hills Collision & Glassmate Of Repairs']], [[50, '88 Dock St']], [[50, 'Phone: (251) 555-0199']]]),
      'shop_estimate',
    );
    expect(f.repairShopName).toBeUndefined();
    expect(f.shopPhone?.value).toBe('(251) 555-0199');
  });
  it('refuses OCR noise as a name and accepts real names', () => {
    const f = extractFields(
      page(
        [
          [
            [50, 'Repair Facility:'],
            [200, 'SNEl SO Ya es SC GG Sd SDE'],
          ],
        ],
        true,
      ),
      'other',
    );
    expect(f.repairShopName).toBeUndefined();
    for (const name of ["Peotter's Auto Body", 'McAllister Collision', 'A & B Auto Repair', 'Dana J Whitfield']) expect(noiseScore(name)).toBe(0);
    expect(noiseScore('SNEl SO Ya es SC GG Sd SDE')).toBeGreaterThan(0.5);
  });
});

describe('role blocks read whole (class 6)', () => {
  it('reads owner and repair facility blocks side by side, name through ZIP, phone and e-mail', () => {
    const f = extractFields(
      page([
        [
          [50, 'Owner/Insured'],
          [300, 'Repair Facility'],
        ],
        [
          [50, 'Dana Whitfield'],
          [300, 'Rolling Hills Collision'],
        ],
        [
          [50, '412 Birch Ln'],
          [300, '88 Dock St'],
        ],
        [
          [50, 'Mobile, AL 36602'],
          [300, 'Mobile, AL 36604'],
        ],
        [
          [50, 'Cell: (251) 555-0142'],
          [300, '(251) 555-0199'],
        ],
        [[50, 'dana.w@example.com']],
      ]),
      'carrier_estimate',
    );
    expect(f.insuredName?.value).toBe('Dana Whitfield');
    expect(f.phone?.value).toBe('(251) 555-0142');
    expect(f.email?.value).toBe('dana.w@example.com');
    expect(f.repairShopName?.value).toBe('Rolling Hills Collision');
    expect(f.shopAddress?.value).toBe('88 Dock St, Mobile, AL 36604');
    expect(f.shopPhone?.value).toBe('(251) 555-0199');
  });
  it('reads an inspection location block with its street, city, state and ZIP', () => {
    const f = extractFields(
      page([
        [
          [50, 'Inspection Location:'],
          [200, 'Rolling Hills Collision'],
        ],
        [[200, '88 Dock St']],
        [[200, 'Mobile, AL 36604']],
        null,
        null,
        [[50, 'Claim #: RH-22345']],
      ]),
      'firm_assignment',
    );
    expect(f.vehicleLocation?.value).toBe('Rolling Hills Collision, 88 Dock St, Mobile, AL 36604');
    expect(f.claimNumber?.value).toBe('RH-22345');
  });
  it("keeps a location block's place name that has no company word, and drops the owner's name in another order", () => {
    const f = extractFields(
      page([
        [
          [50, 'Owner:'],
          [300, 'Vehicle Location:'],
        ],
        [
          [50, 'PEOTTER, JORDAN M'],
          [300, 'Precision Coachworks'],
        ],
        [
          [50, '1423 NE Alberta St'],
          [300, '7322 Cypress Bend Ct'],
        ],
        [
          [50, 'Portland, OR 97211'],
          [300, 'Greenville, SC 29607'],
        ],
        null,
        null,
        [[50, 'Claim #: RH-22345']],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleLocation?.value).toBe('Precision Coachworks, 7322 Cypress Bend Ct, Greenville, SC 29607');
    const home = extractFields(
      page([
        [
          [50, 'Owner:'],
          [300, 'Inspection Location:'],
        ],
        [
          [50, 'PEOTTER, JORDAN M'],
          [300, 'Jordan Peotter'],
        ],
        [
          [50, '1423 NE Alberta St'],
          [300, '1423 NE Alberta St'],
        ],
        [
          [50, 'Portland, OR 97211'],
          [300, 'Portland, OR 97211'],
        ],
        null,
        null,
        [[50, 'Claim #: RH-22345']],
      ]),
      'carrier_estimate',
    );
    expect(home.vehicleLocation?.value).toBe('1423 NE Alberta St, Portland, OR 97211');
  });
  it('tells the appraiser from his company in an appraiser block', () => {
    const f = extractFields(
      page([
        [[50, 'Appraiser:']],
        [[50, 'Cascade Appraisals LLC']],
        [[50, 'Morgan Ellis']],
        [[50, '1200 SW Main St']],
        [[50, 'Portland, OR 97205']],
        [[50, 'morgan@cascade.example']],
      ]),
      'opposing_appraiser',
    );
    expect(f.appraiserName?.value).toBe('Morgan Ellis');
    expect(f.appraiserCompany?.value).toBe('Cascade Appraisals LLC');
    expect(f.appraiserEmail?.value).toBe('morgan@cascade.example');
    expect(f.appraiserAddress?.value).toBe('1200 SW Main St, Portland, OR 97205');
  });
});

describe("the appraiser's own figure and date in a letter (class 7)", () => {
  it("takes the writer's estimate, not the carrier's figure it disputes", () => {
    const f = extractFields(
      page([
        [[50, 'Dear Claims Manager,']],
        [[50, "The carrier's estimate of $3,120.00 omits the rear body panel. Please find enclosed my estimate, dated May 2, 2026,"]],
        [[50, 'which totals $7,945.10 for the repairs the vehicle needs.']],
      ]),
      'opposing_appraiser',
    );
    expect(f.estimateAmount?.value).toBe('7,945.10');
    expect(f.estimateDate?.value).toBe('2026-05-02');
  });
});

describe('valuation reports (class 8)', () => {
  it('reads the subject vehicle, not the comparables, and the adjusted value as the figure', () => {
    const subject = vin('2T1BURHE0KC000111');
    const comp = vin('2T1BURHE0LC000222');
    const f = extractFields(
      page([
        [[50, 'Vehicle Valuation Report']],
        [
          [50, 'Year'],
          [120, 'Make'],
          [200, 'Model'],
          [300, 'VIN'],
        ],
        [
          [50, '2019'],
          [120, 'Toyota'],
          [200, 'Corolla'],
          [300, subject],
        ],
        [[50, 'Comparable Vehicles']],
        [
          [50, `Year: 2020  Make: Toyota  Model: Corolla  VIN: ${comp}`],
          [450, '$18,900.00'],
        ],
        [
          [50, 'Base Value:'],
          [200, '$18,400.00'],
        ],
        [
          [50, 'Adjusted Vehicle Value:'],
          [200, '$17,950.00'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleVin?.value).toBe(subject);
    expect(f.vehicleYear?.value).toBe('2019');
    expect(f.estimateAmount?.value).toBe('17,950.00');
  });

  it("gives no comparable's VIN for the claim's when the subject's VIN cannot be read", () => {
    const comps = [vin('JM3KFBCM_N0774353'), vin('JM3KFBCM_N0459671')];
    const f = extractFields(
      page(
        [
          [[50, 'VEHICLE DETAILS']],
          [
            [50, 'VIN'],
            [200, 'IM3KEBCMEN0973917'],
          ],
          [
            [50, 'Year'],
            [200, '2022'],
          ],
          [[50, 'COMPARABLE VEHICLES']],
          ...comps.flatMap(
            (c, i): Array<Array<[number, string]>> => [
              [
                [50, `Comp ${i + 1}`],
                [200, '2022 Mazda CX-5 Touring'],
              ],
              [
                [50, '4 Miles From Tyler, TX'],
                [200, `VIN: ${c}`],
              ],
            ],
          ),
        ],
        true,
      ),
      'carrier_estimate',
    );
    expect(comps).not.toContain(f.vehicleVin?.value);
    expect(f.vehicleYear?.value).toBe('2022');
  });
});

describe('check boxes (class 9)', () => {
  it('reads the marked option in the usual printed and scanned forms', () => {
    expect(readCheckbox('Yes X No')).toBe('No');
    expect(readCheckbox('X Yes No')).toBe('Yes');
    expect(readCheckbox('[ ] Yes [X] No')).toBe('No');
    expect(readCheckbox('☐ Yes ☒ No')).toBe('No');
    expect(readCheckbox('Yes [X] No [ ]')).toBe('Yes');
    expect(readCheckbox('Yes No')).toBeNull();
  });
  it('fills the field from a form line, whether the boxes are one cell or several', () => {
    expect(extractFields(page([[[50, 'Inspection Required: Yes X No']]]), 'firm_assignment').inspectionRequired?.value).toBe('No');
    expect(
      extractFields(
        page([
          [
            [50, 'Inspection Required'],
            [200, '[X] Yes'],
            [260, '[ ] No'],
          ],
        ]),
        'firm_assignment',
      ).inspectionRequired?.value,
    ).toBe('Yes');
  });
});

describe('a deductible in parentheses (class 10, form fields)', () => {
  it('is the deductible, never the net or gross total', () => {
    const f = extractFields(
      page([
        [
          [50, 'Gross Total:'],
          [250, '$4,500.00'],
        ],
        [
          [50, 'Deductible:'],
          [250, '($1,000.00)'],
        ],
        [
          [50, 'Net Total:'],
          [150, '($1,000.00)'],
          [250, '$3,500.00'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.deductible?.value).toBe('1,000.00');
    expect(f.netTotal?.value).toBe('3,500.00');
    expect(f.grossTotal?.value).toBe('4,500.00');
  });
});

describe("the insured's contacts in an owner block (class 6)", () => {
  it('reads a phone printed with its kind before or after it, and the e-mail, when the next column heading sits on the header line', () => {
    const f = extractFields(
      page([
        [
          [40, 'Owner:'],
          [220, 'Loss Site:'],
          [400, 'Carrier:'],
        ],
        [
          [40, 'Reyes, Paloma'],
          [220, 'Kestrel Body Works'],
          [400, 'Granite Mutual'],
        ],
        [
          [40, '41 Alder Way'],
          [220, '9 Mill Rd'],
        ],
        [
          [40, 'Dover, DE 19901'],
          [220, 'Dover, DE 19904'],
        ],
        [
          [40, '(302) 555-0147 Cell'],
          [220, 'Released: Yes'],
        ],
        [[40, 'paloma.reyes@example.net']],
      ]),
      'carrier_estimate',
    );
    expect(f.insuredName?.value).toBe('Paloma Reyes');
    expect(f.phone?.value).toBe('(302) 555-0147');
    expect(f.email?.value).toBe('paloma.reyes@example.net');
  });
  it('reads "Evening: (…)" and "E-mail:" lines of the block', () => {
    const f = extractFields(
      page([
        [
          [40, 'Insured'],
          [300, 'Appraiser'],
        ],
        [
          [40, 'Tomas Lindgren'],
          [300, 'Ada Voss'],
        ],
        [
          [40, 'Evening: (614) 555-0190'],
          [300, 'Field Date: 04/02/2025'],
        ],
        [[40, 'E-mail: tlindgren@example.org']],
      ]),
      'carrier_estimate',
    );
    expect(f.phone?.value).toBe('(614) 555-0190');
    expect(f.email?.value).toBe('tlindgren@example.org');
  });
  it('does not take the next column heading as a location block name', () => {
    const f = extractFields(
      page([
        [
          [40, 'Claimant:'],
          [220, 'Vehicle Location:'],
          [400, 'Carrier Contact:'],
        ],
        [
          [40, 'Ruth Okonkwo'],
          [220, 'Pine Street Storage'],
          [400, 'Lee Park'],
        ],
        [
          [40, '77 Elm St'],
          [220, '5 Depot Rd'],
        ],
        [
          [40, 'Salem, OR 97301'],
          [220, 'Salem, OR 97302'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleLocation?.value).toBe('Pine Street Storage, 5 Depot Rd, Salem, OR 97302');
  });
});

describe('more label forms (class 3)', () => {
  it('takes no table heading under an empty form field as its value', () => {
    const f = extractFields(
      page([
        [
          [40, 'Trim Level'],
          [260, 'Build Date'],
          [400, 'Options:'],
        ],
        [
          [40, 'Line'],
          [80, 'Code'],
          [130, 'Oper'],
          [170, 'Description'],
          [330, 'Part No'],
          [470, 'Price'],
        ],
        [
          [40, '1'],
          [80, '0441'],
          [130, 'Repl'],
          [170, 'Hood panel'],
          [330, '65100-AB1'],
          [470, '512.00'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleTrim).toBeUndefined();
  });
  it('reads a numbered label and its value in one cell without a colon', () => {
    const f = extractFields(page([[[300, 'Clm # 88Q41207']], [[300, 'Pol No. HX-5521907']]]), 'shop_estimate');
    expect(f.claimNumber?.value).toBe('88Q41207');
    expect(f.policyNumber?.value).toBe('HX-5521907');
  });
  it('reads a label glued to its "#" ("Pol#:", "Claim#")', () => {
    const f = extractFields(
      page([
        [[40, 'Pol#: PA88120045']],
        [
          [40, 'Claim#'],
          [140, 'SRM-0099812'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.policyNumber?.value).toBe('PA88120045');
    expect(f.claimNumber?.value).toBe('SRM-0099812');
  });
  it('reads values joined to their labels by dot leaders, and a date printed day-month-year', () => {
    const f = extractFields(
      page([
        [[40, 'Claim Number ................ 24-7731902']],
        [[40, 'Date of Loss ................ 14-Mar-2024']],
        [[40, 'Insured ..................... Marisol Vega']],
      ]),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('24-7731902');
    expect(f.dateOfLoss?.value).toBe('2024-03-14');
    expect(f.insuredName?.value).toBe('Marisol Vega');
  });
  it('reads either side of a slashed label ("Your Insured / Our Client")', () => {
    const f = extractFields(page([[[40, 'RE:  Their Policyholder / Our Client: Imani Sato']]]), 'opposing_appraiser');
    expect(f.insuredName?.value).toBe('Imani Sato');
  });
  it('reads the vehicle from a year-make-model value under any label', () => {
    const f = extractFields(page([[[40, 'Unit Described: 2019 Subaru Outback Limited 4D WGN']]]), 'carrier_estimate');
    expect(f.vehicleYear?.value).toBe('2019');
    expect(f.vehicleMake?.value).toBe('Subaru');
    expect(f.vehicleModel?.value).toBe('Outback');
  });
});

describe('a model cell that carries the trim', () => {
  it('splits it into model and trim, below the confident band', () => {
    const f = extractFields(
      page([
        [
          [40, 'Make:'],
          [100, 'KIA'],
        ],
        [
          [40, 'Model:'],
          [100, 'SORENTO EX AWD'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.vehicleModel?.value).toBe('SORENTO');
    expect(f.vehicleTrim?.value).toBe('EX AWD');
    expect(f.vehicleModel?.confidence).toBeLessThan(0.9);
    const two = extractFields(
      page([
        [
          [40, 'Make:'],
          [100, 'Jeep'],
        ],
        [
          [40, 'Model:'],
          [100, 'Grand Cherokee Overland'],
        ],
      ]),
      'shop_estimate',
    );
    expect(two.vehicleModel?.value).toBe('Grand Cherokee');
    expect(two.vehicleTrim?.value).toBe('Overland');
  });
  it('drops a trim printed separately from the end of the model', () => {
    const f = extractFields(
      page([
        [
          [40, 'Make:'],
          [100, 'Mazda'],
        ],
        [
          [40, 'Model:'],
          [100, 'CX-5 Touring'],
        ],
        [
          [40, 'Trim:'],
          [100, 'Touring'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.vehicleModel?.value).toBe('CX-5');
  });
});

describe('letterheads and net labels', () => {
  it("reads a shop's street and city from a letterhead line that also carries the phone", () => {
    const f = extractFields(
      page([
        [[180, 'HARBOR LIGHT AUTO GLASS']],
        [[40, '52 Quarry Ln, Bangor, ME 04401 Tel. (207) 555-0110']],
        [[40, 'GLASS INVOICE']],
        [
          [40, 'Amount Billed to Insurer:'],
          [300, '$412.06'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.shopAddress?.value).toBe('52 Quarry Ln, Bangor, ME 04401');
    expect(f.shopPhone?.value).toBe('(207) 555-0110');
    expect(f.netTotal?.value).toBe('412.06');
  });
  it("reads an appraiser's address from a letterhead line with bars between street, city and phone", () => {
    const f = extractFields(
      page([[[40, 'Keel Point Appraisals']], [[40, '18 Dock St, Suite 4 | Mystic, CT 06355 | (860) 555-0123']], [[40, 'APPRAISAL OF LOSS']]]),
      'opposing_appraiser',
    );
    expect(f.appraiserAddress?.value).toBe('18 Dock St, Suite 4, Mystic, CT 06355');
  });
});

describe('the appraiser and his company on one line (class 6)', () => {
  it('reads "Name, Company" as the name and the company, never "Company Name"', () => {
    const f = extractFields(page([[[40, 'Appraiser: Wren Castillo, Lakeshore Vehicle Appraisers']]]), 'opposing_appraiser');
    expect(f.appraiserName?.value).toBe('Wren Castillo');
    expect(f.appraiserCompany?.value).toBe('Lakeshore Vehicle Appraisers');
  });
  it('takes no document title as the company of a letter', () => {
    const f = extractFields(page([[[40, 'APPRAISAL AWARD']], [[40, 'Insured:  Omar Diallo']], [[40, 'Claim No.:  55-81234']]]), 'opposing_appraiser');
    expect(f.appraiserCompany).toBeUndefined();
  });
});

describe('a VIN as OCR prints it (scans)', () => {
  const honda = vin('5J6RM4H7_CL012345');
  it('reads a faint J printed as ")" or "]" and a doubled character, by the check digit', () => {
    expect(readOcrVin(honda.replace('J', ']'))).toBe(honda);
    expect(readOcrVin(honda.replace('J', ')'))).toBe(honda);
    expect(readOcrVin('1IHGCM82633A004352')).toBe('1HGCM82633A004352');
    expect(readOcrVin('ABCDEFGHJK1234567')).toBeNull();
  });
  it('drops the mark OCR added beside a J before a doubled digit whose drop also passes the check digit', () => {
    // Dropping the ")" or one of the two 0s both give a 17-character VIN with a true check digit.
    const tesla = '5YJDAF378JC500678';
    expect(computeVinCheckDigit('5YJDAF378JJC50678')).toBe('8');
    expect(readOcrVin('5YJDAF378)JC500678')).toBe(tesla);
    // Without the mark there is no telling which of the two readings was printed.
    expect(readOcrVin('5YJDAF378JJC500678')).toBeNull();
  });
  it('finds the VIN of a scanned page under its label and without one', () => {
    const labelled = extractFields(
      page(
        [
          [
            [50, 'VIN:'],
            [120, `${honda.replace('J', ')')}  Mileage: 62,466`],
          ],
        ],
        true,
      ),
      'carrier_estimate',
    );
    expect(labelled.vehicleVin?.value).toBe(honda);
    const bare = extractFields(
      page(
        [
          [[50, 'Year  Make  Model  VIN']],
          [
            [50, '2012'],
            [90, 'Honda'],
            [140, 'CR-V'],
            [200, honda.replace('J', ']')],
          ],
        ],
        true,
      ),
      'shop_estimate',
    );
    expect(bare.vehicleVin?.value).toBe(honda);
  });
});

describe('a grid of colon-less labels (valuation reports, forms)', () => {
  it('takes word values beside labels stacked in a column or paired on a line, not the heading under the grid', () => {
    const f = extractFields(
      page([
        [[50, 'SUBJECT VEHICLE']],
        [
          [50, 'Year'],
          [120, '2021'],
          [300, 'VIN'],
          [360, vin('2C3CDXBG_MH512345')],
        ],
        [
          [50, 'Make'],
          [120, 'Dodge'],
          [300, 'Odometer'],
          [360, '48,402 mi'],
        ],
        [
          [50, 'Model'],
          [120, 'Charger'],
          [300, 'Location'],
          [360, 'Harrisburg, PA'],
        ],
        [
          [50, 'Trim'],
          [120, 'SXT'],
          [300, 'Condition'],
          [360, 'Average'],
        ],
        null,
        [[50, 'COMPARABLE VEHICLES']],
        [
          [50, '1'],
          [70, '2021 Dodge Charger GT'],
          [300, vin('2C3CDXHG_MH600001')],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleMake?.value).toBe('Dodge');
    expect(f.vehicleModel?.value).toBe('Charger');
    expect(f.vehicleTrim?.value).toBe('SXT');
  });
  it('takes no heading of a table header row as a value', () => {
    const f = extractFields(
      page([
        [
          [50, 'Year'],
          [100, 'Make'],
          [150, 'Model'],
          [200, 'Trim'],
        ],
        [
          [50, '2019'],
          [100, 'Kia'],
          [150, 'Soul'],
          [200, 'LX'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.vehicleMake?.value).not.toBe('Model');
    expect(f.vehicleModel?.value).not.toBe('Trim');
  });
});

describe("a carrier's letter to its insured", () => {
  const letter = (salutation: string, body: string) =>
    page([
      [[50, 'Harbor Mutual Insurance']],
      [[50, 'Claims Service Center · Salem, OR 97301']],
      [[50, 'June 3, 2026']],
      [[50, 'Priya Raman']],
      [[50, '41 Alder Ct']],
      [[50, 'Salem, OR 97302']],
      [[50, 'Claim Number: 31-8820145']],
      [[50, salutation]],
      [[50, body]],
    ]);
  it('takes the addressee who heads the address block as the insured, below the confident band', () => {
    const f = extractFields(letter('Dear Ms. Raman:', 'We have issued payment for the damage to your vehicle, less your deductible.'), 'other');
    expect(f.insuredName?.value).toBe('Priya Raman');
    expect(f.insuredName?.confidence).toBeLessThan(0.9);
  });
  it("takes no addressee of a letter that is not about the reader's own claim", () => {
    expect(extractFields(letter('Dear Ms. Raman:', 'Please find the enclosed invoice for the towing services.'), 'other').insuredName).toBeUndefined();
    expect(extractFields(letter('Dear Mr. Okafor:', 'We have issued payment for the damage to your vehicle.'), 'other').insuredName).toBeUndefined();
  });
});

describe("a shop's customer block and its deductible line", () => {
  it('reads the customer block as the owner (name, phone, e-mail) and a qualified deductible label', () => {
    const f = extractFields(
      page([
        [[40, 'Maple Street Collision']],
        [[40, 'REPAIR ORDER']],
        [
          [40, 'Customer:'],
          [300, 'Insurance:'],
        ],
        [
          [40, 'Tomas Ferreira'],
          [300, 'Harbor Mutual'],
        ],
        [
          [40, '12 Pine St'],
          [300, 'Claim # HM-5521903'],
        ],
        [[40, 'Salem, OR 97301']],
        [[40, '(503) 555-0110']],
        [[40, 'tomas.ferreira@example.com']],
        null,
        [
          [40, 'Grand Total'],
          [300, '$2,410.00'],
        ],
        [
          [40, 'Collision Deductible'],
          [300, '($500.00)'],
        ],
        [
          [40, 'Insurance Portion'],
          [300, '$1,910.00'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.insuredName?.value).toBe('Tomas Ferreira');
    expect(f.phone?.value).toBe('(503) 555-0110');
    expect(f.email?.value).toBe('tomas.ferreira@example.com');
    expect(f.deductible?.value).toBe('500.00');
    expect(f.grossTotal?.value).toBe('2,410.00');
  });
});

describe('an award signed in columns (class 7)', () => {
  it("reads the insured's appraiser and his company from his signature, not the other side's", () => {
    const f = extractFields(
      page([
        [[40, 'APPRAISAL AWARD']],
        [[40, 'Insured:  Lena Ortiz']],
        [[40, 'We, the undersigned, having been appointed to determine the amount of loss, award $5,210.40.']],
        [
          [40, '________________________'],
          [300, '________________________'],
        ],
        [
          [40, 'Marcus Bell, Appraiser for the Carrier'],
          [300, 'Iris Novak, Appraiser for the Insured'],
        ],
        [
          [40, 'Summit Loss Consultants'],
          [300, 'Bayside Auto Appraisers LLC'],
        ],
      ]),
      'opposing_appraiser',
    );
    expect(f.appraiserName?.value).toBe('Iris Novak');
    expect(f.appraiserCompany?.value).toBe('Bayside Auto Appraisers LLC');
  });
});

describe('totals read as printed (class 10)', () => {
  it('keeps a net below zero and takes no date printed under a total as its amount', () => {
    const f = extractFields(
      page([
        [
          [40, 'Total Cost of Repairs'],
          [400, '2,314.98'],
        ],
        [
          [40, 'Deductible'],
          [400, '(2,500.00)'],
        ],
        [
          [40, 'Net Cost of Repairs'],
          [400, '-185.02'],
        ],
        [[40, '10/06/2024 11:20:30 AM']],
      ]),
      'carrier_estimate',
    );
    expect(f.netTotal?.value).toBe('-185.02');
    expect(f.deductible?.value).toBe('2,500.00');
    const dollarFirst = extractFields(
      page([
        [
          [40, 'NET TOTAL'],
          [400, '$-22.82'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(dollarFirst.netTotal?.value).toBe('-22.82');
    const dateOnly = extractFields(page([[[40, 'Net Total']], [[40, '10/06/2024 11:20:30 AM']]]), 'carrier_estimate');
    expect(dateOnly.netTotal).toBeUndefined();
  });
  it('still takes the unbracketed net beside a deduction', () => {
    const f = extractFields(
      page([
        [
          [40, 'Net Total'],
          [300, '-1,000.00'],
          [400, '3,500.00'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.netTotal?.value).toBe('3,500.00');
  });
});

describe('scanned labels and letterheads (classes 3 and 5)', () => {
  it('reads a label whose "l" OCR printed as "i" or "li"', () => {
    expect(
      extractFields(
        page(
          [
            [
              [40, 'Cim #:'],
              [120, '7599918968'],
            ],
          ],
          true,
        ),
        'firm_assignment',
      ).claimNumber?.value,
    ).toBe('7599918968');
    expect(extractFields(page([[[40, 'Clim # 211K16534']]], true), 'shop_estimate').claimNumber?.value).toBe('211K16534');
    // A text layer prints what it means.
    expect(
      extractFields(
        page([
          [
            [40, 'Cim #:'],
            [120, '7599918968'],
          ],
        ]),
        'firm_assignment',
      ).claimNumber,
    ).toBeUndefined();
  });
  it('reads a label OCR split where its letters stand apart ("own er", "Dedu ctible")', () => {
    const split = (label: string, value: string, ocr: boolean) =>
      extractFields(
        page(
          [
            [
              [41, label],
              [243, value],
            ],
          ],
          ocr,
        ),
        'carrier_estimate',
      );
    expect(split('own er', 'Marguerite Okafor', true).insuredName?.value).toBe('Marguerite Okafor');
    expect(split('Dedu ctible', '$500.00', true).deductible?.value).toBe('500.00');
    // A fragment alone is no label, and a text layer prints what it means.
    expect(split('own', 'Marguerite Okafor', true).insuredName).toBeUndefined();
    expect(split('own er', 'Marguerite Okafor', false).insuredName).toBeUndefined();
  });
  it('takes the business name, not the marks a scanned logo leaves above it', () => {
    const f = extractFields(
      page(
        [[[40, 'LC]']], [[40, 'Summit Claim Services, Inc.']], [[40, '12 Bay St | Tampa, FL 33602 | (813) 555-0100']], [[40, 'INDEPENDENT APPRAISAL REPORT']]],
        true,
      ),
      'opposing_appraiser',
    );
    expect(f.appraiserCompany?.value).toBe('Summit Claim Services, Inc.');
  });
});

describe("the owner's phone on his line", () => {
  const ticket = (kind: 'other' | 'carrier_estimate') =>
    extractFields(
      page([
        [[40, "Rocky's Towing"]],
        [[40, 'TOW TICKET 14120']],
        [
          [40, 'Owner: Fatima Petrakis'],
          [260, 'Ph: (515) 493-8129'],
        ],
      ]),
      kind,
    );
  it("is his on a tow ticket, not on an estimate that prints its writer's contacts there", () => {
    expect(ticket('other').phone?.value).toBe('(515) 493-8129');
    expect(ticket('carrier_estimate').phone).toBeUndefined();
  });
});

describe('one vocabulary for totals and owners', () => {
  it("reads the owner's contacts under labels however abbreviated", () => {
    const f = extractFields(
      page([
        [
          [40, 'Insd Ph:'],
          [120, '(603) 555-0171'],
        ],
        [
          [40, "Insured's E-mail:"],
          [160, 'r.lowe@example.net'],
        ],
        [
          [40, 'Shop Phone:'],
          [120, '(603) 555-0100'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.phone?.value).toBe('(603) 555-0171');
    expect(f.email?.value).toBe('r.lowe@example.net');
    expect(f.shopPhone?.value).toBe('(603) 555-0100');
  });
  it('reads the net under the labels the estimate parser knows, and owner blocks however the party is named', () => {
    const f = extractFields(
      page([
        [
          [40, 'Customer / Owner Information'],
          [300, 'Insurance Company:'],
        ],
        [
          [40, 'Ada Brennan'],
          [300, 'Harbor Mutual'],
        ],
        [[40, '(207) 555-0199']],
        [[40, 'ada.brennan@example.com']],
        null,
        [
          [40, 'Invoice Total'],
          [400, '$1,840.00'],
        ],
        [
          [40, 'Deductible'],
          [400, '($500.00)'],
        ],
        [
          [40, 'Insurance Payment'],
          [400, '$1,340.00'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.netTotal?.value).toBe('1,340.00');
    expect(f.phone?.value).toBe('(207) 555-0199');
    expect(f.email?.value).toBe('ada.brennan@example.com');
  });
});

describe("a shop's name under the document's title (class 4)", () => {
  it('skips a title printed above the letterhead, and keeps refusing a name glued to a title', () => {
    const f = extractFields(
      page([[[40, 'FINAL INVOICE']], [[40, 'Cedar Valley Auto Body']], [[40, '88 Mill Rd  Keene, NH 03431  Ph (603) 555-0144']], [[40, 'Invoice #: 22817']]]),
      'shop_estimate',
    );
    expect(f.repairShopName?.value).toBe('Cedar Valley Auto Body');
    const glued = extractFields(page([[[40, 'Cedar Valley Auto Bodymate Of Repairs']], [[40, '88 Mill Rd  Keene, NH 03431']]]), 'shop_estimate');
    expect(glued.repairShopName).toBeUndefined();
  });
});

describe('an e-mail address OCR broke up (class 6)', () => {
  it('reads it from an owner block line that holds nothing else', () => {
    expect(readBrokenEmail('jamal haddad77@ gmail.com')).toBe('jamal.haddad77@gmail.com');
    expect(readBrokenEmail('r.lowe @ example . net')).toBe('r.lowe@example.net');
    expect(readBrokenEmail('Contact us at info@ example.com')).toBeNull();
    expect(readBrokenEmail('ada.brennan@example.com')).toBeNull();
    const f = extractFields(
      page([[[40, 'Owner:']], [[40, 'Jamal Haddad']], [[40, '(918) 555-0155']], [[40, 'jamal haddad77@ gmail.com']]], true),
      'shop_estimate',
    );
    expect(f.email?.value).toBe('jamal.haddad77@gmail.com');
    expect(f.email?.confidence).toBeLessThan(0.9);
  });
  it('reads it beside its label, with a space after a dot and the last dot read as a space', () => {
    expect(readBrokenEmail('annette. dunleavy96@outlook com')).toBe('annette.dunleavy96@outlook.com');
    expect(readBrokenEmail('annette dunleavy96@outlook mail')).toBeNull();
    const f = extractFields(
      page(
        [
          [
            [40, 'Owner:'],
            [120, 'Annette Dunleavy'],
          ],
          [
            [40, 'Email:'],
            [120, 'annette. dunleavy96@outlook com'],
          ],
        ],
        true,
      ),
      'carrier_estimate',
    );
    expect(f.email?.value).toBe('annette.dunleavy96@outlook.com');
  });
  it('reads it whole when the part after the spaced dot is an address of its own', () => {
    // "montgomery53@icloud.com" alone is a valid address: it was taken, and the first name lost.
    expect(readEmail('lionel. montgomery53@icloud.com')).toBe('lionel.montgomery53@icloud.com');
    expect(readEmail('Ada.Brennan@Example.com')).toBe('ada.brennan@example.com');
    // A sentence before an address is no part of it.
    expect(readEmail('Write to us. Claims desk: claims@example.com')).toBe('claims@example.com');
    const f = extractFields(
      page([[[40, 'Insd']], [[40, 'Lionel Montgomery']], [[40, 'Cell: (208) 271-1966']], [[40, 'lionel. montgomery53@icloud.com']]], true),
      'firm_assignment',
    );
    expect(f.email?.value).toBe('lionel.montgomery53@icloud.com');
  });
});

describe('a "Vehicle:" label with its value beside it and a sentence under it', () => {
  it('reads the vehicle from the value beside it, not the sentence below', () => {
    const fields = extractFields(
      page([
        [
          [40, 'Vehicle:'],
          [160, '2019 Ford F-150 VIN 1FTBT4CW6KR571253'],
        ],
        [[40, 'I hereby assign to Heritage Coachworks of the Valley any and all insurance rights, benefits and proceeds for the repair of']],
      ]),
      'other',
    );
    expect(fields.vehicleModel?.value).toBe('F-150');
    expect(fields.vehicleMake?.value).toBe('Ford');
  });
});

describe('an assignment of benefits', () => {
  it('names the repair facility it assigns to, a business and not a person', () => {
    const aob = (to: string) =>
      extractFields(
        page([
          [[40, 'ASSIGNMENT OF BENEFITS AND DIRECTION TO PAY']],
          [
            [40, 'Owner/Insured:'],
            [160, 'Marta Quinlan'],
          ],
          [[40, `I hereby assign to ${to} any and all insurance rights, benefits and proceeds for the repair of`]],
          [[40, 'the vehicle described above, and direct my insurer to pay the repair facility directly.']],
        ]),
        'opposing_appraiser',
      );
    expect(aob('Harbor Point Collision & Paint').repairShopName?.value).toBe('Harbor Point Collision & Paint');
    expect(aob('Dale Whitcomb').repairShopName).toBeUndefined();
    // Two name-shaped words, one of them the trade's ("Coachworks"): a shop, not a person.
    expect(aob('Precision Coachworks').repairShopName?.value).toBe('Precision Coachworks');
  });

  it('reads a business name with particles and no trade word, the sentence being about the repair', () => {
    const text = page([
      [[40, 'ASSIGNMENT OF BENEFITS AND DIRECTION TO PAY']],
      [[40, 'I hereby assign to Heritage Coachworks of the Valley any and all insurance rights, benefits and proceeds for the repair of']],
      [[40, 'the vehicle described above, and direct my insurer to pay the repair facility directly.']],
    ]);
    expect(extractFields(text, 'opposing_appraiser').repairShopName?.value).toBe('Heritage Coachworks of the Valley');
    // Written for the shop, it is the insured's paper: its title is read as no appraisal firm's letterhead (analyze-file.ts).
    expect(assignmentOfBenefits(text)).toBe('shop');
  });
});

describe('a number OCR read with a letter twice', () => {
  it('drops the small twin of a capital letter, and leaves numbers with other small letters as printed', () => {
    expect(undoubled('000444537170vV02')).toBe('000444537170V02');
    expect(undoubled('98-83Vv4-27C05')).toBe('98-83V4-27C05');
    expect(undoubled('12-69B3-08J00')).toBe('12-69B3-08J00');
    expect(undoubled('Ab12345')).toBe('Ab12345');
    expect(undoubled('aA1b2B3')).toBe('aA1b2B3');
    const f = extractFields(
      page(
        [
          [
            [50, 'Claim Number:'],
            [200, '000444537170vV02'],
          ],
        ],
        true,
      ),
      'carrier_estimate',
    );
    expect(f.claimNumber?.value).toBe('000444537170V02');
  });
  it('reads a mixed-case reference with look-alike characters as printed: not upper-cased, no letter made a digit', () => {
    const claim = (value: string) =>
      extractFields(
        page(
          [
            [
              [50, 'Claim Number:'],
              [200, value],
            ],
          ],
          true,
        ),
        'carrier_estimate',
      ).claimNumber?.value;
    expect(claim('Clm-0a7Bx1l')).toBe('Clm-0a7Bx1l');
    expect(claim('cLm-0O7bXSl')).toBe('cLm-0O7bXSl');
  });
});

describe('a VIN OCR read with 1 for J at its start', () => {
  const mazda = vin('JM3KFBCM_N0403736');
  const rows = (printed: string): Array<Array<[number, string]>> => [
    [
      [50, 'VIN'],
      [200, printed],
    ],
    [
      [50, 'Make'],
      [200, 'Mazda'],
    ],
  ];
  it('takes the start the printed make agrees with, on an OCR page only', () => {
    // "IM3…" reads as "1M3…" (Mack): the check digit holds either way, the make says Mazda.
    expect(extractFields(page(rows(`I${mazda.slice(1)}`), true), 'carrier_estimate').vehicleVin?.value).toBe(mazda);
    // A text layer prints what it prints.
    expect(extractFields(page(rows(`1${mazda.slice(1)}`)), 'carrier_estimate').vehicleVin?.value).toBe(`1${mazda.slice(1)}`);
  });

  it('keeps a start whose maker code names the printed make by its company ("NISSAN NORTH AMERICA, INC.")', () => {
    // "1N4" is Nissan North America; "JN4" is Nissan too, and the check digit holds either way.
    const nissan = vin('1N4XHMJF_KZ236853');
    const nissanRows: Array<Array<[number, string]>> = [
      [
        [50, 'VIN'],
        [200, nissan],
      ],
      [
        [50, 'Make'],
        [200, 'Nissan'],
      ],
    ];
    expect(extractFields(page(nissanRows, true), 'carrier_estimate').vehicleVin?.value).toBe(nissan);
  });
});
