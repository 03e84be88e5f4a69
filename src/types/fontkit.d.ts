// fontkit ships no types; pdfkit accepts the font object `create` returns in registerFont. Font and
// Glyph are the parts bench/scanned-variants.ts reads to draw glyph outlines.
declare module 'fontkit' {
  export type Glyph = {
    advanceWidth: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    path: { commands: Array<{ command: string; args: number[] }> };
  };
  export type Font = { unitsPerEm: number; glyphForCodePoint(codePoint: number): Glyph };
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): unknown;
}
