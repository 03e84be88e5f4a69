/**
 * Golden tests through the OCR path, one cause each: a CCC-style Valuation Summary drawn to a page
 * image and saved as an image-only PDF (its money chain, then the comparables as blocks with no table
 * header: "Comp N", source and dealer left, vehicle and prices right); and a page whose text is drawn
 * through a flipped matrix (pdf.js loses glyphs, the page is OCR'd) holding a Mitchell-style chain.
 * Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { imagePdf } from '../../../testing/image-pdf';
import { analyzeFile } from '../../analyze-file';
import { mirroredTextPdf } from '../../text/lying-text-fixtures';

const CHAIN: Array<[string, string]> = [
  ['Base Vehicle Value', '$ 14,716.00'],
  ['Condition Adjustment', '- $ 451.00'],
  ['Adjusted Vehicle Value', '$ 14,265.00'],
  ['Vehicular Tax (6.25%)', '+ $ 891.56'],
  ['Value before Deductible', '$ 15,156.56'],
  ['Deductible', '- $ 500.00'],
  ['Total', '$ 14,656.56'],
];
const COMPS = [
  { dealer: 'Larkspur Motors', price: '$ 15,700', adjusted: '$ 13,900', odometer: '38,955', miles: 43 },
  { dealer: 'Quillfeather Honda', price: '$ 16,900', adjusted: '$ 14,747', odometer: '36,974', miles: 52 },
  { dealer: 'Tamarack Auto Sales', price: '$ 17,450', adjusted: '$ 15,501', odometer: '29,310', miles: 61 },
];

const summaryPdf = () =>
  imagePdf([
    (text) => {
      text('VALUATION SUMMARY', 40, 60, 16, { bold: true });
      text('Loss Vehicle', 41, 90, 9);
      text('2020 Honda Accord EX-L', 243, 90, 9);
      CHAIN.forEach(([label, amount], i) => {
        text(label, 41, 112 + i * 16, 9);
        text(amount, 360, 112 + i * 16, 9, { right: true });
      });
      text('COMPARABLE VEHICLES', 40, 250, 12, { bold: true });
      COMPS.forEach((comp, i) => {
        const top = 276 + i * 84;
        text(`Comp ${i + 1}`, 40, top, 8, { bold: true });
        text('Source: Dealer Ad', 40, top + 13, 7.5);
        text('2021 Honda Accord', 166, top + 13, 7.5, { bold: true });
        text(comp.price, 334, top + 13, 7.5, { right: true });
        text(comp.adjusted, 396, top + 13, 7.5, { right: true });
        text(comp.dealer, 40, top + 25, 7.5);
        text('Ex-L 4 1.5l', 166, top + 25, 7.5, { bold: true });
        text('(List)', 334, top + 25, 7.5, { right: true });
        text(`${comp.miles} Miles From Dayton, OH`, 40, top + 37, 7.5);
        text(`Odometer: ${comp.odometer}`, 166, top + 37, 7.5);
        text(`VIN: 1HGCV1F5${i}LA88560${i}`, 166, top + 49, 7.5);
      });
    },
  ]);

describe('a valuation summary read by OCR from a page image', () => {
  it('reads its money chain and every comparable block, price and adjusted value each from its own column', async () => {
    const analysis = await analyzeFile(await summaryPdf(), { ocr: true });
    expect(analysis.ocrPages).toBe(1);
    const v = analysis.valuation;
    expect(v?.baseValue?.value).toBe(14716);
    expect(v?.valueBeforeDeductible?.value).toBe(15156.56);
    expect(v?.settlement?.value).toBe(14656.56);
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage])).toEqual([
      [15700, 13900, 38955],
      [16900, 14747, 36974],
      [17450, 15501, 29310],
    ]);
  }, 120_000);
});

describe("valuation totals on a page of mirrored text construction (OCR'd)", () => {
  it('reads Base, Market and Settlement Value as a chain that reconciles', async () => {
    const pdf = await mirroredTextPdf([
      'MARKET VALUATION REPORT',
      'Loss Date: 03/14/2025',
      'Base Value = $12,345.67',
      'Condition Adjustment = $500.00',
      'Market Value = $12,845.67',
      'Deductible = -$1,000.00',
      'Settlement Value = $11,845.67',
    ]);
    const analysis = await analyzeFile(pdf);
    expect(analysis.ocrPages).toBe(1);
    const v = analysis.valuation;
    expect(v?.chain.map((c) => [c.kind, c.amount])).toEqual([
      ['base', 12345.67],
      ['adjustment', 500],
      ['subtotal', 12845.67],
      ['deductible', -1000],
      ['total', 11845.67],
    ]);
    expect(v?.baseValue?.value).toBe(12345.67);
    expect(v?.valueBeforeDeductible?.value).toBe(12845.67);
    expect(v?.settlement?.value).toBe(11845.67);
  }, 120_000);
});
