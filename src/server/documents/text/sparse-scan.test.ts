/**
 * Golden (issue 33, image-only valuation reports): a scanned page that is mostly paper, a short comparables
 * table and a money chain at its top, with a scanner's mild grain (a few levels of noise, a JPEG). Under 1% of
 * the page is ink, so even after the median filter the contrast stretch's dark bound falls in the paper's
 * grain: its threshold split the paper into specks (4% of the page) and OCR read a page of made-up words
 * in 40 s, no comparable. The paper/ink contrast keeps the paper white. Every value is invented.
 */
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { speckleShare } from './grey-pixels';
import { ocrImage, terminateOcr } from './ocr';
import { prepareRenderedPage } from './ocr-image';
import { openPdf, renderPdfPageGrey } from './pdf';

const ROWS: Array<[string, string, string]> = [
  ['Vehicle', 'Price', 'Adjusted Value'],
  ['2019 Honda Accord EX', '$22,450.00', '$21,980.00'],
  ['2019 Honda Accord EX-L', '$24,100.00', '$23,015.00'],
  ['Base Value', '', '$21,410.33'],
  ['Net Settlement', '', '$22,194.95'],
];

function reportPdf(): Promise<Buffer> {
  const doc = new PDFKit({ size: 'LETTER', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(8);
  ROWS.forEach(([label, price, adjusted], i) => {
    const y = 80 + i * 12;
    doc.text(label, 40, y, { lineBreak: false });
    doc.text(price, 300, y, { width: 80, align: 'right', lineBreak: false });
    doc.text(adjusted, 420, y, { width: 80, align: 'right', lineBreak: false });
  });
  doc.end();
  return done;
}

/** The page drawn at 200 dpi as a scanner gives it back: paper a shade off white, grain of a few levels, a JPEG. */
async function sparseScan(): Promise<{ grey: Buffer; width: number; height: number; widthPoints: number }> {
  const pdf = await openPdf(await reportPdf());
  try {
    const page = await renderPdfPageGrey(pdf, 1, 200);
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const noisy = Buffer.alloc(page.width * page.height);
    for (let i = 0; i < noisy.length; i++)
      noisy[i] = Math.max(0, Math.min(255, Math.round((page.grey[i] as number) - 6 + (random() + random() + random() - 1.5) * 14)));
    const raw = { raw: { width: page.width, height: page.height, channels: 1 as const } };
    const jpeg = await sharp(noisy, raw).blur(0.6).jpeg({ quality: 72 }).toBuffer();
    const grey = await sharp(jpeg).greyscale().raw().toBuffer();
    return { grey, width: page.width, height: page.height, widthPoints: 612 };
  } finally {
    await pdf.destroy();
  }
}

describe('a scanned page that is mostly paper', () => {
  afterAll(() => terminateOcr());

  it('is given to OCR with its paper white, its table read', { timeout: 60_000 }, async () => {
    const scan = await sparseScan();
    const prepared = await prepareRenderedPage(scan, true);
    if (!prepared) throw new Error('the page was taken for blank');
    const pixels = prepared.image.subarray(prepared.image.length - scan.width * scan.height);
    expect(speckleShare(pixels, scan.width, scan.height)).toBeLessThan(0.02);
    const started = performance.now();
    const text = (await ocrImage(prepared.image, prepared.toPoints)).lines.map((l) => l.text).join('\n');
    expect(text).toMatch(/2019 Honda Accord EX-L\s+\$24,100\.00\s+\$23,015\.00/);
    expect(text).toMatch(/Net Settlement\s+\$22,194\.95/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
