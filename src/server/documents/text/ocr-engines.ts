/**
 * The OCR engines of one thread: tesseract.js, fully offline (English data, core and worker script
 * from node_modules, STACK.md). Each engine is a tesseract worker (its own thread), created on first
 * use, reused across pages and files, and all are ended after OCR_IDLE_MS without a page, so an idle
 * thread does not hold the engines' memory. A file with many pages to OCR reads two at once
 * (ocr-run.ts): the second engine is started only for such a file and only on a machine of two
 * cores or more.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { processSettings } from '../../config';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));

/** The English data's folder in @tesseract.js-data/eng: the LSTM network alone, no legacy engine data. */
export const OCR_DATA = '4.0.0_best_int';

/** Engines a thread may run at once: one a core, two at most (a page's recognitions run one after another). */
export const MAX_OCR_ENGINES = Math.max(1, Math.min(2, os.availableParallelism()));

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;
type Engine = { worker: Promise<TesseractWorker>; busy: boolean };

const engines: Engine[] = [];
const waiting: Array<(engine: Engine) => void> = [];
/** Engines the thread's current work may use (widened by withOcrEngines for a long file). */
let allowed = 1;
let idleTimer: NodeJS.Timeout | null = null;
const OCR_IDLE_MS = processSettings().OCR_IDLE_MS;

function startEngine(): Engine {
  const worker = (async () => {
    const { createWorker } = await import('tesseract.js');
    return createWorker('eng', 1, {
      langPath: path.join(dirOf('@tesseract.js-data/eng'), OCR_DATA),
      gzip: true,
      corePath: dirOf('tesseract.js-core'),
      workerPath: path.join(dirOf('tesseract.js'), 'src/worker-script/node/index.js'),
      cacheMethod: 'none',
    });
  })();
  const engine: Engine = { worker, busy: true };
  worker.catch(() => {
    // An engine that failed to start is dropped; the next page starts another.
    const at = engines.indexOf(engine);
    if (at >= 0) engines.splice(at, 1);
  });
  engines.push(engine);
  return engine;
}

function acquire(): Promise<Engine> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const free = engines.find((e) => !e.busy);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  if (engines.length < allowed) return Promise.resolve(startEngine());
  return new Promise((resolve) => waiting.push(resolve));
}

function release(engine: Engine): void {
  const next = waiting.shift();
  if (next && engines.includes(engine)) {
    next(engine);
    return;
  }
  engine.busy = false;
  if (next) {
    // The engine was ended under its page (terminateOcr): the page waiting gets a new one.
    acquire().then(next);
    return;
  }
  endWhenIdle();
}

function endWhenIdle(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (engines.some((e) => e.busy)) return;
  idleTimer = setTimeout(() => {
    // Never end an engine under a page being read: its pending recognition would never settle.
    if (!engines.some((e) => e.busy)) void terminateOcr();
  }, OCR_IDLE_MS);
  idleTimer.unref();
}

/** Runs `work` with up to `count` engines allowed (MAX_OCR_ENGINES at most); one again after it. */
export async function withOcrEngines<T>(count: number, work: () => Promise<T>): Promise<T> {
  allowed = Math.max(1, Math.min(MAX_OCR_ENGINES, count));
  try {
    return await work();
  } finally {
    allowed = 1;
  }
}

export async function terminateOcr(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const all = engines.splice(0);
  await Promise.all(all.map(async (e) => (await e.worker.catch(() => null))?.terminate().catch(() => undefined)));
}

/** One recognition on a free engine: tesseract's TSV of `image` read in segmentation mode `psm`. */
export async function recognizeTsv(image: Buffer, psm: '3' | '6'): Promise<string> {
  const engine = await acquire();
  try {
    const worker = await engine.worker;
    await worker.setParameters({ tessedit_pageseg_mode: psm as never, preserve_interword_spaces: '1' });
    return (await worker.recognize(image, {}, { text: false, blocks: false, tsv: true })).data.tsv ?? '';
  } finally {
    release(engine);
  }
}
