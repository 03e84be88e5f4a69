/**
 * A lazy reader of a PDF's objects: the cross-reference table or stream, object streams, and stream data
 * (unfiltered or FlateDecode). Only what the text reader needs is parsed, on demand. Anything it does
 * not handle (encryption, other filters, a broken cross-reference) throws Unsupported, and the caller
 * reads the file with pdf.js instead, which repairs what it can.
 */
import zlib from 'node:zlib';

export class Unsupported extends Error {}

export class Name {
  private static readonly all = new Map<string, Name>();
  private constructor(readonly name: string) {}
  static of(name: string): Name {
    let n = Name.all.get(name);
    if (!n) {
      n = new Name(name);
      Name.all.set(name, n);
    }
    return n;
  }
}

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A PDF string is kept as a JS string of its bytes (one char per byte, 0–255), as pdf.js keeps it. */
export type PdfObject = null | boolean | number | string | Name | Ref | PdfObject[] | Dict | Stream;

export class Dict {
  constructor(
    readonly doc: PdfObjects | null,
    readonly map = new Map<string, PdfObject>(),
  ) {}
  /** The value with references followed. */
  get(key: string): PdfObject | undefined {
    const v = this.map.get(key);
    return v instanceof Ref && this.doc ? this.doc.fetch(v) : v;
  }
  getRaw(key: string): PdfObject | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
}

export class Stream {
  constructor(
    readonly dict: Dict,
    readonly start: number,
    readonly length: number,
  ) {}
}

const WS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

/** `\n`, `\(` and the like in a literal string. */
const ESCAPES = new Map<number, string>([...'nrtbf()\\'].map((c, i) => [c.charCodeAt(0), '\n\r\t\b\f()\\'[i] as string]));

/** Tokens a lexer hands back besides objects: keywords (`obj`, `R`, operators) and closers. */
export class Keyword {
  private static readonly all = new Map<string, Keyword>();
  private constructor(readonly word: string) {}
  static of(word: string): Keyword {
    let k = Keyword.all.get(word);
    if (!k) {
      k = new Keyword(word);
      Keyword.all.set(word, k);
    }
    return k;
  }
}
export const EOF = Keyword.of('%EOF%');
const ARRAY_END = Keyword.of(']');
const DICT_END = Keyword.of('>>');

/** The PDF lexer and object parser over a byte range; the content-stream reader uses it too. */
export class Lexer {
  pos: number;
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
    readonly doc: PdfObjects | null = null,
  ) {
    this.pos = start;
  }

  private skipSpace(): void {
    const b = this.bytes;
    for (;;) {
      while (this.pos < this.end && WS[b[this.pos] as number]) this.pos++;
      if (this.pos < this.end && b[this.pos] === 0x25) {
        while (this.pos < this.end && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
        continue;
      }
      return;
    }
  }

  /** The next object or keyword; arrays and dictionaries are read whole. */
  next(): PdfObject | Keyword {
    this.skipSpace();
    if (this.pos >= this.end) return EOF;
    const b = this.bytes;
    const c = b[this.pos] as number;
    if (c === 0x2f) return this.readName();
    if (c === 0x28) return this.readLiteral();
    if (c === 0x3c) {
      if (b[this.pos + 1] === 0x3c) {
        this.pos += 2;
        return this.readDict();
      }
      return this.readHex();
    }
    if (c === 0x3e && b[this.pos + 1] === 0x3e) {
      this.pos += 2;
      return DICT_END;
    }
    if (c === 0x5b) {
      this.pos++;
      return this.readArray();
    }
    if (c === 0x5d) {
      this.pos++;
      return ARRAY_END;
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return this.readNumber();
    if (c === 0x7b || c === 0x7d || c === 0x29 || c === 0x3e) {
      this.pos++;
      return Keyword.of(String.fromCharCode(c));
    }
    const start = this.pos;
    while (this.pos < this.end && !WS[b[this.pos] as number] && !DELIM[b[this.pos] as number]) this.pos++;
    const word = latin1(b, start, this.pos);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return Keyword.of(word);
  }

  private readNumber(): number {
    const b = this.bytes;
    const start = this.pos;
    this.pos++;
    while (this.pos < this.end) {
      const c = b[this.pos] as number;
      if ((c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d) this.pos++;
      else break;
    }
    const text = latin1(b, start, this.pos);
    const n = Number(text);
    if (Number.isNaN(n)) {
      // "--5", "5-3": pdf.js reads the leading number and ignores the rest; so do we, narrowly.
      const m = /^[+-]?(\d+\.?\d*|\.\d+)/.exec(text.replace(/^-+/, '-'));
      return m ? Number(m[0]) : 0;
    }
    return n;
  }

  private readName(): Name {
    const b = this.bytes;
    this.pos++;
    const start = this.pos;
    let escaped = false;
    while (this.pos < this.end && !WS[b[this.pos] as number] && !DELIM[b[this.pos] as number]) {
      if (b[this.pos] === 0x23) escaped = true;
      this.pos++;
    }
    let name = latin1(b, start, this.pos);
    if (escaped) name = name.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Name.of(name);
  }

  private readLiteral(): string {
    const b = this.bytes;
    this.pos++;
    let depth = 1;
    let out = '';
    let runStart = this.pos;
    while (this.pos < this.end) {
      const c = b[this.pos] as number;
      if (c === 0x28) depth++;
      else if (c === 0x29) {
        if (--depth === 0) break;
      } else if (c === 0x5c) {
        out += latin1(b, runStart, this.pos);
        this.pos++;
        const e = b[this.pos] as number;
        const simple = ESCAPES.get(e);
        if (simple !== undefined) {
          out += simple;
          this.pos++;
        } else if (e >= 0x30 && e <= 0x37) {
          let v = 0;
          for (let k = 0; k < 3 && (b[this.pos] as number) >= 0x30 && (b[this.pos] as number) <= 0x37; k++) v = v * 8 + ((b[this.pos++] as number) - 0x30);
          out += String.fromCharCode(v & 0xff);
        } else if (e === 13) {
          this.pos++;
          if (b[this.pos] === 10) this.pos++;
        } else if (e === 10) {
          this.pos++;
        }
        runStart = this.pos;
        continue;
      }
      this.pos++;
    }
    out += latin1(b, runStart, this.pos);
    this.pos++;
    return out;
  }

  private readHex(): string {
    const b = this.bytes;
    this.pos++;
    let out = '';
    let high = -1;
    while (this.pos < this.end && b[this.pos] !== 0x3e) {
      const v = hexValue(b[this.pos++] as number);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out += String.fromCharCode((high << 4) | v);
        high = -1;
      }
    }
    if (high >= 0) out += String.fromCharCode(high << 4);
    this.pos++;
    return out;
  }

  private readArray(): PdfObject[] {
    const out: PdfObject[] = [];
    for (;;) {
      const t = this.next();
      if (t === ARRAY_END) return out;
      if (t === EOF) throw new Unsupported('unterminated array');
      if (t === Keyword.of('R')) {
        const gen = out.pop();
        const num = out.pop();
        if (typeof num !== 'number' || typeof gen !== 'number') throw new Unsupported('bad reference');
        out.push(new Ref(num, gen));
        continue;
      }
      if (t instanceof Keyword) throw new Unsupported(`unexpected ${t.word} in array`);
      out.push(t);
    }
  }

  private readDict(): Dict {
    const dict = new Dict(this.doc);
    const values: PdfObject[] = [];
    let key: string | null = null;
    const flush = () => {
      if (key !== null && values.length > 0) dict.map.set(key, values[0] as PdfObject);
    };
    for (;;) {
      const t = this.next();
      if (t === DICT_END) {
        flush();
        return dict;
      }
      if (t === EOF) throw new Unsupported('unterminated dictionary');
      if (t === Keyword.of('R')) {
        const gen = values.pop();
        const num = values.pop();
        if (typeof num !== 'number' || typeof gen !== 'number') throw new Unsupported('bad reference');
        values.push(new Ref(num, gen));
        continue;
      }
      if (t instanceof Keyword) throw new Unsupported(`unexpected ${t.word} in dictionary`);
      if (t instanceof Name && (key === null || values.length > 0)) {
        flush();
        key = t.name;
        values.length = 0;
        continue;
      }
      values.push(t);
    }
  }
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

export function latin1(b: Uint8Array, start: number, end: number): string {
  if (end - start < 64) {
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i] as number);
    return s;
  }
  return Buffer.from(b.buffer, b.byteOffset + start, end - start).toString('latin1');
}

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
