/**
 * The bands of a page OCR's first reading left unread (lines printed much larger than the rest: a
 * letterhead, a title), found from the page's pixels and the words' boxes, to be read again (ocr.ts).
 */
import { type Box, pgmLayout } from './ocr-columns';

const INK = 128;
/** A band of unread ink: at least this tall (a table rule or an underline is less), at most this (a photo, a logo block). */
const BAND_MIN_PX = 14;
const BAND_MAX_PX = 180;
const MAX_BANDS = 4;
/** A column of a band dark in this share of its rows is the desk or the scanner lid beside the page, not print. */
const DESK_COLUMN = 0.9;
/** Beside the desk, a column this dark is still the page's shaded edge. */
const EDGE_COLUMN = 0.3;
const EDGE_PAD = 4;

/** A band to read again: rows `top`..`bottom`, columns `left`..`right` (the paper's width across it). */
export type UnreadBand = { top: number; bottom: number; left: number; right: number; px: number; strokes: number };

/**
 * Horizontal bands of the page that carry print no word box covers: rows with dark pixels outside every
 * word (widened a little) between the leftmost and rightmost word, where the row is not a solid fill (a
 * desk around a photographed page, a black bar). Exported for tests.
 */
export function unreadBands(pgm: Buffer, boxes: Box[]): UnreadBand[] {
  const layout = pgmLayout(pgm);
  if (!layout || boxes.length === 0) return [];
  const { width, height, offset } = layout;
  const pad = 3;
  const x0 = Math.max(0, Math.min(...boxes.map((b) => b.left)) - 20);
  const x1 = Math.min(width, Math.max(...boxes.map((b) => b.left + b.width)) + 20);
  const span = x1 - x0;
  if (span <= 0) return [];
  // Covered columns of each row, as intervals sorted by start.
  const cover: Array<Array<[number, number]>> = Array.from({ length: height }, () => []);
  for (const b of boxes) {
    for (let y = Math.max(0, b.top - pad); y < Math.min(height, b.top + b.height + pad); y++) cover[y]?.push([b.left - pad, b.left + b.width + pad]);
  }
  const minInk = Math.max(6, Math.round(span * 0.004));
  const inkRow = new Uint8Array(height);
  // Unread dark pixels of each row, and how many runs they make: print is many short strokes, a page's
  // edge or a shadow is one long run.
  const unreadPx = new Uint32Array(height);
  const runs = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    const row = offset + y * width;
    const spans = (cover[y] ?? []).sort((a, b) => a[0] - b[0]);
    let dark = 0;
    let unread = 0;
    let k = 0;
    let inRun = false;
    for (let x = x0; x < x1; x++) {
      if ((pgm[row + x] as number) >= INK) {
        inRun = false;
        continue;
      }
      dark++;
      while (k < spans.length && (spans[k] as [number, number])[1] <= x) k++;
      const s = spans[k];
      if (!s || x < s[0]) {
        unread++;
        if (!inRun) runs[y] = (runs[y] as number) + 1;
        inRun = true;
      } else inRun = false;
    }
    unreadPx[y] = unread;
    inkRow[y] = unread >= minInk && dark < span * 0.6 ? 1 : 0;
  }
  const bands: UnreadBand[] = [];
  let y = 0;
  while (y < height) {
    if (!inkRow[y]) {
      y++;
      continue;
    }
    let end = y;
    // A band goes on over gaps of a few rows (the space between a letter's parts).
    while (end + 1 < height && (inkRow[end + 1] || inkRow[end + 2] || inkRow[end + 3])) end++;
    const tall = end - y + 1;
    let px = 0;
    let strokes = 0;
    for (let r = y; r <= end; r++) {
      px += unreadPx[r] as number;
      strokes += runs[r] as number;
    }
    // Print is many short strokes across each row (a bold 24 pt letterhead averages about 16 px a run, ruled
    // lines and page edges run 30 px to hundreds); a lone mark (a check box's X) is a few strokes a row.
    const strokeLike = strokes >= tall * 5 && px / strokes <= 22;
    // Touching the image's edge: the desk or the scanner lid around the page, not print.
    if (tall >= BAND_MIN_PX && tall <= BAND_MAX_PX && y > 0 && end < height - 1 && strokeLike) {
      const top = y - 6;
      const bottom = end + 7;
      bands.push({ top, bottom, ...paperAcross(pgm, layout, top, bottom, x0, x1), px, strokes });
    }
    y = end + 1;
  }
  return bands.length > MAX_BANDS ? [] : bands;
}

/**
 * The columns of rows `top`..`bottom` that are paper: from the words' span outwards to the first column
 * dark nearly all the way down (the desk around a photographed page) or the image's edge. A title wider
 * than the body keeps its ends, and the desk is not read with it (tesseract then doubts the first word).
 */
function paperAcross(
  pgm: Buffer,
  { width, height, offset }: NonNullable<ReturnType<typeof pgmLayout>>,
  top: number,
  bottom: number,
  x0: number,
  x1: number,
): { left: number; right: number } {
  const y0 = Math.max(0, top);
  const y1 = Math.min(height, bottom);
  const darkShare = (x: number) => {
    let dark = 0;
    for (let y = y0; y < y1; y++) if ((pgm[offset + y * width + x] as number) < INK) dark++;
    return dark / (y1 - y0);
  };
  let left = x0;
  while (left > 0 && darkShare(left - 1) < DESK_COLUMN) left--;
  // The page's edge fades from desk to paper over a few columns (and leans a little): they are left out
  // with the desk, and a few more.
  if (left > 0) {
    while (left < x0 && darkShare(left) >= EDGE_COLUMN) left++;
    left = Math.min(x0, left + EDGE_PAD);
  }
  let right = x1;
  while (right < width && darkShare(right) < DESK_COLUMN) right++;
  if (right < width) {
    while (right > x1 && darkShare(right - 1) >= EDGE_COLUMN) right--;
    right = Math.max(x1, right - EDGE_PAD);
  }
  return { left, right };
}
