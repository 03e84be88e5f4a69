/**
 * Golden test through the OCR path: a comparables table as CCC prints it (Source | Vehicle | Price |
 * Adjusted Comparable Value, a rule under the header), beside a side panel of notes whose lines do not
 * share the table's baselines, drawn to a page image and saved as an image-only PDF. Every value is invented.
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../analyze-file';

const DPI = 200;
const k = DPI / 72;

const COMPS = [
  { dealer: 'Fernhollow Motors', city: 'Dayton, OH', model: 'Accord', price: '$ 21,500', adjusted: '$ 19,195', odometer: '20,974', miles: 20 },
  { dealer: 'Brassbell Honda', city: 'Xenia, OH', model: 'Accord', price: '$ 19,499', adjusted: '$ 19,531', odometer: '58,205', miles: 37 },
  { dealer: 'Oxbow Autoplex', city: 'Troy, OH', model: 'Accord', price: '$ 18,900', adjusted: '$ 17,425', odometer: '28,668', miles: 50 },
];
const NOTES = [
  'Comparable vehicles used in the',
  'determination of the Base Vehicle Value',
  'are not intended to be replacement',
  'vehicles but are reflective of the market',
  'value, and may no longer be available',
  'for sale.',
  'List Price is the sticker price of an',
  'inspected dealer vehicle and the',
  'advertised price for the advertised',
  'vehicle.',
  'Take Price is the amount that the',
  'dealership will accept to sell the',
  'inspected vehicle, though a lower price',
  'may be obtainable through negotiation.',
  'Distance is based upon a straight line',
  'between loss and comparable vehicle',
  'locations.',
  'Adjusted Comparable Value represents',
  'the price of the comparable vehicle with',
  'adjustments for options, mileage,',
  'condition, and year/model/trim as',
  'compared to the loss vehicle.',
];

async function comparablesPagePdf(): Promise<Buffer> {
  const canvas = createCanvas(Math.round(8.5 * DPI), 11 * DPI);
  const c = canvas.getContext('2d');
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, canvas.width, canvas.height);
  // The side panel: a light band with notes at their own line pitch, half a line off the table's.
  c.fillStyle = '#eef5fa';
  c.fillRect(414 * k, 120 * k, 162 * k, 300 * k);
  const text = (s: string, x: number, y: number, pt: number, opts: { bold?: boolean; right?: boolean } = {}) => {
    c.fillStyle = '#1d1d1d';
    c.font = `${opts.bold ? 'bold ' : ''}${pt * k}px "DejaVu Sans"`;
    c.fillText(s, (opts.right ? x - c.measureText(s).width / k : x) * k, y * k);
  };
  for (const [i, note] of NOTES.entries()) text(note, 422, 135 + i * 12, 6.8);
  text('COMPARABLE VEHICLES', 40, 100, 16, { bold: true });
  text('Adjusted', 396, 134, 8, { bold: true, right: true });
  text('Comparable', 396, 144, 8, { bold: true, right: true });
  text('Source', 40, 156, 8, { bold: true });
  text('Vehicle', 166, 156, 8, { bold: true });
  text('Price', 334, 156, 8, { bold: true, right: true });
  text('Value', 396, 156, 8, { bold: true, right: true });
  c.fillRect(36 * k, 160 * k, 362 * k, 0.8 * k);
  COMPS.forEach((comp, i) => {
    const top = 178 + i * 104;
    text(`Comp ${i + 1}`, 40, top, 8, { bold: true });
    text('Source: Dealer Ad', 40, top + 13, 7.5);
    text(`2021 Honda ${comp.model}`, 166, top + 13, 7.5, { bold: true });
    text(comp.price, 334, top + 13, 7.5, { right: true });
    text(comp.adjusted, 396, top + 13, 7.5, { right: true });
    text(comp.dealer, 40, top + 25, 7.5);
    text('Ex-L 4 1.5l', 166, top + 25, 7.5, { bold: true });
    text('(List)', 334, top + 25, 7.5, { right: true });
    text(comp.city, 40, top + 37, 7.5);
    text(`Odometer: ${comp.odometer}`, 166, top + 49, 7.5);
    text(`${comp.miles} Miles From Dayton, OH`, 40, top + 61, 7.5);
    text(`VIN: 1HGCV1F5${i}LA88560${i}`, 166, top + 73, 7.5);
  });
  const jpeg = await sharp(await canvas.encode('png'))
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(jpeg, 0, 0, { width: 612, height: 792 });
    doc.end();
  });
}

describe('comparables read by OCR from a page image', () => {
  // OCR reads the second price without its "$" ("19.499"): the value is still the price, by its column,
  // and the adjusted value beside it is never taken for the price.
  it('reads every comparable, the price and the adjusted value each from its own column, beside a side panel', async () => {
    const analysis = await analyzeFile(await comparablesPagePdf(), { ocr: true });
    expect(analysis.ocrPages).toBe(1);
    expect(analysis.valuation?.comparables.map((c) => [c.price.value, c.adjustedPrice?.value, c.mileage])).toEqual([
      [21500, 19195, 20974],
      [19499, 19531, 58205],
      [18900, 17425, 28668],
    ]);
  }, 120_000);
});
