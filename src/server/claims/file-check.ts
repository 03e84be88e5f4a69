import { fileRefusalMessage } from '../../shared/file-sniff.js';
import { sniffFile } from '../../shared/file-sniff.js';
import { AppError } from '../errors.js';

export interface CheckedFile {
  contentType: string;
  extension: string;
}

/**
 * The real type from the bytes (the documents pipeline's sniff, never the name or the browser's
 * MIME type). Throws a 415 naming the file and why when its bytes are not an accepted document.
 */
export async function checkClaimFile(fileName: string, bytes: Buffer): Promise<CheckedFile> {
  const result = sniffFile(bytes, fileName);
  if ('refused' in result) {
    throw new AppError('unsupported_type', fileRefusalMessage(fileName, result.refused));
  }
  return { contentType: result.mime, extension: result.type };
}
