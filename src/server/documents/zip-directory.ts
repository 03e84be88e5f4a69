/**
 * Reads a ZIP central directory without inflating anything, so a .docx can be checked (is it OOXML?
 * how large would it inflate to?) before mammoth touches it.
 */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;

/** Entries of the central directory, or null when the bytes hold no readable one. */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > bytes.length) return null;
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CEN_SIG) return null;
    const compressedSize = bytes.readUInt32LE(p + 20);
    const uncompressedSize = bytes.readUInt32LE(p + 24);
    const nameLen = bytes.readUInt16LE(p + 28);
    const extraLen = bytes.readUInt16LE(p + 30);
    const commentLen = bytes.readUInt16LE(p + 32);
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLen);
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
