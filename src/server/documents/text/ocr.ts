/**
 * OCR with tesseract.js, fully offline: English data, core and worker script from node_modules
 * (STACK.md). One tesseract worker per thread, created on first use, reused across pages and files, and
 * ended after OCR_IDLE_MS without a page so an idle thread does not hold the engine's memory.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextItem, TextLine } from './types';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** The English data's folder in @tesseract.js-data/eng: the LSTM network alone, no legacy engine data. */
export const OCR_DATA = '4.0.0_best_int';

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;
let workerPromise: Promise<TesseractWorker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
const OCR_IDLE_MS = Number(process.env.OCR_IDLE_MS ?? 20_000);

let busy = 0;

function endWhenIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (busy > 0) return;
  idleTimer = setTimeout(() => {
    // Never end the engine under a page being read: its pending recognition would never settle.
    if (busy === 0) void terminateOcr();
  }, OCR_IDLE_MS);
  idleTimer.unref();
}

function getWorker(): Promise<TesseractWorker> {
  workerPromise ??= (async () => {
    const { createWorker } = await import('tesseract.js');
    const worker = await createWorker('eng', 1, {
      langPath: path.join(dirOf('@tesseract.js-data/eng'), OCR_DATA),
      gzip: true,
      corePath: dirOf('tesseract.js-core'),
      workerPath: path.join(dirOf('tesseract.js'), 'src/worker-script/node/index.js'),
      cacheMethod: 'none',
    });
    return worker;
  })();
  workerPromise.catch(() => {
    workerPromise = null;
  });
  return workerPromise;
}

export async function terminateOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate().catch(() => undefined);
}

export type OcrResult = { lines: TextLine[]; meanConfidence: number; words: number };

/**
 * Recognises a prepared greyscale image (PGM from image.ts; any format tesseract reads works).
 * `toPoints` converts pixels into PDF points (72 / dpi) so OCR lines share the text layer's coordinate space. Segmentation mode 6 keeps a table row's cells on one
 * line, which the label/value extractor relies on. The words come as tesseract's TSV (one row per line and
 * word): its JSON has every symbol and its choices, which took a twentieth of the recognition to build.
 */
export async function ocrImage(image: Buffer, toPoints: number, psm: '3' | '6' = '6'): Promise<OcrResult> {
  busy++;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  let tsv: string;
  try {
    const worker = await getWorker();
    await worker.setParameters({ tessedit_pageseg_mode: psm as never, preserve_interword_spaces: '1' });
    tsv = (await worker.recognize(image, {}, { text: false, blocks: false, tsv: true })).data.tsv ?? '';
  } finally {
    busy--;
    endWhenIdle();
  }
  const lines: TextLine[] = [];
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
      if (cells[0] === '4') lineY = Number(cells[7]) * toPoints;
      continue;
    }
    const str = (cells[11] ?? '').trim();
    if (!str) continue;
    // Whole percents, as tesseract's JSON gives them.
    const confidence = Math.trunc(Number(cells[10]));
    // Tesseract reads speckles as stray low-confidence symbols; they only add noise.
    if (confidence < 30 && !/[A-Za-z0-9]{2}/.test(str)) continue;
    confSum += confidence;
    words++;
    items.push({ str, x: Number(cells[6]) * toPoints, y: Number(cells[7]) * toPoints, width: Number(cells[8]) * toPoints });
  }
  endLine();
  lines.sort((a, b) => a.y - b.y);
  return { lines, meanConfidence: words ? confSum / words / 100 : 0, words };
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
