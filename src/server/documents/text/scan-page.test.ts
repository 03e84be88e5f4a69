import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { openPdf, renderPdfPageGrey } from './pdf';
import { HOSTILE_DIR } from '../../../../tests/fixtures/paths';
import { covers, onlyImage, openScanReader, type PageGeometry } from './scan-page';

const LETTER = [0, 0, 612, 792];

/** A grey "scan": dark bars on light paper, as a JPEG of `width` × `height` pixels. */
async function scanJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e4e4e0"/>${Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${width * 0.1}" y="${height * (0.08 + i * 0.07)}" width="${width * (0.3 + (i % 4) * 0.15)}" height="${height * 0.015}" fill="#1d1d1d"/>`,
  ).join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** pdf-lib's way: the image drawn over the page. `extra` draws something else on the page too. */
async function pdfLibScan(jpeg: Buffer, opts: { extra?: 'text' | 'second-image'; size?: [number, number] } = {}): Promise<Buffer> {
  const out = await PDFDocument.create();
  const img = await out.embedJpg(jpeg);
  const page = out.addPage([612, 792]);
  const [w, h] = opts.size ?? [612, 792];
  page.drawImage(img, { x: 0, y: 792 - h, width: w, height: h });
  if (opts.extra === 'text') page.drawText('Scanned by ACME', { x: 40, y: 40, size: 10, font: await out.embedFont(StandardFonts.Helvetica) });
  if (opts.extra === 'second-image') page.drawImage(img, { x: 0, y: 0, width: 100, height: 100 });
  return Buffer.from(await out.save());
}

/** pdfkit's way: the page's coordinates flipped first, then the image placed top-down. */
function pdfkitScan(jpeg: Buffer): Promise<Buffer> {
  const doc = new PDFKit({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.addPage({ size: 'LETTER', margin: 0 });
  doc.image(jpeg, 0, 0, { width: 612, height: 792 });
  doc.end();
  return done;
}

async function geometry(bytes: Buffer): Promise<PageGeometry> {
  const doc = await openPdf(bytes, 'text');
  try {
    const page = await doc.getPage(1);
    return { ref: page.ref, view: page.view, rotate: page.rotate };
  } finally {
    await doc.destroy();
  }
}

async function direct(bytes: Buffer) {
  const reader = await openScanReader(bytes);
  return reader ? reader.greyPage(await geometry(bytes), 200) : null;
}

async function rendered(bytes: Buffer) {
  const doc = await openPdf(bytes, 'render');
  try {
    return await renderPdfPageGrey(doc, 1, 200);
  } finally {
    await doc.destroy();
  }
}

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
};

describe('content streams that only draw an image', () => {
  it("follows pdfkit's flipped page and upright image to the image's place on the page", () => {
    const placed = onlyImage('1 0 0 -1 0 792 cm\nq\n612 0 0 -792 0 792 cm\n/I1 Do\nQ\n');
    expect(placed?.name).toBe('I1');
    expect(placed?.ctm.map((v) => Math.round(v))).toEqual([612, 0, 0, 792, 0, 0]);
    expect(covers(placed?.ctm ?? [], LETTER)).toBe(true);
  });

  it('refuses a page that also writes text, draws paths, shows two images or uses a graphics state', () => {
    expect(onlyImage('q 612 0 0 792 0 0 cm /Im0 Do Q BT /F1 10 Tf (Scanned) Tj ET')).toBeNull();
    expect(onlyImage('q 612 0 0 792 0 0 cm /Im0 Do Q 0 0 10 10 re f')).toBeNull();
    expect(onlyImage('q 612 0 0 792 0 0 cm /Im0 Do Q q 10 0 0 10 0 0 cm /Im1 Do Q')).toBeNull();
    expect(onlyImage('/GS0 gs q 612 0 0 792 0 0 cm /Im0 Do Q')).toBeNull();
    expect(onlyImage('')).toBeNull();
  });

  it('takes an image as the page only when it covers the page upright', () => {
    expect(covers([612, 0, 0, 792, 0, 0], LETTER)).toBe(true);
    expect(covers([306, 0, 0, 396, 0, 396], LETTER)).toBe(false); // a quarter of the page
    expect(covers([0, 792, -612, 0, 612, 0], LETTER)).toBe(false); // turned a quarter
    expect(covers([612, 0, 0, -792, 0, 792], LETTER)).toBe(false); // upside down
  });
});

describe('a scanned page read from its JPEG', () => {
  it('gives the pixels pdf.js draws for the page, at the same size (pdf-lib and pdfkit files)', async () => {
    for (const [w, h] of [
      [1700, 2200], // 200 dpi: the page size itself
      [1275, 1650], // 150 dpi: scaled up
      [2550, 3300], // 300 dpi: scaled down
    ] as const) {
      const jpeg = await scanJpeg(w, h);
      for (const bytes of [await pdfLibScan(jpeg), await pdfkitScan(jpeg)]) {
        const fromJpeg = await direct(bytes);
        const fromRender = await rendered(bytes);
        expect(fromJpeg).not.toBeNull();
        expect([fromJpeg?.width, fromJpeg?.height, fromJpeg?.widthPoints]).toEqual([fromRender.width, fromRender.height, fromRender.widthPoints]);
        expect(meanAbsDiff(fromJpeg?.grey as Buffer, fromRender.grey)).toBeLessThan(3);
      }
    }
  });

  it('scales a tilted scan a little larger than its page to the page size, close to what pdf.js draws', async () => {
    const bytes = await pdfLibScan(await scanJpeg(1711, 2209));
    const fromJpeg = await direct(bytes);
    const fromRender = await rendered(bytes);
    expect([fromJpeg?.width, fromJpeg?.height]).toEqual([1700, 2200]);
    expect(meanAbsDiff(fromJpeg?.grey as Buffer, fromRender.grey)).toBeLessThan(1.5);
  });

  it('leaves to pdf.js a page with text on it, a second image, or an image that does not fill the page', async () => {
    const jpeg = await scanJpeg(850, 1100);
    expect(await direct(await pdfLibScan(jpeg, { extra: 'text' }))).toBeNull();
    expect(await direct(await pdfLibScan(jpeg, { extra: 'second-image' }))).toBeNull();
    expect(await direct(await pdfLibScan(jpeg, { size: [306, 396] }))).toBeNull();
  });

  it('never throws on damaged or hostile files: they are left to pdf.js', async () => {
    const dir = path.join(HOSTILE_DIR, 'pdf');
    const truncated = (await pdfLibScan(await scanJpeg(850, 1100))).subarray(0, 4000);
    const files = [truncated, Buffer.from('%PDF-1.4\nnot really a pdf'), ...fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f)))];
    const warnings: unknown[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args));
    for (const bytes of files) {
      const reader = await openScanReader(bytes);
      for (let num = 1; num <= 6; num++) expect((await reader?.greyPage({ ref: { num, gen: 0 }, view: LETTER, rotate: 0 }, 200)) ?? null).toBeNull();
    }
    spy.mockRestore();
    // pdf-lib's complaints about damaged files do not reach the log as lines that are not JSON.
    expect(warnings).toEqual([]);
  });
});
