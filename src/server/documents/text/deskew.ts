/**
 * A tilted page turned straight before OCR (issue 35). A phone photo of a page is often tilted by a few
 * degrees; tesseract then cuts a table row into pieces, loses figures and lets a price column drift into
 * the labour column. The tilt is measured by a projection profile of the ink on a small copy of the page,
 * and the page is turned back about its centre, keeping its size (so its pixels keep their scale in points).
 */

/** Tilts searched, in degrees either way: photos of pages lean up to about 3.5° (tests/fixtures/blind). */
const MAX_SKEW = 5;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** Below this tilt a page is read as it is: turning it costs a resampling that blurs strokes a little. */
const MIN_SKEW = 0.4;
/** The small copy is about this wide: rows of text are still apart and the profile costs a few ms. */
const SMALL_WIDTH = 600;
/** A pixel is ink when this many grey levels darker than the mean of its neighbourhood (desk and shade are not). */
const INK_BELOW_LOCAL = 24;
/** Half the side of that neighbourhood, in small pixels. */
const LOCAL_RADIUS = 8;
/** The best tilt's profile must be this much sharper than the upright one's, or the page is left as it is. */
const MIN_GAIN = 1.1;

/**
 * The page's tilt in degrees: text lines run down to the right by this angle (y grows downwards); 0 when
 * the page is straight within `MIN_SKEW` or shows no clear lines.
 */
export function estimateSkew(grey: Buffer, width: number, height: number): number {
  const ink = inkPoints(grey, width, height);
  if (ink.count < 200) return 0;
  const rows = ink.height + Math.ceil(ink.width * Math.tan((MAX_SKEW * Math.PI) / 180)) * 2 + 2;
  const profile = new Int32Array(rows);
  // Where each column's pixels fall in the profile at one tilt: one table a tilt, no rounding a pixel.
  const columnShift = new Int32Array(ink.width);
  const score = (deg: number): number => {
    const t = Math.tan((deg * Math.PI) / 180);
    const shift = rows / 2 - ink.height / 2;
    const cx = ink.width / 2;
    for (let x = 0; x < ink.width; x++) columnShift[x] = Math.round(shift - (x - cx) * t);
    profile.fill(0);
    for (let i = 0; i < ink.count; i++) profile[(ink.ys[i] as number) + (columnShift[ink.xs[i] as number] as number)]++;
    let sum = 0;
    for (let r = 1; r < rows; r++) sum += ((profile[r] as number) - (profile[r - 1] as number)) ** 2;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  const upright = bestScore;
  for (let deg = -MAX_SKEW; deg <= MAX_SKEW + 1e-9; deg += COARSE_STEP) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  const coarse = best;
  for (let deg = coarse - COARSE_STEP + FINE_STEP; deg < coarse + COARSE_STEP - 1e-9; deg += FINE_STEP) {
    const s = score(deg);
    if (s > bestScore) [best, bestScore] = [deg, s];
  }
  if (Math.abs(best) < MIN_SKEW || bestScore < upright * MIN_GAIN) return 0;
  return Math.round(best * 10) / 10;
}

/** The ink of a small copy of the page (each small pixel the mean of a block): its coordinates. */
function inkPoints(grey: Buffer, width: number, height: number) {
  const f = Math.max(1, Math.round(width / SMALL_WIDTH));
  const w = Math.floor(width / f);
  const h = Math.floor(height / f);
  const small = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * width + x * f;
        for (let dx = 0; dx < f; dx++) s += grey[row + dx] as number;
      }
      small[y * w + x] = s / (f * f);
    }
  }
  // Integral image for the neighbourhood means.
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let run = 0;
    for (let x = 0; x < w; x++) {
      run += small[y * w + x] as number;
      sums[(y + 1) * (w + 1) + x + 1] = (sums[y * (w + 1) + x + 1] as number) + run;
    }
  }
  const xs = new Uint16Array(w * h);
  const ys = new Uint16Array(w * h);
  let count = 0;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - LOCAL_RADIUS);
    const y1 = Math.min(h, y + LOCAL_RADIUS + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - LOCAL_RADIUS);
      const x1 = Math.min(w, x + LOCAL_RADIUS + 1);
      const total =
        (sums[y1 * (w + 1) + x1] as number) - (sums[y0 * (w + 1) + x1] as number) - (sums[y1 * (w + 1) + x0] as number) + (sums[y0 * (w + 1) + x0] as number);
      const mean = total / ((y1 - y0) * (x1 - x0));
      if ((small[y * w + x] as number) < mean - INK_BELOW_LOCAL) {
        xs[count] = x;
        ys[count++] = y;
      }
    }
  }
  return { xs, ys, count, width: w, height: h };
}

/**
 * The page turned by `-degrees` about its centre (bilinear), same size: a line running down by `degrees`
 * comes out level. Pixels from beyond the edge repeat the edge, so no new shade enters the contrast stretch.
 */
export function rotateGrey(grey: Buffer, width: number, height: number, degrees: number): Buffer {
  const out = Buffer.allocUnsafe(width * height);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const maxX = width - 1;
  const maxY = height - 1;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    // Source of (x, y): its offset from the centre turned by +degrees.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    for (let x = 0; x < width; x++, sx += cos, sy += sin) {
      const px = Math.max(0, Math.min(sx, maxX));
      const py = Math.max(0, Math.min(sy, maxY));
      const x0 = Math.min(px | 0, maxX - 1);
      const y0 = Math.min(py | 0, maxY - 1);
      const fx = px - x0;
      const fy = py - y0;
      const i = y0 * width + x0;
      const top = (grey[i] as number) + ((grey[i + 1] as number) - (grey[i] as number)) * fx;
      const bottom = (grey[i + width] as number) + ((grey[i + width + 1] as number) - (grey[i + width] as number)) * fx;
      out[y * width + x] = top + (bottom - top) * fy + 0.5;
    }
  }
  return out;
}

/** The page straightened when it is clearly tilted; the same buffer when not. */
export function straightenPage(grey: Buffer, width: number, height: number): { grey: Buffer; skew: number } {
  const skew = estimateSkew(grey, width, height);
  return { grey: skew === 0 ? grey : rotateGrey(grey, width, height, skew), skew };
}
