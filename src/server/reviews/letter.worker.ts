/**
 * The letter thread's task (letter-thread.ts): draws one dispute letter as Word or PDF off the
 * server's event loop. Niced like the document threads, so readers are answered first.
 */
import { isMainThread, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../workers/priority.js';
import { drawLetter } from './letter-draw.js';
import type { PrintableLetter } from './letter-print.js';

export type LetterTask = { letter: PrintableLetter; format: 'docx' | 'pdf' };
/** What the letter thread is handed when it starts. */
export type LetterThreadStart = { nice?: number };

if (!isMainThread) lowerThreadPriority((workerData as LetterThreadStart | null)?.nice);

export default function drawLetterTask(task: LetterTask): Promise<Buffer> {
  return drawLetter(task.letter, task.format);
}
