/**
 * Golden tests, one cause each: a text layer that lies. The documents are built here
 * (lying-text-fixtures.ts): a Type 3 font with /Differences, no ToUnicode and code <00>; text drawn
 * through a flipped matrix with -100 Tz and a negative font size; and a form drawn scaled down word by
 * word, whose wide spaces look like the mirrored page's but lose nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixturePair } from '../../../../tests/fixtures/estimates/estimate-spec';
import { renderEstimatePdf } from '../../../../tests/fixtures/estimates/render-estimate';
import { analyzeFile } from '../analyze-file';
import { cleanForStore, cleanText } from './clean-text';
import { drawnDiffers, dropsGlyphs } from './drawn-check';
import { extractDocumentText } from './extract-text';
import { isNotLanguage } from './language';
import { mirroredTextPdf, reportPage, scaledFormPdf, type3Pdf } from './lying-text-fixtures';
import { MAX_OCR_ENGINES } from './ocr-engines';
import { openPdf } from './pdf';

const MIRRORED = ['Loss Date: 03/14/2025', 'Base Value = $12,345.67', 'Market Value = $12,845.67', 'Settlement Value = $11,845.67'];

/** A C0 control character other than tab and newline: what jsonb refuses (NUL) or no text layer means. */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 32 && c !== '\n' && c !== '\t');

/** pdf.js' text content items of a PDF's first page. */
async function textItems(pdf: Buffer): Promise<object[]> {
  const doc = await openPdf(pdf, 'text');
  try {
    return (await (await doc.getPage(1)).getTextContent()).items;
  } finally {
    await doc.destroy();
  }
}

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('text cleaning', () => {
  it('turns control characters but tab and newline into U+FFFD, a carriage return into a space, and leaves clean text as it is', () => {
    expect(cleanText('a\u0000b\u0001c\td\ne\rf\u007f\u0085')).toBe('a\ufffdb\ufffdc\td\ne f\ufffd\ufffd');
    const clean = 'Base Value = $12,345.67 — ñandú 🚗';
    expect(cleanText(clean)).toBe(clean);
    // Half a surrogate pair is refused by jsonb too; a whole pair is kept.
    expect(cleanText('x\ud83dy')).toBe('x\ufffdy');
    expect(cleanText('🚗')).toBe('🚗');
  });

  it('cleans every string of an analysis, keys too, for the store', () => {
    const stored = cleanForStore({ text: 'A\u0000B', fields: { vin: { value: '1HG\u0000' } }, pages: [{ lines: ['x\u0002'] }], n: 3, ok: true, none: null });
    expect(JSON.stringify(stored)).not.toMatch(/\\u000[0-2]/);
    expect(stored).toEqual({ text: 'A\ufffdB', fields: { vin: { value: '1HG\ufffd' } }, pages: [{ lines: ['x\ufffd'] }], n: 3, ok: true, none: null });
  });
});

describe('a Type 3 font without ToUnicode', () => {
  it('gives pages of control characters, which are cleaned and found not language, on all 13 pages', async () => {
    const pdf = await type3Pdf(
      Array.from({ length: 13 }, (_, i) => reportPage(i + 1, 2)),
      { names: 'numeric' },
    );
    const { pages } = await extractDocumentText(pdf, { ocr: false });
    expect(pages).toHaveLength(13);
    for (const page of pages) {
      expect(hasControl(page.text), `page ${page.pageNumber}`).toBe(false);
      expect(isNotLanguage(page.text), `page ${page.pageNumber}`).toBe(true);
    }
  });

  it('is read by OCR: the words come out and no NUL is left', async () => {
    const pdf = await type3Pdf([reportPage(1, 2), reportPage(2, 2)], { names: 'numeric' });
    const r = await analyzeFile(pdf);
    expect(r.analyzed).toBe(true);
    expect(r.ocrPages).toBe(2);
    expect(r.text.includes('\u0000') || r.text.includes('\ufffd')).toBe(false);
    expect(r.text).toMatch(/VALUATION REPORT PAGE 1/);
    expect(r.text).toMatch(/Base Vehicle Value \$14,345\.00/);
  }, 60_000);

  it('reads every lying page, not only the first 12, until the time budget; the pages left are named', async () => {
    // Each page prints a letter no other page does: the cipher learnt on one page cannot decode another,
    // so every page is OCR'd.
    const own = 'dfhjkqsvwxyzDF';
    const pdf = await type3Pdf(
      Array.from({ length: 14 }, (_, i) => [`PAGE ${i + 1} VALUATION REPORT`, 'Claim Number 0123456789', own[i]?.repeat(3) ?? '']),
      { names: 'numeric', fontSize: 18 },
    );
    const how: string[] = [];
    const all = await extractDocumentText(pdf, { maxOcrPages: 0, onPageRead: (n, by) => how.push(`${n}:${by}`) });
    expect(all.pages.filter((p) => p.ocr).map((p) => p.pageNumber)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(how.filter((h) => h.endsWith(':ocr'))).toHaveLength(14);
    expect(all.pages[13]?.text).toMatch(/PAGE 14 VALUATION/);
    expect(all.unreadPages).toBeUndefined();
    // A budget the first pages use up: the first page of each OCR lane is read (one or two, by the
    // machine's cores; the cipher they teach decodes no other page), the others named, in page order.
    const cut = await extractDocumentText(pdf, { ocrBudgetMs: 1 });
    const read = cut.pages.filter((p) => p.ocr).map((p) => p.pageNumber);
    expect(read.length).toBe(MAX_OCR_ENGINES);
    expect([...read, ...(cut.unreadPages ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(hasControl(cut.pages[5]?.text ?? '')).toBe(false);
  }, 120_000);

  it('OCRs a page a lane and decodes the others by the cipher they teach, white-space codes too (pdf.js turns codes 9–13 into gaps)', async () => {
    // Numeric glyph names numbered from 0 in sorted order: the digits 4 to 8 sit on codes 9 to 13.
    const lines = (n: number) => reportPage(n, 7);
    const pdf = await type3Pdf(
      Array.from({ length: 6 }, (_, i) => lines(i + 1)),
      { names: 'numeric', fontSize: 11 },
    );
    const how = new Map<number, string>();
    const { pages, unreadPages } = await extractDocumentText(pdf, { maxOcrPages: 0, onPageRead: (n, by) => how.set(n, by) });
    expect(unreadPages).toBeUndefined();
    // One page a lane is OCR'd (the lanes start together), the rest decoded.
    expect([...how.values()].filter((by) => by === 'ocr')).toHaveLength(MAX_OCR_ENGINES);
    expect([...how.values()].filter((by) => by === 'cipher')).toHaveLength(6 - MAX_OCR_ENGINES);
    for (const page of pages) {
      if (how.get(page.pageNumber) === 'cipher') expect(page.text, `page ${page.pageNumber}`).toBe(lines(page.pageNumber).join('\n'));
    }
    expect(pages[3]?.text).toMatch(/Base Vehicle Value \$16,345\.00/);
  }, 60_000);

  it('OCRs a page whose codes the lesson never saw', async () => {
    const pdf = await type3Pdf([reportPage(1, 7), ['QUIZ JOKE FAX WHY', 'WAXY FJORD QUIZ KEPT']], { names: 'numeric', fontSize: 14 });
    const how = new Map<number, string>();
    const { pages } = await extractDocumentText(pdf, { maxOcrPages: 0, onPageRead: (n, by) => how.set(n, by) });
    expect(how.get(1)).toBe('ocr');
    expect(how.get(2)).toBe('ocr');
    expect(pages[1]?.text).toMatch(/QUIZ JOKE/);
  }, 60_000);

  it('with NUL among real text (one glyph at code <00>) keeps the page and cleans the NUL', async () => {
    const lines = [
      'Total loss valuation report for the insured vehicle',
      'The market value of the vehicle is based on comparable vehicles',
      'Base vehicle value 12345.00',
    ];
    const { pages } = await extractDocumentText(await type3Pdf([lines], { names: 'standard', nulChar: '.' }), { ocr: false });
    expect(pages[0]?.ocr).toBe(false);
    expect(pages[0]?.text).toMatch(/Base vehicle value 12345\ufffd00/);
    expect(pages[0]?.text.includes('\u0000')).toBe(false);
  });
});

describe('mirrored text construction (flipped matrix, -100 Tz, negative Tf)', () => {
  it('is found to disagree with the page, and OCR reads its lines whole', async () => {
    const pdf = await mirroredTextPdf(MIRRORED);
    const layerOnly = await extractDocumentText(pdf, { ocr: false });
    // pdf.js loses glyphs: "Loss Date" is not in its text content.
    expect(layerOnly.pages[0]?.text).not.toMatch(/Loss Date/);
    expect(drawnDiffers(layerOnly.pages[0] as never)).toBe(true);
    const { pages } = await extractDocumentText(pdf);
    expect(pages[0]?.ocr).toBe(true);
    const text = pages[0]?.text ?? '';
    expect(text).toMatch(/Loss Date: 03\/14\/2025/);
    expect(text).toMatch(/Base Value = \$12,345\.67/);
    expect(text).toMatch(/Settlement Value = \$11,845\.67/);
  }, 60_000);

  it('leaves a page printed the ordinary way alone', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    for (const [i, line] of MIRRORED.entries()) page.drawText(line, { x: 54, y: 700 - i * 26, size: 12, font });
    page.drawText('Total          $12,345.67', { x: 54, y: 500, size: 12, font, wordBreaks: [' '] });
    const { pages } = await extractDocumentText(Buffer.from(await doc.save()), { ocr: false });
    expect(drawnDiffers(pages[0] as never)).toBe(false);
    expect(pages[0]?.text).toMatch(/Loss Date: 03\/14\/2025/);
  });

  it('leaves a form drawn scaled down, word by word, alone: its spaces run over the next word but it draws no glyph more than pdf.js reads', async () => {
    const pdf = await scaledFormPdf([
      [
        [54, 'PRIMARY'],
        [96, 'HOME'],
        [126, 'BUS'],
        [150, 'CELL'],
      ],
      [
        [54, 'NAME'],
        [84, 'OF'],
        [100, 'INSURED'],
        [300, 'DATE'],
        [330, 'OF'],
        [346, 'LOSS'],
      ],
    ]);
    const { pages } = await extractDocumentText(pdf, { ocr: false });
    expect(dropsGlyphs(await textItems(pdf))).toBe(true);
    expect(drawnDiffers(pages[0] as never)).toBe(false);
    expect(pages[0]?.text).toMatch(/PRIMARY\s+HOME\s+BUS\s+CELL/);
  });

  it('leaves an estimate whose columns pdf.js joins with spaces as wide as their gaps alone', async () => {
    const pdf = await renderEstimatePdf(buildFixturePair(7, 'ccc', 'appraiser', ['price']).carrier);
    const { pages } = await extractDocumentText(pdf, { ocr: false });
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(drawnDiffers(page), `page ${page.pageNumber}`).toBe(false);
  });

  it.skipIf(!hasPdftotext())('is what poppler reads (reference only: pdftotext is not part of the product; skipped without poppler-utils)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mirrored-')), 'm.pdf');
    fs.writeFileSync(file, await mirroredTextPdf(MIRRORED));
    const out = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const line of MIRRORED) expect(out).toContain(line);
  });
});
