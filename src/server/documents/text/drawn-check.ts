/**
 * Does a page's text content agree with what the page draws? Text drawn through a flipped matrix with
 * negative horizontal scaling and a negative font size (`0.05 0 0 -0.05 0 792 cm`, `-100 Tz`,
 * `/F1 -240 Tf`) looks normal on the page, but pdf.js' text content loses glyphs: their advance goes
 * into a space item many ems wide that runs over the glyphs drawn after it, and whole short lines
 * vanish. Such a page is OCR'd (extract-text.ts). The check reads only the items' geometry: a space
 * ends where the next glyph on its line begins (pdf.js gives a wide gap as one space as wide as the
 * gap, so width alone proves nothing); one that runs ems past it carries glyphs that were lost.
 */
import type { DocumentPage } from './types';

type RawItem = { str?: string; width?: number; height?: number; transform?: number[] };

/** A space wider than this many ems that runs this many ems over the next item is glyphs lost. */
const WIDE_SPACE_EMS = 2;
const OVERRUN_EMS = 2;

/** True when pdf.js' items carry the sign of lost glyphs (see above; losesGlyphs proves it); `items` in content order. */
export function dropsGlyphs(items: Iterable<RawItem | object>): boolean {
  let prev: Required<RawItem> | null = null;
  for (const raw of items) {
    const it = raw as RawItem;
    if (typeof it.str !== 'string' || !it.transform) continue;
    const item = { str: it.str, width: it.width ?? 0, height: it.height ?? 0, transform: it.transform };
    if (prev && overrunsNext(prev, item)) return true;
    prev = item;
  }
  return false;
}

function overrunsNext(space: Required<RawItem>, next: Required<RawItem>): boolean {
  if (space.str.trim() !== '' || next.str.trim() === '') return false;
  const em = Math.hypot(space.transform[0] ?? 0, space.transform[1] ?? 0);
  if (!(em > 0) || space.width <= WIDE_SPACE_EMS * em) return false;
  // The same baseline, drawn left to right.
  if (Math.abs((space.transform[5] ?? 0) - (next.transform[5] ?? 0)) > em * 0.2) return false;
  const x = space.transform[4] ?? 0;
  const nextX = next.transform[4] ?? 0;
  return nextX >= x && x + space.width - nextX > OVERRUN_EMS * em;
}

/** More glyphs drawn than the text content holds by this many (and this share of them): glyphs were lost. */
const LOST_GLYPHS = 3;
const LOST_SHARE = 0.02;

/** A page's operator list as pdf.js gives it: each operator's code and its arguments. */
export type OperatorList = { fnArray: ArrayLike<number>; argsArray: unknown[][] };

/**
 * The proof behind dropsGlyphs' sign: a wide space alone is no loss (some forms' spaces are many ems
 * wide, an ACORD form's 20), so the page's drawn glyphs (`showOps`: the operators that show text, their
 * first argument the glyphs) are counted against the text content's characters, spaces aside. Pure.
 */
export function losesGlyphs(items: Iterable<RawItem | object>, ops: OperatorList, showOps: ReadonlySet<number>): boolean {
  let read = 0;
  for (const raw of items) {
    const str = (raw as RawItem).str;
    if (typeof str === 'string') read += str.replace(/\s/g, '').length;
  }
  let drawn = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (!showOps.has(ops.fnArray[i] as number)) continue;
    const glyphs = ops.argsArray[i]?.[0];
    if (!Array.isArray(glyphs)) continue;
    for (const g of glyphs) if (typeof (g as { unicode?: unknown })?.unicode === 'string' && (g as { unicode: string }).unicode.trim()) drawn++;
  }
  return drawn - read >= Math.max(LOST_GLYPHS, drawn * LOST_SHARE);
}

// Pages whose text content disagrees with their drawing, kept beside the page (not stored with it).
const disagreeing = new WeakSet<DocumentPage>();

export function markDrawnDiffers(page: DocumentPage): void {
  disagreeing.add(page);
}

/** The page's text layer lost what the page draws (dropsGlyphs on its items): it is to be OCR'd. */
export function drawnDiffers(page: DocumentPage): boolean {
  return disagreeing.has(page);
}
