import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { median3x3, rgbaToGrey } from './grey-pixels';
import { prepareRenderedPage } from './ocr-image';
import { stretchContrast } from './stretch-contrast';

/** A grey test card: pale paper, a dark bar, salt-and-pepper specks. */
function card(width: number, height: number): Buffer {
  const g = Buffer.alloc(width * height, 200);
  for (let y = 10; y < 20; y++) for (let x = 5; x < width - 5; x++) g[y * width + x] = 40;
  for (let i = 0; i < 60; i++) g[(i * 7919) % g.length] = i % 2 ? 0 : 255;
  return g;
}

describe('OCR image preparation', () => {
  it('median3x3 equals libvips median(3) inside the image and removes isolated specks', async () => {
    const width = 64;
    const height = 48;
    const src = card(width, height);
    const ours = median3x3(src, width, height);
    const vips = await sharp(src, { raw: { width, height, channels: 1 } })
      .median(3)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) expect(ours[y * width + x]).toBe(vips[y * width + x]);
    // no single-pixel speck survives on the paper
    for (let y = 25; y < height - 1; y++) for (let x = 1; x < width - 1; x++) expect(ours[y * width + x]).toBe(200);
  });

  it('prepares a page exactly as the former sharp chain (greyscale, median 3, normalise) did', async () => {
    const width = 120;
    const height = 90;
    const grey = card(width, height);
    const rgba = Buffer.alloc(width * height * 4, 255);
    for (let i = 0; i < grey.length; i++) rgba.fill(grey[i] as number, i * 4, i * 4 + 3);
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const { data, info } = await sharp(png).greyscale().median(3).normalise().raw().toBuffer({ resolveWithObject: true });
    const ours = await prepareRenderedPage({ grey: rgbaToGrey(rgba, width * height), width, height, widthPoints: 612 }, true);
    const pixels = ours?.image.subarray((ours?.image.length ?? 0) - width * height) as Buffer;
    for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) expect(pixels[y * width + x]).toBe(data[(y * width + x) * info.channels]);
  });

  it('stretches contrast byte for byte as sharp normalise() does, on varied grey images', async () => {
    // Paper of any shade with noise, ink of any shade and share, and pure white specks (the rounding case).
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 60; k++) {
      const width = 20 + Math.floor(rnd() * 160);
      const height = 20 + Math.floor(rnd() * 160);
      const paper = Math.floor(rnd() * 256);
      const noise = Math.floor(rnd() * 128);
      const inkShare = rnd() * 0.2;
      const ink = Math.floor(rnd() * 256);
      const grey = Buffer.alloc(width * height);
      for (let i = 0; i < grey.length; i++) grey[i] = rnd() < inkShare ? ink : Math.max(0, Math.min(255, paper + Math.round((rnd() - 0.5) * noise)));
      if (k % 3 === 0) for (let i = 0; i < 5; i++) grey[Math.floor(rnd() * grey.length)] = 255;
      const vips = await sharp(grey, { raw: { width, height, channels: 1 } })
        .normalise()
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      expect(Buffer.compare(await stretchContrast(grey, width, height), vips), `image ${k}`).toBe(0);
    }
    // With white present, single-precision rounding of the pixel count decides the upper bound: 1,134 pixels
    // go one way, 1,133 the other.
    for (const width of [1133, 1134]) {
      const grey = Buffer.alloc(width, 255).fill(100, 0, width >> 1);
      const vips = await sharp(grey, { raw: { width, height: 1, channels: 1 } })
        .normalise()
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      expect(Buffer.compare(await stretchContrast(grey, width, 1), vips), `${width} pixels`).toBe(0);
    }
  });

  it('turns a rendered grey page into a PGM tesseract reads, and skips blank pages', async () => {
    const width = 40;
    const height = 30;
    const grey = Buffer.alloc(width * height, 255);
    expect(await prepareRenderedPage({ grey, width, height, widthPoints: 612 }, true)).toBeNull();
    grey.fill(0, 10 * width, 14 * width);
    const r = await prepareRenderedPage({ grey, width, height, widthPoints: 612 }, true);
    expect(r).not.toBeNull();
    const header = `P5\n${width} ${height}\n255\n`;
    expect(r?.image.subarray(0, header.length).toString('ascii')).toBe(header);
    expect(r?.image.length).toBe(header.length + width * height);
    expect(r?.toPoints).toBeCloseTo(612 / width);
  });
});
