import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate';
import { loadConfig } from '../config';
import { AppError } from '../errors';
import { DOCUMENT_THREAD_NICE } from './priority';
import { createDocumentPool, DocumentAnalysisDisabledError } from './pool';

/** A shop's printed estimate of 60 lines, made by the test fixtures (no outside material needed). */
let shopPdf: Buffer;
beforeAll(async () => {
  shopPdf = await renderEstimatePdf(buildFixturePair(7, 'ccc', 'shop', [], 60).other);
});

/** A thread's nice value (Linux: field 19 of /proc/self/task/<tid>/stat). */
const niceOf = (tid: string | number) => {
  const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};
/** The nice value of each thread of this process. */
const threadNices = () => fs.readdirSync('/proc/self/task').map(niceOf);
/** The main thread's: its thread id is the process id. */
const mainNice = () => niceOf(process.pid);

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('document pool', () => {
  it('starts no thread until a file arrives, analyses and reads estimates in one pool, and ends idle threads', async () => {
    const pool = createDocumentPool({ threads: 1, timeoutMs: 60_000, idleTimeoutMs: 1_000 });
    try {
      expect(pool.stats()).toMatchObject({ maxThreads: 1, threads: 0 });
      const r = await pool.analyze({ bytes: shopPdf });
      expect(r).toMatchObject({ kind: 'shop_estimate', analyzed: true });
      expect(pool.stats().threads).toBe(1);
      const estimate = await pool.readEstimate({ bytes: shopPdf, fileName: 'ccc.pdf' }, 'carrier estimate');
      expect(estimate.lines.length).toBeGreaterThan(50);
      expect(pool.stats().threads).toBe(1);
      expect(await waitFor(() => pool.stats().threads === 0, 10_000)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('runs its threads niced, leaving the event loop thread at the process priority', async () => {
    const mainBefore = mainNice();
    const pool = createDocumentPool({ threads: 1, timeoutMs: 60_000, idleTimeoutMs: 60_000 });
    try {
      await pool.analyze({ bytes: shopPdf });
      // The pool's thread is alive (60 s idle limit): some thread runs at the document nice. Other
      // test files' threads may come and go meanwhile, so this counts no difference.
      expect(threadNices()).toContain(DOCUMENT_THREAD_NICE);
      expect(mainNice()).toBe(mainBefore); // the main thread keeps its priority
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('runs its threads at the priority it is given (DOCUMENT_THREAD_NICE)', async () => {
    // Threads of the pools closed above may still be ending: the count at the document nice must not grow.
    const niced = () => threadNices().filter((n) => n === DOCUMENT_THREAD_NICE).length;
    const before = niced();
    const pool = createDocumentPool({ threads: 1, threadNice: 0, idleTimeoutMs: 60_000 });
    try {
      await pool.readEstimate({ bytes: Buffer.from('just text, not an estimate'), fileName: 'x.txt' }, 'carrier estimate').catch(() => undefined);
      expect(pool.stats().threads).toBe(1);
      expect(niced()).toBeLessThanOrEqual(before);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('names the estimate in a read error', async () => {
    const pool = createDocumentPool({ threads: 1 });
    try {
      const err = await pool.readEstimate({ bytes: Buffer.from('just text, not an estimate'), fileName: 'x.txt' }, 'carrier estimate').catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).message).toMatch(/carrier estimate/);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('ends a file that takes longer than the limit as "not analyzed", and logs its hash and the error class', async () => {
    const logged: object[] = [];
    const pool = createDocumentPool({ threads: 1, timeoutMs: 50, log: { warn: (obj) => logged.push(obj) } });
    try {
      const sha256 = createHash('sha256').update(shopPdf).digest('hex');
      const r = await pool.analyze({ bytes: shopPdf, file: { sha256, kind: 'pdf' } });
      expect(r).toMatchObject({ kind: 'other', analyzed: false });
      expect(r.note).toMatch(/longer than/);
      // The hash the upload computed is logged (not computed again), with the error's class.
      expect(logged).toEqual([expect.objectContaining({ task: 'analyze', sha256, errorClass: 'Timeout', code: 'thread.timeout', stage: 'thread' })]);
      expect(r.failure).toBe('thread.timeout');
      // Never the file's words: the log line holds the hash, the task and the error's class only.
      expect(Object.keys(logged[0] ?? {}).sort()).toEqual(['code', 'errorClass', 'outOfMemory', 'sha256', 'stage', 'task']);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('a file that needs more heap than a thread may have ends only its own thread: "too large to analyse", logged by hash', async () => {
    const lines: Array<Record<string, unknown>> = [];
    // A heap too small for the pipeline itself: every file outgrows it, deterministically.
    const pool = createDocumentPool({ threads: 1, maxMemoryMb: 64, timeoutMs: 60_000, log: { warn: (obj) => lines.push(obj as Record<string, unknown>) } });
    try {
      const bytes = shopPdf;
      const first = await pool.analyze({ bytes });
      expect(first).toMatchObject({ kind: 'other', analyzed: false });
      expect(first.note).toBe('the file is too large to analyse (reading it needed more memory than one document may use)');
      expect(lines[0]).toMatchObject({
        sha256: createHash('sha256').update(bytes).digest('hex'),
        task: 'analyze',
        code: 'thread.out_of_memory',
        stage: 'thread',
        outOfMemory: true,
      });
      expect(first.failure).toBe('thread.out_of_memory');
      // The thread was replaced: the pool goes on answering, and this process is still here to ask.
      const second = await pool.analyze({ bytes: Buffer.concat([bytes, Buffer.from('\n')]) });
      expect(second.analyzed).toBe(false);
      expect(lines).toHaveLength(2);
      // Nothing of the file but its hash: no name, no text.
      for (const line of lines) expect(Object.keys(line).sort()).toEqual(['code', 'errorClass', 'outOfMemory', 'sha256', 'stage', 'task']);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('with DOCUMENT_WORKERS=0 starts no thread and refuses work', async () => {
    // 0 is allowed only where workers elsewhere take the jobs, i.e. on PostgreSQL (config.ts); nothing connects here.
    const config = loadConfig({ DOCUMENT_WORKERS: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(config.DOCUMENT_WORKERS).toBe(0);
    const pool = createDocumentPool({ threads: config.DOCUMENT_WORKERS });
    try {
      await expect(pool.analyze({ bytes: shopPdf })).rejects.toBeInstanceOf(DocumentAnalysisDisabledError);
      await expect(pool.readEstimate({ bytes: shopPdf }, 'carrier estimate')).rejects.toMatchObject({ code: 'unavailable' });
      pool.warm();
      expect(pool.stats()).toEqual({ maxThreads: 0, threads: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });
});
