import fs from 'node:fs';
import path from 'node:path';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../../tests/fixtures/documents/generate';
import { buildFixturePair } from '../../../../../tests/fixtures/estimates/estimate-spec';
import { renderEstimatePdf } from '../../../../../tests/fixtures/estimates/render-estimate';
import { openPdf, readPdfText, readPdfTextDirect } from '../pdf';
import { readPdfTextLayer } from './read';

const CORPUS = path.resolve('..', 'shared', 'corpus');
const FONTS = path.resolve('assets', 'fonts');

async function viaPdfJs(bytes: Buffer) {
  const doc = await openPdf(bytes, 'text');
  try {
    return await readPdfText(doc);
  } finally {
    await doc.destroy();
  }
}

/** Text set with the state operators pdf.js' grouping depends on, in a standard font (no widths in the file). */
async function stateOperatorsPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const courier = await doc.embedFont(StandardFonts.CourierBold);
  const page = doc.addPage([612, 792]);
  page.drawText('Insured: Dana Whitfield   Claim # 41-7789-2026', { x: 50, y: 740, size: 11, font: helvetica });
  page.drawText('Rotated margin note', { x: 580, y: 200, size: 9, font: helvetica, rotate: degrees(90) });
  page.drawText('Slanted 30 degrees', { x: 300, y: 300, size: 10, font: courier, rotate: degrees(30) });
  page.drawText('Two\nlines of text', { x: 50, y: 700, size: 10, font: courier, lineHeight: 12 });
  page.drawText('off the page', { x: 700, y: 500, size: 10, font: helvetica });
  // A second page, cropped and rotated, holding the first one as a form XObject.
  const second = doc.addPage([612, 792]);
  second.setCropBox(20, 30, 560, 700);
  second.setRotation(degrees(90));
  second.drawPage(await doc.embedPage(page), { x: 40, y: 40, xScale: 0.5, yScale: 0.5 });
  second.drawText('Total Cost of Repairs $4,812.37', { x: 60, y: 600, size: 12, font: helvetica, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await doc.save());
}

/** An embedded TrueType font (a Type0 font, Identity-H, ToUnicode), with character, word and scale spacing. */
function embeddedFontPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'LETTER', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(path.join(FONTS, 'LiberationSans-Regular.ttf')).fontSize(11);
    doc.text('Appraisal Services — Assignment of Appraisal', { characterSpacing: 0.4 });
    doc.text('Owner/Insd:  Renée Okafor-Lindqvist   Loss Dt: 03/14/2026', { wordSpacing: 3 });
    // pdfkit writes Tz for horizontalScaling; its types do not list the option.
    doc.font(path.join(FONTS, 'LiberationSans-Bold.ttf')).fontSize(16).text('Estimate of Record', { horizontalScaling: 80 } as PDFKit.Mixins.TextOptions);
    doc.fontSize(9).text('Line 1  Bumper cover R&I  1.5  $82.50', 50, 400, { lineBreak: false });
    doc.text('x', 50, 420).text('2', { baseline: 'top' });
    doc.end();
  });
}

describe('PDF text layer read without pdf.js', () => {
  it('gives, page for page and item for item, what pdf.js gives, on the documents the portal reads', async () => {
    const generated = await generateCorpus({ split: 'holdout', perLayout: 1, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
    const pair = buildFixturePair(4242, 'mitchell', 'shop', ['price', 'hours']);
    const files: Array<[string, Buffer]> = [
      ...generated.filter((d) => d.variant === 'text').map((d, i): [string, Buffer] => [`generated ${i}`, d.bytes]),
      ['carrier estimate', await renderEstimatePdf(pair.carrier)],
      ['shop estimate', await renderEstimatePdf(pair.other)],
      ['real CCC print (embedded TrueType, WinAnsi)', fs.readFileSync(path.join(CORPUS, 'real-docs/ccc-preliminary-estimate-peotters-tesla-modelx.pdf'))],
      // Its xref stream's deflate data lacks its last bytes; its values sit in form fields.
      ['real ACORD form', fs.readFileSync(path.join(CORPUS, 'real-docs/acord-2-automobile-loss-notice-filled-2016-10.pdf'))],
      ['state operators, rotation, crop box, form XObject', await stateOperatorsPdf()],
      ['embedded TrueType with spacing', await embeddedFontPdf()],
    ];
    expect(files.length).toBeGreaterThan(15);
    for (const [name, bytes] of files) {
      const direct = readPdfTextDirect(bytes);
      expect(direct, `${name}: read directly`).not.toBeNull();
      expect(direct, name).toEqual(await viaPdfJs(bytes));
    }
  });

  it('answers the same as pdf.js or leaves the file to it, on every hostile PDF, without throwing', async () => {
    const dir = path.join(CORPUS, 'hostile/pdf');
    let left = 0;
    for (const name of fs.readdirSync(dir)) {
      const bytes = fs.readFileSync(path.join(dir, name));
      const direct = readPdfTextDirect(bytes);
      if (direct === null) {
        left++;
        continue;
      }
      expect(direct, name).toEqual(await viaPdfJs(bytes));
    }
    // Encrypted, truncated and broken files are pdf.js' to repair or refuse.
    expect(left).toBeGreaterThan(10);
  });

  it('says why it leaves a file to pdf.js', async () => {
    const read = (name: string) => readPdfTextLayer(fs.readFileSync(path.join(CORPUS, 'hostile/pdf', name)), 60);
    expect(read('qpdf-rc4-40bit-R3-empty-user-password.pdf')).toEqual({ unsupported: 'encrypted' });
    expect(read('qpdf-pages-tree-loop.pdf')).toEqual({ unsupported: 'page tree loop' });
    expect(read('qpdf-broken-lzw-stream.pdf')).toEqual({ unsupported: 'filter LZWDecode' });
    expect(readPdfTextLayer(Buffer.from('%PDF-1.7\nnot a pdf at all'), 60)).toEqual({ unsupported: 'no startxref' });
    // A symbolic font with no encoding of its own maps through its glyph set: pdf.js reads it.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.ZapfDingbats);
    doc.addPage().drawText('\u2713', { font, x: 50, y: 50 });
    expect(readPdfTextLayer(await doc.save(), 60)).toEqual({ unsupported: 'symbolic font without a named encoding' });
  });
});
