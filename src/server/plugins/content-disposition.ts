/**
 * The one Content-Disposition builder of the server: an ASCII-only fallback name plus the RFC 5987
 * UTF-8 name, so a user's file name can never inject a header or a path.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
