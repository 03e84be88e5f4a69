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
      [
        [20, 'VEHICLE IDENTIFICATION #'],
        [200, 'VEHICLE YEAR'],
        [300, 'VEHICLE MAKE'],
      ],
      [
        [20, '1GT12SEY0LF888999'],
        [205, '2020'],
        [310, 'GMC'],
      ],
      [
        [65, 'INSURANCE COMPANY'],
        [183, 'INSURANCE POLICY #'],
        [342, 'VEHICLE MODEL'],
        [510, '12'],
      ],
      [
        [23, 'X'],
        [30, 'VERIFIED'],
        [90, 'NATIONWIDE'],
        [183, '1918453865'],
      ],
      [[365, 'SIERRA 2500HD']],
    ]);
    const f = extractFields(text, 'other');
    expect(f.insuranceCompany?.value).toBe('NATIONWIDE');
    expect(f.policyNumber?.value).toBe('1918453865');
    expect(f.vehicleModel?.value.toLowerCase()).toBe('sierra 2500hd');
  });

  it('reads a label never seen by its last words ("Loss Incident Date")', () => {
    const f = extractFields(
      page([
        [
          [41, 'Loss Incident Date'],
          [243, '08/08/2024'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.dateOfLoss?.value).toBe('2024-08-08');
  });
});

describe('the insurer a document names', () => {
  it('is read from "Prepared for" and not taken as the insured', () => {
    const f = extractFields(
      page([
        [[335, 'Prepared for KEYSTONE MUTUAL INSURANCE COMPANY']],
        [
          [41, 'Owner'],
          [243, 'Montague, Fitzgerald'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.insuranceCompany?.value).toBe('KEYSTONE MUTUAL INSURANCE COMPANY');
    expect(f.insuredName?.value).toBe('Fitzgerald Montague');
  });

  it("is the payer line under an appraiser's letterhead, not the appraisal firm", () => {
    const f = extractFields(
      page([
        [[20, 'BLUE TERN APPRAISAL GROUP']],
        [[20, 'For:']],
        [[20, 'BLUE TERN APPRAISAL GROUP']],
        [[20, 'HARBOR FIRE AND CASUALTY INSURANCE COMPANY']],
        [[20, 'Estimate of Record']],
      ]),
      'carrier_estimate',
    );
    expect(f.insuranceCompany?.value).toBe('HARBOR FIRE AND CASUALTY INSURANCE COMPANY');
  });

  it('is not a heading ("INSURANCE INFORMATION") nor a person under an insurer column', () => {
    const f = extractFields(
      page([
        [[20, 'INSURANCE INFORMATION']],
        [
          [20, 'Owner:'],
          [200, 'Insurance Company:'],
        ],
        [
          [20, 'Rasmussen, Anselm'],
          [200, 'Pending'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.insuranceCompany).toBeUndefined();
  });
});

describe('totals checked against each other', () => {
  it('takes the amount after the deductible as the net, and the value before it as the gross', () => {
    const f = extractFields(
      page([
        [
          [41, 'Value before Deductible'],
          [287, '$ 20,927.05'],
        ],
        [
          [41, 'Deductible*'],
          [287, '- $ 500.00'],
        ],
        [
          [41, 'Total'],
          [287, '$ 20,427.05'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.grossTotal?.value).toBe('20,927.05');
    expect(f.deductible?.value).toBe('500.00');
    expect(f.netTotal?.value).toBe('20,427.05');
  });

  it('never takes what the customer pays (the deductible) as the net', () => {
    const f = extractFields(
      page([
        [
          [20, 'Grand Total'],
          [200, '4,185.21'],
        ],
        [
          [20, 'Deductible'],
          [200, '500.00'],
        ],
        [
          [20, 'CUSTOMER PAY'],
          [200, '500.00'],
        ],
        [
          [20, 'INSURANCE PAY'],
          [200, '3,685.21'],
        ],
      ]),
      'shop_estimate',
    );
    expect(f.netTotal?.value).toBe('3,685.21');
  });

  it('keeps a net that equals the deductible when it reconciles, and lowers totals that do not', () => {
    const same = extractFields(
      page([
        [
          [20, 'Grand Total'],
          [200, '1,000.00'],
        ],
        [
          [20, 'Deductible'],
          [200, '500.00'],
        ],
        [
          [20, 'Net Total'],
          [200, '500.00'],
        ],
      ]),
      'shop_estimate',
    );
    expect(same.netTotal?.value).toBe('500.00');
    const off = extractFields(
      page([
        [
          [20, 'Grand Total'],
          [200, '1,000.00'],
        ],
        [
          [20, 'Deductible'],
          [200, '100.00'],
        ],
        [
          [20, 'Net Total'],
          [200, '700.00'],
        ],
      ]),
      'shop_estimate',
    );
    expect(off.netTotal?.confidence).toBeLessThan(same.netTotal?.confidence ?? 0);
  });
});

describe('make and model', () => {
  it("keeps the printed luxury brand when the VIN's manufacturer code names its parent", () => {
    const f = extractFields(
      page([
        [
          [20, 'VIN:'],
          [80, 'JTHCK262785015684'],
        ],
        [
          [20, 'Vehicle:'],
          [80, '2008 Lexus IS 250 4D SED'],
        ],
      ]),
      'carrier_estimate',
    );
    expect(f.vehicleMake?.value).toBe('Lexus');
  });

  it('fills an unprinted make from a parent manufacturer code only below the confident band', () => {
    const f = extractFields(
      page([
        [
          [20, 'VIN:'],
          [80, 'JTHCK262785015684'],
        ],
      ]),
      'other',
    );
    expect(f.vehicleMake?.confidence).toBeLessThan(0.9);
  });

  it('keeps doors, body and engine out of the model and trim ("Tucson SEL 4 Door Utility 2.0L")', () => {
    const f = extractFields(
      page([
        [
          [20, 'Vehicle:'],
          [80, '2022 Hyundai Tucson SEL 4 Door Utility 2.0L 4 Cyl'],
        ],
      ]),
      'carrier_estimate',
    );
    expect([f.vehicleModel?.value, f.vehicleTrim?.value]).toEqual(['Tucson', 'SEL']);
  });
});

describe('people and companies', () => {
  it('reads a key/value table of plain lines, and never a role title or a dealer as the insured', () => {
    const lines = [
      'Mileage                        98,147',
      'Transmission                   Automatic',
      'Client Name                    Ezekiel Fairweather',
      'Certified Inspector            Tamsin Drummond',
    ];
    const text: DocumentText = {
      fileType: 'docx',
      pages: [
        {
          pageNumber: 1,
          ocr: false,
          text: lines.join('\n'),
          lines: lines.map((t, i) => ({ text: t, y: i, items: [{ str: t, x: 0, y: i, width: t.length * 5 }] })),
        },
      ],
    };
    expect(extractFields(text, 'opposing_appraiser').insuredName?.value).toBe('Ezekiel Fairweather');
    const dealer = extractFields(
      page([
        [
          [20, 'Owner:'],
          [120, 'Copperfield Crossing Auto Sales'],
        ],
      ]),
      'other',
    );
    expect(dealer.insuredName?.confidence ?? 0).toBeLessThan(0.5);
  });

  it('reads a "LAST, FIRST" owner under a crash report heading as "First Last"', () => {
    const f = extractFields(
      page([
        [
          [10, 'UNIT #'],
          [50, 'OWNER NAME:'],
          [106, 'LAST, FIRST, MIDDLE'],
          [263, 'OWNER PHONE:'],
        ],
        [[205, 'SAME AS DRIVER)']],
        [
          [31, '1'],
          [50, 'SANDOVAL, MARISOL'],
          [300, '304-555-0130'],
        ],
      ]),
      'other',
    );
    expect(f.insuredName?.value).toBe('Marisol Sandoval');
  });
});

describe('contact blocks', () => {
  it("gives an unlabelled address to the person or firm it spells, and dates an appraiser's letter by its head", () => {
    const f = extractFields(
      page([
        [[20, 'Ridgeline Appraisal Partners']],
        [[20, 'March 4, 2026']],
        [[20, 'Re: Claim No. 27-2335634']],
        [
          [20, 'Insured:'],
          [120, 'Ines McAllister'],
        ],
        [[300, 'imcallister@mailbox.example']],
        [
          [20, 'Appraiser:'],
          [120, 'Dana Cole'],
        ],
        [[20, 'dcole@ridgelineappraisal.example']],
      ]),
      'opposing_appraiser',
    );
    expect(f.email?.value).toBe('imcallister@mailbox.example');
    expect(f.appraiserEmail?.value).toBe('dcole@ridgelineappraisal.example');
    expect(f.estimateDate?.value).toBe('2026-03-04');
  });
});

describe('a crash report of two vehicle units', () => {
  it("keeps the first unit's VIN, make, owner and insurer together and takes nothing from the other unit", () => {
    const unit = (n: number, rows: Array<Array<[number, string]>>) => ({ ...page(rows).pages[0]!, pageNumber: n });
    const text: DocumentText = {
      fileType: 'pdf',
      pages: [
        unit(1, [
          [[20, 'TRAFFIC CRASH REPORT']],
          [
            [20, 'VEHICLE IDENTIFICATION #'],
            [200, 'VEHICLE YEAR'],
            [300, 'VEHICLE MAKE'],
          ],
          [
            [20, '1GT12SEY0LF888999'],
            [205, '2020'],
            [310, 'GMC'],
          ],
          [
            [20, 'INSURANCE COMPANY'],
            [200, 'INSURANCE POLICY #'],
          ],
          [
            [20, 'NATIONWIDE'],
            [200, '1918453865'],
          ],
        ]),
        unit(2, [
          [
            [20, 'VEHICLE IDENTIFICATION #'],
            [200, 'VEHICLE YEAR'],
            [300, 'VEHICLE MAKE'],
            [400, 'VEHICLE MODEL'],
          ],
          [
            [20, '1C4RJFBG5JC610834'],
            [205, '2018'],
            [310, 'JEEP'],
            [400, 'GRAND CHEROKEE'],
          ],
          [
            [20, 'INSURANCE COMPANY'],
            [200, 'INSURANCE POLICY #'],
          ],
          [
            [20, 'ALLSTATE'],
            [200, '5550001111'],
          ],
        ]),
      ],
    };
    const f = extractFields(text, 'other');
    expect([f.vehicleVin?.value, f.vehicleMake?.value, f.insuranceCompany?.value, f.policyNumber?.value]).toEqual([
      '1GT12SEY0LF888999',
      'GMC',
      'NATIONWIDE',
      '1918453865',
    ]);
    expect(f.vehicleModel).toBeUndefined();
  });
});

describe('a vehicle line whose parts the printer separates', () => {
  it('reads model, trim and engine apart ("Loss vehicle: 2017 GMC Sierra 2500HD | SLE Crew Cab 4 Door … | 6.6L …")', () => {
    const f = extractFields(
      page([
        [
          [20, 'Loss vehicle:'],
          [90, '2017 GMC Sierra 2500HD | SLE Crew Cab 4 Door Crew Cab 6.9 Foot Bed | 6.6L 8 Cyl Diesel'],
        ],
      ]),
      'carrier_estimate',
    );
    expect([f.vehicleYear?.value, f.vehicleMake?.value, f.vehicleModel?.value, f.vehicleTrim?.value]).toEqual(['2017', 'GMC', 'Sierra 2500HD', 'SLE Crew Cab']);
  });
});

describe('what the column reader must not take', () => {
  it('reads no column under a title line of OCR words ("Vehicle Damage Appraisal & Claims")', () => {
    const words = (y: number, list: Array<[number, string]>) => ({
      text: list.map(([, t]) => t).join(' '),
      y,
      items: list.map(([x, str]) => ({ str, x, y, width: str.length * 5.8 })),
    });
    const lines = [
      words(700, [
        [213, 'Vehicle'],
        [261, 'Damage'],
        [302, 'Appraisal'],
        [361, '&'],
        [373, 'Claims'],
      ]),
      words(688, [
        [233, 'Appraisal'],
        [310, 'Assignment'],
      ]),
      words(676, [
        [58, 'DAMAGE'],
        [98, 'AREA'],
        [309, 'VEHICLE'],
        [355, 'LOCATION'],
      ]),
      words(664, [
        [58, 'Passenger'],
        [117, 'side'],
        [146, 'mirror'],
        [188, 'and'],
        [211, 'door'],
        [309, 'Riverside'],
        [368, 'Auto'],
        [397, 'Body'],
      ]),
    ];
    const text: DocumentText = { fileType: 'pdf', pages: [{ pageNumber: 1, ocr: true, lines, text: lines.map((l) => l.text).join('\n') }] };
    expect(extractFields(text, 'firm_assignment').damageArea?.value).toBe('Passenger side mirror and door');
  });

  it('still takes a person "Prepared For" as the insured', () => {
    expect(
      extractFields(
        page([
          [
            [20, 'Prepared For: Patricia Schmidt'],
            [250, 'Claim No.: Q277297903'],
          ],
        ]),
        'opposing_appraiser',
      ).insuredName?.value,
    ).toBe('Patricia Schmidt');
  });
});
