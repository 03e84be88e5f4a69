import { fileRefusalMessage, sniffFile } from '../../shared/file-sniff';

const HEAD_BYTES = 4096;
const ZIP = [0x50, 0x4b];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * Checks a picked file's bytes with the server's sniff rules, so a file the server would refuse is
 * refused when it is dropped, with the server's words. Only the head is read, except for ZIP and
 * OLE files, whose directory or Word stream can sit anywhere in the file. Null when accepted.
 */
export async function refusalOf(file: File): Promise<string | null> {
  let bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const whole = [ZIP, OLE].some((sig) => sig.every((v, i) => bytes[i] === v));
  if (whole && file.size > bytes.length) bytes = new Uint8Array(await file.arrayBuffer());
  const result = sniffFile(bytes, file.name);
  return 'refused' in result ? fileRefusalMessage(file.name, result.refused) : null;
}
