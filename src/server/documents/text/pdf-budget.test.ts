import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildFlateBombPdf, buildPdf, buildRepeatedContentsPdf, deflateRepeated } from '../../../../tests/fixtures/documents/bombs';
import { buildFixturePair } from '../../../../tests/fixtures/estimates/estimate-spec';
import { renderEstimatePdf } from '../../../../tests/fixtures/estimates/render-estimate';
import { DEFAULT_BUDGET, TooLargeToAnalyseError } from '../budget';
import { extractDocumentText } from './extract-text';
import { checkPdfBudget } from './pdf-budget';

const MB = 1024 * 1024;

/** Runs `fn`, giving its error, its seconds and the process' peak resident memory meanwhile (sampled). */
async function measured(fn: () => Promise<unknown>): Promise<{ error?: unknown; seconds: number; peakRise: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  let error: unknown;
  try {
    await fn();
  } catch (err) {
    error = err;
  }
  clearInterval(timer);
  return { error, seconds: (performance.now() - started) / 1000, peakRise: Math.max(peak, process.memoryUsage.rss()) - before };
}

describe('PDF budget pre-check', () => {
  it.each([8, 16])(
    'refuses a page of %i content streams of 100 MB each in under 2 s, holding no more than the budget',
    async (streams) => {
      const bomb = await buildFlateBombPdf(streams);
      expect(bomb.length).toBeLessThan(2 * MB);
      const r = await measured(() => extractDocumentText(bomb));
      expect(r.error).toBeInstanceOf(TooLargeToAnalyseError);
      expect((r.error as TooLargeToAnalyseError).reason).toMatch(/too large to analyse/);
      expect(r.seconds).toBeLessThan(2);
      // The inflate stops at the budget: memory rises by about the budget, never by the 800 MB+ the streams hold.
      expect(r.peakRise).toBeLessThan(DEFAULT_BUDGET.maxDecompressedBytes * 3);
    },
    60_000,
  );

  it("counts a stream once per mention in a page's /Contents (pdf.js joins them)", async () => {
    const pdf = await buildRepeatedContentsPdf(40, 4);
    expect(() => checkPdfBudget(pdf)).toThrow(/contents join to more than 64 MB/);
    expect(checkPdfBudget(pdf, { ...DEFAULT_BUDGET, maxDecompressedBytes: 200 * MB }).decompressedBytes).toBe(4 * MB);
  }, 30_000);

  it('follows filter chains and refuses an LZW or run-length stream past the budget', async () => {
    const twice = await deflateRepeated(8 * MB, ' ');
    const flateTwice = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      Buffer.concat([Buffer.from(`<< /Filter [/FlateDecode /FlateDecode] /Length 0 >>\nstream\n`), zlib.deflateSync(twice), Buffer.from('\nendstream')]),
    ]);
    expect(() => checkPdfBudget(flateTwice, { ...DEFAULT_BUDGET, maxDecompressedBytes: 4 * MB })).toThrow(TooLargeToAnalyseError);
    expect(checkPdfBudget(flateTwice).decompressedBytes).toBe(8 * MB);
    // Run-length: 2 bytes give 128.
    const rl = Buffer.alloc(2 * 100_000);
    for (let i = 0; i < rl.length; i += 2) {
      rl[i] = 129;
      rl[i + 1] = 0x20;
    }
    const runLength = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      Buffer.concat([Buffer.from(`<< /Filter /RunLengthDecode /Length ${rl.length} >>\nstream\n`), rl, Buffer.from('\nendstream')]),
    ]);
    expect(checkPdfBudget(runLength).decompressedBytes).toBe(128 * 100_000);
    expect(() => checkPdfBudget(runLength, { ...DEFAULT_BUDGET, maxDecompressedBytes: MB })).toThrow(TooLargeToAnalyseError);
  }, 30_000);

  it('refuses more pages or objects than the budget allows', () => {
    const pages = Array.from({ length: 30 }, (_, i) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> % ${i}`);
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${pages.map((_, i) => `${i + 3} 0 R`).join(' ')}] /Count 30 >>`,
      ...pages,
    ]);
    expect(checkPdfBudget(pdf).pages).toBe(30);
    expect(() => checkPdfBudget(pdf, { ...DEFAULT_BUDGET, maxPages: 20 })).toThrow(/more than 20 pages/);
    expect(() => checkPdfBudget(pdf, { ...DEFAULT_BUDGET, maxObjects: 10 })).toThrow(/more than 10 objects/);
  });

  it('passes a printed estimate quickly, counting its streams', async () => {
    const bytes = await renderEstimatePdf(buildFixturePair(7, 'ccc', 'shop', [], 60).other);
    const started = performance.now();
    const census = checkPdfBudget(bytes);
    expect(performance.now() - started).toBeLessThan(500);
    expect(census.streams).toBeGreaterThan(0);
    expect(census.decompressedBytes).toBeGreaterThan(0);
    expect(census.decompressedBytes).toBeLessThan(DEFAULT_BUDGET.maxDecompressedBytes);
  });
});

describe('PDF budget pre-check on encrypted files', () => {
  /** A one-page PDF protected with an owner password only (pdf.js opens it unasked), its page `mb` MB of spaces. */
  async function encrypted(pdfVersion: '1.3' | '1.4' | '1.7' | '1.7ext3', mb: number): Promise<Buffer> {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ pdfVersion, ownerPassword: 'owner-only', userPassword: '', compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.addContent(' '.repeat(mb * MB));
    doc.end();
    await done;
    return Buffer.concat(chunks);
  }

  it.each(['1.3', '1.4', '1.7', '1.7ext3'] as const)(
    'decrypts the streams of an owner-password file (pdf %s) before counting them',
    async (version) => {
      const pdf = await encrypted(version, 8);
      expect(pdf.indexOf('/Encrypt')).toBeGreaterThan(0);
      expect(checkPdfBudget(pdf).decompressedBytes).toBeGreaterThanOrEqual(8 * MB);
      expect(() => checkPdfBudget(pdf, { ...DEFAULT_BUDGET, maxDecompressedBytes: 4 * MB })).toThrow(TooLargeToAnalyseError);
      // pdf.js reads the same file without a password: the pre-check did not guess.
      const { pages } = await extractDocumentText(pdf, { ocr: false });
      expect(pages).toHaveLength(1);
    },
    60_000,
  );
});
