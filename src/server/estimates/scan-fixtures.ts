/**
 * Positioned OCR words for the scanned-estimate goldens (scan-figures.test.ts, scan-headers.test.ts),
 * built by the tests: one cell is a word's left edge, its text, its width in points and OCR's confidence.
 */
import type { TextLine } from '../documents/text/types.js';

export type Cell = [x: number, text: string, width?: number, confidence?: number];

/** A line of OCR words at `y`; a cell without a width is 5 pt a character, without a confidence `sure`. */
export const ocrLine = (y: number, cells: Cell[], sure = 0.95): TextLine => ({
  y,
  items: cells.map(([x, str, width, confidence]) => ({ str, x, y, width: width ?? str.length * 5, confidence: confidence ?? sure })),
  text: cells.map(([, s]) => s).join('  '),
});
