/**
 * The analysis queue on pg-boss takes every job of a burst promptly, not one per NOTIFY wake-up:
 * jobs queued while the worker is busy must not wait for a 30-second backstop poll. PostgreSQL only.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../testing/scratch-database.js';
import { analysisQueueOptions } from '../analysis/analysis-runtime.js';
import { createPgBossQueue, startPgBoss } from './pg-boss-queue.js';
import type { AnalysisJob } from '../analysis/analysis-queue.js';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('pg-boss analysis queue', () => {
  let boss: PgBoss;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const scratch = await scratchDatabase(baseUrl as string, 'boss');
    drop = scratch.drop;
    boss = await startPgBoss({ connectionString: scratch.url, onError: () => undefined });
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false, timeout: 2_000 });
    await drop();
  });

  it('works off a burst queued while its one worker is busy within seconds', async () => {
    const queue = await createPgBossQueue<AnalysisJob>(boss, analysisQueueOptions(5_000));
    const done: string[] = [];
    let release: () => void = () => undefined;
    const firstStarted = new Promise<void>((started) => {
      const gate = new Promise<void>((r) => {
        release = r;
      });
      void queue.work(async (job) => {
        if (done.length === 0 && job.sha256 === 'first') {
          started();
          await gate;
        } else await new Promise((r) => setTimeout(r, 30));
        done.push(job.sha256);
      }, 1);
    });
    await queue.enqueue({ sha256: 'first', blobKey: 'b/first', role: null });
    await firstStarted;
    // Ten more while the worker is busy: their NOTIFYs all land during the first job.
    for (let i = 0; i < 10; i++) await queue.enqueue({ sha256: `burst-${i}`, blobKey: `b/${i}`, role: null });
    const t0 = Date.now();
    release();
    while (done.length < 11 && Date.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 50));
    expect(done.length).toBe(11);
    // One job after another, each found within the 0.5-second backstop at worst: 11 × 0.55 s.
    expect(Date.now() - t0).toBeLessThan(8_000);
  }, 30_000);

  it("takes users in turn: another user's job starts while the first user's stack waits", async () => {
    const queue = await createPgBossQueue<AnalysisJob>(boss, { ...analysisQueueOptions(5_000), name: 'fair-analysis' });
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await queue.work(async (job) => {
      started.push(job.sha256);
      await gate;
    }, 2);
    for (let i = 1; i <= 4; i++) await queue.enqueue({ sha256: `a-${i}`, blobKey: `b/a${i}`, role: null, userId: 1 });
    await new Promise((r) => setTimeout(r, 1500));
    await queue.enqueue({ sha256: 'b-1', blobKey: 'b/b1', role: null, userId: 2 });
    const t0 = Date.now();
    while (!started.includes('b-1') && Date.now() - t0 < 5_000) await new Promise((r) => setTimeout(r, 50));
    // On two threads the first user holds one; the other user's job takes the second at once.
    expect(started.filter((s) => s.startsWith('a-'))).toHaveLength(1);
    expect(started).toContain('b-1');
    release();
  }, 30_000);
});
