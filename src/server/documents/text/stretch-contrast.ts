/**
 * The contrast stretch the OCR was tuned on: sharp's normalise() reproduced byte for byte as a table
 * over one grey channel.
 */
import { loadSharp } from './sharp';

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

/** stretchContrast written into `out` (a PGM's pixels after its header). */
export async function stretchContrastInto(grey: Buffer, pixels: number, out: Buffer): Promise<void> {
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
