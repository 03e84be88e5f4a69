import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapText } from '../forms/assignment-pdf.js';
import { readBlob } from '../storage/blob-store.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { createLetterFiles, letterBlobKey, type LetterVersionRef } from './letter-files.js';
import type { PrintableLetter } from './letter-print.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'letter-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const newStore = () => new LocalBlobStore(fs.mkdtempSync(path.join(root, 'store-')));

const letter = { paragraphs: ['Dear Claims Department:'] } as PrintableLetter;
const version = (id: number): LetterVersionRef => ({ claimId: 3, id, createdAt: '2026-11-29T12:00:00.000Z' });

describe('letter files drawn once per version and stored', () => {
  it('names a file by claim, version, time made and format', () => {
    expect(letterBlobKey(version(7), 'pdf')).toBe(`letters/3/7-${Date.parse('2026-11-29T12:00:00.000Z')}-pdf`);
    expect(letterBlobKey({ ...version(7), createdAt: '2026-11-29T12:00:01.000Z' }, 'pdf')).not.toBe(letterBlobKey(version(7), 'pdf'));
    expect(letterBlobKey(version(7), 'docx')).not.toBe(letterBlobKey(version(7), 'pdf'));
  });

  it('sixteen downloads of one version at once share one drawing; later ones, and another server on the store, draw nothing', async () => {
    const blobs = newStore();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('%PDF letter');
    };
    const files = createLetterFiles({ blobs, draw });
    const got = await Promise.all(Array.from({ length: 16 }, () => files.file(version(7), letter, 'pdf')));
    expect(new Set(got.map((f) => f.toString()))).toEqual(new Set(['%PDF letter']));
    expect(draws).toBe(1);
    expect((await readBlob(blobs, letterBlobKey(version(7), 'pdf'))).toString()).toBe('%PDF letter');
    await files.file(version(7), letter, 'pdf');
    const other = createLetterFiles({ blobs, draw });
    expect((await other.file(version(7), letter, 'pdf')).toString()).toBe('%PDF letter');
    expect(draws).toBe(1);
    await other.file(version(7), letter, 'docx');
    expect(draws).toBe(2);
  });

  it('draws one at a time; a drawing that fails stores nothing and the next download draws again', async () => {
    const blobs = newStore();
    let running = 0;
    let most = 0;
    const draw = async (_l: PrintableLetter, format: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return Buffer.from(format);
    };
    const files = createLetterFiles({ blobs, draw });
    await Promise.all([1, 2, 3].map((id) => files.file(version(id), letter, 'pdf')));
    expect(most).toBe(1);

    const failing = createLetterFiles({ blobs, draw: () => Promise.reject(new Error('The letter could not be drawn just now.')) });
    await expect(failing.file(version(9), letter, 'pdf')).rejects.toThrow('could not be drawn just now');
    expect(await blobs.exists(letterBlobKey(version(9), 'pdf'))).toBe(false);
    expect((await files.file(version(9), letter, 'pdf')).toString()).toBe('pdf');
    expect(await blobs.exists(letterBlobKey(version(9), 'pdf'))).toBe(true);
  });

  it('answers a drawn letter when the store cannot keep it', async () => {
    const blobs = newStore();
    const warnings: string[] = [];
    blobs.put = () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' }));
    const files = createLetterFiles({ blobs, draw: async () => Buffer.from('drawn'), log: { warn: (_o, msg) => warnings.push(msg) } });
    expect((await files.file(version(1), letter, 'pdf')).toString()).toBe('drawn');
    expect(warnings).toEqual(['drawn letter could not be stored']);
  });

  it('breaks a long unbroken word into lines that fit', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.fontSize(10.5);
    const lines = wrapText(doc, `Start ${'W'.repeat(20_000)} end`, 300);
    expect(lines.join('').replace(/\s/g, '')).toBe(`Start${'W'.repeat(20_000)}end`);
    expect(Math.max(...lines.map((l) => doc.widthOfString(l)))).toBeLessThanOrEqual(300.5);
  });
});
