/**
 * Lines that tesseract's one-block segmentation tangles. A table beside a side panel (a valuation's
 * comparables beside its notes) prints two columns whose lines do not share baselines; read as one block,
 * lines of both columns are taken for one, and their words come back as boxes several lines tall with
 * little confidence ("Source Dear Ae … $ fr"). Such a band is read again column by column: cut where a
 * gap wider than a few letters runs down the whole band, each piece is one column with even lines.
 * Pure geometry on the grey PGM page that ocr-image.ts prepares; ocr.ts does the reading.
 */

/** A word's box in image pixels, with tesseract's confidence (0-100) where known. */
export type Box = { left: number; top: number; width: number; height: number; confidence?: number };

/** Width, height and where the pixels start in a binary PGM (ocr-image.ts writes them). */
export function pgmLayout(pgm: Buffer): { width: number; height: number; offset: number } | null {
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const offset = m[0].length;
  return pgm.length >= offset + width * height ? { width, height, offset } : null;
}

/** The rectangle `left`..`right` × `top`..`bottom` of a PGM as a PGM of its own. */
export function cropBox(pgm: Buffer, left: number, top: number, right: number, bottom: number): Buffer | null {
  const layout = pgmLayout(pgm);
  if (!layout) return null;
  const { width, height, offset } = layout;
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(width, Math.ceil(right));
  const y0 = Math.max(0, Math.floor(top));
  const y1 = Math.min(height, Math.ceil(bottom));
  if (x1 <= x0 || y1 <= y0) return null;
  const out = Buffer.alloc((x1 - x0) * (y1 - y0));
  for (let y = y0; y < y1; y++) pgm.copy(out, (y - y0) * (x1 - x0), offset + y * width + x0, offset + y * width + x1);
  return Buffer.concat([Buffer.from(`P5\n${x1 - x0} ${y1 - y0}\n255\n`, 'ascii'), out]);
}

/**
 * A word read again is one already read when the two boxes share at least half of the smaller one. A
 * tilted line's words have tall boxes that graze the next line's boxes by a few rows: those are other words.
 */
const SAME_WORD_SHARE = 0.5;
export function sameWord(a: Box, b: Box): boolean {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (w <= 0 || h <= 0) return false;
  return w * h >= SAME_WORD_SHARE * Math.min(a.width * a.height, b.width * b.height);
}

/** A tangled word is this many times the page's usual word height, read with less than this confidence. */
const TALL = 2;
const UNSURE = 60;
const MAX_TANGLES = 4;

/** A word far taller than the page's usual word (`usual`), read with little confidence: lines read as one. */
export const isTangled = (w: Box, usual: number): boolean => w.height >= usual * TALL && (w.confidence ?? 100) < UNSURE;

/** The page's usual word height: the median of its words' boxes. */
export const usualHeight = (words: Box[]): number => words.map((w) => w.height).sort((a, b) => a - b)[words.length >> 1] ?? 0;

/**
 * Bands (pixel rows) where the first reading tangled lines: two or more words on overlapping rows, each
 * far taller than the page's words and read with little confidence. A large title read well is not one.
 */
export function tangledBands(words: Box[]): Array<{ top: number; bottom: number }> {
  if (words.length < 10) return [];
  const usual = usualHeight(words);
  const tangled = words.filter((w) => isTangled(w, usual)).sort((a, b) => a.top - b.top);
  const bands: Array<{ top: number; bottom: number; n: number }> = [];
  for (const w of tangled) {
    const last = bands[bands.length - 1];
    if (last && w.top < last.bottom) {
      last.bottom = Math.max(last.bottom, w.top + w.height);
      last.n++;
    } else bands.push({ top: w.top, bottom: w.top + w.height, n: 1 });
  }
  return bands
    .filter((b) => b.n >= 2)
    .slice(0, MAX_TANGLES)
    .map(({ top, bottom }) => ({ top, bottom }));
}

/**
 * The lines of the first reading to read again in a tangled band: those holding a tangled word there. Not
 * every word in the band: on a page photographed askew, a table's rule runs across several rows and comes
 * back as tall unsure "words" too, while the tilted rows through the band were read well (cut by the band
 * and grouped again by height, their words fell into the wrong rows).
 */
export function linesHoldingTangles<L extends { items: unknown[] }>(
  lines: L[],
  band: { top: number; bottom: number },
  usual: number,
  boxOf: (item: L['items'][number]) => Box,
): L[] {
  return lines.filter((line) =>
    line.items.some((item) => {
      const box = boxOf(item);
      const centre = box.top + box.height / 2;
      return centre >= band.top && centre <= band.bottom && isTangled(box, usual);
    }),
  );
}

const INK = 128;

/**
 * The columns of a band: runs of pixel columns with ink, cut where no ink runs down the whole band for at
 * least `minGap` pixels (the gap between a table's columns, not the space between words).
 */
export function columnPieces(pgm: Buffer, top: number, bottom: number, minGap: number): Array<{ left: number; right: number }> {
  const layout = pgmLayout(pgm);
  if (!layout) return [];
  const { width, height, offset } = layout;
  const y0 = Math.max(0, top);
  const y1 = Math.min(height, bottom);
  const inked = new Uint8Array(width);
  for (let y = y0; y < y1; y++) {
    const row = offset + y * width;
    for (let x = 0; x < width; x++) if ((pgm[row + x] as number) < INK) inked[x] = 1;
  }
  const pieces: Array<{ left: number; right: number }> = [];
  let start = -1;
  let lastInk = -1;
  for (let x = 0; x <= width; x++) {
    if (x < width && inked[x]) {
      if (start < 0 || x - lastInk > minGap) {
        if (start >= 0) pieces.push({ left: start, right: lastInk + 1 });
        start = x;
      }
      lastInk = x;
    }
  }
  if (start >= 0) pieces.push({ left: start, right: lastInk + 1 });
  return pieces;
}
