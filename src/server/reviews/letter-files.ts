/**
 * A stored letter version never changes, so its Word and PDF files are drawn once and stored in
 * the blob store uploads use (a local folder or S3), under a key named from the claim, the version's
 * id and time and the format: a restart, or a second instance on the same database and store,
 * answers the stored file without drawing it again. Downloads of one file at the same time share one
 * look-up and one drawing; drawings run one at a time, on the letter thread when the server gives
 * one (letter-thread.ts: laying out text would hold the event loop). A drawing that fails stores
 * nothing, so the next download draws again.
 *
 * No bytes are kept in memory: reading a stored letter (a journey's 3-page PDF: 47 KB) from a local
 * folder took 0.5 ms (median of 200) and from S3 takes one GET, against up to 0.7 s to draw it; a
 * per-process copy would hold up to 32 MB of heap on every instance for files each downloaded a
 * handful of times.
 */
import type { BlobStore } from '../storage/blob-store.js';
import { BlobNotFoundError, readBlob } from '../storage/blob-store.js';
import { drawLetter, type LetterFormat } from './letter-draw.js';
import type { PrintableLetter } from './letter-print.js';

/** Where drawn letters live in the store: letters/{claim id}/{version id}-{made, ms}-{format}. */
export const LETTER_BLOB_PREFIX = 'letters';
/** A stored letter larger than this is not read back (a letter is well under 1 MB). */
const MAX_LETTER_BYTES = 16 * 1024 * 1024;

export const LETTER_CONTENT_TYPES: Record<LetterFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** The stored version a file is drawn from: its claim, its id and the time it was made. */
export type LetterVersionRef = { claimId: number; id: number; createdAt: string | null };

/**
 * The version's file's key. The time it was made is part of it: a version id alone could name
 * another claim's letter in a store kept across a database that was reset (ids start again at 1).
 */
export function letterBlobKey(ref: LetterVersionRef, format: LetterFormat): string {
  const made = ref.createdAt ? Date.parse(ref.createdAt) : 0;
  return `${LETTER_BLOB_PREFIX}/${ref.claimId}/${ref.id}-${Number.isFinite(made) ? made : 0}-${format}`;
}

type Log = { warn: (obj: object, msg: string) => void };
export type DrawLetter = (letter: PrintableLetter, format: LetterFormat) => Promise<Buffer>;

export type LetterFiles = {
  /** The version's file: the stored one, else drawn (once, however many ask at the same time) and stored. */
  file(ref: LetterVersionRef, letter: PrintableLetter, format: LetterFormat): Promise<Buffer>;
};

export function createLetterFiles(opts: { blobs: BlobStore; draw?: DrawLetter; log?: Log }): LetterFiles {
  const { blobs, log } = opts;
  const draw = opts.draw ?? drawLetter;
  const pending = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();

  const stored = async (key: string): Promise<Buffer | null> => {
    try {
      return await readBlob(blobs, key, { maxBytes: MAX_LETTER_BYTES });
    } catch (err) {
      if (!(err instanceof BlobNotFoundError)) {
        // The store is down or the file unreadable: the letter is still drawn for the person.
        log?.warn({ task: 'letter', stage: 'store-read', errorClass: (err as Error)?.name ?? typeof err }, 'stored letter could not be read');
      }
      return null;
    }
  };

  const drawAndStore = async (key: string, letter: PrintableLetter, format: LetterFormat): Promise<Buffer> => {
    const run = () => draw(letter, format);
    const drawing = queue.then(run, run);
    queue = drawing.catch(() => undefined);
    // A failed drawing throws here (the letter thread's sentence) and nothing is stored.
    const file = await drawing;
    try {
      await blobs.put(file, { key, contentType: LETTER_CONTENT_TYPES[format] });
    } catch (err) {
      // Answered anyway; the next download draws it again.
      log?.warn({ task: 'letter', format, stage: 'store-write', errorClass: (err as Error)?.name ?? typeof err }, 'drawn letter could not be stored');
    }
    return file;
  };

  return {
    file(ref, letter, format) {
      const key = letterBlobKey(ref, format);
      const running = pending.get(key);
      if (running) return running;
      const shared = (async () => (await stored(key)) ?? drawAndStore(key, letter, format))();
      pending.set(key, shared);
      const forget = () => pending.delete(key);
      shared.then(forget, forget);
      return shared;
    },
  };
}
