/**
 * A file's bytes into the blob store as they arrive: its SHA-256 and size counted on the way by the
 * store, its type sniffed from the first bytes kept aside (memory holds at most HEAD_BYTES of it).
 * What comes out is the typed `{ sha256, kind }` every later step takes, so nothing sniffs or hashes
 * the file again.
 */
import { Transform, type Readable } from 'node:stream';
import { MIME, type SniffedFile, type SniffedType, sniffFile } from '../../shared/file-sniff.js';
import { AppError } from '../errors.js';
import { type BlobStore, readBlob } from '../storage/blob-store.js';

/** Enough for every signature the sniff reads from the front of a file (it looks at most 4 KB in). */
const HEAD_BYTES = 64 * 1024;

export type StoredFile = SniffedFile & { key: string; size: number; contentType: string };

/** ZIP and OLE files are told apart by their directories, which sit anywhere in the file. */
const needsWholeFile = (head: Buffer) =>
  (head[0] === 0x50 && head[1] === 0x4b) || (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0);

/**
 * Streams one file into the store and sniffs it. A file whose bytes are not an accepted type is
 * removed again and refused with a 415 naming it. `maxBytes` bounds the one read-back a ZIP or
 * Word file needs for its directory.
 */
export async function storeUpload(
  blobs: BlobStore,
  input: {
    stream: Readable;
    filename: string;
    prefix: string;
    maxBytes: number;
    /** A further refusal for an accepted kind (a call that takes PDFs only). */
    refuse?: (kind: SniffedType) => string | null;
    /** The words of a refusal (default: "<name> was refused: <reason>."). */
    message?: (filename: string, reason: string) => string;
  },
): Promise<StoredFile> {
  const head: Buffer[] = [];
  let kept = 0;
  const keepHead = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (kept < HEAD_BYTES) {
        const slice = chunk.subarray(0, HEAD_BYTES - kept);
        head.push(Buffer.from(slice));
        kept += slice.length;
      }
      cb(null, chunk);
    },
  });
  input.stream.on('error', (err) => keepHead.destroy(err));
  const put = await blobs.put(input.stream.pipe(keepHead), { prefix: input.prefix });
  try {
    const first = Buffer.concat(head);
    const whole = needsWholeFile(first) && put.size > first.length ? await readBlob(blobs, put.key, { maxBytes: input.maxBytes }) : first;
    const sniffed = sniffFile(whole, input.filename);
    const words = input.message ?? ((name: string, reason: string) => `${name} was refused: ${reason}.`);
    const refusal = 'refused' in sniffed ? sniffed.refused : input.refuse?.(sniffed.type);
    if (refusal || 'refused' in sniffed) throw new AppError('unsupported_type', words(input.filename, refusal ?? ''));
    return { key: put.key, size: put.size, sha256: put.sha256, kind: sniffed.type, contentType: MIME[sniffed.type] };
  } catch (err) {
    await blobs.delete(put.key).catch(() => undefined);
    throw err;
  }
}
