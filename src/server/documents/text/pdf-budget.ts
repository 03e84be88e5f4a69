/**
 * The PDF pre-check: before pdf.js sees a file, every stream in it is found by its `stream` keyword
 * (not through the cross-reference table, which a hostile file may hide streams from), decoded through
 * its declared filters with a hard cap, and counted against the document budget (budget.ts) together
 * with the file's objects and pages. A page whose /Contents array names the same large stream many
 * times is counted once per mention, as pdf.js joins them. A file past the budget throws
 * TooLargeToAnalyseError in a fraction of a second, having held at most the budget in memory.
 */
import { type DocumentBudget, documentBudget, megabytes, TooLargeToAnalyseError } from '../budget';
import { streamDecryptor } from './pdf-decrypt';
import { ascii85, asciiHex, type Decoded, inflateCapped, lzwCapped, runLengthCapped } from './stream-decoders';

export type PdfCensus = { streams: number; objects: number; pages: number; decompressedBytes: number };

const DICT_LOOKBACK = 64 * 1024;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isDelimiterOrSpace = (b: number | undefined) => b === undefined || isSpace(b) || b === 0x3e || b === 0x3c || b === 0x2f || b === 0x5b || b === 0x5d;

/** Walks the file once; throws TooLargeToAnalyseError when it passes `budget`. */
export function checkPdfBudget(bytes: Buffer, budget: DocumentBudget = documentBudget()): PdfCensus {
  const census: PdfCensus = { streams: 0, objects: countObjects(bytes), pages: countPages(bytes), decompressedBytes: 0 };
  const sizes = new Map<number, number>();
  // pdf.js opens files encrypted with the empty user password unasked: their streams are decrypted here too.
  const decrypt = streamDecryptor(bytes);
  const contents: string[] = [];
  const checkObjects = () => {
    if (census.objects > budget.maxObjects) throw new TooLargeToAnalyseError(`more than ${budget.maxObjects.toLocaleString('en-US')} objects`);
  };
  checkObjects();

  for (let at = bytes.indexOf('stream'); at !== -1; at = bytes.indexOf('stream', at + 6)) {
    const stream = locateStream(bytes, at);
    if (!stream) continue;
    census.streams++;
    const remaining = budget.maxDecompressedBytes - census.decompressedBytes;
    let data = bytes.subarray(stream.start, stream.end);
    if (decrypt && stream.objectNumber !== null && !/\/Type\s*\/XRef\b/.test(stream.dict)) data = decrypt(data, stream.objectNumber, stream.generation);
    const decoded = decodeChain(data, filtersOf(stream.dict), remaining);
    if (decoded.over) throw new TooLargeToAnalyseError(`its streams decompress to more than ${megabytes(budget.maxDecompressedBytes)}`);
    census.decompressedBytes += decoded.bytes.length;
    if (stream.objectNumber !== null) sizes.set(stream.objectNumber, decoded.bytes.length);
    if (/\/Type\s*\/ObjStm\b/.test(stream.dict)) {
      // Objects packed in an object stream: their pages and /Contents arrays are only visible decoded.
      const inner = decoded.bytes.toString('latin1');
      census.objects += Number(/\/N\s+(\d+)/.exec(stream.dict)?.[1] ?? 0);
      census.pages += (inner.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
      contents.push(...contentArrays(inner));
      checkObjects();
    }
    at = Math.max(at, stream.end - 6);
  }
  if (census.pages > budget.maxPages) throw new TooLargeToAnalyseError(`more than ${budget.maxPages.toLocaleString('en-US')} pages`);

  contents.push(...rawContentArrays(bytes));
  let joined = 0;
  for (const list of contents) for (const ref of list.matchAll(/(\d+)\s+\d+\s+R/g)) joined += sizes.get(Number(ref[1])) ?? 0;
  if (joined > budget.maxDecompressedBytes) throw new TooLargeToAnalyseError(`its pages' contents join to more than ${megabytes(budget.maxDecompressedBytes)}`);
  return census;
}

type Located = { dict: string; start: number; end: number; objectNumber: number | null; generation: number };

/** The stream whose `stream` keyword is at `at`: its dictionary, its data and its object number; null when `at` is no stream keyword. */
function locateStream(bytes: Buffer, at: number): Located | null {
  if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') return null;
  const eol = at + 6;
  let start: number;
  if (bytes[eol] === 0x0d && bytes[eol + 1] === 0x0a) start = eol + 2;
  else if (bytes[eol] === 0x0a || bytes[eol] === 0x0d) start = eol + 1;
  else return null;
  let p = at - 1;
  while (p > 0 && isSpace(bytes[p])) p--;
  if (bytes[p] !== 0x3e || bytes[p - 1] !== 0x3e) return null;
  const dictStart = dictionaryStart(bytes, p);
  if (dictStart < 0) return null;
  const dict = bytes.toString('latin1', dictStart, p + 1);
  const header = /(\d+)\s+(\d+)\s+obj\s*$/.exec(bytes.toString('latin1', Math.max(0, dictStart - 64), dictStart));
  const objectNumber = header ? Number(header[1]) : null;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  let end = -1;
  if (length) {
    const claimed = start + Number(length[1]);
    let q = claimed;
    while (q < bytes.length && isSpace(bytes[q])) q++;
    if (claimed <= bytes.length && bytes.toString('latin1', q, q + 9) === 'endstream') end = claimed;
  }
  if (end < 0) {
    const found = bytes.indexOf('endstream', start);
    end = found < 0 ? bytes.length : found;
  }
  return { dict, start, end, objectNumber, generation: header ? Number(header[2]) : 0 };
}

/** Where the dictionary that ends with the `>>` at `close` starts (`<<` balanced backwards), or -1. */
function dictionaryStart(bytes: Buffer, close: number): number {
  let depth = 0;
  for (let i = close; i > 0 && close - i < DICT_LOOKBACK; ) {
    if (bytes[i] === 0x3e && bytes[i - 1] === 0x3e) {
      depth++;
      i -= 2;
    } else if (bytes[i] === 0x3c && bytes[i - 1] === 0x3c) {
      depth--;
      i -= 2;
      if (depth === 0) return i + 1;
    } else i--;
  }
  return -1;
}

/** The declared filters, in order ("/Fl" and "/FlateDecode" alike); an indirect /Filter is tried as Flate. */
function filtersOf(dict: string): string[] {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+|\d+\s+\d+\s+R)/.exec(dict);
  if (!m?.[1]) return [];
  if (/R$/.test(m[1])) return ['FlateDecode'];
  return [...m[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => f[1] ?? '');
}

function decodeChain(data: Buffer, filters: string[], limit: number): Decoded {
  let current: Decoded = { bytes: data, over: false };
  for (const filter of filters) {
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        current = inflateCapped(current.bytes, limit);
        break;
      case 'LZWDecode':
      case 'LZW':
        current = lzwCapped(current.bytes, limit);
        break;
      case 'RunLengthDecode':
      case 'RL':
        current = runLengthCapped(current.bytes, limit);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        current = asciiHex(current.bytes);
        break;
      case 'ASCII85Decode':
      case 'A85':
        current = ascii85(current.bytes);
        break;
      default:
        // Image codecs (DCT, JPX, JBIG2, CCITT) are bounded by pdf.js' maxImageSize when a page is drawn.
        return current.bytes === data ? { bytes: Buffer.alloc(0), over: false } : current;
    }
    if (current.over) return current;
  }
  return current.bytes === data ? { bytes: Buffer.alloc(0), over: false } : current;
}

/** `N G obj` headers in the file (objects packed in object streams are added from their /N). */
function countObjects(bytes: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf('obj'); at !== -1; at = bytes.indexOf('obj', at + 3)) {
    const digit = bytes[at - 2] ?? 0;
    if (isSpace(bytes[at - 1]) && isDelimiterOrSpace(bytes[at + 3]) && digit >= 0x30 && digit <= 0x39) n++;
  }
  return n;
}

/** Page objects written in the open (`/Type /Page`, not `/Pages`). */
function countPages(bytes: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf('/Page'); at !== -1; at = bytes.indexOf('/Page', at + 5)) {
    const next = bytes[at + 5];
    if (next !== undefined && /[A-Za-z0-9]/.test(String.fromCharCode(next))) continue;
    const before = bytes.toString('latin1', Math.max(0, at - 12), at);
    if (/\/Type\s*$/.test(before)) n++;
  }
  return n;
}

/** The text of every /Contents array in the file's own (not packed) objects. */
function rawContentArrays(bytes: Buffer): string[] {
  const lists: string[] = [];
  for (let at = bytes.indexOf('/Contents'); at !== -1; at = bytes.indexOf('/Contents', at + 9)) {
    const m = /^\/Contents\s*\[([^\]]*)\]/.exec(bytes.toString('latin1', at, Math.min(bytes.length, at + DICT_LOOKBACK)));
    if (m?.[1]) lists.push(m[1]);
  }
  return lists;
}

function contentArrays(text: string): string[] {
  return [...text.matchAll(/\/Contents\s*\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
}
