import { describe, expect, it } from 'vitest';
import { fileRefusalMessage, readZipDirectory, sniffFile } from './file-sniff';

const bytes = (s: string) => new TextEncoder().encode(s);

/** A stored (uncompressed) ZIP holding the named empty entries. */
function zipOf(names: string[]): Uint8Array {
  const enc = new TextEncoder();
  const locals: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  for (const name of names) {
    const n = [...enc.encode(name)];
    const offset = locals.length;
    locals.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u16(n.length), ...u16(0), ...n);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0));
    central.push(...u16(n.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...n);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length), ...u32(central.length), ...u32(locals.length), ...u16(0)];
  return Uint8Array.from([...locals, ...central, ...end]);
}

describe('sniffFile on plain Uint8Arrays (the browser side)', () => {
  it('knows the accepted types by their bytes', () => {
    expect(sniffFile(bytes('%PDF-1.7\n'))).toEqual({ type: 'pdf', mime: 'application/pdf' });
    expect(sniffFile(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toMatchObject({ type: 'jpeg' });
    expect(sniffFile(bytes('GIF89a....'))).toMatchObject({ type: 'gif' });
    expect(sniffFile(zipOf(['[Content_Types].xml', 'word/document.xml']))).toMatchObject({ type: 'docx' });
  });

  it('refuses other bytes with the reason the server gives', () => {
    const exe = sniffFile(bytes('MZ\x90\x00 program'));
    expect(exe).toEqual({ refused: 'its contents are not an accepted type (PDF, JPEG, PNG, GIF, BMP, TIFF, HEIC, DOC, DOCX or CIECA BMS XML)' });
    expect(sniffFile(zipOf(['a.txt']))).toEqual({ refused: 'it is a ZIP archive, not a Word document' });
    expect(sniffFile(new Uint8Array())).toEqual({ refused: 'the file is empty' });
    expect(fileRefusalMessage('scan.pdf', 'the file is empty')).toBe('"scan.pdf" is not an accepted file type: the file is empty.');
  });

  it('reads a ZIP directory from a subarray view', () => {
    const zip = zipOf(['word/document.xml']);
    const padded = new Uint8Array(zip.length + 8);
    padded.set(zip, 8);
    expect(readZipDirectory(padded.subarray(8))?.map((e) => e.name)).toEqual(['word/document.xml']);
  });
});
