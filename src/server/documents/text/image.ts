/**
 * Images: decode safely (pixel limit, EXIF orientation, HEIC), decide cheaply whether an image looks
 * like a document (worth OCR) or a photo, and prepare it for OCR.
 */
import sharp from 'sharp';
import { UnreadableDocumentError } from './types';

/** 40 megapixels: more than any phone camera, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export async function decodeHeic(bytes: Buffer): Promise<Buffer> {
  try {
    const { default: convert } = await import('heic-convert');
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.9 }));
  } catch {
    throw new UnreadableDocumentError('the HEIC image is damaged and cannot be read');
  }
}

function open(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false }).rotate();
}

export type ImageStats = {
  width: number;
  height: number;
  /** share of near-white pixels (paper) */
  paper: number;
  /** mean colour saturation 0..1 */
  saturation: number;
  /** share of pixels with a strong horizontal neighbour difference (text strokes) */
  edges: number;
  /** share of dark pixels (ink) */
  ink: number;
};

/** Colour and edge statistics on a small thumbnail: milliseconds, no OCR. */
export async function imageStats(bytes: Buffer): Promise<ImageStats> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const { data, info } = await open(bytes).resize(640, 640, { fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const n = info.width * info.height;
    let paper = 0;
    let sat = 0;
    let edges = 0;
    let ink = 0;
    let prevLum = -1;
    for (let i = 0; i < n; i++) {
      const r = data[i * 3] ?? 0;
      const g = data[i * 3 + 1] ?? 0;
      const b = data[i * 3 + 2] ?? 0;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const lum = 0.299 * r + 0.587 * g + 0.114 * b;
      if (lum > 170 && max - min < 40) paper++;
      if (lum < 90) ink++;
      sat += max === 0 ? 0 : (max - min) / max;
      if (i % info.width !== 0 && prevLum >= 0 && Math.abs(lum - prevLum) > 60) edges++;
      prevLum = lum;
    }
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
      paper: paper / n,
      saturation: sat / n,
      edges: edges / n,
      ink: ink / n,
    };
  } catch (err) {
    if (err instanceof UnreadableDocumentError) throw err;
    const msg = String((err as Error).message ?? err);
    if (/pixel limit/i.test(msg)) throw new UnreadableDocumentError('the image is too large (more than 40 megapixels)');
    throw new UnreadableDocumentError('the image is damaged and cannot be read');
  }
}

/**
 * A page of paper is mostly bright and unsaturated with many thin dark strokes; a car photo is
 * coloured, shaded and has few sharp strokes. Thresholds set on the training half of the generated
 * corpus (photos of documents, scans) and the real car photos.
 */
export function looksLikeDocument(s: ImageStats): boolean {
  if (s.width < 300 || s.height < 300) return false;
  return s.paper > 0.5 && s.saturation < 0.2 && s.edges > 0.008;
}

/**
 * Greyscale, normalised, about 200 dpi for a letter page. Scans (`denoise`) get a 3x3 median filter:
 * scanner speckle otherwise turns into stray glyphs; on phone photos it thins the strokes instead.
 */
export async function prepareForOcr(bytes: Buffer, pageWidthPoints = 612, denoise = false): Promise<{ png: Buffer; toPoints: number }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const w = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 1275;
  const target = Math.min(1700, Math.max(1275, w));
  const png = await open(bytes).resize({ width: target, withoutEnlargement: false }).greyscale().median(denoise ? 3 : 1).normalise().png({ compressionLevel: 1 }).toBuffer();
  // Map OCR pixels onto the page width in points (a photo is taken as a letter page, 612 pt).
  return { png, toPoints: pageWidthPoints / target };
}
