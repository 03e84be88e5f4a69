import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DisputeLetter } from '../../shared/contracts/reviews.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { analyses, claimFiles, claims } from '../db/schema.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, openTestDatabase, signInAs, type TestApp } from '../testing/test-app.js';
import { drawLetter, type LetterFormat } from './letter-draw.js';
import type { PrintableLetter } from './letter-print.js';
import type { LetterThread } from './letter-thread.js';
import { cleanValuation } from './valuation-fixtures.js';

const UNAVAILABLE = 'The letter could not be drawn just now. Try the download again in a minute.';

/** Draws on the test's thread and counts each drawing by format; while `failing`, fails as the letter thread does. */
function countingThread(): LetterThread & { drawn: LetterFormat[]; failing: boolean } {
  const drawn: LetterFormat[] = [];
  const thread = {
    drawn,
    failing: false,
    draw: (letter: PrintableLetter, format: LetterFormat) => {
      drawn.push(format);
      return thread.failing ? Promise.reject(new AppError('unavailable', UNAVAILABLE)) : drawLetter(letter, format);
    },
    close: async () => undefined,
  };
  return thread;
}

describe('letter files are drawn once per version and stored', () => {
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'letter-store-'));
  const apps: TestApp[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    for (const a of apps) await a.close();
    await database?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  it('a restart or a second server on the same database and store serves the stored files without drawing them', async () => {
    database = await openTestDatabase();
    const blobs = new LocalBlobStore(storeDir);
    const firstThread = countingThread();
    const first = await createTestApp({ database, blobs, letterThread: firstThread });
    apps.push(first);
    const owner = await signInAs(first.app, 'claimant', { fullName: 'Jordan Avery' });
    const made = await postClaim(first.app, owner.cookie, validClaimData({ claimType: 'total-loss', claimNumber: 'CLM-4410' }), [
      { filename: 'valuation.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' },
    ]);
    expect(made.statusCode).toBe(201);
    const ref = made.json().referenceNumber as string;
    const [claim] = await database.db.select().from(claims).where(eq(claims.referenceNumber, ref));
    const [file] = await database.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
    // A report with a deduction the owner disputes, so a demand letter is allowed.
    const valuation = cleanValuation();
    valuation.chain.splice(1, 0, { label: 'Projected Sold Adjustment', kind: 'adjustment', amount: -500, page: 1, confidence: 0.9 });
    await database.db.insert(analyses).values({ sha256: file.sha256, pipelineVersion: 'letter-store-test', result: { valuation } });
    const base = `/api/claims/${ref}`;
    const call = (app: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
    const choices = { keptComparableIds: ['doc-1', 'doc-2', 'doc-3'], addedComparables: [], disputedPoints: ['deduction-2'] };
    expect((await call(first, 'PUT', `${base}/valuation-review`, choices)).json()).toMatchObject({ letterAllowed: true });
    const created = await call(first, 'POST', `${base}/dispute-letters`, {
      kind: 'total-loss',
      details: { reportNumber: 'VR-1', ownerAddress: '12 Elm Street, Tacoma, WA 98402' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const letter = created.json() as DisputeLetter;

    // Two downloads at once, while the files made with the version are still being drawn: one drawing each.
    const [pdf, pdfAgain, docx] = await Promise.all([
      call(first, 'GET', `${base}/dispute-letters/${letter.id}.pdf`),
      call(first, 'GET', `${base}/dispute-letters/${letter.id}.pdf`),
      call(first, 'GET', `${base}/dispute-letters/${letter.id}.docx`),
    ]);
    expect([pdf.statusCode, pdfAgain.statusCode, docx.statusCode]).toEqual([200, 200, 200]);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfAgain.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(firstThread.drawn.sort()).toEqual(['docx', 'pdf']);
    const stored: string[] = [];
    for await (const b of blobs.list('letters/')) stored.push(b.key);
    expect(stored.sort()).toEqual([
      `letters/${claim.id}/${letter.id}-${Date.parse(letter.createdAt ?? '')}-docx`,
      `letters/${claim.id}/${letter.id}-${Date.parse(letter.createdAt ?? '')}-pdf`,
    ]);

    // A restart: a fresh app on the same database and store.
    await first.close();
    apps.length = 0;
    const secondThread = countingThread();
    const second = await createTestApp({ database, blobs, letterThread: secondThread });
    apps.push(second);
    const pdf2 = await call(second, 'GET', `${base}/dispute-letters/${letter.id}.pdf`);
    const docx2 = await call(second, 'GET', `${base}/dispute-letters/${letter.id}.docx`);
    expect([pdf2.statusCode, docx2.statusCode]).toEqual([200, 200]);
    expect(pdf2.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(docx2.rawPayload.equals(docx.rawPayload)).toBe(true);
    expect(pdf2.headers['content-disposition']).toContain('Appraisal_Demand_CLM-4410_version_1.pdf');
    expect(secondThread.drawn).toEqual([]);

    // A drawing that fails stores nothing, and the person gets the thread's sentence.
    secondThread.failing = true;
    const again = await call(second, 'POST', `${base}/dispute-letters`, {
      kind: 'total-loss',
      details: { reportNumber: 'VR-2', ownerAddress: '12 Elm Street, Tacoma, WA 98402' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const failed = await call(second, 'GET', `${base}/dispute-letters/${(again.json() as DisputeLetter).id}.pdf`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(UNAVAILABLE);
    expect(secondThread.drawn.length).toBeGreaterThan(0);
    const after: string[] = [];
    for await (const b of blobs.list('letters/')) after.push(b.key);
    expect(after.sort()).toEqual(stored.sort());
  }, 120_000);
});
