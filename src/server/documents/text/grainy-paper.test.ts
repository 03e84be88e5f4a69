/**
 * Golden (issue 33, image-only papers): a short one-page letter scanned on grainy grey paper, as a JPEG.
 * With under 2% of the page inked, the contrast stretch's dark bound (stretch-contrast.ts) falls in the
 * paper's grain, the paper turns mid-grey, and the global threshold tesseract binarises with splits the
 * paper itself: every grain became a blob to read, and such a page took 45 s and gave no word.
 */
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { speckleShare } from './grey-pixels';
import { ocrImage, terminateOcr } from './ocr';
import { prepareForOcr } from './ocr-image';
import { stretchContrast } from './stretch-contrast';
import { openPdf, renderPdfPageGrey } from './pdf';

const LINES = [
  'APPRAISAL AWARD',
  'Insured:   Dana Whitcombe',
  'Insurer:   Lakeshore Mutual Indemnity',
  'Claim No.:   5518204473',
  'Date of Loss:   04/17/2025',
  'We, the undersigned, pursuant to the appraisal provision of the above policy, having been appointed to',
  'determine the amount of loss, do hereby award the amount of loss to the vehicle as follows:',
  'Amount of loss: $4,186.25',
  'Priya Castellanos, Appraiser for Insured          For Harbor Point Appraisal Services',
  'Date: 06/02/2025',
];

function letterPdf(): Promise<Buffer> {
  const doc = new PDFKit({ size: 'LETTER', margin: 60 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Times-Roman').fontSize(12);
  for (const line of LINES) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}

/** The page at 150 dpi, its ink turned grey and its paper grey with strong per-pixel grain, as a JPEG. */
async function grainyScan(amount: number): Promise<Buffer> {
  const pdf = await openPdf(await letterPdf());
  try {
    const page = await renderPdfPageGrey(pdf, 1, 150);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const out = Buffer.alloc(page.width * page.height);
    for (let i = 0; i < out.length; i++) {
      const ink = 1 - (page.grey[i] as number) / 255;
      const drawn = 222 - ink * 140;
      // A grain: black or white laid over the pixel at up to `amount`/255 opacity.
      const alpha = (random() * amount) / 255;
      out[i] = Math.round(drawn * (1 - alpha) + (random() < 0.5 ? 0 : 255) * alpha);
    }
    return sharp(out, { raw: { width: page.width, height: page.height, channels: 1 } })
      .blur(0.7)
      .jpeg({ quality: 72 })
      .toBuffer();
  } finally {
    await pdf.destroy();
  }
}

const pixelsOf = (pgm: Buffer, width: number, height: number) => pgm.subarray(pgm.length - width * height);
const sizeOf = (pgm: Buffer) => pgm.toString('latin1', 0, 20).split('\n')[1]?.split(' ').map(Number) as [number, number];

describe('a scan on grainy paper', () => {
  afterAll(() => terminateOcr());

  it('is filtered before OCR so that its threshold leaves the paper white', async () => {
    const prepared = await prepareForOcr(await grainyScan(50));
    const [w, h] = sizeOf(prepared.image);
    const pixels = pixelsOf(prepared.image, w, h);
    expect(speckleShare(pixels, w, h)).toBeLessThan(0.02);
  });

  it('a clean scan is not filtered (the filter thins a photo’s strokes)', async () => {
    const clean = await grainyScan(4);
    const prepared = await prepareForOcr(clean);
    const [w, h] = sizeOf(prepared.image);
    const grey = await sharp(clean).resize({ width: w }).greyscale().toColourspace('b-w').raw().toBuffer();
    expect(Buffer.compare(pixelsOf(prepared.image, w, h), await stretchContrast(grey, w, h))).toBe(0);
  });

  it('reads its words in seconds', { timeout: 40_000 }, async () => {
    const prepared = await prepareForOcr(await grainyScan(50));
    const started = performance.now();
    const text = (await ocrImage(prepared.image, prepared.toPoints)).lines.map((l) => l.text).join('\n');
    expect(text).toContain('APPRAISAL AWARD');
    expect(text).toMatch(/5518204473/);
    expect(text).toMatch(/\$4,186\.25/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
