/**
 * For golden tests: a Letter PDF written with pdf-lib, text placed from the top of the page as a report
 * prints it (left- or right-aligned, standard fonts, a check mark from ZapfDingbats).
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

type TextOptions = { size?: number; bold?: boolean; right?: boolean };

export class GoldenPdf {
  private pages: PDFPage[] = [];
  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; marks: PDFFont },
  ) {}

  static async create(pages: number): Promise<GoldenPdf> {
    const doc = await PDFDocument.create();
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      marks: await doc.embedFont(StandardFonts.ZapfDingbats),
    };
    const out = new GoldenPdf(doc, fonts);
    for (let i = 0; i < pages; i++) out.pages.push(doc.addPage([612, 792]));
    return out;
  }

  /** The width of a text at a size, to place runs beside one another. */
  width(text: string, size = 8, bold = false): number {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  /** Text with its baseline `top` points from the top of page `n` (1-based); `right`: x is its right edge. */
  text(n: number, x: number, top: number, text: string, opts: TextOptions = {}): void {
    const size = opts.size ?? 8;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const left = opts.right ? x - font.widthOfTextAtSize(text, size) : x;
    (this.pages[n - 1] as PDFPage).drawText(text, { x: left, y: 792 - top, size, font });
  }

  /** A check mark centred on x. */
  check(n: number, x: number, top: number): void {
    const size = 8;
    const w = this.fonts.marks.widthOfTextAtSize('✔', size);
    (this.pages[n - 1] as PDFPage).drawText('✔', { x: x - w / 2, y: 792 - top, size, font: this.fonts.marks });
  }

  async bytes(): Promise<Buffer> {
    return Buffer.from(await this.doc.save());
  }
}
