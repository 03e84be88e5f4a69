/**
 * For OCR golden tests: an image-only PDF, as a scanner writes one. Each page is drawn on a canvas at
 * 200 dpi, saved as a grey JPEG and placed full-page; a page given as null is left empty (no text layer,
 * nothing drawn), so the text stage takes it for a blank scan.
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const DPI = 200;
const k = DPI / 72;

export type TextOptions = { bold?: boolean; right?: boolean };
/** Text with its baseline `y` points from the top of the page, `pt` points high; `right`: x is its right edge. */
export type DrawText = (s: string, x: number, y: number, pt: number, opts?: TextOptions) => void;
export type DrawPage = (text: DrawText) => void;

async function pageJpeg(draw: DrawPage): Promise<Buffer> {
  const canvas = createCanvas(Math.round(8.5 * DPI), 11 * DPI);
  const c = canvas.getContext('2d');
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, canvas.width, canvas.height);
  draw((s, x, y, pt, opts = {}) => {
    c.fillStyle = '#1d1d1d';
    c.font = `${opts.bold ? 'bold ' : ''}${pt * k}px "DejaVu Sans"`;
    c.fillText(s, (opts.right ? x - c.measureText(s).width / k : x) * k, y * k);
  });
  return sharp(await canvas.encode('png'))
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A Letter PDF of these pages, each one image (or, for null, nothing at all). */
export async function imagePdf(pages: Array<DrawPage | null>): Promise<Buffer> {
  const jpegs = await Promise.all(pages.map((draw) => (draw ? pageJpeg(draw) : null)));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const jpeg of jpegs) {
      doc.addPage({ size: 'LETTER', margin: 0 });
      if (jpeg) doc.image(jpeg, 0, 0, { width: 612, height: 792 });
    }
    doc.end();
  });
}
