/**
 * sniff: the real file type from magic bytes, never from the name or the browser's MIME type. One
 * set of rules for the server (every upload) and the browser (a file is refused when it is dropped,
 * with the same words the server would use). Works on any Uint8Array, a Node Buffer included.
 */

export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff' | 'heic' | 'docx' | 'doc' | 'bms-xml';
export type SniffResult = { type: SniffedType; mime: string } | { refused: string };
/**
 * A file as the server's upload path knows it once stored: its SHA-256 and its sniffed kind, passed
 * along (queue job, worker task, analysis) so nothing hashes or sniffs the same bytes again.
 */
export type SniffedFile = { sha256: string; kind: SniffedType };
/** `uncompressedSize` is what the directory declares, which a hostile archive may lie about: count what inflating yields. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number; method: number; localHeaderOffset: number };

export const MIME: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  'bms-xml': 'application/xml',
};

export const IMAGE_TYPES: ReadonlySet<SniffedType> = new Set(['jpeg', 'png', 'gif', 'bmp', 'tiff', 'heic']);

const ACCEPTED = 'PDF, JPEG, PNG, GIF, BMP, TIFF, HEIC, DOC, DOCX or CIECA BMS XML';
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif']);
/** "WordDocument" in UTF-16LE: the stream that makes an OLE file a Word document. */
const WORD_STREAM = Uint8Array.from([...'WordDocument'].flatMap((c) => [c.charCodeAt(0), 0]));
const PDF_MARK = Uint8Array.from([...'%PDF-'].map((c) => c.charCodeAt(0)));

const ok = (type: SniffedType): SniffResult => ({ type, mime: MIME[type] });
const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const latin1 = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** The file's type, or why it is refused (the reason reads after "… is not an accepted file type: "). */
export function sniffFile(bytes: Uint8Array, _fileName?: string): SniffResult {
  if (bytes.length === 0) return { refused: 'the file is empty' };
  const pdf = pdfHeader(bytes);
  if (pdf === 'pdf') return ok('pdf');
  if (pdf === 'polyglot') return { refused: 'it is markup (such as HTML) with a PDF header inside, not a PDF' };
  if (starts(bytes, [0xff, 0xd8, 0xff])) return ok('jpeg');
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ok('png');
  if (/^GIF8[79]a$/.test(latin1(bytes, 0, 6))) return ok('gif');
  if (starts(bytes, [0x42, 0x4d]) && bytes.length > 26 && view(bytes).getUint32(14, true) >= 12) return ok('bmp');
  if (starts(bytes, [0x49, 0x49, 0x2a, 0x00]) || starts(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return ok('tiff');
  if (bytes.length >= 12 && latin1(bytes, 4, 8) === 'ftyp') {
    const brand = latin1(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand) && brand !== 'avif') return ok('heic');
    return { refused: `it is a ${brand.trim()} media file, not an accepted type (${ACCEPTED})` };
  }
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return sniffZip(bytes);
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // Any OLE file (xls, msg, ppt) starts like this; only a WordDocument stream makes it a .doc.
    return indexOfBytes(bytes, WORD_STREAM) !== -1 ? ok('doc') : { refused: 'it is an Office file but not a Word document' };
  }
  if (looksLikeBmsXml(bytes)) return ok('bms-xml');
  return { refused: `its contents are not an accepted type (${ACCEPTED})` };
}

/**
 * Whether the bytes are a PDF. `%PDF-` at offset 0 is one. pdf.js and Acrobat also look for it in
 * the first 1 KB, after a little junk; there it counts only when nothing before it is markup (an
 * HTML or SVG page that carries a PDF header must not pass as a PDF and be previewed) and the
 * file is built like a PDF: a version after the header and a cross-reference trailer at the end.
 */
function pdfHeader(bytes: Uint8Array): 'pdf' | 'polyglot' | null {
  const at = indexOfBytes(bytes.subarray(0, 1024), PDF_MARK);
  if (at === 0) return 'pdf';
  if (at < 0) return null;
  if (/<\s*[!?/A-Za-z]/.test(latin1(bytes, 0, at))) return 'polyglot';
  const versioned = /^%PDF-\d\.\d/.test(latin1(bytes, at, at + 8));
  const tail = latin1(bytes, Math.max(at, bytes.length - 2048), bytes.length);
  return versioned && /startxref\s+\d+\s+%%EOF\s*$/.test(tail) ? 'pdf' : null;
}

/** The message a refused file gets, in the browser at drop time and from the server at upload. */
export function fileRefusalMessage(fileName: string, refused: string): string {
  return `"${fileName}" is not an accepted file type: ${refused}.`;
}

function sniffZip(bytes: Uint8Array): SniffResult {
  const entries = readZipDirectory(bytes);
  if (!entries) return { refused: 'it is a damaged ZIP/DOCX file (no readable directory)' };
  const names = new Set(entries.map((e) => e.name));
  if (names.has('word/document.xml')) return ok('docx');
  if (entries.length === 0) return { refused: 'it is an empty ZIP archive, not a Word document' };
  return { refused: 'it is a ZIP archive, not a Word document' };
}

function looksLikeBmsXml(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  return (
    /<(\w+:)?(VehicleDamageEstimateAddRq|VehicleDamageEstimateChgRq|VehicleDamageEstimate\w*)\b/.test(head) ||
    /xmlns(:\w+)?="http:\/\/www\.cieca\.com\/BMS"/.test(head)
  );
}

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;

/**
 * Reads a ZIP central directory without inflating anything, so a .docx can be checked (is it OOXML?
 * how large would it inflate to?) before anything parses it. Null when there is no readable one.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const dv = view(bytes);
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (dv.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = dv.getUint16(eocd + 10, true);
  const size = dv.getUint32(eocd + 12, true);
  const offset = dv.getUint32(eocd + 16, true);
  if (offset + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  const utf8 = new TextDecoder();
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || dv.getUint32(p, true) !== CEN_SIG) return null;
    const method = dv.getUint16(p + 10, true);
    const compressedSize = dv.getUint32(p + 20, true);
    const uncompressedSize = dv.getUint32(p + 24, true);
    const nameLen = dv.getUint16(p + 28, true);
    const extraLen = dv.getUint16(p + 30, true);
    const commentLen = dv.getUint16(p + 32, true);
    const name = utf8.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    entries.push({ name, compressedSize, uncompressedSize, method, localHeaderOffset: dv.getUint32(p + 42, true) });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
