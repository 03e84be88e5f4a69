/**
 * The analysis queue is fair: users' jobs are taken in turn, a user holds at most all but one of the
 * reading threads, and a small file is never queued behind another user's scans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { makeScannedPdf } from '../../../tests/fixtures/estimates/make-scan.js';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { createInProcessQueue } from '../jobs/queue.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import type { UploadRow } from '../uploads/uploads.service.js';
import { type AnalysisJob, analysisFairness, jobKey } from './analysis-queue.js';
import { describeProgress } from './progress.js';

const job = (userId: number, n: number): AnalysisJob => ({ sha256: `${userId}-${n}`, blobKey: 'k', role: null, userId });

describe('the in-process queue takes users in turn', () => {
  const run = async (threads: number) => {
    const started: string[] = [];
    const queue = createInProcessQueue<AnalysisJob>({ key: jobKey, fair: analysisFairness, onError: () => undefined });
    await queue.work(async (j) => {
      started.push(j.sha256);
      await new Promise((r) => setTimeout(r, 30));
    }, threads);
    for (let n = 1; n <= 4; n++) await queue.enqueue(job(1, n));
    await queue.enqueue(job(2, 1));
    const ahead = await queue.ahead?.([job(2, 1)]);
    await new Promise((r) => setTimeout(r, 300));
    await queue.close();
    return { started, ahead };
  };

  it('on two threads, another user starts at once while the first user holds one thread', async () => {
    const { started } = await run(2);
    expect(started.slice(0, 2)).toEqual(['1-1', '2-1']);
    expect(started).toHaveLength(5);
  });

  it('on one thread, another user waits one turn, not the whole stack', async () => {
    const { started, ahead } = await run(1);
    expect(started.slice(0, 3)).toEqual(['1-1', '2-1', '1-2']);
    // 1-1 is running; of the waiting, 1-2 would go before 2-1 if its turn came first, so at most one is ahead.
    expect(ahead).toBeLessThanOrEqual(1);
  });
});

describe('a call whose wait runs out says how far the analysis has got', () => {
  it('counts the jobs ahead in the queue and words it for the person waiting', async () => {
    const queue = createInProcessQueue<AnalysisJob>({ key: jobKey, fair: analysisFairness, onError: () => undefined });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await queue.work(() => gate, 1);
    for (let n = 1; n <= 4; n++) await queue.enqueue(job(1, n));
    for (let n = 1; n <= 2; n++) await queue.enqueue(job(2, n));
    // 1-1 runs; user 2 was never served, so 2-1 is next, then 1-2, then 2-2.
    expect(await queue.ahead?.([job(2, 1)])).toBe(0);
    expect(await queue.ahead?.([job(2, 2)])).toBe(2);
    const row = (sha256: string, status: string) => ({ sha256, status }) as UploadRow;
    const words = await describeProgress(
      async (shas) => (await queue.ahead?.(shas.map((sha256) => ({ ...job(2, 2), sha256 })))) ?? null,
      [row('1-1', 'analysing'), row('2-2', 'queued')],
    );
    expect(words).toBe('1 file being read now, 1 file waiting, 2 other files ahead in the queue');
    release();
    await queue.close();
  });
});

describe('two claimants on one worker', () => {
  let t: TestApp;
  let scans: Buffer[];
  let textPdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { DOCUMENT_WORKERS: '2' } });
    scans = [];
    for (let i = 0; i < 4; i++) {
      const pair = buildFixturePair(900 + i, 'ccc', 'appraiser', ['price']);
      scans.push(await makeScannedPdf(await renderEstimatePdf(pair.carrier), i + 1));
    }
    textPdf = await renderEstimatePdf(buildFixturePair(999, 'ccc', 'appraiser', ['price']).other);
  }, 120_000);
  afterAll(async () => t?.close());

  it("B's text PDF is analysed within 5 s while A's four scans run", async () => {
    // A server that has read files before: both threads up with the pipeline loaded (a cold thread
    // takes 12 s to load it on this loaded machine, a warm one reads the page in 0.6 s).
    const pool = t.app.deps.documentPool;
    await Promise.all([1, 2].map((n) => pool.analyze({ bytes: Buffer.concat([textPdf, Buffer.from(`\n%warm ${n}`)]) })));
    expect(pool.stats().threads).toBe(2);
    const a = await signInAs(t.app, 'claimant');
    const b = await signInAs(t.app, 'claimant');
    const staged = multipartBody(scans.map((content, i) => ({ name: 'files', filename: `scan-${i}.pdf`, content, contentType: 'application/pdf' })));
    const stage = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...staged.headers, cookie: a.cookie }, payload: staged.payload });
    expect(stage.statusCode, stage.body).toBe(201);
    await new Promise((r) => setTimeout(r, 1000));

    const started = Date.now();
    const body = multipartBody([{ name: 'files', filename: 'estimate.pdf', content: textPdf, contentType: 'application/pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload-multiple', headers: { ...body.headers, cookie: b.cookie }, payload: body.payload });
    const seconds = (Date.now() - started) / 1000;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files[0].analyzed).toBe(true);
    expect(seconds).toBeLessThan(5);

    // A's scans are still being read one at a time: the rest wait their turn.
    const ids = (stage.json().uploads as Array<{ id: string }>).map((u) => u.id).join(',');
    const mine = await t.app.inject({ method: 'GET', url: `/api/uploads?ids=${ids}`, headers: { cookie: a.cookie } });
    const statuses = (mine.json().uploads as Array<{ status: string }>).map((u) => u.status);
    expect(statuses.filter((s) => s === 'analysing').length).toBeLessThanOrEqual(1);
  }, 120_000);
});
