/**
 * Two ways a valuation report reaches the portal unreadable as text, made from a PDF that has a good
 * text layer, so a bench can score the OCR path on layouts whose truth is known:
 * - `scanPdf`: every page drawn by pdftoppm in grey, tilted a little, blurred, speckled and stored as a
 *   JPEG, one per page (what an office scanner gives back).
 * - `garblePdf`: the same pages with every glyph drawn through a Type 3 font whose codes are given in
 *   order of first use, whose glyph names are bare numbers and which has no ToUnicode: the page looks as
 *   it did, its text layer reads as digits and punctuation (the mechanism of Ghostscript/PDFCreator
 *   prints). Glyphs are the Liberation Sans outlines (metric-compatible with Helvetica and Arial).
 * Pure functions of their input and a seed: the same file gives the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { decodePDFRawStream, PDFArray, type PDFContext, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFObject, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { seededRandom } from '../src/server/documents/learn/logistic';

export type ScanOptions = { dpi: number; seed: number; quality?: number; maxTiltDeg?: number; noise?: number };

/** The pages of `file` as a scanner gives them back: one grey JPEG per page, a little tilted and noisy. */
export async function scanPdf(file: string, opts: ScanOptions): Promise<{ bytes: Buffer; tilts: number[] }> {
  const { dpi, seed, quality = 72, maxTiltDeg = 0.6, noise = 14 } = opts;
  const rand = seededRandom(seed);
  const dir = mkdtempSync(path.join(tmpdir(), 'scan-variant-'));
  try {
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', file, path.join(dir, 'p')]);
    const pngs = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    const out = await PDFDocument.create({ updateMetadata: false });
    const tilts: number[] = [];
    for (const png of pngs) {
      const src = sharp(readFileSync(path.join(dir, png)));
      const { width, height } = await src.metadata();
      if (!width || !height) throw new Error(`pdftoppm drew an empty page: ${png}`);
      const tilt = Math.round((rand() * 2 - 1) * maxTiltDeg * 100) / 100;
      tilts.push(tilt);
      const turned = await sharp(readFileSync(path.join(dir, png)))
        .greyscale()
        .rotate(tilt, { background: '#ffffff' })
        .toBuffer({ resolveWithObject: true });
      const left = Math.max(0, Math.floor((turned.info.width - width) / 2));
      const top = Math.max(0, Math.floor((turned.info.height - height) / 2));
      const { data, info } = await sharp(turned.data).extract({ left, top, width, height }).blur(0.6).greyscale().raw().toBuffer({ resolveWithObject: true });
      const channels = info.channels;
      const grey = Buffer.alloc(width * height);
      for (let i = 0; i < width * height; i++) {
        // Sensor noise everywhere, a dark speck now and then, paper a shade off white.
        let v = (data[i * channels] as number) - 6 + (rand() + rand() + rand() - 1.5) * noise;
        if (rand() < 0.0004) v -= 120;
        grey[i] = Math.max(0, Math.min(255, Math.round(v)));
      }
      const jpeg = await sharp(grey, { raw: { width, height, channels: 1 } })
        .jpeg({ quality })
        .toBuffer();
      const image = await out.embedJpg(jpeg);
      const page = out.addPage([(width * 72) / dpi, (height * 72) / dpi]);
      page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    }
    return { bytes: Buffer.from(await out.save()), tilts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- garbled text layer -------------------------------------------------------------------------

type Face = fontkit.Font;
type Type3State = { ref: PDFRef; face: Face; codes: Map<number, number>; order: number[] };
type SourceFont = { twoByte: boolean; toUnicode: Map<number, number>; state: Type3State };

/** WinAnsi codes 0x80-0x9f that are not Latin-1 (the rest of the page maps one to one). */
const WIN_ANSI: Record<number, number> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x2c6,
  137: 0x2030,
  138: 0x160,
  139: 0x2039,
  140: 0x152,
  142: 0x17d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x2dc,
  153: 0x2122,
  154: 0x161,
  155: 0x203a,
  156: 0x153,
  158: 0x17e,
  159: 0x178,
};

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** The code → Unicode map of a ToUnicode CMap (bfchar and bfrange, also ranges given as arrays). */
export function parseToUnicode(cmap: string): Map<number, number> {
  const map = new Map<number, number>();
  const cp = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16))).codePointAt(0) as number;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(Number.parseInt(m[1] as string, 16), cp(m[2] as string));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = Number.parseInt(m[1] as string, 16);
      const hi = Number.parseInt(m[2] as string, 16);
      const dst = m[3] as string;
      if (dst.startsWith('[')) {
        for (const [i, d] of [...dst.matchAll(/<([0-9a-fA-F]+)>/g)].entries()) map.set(lo + i, cp(d[1] as string));
      } else for (let c = lo, u = cp(dst.slice(1, -1)); c <= hi; c++, u++) map.set(c, u);
    }
  }
  return map;
}

type Token = {
  kind: 'string' | 'array-open' | 'array-close' | 'name' | 'number' | 'op' | 'dict' | 'other';
  start: number;
  end: number;
  bytes?: number[];
  text?: string;
};

/** The tokens of a content stream, with where each sits (the strings decoded to their bytes). */
export function tokenize(src: Buffer): Token[] {
  const tokens: Token[] = [];
  const isSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
  const isDelim = (c: number) => '()<>[]{}/%'.includes(String.fromCharCode(c));
  let i = 0;
  while (i < src.length) {
    const c = src[i] as number;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    const ch = String.fromCharCode(c);
    if (ch === '%') {
      while (i < src.length && src[i] !== 10 && src[i] !== 13) i++;
    } else if (ch === '(') {
      const bytes: number[] = [];
      let depth = 1;
      i++;
      while (i < src.length && depth > 0) {
        const b = src[i] as number;
        if (b === 0x5c) {
          const n = src[i + 1] as number;
          const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
          const e = String.fromCharCode(n);
          if (e in esc) {
            bytes.push(esc[e] as number);
            i += 2;
          } else if (/[0-7]/.test(e)) {
            let oct = '';
            i++;
            while (oct.length < 3 && /[0-7]/.test(String.fromCharCode(src[i] as number))) oct += String.fromCharCode(src[i++] as number);
            bytes.push(Number.parseInt(oct, 8) & 0xff);
          } else if (n === 10 || n === 13) {
            i += n === 13 && src[i + 2] === 10 ? 3 : 2;
          } else {
            bytes.push(n);
            i += 2;
          }
          continue;
        }
        if (b === 0x28) depth++;
        if (b === 0x29 && --depth === 0) {
          i++;
          break;
        }
        bytes.push(b);
        i++;
      }
      tokens.push({ kind: 'string', start, end: i, bytes });
    } else if (ch === '<' && src[i + 1] === 0x3c) {
      tokens.push({ kind: 'dict', start, end: i + 2 });
      i += 2;
    } else if (ch === '>' && src[i + 1] === 0x3e) {
      tokens.push({ kind: 'dict', start, end: i + 2 });
      i += 2;
    } else if (ch === '<') {
      const close = src.indexOf(0x3e, i);
      const digits = src
        .subarray(i + 1, close)
        .toString('latin1')
        .replace(/\s+/g, '');
      const padded = digits.length % 2 ? `${digits}0` : digits;
      tokens.push({ kind: 'string', start, end: close + 1, bytes: (padded.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)) });
      i = close + 1;
    } else if (ch === '[' || ch === ']') {
      tokens.push({ kind: ch === '[' ? 'array-open' : 'array-close', start, end: i + 1 });
      i++;
    } else {
      i++;
      while (i < src.length && !isSpace(src[i] as number) && !isDelim(src[i] as number)) i++;
      const text = src.subarray(start, i).toString('latin1');
      const kind = ch === '/' ? 'name' : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? 'number' : ch === '{' || ch === '}' ? 'other' : 'op';
      if (text === 'BI') throw new Error('inline images are not rewritten');
      tokens.push({ kind, start, end: i, text });
    }
  }
  return tokens;
}

/** A content stream with every string a text operator shows given new codes by `recode` (per the font Tf set). */
export function rewriteText(src: Buffer, recode: (font: string, bytes: number[]) => number[]): Buffer {
  const tokens = tokenize(src);
  const pieces: Buffer[] = [];
  let at = 0;
  let font = '';
  let operands: Token[] = [];
  const replace = (t: Token) => {
    pieces.push(src.subarray(at, t.start), Buffer.from(`<${hex(recode(font, t.bytes ?? []))}>`, 'latin1'));
    at = t.end;
  };
  for (const t of tokens) {
    if (t.kind !== 'op') {
      operands.push(t);
      continue;
    }
    if (t.text === 'Tf') font = operands.findLast((o) => o.kind === 'name')?.text?.slice(1) ?? font;
    if (t.text === 'Tj' || t.text === "'" || t.text === '"') {
      const s = operands.findLast((o) => o.kind === 'string');
      if (s) replace(s);
    }
    if (t.text === 'TJ') for (const s of operands.filter((o) => o.kind === 'string')) replace(s);
    operands = [];
  }
  pieces.push(src.subarray(at));
  return Buffer.concat(pieces);
}

function faceFile(fontsDir: string, baseFont: string): string {
  const bold = /bold/i.test(baseFont);
  const italic = /oblique|italic/i.test(baseFont);
  if (/dejavu/i.test(baseFont)) return path.join(fontsDir, bold ? 'DejaVuSansCondensed-Bold.ttf' : 'DejaVuSansCondensed.ttf');
  const style = bold && italic ? 'BoldItalic' : bold ? 'Bold' : italic ? 'Italic' : 'Regular';
  return path.join(fontsDir, `LiberationSans-${style}.ttf`);
}

const streamText = (s: PDFObject | undefined): string => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '');

/** A glyph's outline as PDF path operators, in the 1000-unit glyph space of a Type 3 font. */
function glyphOps(glyph: fontkit.Glyph, scale: number): string {
  let ops = '';
  let cx = 0;
  let cy = 0;
  for (const c of glyph.path.commands) {
    const a = c.args.map((v: number) => v * scale);
    if (c.command === 'moveTo') {
      ops += `${num(a[0])} ${num(a[1])} m\n`;
      [cx, cy] = a;
    } else if (c.command === 'lineTo') {
      ops += `${num(a[0])} ${num(a[1])} l\n`;
      [cx, cy] = a;
    } else if (c.command === 'quadraticCurveTo') {
      const [qx, qy, x, y] = a;
      ops += `${num(cx + (2 / 3) * (qx - cx))} ${num(cy + (2 / 3) * (qy - cy))} ${num(x + (2 / 3) * (qx - x))} ${num(y + (2 / 3) * (qy - y))} ${num(x)} ${num(y)} c\n`;
      cx = x;
      cy = y;
    } else if (c.command === 'bezierCurveTo') {
      ops += `${a.map(num).join(' ')} c\n`;
      cx = a[4];
      cy = a[5];
    } else if (c.command === 'closePath') ops += 'h\n';
  }
  return ops;
}

/** `bytes` (a PDF with a text layer) with every font replaced by a Type 3 font that has no ToUnicode. */
export async function garblePdf(bytes: Buffer, fontsDir: string): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const ctx: PDFContext = doc.context;
  const sources = new Map<string, SourceFont>();
  const faces = new Map<string, Face>();
  const sourceOf = (ref: PDFObject): SourceFont => {
    const key = ref.toString();
    const known = sources.get(key);
    if (known) return known;
    const dict = ctx.lookup(ref) as PDFDict;
    const baseFont = dict.lookup(PDFName.of('BaseFont'))?.toString() ?? '';
    const twoByte = dict.lookup(PDFName.of('Subtype'))?.toString() === '/Type0';
    const toUnicode = parseToUnicode(streamText(dict.lookup(PDFName.of('ToUnicode'))));
    const file = faceFile(fontsDir, baseFont);
    const face = faces.get(file) ?? (fontkit.create(readFileSync(file)) as Face);
    faces.set(file, face);
    const src: SourceFont = { twoByte, toUnicode, state: { ref: ctx.nextRef(), face, codes: new Map(), order: [] } };
    sources.set(key, src);
    return src;
  };
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    const fonts = resources?.lookup(PDFName.of('Font'));
    if (!(fonts instanceof PDFDict)) continue;
    const byName = new Map<string, SourceFont>();
    for (const [name, ref] of fonts.entries()) byName.set(name.asString().slice(1), sourceOf(ref));
    const recode = (font: string, shown: number[]): number[] => {
      const src = byName.get(font);
      if (!src) return shown;
      const out: number[] = [];
      for (let i = 0; i < shown.length; i += src.twoByte ? 2 : 1) {
        const code = src.twoByte ? ((shown[i] as number) << 8) | (shown[i + 1] ?? 0) : (shown[i] as number);
        const unicode = src.toUnicode.get(code) ?? (src.twoByte ? 0x3f : (WIN_ANSI[code] ?? code));
        let mine = src.state.codes.get(unicode);
        if (mine === undefined) {
          if (src.state.order.length >= 255) throw new Error('Type 3 font full');
          src.state.order.push(unicode);
          mine = src.state.order.length;
          src.state.codes.set(unicode, mine);
        }
        out.push(mine);
      }
      return out;
    };
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => ctx.lookup(r)) : [contents];
    const joined = Buffer.concat(streams.map((s) => Buffer.from(`${streamText(s as PDFObject)}\n`, 'latin1')));
    const rewritten = rewriteText(joined, recode);
    const stream = ctx.flateStream(rewritten);
    page.node.set(PDFName.of('Contents'), ctx.register(stream));
    const newFonts = ctx.obj({});
    for (const [name, src] of byName) newFonts.set(PDFName.of(name), src.state.ref);
    resources?.set(PDFName.of('Font'), newFonts);
  }
  for (const { state } of sources.values()) {
    const scale = 1000 / state.face.unitsPerEm;
    const procs = ctx.obj({});
    const widths: number[] = [];
    state.order.forEach((unicode, i) => {
      const glyph = state.face.glyphForCodePoint(unicode);
      const wx = Math.round(glyph.advanceWidth * scale);
      const bb = Number.isFinite(glyph.bbox.minX) ? glyph.bbox : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
      const body = `${wx} 0 ${Math.floor(bb.minX * scale)} ${Math.floor(bb.minY * scale)} ${Math.ceil(bb.maxX * scale)} ${Math.ceil(bb.maxY * scale)} d1\n${unicode === 0x20 ? '' : `${glyphOps(glyph, scale)}f\n`}`;
      procs.set(PDFName.of(String(i + 1)), ctx.register(ctx.flateStream(body)));
      widths.push(wx);
    });
    const font = ctx.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontBBox: [-200, -300, 1300, 1000],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: procs,
      Encoding: ctx.obj({ Type: 'Encoding', Differences: [1, ...state.order.map((_, i) => PDFName.of(String(i + 1)))] }),
      FirstChar: 1,
      LastChar: Math.max(1, state.order.length),
      Widths: widths.map((w) => PDFNumber.of(w)),
      Resources: ctx.obj({}),
    });
    ctx.assign(state.ref, font);
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
