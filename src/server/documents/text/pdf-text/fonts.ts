/**
 * A PDF font as far as the text layer needs it: each character code's Unicode text and advance width.
 * The rules are pdf.js' own (evaluator.js translateFont, extractDataStructures, extractWidths and fonts.js,
 * pdfjs-dist 5, Apache-2.0), so that a page reads here exactly as pdf.js reads it. Fonts whose mapping
 * pdf.js would take from the embedded font program itself (no ToUnicode and no named encoding), Type3
 * fonts, vertical writing and CMaps other than Identity-H are Unsupported: pdf.js reads those files.
 */
import tables from './font-tables.json' with { type: 'json' };
import { Dict, Name, type PdfObject, Stream, Unsupported } from './lexer';
import type { PdfObjects } from './objects';
import { parseToUnicode } from './to-unicode';

type Encoding = readonly string[];
const ENCODINGS = tables.encodings as Record<string, Encoding>;
const GLYPHS = tables.glyphsUnicode as Record<string, number>;
const METRICS = tables.metrics as Record<string, number | Record<string, number>>;
const STD_FONTS = tables.stdFontMap as Record<string, string>;
const SERIF_FONTS = new Set(tables.serifFonts);
const SYMBOL_FONTS = new Set(tables.symbolsFonts);

/** Two-byte codes: a larger range in a font's tables is damage, left to pdf.js. */
const MAX_CODES = 0xffff;

const FLAG_FIXED_PITCH = 1;
const FLAG_SERIF = 2;
const FLAG_SYMBOLIC = 4;
const FLAG_NONSYMBOLIC = 32;

export type Category = { isWhitespace: boolean; isZeroWidthDiacritic: boolean; isInvisibleFormatMark: boolean };
export type Glyph = { code: number; unicode: string; width: number; category: Category };

export type TextFont = {
  name: string;
  /** Glyph space to text space, as pdf.js keeps it for every font but Type3. */
  fontMatrix: number[];
  glyphs(chars: string): Glyph[];
};

const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const categories = new Map<string, Category>();
export function charCategory(char: string): Category {
  let c = categories.get(char);
  if (!c) {
    const m = SPECIAL_CHAR.exec(char);
    c = { isWhitespace: !!m?.[1], isZeroWidthDiacritic: !!m?.[2], isInvisibleFormatMark: !!m?.[3] };
    categories.set(char, c);
  }
  return c;
}

const normalizeFontName = (name: string) => name.replace(/[,_]/g, '-').replace(/\s/g, '');

function isSerifFont(baseFontName: string): boolean {
  const withoutStyle = baseFontName.split('-', 1)[0] ?? '';
  return SERIF_FONTS.has(withoutStyle) || /serif/i.test(withoutStyle);
}

function baseFontMetrics(name: string): { key: string; defaultWidth: number; monospace: boolean; widths: Record<string, number> } {
  let fontName = normalizeFontName(name);
  fontName = STD_FONTS[fontName] ?? fontName;
  const key = METRICS[fontName] !== undefined ? fontName : isSerifFont(name) ? 'Times-Roman' : 'Helvetica';
  const m = METRICS[key];
  if (typeof m === 'number') return { key, defaultWidth: m, monospace: true, widths: {} };
  return { key, defaultWidth: 0, monospace: false, widths: m ?? {} };
}

function unicodeForGlyph(name: string): number {
  const known = GLYPHS[name];
  if (known !== undefined) return known;
  if (name?.[0] !== 'u') return -1;
  let hex: string;
  if (name.length === 7 && name[1] === 'n' && name[2] === 'i') hex = name.substring(3);
  else if (name.length >= 5 && name.length <= 7) hex = name.substring(1);
  else return -1;
  if (hex !== hex.toUpperCase()) return -1;
  const v = Number.parseInt(hex, 16);
  return v >= 0 ? v : -1;
}

type Props = {
  type: string;
  name: string;
  flags: number;
  embedded: boolean;
  differences: string[];
  baseEncodingName: string | null;
  defaultEncoding: Encoding;
  hasEncoding: boolean;
};

/** pdf.js extractDataStructures: the encoding a simple font's codes are read through. */
function readEncoding(dict: Dict, props: Omit<Props, 'differences' | 'baseEncodingName' | 'defaultEncoding' | 'hasEncoding'>): Props {
  const differences: string[] = [];
  let baseEncodingName: string | null = null;
  if (dict.has('Encoding')) {
    const encoding = dict.get('Encoding');
    if (encoding instanceof Dict) {
      const base = encoding.get('BaseEncoding');
      baseEncodingName = base instanceof Name ? base.name : null;
      const diff = encoding.get('Differences');
      if (diff !== undefined) {
        if (!Array.isArray(diff)) throw new Unsupported('bad Differences');
        let index = 0;
        for (const entry of diff) {
          const data = dict.doc ? dict.doc.resolve(entry) : entry;
          if (typeof data === 'number') index = data;
          else if (data instanceof Name) differences[index++] = data.name;
          else throw new Unsupported('bad Differences entry');
        }
      }
    } else if (encoding instanceof Name) {
      baseEncodingName = encoding.name;
    } else {
      throw new Unsupported('bad Encoding');
    }
    if (baseEncodingName !== 'MacRomanEncoding' && baseEncodingName !== 'MacExpertEncoding' && baseEncodingName !== 'WinAnsiEncoding') baseEncodingName = null;
  }
  const nonEmbedded = !props.embedded;
  const isSymbolsFontName = SYMBOL_FONTS.has(props.name);
  if (baseEncodingName && nonEmbedded && isSymbolsFontName) baseEncodingName = null;
  if (baseEncodingName === 'WinAnsiEncoding' && nonEmbedded && (props.name.charCodeAt(0) || 0) >= 0xb7) throw new Unsupported('CJK font name');
  let flags = props.flags;
  let defaultEncoding: Encoding;
  if (baseEncodingName) {
    defaultEncoding = ENCODINGS[baseEncodingName] as Encoding;
  } else {
    let symbolic = !!(flags & FLAG_SYMBOLIC);
    const nonsymbolic = !!(flags & FLAG_NONSYMBOLIC);
    if (props.type === 'TrueType' && symbolic && nonsymbolic && differences.length !== 0) {
      flags &= ~FLAG_SYMBOLIC;
      symbolic = false;
    }
    defaultEncoding = ENCODINGS.StandardEncoding as Encoding;
    if (props.type === 'TrueType' && !nonsymbolic) defaultEncoding = ENCODINGS.WinAnsiEncoding as Encoding;
    if (symbolic || isSymbolsFontName) {
      // Symbol and dingbat fonts map through their own glyph sets: left to pdf.js.
      throw new Unsupported('symbolic font without a named encoding');
    }
  }
  return { ...props, flags, differences, baseEncodingName, defaultEncoding, hasEncoding: !!baseEncodingName || differences.length > 0 };
}

/**
 * Maps that depend only on the encoding (no Differences), built once per process: most text PDFs use
 * standard fonts in WinAnsi, and building them per document was a fifth of this reader's time.
 */
const byEncoding = new Map<Encoding, Map<string, Map<number, string> | Map<number, number>>>();
function cached<T extends Map<number, string> | Map<number, number>>(p: Props, key: string, build: () => T): T {
  if (p.differences.length > 0) return build();
  let forEncoding = byEncoding.get(p.defaultEncoding);
  if (!forEncoding) {
    forEncoding = new Map();
    byEncoding.set(p.defaultEncoding, forEncoding);
  }
  const k = `${p.baseEncodingName}|${key}`;
  let m = forEncoding.get(k) as T | undefined;
  if (!m) {
    m = build();
    forEncoding.set(k, m);
  }
  return m;
}

/** pdf.js _simpleFontToUnicode: codes to text through the encoding's glyph names. */
function simpleFontToUnicode(p: Props, forceGlyphs = false): Map<number, string> {
  const out = new Map<number, string>();
  const encoding = p.defaultEncoding.slice();
  p.differences.forEach((name, code) => {
    if (name !== '.notdef') encoding[code] = name;
  });
  for (let code = 0; code < encoding.length; code++) {
    let glyphName = encoding[code];
    if (glyphName === undefined || glyphName === '') continue;
    const known = GLYPHS[glyphName];
    if (known !== undefined) {
      out.set(code, String.fromCharCode(known));
      continue;
    }
    let value = 0;
    switch (glyphName[0]) {
      case 'G':
        if (glyphName.length === 3) value = Number.parseInt(glyphName.substring(1), 16);
        break;
      case 'g':
        if (glyphName.length === 5) value = Number.parseInt(glyphName.substring(1), 16);
        break;
      case 'C':
      case 'c':
        if (glyphName.length >= 3 && glyphName.length <= 4) {
          const digits = glyphName.substring(1);
          if (forceGlyphs) {
            value = Number.parseInt(digits, 16);
            break;
          }
          value = +digits;
          if (Number.isNaN(value) && Number.isInteger(Number.parseInt(digits, 16))) return simpleFontToUnicode(p, true);
        }
        break;
      case 'u': {
        const u = unicodeForGlyph(glyphName);
        if (u !== -1) value = u;
        break;
      }
      default:
        if (glyphName === 'f_h' || glyphName === 'f_t' || glyphName === 'T_h') {
          out.set(code, glyphName.replaceAll('_', ''));
          continue;
        }
    }
    if (value > 0 && value <= 0x10ffff && Number.isInteger(value)) {
      if (p.baseEncodingName && value === code) {
        const base = ENCODINGS[p.baseEncodingName];
        glyphName = base?.[code];
        if (glyphName) {
          out.set(code, String.fromCharCode(GLYPHS[glyphName] as number));
          continue;
        }
      }
      out.set(code, String.fromCodePoint(value));
    }
  }
  return out;
}

function readToUnicode(obj: PdfObject | undefined, objects: PdfObjects): Map<number, string> | null {
  if (obj === undefined || obj === null) return null;
  if (obj instanceof Stream) return parseToUnicode(objects.streamBytes(obj));
  throw new Unsupported('ToUnicode by name');
}

function pdfNumber(v: PdfObject | undefined): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

/** Loads the font of a resource dictionary entry. */
export function loadFont(fontDict: PdfObject | undefined, objects: PdfObjects): TextFont {
  if (!(fontDict instanceof Dict)) throw new Unsupported('font is not a dictionary');
  const subtype = fontDict.get('Subtype');
  if (!(subtype instanceof Name)) throw new Unsupported('font without Subtype');
  if (subtype.name === 'Type0') return loadCompositeFont(fontDict, objects);
  if (subtype.name === 'Type3') throw new Unsupported('Type3 font');
  const toUnicodeRaw = fontDict.get('ToUnicode');
  const firstChar = Number.isInteger(fontDict.get('FirstChar')) ? (fontDict.get('FirstChar') as number) : 0;
  const descriptor = fontDict.get('FontDescriptor');
  let widths: Map<number, number>;
  let defaultWidth: number;
  let props: Props;
  if (!(descriptor instanceof Dict)) {
    const base = fontDict.get('BaseFont');
    if (!(base instanceof Name)) throw new Unsupported('no BaseFont');
    const baseFontName = normalizeFontName(base.name);
    const metrics = baseFontMetrics(baseFontName);
    const withoutStyle = baseFontName.split('-', 1)[0] ?? '';
    const flags = (isSerifFont(withoutStyle) ? FLAG_SERIF : 0) | (metrics.monospace ? FLAG_FIXED_PITCH : 0) | (SYMBOL_FONTS.has(withoutStyle) ? FLAG_SYMBOLIC : FLAG_NONSYMBOLIC);
    props = readEncoding(fontDict, { type: subtype.name, name: baseFontName, flags, embedded: false });
    defaultWidth = metrics.defaultWidth;
    const listed = fontDict.get('Widths');
    widths = Array.isArray(listed) ? widthsFromArray(listed, firstChar, objects) : cached(props, `widths:${metrics.key}`, () => codeWidths(metrics.widths, props));
  } else {
    const fontFile = descriptor.get('FontFile') ?? descriptor.get('FontFile2') ?? descriptor.get('FontFile3');
    const embedded = fontFile instanceof Stream && fontFile.length > 0;
    const flags = Number.isInteger(descriptor.get('Flags')) ? (descriptor.get('Flags') as number) : 0;
    const fontName = descriptor.get('FontName');
    const base = fontDict.get('BaseFont');
    const name = fontName instanceof Name ? fontName.name : base instanceof Name ? base.name : '';
    props = readEncoding(fontDict, { type: subtype.name, name, flags, embedded });
    const listed = fontDict.get('Widths');
    if (Array.isArray(listed)) {
      widths = widthsFromArray(listed, firstChar, objects);
      defaultWidth = pdfNumber(descriptor.get('MissingWidth')) ?? 0;
    } else if (base instanceof Name) {
      const metrics = baseFontMetrics(base.name);
      widths = cached(props, `widths:${metrics.key}`, () => codeWidths(metrics.widths, props));
      defaultWidth = metrics.defaultWidth;
    } else {
      widths = new Map();
      defaultWidth = 0;
    }
  }
  const included = readToUnicode(toUnicodeRaw, objects);
  const hasIncluded = !!included && included.size > 0;
  if (props.embedded && !hasIncluded) {
    // pdf.js then amends the mapping from the font program's own encoding or name table.
    const named = !!props.baseEncodingName;
    if (props.type === 'TrueType' ? !props.hasEncoding && !!(props.flags & FLAG_SYMBOLIC) : !named) throw new Unsupported('mapping from the embedded font program');
  }
  let toUnicode: Map<number, string>;
  if (hasIncluded && included) {
    toUnicode = included;
    if (props.hasEncoding) {
      for (const [code, text] of cached(props, 'unicode', () => simpleFontToUnicode(props))) if (!toUnicode.has(code)) toUnicode.set(code, text);
    }
  } else {
    toUnicode = cached(props, 'unicode', () => simpleFontToUnicode(props));
  }
  const missingType1 = !props.embedded && props.type === 'Type1';
  const cache = new Map<string, Glyph[]>();
  return {
    name: props.name,
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    glyphs(chars: string): Glyph[] {
      let out = cache.get(chars);
      if (out) return out;
      out = [];
      for (let i = 0; i < chars.length; i++) {
        const code = chars.charCodeAt(i);
        let width = widths.get(code) ?? defaultWidth;
        let unicode = toUnicode.get(code) || String.fromCharCode(code);
        if (missingType1) {
          const glyphName = props.differences[code] || props.defaultEncoding[code];
          if (glyphName === '') {
            width ||= spaceWidth(widths, toUnicode, defaultWidth);
            unicode = ' ';
          }
        }
        out.push({ code, unicode, width, category: charCategory(unicode) });
      }
      cache.set(chars, out);
      return out;
    },
  };
}

/** pdf.js Font._spaceWidth, for a simple font. */
function spaceWidth(widths: Map<number, number>, toUnicode: Map<number, string>, defaultWidth: number): number {
  for (const glyphName of ['space', 'minus', 'one', 'i', 'I']) {
    const u = GLYPHS[glyphName] as number;
    let code = -1;
    for (const [c, text] of toUnicode) {
      if (text === String.fromCharCode(u)) {
        code = c;
        break;
      }
    }
    if (code <= 0) code = u;
    const w = widths.get(code);
    if (w) return w;
  }
  return defaultWidth;
}

function widthsFromArray(list: PdfObject[], firstChar: number, objects: PdfObjects): Map<number, number> {
  const out = new Map<number, number>();
  let j = firstChar;
  for (const w of list) {
    const width = objects.resolve(w);
    if (typeof width === 'number') out.set(j, width);
    j++;
  }
  return out;
}

/** pdf.js buildCharCodeToWidth: a standard font's widths by glyph name, by code. */
function codeWidths(byName: Record<string, number>, p: Props): Map<number, number> {
  const out = new Map<number, number>();
  for (let code = 0; code < 256; code++) {
    const diff = p.differences[code];
    if (diff !== undefined && byName[diff]) {
      out.set(code, byName[diff] as number);
      continue;
    }
    const enc = p.defaultEncoding[code];
    if (enc !== undefined && byName[enc]) out.set(code, byName[enc] as number);
  }
  return out;
}

/** A Type0 font with the Identity-H CMap and a ToUnicode stream: two bytes a code, CID = code. */
function loadCompositeFont(fontDict: Dict, objects: PdfObjects): TextFont {
  const encoding = fontDict.get('Encoding');
  if (!(encoding instanceof Name) || encoding.name !== 'Identity-H') throw new Unsupported('CMap other than Identity-H');
  const descendants = fontDict.get('DescendantFonts');
  const cid = objects.resolve(Array.isArray(descendants) ? descendants[0] : descendants);
  if (!(cid instanceof Dict)) throw new Unsupported('no descendant font');
  const descriptor = cid.get('FontDescriptor');
  if (!(descriptor instanceof Dict)) throw new Unsupported('composite font without descriptor');
  const fontFile = descriptor.get('FontFile') ?? descriptor.get('FontFile2') ?? descriptor.get('FontFile3');
  if (!(fontFile instanceof Stream) || fontFile.length === 0) throw new Unsupported('composite font not embedded');
  const toUnicode = readToUnicode(fontDict.get('ToUnicode'), objects);
  if (!toUnicode || toUnicode.size === 0) throw new Unsupported('composite font without ToUnicode');
  const dw = cid.get('DW');
  const defaultWidth = typeof dw === 'number' ? Math.ceil(dw) : 1000;
  const widths = new Map<number, number>();
  const w = cid.get('W');
  if (Array.isArray(w)) {
    for (let i = 0; i < w.length; i++) {
      let start = objects.resolve(w[i++]);
      if (!Number.isInteger(start)) break;
      const code = objects.resolve(w[i]);
      if (Array.isArray(code)) {
        for (const c of code) {
          const width = objects.resolve(c);
          if (typeof width === 'number') widths.set(start as number, width);
          start = (start as number) + 1;
        }
      } else if (Number.isInteger(code)) {
        const width = objects.resolve(w[++i]);
        if (typeof width !== 'number') continue;
        if ((code as number) - (start as number) > MAX_CODES) throw new Unsupported('width range too large');
        for (let j = start as number; j <= (code as number); j++) widths.set(j, width);
      } else break;
    }
  }
  const fontName = descriptor.get('FontName');
  const cache = new Map<string, Glyph[]>();
  return {
    name: fontName instanceof Name ? fontName.name : '',
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    glyphs(chars: string): Glyph[] {
      let out = cache.get(chars);
      if (out) return out;
      out = [];
      // A trailing odd byte is the high byte of a code, as pdf.js' CMap reads it.
      for (let i = 0; i < chars.length; i += 2) {
        const code = (chars.charCodeAt(i) << 8) | (i + 1 < chars.length ? chars.charCodeAt(i + 1) : 0);
        const unicode = toUnicode.get(code) || String.fromCharCode(code);
        out.push({ code, unicode, width: widths.get(code) ?? defaultWidth, category: charCategory(unicode) });
      }
      cache.set(chars, out);
      return out;
    },
  };
}
