/**
 * Word boxes: an item that holds several words (OCR lines, printers that draw a phrase as one run)
 * split into one item per word, each placed by its characters' share of the item's width.
 */
import type { TextItem } from '../text/types';

/** The words of one item at their estimated x; `parts` are its words in order. */
export function placeWordsOf(it: TextItem, parts: string[]): TextItem[] {
  const per = it.width / Math.max(1, it.str.length);
  let offset = 0;
  return parts.map((p) => {
    const start = it.str.indexOf(p, offset);
    offset = start + p.length;
    return { str: p, x: it.x + start * per, y: it.y, width: p.length * per };
  });
}

/** Every item of a row as word items (an item of one word is kept whole, trimmed). */
export function wordItemsOf(items: TextItem[]): TextItem[] {
  return items.flatMap((it) => {
    const parts = it.str.split(/\s+/).filter(Boolean);
    if (parts.length <= 1) return parts.length ? [{ ...it, str: parts[0] as string }] : [];
    return placeWordsOf(it, parts);
  });
}
