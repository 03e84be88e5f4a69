/** For tests: a page written by hand, as the text stage gives one. */
import type { DocumentPage, TextItem } from '../text/types';

/** A page from rows of [x, text] runs, `pitch` points apart (y grows down the page), 5 pt a letter, 8 pt glyphs. */
export function handPage(rows: Array<Array<[number, string]>>, pitch = 12, pageNumber = 1): DocumentPage {
  const lines = rows.map((row, i) => {
    const items: TextItem[] = row.map(([x, str]) => ({ str, x, y: 100 + i * pitch, width: str.length * 5, height: 8 }));
    return { text: row.map(([, t]) => t).join('  '), y: 100 + i * pitch, items };
  });
  return { pageNumber, text: lines.map((l) => l.text).join('\n'), lines, ocr: false };
}
