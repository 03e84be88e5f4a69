/**
 * Figures read again under other contrasts. A scan's thin digits sit near the OCR's decision edge: the
 * same "$31,299" reads as "$31,209" under one contrast stretch and right under another, and no one
 * stretch reads every page best (the dev scans: each lost a different handful of 9s to 0s). So every
 * figure the first reading found is cut out of the page prepared two other ways, the cuts are stacked
 * into one small image per way and read once, and where both other readings agree with each other and
 * not with the first, two readings out of three win (only digits change: separators and marks stay). A figure is only ever replaced by one the page
 * shows under another contrast, never made up. Pure geometry and voting; ocr.ts does the reading.
 */
import { type Box, pgmLayout } from './ocr-columns';

/** A word that is a figure: digits with separators, maybe a "$" (or the S OCR reads for it), a sign or brackets. */
const FIGURE = /^[($+\-S§]{0,3}\d[\d,.]*\d\)?-?$/;
/** At most this many figures a page are read again (a dense estimate page prints a few dozen). */
export const MAX_FIGURES = 120;

/**
 * A money figure (three digits or more, with a "$", a comma or a point), or an hours figure: two digits and
 * their point ("1.2"). A scan's hours sit as near the decision edge as its prices (a 1.2 read as 3.2, a 2.4 as
 * 2.1 on the generator's scanned estimates); a bare "12" or "2022" is no figure (a quantity, a year).
 */
export const isFigure = (word: string): boolean => {
  if (!FIGURE.test(word)) return false;
  const digits = word.match(/\d/g)?.length ?? 0;
  return digits >= 3 ? /[$,.]/.test(word) : digits === 2 && /^\D*\d\.\d\D*$/.test(word);
};

/**
 * An hours figure whose point the first reading lost or took for a mark ("352" or "23" for 1.2 or 2.5, "1:3"
 * for 1.3): two or three bare digits, or a digit, a mark and a digit. It is read again as the figures are, and
 * its point may come back (outvoted).
 */
export const lostPoint = (word: string): boolean => /^\d{2,3}$/.test(word) || /^\d{1,2}[:;,'`-]\d$/.test(word);
const HOURS = /^\d{1,2}\.\d$/;

/** Where each cut sits in the stacked image: its rows. */
export type Slot = { top: number; bottom: number };

/**
 * The boxes cut from `pgm` (padded), stacked one under the other on white with a blank band between, left
 * aligned: one image tesseract reads in one pass, and the rows each cut landed on.
 */
export function stackBoxes(pgm: Buffer, boxes: Box[]): { image: Buffer; slots: Slot[] } | null {
  const layout = pgmLayout(pgm);
  if (!layout || boxes.length === 0) return null;
  const { width, height, offset } = layout;
  const cuts = boxes.map((b) => {
    // Little to the sides: a "$" or a word printed close beside the figure is not to be read into it.
    const pad = Math.max(3, Math.round(b.height * 0.35));
    const side = 2;
    const x0 = Math.max(0, Math.floor(b.left - side));
    const x1 = Math.min(width, Math.ceil(b.left + b.width + side));
    const y0 = Math.max(0, Math.floor(b.top - pad));
    const y1 = Math.min(height, Math.ceil(b.top + b.height + pad));
    return { x0, x1, y0, y1 };
  });
  const margin = 16;
  const gap = Math.max(12, Math.round(Math.max(...boxes.map((b) => b.height))));
  const outW = Math.max(...cuts.map((c) => c.x1 - c.x0)) + 2 * margin;
  const outH = cuts.reduce((a, c) => a + (c.y1 - c.y0) + gap, margin);
  const out = Buffer.alloc(outW * outH, 255);
  const slots: Slot[] = [];
  let y = margin;
  for (const c of cuts) {
    for (let r = c.y0; r < c.y1; r++) pgm.copy(out, (y + r - c.y0) * outW + margin, offset + r * width + c.x0, offset + r * width + c.x1);
    slots.push({ top: y, bottom: y + (c.y1 - c.y0) });
    y += c.y1 - c.y0 + gap;
  }
  return { image: Buffer.concat([Buffer.from(`P5\n${outW} ${outH}\n255\n`, 'ascii'), out]), slots };
}

/** A word of a reading of the stacked image: where it sits and what it says. */
export type StackWord = { left: number; top: number; height: number; text: string; confidence: number };

/**
 * What each slot reads: its figure, the word with the most digits whose middle falls in the slot ('' when
 * none): a cut may take in a piece of the line above or below.
 */
export function slotTexts(words: StackWord[], slots: Slot[]): Array<{ text: string; confidence: number }> {
  const digitCount = (w: StackWord) => w.text.replace(/\D/g, '').length;
  return wordsInSlots(words, slots).map((inSlot) => {
    let best: StackWord | null = null;
    for (const w of inSlot) if (digitCount(w) > 0 && (!best || digitCount(w) > digitCount(best))) best = w;
    return { text: best?.text ?? '', confidence: best?.confidence ?? 0 };
  });
}

/** The words of each slot, left to right: those whose middle falls in it. */
export function wordsInSlots(words: StackWord[], slots: Slot[]): StackWord[][] {
  return slots.map((s) => words.filter((w) => w.top + w.height / 2 >= s.top && w.top + w.height / 2 <= s.bottom).sort((a, b) => a.left - b.left));
}

const bare = (s: string) => s.replace(/\s+/g, '');

/**
 * Two readings out of three: the other two readings when they agree with each other (spaces aside),
 * are a figure, and differ from the first; otherwise null (the first reading stands).
 */
export function outvoted(first: string, others: string[]): string | null {
  const [a, b] = others;
  if (a === undefined || b === undefined) return null;
  if (bare(a) !== bare(b) || bare(a) === bare(first) || !isFigure(bare(a))) return null;
  // An hours figure both other readings print with its point, where the first lost it or read a mark for it.
  if (lostPoint(bare(first)) && HOURS.test(bare(a))) return bare(a);
  // Only digits read otherwise, or a thousands comma the first reading lost: the points, the "$" and the
  // signs as the first reading has them (a point lost in a cut, or a mark beside the figure read into it, is
  // no better reading).
  const shape = (s: string) => s.replace(/\d/g, '0').replace(/,/g, '');
  if (shape(bare(a)) !== shape(bare(first))) return null;
  if (/,/.test(bare(a)) && !/^[^\d]*\d{1,3}(?:,\d{3})+(?:\.\d{2})?[^\d]*$/.test(bare(a))) return null;
  return bare(a);
}
