/**
 * A row's text cut into phrases and form cells from its glyph boxes. Phrases break at anything
 * wider than a word space (tables: a value next to the next column); form cells break only at a
 * column gap (forms: "Label: value" keeps its space-separated words). Rows without positions (Word,
 * BMS) are cut at runs of spaces, placed at their character column.
 */
import type { TextItem, TextLine } from '../text/types';
import type { FormCell, Phrase } from './types';

/** A gap wider than this many letter widths ends a phrase. */
const PHRASE_GAP_CHARS = 1.6;
/** A gap wider than this many letter widths (and than a few points) ends a form cell. */
const CELL_GAP_CHARS = 2.5;
const CELL_GAP_MIN_PT = 9;
/** Points per character column of text without positions. */
const PADDED_PHRASE_PT = 5;
const PADDED_CELL_PT = 6;

export function phrasesOf(items: TextItem[]): Phrase[] {
  const out: Phrase[] = [];
  let lastCharW = Number.POSITIVE_INFINITY;
  let lastSpaced = true;
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const str = item.str.replace(/\s+/g, ' ').trim();
    if (!str) continue;
    const last = out[out.length - 1];
    // A run touching the one before with no space printed between them goes on the same word: some
    // printers draw words in pieces ("HYU" "NDAI"). OCR's words never touch.
    const letter = Math.min(lastCharW, item.width / Math.max(item.str.length, 1));
    const gap = last ? item.x - last.right : Number.POSITIVE_INFINITY;
    // Runs drawn over one another (a gap below zero) are two texts, not one word.
    const touching = item.source !== 'ocr' && !lastSpaced && !/^\s/.test(item.str) && gap > -0.05 * letter && gap < 0.25 * letter;
    lastSpaced = /\s$/.test(item.str);
    const ownCharW = item.width > 0 && item.str.length > 0 ? item.width / item.str.length : 5;
    // The narrower of the two runs' letters measures the gap: OCR reads a smudge as one wide "word",
    // whose letter width would make the gap before it look like a space.
    const charW = Math.min(ownCharW, lastCharW);
    lastCharW = ownCharW;
    if (last && item.x - last.right <= Math.max(3, charW * PHRASE_GAP_CHARS)) {
      last.text = touching ? `${last.text}${str}` : `${last.text} ${str}`;
      last.right = Math.max(last.right, item.x + item.width);
      const part = last.parts[last.parts.length - 1];
      if (touching && part) {
        part.text += str;
        part.right = item.x + item.width;
      } else last.parts.push({ x: item.x, text: str, right: item.x + item.width });
    } else {
      out.push({ text: str, x: item.x, right: item.x + Math.max(item.width, 1), parts: [{ x: item.x, text: str, right: item.x + item.width }] });
    }
  }
  return out;
}

export function paddedPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const m of text.matchAll(/\S+(?: \S+)*/g)) {
    const x = (m.index ?? 0) * PADDED_PHRASE_PT;
    out.push({ text: m[0], x, right: x + m[0].length * PADDED_PHRASE_PT, parts: [] });
  }
  return out;
}

/**
 * Leaders: a run of dots (spaced or not, "…", "·") or underscores joining a label to its value across the
 * page ("Claim Number ......... 24-77"). Four or more: an ellipsis in a sentence is three.
 */
const LEADER = /\s*(?:[.·…](?:\s?[.·…]){3,}|_{4,})\s*/g;
const HAS_LEADER = new RegExp(LEADER.source);

/**
 * The line with its leaders taken out: an item holding one is cut there, each piece placed by its share of
 * the item's width, so the label and its value stand a column gap apart like any two cells; the plain text
 * gets two spaces in its place. A line without leaders is returned as it is.
 */
export function withoutLeaders(line: TextLine): TextLine {
  if (!HAS_LEADER.test(line.text) && !line.items.some((it) => HAS_LEADER.test(it.str))) return line;
  const items = line.items.flatMap((item) => {
    if (!HAS_LEADER.test(item.str)) return [item];
    const charW = item.str.length ? item.width / item.str.length : 0;
    const pieces: TextItem[] = [];
    let at = 0;
    for (const m of item.str.matchAll(LEADER)) {
      if (m.index > at) pieces.push({ ...item, str: item.str.slice(at, m.index), x: item.x + at * charW, width: (m.index - at) * charW });
      at = m.index + m[0].length;
    }
    if (at < item.str.length) pieces.push({ ...item, str: item.str.slice(at), x: item.x + at * charW, width: (item.str.length - at) * charW });
    return pieces;
  });
  return { ...line, items, text: line.text.replace(LEADER, '  ').trim() };
}

/** Form cells of a line: at column gaps; a line of one item (plain text) at runs of two spaces or more. */
export function formCellsOf(line: TextLine): FormCell[] {
  if (line.items.length <= 1) {
    const cells: FormCell[] = [];
    let idx = 0;
    for (const part of line.text.split(/(\s{2,})/)) {
      const text = part.trim();
      if (text) {
        const x = (line.items[0]?.x ?? 0) + idx * PADDED_CELL_PT;
        cells.push({ text, x, right: x + text.length * PADDED_CELL_PT });
      }
      idx += part.length;
    }
    return cells;
  }
  const cells: FormCell[] = [];
  let cur: FormCell | null = null;
  let prevEnd = 0;
  for (const item of line.items) {
    const charW = item.str.length ? item.width / item.str.length : 5;
    const gap = item.x - prevEnd;
    // A run that starts well before the previous one ends overlaps it: another text run, not a continuation.
    if (!cur || gap > Math.max(charW * CELL_GAP_CHARS, CELL_GAP_MIN_PT) || gap < -charW * 1.5) {
      cur = { text: item.str.trim(), x: item.x, right: item.x + item.width };
      cells.push(cur);
    } else {
      cur.text = `${cur.text}${gap > charW * 0.25 ? ' ' : ''}${item.str.trim()}`.trim();
      cur.right = Math.max(cur.right, item.x + item.width);
    }
    prevEnd = item.x + item.width;
  }
  // A cell that itself holds a column gap (OCR joins with two spaces) splits further; the pieces'
  // x are not known, so each is set a fixed step on (kept apart, in order).
  return cells.flatMap((c) => {
    const parts = c.text.split(/\s{2,}/);
    if (parts.length === 1) return [c];
    return parts.map((t, i) => ({ text: t.trim(), x: c.x + i * 40, right: i === parts.length - 1 ? c.right : c.x + i * 40 + 30 }));
  });
}
