/**
 * A page made ready for OCR: a photo or scan decoded within the pixel limit (image.ts), or a PDF page
 * rendered grey (pdf.ts), turned into a contrast-stretched greyscale PGM, with a median filter for scans
 * and, for a rendered page, the same page under other contrasts for the figures to be read again.
 */
import { median3x3, speckleShare } from './grey-pixels';
import { MAX_INPUT_PIXELS, openImage } from './image';
import { loadSharp } from './sharp';
import { stretchContrastInto } from './stretch-contrast';

/**
 * An OCR-ready page: a greyscale PGM (read by tesseract without any decompression) and its scale;
 * `alternates`: the page under two other contrasts (figures are read again on them: ocr-figures.ts);
 * `unfiltered`: the page before the median filter, when one was applied (VINs are read again on it: the
 * filter thins small print).
 */
export type OcrImage = { image: Buffer; toPoints: number; alternates?: Buffer[]; unfiltered?: () => Promise<Buffer> };

/**
 * Share of a page its threshold may turn into specks before the page is median-filtered. With under 2% of
 * a page inked (a short letter), the stretch's dark bound falls in grainy paper, the paper turns mid-grey
 * and the threshold splits it: one such scan gave 13.6% and OCR read nothing in 45 s (2 s and every word
 * once filtered). The blind sets' scans and photos of pages (tests/fixtures/blind) gave 0.1–0.7%.
 */
const MAX_SPECKLE = 0.02;

/**
 * Greyscale, normalised, about 200 dpi for a letter page. Scans (`denoise`) get a 3x3 median filter:
 * scanner speckle otherwise turns into stray glyphs; on phone photos it thins the strokes instead, so an
 * image gets it only when its paper's grain would be read as specks.
 */
export async function prepareForOcr(bytes: Buffer, pageWidthPoints = 612, denoise = false): Promise<OcrImage> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const w = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 1275;
  const target = Math.min(1700, Math.max(1275, w));
  const { data, info } = await openImage(sharp, bytes)
    .resize({ width: target, withoutEnlargement: false })
    .greyscale()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Map OCR pixels onto the page width in points (a photo is taken as a letter page, 612 pt).
  const toPoints = pageWidthPoints / width;
  if (!denoise) {
    const stretched = await stretchedPgm(data, width, height);
    const pixels = stretched.subarray(stretched.length - width * height);
    // Grainy paper: the threshold would split the paper itself into specks; filtered like a scan.
    if (speckleShare(pixels, width, height) <= MAX_SPECKLE) return { image: stretched, toPoints };
  }
  return { image: await stretchedPgm(median3x3(data, width, height), width, height), toPoints };
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
  const stretched = await stretchedPgm(grey, width, height);
  const inked = table ? pgmThrough(grey, width, height, table) : null;
  const shared = { ...(unfiltered ? { unfiltered } : {}), toPoints: page.widthPoints / width };
  // No paper/ink table (a clean render, a dark page): no second contrast, so no re-reading.
  if (!inked) return { ...shared, image: stretched, alternates: [] };
  const drawnPgm = pgmThrough(grey, width, height, IDENTITY);
  // A scan mostly paper (a short table on a page): even filtered, the stretch's dark bound falls in the paper's
  // grain and its threshold splits the paper into specks, each read as a glyph; the paper/ink contrast keeps it white.
  if (speckleShare(stretched.subarray(stretched.length - width * height), width, height) > MAX_SPECKLE)
    return { ...shared, image: inked, alternates: [drawnPgm] };
  return { ...shared, image: stretched, alternates: [inked, drawnPgm] };
}

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

/** No pixel darker than light grey: nothing to read (saves the OCR of an empty page). */
function isBlank(grey: Buffer): boolean {
  for (let i = 0; i < grey.length; i++) if ((grey[i] as number) <= 160) return false;
  return true;
}
