import { cleanText } from './clean-text';
import type { DocumentPage, TextItem, TextLine } from './types';

/**
 * Groups positioned text items into lines (top-to-bottom) and joins each line's items left-to-right.
 * A wide horizontal gap becomes two spaces so label/value columns stay apart for the extractor.
 */
export function groupIntoLines(items: Array<TextItem & { height: number }>): TextLine[] {
  const sorted = items.filter((i) => i.str.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Array<{ y: number; h: number; items: Array<TextItem & { height: number }> }> = [];
  for (const item of sorted) {
    // Within the smaller font's half height: a large-font letterhead must not swallow the small title
    // printed just under it ("… Collision & Glass" + "Estimate of Repairs" read as one run).
    const fits = (l: { y: number; h: number }) => Math.abs(l.y - item.y) <= Math.max(2, Math.min(item.height, l.h) * 0.45);
    // Lines start in y order (items are sorted), so the first line that can hold the item is found by a
    // binary search for the lowest y within reach, then a scan on: the same line a scan from the top finds.
    const reach = Math.max(2, item.height * 0.45);
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((lines[mid] as { y: number }).y < item.y - reach) lo = mid + 1;
      else hi = mid;
    }
    let line: (typeof lines)[number] | undefined;
    for (let i = lo; i < lines.length; i++) {
      if (fits(lines[i] as (typeof lines)[number])) {
        line = lines[i];
        break;
      }
    }
    if (line) line.items.push(item);
    else lines.push({ y: item.y, h: item.height, items: [item] });
  }
  return lines
    .sort((a, b) => a.y - b.y)
    .map((l) => {
      const row = l.items.sort((a, b) => a.x - b.x);
      return { y: round(l.y), text: joinItems(row), items: row.map(placed) };
    });
}

function joinItems(row: Array<TextItem & { height: number }>): string {
  let text = '';
  let prevEnd: number | null = null;
  for (const item of row) {
    if (prevEnd !== null) {
      const gap = item.x - prevEnd;
      const charWidth = item.str.length > 0 && item.width > 0 ? item.width / item.str.length : item.height * 0.5;
      // Overlapping runs (gap below zero) are two texts printed over each other: keep them apart too.
      if (gap > charWidth * 2.5 || gap < -charWidth * 1.5) text += '  ';
      else if (gap > charWidth * 0.25 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    }
    text += item.str;
    prevEnd = item.x + item.width;
  }
  return text.replace(/\s+$/, '');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** An item as lines keep it: positions rounded; font height, confidence and source where the engine gave them. */
function placed({ str, x, y, width, height, confidence, source }: TextItem): TextItem {
  return {
    str,
    x: round(x),
    y: round(y),
    width: round(width),
    ...(height ? { height: round(height) } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    ...(source ? { source } : {}),
  };
}

/** Every source's page (text layer, OCR, Word, BMS) is made here, so its text is cleaned here (clean-text.ts). */
export function pageFromLines(pageNumber: number, lines: TextLine[], ocr: boolean): DocumentPage {
  const clean = lines.map(cleanLine);
  return { pageNumber, lines: clean, ocr, text: clean.map((l) => l.text).join('\n') };
}

function cleanLine(line: TextLine): TextLine {
  const text = cleanText(line.text);
  if (text === line.text && line.items.every((it) => cleanText(it.str) === it.str)) return line;
  return { ...line, text, items: line.items.map((it) => ({ ...it, str: cleanText(it.str) })) };
}

/** Plain text (DOCX, DOC, BMS) as lines without real positions: y is the line index. */
export function pageFromPlainText(pageNumber: number, text: string): DocumentPage {
  const lines = text
    .split(/\r?\n/)
    .map((t) => t.replace(/\t+/g, '  ').replace(/\s+$/, ''))
    .filter((t) => t.trim() !== '')
    .map((t, i) => ({ text: t, y: i * 12, items: [{ str: t, x: 0, y: i * 12, width: t.length * 6 }] }));
  return pageFromLines(pageNumber, lines, false);
}
