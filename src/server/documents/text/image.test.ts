import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { median3x3, prepareRenderedPage } from './image';

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
    const vips = await sharp(src, { raw: { width, height, channels: 1 } }).median(3).toColourspace('b-w').raw().toBuffer();
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
    const png = await sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
    const { data, info } = await sharp(png).greyscale().median(3).normalise().raw().toBuffer({ resolveWithObject: true });
    const ours = await prepareRenderedPage({ rgba, width, height, widthPoints: 612 }, true);
    const pixels = ours?.image.subarray((ours?.image.length ?? 0) - width * height) as Buffer;
    for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) expect(pixels[y * width + x]).toBe(data[(y * width + x) * info.channels]);
  });

  it('turns a rendered RGBA page into a PGM tesseract reads, and skips blank pages', async () => {
    const width = 40;
    const height = 30;
    const rgba = Buffer.alloc(width * height * 4, 255);
    expect(await prepareRenderedPage({ rgba, width, height, widthPoints: 612 }, true)).toBeNull();
    for (let x = 0; x < width; x++) for (let y = 10; y < 14; y++) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    const r = await prepareRenderedPage({ rgba, width, height, widthPoints: 612 }, true);
    expect(r).not.toBeNull();
    const header = `P5\n${width} ${height}\n255\n`;
    expect(r?.image.subarray(0, header.length).toString('ascii')).toBe(header);
    expect(r?.image.length).toBe(header.length + width * height);
    expect(r?.toPoints).toBeCloseTo(612 / width);
  });
});
