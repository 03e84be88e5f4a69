/** Draws a letter on the calling thread: the letter thread's task, or a server without one. */
import { renderLetterDocx } from './letter-docx.js';
import { renderLetterPdf } from './letter-pdf.js';
import type { PrintableLetter } from './letter-print.js';

export type LetterFormat = 'docx' | 'pdf';

export function drawLetter(letter: PrintableLetter, format: LetterFormat): Promise<Buffer> {
  return format === 'docx' ? renderLetterDocx(letter) : renderLetterPdf(letter);
}
