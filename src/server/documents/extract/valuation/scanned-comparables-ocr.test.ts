/**
 * Golden test through the whole pipeline: an image-only valuation report of 15 pages whose comparables
 * sit past the pages the text stage OCRs of a scan (analyze-file.ts LAYOUT_MAX_OCR_PAGES). The first
 * page prints the money chain and an index ("Comparable Vehicles 14", "Valuation Notes 15"); pages 2–13
 * are blank scans. The text stage, asked by the comparables reader for the pages the index names, OCRs
 * page 14 within its budget; the reader reads the layout only. Every value is invented.
 */
import { describe, expect, it } from 'vitest';
import { type DrawPage, imagePdf } from '../../../testing/image-pdf';
import { analyzeFile, LAYOUT_MAX_OCR_PAGES } from '../../analyze-file';

const CHAIN: Array<[string, string]> = [
  ['Base Vehicle Value', '$ 18,240.00'],
  ['Condition Adjustment', '- $ 310.00'],
  ['Adjusted Vehicle Value', '$ 17,930.00'],
  ['Value before Deductible', '$ 17,930.00'],
  ['Deductible', '- $ 1,000.00'],
  ['Total', '$ 16,930.00'],
];
const COMPS = [
  { dealer: 'Hollowbrook Motors', price: '$ 19,400', adjusted: '$ 18,050', odometer: '41,220' },
  { dealer: 'Copperline Mazda', price: '$ 18,995', adjusted: '$ 18,612', odometer: '33,508' },
  { dealer: 'Windmere Auto Group', price: '$ 19,850', adjusted: '$ 18,058', odometer: '47,116' },
];

const summary: DrawPage = (text) => {
  text('VALUATION SUMMARY', 40, 60, 16, { bold: true });
  text('Loss Vehicle', 41, 90, 9);
  text('2019 Mazda CX-5 Touring', 243, 90, 9);
  CHAIN.forEach(([label, amount], i) => {
    text(label, 41, 112 + i * 16, 9);
    text(amount, 360, 112 + i * 16, 9, { right: true });
  });
  text('CONTENTS', 40, 250, 11, { bold: true });
  text('Comparable Vehicles', 41, 270, 9);
  text('14', 300, 270, 9, { right: true });
  text('Valuation Notes', 41, 286, 9);
  text('15', 300, 286, 9, { right: true });
};

const comparables: DrawPage = (text) => {
  text('COMPARABLE VEHICLES', 40, 60, 12, { bold: true });
  COMPS.forEach((comp, i) => {
    const top = 86 + i * 84;
    text(`Comp ${i + 1}`, 40, top, 8, { bold: true });
    text('Source: Dealer Ad', 40, top + 13, 7.5);
    text('2019 Mazda CX-5', 166, top + 13, 7.5, { bold: true });
    text(comp.price, 334, top + 13, 7.5, { right: true });
    text(comp.adjusted, 396, top + 13, 7.5, { right: true });
    text(comp.dealer, 40, top + 25, 7.5);
    text('Touring 4 2.5l', 166, top + 25, 7.5, { bold: true });
    text('(List)', 334, top + 25, 7.5, { right: true });
    text(`${30 + i * 9} Miles From Akron, OH`, 40, top + 37, 7.5);
    text(`Odometer: ${comp.odometer}`, 166, top + 37, 7.5);
  });
};

const notes: DrawPage = (text) => {
  text('VALUATION NOTES', 40, 60, 12, { bold: true });
  text('Comparable vehicles reflect the market value in the area of the loss.', 40, 86, 9);
};

describe("a scanned valuation's comparables past the pages OCR'd of a scan", () => {
  it("are OCR'd by the text stage from the page the report's index names, and read from the layout", async () => {
    const blanks = Array.from({ length: 12 }, () => null);
    const pdf = await imagePdf([summary, ...blanks, comparables, notes]);
    expect(LAYOUT_MAX_OCR_PAGES).toBeLessThan(14);
    const analysis = await analyzeFile(pdf, { ocr: true, trace: true });
    expect(analysis.pages).toBe(15);
    // Page 1 by the plan (the blank scans read as nothing), page 14 at the reader's asking; not the notes.
    expect(analysis.ocrPages).toBe(2);
    expect(analysis.layout?.pages[13]?.ocr).toBe(true);
    expect(analysis.layout?.pages[14]?.ocr).toBe(false);
    expect(analysis.unreadPages).toBeUndefined();
    expect(analysis.trace?.map((t) => t.stage)).toContain('ocr-further');
    const v = analysis.valuation;
    expect(v?.baseValue?.value).toBe(18240);
    expect(v?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage])).toEqual([
      [19400, 18050, 41220],
      [18995, 18612, 33508],
      [19850, 18058, 47116],
    ]);
  }, 180_000);
});
