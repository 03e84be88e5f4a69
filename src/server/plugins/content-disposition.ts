import { displayFileName } from '../../shared/file-name.js';
import { MIME } from '../../shared/file-sniff.js';

/** The extensions a download of each type may keep; another one gets the type's own added. */
const EXTENSIONS: Record<string, string[]> = {
  [MIME.pdf]: ['pdf'],
  [MIME.jpeg]: ['jpg', 'jpeg'],
  [MIME.png]: ['png'],
  [MIME.gif]: ['gif'],
  [MIME.bmp]: ['bmp'],
  [MIME.tiff]: ['tif', 'tiff'],
  [MIME.heic]: ['heic', 'heif'],
  [MIME.docx]: ['docx'],
  [MIME.doc]: ['doc'],
  [MIME['bms-xml']]: ['xml'],
};

/**
 * A download's name: hidden characters stripped (stored names from before the rule included),
 * and an extension that matches the bytes, so a PDF uploaded as "page.html" saves as
 * "page.html.pdf" and opens as the PDF it is, never as a page in the browser.
 */
export function downloadFileName(fileName: string, contentType?: string): string {
  const name = displayFileName(fileName);
  const allowed = contentType ? EXTENSIONS[contentType] : undefined;
  if (!allowed) return name;
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext && allowed.includes(ext) ? name : `${name}.${allowed[0]}`;
}

/**
 * The one Content-Disposition builder of the server: an ASCII-only fallback name plus the RFC 5987
 * UTF-8 name, so a user's file name can never inject a header or a path.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string, contentType?: string): string {
  const name = downloadFileName(fileName, contentType);
  const ascii =
    name
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 150) || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
