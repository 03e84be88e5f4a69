/**
 * Golden (issue 35): a phone photo of an estimate's table, tilted by 3°. Read as it was, tesseract cut
 * its rows into pieces and lost or mixed up their figures; turned straight first (deskew.ts), every
 * row's price and hours are read.
 */
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateSkew, rotateGrey } from './deskew';
import { ocrImage, terminateOcr } from './ocr';
import { prepareForOcr } from './ocr-image';
import { openPdf, renderPdfPageGrey } from './pdf';
import { photoOfLetterhead } from './photo-fixtures';

const ROWS: Array<[string, string, string, string]> = [
  ['Front Bumper Cover', '52119-0E935', '412.50', '2.4'],
  ['Bumper Reinforcement', '52021-0E070', '286.15', '1.1'],
  ['LT Headlamp Assembly', '81170-0E330', '731.90', '0.6'],
  ['Grille Assembly', '53101-0E190', '198.40', '0.4'],
  ['Hood Panel', '53301-0E120', '644.75', '3.2'],
  ['LT Fender', '53812-0E100', '318.60', '2.7'],
  ['Radiator Support', '53201-0E080', '497.25', '4.5'],
  ['Condenser', '88460-0E140', '362.80', '1.3'],
  ['LT Fog Lamp', '81220-0E020', '127.35', '0.3'],
  ['Bumper Absorber', '52611-0E050', '93.70', '0.2'],
];

function tablePdf(): Promise<Buffer> {
  const doc = new PDFKit({ size: 'LETTER', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(9);
  let y = 120;
  doc.text('Line  Description', 40, y).text('Part Number', 250, y).text('Price', 420, y).text('Labor', 500, y);
  for (const [i, [description, part, price, hours]] of ROWS.entries()) {
    y += 16;
    doc
      .text(`${i + 1}`, 40, y)
      .text(description, 70, y)
      .text(part, 250, y)
      .text(price, 420, y)
      .text(hours, 500, y);
  }
  doc.end();
  return done;
}

/** The page at 150 dpi on grey paper with a little grain, turned by `degrees` (clockwise), as a phone's JPEG. */
async function tiltedPhoto(degrees: number): Promise<Buffer> {
  const pdf = await openPdf(await tablePdf());
  try {
    const page = await renderPdfPageGrey(pdf, 1, 150);
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const paper = Buffer.alloc(page.width * page.height);
    for (let i = 0; i < paper.length; i++) paper[i] = 228 - (1 - (page.grey[i] as number) / 255) * 190 + (random() - 0.5) * 24;
    return sharp(paper, { raw: { width: page.width, height: page.height, channels: 1 } })
      .rotate(degrees, { background: { r: 228, g: 228, b: 228 } })
      .blur(0.6)
      .jpeg({ quality: 78 })
      .toBuffer();
  } finally {
    await pdf.destroy();
  }
}

describe('a tilted photo of an estimate', () => {
  afterAll(() => terminateOcr());

  it('measures the tilt either way and leaves a straight page alone', async () => {
    for (const degrees of [-3, -1.2, 0, 2.5]) {
      const { data, info } = await sharp(await tiltedPhoto(degrees))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.abs(estimateSkew(data, info.width, info.height) - degrees)).toBeLessThanOrEqual(0.2);
    }
  });

  it('turns a page back within its own frame', () => {
    const width = 40;
    const height = 30;
    const grey = Buffer.alloc(width * height, 255);
    grey[15 * width + 20] = 0;
    const turned = rotateGrey(grey, width, height, 0);
    expect(Buffer.compare(turned, grey)).toBe(0);
    expect(rotateGrey(grey, width, height, 3).length).toBe(width * height);
  });

  it('reads each row’s price and hours on the row once turned straight', { timeout: 60_000 }, async () => {
    const prepared = await prepareForOcr(await tiltedPhoto(3));
    const lines = (await ocrImage(prepared.image, prepared.toPoints)).lines.map((l) => l.text);
    for (const [description, , price, hours] of ROWS) {
      const word = description.split(' ').at(-1) as string;
      const row = lines.find((l) => l.includes(word) && l.includes(price));
      expect(row, `${description}: ${price} in ${JSON.stringify(lines)}`).toBeDefined();
      // The hours' small decimal point is at the edge of what 150 dpi keeps; their digits must follow the price.
      expect(row).toMatch(new RegExp(`${price.replace('.', '\\.')}\\s+${hours.replace('.', '\\.?')}$`));
    }
  });

  it('reads a letterhead tilted 2° whole', { timeout: 30_000 }, async () => {
    // Read as it was, the tilted title's words came back lines tall and were lost: the firm's name with them.
    const prepared = await prepareForOcr(await photoOfLetterhead(2));
    const { lines } = await ocrImage(prepared.image, prepared.toPoints);
    expect(lines[0]?.text).toBe('HARTWELL AUTO APPRAISAL SERVICES');
  });
});
