/**
 * OCR of one prepared page with tesseract.js (the engines: ocr-engines.ts): the page read in one
 * block, then the bands it left unread, the columns it tangled, its figures and its codes again.
 */
import { groupIntoLines } from './lines';
import { type Box, columnPieces, cropBox, isTangled, linesHoldingTangles, sameWord, tangledBands, usualHeight } from './ocr-columns';
import { betterCode, doubtful, MAX_CODES } from './ocr-codes';
import { unreadBands } from './ocr-bands';
import { recognizeTsv } from './ocr-engines';
import { isFigure, lostPoint, MAX_FIGURES, outvoted, type StackWord, slotTexts, stackBoxes, wordsInSlots } from './ocr-figures';
import type { TextItem, TextLine } from './types';

// The engines (tesseract workers) live in ocr-engines.ts; these stay importable from here.
export { OCR_DATA, terminateOcr } from './ocr-engines';
export { unreadBands } from './ocr-bands';

export type OcrResult = { lines: TextLine[]; meanConfidence: number; words: number };

/**
 * Recognises a prepared greyscale image (PGM from ocr-image.ts; any format tesseract reads works).
 * `toPoints` converts pixels into PDF points (72 / dpi) so OCR lines share the text layer's coordinate space. Segmentation mode 6 keeps a table row's cells on one
 * line, which the label/value extractor relies on. The words come as tesseract's TSV (one row per line and
 * word): its JSON has every symbol and its choices, which took a twentieth of the recognition to build.
 */
export async function ocrImage(
  image: Buffer,
  toPoints: number,
  psm: '3' | '6' = '6',
  alternates: Buffer[] = [],
  unfiltered?: () => Promise<Buffer>,
): Promise<OcrResult> {
  const first = readTsv(await recognizeTsv(image, psm), toPoints, { x: 0, y: 0 }, 0);
  const lines = first.lines;
  let { confSum, words } = first;
  if (psm === '6') {
    // Segmentation mode 6 takes the page for one block of one type size and skips lines printed much
    // larger (a letterhead, a title): ink it left unread is read again on its own.
    for (const band of unreadBands(image, first.boxes)) {
      const crop = cropBox(image, band.left, band.top, band.right, band.bottom);
      if (!crop) continue;
      // Only words where the first reading has none: the band may share rows with lines already read.
      const again = readTsv(await recognizeTsv(crop, '6'), toPoints, { x: band.left, y: band.top }, 60, first.boxes);
      lines.push(...again.lines);
      confSum += again.confSum;
      words += again.words;
    }
    const untangled = await readTangledBands(image, toPoints, lines, first.boxes);
    confSum += untangled.confSum;
    words += untangled.words;
    lines.sort((a, b) => a.y - b.y);
  }
  if (alternates.length >= 2) await rereadFigures(lines, toPoints, alternates.slice(0, 2));
  await rereadCodes(lines, toPoints, unfiltered ? [unfiltered, image] : [image]);
  return { lines, meanConfidence: words ? confSum / words / 100 : 0, words };
}

/**
 * Reads again, column by column, the bands where the first reading tangled the lines of columns printed
 * side by side (ocr-columns.ts), and puts the new words in place of the old lines that held a tangled
 * word (linesHoldingTangles: the rows a tilted rule crosses stay as read).
 */
async function readTangledBands(image: Buffer, toPoints: number, lines: TextLine[], boxes: Box[]): Promise<{ confSum: number; words: number }> {
  let confSum = 0;
  let words = 0;
  const usual = usualHeight(boxes);
  for (const tangle of tangledBands(boxes)) {
    const replaced = linesHoldingTangles(lines, tangle, usual, (it) => pixelBox(it, toPoints));
    const again = replaced.flatMap((l) => l.items.map((it) => pixelBox(it, toPoints)));
    if (again.length === 0) continue;
    // The band grows to hold the words read again whole.
    const top = Math.min(tangle.top, ...again.map((b) => b.top)) - 2;
    const bottom = Math.max(tangle.bottom, ...again.map((b) => b.top + b.height)) + 2;
    const kept = lines.filter((l) => !replaced.includes(l)).flatMap((l) => l.items.map((it) => pixelBox(it, toPoints)));
    const read: TextItem[] = [];
    for (const piece of columnPieces(image, top, bottom, usual * 2)) {
      const crop = cropBox(image, piece.left, top, piece.right, bottom);
      if (!crop) continue;
      const got = readTsv(await recognizeTsv(crop, '6'), toPoints, { x: piece.left, y: top }, 0, kept);
      // A word still lines tall and unsure when read column by column is no word (that tilted rule).
      read.push(...got.lines.flatMap((l) => l.items.filter((it) => !isTangled(pixelBox(it, toPoints), usual))));
      confSum += got.confSum;
      words += got.words;
    }
    for (const line of replaced) lines.splice(lines.indexOf(line), 1);
    if (read.length === 0) {
      // Nothing read again: the lines stay as first read, without their tangled words.
      for (const line of replaced) {
        const left = line.items.filter((it) => !isTangled(pixelBox(it, toPoints), usual));
        if (left.length) lines.push({ y: line.y, items: left, text: joinOcrWords(left) });
      }
      continue;
    }
    lines.push(...groupIntoLines(read.map((it) => ({ ...it, height: it.height ?? 0 }))).map((l) => ({ ...l, text: joinOcrWords(l.items) })));
  }
  return { confSum, words };
}

/** Where a word read on the page sits, in the page image's pixels. */
const pixelBox = (item: TextItem, toPoints: number): Box => ({
  left: item.x / toPoints,
  top: item.y / toPoints,
  width: item.width / toPoints,
  height: (item.height ?? 0) / toPoints,
  confidence: item.confidence === undefined ? undefined : item.confidence * 100,
});

/**
 * The figures of the reading cut out of the page prepared two other ways (`alternates`) and read again
 * (ocr-figures.ts); a figure both other readings agree on in place of the first reading's.
 */
async function rereadFigures(lines: TextLine[], toPoints: number, alternates: Buffer[]): Promise<void> {
  const words = lines.flatMap((line) => line.items.map((item) => ({ line, item })));
  // The figures first; the words that may be hours with their point lost as far as the room left allows.
  const figures = [...words.filter(({ item }) => isFigure(item.str)), ...words.filter(({ item }) => lostPoint(item.str))].slice(0, MAX_FIGURES);
  if (figures.length === 0) return;
  const boxes = figures.map(({ item }) => pixelBox(item, toPoints));
  const readings: Array<Array<{ text: string; confidence: number }>> = [];
  for (const alternate of alternates) {
    const stack = stackBoxes(alternate, boxes);
    if (!stack) return;
    readings.push(slotTexts(stackWords(await recognizeTsv(stack.image, '6')), stack.slots));
  }
  const changed = new Set<TextLine>();
  figures.forEach(({ line, item }, k) => {
    const better = outvoted(
      item.str,
      readings.map((r) => r[k]?.text ?? ''),
    );
    if (!better) return;
    item.str = better;
    changed.add(line);
  });
  for (const line of changed) line.text = joinOcrWords(line.items);
}

/**
 * The codes the first reading doubts (VINs, claim and stock numbers) cut out of the page and read again,
 * alone (ocr-codes.ts): from each of `sources` in turn (the page before its median filter first), a
 * better reading in place of the first.
 */
export async function rereadCodes(lines: TextLine[], toPoints: number, sources: Array<Buffer | (() => Promise<Buffer>)>): Promise<void> {
  let codes = lines.flatMap((line) => line.items.filter(doubtful).map((item) => ({ line, item }))).slice(0, MAX_CODES);
  const changed = new Set<TextLine>();
  for (const source of sources) {
    if (codes.length === 0) break;
    const boxes = codes.map(({ item }) => pixelBox(item, toPoints));
    const stack = stackBoxes(typeof source === 'function' ? await source() : source, boxes);
    if (!stack) break;
    const slots = wordsInSlots(stackWords(await recognizeTsv(stack.image, '6')), stack.slots);
    codes = codes.filter(({ line, item }, k) => {
      // The slot's words joined: a code read alone may still come in two words.
      const inSlot = slots[k] ?? [];
      if (inSlot.length === 0) return true;
      const again = { text: inSlot.map((w) => w.text).join(''), confidence: Math.min(...inSlot.map((w) => w.confidence)) / 100 };
      const better = betterCode(item, again);
      if (!better) return true;
      item.str = better;
      item.confidence = Math.round(again.confidence * 100) / 100;
      changed.add(line);
      return false;
    });
  }
  for (const line of changed) line.text = joinOcrWords(line.items);
}

/** The words of a TSV reading with where they sit (pixels). */
function stackWords(tsv: string): StackWord[] {
  const words: StackWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    const text = (cells[11] ?? '').trim();
    if (cells[0] === '5' && text) words.push({ left: Number(cells[6]), top: Number(cells[7]), height: Number(cells[9]), text, confidence: Number(cells[10]) });
  }
  return words;
}

/**
 * Lines of words from tesseract's TSV, in points; `offset` pixels are added (a crop's place on the page).
 * Words under `minConfidence` are dropped, as are low-confidence specks everywhere.
 */
function readTsv(
  tsv: string,
  toPoints: number,
  offset: { x: number; y: number },
  minConfidence: number,
  taken: Box[] = [],
): { lines: TextLine[]; boxes: Box[]; confSum: number; words: number } {
  const lines: TextLine[] = [];
  const boxes: Box[] = [];
  let confSum = 0;
  let words = 0;
  let items: TextItem[] = [];
  let lineY = 0;
  const endLine = () => {
    if (items.length > 0) lines.push({ y: lineY, items, text: joinOcrWords(items) });
    items = [];
  };
  // Rows: level (4 a line, 5 a word), page, block, paragraph, line, word, left, top, width, height, confidence, text.
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== '5') {
      endLine();
      if (cells[0] === '4') lineY = (Number(cells[7]) + offset.y) * toPoints;
      continue;
    }
    const str = (cells[11] ?? '').trim();
    if (!str) continue;
    // Whole percents, as tesseract's JSON gives them.
    const confidence = Math.trunc(Number(cells[10]));
    // Tesseract reads speckles as stray low-confidence symbols; they only add noise.
    if (confidence < 30 && !/[A-Za-z0-9]{2}/.test(str)) continue;
    if (confidence < minConfidence) continue;
    const box = { left: Number(cells[6]) + offset.x, top: Number(cells[7]) + offset.y, width: Number(cells[8]), height: Number(cells[9]), confidence };
    if (taken.some((t) => sameWord(t, box))) continue;
    boxes.push(box);
    confSum += confidence;
    words++;
    items.push({
      str,
      x: box.left * toPoints,
      y: box.top * toPoints,
      width: box.width * toPoints,
      height: Math.round(box.height * toPoints * 10) / 10,
      confidence: confidence / 100,
      source: 'ocr',
    });
  }
  endLine();
  lines.sort((a, b) => a.y - b.y);
  return { lines, boxes, confSum, words };
}

/** Words far apart (a column gap) get two spaces, as the text layer does. */
function joinOcrWords(items: TextItem[]): string {
  let out = '';
  let prevEnd: number | null = null;
  for (const it of items) {
    if (prevEnd !== null) {
      const charW = it.width / Math.max(1, it.str.length);
      out += it.x - prevEnd > charW * 2.5 ? '  ' : ' ';
    }
    out += it.str;
    prevEnd = it.x + it.width;
  }
  return out;
}
