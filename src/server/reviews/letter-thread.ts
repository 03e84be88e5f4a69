/**
 * The thread that draws dispute letters (Word and PDF): laying out a letter's text holds the
 * event loop for up to a second (long unbroken words), so it never runs on the server's thread.
 * One thread of its own, not the document pool's: a letter download must not wait behind a
 * packet's OCR. It starts with the first letter and ends after a quiet spell; it runs niced, with
 * a heap limit and a time limit per letter, like the document threads (letter.worker.ts).
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors.js';
import type { LetterFormat } from './letter-draw.js';
import type { PrintableLetter } from './letter-print.js';
import type { LetterTask, LetterThreadStart } from './letter.worker.js';

export type { LetterFormat };

export type LetterThread = {
  /** The letter's file; AppError('unavailable') when it outruns its time or its thread's memory. */
  draw(letter: PrintableLetter, format: LetterFormat): Promise<Buffer>;
  close(): Promise<void>;
};

const WORKER = fileURLToPath(new URL('./letter.worker.mjs', import.meta.url));

export function createLetterThread(
  opts: { timeoutMs?: number; idleTimeoutMs?: number; maxMemoryMb?: number; nice?: number; log?: { warn: (obj: object, msg: string) => void } } = {},
): LetterThread {
  // As long as a document's analysis may take: the first letter also starts the thread.
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const piscina = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: opts.idleTimeoutMs ?? 30_000,
    concurrentTasksPerWorker: 1,
    workerData: { nice: opts.nice } satisfies LetterThreadStart,
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  return {
    async draw(letter, format) {
      const task: LetterTask = { letter, format };
      let file: Uint8Array;
      try {
        file = (await piscina.run(task, { signal: AbortSignal.timeout(timeoutMs) })) as Uint8Array;
      } catch (err) {
        const timedOut = (err as { name?: string })?.name === 'AbortError';
        opts.log?.warn(
          { task: 'letter', format, stage: 'thread', errorClass: timedOut ? 'Timeout' : ((err as Error)?.name ?? typeof err) },
          'letter thread failed',
        );
        throw new AppError('unavailable', 'The letter could not be drawn just now. Try the download again in a minute.');
      }
      return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    },
    close: () => piscina.destroy(),
  };
}
