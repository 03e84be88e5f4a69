/**
 * Golden tests (issue 35, pdf-lib text PDFs): a shop invoice's "Labor" column printed in dollars is the
 * line's price, not hours; told by the row's parts + labor = total, by a figure no line's hours reach, or by
 * the labor amount of the totals block the column adds up to.
 * An hours column printed with two decimals ("2.50") stays hours.
 */
import { describe, expect, it } from 'vitest';
import { type PdfRow, readEstimatePdf } from '../../../tests/fixtures/estimates/estimate-pdf.js';

const row = (qty: string, description: string, ...figures: string[]): PdfRow => [
  ...(qty ? [[40, qty] as [number, string]] : []),
  [80, description],
  ...figures.map((f, i): [number, string] => [300 + i * 70 + (8 - f.length) * 4, f]),
];
const prices = async (rows: PdfRow[]) => (await readEstimatePdf(rows)).lines.map((l) => [l.description, l.price, l.laborHours, l.paintHours]);

describe('a Labor column printed in dollars', () => {
  it('reads "Parts  Labor  Total" rows whose parts + labor is the total as priced lines (labor 45.00 is dollars, not 45 hours)', async () => {
    const lines = await prices([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [310, 'Parts'],
        [380, 'Labor'],
        [450, 'Total'],
      ],
      row('1', 'Front bumper cover', '412.50', '45.00', '457.50'),
      row('1', 'Refinish bumper cover', '0.00', '30.00', '30.00'),
      [],
      [
        [250, 'Total'],
        [450, '487.50'],
      ],
    ]);
    expect(lines).toEqual([
      ['Front bumper cover', 457.5, null, null],
      ['Refinish bumper cover', 30, null, null],
    ]);
  });

  it('reads a Labor column whose figures all have cents and one is more hours than a line is charged (130.00) as dollars', async () => {
    const lines = await prices([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [310, 'Parts'],
        [380, 'Labor'],
      ],
      row('1', 'Front bumper cover', '412.50', '130.00'),
      row('2', 'Headlamp assembly, left', '289.00', '65.00'),
      [],
      [
        [250, 'Total'],
        [380, '896.50'],
      ],
    ]);
    expect(lines).toEqual([
      ['Front bumper cover', 542.5, null, null],
      ['Headlamp assembly, left', 354, null, null],
    ]);
  });

  it('reads a "Description  Parts  Labor  Total" header (no quantity: the line total past the labor is its third value column) as the table', async () => {
    const lines = await prices([
      [
        [80, 'Description'],
        [310, 'Parts'],
        [380, 'Labor'],
        [450, 'Total'],
      ],
      row('', 'Front bumper cover', '412.50', '45.00', '457.50'),
      row('', 'Headlamp assembly, left', '289.00', '30.00', '319.00'),
      [],
      [
        [250, 'Total'],
        [450, '776.50'],
      ],
    ]);
    expect(lines).toEqual([
      ['Front bumper cover', 457.5, null, null],
      ['Headlamp assembly, left', 319, null, null],
    ]);
  });

  it('reads a Labor column of small cents figures (35.00, 30.00) as dollars where they add up to the labor amount of the totals block', async () => {
    const lines = await prices([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [310, 'Parts'],
        [380, 'Labor'],
      ],
      row('1', 'Front bumper cover', '412.50', '35.00'),
      row('1', 'Headlamp assembly, left', '289.00', '30.00'),
      [],
      [
        [250, 'Parts'],
        [380, '701.50'],
      ],
      [
        [250, 'Labor'],
        [380, '65.00'],
      ],
      [
        [250, 'Total'],
        [380, '766.50'],
      ],
    ]);
    expect(lines).toEqual([
      ['Front bumper cover', 447.5, null, null],
      ['Headlamp assembly, left', 319, null, null],
    ]);
  });

  it('keeps hours printed with two decimals ("2.50") as hours', async () => {
    const lines = await prices([
      [
        [40, 'Qty'],
        [80, 'Description'],
        [310, 'Parts'],
        [380, 'Labor'],
        [450, 'Total'],
      ],
      row('1', 'Front bumper cover', '412.50', '2.50', '542.50'),
      row('1', 'Headlamp assembly, left', '289.00', '1.00', '341.00'),
    ]);
    expect(lines).toEqual([
      ['Front bumper cover', 412.5, 2.5, null],
      ['Headlamp assembly, left', 289, 1, null],
    ]);
  });
});
