/**
 * Images: decode safely (pixel limit, EXIF orientation, HEIC), decide cheaply whether an image looks
 * like a document (worth OCR) or a photo, and prepare it for OCR.
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

function open(sharp: Sharp, bytes: Buffer) {
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
    const { data, info } = await open(sharp, bytes)
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

/**
 * An OCR-ready page: a greyscale PGM (read by tesseract without any decompression) and its scale;
 * `alternates`: the same page under other contrasts, for the figures to be read again (ocr-figures.ts).
 */
/**
 * `alternates`: the page under two other contrasts (figures are read again on them); `unfiltered`: the page
 * before the median filter, when one was applied (VINs are read again on it: the filter thins small print).
 */
export type OcrImage = { image: Buffer; toPoints: number; alternates?: Buffer[]; unfiltered?: () => Promise<Buffer> };

/**
 * Greyscale, normalised, about 200 dpi for a letter page. Scans (`denoise`) get a 3x3 median filter:
 * scanner speckle otherwise turns into stray glyphs; on phone photos it thins the strokes instead.
 */
export async function prepareForOcr(bytes: Buffer, pageWidthPoints = 612, denoise = false): Promise<OcrImage> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const w = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 1275;
  const target = Math.min(1700, Math.max(1275, w));
  const { data, info } = await open(sharp, bytes)
    .resize({ width: target, withoutEnlargement: false })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = denoise ? median3x3(data, info.width, info.height) : data;
  // Map OCR pixels onto the page width in points (a photo is taken as a letter page, 612 pt).
  return { image: await stretchedPgm(grey, info.width, info.height), toPoints: pageWidthPoints / info.width };
}

/**
 * A rendered PDF page (grey, text/pdf.ts) made ready for OCR; null when the page has no dark pixel at all (blank).
 * Beside the stretched page, two alternates for the figures to be read again: stretched between its paper
 * and its ink (paperInkTable) and as drawn. No one contrast reads every scan's thin digits best: the
 * percentile stretch blackens the grey edges of the strokes on a page that is mostly paper and closed the
 * gaps of some 9s (read as 0s); the paper/ink stretch lost others and some decimal points.
 */
export async function prepareRenderedPage(
  page: { grey: Buffer; width: number; height: number; widthPoints: number },
  denoise: boolean,
): Promise<OcrImage | null> {
  const { width, height } = page;
  let grey = page.grey;
  if (isBlank(grey)) return null;
  // Made only when a code is read again (ocr.ts): most pages have none to doubt.
  const drawn = grey;
  const unfiltered = denoise ? () => stretchedPgm(drawn, width, height) : undefined;
  if (denoise) grey = median3x3(grey, width, height);
  const table = paperInkTable(histogramOf(grey, width * height), width * height);
  return {
    image: await stretchedPgm(grey, width, height),
    ...(unfiltered ? { unfiltered } : {}),
    toPoints: page.widthPoints / width,
    // No paper/ink table (a clean render, a dark page): no second contrast, so no re-reading.
    alternates: table ? [pgmThrough(grey, width, height, table), pgmThrough(grey, width, height, IDENTITY)] : [],
  };
}

// Grey conversion and the median are plain loops over one byte per pixel: libvips ran its median over
// four channels of a decoded PNG and took seconds a page.

/** Binary PGM of the contrast-stretched image: a 15-byte header on the raw grey pixels, written in place; no PNG deflate to write or inflate to read. */
async function stretchedPgm(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  await stretchContrastInto(grey, width * height, pgm.subarray(header.length));
  return pgm;
}

const histogramOf = (grey: Buffer, pixels: number): Uint32Array => {
  const hist = new Uint32Array(256);
  for (let i = 0; i < pixels; i++) hist[grey[i] as number] = (hist[grey[i] as number] as number) + 1;
  return hist;
};

const IDENTITY = Uint8Array.from({ length: 256 }, (_, v) => v);

/** Binary PGM of the grey pixels mapped through `table`. */
function pgmThrough(grey: Buffer, width: number, height: number, table: Uint8Array): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  for (let i = 0, o = header.length; i < width * height; i++, o++) pgm[o] = table[grey[i] as number] as number;
  return pgm;
}

/** Ink is at least this many grey levels darker than the paper (scanner noise and JPEG ringing are less). */
const INK_BELOW_PAPER = 40;
/** The ink's darkest this share is black; the rest of the ink keeps its shades (thin strokes, their edges). */
const INK_BLACK_SHARE = 0.05;
/** Fewer ink pixels than this share of the page: nothing to measure the ink by. */
const MIN_INK_SHARE = 0.0005;
/** A table that moves no level further than this is the page as drawn (a clean render: white paper, black ink). */
const MIN_STRETCH_LEVELS = 24;

/**
 * The contrast table of a page of paper: its paper (the median level: a page is mostly paper) becomes
 * white, the darkest few percent of its ink black, and the levels between are spread linearly. Null for a
 * page that is not mostly pale paper with some ink (a dark page, a photo's shadows), and for one whose
 * paper is white and ink black already (the table would give the page as drawn). Exported for tests.
 */
export function paperInkTable(hist: Uint32Array, pixels: number): Uint8Array | null {
  const level = (share: number, below = 256) => {
    let total = 0;
    for (let v = 0; v < below; v++) total += hist[v] as number;
    let cum = 0;
    for (let v = 0; v < below; v++) {
      cum += hist[v] as number;
      if (cum > share * total) return { v, total };
    }
    return { v: below - 1, total };
  };
  const paper = level(0.5).v;
  if (paper < 128) return null;
  const ink = level(INK_BLACK_SHARE, paper - INK_BELOW_PAPER + 1);
  if (ink.total < pixels * MIN_INK_SHARE) return null;
  const black = ink.v;
  const table = new Uint8Array(256);
  let moved = 0;
  for (let v = 0; v < 256; v++) {
    table[v] = v <= black ? 0 : v >= paper ? 255 : Math.round(((v - black) / (paper - black)) * 255);
    if (hist[v]) moved = Math.max(moved, Math.abs((table[v] as number) - v));
  }
  return moved > MIN_STRETCH_LEVELS ? table : null;
}

/** Rec. 601 luma in fixed point (as sharp's greyscale()). */
export function rgbaToGrey(rgba: Buffer, pixels: number): Buffer {
  const grey = Buffer.allocUnsafe(pixels);
  for (let i = 0, j = 0; j < pixels; i += 4, j++) grey[j] = ((rgba[i] as number) * 77 + (rgba[i + 1] as number) * 150 + (rgba[i + 2] as number) * 29) >> 8;
  return grey;
}

/** No pixel darker than light grey: nothing to read (saves the OCR of an empty page). */
function isBlank(grey: Buffer): boolean {
  for (let i = 0; i < grey.length; i++) if ((grey[i] as number) <= 160) return false;
  return true;
}

/** 3x3 median (edges replicated), from the three sorted columns under the window: no per-pixel sort. */
export function median3x3(src: Buffer, width: number, height: number): Buffer {
  const out = Buffer.allocUnsafe(src.length);
  // lo/mid/hi of each column of the current three rows
  const lo = new Uint8Array(width);
  const md = new Uint8Array(width);
  const hi = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const a = src[up + x] as number;
      const b = src[row + x] as number;
      const c = src[down + x] as number;
      const min = Math.min(a, b);
      const max = Math.max(a, b);
      lo[x] = Math.min(min, c);
      hi[x] = Math.max(max, c);
      md[x] = Math.max(min, Math.min(c, max));
    }
    for (let x = 0; x < width; x++) {
      const x0 = x > 0 ? x - 1 : x;
      const x2 = x < width - 1 ? x + 1 : x;
      const maxLo = Math.max(lo[x0] as number, lo[x] as number, lo[x2] as number);
      const minHi = Math.min(hi[x0] as number, hi[x] as number, hi[x2] as number);
      const m0 = md[x0] as number;
      const m1 = md[x] as number;
      const m2 = md[x2] as number;
      const medMd = Math.max(Math.min(m0, m1), Math.min(Math.max(m0, m1), m2));
      out[row + x] = Math.max(Math.min(maxLo, medMd), Math.min(Math.max(maxLo, medMd), minHi));
    }
  }
  return out;
}

/**
 * sharp's normalise() (lightness stretched linearly so that its 1st percentile becomes black and its 99th
 * white), the contrast step the OCR was tuned on, with the same output byte for byte. On one grey channel
 * it is a table of 256 values, yet sharp converted every pixel to Lab and back to apply it (about 0.2 s for
 * a 200 dpi page). Here the two lightness bounds are found from the histogram, as libvips finds them, and
 * sharp normalises a small stand-in image with the same bounds that holds every grey level once: the
 * stand-in's output for those pixels is the table.
 */
export async function stretchContrast(grey: Buffer, width: number, height: number): Promise<Buffer> {
  const out = Buffer.allocUnsafe(width * height);
  await stretchContrastInto(grey, width * height, out);
  return out;
}

async function stretchContrastInto(grey: Buffer, pixels: number, out: Buffer): Promise<void> {
  const hist = new Uint32Array(256);
  for (let i = 0; i < pixels; i++) {
    const v = grey[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
  const { low, top } = lightnessBounds(hist, pixels);
  const lut = await normaliseTable(low, top, pixels);
  for (let i = 0; i < pixels; i++) out[i] = lut[grey[i] as number] as number;
}

/** CIE L* (0..100) of an sRGB grey level, as libvips' B_W to Lab conversion gives it. */
function lightness(v: number): number {
  const c = v / 255;
  const y = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}

/**
 * libvips' percent() on the lightness channel: a histogram of whole L* values (cast, so truncated), its
 * cumulative sum scaled in single precision to the histogram's last index and truncated, and the first bin
 * whose scaled sum is above percent% of the histogram's length (the length itself when none is).
 */
function scaledCumulative(cum: number, pixels: number, bins: number): number {
  return Math.trunc(Math.fround(Math.fround((bins - 1) / pixels) * cum));
}

/**
 * The grey levels that decide sharp's bounds: the brightest level present (with about 100 bins the "99%"
 * bound is never met below the top bin) and the level where the "1%" bound is met (a bin holds several
 * grey levels: the bound is met at the end of its bin).
 */
function lightnessBounds(hist: Uint32Array, pixels: number): { low: number; top: number } {
  let top = 255;
  while (top > 0 && !hist[top]) top--;
  const bins = Math.trunc(lightness(top)) + 1;
  let cum = 0;
  for (let v = 0; v < top; v++) {
    cum += hist[v] as number;
    if (Math.trunc(lightness(v + 1)) !== Math.trunc(lightness(v)) && scaledCumulative(cum, pixels, bins) > bins / 100) return { low: v, top };
  }
  return { low: top, top };
}

/** Whether the "99%" bound is met in the top bin: only possible with 101 bins, and then a matter of rounding. */
function upperMetInTopBin(pixels: number, bins: number): boolean {
  return scaledCumulative(pixels, pixels, bins) > (99 * bins) / 100;
}

/**
 * sharp's normalise() table for an image of `pixels` pixels whose bounds are the grey levels `low` and
 * `top`: a stand-in of about 40,000 pixels, one of each level up to `top` (0.64% of it, below the "1%"
 * bound) and the rest at `low`, has the same bounds; its size is picked so that the rounding that decides
 * the upper bound goes the same way as on the image. Levels above `top` are not in the image.
 */
async function normaliseTable(low: number, top: number, pixels: number): Promise<Uint8Array> {
  const bins = Math.trunc(lightness(top)) + 1;
  const want = upperMetInTopBin(pixels, bins);
  let size = 40_000;
  while (upperMetInTopBin(size, bins) !== want) size++;
  const standIn = Buffer.alloc(size, low);
  for (let v = 0; v <= top; v++) standIn[v] = v;
  const sharp = await loadSharp();
  const out = await sharp(standIn, { raw: { width: size, height: 1, channels: 1 } })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const lut = new Uint8Array(256).fill(255);
  lut.set(out.subarray(0, top + 1));
  return lut;
}
