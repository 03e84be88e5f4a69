/**
 * A lazy reader of a PDF's objects: the cross-reference table or stream, object streams, and stream data
 * (unfiltered or FlateDecode). Only what the text reader needs is parsed, on demand. Anything it does
 * not handle (encryption, other filters, a broken cross-reference) throws Unsupported, and the caller
 * reads the file with pdf.js instead, which repairs what it can.
 */
import zlib from 'node:zlib';
import { Dict, Keyword, Lexer, latin1, Name, type PdfObject, Ref, Stream, Unsupported, WS } from './lexer';

type XrefEntry = { type: 1; offset: number } | { type: 2; stream: number };

/** The file's objects, read on demand through its cross-reference data. */
export class PdfObjects {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfObject>();
  private readonly objStreams = new Map<number, Map<number, PdfObject>>();
  private readonly fetching = new Set<number>();
  readonly trailer: Dict;

  constructor(readonly bytes: Uint8Array) {
    this.trailer = this.readXref();
    if (this.trailer.has('Encrypt')) throw new Unsupported('encrypted');
  }

  fetch(ref: Ref): PdfObject {
    if (this.cache.has(ref.num)) return this.cache.get(ref.num) as PdfObject;
    if (this.fetching.has(ref.num)) throw new Unsupported('circular reference');
    this.fetching.add(ref.num);
    try {
      const entry = this.xref.get(ref.num);
      let value: PdfObject = null;
      if (entry?.type === 1) value = this.parseIndirect(entry.offset, ref.num);
      else if (entry?.type === 2) value = this.fromObjectStream(entry.stream, ref.num);
      this.cache.set(ref.num, value);
      return value;
    } finally {
      this.fetching.delete(ref.num);
    }
  }

  resolve(v: PdfObject | undefined): PdfObject | undefined {
    return v instanceof Ref ? this.fetch(v) : v;
  }

  /** A stream's bytes with its filters undone. */
  streamBytes(stream: Stream): Uint8Array {
    const raw = this.bytes.subarray(stream.start, stream.start + stream.length);
    let filters = stream.dict.get('Filter');
    let params = stream.dict.get('DecodeParms');
    if (filters === undefined || filters === null) return raw;
    if (!Array.isArray(filters)) filters = [filters];
    if (!Array.isArray(params)) params = [params ?? null];
    let data: Uint8Array = raw;
    filters.forEach((f, i) => {
      const name = f instanceof Ref ? this.fetch(f) : f;
      if (!(name instanceof Name) || (name.name !== 'FlateDecode' && name.name !== 'Fl')) throw new Unsupported(`filter ${String((name as Name)?.name)}`);
      data = inflate(data);
      const p = this.resolve((params as PdfObject[])[i] ?? null);
      if (p instanceof Dict) data = undoPredictor(data, p);
    });
    return data;
  }

  private parseIndirect(offset: number, num: number): PdfObject {
    const lexer = new Lexer(this.bytes, offset, this.bytes.length, this);
    const n = lexer.next();
    lexer.next();
    const kw = lexer.next();
    if (n !== num || kw !== Keyword.of('obj')) throw new Unsupported(`object ${num} is not at its offset`);
    return this.readValueAndStream(lexer);
  }

  private readValueAndStream(lexer: Lexer): PdfObject {
    const value = lexer.next();
    const next = lexer.next();
    if (typeof value === 'number' && typeof next === 'number') {
      // "n g R" as an object's whole value.
      if (lexer.next() === Keyword.of('R')) return new Ref(value, next);
      throw new Unsupported('unexpected numbers');
    }
    if (value instanceof Keyword) throw new Unsupported(`unexpected ${value.word}`);
    if (!(value instanceof Dict) || next !== Keyword.of('stream')) return value;
    let start = lexer.pos;
    if (this.bytes[start] === 13) start++;
    if (this.bytes[start] === 10) start++;
    const length = value.get('Length');
    let len = typeof length === 'number' ? length : -1;
    if (len < 0 || !this.endsStream(start + len)) len = this.findEndstream(start);
    return new Stream(value, start, len);
  }

  private endsStream(at: number): boolean {
    let p = at;
    while (p < this.bytes.length && WS[this.bytes[p] as number]) p++;
    return latin1(this.bytes, p, p + 9) === 'endstream';
  }

  private findEndstream(start: number): number {
    const at = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).indexOf('endstream', start, 'latin1');
    if (at < 0) throw new Unsupported('stream without an end');
    let end = at;
    if (this.bytes[end - 1] === 10) end--;
    if (this.bytes[end - 1] === 13) end--;
    return end - start;
  }

  /** Object `num` of object stream `streamNum` (found by its number in the stream's header). */
  private fromObjectStream(streamNum: number, num: number): PdfObject {
    let objects = this.objStreams.get(streamNum);
    if (!objects) {
      const stream = this.fetch(new Ref(streamNum, 0));
      if (!(stream instanceof Stream)) throw new Unsupported('object stream missing');
      const data = this.streamBytes(stream);
      const count = stream.dict.get('N');
      const first = stream.dict.get('First');
      if (typeof count !== 'number' || typeof first !== 'number') throw new Unsupported('bad object stream');
      const header = new Lexer(data, 0, first, this);
      const offsets: Array<[number, number]> = [];
      for (let i = 0; i < count; i++) {
        const n = header.next();
        const o = header.next();
        if (typeof n !== 'number' || typeof o !== 'number') throw new Unsupported('bad object stream header');
        offsets.push([n, o]);
      }
      objects = new Map();
      for (const [n, o] of offsets) {
        const lexer = new Lexer(data, first + o, data.length, this);
        const v = lexer.next();
        if (v instanceof Keyword) throw new Unsupported('bad object in object stream');
        objects.set(n, v);
      }
      this.objStreams.set(streamNum, objects);
    }
    return objects.get(num) ?? null;
  }

  private readXref(): Dict {
    const b = this.bytes;
    const tail = latin1(b, Math.max(0, b.length - 1024), b.length);
    const m = /startxref\s+(\d+)\s*(?:%%EOF)?\s*$/.exec(tail.replace(/[\0\s]+$/, '')) ?? /startxref\s+(\d+)/.exec(tail);
    if (!m) throw new Unsupported('no startxref');
    let offset = Number(m[1]);
    let trailer: Dict | null = null;
    const seen = new Set<number>();
    // The newest section first, then each Prev: entries already known (from a later update) win.
    for (;;) {
      if (seen.has(offset) || offset >= b.length) throw new Unsupported('bad xref chain');
      seen.add(offset);
      const section = this.readXrefSection(offset);
      trailer ??= section;
      const stm = section.get('XRefStm');
      if (typeof stm === 'number' && !seen.has(stm)) {
        seen.add(stm);
        this.readXrefSection(stm);
      }
      const prev = section.get('Prev');
      if (typeof prev !== 'number') break;
      offset = prev;
    }
    if (!trailer || !(trailer.get('Root') instanceof Dict)) throw new Unsupported('no document catalog');
    return trailer;
  }

  /** Reads one xref table or stream at `offset`; entries already known (from a later update) win. */
  private readXrefSection(offset: number): Dict {
    const lexer = new Lexer(this.bytes, offset, this.bytes.length, this);
    const first = lexer.next();
    if (first === Keyword.of('xref')) {
      for (;;) {
        const t = lexer.next();
        if (t === Keyword.of('trailer')) break;
        const count = lexer.next();
        if (typeof t !== 'number' || typeof count !== 'number') throw new Unsupported('bad xref table');
        for (let i = 0; i < count; i++) {
          const off = lexer.next();
          const gen = lexer.next();
          const kind = lexer.next();
          if (typeof off !== 'number' || typeof gen !== 'number' || !(kind instanceof Keyword)) throw new Unsupported('bad xref entry');
          const num = t + i;
          if (this.xref.has(num)) continue;
          if (kind.word === 'n' && off > 0) this.xref.set(num, { type: 1, offset: off });
          else if (kind.word === 'f') this.xref.set(num, { type: 1, offset: -1 });
        }
      }
      const trailer = lexer.next();
      if (!(trailer instanceof Dict)) throw new Unsupported('bad trailer');
      return trailer;
    }
    // An xref stream: "n g obj << /Type /XRef … >> stream".
    lexer.next();
    if (typeof first !== 'number' || lexer.next() !== Keyword.of('obj')) throw new Unsupported('no xref at startxref');
    const stream = this.readValueAndStream(lexer);
    if (!(stream instanceof Stream) || (stream.dict.get('Type') as Name | undefined)?.name !== 'XRef') throw new Unsupported('no xref stream');
    const w = stream.dict.get('W');
    const size = stream.dict.get('Size');
    if (!Array.isArray(w) || w.length < 3 || typeof size !== 'number') throw new Unsupported('bad xref stream');
    const widths = w.map((x) => (typeof x === 'number' ? x : -1));
    if (widths.some((x) => x < 0)) throw new Unsupported('bad xref stream widths');
    const index = stream.dict.get('Index');
    const ranges = Array.isArray(index) ? (index as number[]) : [0, size];
    const data = this.streamBytes(stream);
    const [w0, w1, w2] = widths as [number, number, number];
    const rowLength = w0 + w1 + w2;
    let p = 0;
    const field = (n: number) => {
      let v = 0;
      for (let k = 0; k < n; k++) v = v * 256 + (data[p++] as number);
      return v;
    };
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      const start = ranges[r] as number;
      const count = ranges[r + 1] as number;
      for (let i = 0; i < count; i++) {
        if (p + rowLength > data.length) throw new Unsupported('short xref stream');
        const type = w0 === 0 ? 1 : field(w0);
        const a = field(w1);
        field(w2); // generation, or index in the object stream: objects are found by number
        const num = start + i;
        if (this.xref.has(num)) continue;
        if (type === 1) this.xref.set(num, { type: 1, offset: a });
        else if (type === 2) this.xref.set(num, { type: 2, stream: a });
        else this.xref.set(num, { type: 1, offset: -1 });
      }
    }
    // The stream's own dictionary is the trailer; drop its stream data so it reads like a trailer dict.
    return stream.dict;
  }
}

/** A larger stream (a decompression bomb) is not inflated here; pdf.js reads such a file. */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;

/**
 * FlateDecode. A stream cut short (its checksum or last bytes missing, as some form tools write them) gives
 * what it holds, as pdf.js' own inflater does; a stream with bad data is left to pdf.js.
 */
function inflate(data: Uint8Array): Uint8Array {
  try {
    return zlib.inflateSync(data, { maxOutputLength: MAX_STREAM_BYTES });
  } catch (err) {
    if ((err as { code?: string }).code !== 'Z_BUF_ERROR') throw new Unsupported('damaged stream');
  }
  try {
    return zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: MAX_STREAM_BYTES });
  } catch {
    throw new Unsupported('damaged stream');
  }
}

/** PNG predictors (10–15), as xref and object streams use them; TIFF predictor 2 is not handled. */
function undoPredictor(data: Uint8Array, params: Dict): Uint8Array {
  const predictor = params.get('Predictor');
  if (typeof predictor !== 'number' || predictor <= 1) return data;
  if (predictor < 10) throw new Unsupported('TIFF predictor');
  const colors = (params.get('Colors') as number | undefined) ?? 1;
  const bpc = (params.get('BitsPerComponent') as number | undefined) ?? 8;
  const columns = (params.get('Columns') as number | undefined) ?? 1;
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)] as number;
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const x = data[src + i] as number;
      const left = i >= bpp ? (out[dst + i - bpp] as number) : 0;
      const up = r > 0 ? (out[dst - rowBytes + i] as number) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[dst - rowBytes + i - bpp] as number) : 0;
      let v: number;
      switch (type) {
        case 0:
          v = x;
          break;
        case 1:
          v = x + left;
          break;
        case 2:
          v = x + up;
          break;
        case 3:
          v = x + ((left + up) >> 1);
          break;
        case 4: {
          const pa = Math.abs(up - upLeft);
          const pb = Math.abs(left - upLeft);
          const pc = Math.abs(left + up - 2 * upLeft);
          v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          throw new Unsupported('bad PNG predictor row');
      }
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}
