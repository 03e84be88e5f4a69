/**
 * A ToUnicode CMap: character codes to text, read as pdf.js reads it (cmap.js parseBfChar/parseBfRange,
 * evaluator.js readToUnicode): destinations are UTF-16BE, a range's destination counts up in its last byte.
 */
import { EOF, Keyword, Lexer, Unsupported } from './lexer';

/** Codes are at most two bytes here (Identity-H); a larger range is damage, left to pdf.js. */
const MAX_RANGE = 0xffff;

export function parseToUnicode(bytes: Uint8Array): Map<number, string> {
  const raw = new Map<number, string>();
  const lexer = new Lexer(bytes);
  for (;;) {
    const t = lexer.next();
    if (t === EOF) break;
    if (!(t instanceof Keyword)) continue;
    if (t.word === 'usecmap') throw new Unsupported('ToUnicode with usecmap');
    if (t.word === 'beginbfchar') {
      for (;;) {
        const src = lexer.next();
        if (src === Keyword.of('endbfchar') || src === EOF) break;
        const dst = lexer.next();
        if (typeof src !== 'string' || typeof dst !== 'string') throw new Unsupported('bad bfchar');
        raw.set(toInt(src), dst);
      }
    } else if (t.word === 'beginbfrange') {
      for (;;) {
        const lowS = lexer.next();
        if (lowS === Keyword.of('endbfrange') || lowS === EOF) break;
        const highS = lexer.next();
        const dst = lexer.next();
        if (typeof lowS !== 'string' || typeof highS !== 'string') throw new Unsupported('bad bfrange');
        let low = toInt(lowS);
        const high = toInt(highS);
        if (high - low > MAX_RANGE) throw new Unsupported('bfrange too large');
        if (Array.isArray(dst)) {
          for (let i = 0; low <= high && i < dst.length; i++, low++) {
            const d = dst[i];
            if (typeof d === 'string') raw.set(low, d);
          }
        } else if (typeof dst === 'string' || Number.isInteger(dst)) {
          let d = typeof dst === 'string' ? dst : String.fromCharCode(dst as number);
          const last = d.length - 1;
          while (low <= high) {
            raw.set(low++, d);
            const next = d.charCodeAt(last) + 1;
            if (next > 0xff) {
              d = `${d.substring(0, last - 1)}${String.fromCharCode(d.charCodeAt(last - 1) + 1)}\x00`;
              continue;
            }
            d = d.substring(0, last) + String.fromCharCode(next);
          }
        } else {
          throw new Unsupported('bad bfrange destination');
        }
      }
    } else if (t.word === 'begincidchar' || t.word === 'begincidrange') {
      throw new Unsupported('CID mappings in a ToUnicode CMap');
    }
  }
  const out = new Map<number, string>();
  for (const [code, token] of raw) out.set(code, utf16(token));
  return out;
}

function toInt(s: string): number {
  let a = 0;
  for (let i = 0; i < s.length; i++) a = (a << 8) | s.charCodeAt(i);
  return a >>> 0;
}

function utf16(token: string): string {
  const t = token.length % 2 !== 0 ? `\u0000${token}` : token;
  const points: number[] = [];
  for (let k = 0; k < t.length; k += 2) {
    const w1 = (t.charCodeAt(k) << 8) | t.charCodeAt(k + 1);
    if ((w1 & 0xf800) !== 0xd800) {
      points.push(w1);
      continue;
    }
    k += 2;
    const w2 = (t.charCodeAt(k) << 8) | t.charCodeAt(k + 1);
    points.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
  }
  return String.fromCodePoint(...points);
}
