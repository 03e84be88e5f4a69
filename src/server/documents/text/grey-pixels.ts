/**
 * Plain loops over one byte per pixel: grey conversion and the median. libvips ran its median over four
 * channels of a decoded PNG and took seconds a page.
 */

/** Rec. 601 luma in fixed point (as sharp's greyscale()). */
export function rgbaToGrey(rgba: Buffer, pixels: number): Buffer {
  const grey = Buffer.allocUnsafe(pixels);
  for (let i = 0, j = 0; j < pixels; i += 4, j++) grey[j] = ((rgba[i] as number) * 77 + (rgba[i + 1] as number) * 150 + (rgba[i + 2] as number) * 29) >> 8;
  return grey;
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

/** Otsu's threshold of a grey image (the global threshold tesseract binarises a page with). */
export function otsuThreshold(grey: Buffer, pixels = grey.length): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < pixels; i++) hist[grey[i] as number] = (hist[grey[i] as number] as number) + 1;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (hist[v] as number);
  let below = 0;
  let sumBelow = 0;
  let best = -1;
  let threshold = 0;
  for (let v = 0; v < 256; v++) {
    below += hist[v] as number;
    if (below === 0) continue;
    const above = pixels - below;
    if (above === 0) break;
    sumBelow += v * (hist[v] as number);
    const spread = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = v;
    }
  }
  return threshold;
}

/**
 * Share of the page that its global threshold turns into specks: pixels dark under the threshold whose
 * 3x3 median is not. Printed strokes are thicker than a pixel, so a page of print has few; paper whose
 * grain straddles the threshold has many, and every speck is a blob the OCR tries to read (one such page
 * took 45 s and gave no word). The median is taken only at the dark pixels (a page is mostly paper).
 */
export function speckleShare(grey: Buffer, width: number, height: number): number {
  const t = otsuThreshold(grey, width * height);
  let specks = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((grey[y * width + x] as number) > t) continue;
      // The median of the nine pixels around is above the threshold when five or more of them are.
      let above = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
        for (let dx = -1; dx <= 1; dx++) if ((grey[row + Math.min(width - 1, Math.max(0, x + dx))] as number) > t) above++;
      }
      if (above >= 5) specks++;
    }
  }
  return specks / (width * height);
}
