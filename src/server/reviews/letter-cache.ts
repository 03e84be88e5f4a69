/**
 * A stored letter version never changes, so its Word and PDF files are drawn once and kept: a
 * download of a version drawn already is answered from memory, and downloads of one version at the
 * same time share one drawing. Drawings run one at a time, on the letter thread when the server
 * gives one (workers/letter-thread.ts: laying out text would hold the event loop), and the kept
 * files are bounded in bytes, the least recently asked for dropped first.
 */
import type { LetterFormat, LetterThread } from './letter-thread.js';
import { renderLetterDocx } from './letter-docx.js';
import { renderLetterPdf } from './letter-pdf.js';
import type { PrintableLetter } from './letter-print.js';

/** Bytes of drawn letters kept by one server. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

export type LetterCache = {
  drawOnce(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** The letter's file, drawn once per key (a version's id and time), on the letter thread when there is one. */
  file(key: string, letter: PrintableLetter, format: LetterFormat): Promise<Buffer>;
};

/** Draws a letter on the calling thread (the letter thread's task; a server without one). */
export function drawLetter(letter: PrintableLetter, format: LetterFormat): Promise<Buffer> {
  return format === 'docx' ? renderLetterDocx(letter) : renderLetterPdf(letter);
}

export function createLetterCache(maxBytes = MAX_KEPT_BYTES, thread?: Pick<LetterThread, 'draw'>): LetterCache {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  const keep = (key: string, file: Buffer) => {
    if (file.length > maxBytes) return;
    kept.set(key, file);
    keptBytes += file.length;
    for (const [k, f] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(k);
      keptBytes -= f.length;
    }
  };
  const drawOnce = (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = kept.get(key);
    if (hit) {
      // Most recently asked for: last in the map's order, dropped last.
      kept.delete(key);
      kept.set(key, hit);
      return Promise.resolve(hit);
    }
    const running = drawing.get(key);
    if (running) return running;
    const next = queue.then(draw, draw);
    queue = next.catch(() => undefined);
    const shared = next.then((file) => {
      keep(key, file);
      return file;
    });
    drawing.set(key, shared);
    const forget = () => drawing.delete(key);
    shared.then(forget, forget);
    return shared;
  };
  return {
    drawOnce,
    file: (key, letter, format) => drawOnce(`${key}.${format}`, () => (thread ? thread.draw(letter, format) : drawLetter(letter, format))),
  };
}
