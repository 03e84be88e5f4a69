/**
 * Images: decode safely (pixel limit, EXIF orientation, HEIC) and decide cheaply whether an image looks
 * like a document (worth OCR) or a photo. ocr-image.ts prepares a page for OCR.
 */
import { heicDeclaredPixels } from './heic-size';
import { loadSharp, type Sharp } from './sharp';
import { UnreadableDocumentError } from './types';

/** 40 megapixels: more than any phone camera, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;

export async function decodeHeic(bytes: Buffer): Promise<Buffer> {
  // heic-convert decodes the whole picture with no limit of its own: its declared size decides first.
  const size = heicDeclaredPixels(bytes);
  if (!size) throw new UnreadableDocumentError('the HEIC image is damaged and cannot be read');
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new UnreadableDocumentError('the image is too large (more than 40 megapixels)', 'file.too_large');
  try {
    const { default: convert } = await import('heic-convert');
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.9 }));
  } catch {
    throw new UnreadableDocumentError('the HEIC image is damaged and cannot be read');
  }
}

/** An image opened within the pixel limit, turned upright by its EXIF orientation. */
export function openImage(sharp: Sharp, bytes: Buffer) {
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
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const { data, info } = await openImage(sharp, bytes)
      .resize(640, 640, { fit: 'inside' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
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
    if (/pixel limit/i.test(msg)) throw new UnreadableDocumentError('the image is too large (more than 40 megapixels)', 'file.too_large');
    throw new UnreadableDocumentError('the image is damaged and cannot be read');
  }
}

/**
 * A page of paper is mostly bright and unsaturated with many thin dark strokes; a car photo is
 * coloured, shaded and has few sharp strokes. Thresholds set on the training half of the generated
 * corpus (photos of documents, scans) and the real car photos.
 *
 * A sparse paper (a tow bill, a rental receipt, a short notice) has a fraction of a full page's
 * strokes, so a picture that is mostly bright, unsaturated paper needs only some strokes: reading it
 * costs one OCR pass, and a picture with no words is then kept as a photo (analyze-file.ts), while a
 * paper taken for a photo is lost to the claim. Set on `bench/image-gate.bench.ts` (papers of its
 * own seed): sparse papers drew 0.0056–0.0077 edges, the photos at most 0.0031 with paper ≤ 0.4.
 */
export function looksLikeDocument(s: ImageStats): boolean {
  if (s.width < 300 || s.height < 300) return false;
  if (s.paper > 0.5 && s.saturation < 0.2 && s.edges > 0.008) return true;
  return s.paper > 0.6 && s.saturation < 0.15 && s.edges > 0.002;
}
