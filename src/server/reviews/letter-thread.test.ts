import { afterAll, describe, expect, it } from 'vitest';
import type { PrintableLetter } from './letter-print.js';
import { createLetterThread } from './letter-thread.js';

const letter: PrintableLetter = {
  firmName: 'Test Appraisals',
  date: 'November 29, 2026',
  title: 'Demand for appraisal: total-loss valuation',
  letterhead: ['1 Main St'],
  addressee: ['Claims Department', 'Keystone Mutual'],
  subject: 'Appraisal demand',
  // A long unbroken word: the layout that held the event loop for most of a second per download.
  paragraphs: ['Dear adjuster,', `We dispute ${'W'.repeat(20_000)} the figure.`],
  tables: [],
  signature: ['Test Appraisals'],
};

describe('the letter thread', () => {
  const thread = createLetterThread({ idleTimeoutMs: 5_000 });
  afterAll(() => thread.close());

  it('draws PDF and Word off the server thread, which keeps answering its timers meanwhile', async () => {
    let ticks = 0;
    let worstGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    // The first task also starts the thread (loading its modules): that is the thread's time, not this one's.
    const [pdf, docx] = await Promise.all([thread.draw(letter, 'pdf'), thread.draw(letter, 'docx')]);
    clearInterval(timer);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(ticks).toBeGreaterThan(5);
    // Generous for a loaded machine; drawn on this thread the long word alone held it for hundreds of ms.
    expect(worstGap).toBeLessThan(250);
  }, 60_000);
});
