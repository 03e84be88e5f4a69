/**
 * The PDF stream filters that can make a stream larger than it is in the file, decoded with a hard
 * cap on the bytes they may yield (pdf-budget.ts). Each returns the decoded bytes, or `over: true` as
 * soon as the output would pass `limit`; a damaged stream yields what it decodes before the damage,
 * as pdf.js reads it.
 */
import zlib from 'node:zlib';

export type Decoded = { bytes: Buffer; over: boolean };

export function inflateCapped(data: Buffer, limit: number): Decoded {
  // A stream cut short of its checksum still yields what it holds (Z_SYNC_FLUSH), as pdf.js reads it.
  const opts = { maxOutputLength: Math.max(1, limit + 1), finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const attempt = (inflate: (b: Buffer, o: zlib.ZlibOptions) => Buffer, input: Buffer): Decoded | null => {
    try {
      const bytes = inflate(input, opts);
      return bytes.length > limit ? { bytes: Buffer.alloc(0), over: true } : { bytes, over: false };
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) return { bytes: Buffer.alloc(0), over: true };
      return null;
    }
  };
  // pdf.js skips the two-byte zlib header without checking it: a stream with a bad header is raw deflate to it.
  return (
    attempt(zlib.inflateSync, data) ?? (data.length > 2 ? attempt(zlib.inflateRawSync, data.subarray(2)) : null) ?? { bytes: Buffer.alloc(0), over: false }
  );
}

/** LZWDecode (EarlyChange 1, the default): codes of 9 to 12 bits, 256 clear, 257 end. */
export function lzwCapped(data: Buffer, limit: number): Decoded {
  const out: Buffer[] = [];
  let size = 0;
  let table: Buffer[] = [];
  const reset = () => {
    table = [];
    for (let i = 0; i < 256; i++) table.push(Buffer.from([i]));
    table.push(Buffer.alloc(0), Buffer.alloc(0));
  };
  reset();
  let bits = 9;
  let prev: Buffer | null = null;
  let acc = 0;
  let accBits = 0;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | (data[i] ?? 0)) & 0xffffff;
    accBits += 8;
    while (accBits >= bits) {
      const code = (acc >> (accBits - bits)) & ((1 << bits) - 1);
      accBits -= bits;
      if (code === 256) {
        reset();
        bits = 9;
        prev = null;
        continue;
      }
      if (code === 257) return { bytes: Buffer.concat(out, size), over: false };
      let entry: Buffer;
      if (code < table.length) entry = table[code] as Buffer;
      else if (prev && code === table.length) entry = Buffer.concat([prev, prev.subarray(0, 1)]);
      else return { bytes: Buffer.concat(out, size), over: false };
      if (prev && table.length < 4096) table.push(Buffer.concat([prev, entry.subarray(0, 1)]));
      prev = entry;
      size += entry.length;
      if (size > limit) return { bytes: Buffer.alloc(0), over: true };
      out.push(entry);
      if (table.length + 1 >= 1 << bits && bits < 12) bits++;
    }
  }
  return { bytes: Buffer.concat(out, size), over: false };
}

/** RunLengthDecode: a length byte, then that many literal bytes or one byte repeated. */
export function runLengthCapped(data: Buffer, limit: number): Decoded {
  let size = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i] ?? 128;
    if (n === 128) break;
    const add = n < 128 ? n + 1 : 257 - n;
    size += add;
    if (size > limit) return { bytes: Buffer.alloc(0), over: true };
    i += n < 128 ? n + 2 : 2;
  }
  const out = Buffer.alloc(size);
  let o = 0;
  for (let i = 0; i < data.length && o < size; ) {
    const n = data[i] ?? 128;
    if (n < 128) {
      data.copy(out, o, i + 1, i + 2 + n);
      o += n + 1;
      i += n + 2;
    } else {
      out.fill(data[i + 1] ?? 0, o, o + 257 - n);
      o += 257 - n;
      i += 2;
    }
  }
  return { bytes: out, over: false };
}

/** ASCIIHexDecode and ASCII85Decode only shrink a stream; they are decoded so a filter after them is counted. */
export function asciiHex(data: Buffer): Decoded {
  const hex = data
    .toString('latin1')
    .replace(/>[\s\S]*$/, '')
    .replace(/[^0-9a-fA-F]/g, '');
  return { bytes: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'), over: false };
}

export function ascii85(data: Buffer): Decoded {
  const end = data.indexOf('~>');
  const src = end >= 0 ? data.subarray(0, end) : data;
  // Every 5 characters give 4 bytes, a 'z' gives 4: the output is at most 4 bytes a character.
  const out = Buffer.alloc(src.length * 4 + 4);
  let o = 0;
  const group: number[] = [];
  const flush = (n: number) => {
    while (group.length < 5) group.push(84);
    const v = group.reduce((a, c) => a * 85 + c, 0);
    for (let k = 0; k < n; k++) out[o++] = (v >>> (24 - 8 * k)) & 255;
    group.length = 0;
  };
  for (const byte of src) {
    if (byte === 0x7a && group.length === 0) {
      o += 4;
      continue;
    }
    const c = byte - 33;
    if (c < 0 || c > 84) continue;
    group.push(c);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return { bytes: out.subarray(0, o), over: false };
}
