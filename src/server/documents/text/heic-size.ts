/**
 * The pixel size a HEIC file declares (its `ispe` image-extent properties), read from the box tree
 * without decoding anything: heic-convert decodes the whole image into memory with no pixel limit of
 * its own, so the size is checked first (image.ts).
 */

/** Boxes that hold other boxes on the way to `ispe`: meta (a full box), iprp, ipco. */
const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };

/** The largest width × height any `ispe` declares (tiles and thumbnails have their own), or null when there is none. */
export function heicDeclaredPixels(bytes: Buffer): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  const walk = (from: number, to: number, depth: number) => {
    for (let at = from; at + 8 <= to && depth < 6; ) {
      let size = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1 && at + 16 <= to) {
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return;
      if (type === 'ispe' && size >= header + 12) {
        const width = bytes.readUInt32BE(at + header + 4);
        const height = bytes.readUInt32BE(at + header + 8);
        if (!best || width * height > best.width * best.height) best = { width, height };
      } else if (type in CONTAINERS) {
        walk(at + header + (CONTAINERS[type] ?? 0), at + size, depth + 1);
      }
      at += size;
    }
  };
  walk(0, bytes.length, 0);
  return best;
}
