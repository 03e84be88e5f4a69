/**
 * Golden tests of a carrier letter's lines (issue 33), one construct each in a PDF written here (every
 * value invented) and read through the real text stage and `extractFields` (tests/fixtures/documents/letter-fields.ts): two owners or a "c/o" on the
 * insured's line, labelled values run together on one line between separators, "D/L" for the date of
 * loss, a vehicle, an insurer and a mileage as boxes print them, the date of loss under labels never seen
 * and in day-first, legal and timed forms, a claim number under a file or loss number label, and a
 * letter's sentences dating the loss and running on after its vehicle, an appraiser's name with his
 * licence after it, a post office box for a street, a total-loss letter's figures, and the appraiser an
 * insurer names for its side.
 */
import { describe, expect, it } from 'vitest';
import { letterFields as letter } from '../../../../tests/fixtures/documents/letter-fields';

describe("the insured's line naming two owners or the mail's go-between", () => {
  it.each([['Harold Finch and/or Rosa Finch'], ['FINCH, HAROLD & ROSA'], ['Harold & Rosa Finch'], ['Harold Finch c/o Baxter Law Group']])(
    'reads "%s" as its first owner',
    async (printed) => {
      const f = await letter([
        [
          [50, 'Insured:'],
          [150, printed],
        ],
        [
          [50, 'Claim Number:'],
          [150, 'GS-7731-0482'],
        ],
      ]);
      expect(f.insuredName?.value).toBe('Harold Finch');
    },
  );

  it('leaves a firm of two names alone', async () => {
    const f = await letter([
      [
        [50, 'Insured:'],
        [150, 'Whitcombe & Sons'],
      ],
    ]);
    expect(f.insuredName?.value).toBeUndefined();
  });
});

describe('labelled values on one line between separators', () => {
  it.each([
    ['Subject: Claim 04-2918-77 | Insured: Marisol Quintero | Date of Loss: 02/14/2026'],
    ['RE: Claim No. 04-2918-77, Insured Marisol Quintero, Date of Loss 02/14/2026'],
    ['Insured: Marisol Quintero • Claim #: 04-2918-77 • Date of Loss: 02/14/2026'],
    ['Insured: Marisol Quintero, Claim #: 04-2918-77, Date of Loss: 02/14/2026'],
    ['RE: Insured: Marisol Quintero Claim No.: 04-2918-77 Date of Loss: 02/14/2026'],
  ])('reads each of "%s"', async (printed) => {
    const f = await letter([[[50, printed]]]);
    expect(f.claimNumber?.value).toBe('04-2918-77');
    expect(f.insuredName?.value).toBe('Marisol Quintero');
    expect(f.dateOfLoss?.value).toBe('2026-02-14');
  });

  it('keeps a comma that is inside a name printed LAST, FIRST', async () => {
    const f = await letter([[[50, 'RE: Claim 04-2918-77; Insured: QUINTERO, MARISOL; Date of Loss: 02/14/2026']]]);
    expect(f.insuredName?.value).toBe('Marisol Quintero');
  });
});

describe('"D/L" for the date of loss', () => {
  it('reads the date under the abbreviation', async () => {
    const f = await letter([
      [
        [50, 'RE:'],
        [80, 'Insured:'],
        [125, 'Marisol Quintero'],
        [260, 'Claim No.:'],
        [310, '04-2918-77'],
        [400, 'D/L:'],
        [425, '02/14/2026'],
      ],
    ]);
    expect(f.dateOfLoss?.value).toBe('2026-02-14');
  });
});

describe("the vehicle's description as boxes and letters print it", () => {
  it.each([
    ['YR/MAKE/MODEL:', '2019/HONDA/ACCORD'],
    ['Year/Make/Model:', '2019 / Honda / Accord'],
    ['Vehicle:', 'Honda Accord 2019'],
    ['Vehicle:', "'19 Honda Accord"],
  ])('reads %s "%s"', async (label, printed) => {
    const f = await letter([
      [
        [50, label],
        [170, printed],
      ],
    ]);
    expect([f.vehicleYear?.value, f.vehicleMake?.value, f.vehicleModel?.value?.toLowerCase()]).toEqual(['2019', 'Honda', 'accord']);
  });
});

describe('an insurer with its code, a mileage in thousands', () => {
  it('reads the insurer without the bracketed NAIC code after it', async () => {
    const f = await letter([
      [
        [50, 'Insurance Company:'],
        [170, 'Granite State Mutual (NAIC 12345)'],
      ],
    ]);
    expect(f.insuranceCompany?.value).toBe('Granite State Mutual');
  });

  it('reads "48.2K" as 48,200 miles', async () => {
    const f = await letter([
      [
        [50, 'Mileage:'],
        [170, '48.2K'],
      ],
    ]);
    expect(f.mileage?.value).toBe('48200');
  });
});

describe('the date of loss under labels never seen and in the forms letters print it', () => {
  it.each([['Date Loss Occurred:'], ['Collision Date:'], ['Date of Occurrence:'], ['Incident Dt:']])('reads the date under "%s"', async (label) => {
    const f = await letter([
      [
        [50, label],
        [170, '02/14/2026'],
      ],
    ]);
    expect(f.dateOfLoss?.value).toBe('2026-02-14');
  });

  it('leaves the date a claim was reported alone', async () => {
    const f = await letter([
      [
        [50, 'Date Reported:'],
        [170, '02/16/2026'],
      ],
    ]);
    expect(f.dateOfLoss).toBeUndefined();
  });

  it.each([
    ['14/02/2026', 'a day past 12 printed first'],
    ['the 14th day of February, 2026', "an award's day of the month"],
    ['Feb 14 2026 16:35', "a time's colon after the month's name"],
  ])('reads "%s" (%s)', async (printed) => {
    const f = await letter([
      [
        [50, 'Date of Loss:'],
        [170, printed],
      ],
    ]);
    expect(f.dateOfLoss?.value).toBe('2026-02-14');
  });
});

describe('the claim number under a file or loss number label', () => {
  it.each([['Claim File Number:'], ['Loss Number:']])('reads the number under "%s"', async (label) => {
    const f = await letter([
      [
        [50, label],
        [170, '5512093'],
      ],
    ]);
    expect(f.claimNumber?.value).toBe('5512093');
  });
});

describe("a letter's sentences", () => {
  it.each([
    ['We have completed our investigation of the loss that occurred on February 14, 2026 involving your'],
    ['On February 14, 2026, your vehicle was involved in a collision at an intersection in Nashua.'],
    ['This letter concerns your claim for damage resulting from the accident on 02/14/2026. We disagree'],
  ])('date the loss: "%s"', async (sentence) => {
    const f = await letter([[[50, sentence]]]);
    expect(f.dateOfLoss?.value).toBe('2026-02-14');
  });

  it('do not take the day the loss was reported for it', async () => {
    const f = await letter([[[50, 'You reported the loss on March 1, 2026. We have assigned an appraiser to inspect your vehicle.']]]);
    expect(f.dateOfLoss).toBeUndefined();
  });

  it('give the policy number printed after its word', async () => {
    const f = await letter([[[50, 'Our records show that policy number NHA5521093 was cancelled for non-payment before the loss.']]]);
    expect(f.policyNumber?.value).toBe('NHA5521093');
  });

  it('end the vehicle at the comma after it, the sentence going on', async () => {
    const f = await letter([
      [[50, 'We have reviewed the damage to your']],
      [[50, '2019 Honda Accord, claim number 04-2918-77. Based on the facts we must respectfully deny your claim']],
    ]);
    expect([f.vehicleYear?.value, f.vehicleMake?.value, f.vehicleModel?.value]).toEqual(['2019', 'Honda', 'Accord']);
    expect(f.vehicleTrim).toBeUndefined();
  });
});

describe("an appraiser's name with his licence after it", () => {
  it.each([['Dana Whitfield, License #A-44120'], ['Dana Whitfield, Lic. 44120']])('reads "%s" as the name alone', async (printed) => {
    const f = await letter([
      [
        [50, 'Appraiser:'],
        [170, printed],
      ],
    ]);
    expect(f.appraiserName?.value).toBe('Dana Whitfield');
  });
});

describe('a post office box for a street', () => {
  it("reads an appraiser's letterhead whose address is a PO Box", async () => {
    const f = await letter([[[50, 'RE: Claim No. 04-2918-77; Insured: Marisol Quintero']]], {
      head: ['CASCADE APPRAISAL GROUP', 'PO Box 812', 'Manchester, NH 03105', 'Tel (603) 555-0300'],
      kind: 'opposing_appraiser',
    });
    expect(f.appraiserAddress?.value).toBe('PO Box 812, Manchester, NH 03105');
  });

  it("reads a repair facility's block whose address is a P.O. Box", async () => {
    const f = await letter([
      [
        [50, 'Repair Facility:'],
        [150, 'Riverbend Collision Center'],
      ],
      [[150, 'P.O. Box 77']],
      [[150, 'Concord, NH 03301']],
    ]);
    expect(f.shopAddress?.value).toBe('P.O. Box 77, Concord, NH 03301');
  });
});

describe("a total-loss letter's figures", () => {
  it("reads the amounts its sentences name by their labels' words", async () => {
    const f = await letter([
      [[50, 'We have determined that your vehicle is a total loss. The actual cash value of your vehicle']],
      [[50, 'is $18,450.00. After deducting your $500.00 deductible, the net settlement amount is $17,950.00.']],
    ]);
    expect(f.deductible?.value).toBe('500.00');
    expect(f.estimateAmount?.value).toBe('17,950.00');
  });

  it('reads "Total Settlement Offer" as the settlement, not the deductible printed before it', async () => {
    const f = await letter([
      [
        [70, 'Deductible:'],
        [300, '$500.00'],
      ],
      [
        [70, 'Total Settlement Offer:'],
        [300, '$17,950.00'],
      ],
    ]);
    expect(f.estimateAmount?.value).toBe('17,950.00');
  });
});

describe('the appraiser an insurer names for its side', () => {
  it('reads his name, company, phone and e-mail from the sentences that name him', async () => {
    const f = await letter([
      [[50, 'Pursuant to the appraisal provision of your policy, Granite State Mutual has selected Dana Whitfield']],
      [[50, 'of Cascade Appraisal Group as its appraiser. Mr. Whitfield can be reached at (603) 555-0300 or']],
      [[50, 'dwhitfield@cascadeappraisal.com. Please provide the name of your appraiser within 20 days.']],
    ]);
    expect([f.appraiserName?.value, f.appraiserCompany?.value]).toEqual(['Dana Whitfield', 'Cascade Appraisal Group']);
    expect([f.appraiserPhone?.value, f.appraiserEmail?.value]).toEqual(['(603) 555-0300', 'dwhitfield@cascadeappraisal.com']);
  });

  it("does not read the insured's own appraiser", async () => {
    const f = await letter([[[50, 'We note that you have selected Dana Whitfield of Cascade Appraisal Group as your appraiser.']]]);
    expect(f.appraiserName).toBeUndefined();
  });
});
