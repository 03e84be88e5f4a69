/**
 * Golden test through the OCR path (issue 33, class 5: an image-only CCC Valuation Summary), the header
 * block: the Owner label printed with a wide kerned gap, which OCR reads as two words ("own er"), and a
 * claim reference in mixed case with look-alike characters (0/O, B/8, a/o), which is read as printed:
 * not upper-cased, no letter "mended" into a digit. Drawn to a page image and saved as an image-only PDF.
 * Every value is invented.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePdf } from '../../../testing/image-pdf';
import { analyzeFile, type FileAnalysis } from '../../analyze-file';

const CLAIM = 'Clm-0a7Bx3k';

const summaryPdf = () =>
  imagePdf([
    (text) => {
      text('VALUATION SUMMARY', 40, 60, 16, { bold: true });
      // "Own" and "er" a gap apart: OCR reads the label as two words.
      text('Own', 41, 90, 9);
      text('er', 64, 90, 9);
      text('Marguerite Okafor', 243, 90, 9);
      text('Claim Number', 41, 106, 9);
      text(CLAIM, 243, 106, 9);
      text('Loss Vehicle', 41, 122, 9);
      text('2020 Honda Accord EX-L', 243, 122, 9);
      text('Date of Loss', 41, 138, 9);
      text('03/14/2025', 243, 138, 9);
      const chain: Array<[string, string]> = [
        ['Base Vehicle Value', '$ 14,716.00'],
        ['Condition Adjustment', '- $ 451.00'],
        ['Adjusted Vehicle Value', '$ 14,265.00'],
        ['Deductible', '- $ 500.00'],
        ['Total', '$ 13,765.00'],
      ];
      chain.forEach(([label, amount], i) => {
        text(label, 41, 170 + i * 16, 9);
        text(amount, 360, 170 + i * 16, 9, { right: true });
      });
    },
  ]);

describe("an image-only valuation summary's header read by OCR", () => {
  let analysis: FileAnalysis;
  beforeAll(async () => {
    analysis = await analyzeFile(await summaryPdf(), { ocr: true });
  }, 120_000);

  it('reads the owner under a label OCR split in two', () => {
    // The page as OCR read it: the label's two halves are apart (what this test is about).
    const ownerLine = analysis.layout?.pages[0]?.lines.find((l) => /Marguerite/.test(l.text));
    expect(ownerLine?.items.map((i) => i.str.toLowerCase()).slice(0, 2)).toEqual(['own', 'er']);
    expect(analysis.fields.insuredName?.value).toBe('Marguerite Okafor');
  });

  it('reads a mixed-case claim reference as printed', () => {
    expect(analysis.fields.claimNumber?.value).toBe(CLAIM);
    expect(analysis.valuation?.baseValue?.value).toBe(14716);
  });
});
