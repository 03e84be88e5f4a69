import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../../../tests/fixtures/documents/bombs';
import { HAS_REPLICAS, NO_REPLICAS, REPLICAS_DIR } from '../../../../tests/fixtures/paths';
import { extractDocumentText } from './extract-text';
import { isNotLanguage } from './language';
import { terminateOcr } from './ocr';
import { openPdf, readPdfText } from './pdf';

afterAll(() => terminateOcr());

const LETTER = `Market Valuation Report
Loss vehicle 2019 Toyota Camry SE 4 door sedan, odometer 48,210 miles, condition typical.
Base value $ 21,450.00   Condition adjustment -$ 320.00   Adjusted vehicle value $ 21,130.00
Comparable vehicles were found within 150 miles of the owner's address and adjusted for options.`;

/** The same text as a broken font maps it: each letter to a digit or punctuation mark. */
const toDigitsAndPunctuation = (s: string) => s.replace(/[A-Za-z]/g, (c) => '0123456789.,-/:;#%&*'[c.charCodeAt(0) % 20] ?? '0');
/** Letters shifted to other letters (a font whose map is off): words of no language. */
const shifted = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(97 + ((c.charCodeAt(0) - 97 + 7) % 26)));

describe('text layers that are not language', () => {
  it('takes real text, price tables included, as language', () => {
    expect(isNotLanguage(LETTER)).toBe(false);
    const table = [
      'Line Oper Description Part Number Qty Price Labor Paint',
      ...Array.from({ length: 20 }, (_, i) => `${i + 1} Repl Front bumper cover 52119-0R9${i}3 1 $ 3${i}5.00 2.5 1.8`),
    ].join('\n');
    expect(isNotLanguage(table)).toBe(false);
    const totals =
      'Parts 1,245.30\nBody Labor 12.5 hrs @ $ 58.00 725.00\nPaint 8.0 hrs 464.00\nSubtotal 2,434.30\nSales Tax 145.20\nGrand Total 2,579.50\nDeductible (500.00)\nNet Total 2,079.50';
    expect(isNotLanguage(totals)).toBe(false);
  });

  it('finds control characters, digits and punctuation, or letters that make no words', () => {
    expect(isNotLanguage(LETTER.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) % 31 || 1)))).toBe(true);
    expect(isNotLanguage(toDigitsAndPunctuation(LETTER))).toBe(true);
    expect(isNotLanguage(shifted(LETTER))).toBe(true);
  });

  it('leaves a page with too little text to judge as it is', () => {
    expect(isNotLanguage('12/03/2024 #4471-22')).toBe(false);
  });

  it('reads a page whose font maps its letters to digits and punctuation by OCR', async () => {
    const codes = [...new Set(LETTER.replace(/[^A-Za-z]/g, ''))].map((c) => c.charCodeAt(0));
    const hex = (n: number, w: number) => n.toString(16).toUpperCase().padStart(w, '0');
    const bfchar = codes.map((c) => `<${hex(c, 2)}> <${hex(toDigitsAndPunctuation(String.fromCharCode(c)).charCodeAt(0), 4)}>`).join('\n');
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Garbled def /CMapType 2 def
1 begincodespacerange <00> <FF> endcodespacerange
${codes.length} beginbfchar
${bfchar}
endbfchar endcmap CMapName currentdict /CMap defineresource pop end end`;
    const pdfString = (s: string) => s.replace(/[()\\]/g, (c) => `\\${c}`);
    const content = `BT /F1 13 Tf 16 TL 50 740 Td ${LETTER.split('\n')
      .flatMap((line) => line.match(/.{1,60}(\s|$)/g) ?? [])
      .map((part) => `(${pdfString(part.trim())}) Tj T*`)
      .join(' ')} ET`;
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
      `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    ]);
    const { pages } = await extractDocumentText(pdf);
    expect(pages[0]?.ocr).toBe(true);
    expect(pages[0]?.text).toMatch(/Valuation/);
    expect(pages[0]?.text).toMatch(/Camry/);
    const item = pages[0]?.lines[0]?.items[0];
    expect(item?.source).toBe('ocr');
    expect(item?.confidence).toBeGreaterThan(0.5);
  }, 60_000);

  it.skipIf(!HAS_REPLICAS)(
    `finds every page of the garbled valuation replica, and none of a clean one, not language${HAS_REPLICAS ? '' : ` (${NO_REPLICAS})`}`,
    async () => {
      const pagesOf = async (name: string) => {
        const doc = await openPdf(fs.readFileSync(path.join(REPLICAS_DIR, 'docs', name)), 'text');
        try {
          return await readPdfText(doc);
        } finally {
          await doc.destroy();
        }
      };
      const garbled = await pagesOf('State-Farm-Valuation-Report.pdf');
      expect(garbled.length).toBeGreaterThan(1);
      for (const page of garbled) expect(isNotLanguage(page.text), `page ${page.pageNumber}`).toBe(true);
      for (const page of await pagesOf('Valuation Report.pdf')) expect(isNotLanguage(page.text), `page ${page.pageNumber}`).toBe(false);
    },
    60_000,
  );
});
