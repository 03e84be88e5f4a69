/**
 * sniff: the real file type from magic bytes, never from the name or the browser's MIME type.
 */
import { readZipDirectory } from './zip-directory';

export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'gif' | 'bmp' | 'tiff' | 'heic' | 'docx' | 'doc' | 'bms-xml';
export type SniffResult = { type: SniffedType; mime: string } | { refused: string };

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
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

const ok = (type: SniffedType): SniffResult => ({ type, mime: MIME[type] });
const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniffFile(bytes: Buffer, _fileName?: string): SniffResult {
  if (bytes.length === 0) return { refused: 'the file is empty' };
  // %PDF- may follow a little junk (pdf.js and Acrobat look in the first 1 KB).
  if (bytes.subarray(0, 1024).includes('%PDF-')) return ok('pdf');
  if (starts(bytes, [0xff, 0xd8, 0xff])) return ok('jpeg');
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ok('png');
  if (bytes.subarray(0, 6).toString('latin1').match(/^GIF8[79]a$/)) return ok('gif');
  if (starts(bytes, [0x42, 0x4d]) && bytes.length > 26 && bytes.readUInt32LE(14) >= 12) return ok('bmp');
  if (starts(bytes, [0x49, 0x49, 0x2a, 0x00]) || starts(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return ok('tiff');
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (HEIF_BRANDS.has(brand) && brand !== 'avif') return ok('heic');
    return { refused: `it is a ${brand.trim()} media file, not an accepted type (${ACCEPTED})` };
  }
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return sniffZip(bytes);
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // Any OLE file (xls, msg, ppt) starts like this; only a WordDocument stream makes it a .doc.
    return bytes.includes(WORD_STREAM) ? ok('doc') : { refused: 'it is an Office file but not a Word document' };
  }
  if (looksLikeBmsXml(bytes)) return ok('bms-xml');
  return { refused: `its contents are not an accepted type (${ACCEPTED})` };
}

function sniffZip(bytes: Buffer): SniffResult {
  const entries = readZipDirectory(bytes);
  if (!entries) return { refused: 'it is a damaged ZIP/DOCX file (no readable directory)' };
  const names = new Set(entries.map((e) => e.name));
  if (names.has('word/document.xml')) return ok('docx');
  if (entries.length === 0) return { refused: 'it is an empty ZIP archive, not a Word document' };
  return { refused: 'it is a ZIP archive, not a Word document' };
}

function looksLikeBmsXml(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return false;
  return /<(\w+:)?(VehicleDamageEstimateAddRq|VehicleDamageEstimateChgRq|VehicleDamageEstimate\w*)\b/.test(head) ||
    /xmlns(:\w+)?="http:\/\/www\.cieca\.com\/BMS"/.test(head);
}
