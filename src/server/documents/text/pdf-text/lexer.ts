/**
 * PDF syntax: the object types (names, references, dictionaries, streams) and the lexer that reads them
 * from a file or a content stream. Anything malformed throws Unsupported: the file then goes to pdf.js.
 */
import type { PdfObjects } from './objects';

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

export const WS = new Uint8Array(256);
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
