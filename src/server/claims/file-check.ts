import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.js';

export interface CheckedFile {
  contentType: string;
  extension: string;
}

const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  heic: 'image/heic',
  xml: 'application/xml',
};

/** "WordDocument" as UTF-16LE: the stream every Word 97-2003 file holds inside its OLE container. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The real type from the bytes (never the name or the browser's MIME type). Throws a 415 naming
 * the file when its bytes are not an accepted claim document.
 */
export async function checkClaimFile(fileName: string, bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', `"${fileName}" is empty.`);
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected?.ext as string | undefined;
  if (ext === 'cfb' && bytes.includes(WORD_STREAM)) {
    return { contentType: 'application/msword', extension: 'doc' };
  }
  if (ext === 'heif' || ext === 'avif') return { contentType: 'image/heic', extension: 'heic' };
  if (ext && ACCEPTED[ext]) return { contentType: ACCEPTED[ext], extension: ext };
  if (!ext && looksLikeXml(bytes)) return { contentType: 'application/xml', extension: 'xml' };
  throw new AppError(
    'UNSUPPORTED_MEDIA',
    `"${fileName}" is not an accepted file type. Upload PDF, Word (.doc, .docx), images (JPG, PNG, GIF, BMP, TIFF, HEIC) or a BMS estimate (.xml).`,
  );
}

function looksLikeXml(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 200).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<?xml') || head.startsWith('<VehicleDamageEstimate');
}
