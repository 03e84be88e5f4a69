import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../tests/fixtures/documents/generate';
import { HAS_REAL_DOCS, NO_REAL_DOCS, REAL_DOCS_DIR } from '../../../../tests/fixtures/paths';
import { drawnDiffers } from './drawn-check';
import { rgbaToGrey } from './grey-pixels';
import { openPdf, type PdfUse, readPdfText, renderPdfPageGrey, renderPdfPageRaw } from './pdf';

const REAL = REAL_DOCS_DIR;

async function read(bytes: Buffer, use: PdfUse) {
  const doc = await openPdf(bytes, use);
  try {
    return await readPdfText(doc);
  } finally {
    await doc.destroy();
  }
}

describe('PDF text layer', () => {
  it('reads the same text and positions without the standard font files as with them', async () => {
    const generated = await generateCorpus({ split: 'train', perLayout: 1, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
    const real = HAS_REAL_DOCS ? [fs.readFileSync(path.join(REAL, 'ccc-preliminary-estimate-peotters-tesla-modelx.pdf'))] : [];
    const files = [...generated.slice(0, 6).map((d) => d.bytes), ...real];
    for (const bytes of files) expect(await read(bytes, 'text')).toEqual(await read(bytes, 'render'));
  });

  it.skipIf(!HAS_REAL_DOCS)(
    `places a filled form's text field values on their page (from the form's field tree)${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`,
    async () => {
      const pages = await read(fs.readFileSync(path.join(REAL, 'acord-2-automobile-loss-notice-filled-2016-10.pdf')), 'text');
      const first = pages[0]?.text ?? '';
      // Field values: the page's text layer has none of them (they are in the widgets).
      for (const value of [
        'Premier Insurance Agency',
        'State Farm Insurance',
        'Sarah Williams',
        'swilliams@premierinsurance.com',
        'CUST-2024-8821',
        'Robert James Thompson',
        '03/15/1985',
      ]) {
        expect(first).toContain(value);
      }
      // Its pages are drawn scaled down word by word, yet lose no glyph: none is to be OCR'd.
      for (const page of pages) expect(drawnDiffers(page), `page ${page.pageNumber}`).toBe(false);
      // A value sits on the line of its field, in the page's coordinates (top-down points).
      const line = pages[0]?.lines.find((l) => l.text.includes('Robert James Thompson'));
      expect(line?.y).toBeGreaterThan(0);
      expect(line?.y).toBeLessThan(792);
    },
  );

  it("puts a filled field's value on the line of the label printed in its box's corner, beside it", async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const form = doc.getForm();
    // Two boxes 12 pt high, one under the other; each label sits in its box's lower part, left of the value.
    for (const [i, [label, value]] of [
      ['PRIMARY E-MAIL ADDRESS:', 'robert.thompson@email.com'],
      ['SECONDARY E-MAIL ADDRESS:', 'rthompson.work@company.com'],
    ].entries()) {
      const bottom = 540 - i * 12;
      page.drawText(label, { x: 310, y: bottom + 1.5, size: 6, font });
      const field = form.createTextField(`email${i}`);
      field.setText(value);
      field.addToPage(page, { x: 310 + font.widthOfTextAtSize(label, 6) + 2, y: bottom, width: 190, height: 11.2, borderWidth: 0 });
    }
    const pages = await read(Buffer.from(await doc.save()), 'text');
    const lineOf = (s: string) => pages[0]?.lines.find((l) => l.text.includes(s))?.text;
    expect(lineOf('PRIMARY E-MAIL')).toMatch(/PRIMARY E-MAIL ADDRESS:\s+robert\.thompson@email\.com/);
    expect(lineOf('SECONDARY E-MAIL')).toMatch(/SECONDARY E-MAIL ADDRESS:\s+rthompson\.work@company\.com/);
  });

  it('renders a page straight to grey as the RGBA rendering turned grey', async () => {
    const [doc] = await generateCorpus({ split: 'train', perLayout: 1, scanned: 0, photosOfDocs: 0, carPhotos: 0 });
    const pdf = await openPdf(doc?.bytes as Buffer);
    try {
      const rgba = await renderPdfPageRaw(pdf, 1, 72);
      const grey = await renderPdfPageGrey(pdf, 1, 72);
      expect([grey.width, grey.height, grey.widthPoints]).toEqual([rgba.width, rgba.height, rgba.widthPoints]);
      expect(Buffer.compare(grey.grey, rgbaToGrey(rgba.rgba, rgba.width * rgba.height))).toBe(0);
      // A text page: ink and paper.
      expect(grey.grey.some((v) => v < 100)).toBe(true);
      expect(grey.grey.includes(255)).toBe(true);
    } finally {
      await pdf.destroy();
    }
  });
});
