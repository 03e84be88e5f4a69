import fs from 'node:fs';
import path from 'node:path';
import { HOSTILE_DIR } from '../../../../tests/fixtures/paths';
import { describe, expect, it } from 'vitest';
import { heicDeclaredPixels } from './heic-size';
import { decodeHeic } from './image';

const EXAMPLE = path.join(HOSTILE_DIR, 'images/libheif-example.heic');

/** The example with every `ispe` box rewritten to declare width × height. */
function declaring(bytes: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(bytes);
  for (let at = out.indexOf('ispe'); at !== -1; at = out.indexOf('ispe', at + 4)) {
    out.writeUInt32BE(width, at + 8);
    out.writeUInt32BE(height, at + 12);
  }
  return out;
}

describe('HEIC size before decoding', () => {
  it('reads the size a HEIC file declares', () => {
    const size = heicDeclaredPixels(fs.readFileSync(EXAMPLE));
    expect(size?.width).toBeGreaterThan(100);
    expect(size?.height).toBeGreaterThan(100);
  });

  it('refuses a 60000 × 60000 HEIC before decoding a pixel of it', async () => {
    const started = performance.now();
    await expect(decodeHeic(declaring(fs.readFileSync(EXAMPLE), 60_000, 60_000))).rejects.toThrow(/too large/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('calls a HEIC file with no declared size damaged', async () => {
    await expect(decodeHeic(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).rejects.toThrow(/damaged/);
  });
});
