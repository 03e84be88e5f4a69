import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { wrapText } from '../forms/assignment-pdf.js';
import { createLetterCache } from './letter-cache.js';

describe('letter files drawn once', () => {
  it('sixteen downloads of one version at once share one drawing; later ones draw nothing', async () => {
    const cache = createLetterCache();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('%PDF letter');
    };
    const files = await Promise.all(Array.from({ length: 16 }, () => cache.drawOnce('7.1.pdf', draw)));
    expect(new Set(files.map((f) => f.toString())).size).toBe(1);
    await cache.drawOnce('7.1.pdf', draw);
    expect(draws).toBe(1);
  });

  it('draws one at a time, keeps a bounded number of bytes and draws again after a failure', async () => {
    const cache = createLetterCache(10);
    let running = 0;
    let most = 0;
    const draw = (body: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return Buffer.from(body);
    };
    await Promise.all(['a', 'b', 'c'].map((k) => cache.drawOnce(k, draw('123456'))));
    expect(most).toBe(1);
    let again = 0;
    await cache.drawOnce('a', async () => {
      again += 1;
      return Buffer.from('123456');
    });
    expect(again).toBe(1); // 'a' was dropped to keep 10 bytes
    await expect(cache.drawOnce('x', () => Promise.reject(new Error('font')))).rejects.toThrow('font');
    expect((await cache.drawOnce('x', draw('ok'))).toString()).toBe('ok');
  });

  it('breaks a long unbroken word into lines that fit', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.fontSize(10.5);
    const lines = wrapText(doc, `Start ${'W'.repeat(20_000)} end`, 300);
    expect(lines.join('').replace(/\s/g, '')).toBe(`Start${'W'.repeat(20_000)}end`);
    expect(Math.max(...lines.map((l) => doc.widthOfString(l)))).toBeLessThanOrEqual(300.5);
  });
});
