/**
 * A scanned PDF page read straight from its JPEG. A scanner's page is one JPEG drawn over the whole
 * page and nothing else; pdf.js would decode that JPEG in JavaScript and paint it onto a canvas (about
 * 0.2 s of a page's 1.7 s of OCR). libjpeg-turbo (sharp) decodes it to grey and scales it to the same
 * pixel size in a fifth of that. Any other page (text or vector drawing on it, several images, masks,
 * rotation, CMYK, an image that does not cover the page, another codec) gets null and is rendered.
 */
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  ParseSpeeds,
  type PDFObject,
} from 'pdf-lib';
import { MAX_PDF_IMAGE_PIXELS, renderScale } from './pdf';
import { loadSharp } from './sharp';

/** Where pdf.js says a page is: its object reference, crop box and rotation. */
export type PageGeometry = { ref: { num: number; gen: number } | null; view: number[]; rotate: number };
export type GreyPage = { grey: Buffer; width: number; height: number; widthPoints: number };

/** A page's JPEG and its size in pixels as its dictionary gives it. */
type ScanJpeg = { bytes: Uint8Array; width: number; height: number };

/** The one image a page draws and where: the unit square mapped by [a, b, c, d, e, f]. */
type Placement = { name: string; ctm: number[] };

/**
 * The file's object table (pdf-lib), or null when it cannot be read that way, is damaged or is
 * encrypted: pdf.js, which repairs what it can, then draws its pages. With `throwOnInvalidObject`
 * pdf-lib throws on a damaged object instead of printing a warning; console.warn is left alone (a
 * swap of it here would silence every other warning of the thread while the file parses).
 */
export async function openScanReader(bytes: Buffer): Promise<ScanReader | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    return doc.isEncrypted ? null : new ScanReader(doc.context);
  } catch {
    return null;
  }
}

export class ScanReader {
  constructor(private readonly context: PDFContext) {}

  /** The page in grey at `dpi` (same size as text/pdf.ts renders it), or null when it is not a plain scan. */
  async greyPage(page: PageGeometry, dpi: number): Promise<GreyPage | null> {
    let jpeg: ScanJpeg | null;
    try {
      jpeg = this.scanJpeg(page);
    } catch {
      return null; // pdf-lib found an object of another type than the page tree's (a damaged file)
    }
    if (!jpeg) return null;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
    const widthPoints = x2 - x1;
    const scale = renderScale(widthPoints, y2 - y1, dpi);
    const width = Math.max(1, Math.ceil(widthPoints * scale));
    const height = Math.max(1, Math.ceil((y2 - y1) * scale));
    const sharp = await loadSharp();
    try {
      // Bilinear, as pdf.js draws an image onto its canvas, so the OCR reads the pixels it always read: a
      // tilted scan a little larger than its page comes out within 0.1 grey level of pdf.js' drawing. On
      // the blind scan stress set (96 files) bilinear read every line and total as pdf.js' drawing did;
      // lanczos3 lost 2 lines, and keeping the scan at its own size changed totals on bench:estimates.
      const decoded = sharp(jpeg.bytes, { limitInputPixels: MAX_PDF_IMAGE_PIXELS, failOn: 'error' }).greyscale();
      const sized = jpeg.width === width && jpeg.height === height ? decoded : decoded.resize(width, height, { fit: 'fill', kernel: 'linear' });
      const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
      if (info.channels !== 1 || info.width !== width || info.height !== height) return null;
      return { grey: data, width, height, widthPoints };
    } catch {
      return null; // not a JPEG libjpeg can read: pdf.js renders it
    }
  }

  /** The JPEG of the page's only image when the page is that image and nothing else. */
  private scanJpeg(page: PageGeometry): ScanJpeg | null {
    if (!page.ref || page.rotate % 360 !== 0 || page.view.length !== 4) return null;
    const dict = this.context.lookupMaybe(PDFRef.of(page.ref.num, page.ref.gen), PDFDict);
    if (!dict) return null;
    const placement = onlyImage(this.contentBytes(dict.get(PDFName.of('Contents'))));
    if (!placement || !covers(placement.ctm, page.view)) return null;
    const xobjects = this.inherited(dict, 'Resources')?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const image = xobjects?.lookup(PDFName.of(placement.name));
    if (!(image instanceof PDFRawStream) || !plainJpeg(image.dict, this.context)) return null;
    const width = image.dict.lookup(PDFName.of('Width'));
    const height = image.dict.lookup(PDFName.of('Height'));
    if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) return null;
    return { bytes: image.contents, width: width.asNumber(), height: height.asNumber() };
  }

  /** The page's content streams, decoded and joined; null when one cannot be decoded. */
  private contentBytes(contents: PDFObject | undefined): string | null {
    const resolved = contents instanceof PDFRef ? this.context.lookup(contents) : contents;
    const parts = resolved instanceof PDFArray ? resolved.asArray().map((p) => this.context.lookup(p)) : [resolved];
    if (parts.length === 0 || parts.length > 8) return null;
    let text = '';
    for (const part of parts) {
      if (!(part instanceof PDFRawStream)) return null;
      try {
        text += `${Buffer.from(decodePDFRawStream(part).decode()).toString('latin1')}\n`;
      } catch {
        return null;
      }
      if (text.length > 4096) return null; // a scan's page draws one image in a few dozen bytes
    }
    return text;
  }

  /** A page attribute that may sit on the page or on one of its parents in the page tree. */
  private inherited(dict: PDFDict, key: string): PDFDict | undefined {
    let node: PDFDict | undefined = dict;
    for (let depth = 0; node && depth < 32; depth++) {
      const value = node.lookupMaybe(PDFName.of(key), PDFDict);
      if (value) return value;
      node = node.lookupMaybe(PDFName.of('Parent'), PDFDict);
    }
    return undefined;
  }
}

const IDENTITY = [1, 0, 0, 1, 0, 0];

/** m · ctm, the CTM after `m cm`. */
function concat(m: number[], t: number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [ta = 0, tb = 0, tc = 0, td = 0, te = 0, tf = 0] = t;
  return [a * ta + b * tc, a * tb + b * td, c * ta + d * tc, c * tb + d * td, e * ta + f * tc + te, e * tb + f * td + tf];
}

/**
 * The image a content stream draws when it does nothing else: only q, Q, cm and one Do. Text, paths,
 * inline images, strings, arrays and graphics states make it null.
 */
export function onlyImage(content: string | null): Placement | null {
  if (content === null) return null;
  const tokens = content.split(/[\s\0]+/).filter(Boolean);
  const stack: number[][] = [];
  let ctm = IDENTITY;
  const operands: string[] = [];
  let placement: Placement | null = null;
  for (const token of tokens) {
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) || /^\/[^/[\]()<>{}%]+$/.test(token)) {
      operands.push(token);
      if (operands.length > 6) return null;
      continue;
    }
    if (token === 'q' && operands.length === 0) {
      if (stack.length >= 32) return null;
      stack.push(ctm);
    } else if (token === 'Q' && operands.length === 0) {
      ctm = stack.pop() ?? IDENTITY;
    } else if (token === 'cm' && operands.length === 6 && operands.every((o) => !o.startsWith('/'))) {
      ctm = concat(operands.map(Number), ctm);
    } else if (token === 'Do' && operands.length === 1 && !placement) {
      placement = { name: (operands[0] as string).slice(1), ctm };
    } else return null;
    operands.length = 0;
  }
  return operands.length === 0 ? placement : null;
}

/** The image's unit square, upright and unskewed, lands on the page's crop box (within 1% each side). */
export function covers(ctm: number[], view: number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = ctm;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = view;
  const w = x2 - x1;
  const h = y2 - y1;
  if (w <= 0 || h <= 0 || a <= 0 || d <= 0) return false;
  if (Math.abs(b) > 1e-3 * a || Math.abs(c) > 1e-3 * d) return false;
  const near = (p: number, q: number, size: number) => Math.abs(p - q) <= 0.01 * size;
  return near(e, x1, w) && near(e + a, x2, w) && near(f, y1, h) && near(f + d, y2, h);
}

/** A baseline 8-bit grey or RGB JPEG with nothing that changes how it is drawn (masks, decode arrays). */
function plainJpeg(dict: PDFDict, context: PDFContext): boolean {
  const name = (key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.asString();
  if (name('Subtype') !== '/Image') return false;
  const filter = dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray().map((f) => context.lookup(f)) : [filter];
  if (filters.length !== 1 || !(filters[0] instanceof PDFName) || filters[0].asString() !== '/DCTDecode') return false;
  for (const key of ['SMask', 'Mask', 'Decode', 'ImageMask']) if (dict.has(PDFName.of(key))) return false;
  const bits = dict.lookup(PDFName.of('BitsPerComponent'));
  if (!(bits instanceof PDFNumber) || bits.asNumber() !== 8) return false;
  return colourSpaceComponents(dict.lookup(PDFName.of('ColorSpace')), context) !== null;
}

/** 1 or 3 for DeviceGray, DeviceRGB or an ICC profile of one or three components; null otherwise. */
function colourSpaceComponents(space: PDFObject | undefined, context: PDFContext): number | null {
  if (space instanceof PDFName) return space.asString() === '/DeviceGray' ? 1 : space.asString() === '/DeviceRGB' ? 3 : null;
  if (!(space instanceof PDFArray) || space.size() !== 2) return null;
  const kind = context.lookup(space.get(0));
  const profile = context.lookup(space.get(1));
  if (!(kind instanceof PDFName) || kind.asString() !== '/ICCBased' || !(profile instanceof PDFRawStream)) return null;
  const n = profile.dict.lookup(PDFName.of('N'));
  return n instanceof PDFNumber && (n.asNumber() === 1 || n.asNumber() === 3) ? n.asNumber() : null;
}
