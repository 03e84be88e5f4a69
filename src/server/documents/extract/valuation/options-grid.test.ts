/**
 * Golden test of the options grid (CCC ONE's comparables as columns): a PDF written here with a summary
 * page, then a grid of three comparables over three pages (header, Odometer, option rows with check
 * marks, List Price, signed Adjustments sub-rows whose sign, "$" and digits are runs of their own, some
 * blank, Adjusted Comparable Value), their identities in a side panel sharing the grid's text lines, and a
 * second grid starting halfway down the page the first ends on. Two comparables are marked "(*)" (one in
 * the grid's header, one in its panel heading) under a note that they are not used. Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { comparablesCheck } from '../../../reviews/reading-check';
import { analyzeFile } from '../../analyze-file';
import { GoldenPdf } from './golden-pdf';

type Comp = {
  vehicle: string;
  vin: string;
  dealer: string;
  miles: number;
  odometer: string;
  price: string;
  adjustments: Partial<Record<'Package' | 'Make/Model/Trim' | 'Options' | 'Mileage' | 'Condition¹', string>>;
  adjusted: string;
};

const COMPS: Comp[] = [
  {
    vehicle: '2021 Honda Accord EX-L',
    vin: '1HGCV1F51MA010001',
    dealer: 'Fernhollow Motors',
    miles: 43,
    odometer: '38,955',
    price: '15,700',
    adjustments: { Options: '- 350', Mileage: '- 410', 'Condition¹': '- 140' },
    adjusted: '14,800',
  },
  {
    vehicle: '2021 Honda Accord Sport',
    vin: '1HGCV1F32MA010002',
    dealer: 'Brassbell Honda',
    miles: 12,
    odometer: '21,300',
    price: '20,500',
    adjustments: { Options: '- 300', Mileage: '- 300' },
    adjusted: '19,900',
  },
  {
    vehicle: '2020 Honda Accord EX-L',
    vin: '1HGCV1F58LA010003',
    dealer: 'Oxbow Autoplex',
    miles: 57,
    odometer: '61,000',
    price: '15,100',
    adjustments: { Package: '+ 120', 'Make/Model/Trim': '- 250', Mileage: '+ 230' },
    adjusted: '15,200',
  },
  {
    vehicle: '2021 Honda Accord EX-L',
    vin: '1HGCV1F50MA010004',
    dealer: 'Quillmoor Auto',
    miles: 28,
    odometer: '49,800',
    price: '15,200',
    adjustments: { Mileage: '- 100', 'Condition¹': '- 200' },
    adjusted: '14,900',
  },
  {
    vehicle: '2021 Honda Accord LX',
    vin: '1HGCV1F14MA010005',
    dealer: 'Tallgrass Cars',
    miles: 64,
    odometer: '70,100',
    price: '15,900',
    adjustments: { Options: '+ 600', Mileage: '- 100' },
    adjusted: '16,400',
  },
  {
    vehicle: '2021 Honda Accord EX-L',
    vin: '1HGCV1F5XMA010006',
    dealer: 'Westmere Honda',
    miles: 35,
    odometer: '55,000',
    price: '15,050',
    adjustments: { Mileage: '+ 50' },
    adjusted: '15,100',
  },
];
const OPTIONS = [
  'Power Moonroof',
  'Heated Front Seats',
  'Leather Seats',
  'Navigation System',
  'Remote Start',
  'Blind Spot Monitor',
  'Rear Spoiler',
  'Premium Audio',
];
const CENTRES = [195, 250, 305, 360];
const PANEL_X = 400;

async function optionsGridPdf(): Promise<Buffer> {
  const pdf = await GoldenPdf.create(4);
  for (let n = 1; n <= 4; n++) {
    // A running header in the panel's x range, and a footer across the page: neither is the panel's.
    pdf.text(n, 424.8, 40, 'Owner: Doe, Jane');
    pdf.text(n, 424.8, 50, 'Claim: 0445-21-7781');
    pdf.text(n, 36, 770, '© Copyright 2026 CCC Intelligent Solutions Inc. All Rights Reserved.', { size: 7 });
    pdf.text(n, 576, 770, `Page ${n} of 4`, { size: 7, right: true });
  }
  pdf.text(1, 36, 80, 'REPORT SUMMARY', { size: 14, bold: true });
  const summary: Array<[string, string]> = [
    ['Loss Vehicle', '2021 Honda Accord EX-L'],
    ['Odometer', '56,723'],
    ['Base Vehicle Value', '$ 15,000.00'],
    ['Condition Adjustment', '- $ 300.00'],
    ['Adjusted Vehicle Value', '$ 14,700.00'],
    ['Vehicular Tax (6.00%)', '+ $ 882.00'],
    ['Value before Deductible', '$ 15,582.00'],
    ['Deductible*', '- $ 500.00'],
    ['Total', '$ 15,082.00'],
  ];
  summary.forEach(([label, value], i) => {
    pdf.text(1, 41, 110 + i * 16, label, { size: 9, bold: i >= 2 });
    if (value.includes('$')) pdf.text(1, 345, 110 + i * 16, value, { size: 9, right: true });
    else pdf.text(1, 243, 110 + i * 16, value, { size: 9 });
  });

  const cell = (n: number, k: number, top: number, text: string) => pdf.text(n, (CENTRES[k] as number) + 22, top, text, { right: true });
  /** An amount as three runs: its sign, "$", and the digits, right-aligned in column k. */
  const amount = (n: number, k: number, top: number, signed: string) => {
    const [sign, digits] = signed.includes(' ') ? signed.split(' ') : ['', signed];
    const right = (CENTRES[k] as number) + 22;
    const dollarX = right - pdf.width(digits as string) - 6;
    pdf.text(n, right, top, digits as string, { right: true });
    pdf.text(n, dollarX, top, '$');
    if (sign) pdf.text(n, dollarX - 7, top, sign);
  };
  const header = (n: number, top: number, comps: number[], marked: number | null) => {
    pdf.text(n, 36, top, 'Options', { bold: true });
    const heads = ['Loss Vehicle', ...comps.map((c) => `Comp ${c}${c === marked ? ' (*)' : ''}`)];
    heads.forEach((h, k) => {
      pdf.text(n, (CENTRES[k] as number) - pdf.width(h, 8, true) / 2, top, h, { bold: true });
    });
    pdf.text(n, 36, top + 16, 'Odometer');
    cell(n, 0, top + 16, '56,723');
    comps.forEach((c, k) => {
      cell(n, k + 1, top + 16, COMPS[c - 1]?.odometer as string);
    });
  };
  const optionRow = (n: number, top: number, i: number) => {
    pdf.text(n, 36, top, OPTIONS[i % OPTIONS.length] as string);
    for (let k = 0; k < 4; k++) if ((i + k) % 3 !== 0) pdf.check(n, CENTRES[k] as number, top);
  };
  const money = (n: number, top: number, comps: number[]) => {
    pdf.text(n, 36, top, 'List Price', { bold: true });
    comps.forEach((c, k) => {
      amount(n, k + 1, top, COMPS[c - 1]?.price as string);
    });
    pdf.text(n, 36, top + 16, 'Adjustments:', { bold: true });
    (['Package', 'Make/Model/Trim', 'Options', 'Mileage', 'Condition¹'] as const).forEach((label, j) => {
      pdf.text(n, 44, top + 32 + j * 16, label);
      comps.forEach((c, k) => {
        const a = COMPS[c - 1]?.adjustments[label];
        if (a) amount(n, k + 1, top + 32 + j * 16, a);
      });
    });
    pdf.text(n, 36, top + 124, 'Adjusted Comparable Value', { bold: true });
    comps.forEach((c, k) => {
      amount(n, k + 1, top + 124, COMPS[c - 1]?.adjusted as string);
    });
  };
  const panel = (n: number, top: number, c: number, marked: boolean) => {
    const comp = COMPS[c - 1] as Comp;
    const lines = [
      `${comp.vehicle}`,
      `VIN: ${comp.vin}`,
      comp.dealer,
      '(555) 555-0101',
      'Source: Dealer Ad',
      `Stock #: A100${c}`,
      `${comp.miles} Miles From Dayton, OH`,
    ];
    pdf.text(n, PANEL_X, top, `Comp ${c}${marked ? ' (*)' : ''}`, { bold: true });
    lines.forEach((l, i) => {
      pdf.text(n, PANEL_X, top + 10 + i * 10, l, { size: 7 });
    });
  };

  // The first grid: header and options on page 2, more options on page 3, the rest on page 4.
  pdf.text(2, 36, 80, 'COMPARABLE VEHICLES', { size: 14, bold: true });
  header(2, 110, [1, 2, 3], 2);
  [1, 2, 3].forEach((c, i) => {
    panel(2, 110 + i * 94, c, false);
  });
  let i = 0;
  for (let top = 142; top <= 700; top += 18) optionRow(2, top, i++);
  for (let top = 90; top <= 700; top += 18) optionRow(3, top, i++);
  for (let top = 90; top <= 144; top += 18) optionRow(4, top, i++);
  money(4, 170, [1, 2, 3]);
  // The second grid, halfway down the page the first ends on; its panel beside it.
  header(4, 330, [4, 5, 6], null);
  [4, 5, 6].forEach((c, k) => {
    panel(4, 330 + k * 94, c, c === 5);
  });
  for (let top = 362; top <= 442; top += 16) optionRow(4, top, i++);
  money(4, 466, [4, 5, 6]);
  pdf.text(4, 36, 640, '(*) This vehicle is shown for informational purposes only and is not used in the valuation.', { size: 7 });
  return pdf.bytes();
}

describe('comparables read from an options grid', () => {
  it('reads every column with its side panel, over page breaks, a second grid mid-page, the (*) ones kept as not used', async () => {
    const analysis = await analyzeFile(await optionsGridPdf());
    const v = analysis.valuation;
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage, c.vin, c.used ?? true])).toEqual([
      [15700, 14800, 38955, '1HGCV1F51MA010001', true],
      [20500, 19900, 21300, '1HGCV1F32MA010002', false],
      [15100, 15200, 61000, '1HGCV1F58LA010003', true],
      [15200, 14900, 49800, '1HGCV1F50MA010004', true],
      [15900, 16400, 70100, '1HGCV1F14MA010005', false],
      [15050, 15100, 55000, '1HGCV1F5XMA010006', true],
    ]);
    const third = v?.comparables[2];
    expect([third?.year, third?.make, third?.model, third?.dealer, third?.source, third?.distanceMiles]).toEqual([
      2020,
      'Honda',
      'Accord',
      'Oxbow Autoplex',
      'Dealer Ad',
      57,
    ]);
    expect(third?.adjustments).toEqual([
      { label: 'Package', amount: 120 },
      { label: 'Make/Model/Trim', amount: -250 },
      { label: 'Mileage', amount: 230 },
    ]);
    expect(v?.comparables[3]?.adjustedPrice?.page).toBe(4);
    expect(v?.lossVehicle.mileage?.value).toBe(56723);
    expect(v?.baseValue?.value).toBe(15000);
    // The reading check: the used comparables account for the printed base; all six would not.
    if (!v) throw new Error('no valuation read');
    expect(comparablesCheck(v)).toBeNull();
    expect(comparablesCheck({ ...v, comparables: v.comparables.map(({ used: _u, ...c }) => c) })).not.toBeNull();
  }, 60_000);
});
