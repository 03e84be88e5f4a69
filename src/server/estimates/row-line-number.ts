/**
 * The line-number cell of an estimate row (row-cells.ts READERS): an integer first in the row under the
 * line column, a lettered item number, and on a scan the ways OCR misreads a number there.
 */
import { readOcrDigits } from '../../shared/read-values.js';
import type { CellReader } from './row-cells.js';

/** An item numbered under a section letter or two: "A1", "S01", "B-12". */
const ITEM_LETTERED = /^[A-Z]{1,2}-?(\d{1,4})[.)]?$/;

/** The line number: an integer first in the row, under the line column; on a scan also with a speck, or read as lookalike letters. */
export const readLineNumber: CellReader = (w, r, b, _ctx, ocr) => {
  const col = b.band.line;
  if (w.index !== 0 || !col) return false;
  const desc = b.band.desc;
  // A number may be printed with a point or bracket after it ("12.", "12)").
  const asLineNo = ocr ? (readOcrDigits(w.s.replace(/[.:;,)]$/, '')) ?? w.s) : w.s.replace(/^(\d{1,4})[.)]$/, '$1');
  // Some systems letter their items by section ("A1", "S01", "B-12"): the digits number the line.
  const lettered = w.s.match(ITEM_LETTERED);
  const digits = lettered ? lettered[1] : asLineNo;
  if (/^\d{1,4}$/.test(digits) && w.x < col.x1 + 20 && (!desc || w.x < desc.x0 - 5 || col.x0 < desc.x0)) {
    r.lineNumber = Number(digits);
    return true;
  }
  if (!ocr || w.x >= col.x1 + 4) return false;
  // A number read as a mark or a small letter ("%", "i"): no word of the description.
  if (/^([^A-Za-z0-9]{1,2}|[a-z])$/.test(w.s)) return true;
  if (/^[^\dA-Z]?\d{1,3}[^\dA-Z]?$/.test(w.s)) {
    r.lineNumber = Number(w.s.replace(/\D/g, ''));
    return true;
  }
  // Digits read as letters that look like them ("LS" for 15): the line column holds numbers only.
  const lookalike = readOcrDigits(w.s, { loose: true }) ?? '';
  if (w.s.length <= 3 && /^\d+$/.test(lookalike)) {
    r.lineNumber = Number(lookalike);
    return true;
  }
  // A number read as letters ("gf" for 7, "El" for 4), ending before the next band starts: the line
  // band's cell, unread, and no word of the description.
  const nextBand = Math.min(...b.columns.filter((c) => c.key !== 'line' && c.x0 > col.x0).map((c) => c.x0));
  return w.s.length <= 3 && w.x1 < nextBand - 2;
};
