/**
 * The pixels of a PDF's pages to OCR, and one page's OCR. A page that is one full-page JPEG is decoded
 * straight from it (text/scan-page.ts); any other is drawn by pdf.js from a second reading of the file
 * that loads the standard fonts (text/pdf.ts), opened only when such a page comes.
 */
import { prepareRenderedPage } from './ocr-image';
import { openPdf, type PdfDocument, renderPdfPageGrey } from './pdf';
import type { GreyPage, ScanReader } from './scan-page';
import type { TextLine } from './types';

/** 200 dpi with a 3x3 median filter read noisy office scans far better than 150 dpi (bench:documents). */
const OCR_DPI = 200;

export class ScannedPages {
  // A promise: two pages drawn at once open the second reading once.
  private render: Promise<PdfDocument | null> | undefined;

  private constructor(
    private readonly bytes: Buffer,
    private readonly doc: PdfDocument,
    private readonly direct: ScanReader | null,
  ) {}

  /** `doc` is the file opened for its text (text/pdf.ts): it tells where each page is. */
  static async open(bytes: Buffer, doc: PdfDocument): Promise<ScannedPages> {
    // pdf-lib (scan-page.ts) and the OCR engine load only for a file that has a page to OCR.
    const { openScanReader } = await import('./scan-page');
    return new ScannedPages(bytes, doc, await openScanReader(bytes));
  }

  /** The page in grey and where it came from; null when the file cannot be drawn. */
  async grey(pageNumber: number): Promise<{ page: GreyPage; from: 'jpeg' | 'render' } | null> {
    if (this.direct) {
      const page = await this.doc.getPage(pageNumber);
      const fromJpeg = await this.direct.greyPage({ ref: page.ref, view: page.view, rotate: page.rotate }, OCR_DPI);
      if (fromJpeg) return { page: fromJpeg, from: 'jpeg' };
    }
    this.render ??= openPdf(this.bytes, 'render').catch(() => null);
    const render = await this.render;
    return render ? { page: await renderPdfPageGrey(render, pageNumber, OCR_DPI), from: 'render' } : null;
  }

  async close(): Promise<void> {
    await (await this.render)?.destroy().catch(() => undefined);
  }
}

/** OCRs one page drawn in grey; null for a blank page. */
export async function ocrGreyPage(grey: GreyPage): Promise<TextLine[] | null> {
  const prepared = await prepareRenderedPage(grey, true);
  if (!prepared) return null;
  const { ocrImage } = await import('./ocr');
  return (await ocrImage(prepared.image, prepared.toPoints, '6', prepared.alternates, prepared.unfiltered)).lines;
}
