/**
 * Failures that say why, through the real upload route on a fresh PGlite: a file whose text layer holds
 * NUL characters is stored (jsonb refuses \u0000: SQLSTATE 22P05, wrapped by Drizzle), and an upload
 * whose file could not be read answers `error: { stage, code, message }` in the user's language.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSentence } from '../../shared/analysis-failures.js';
import { analyses } from '../db/schema.js';
import { failureCodeOf, failureOf, PipelineError } from '../documents/failure.js';
import { type3Pdf } from '../documents/text/lying-text-fixtures.js';
import { UnreadableDocumentError } from '../documents/text/types.js';
import { TooLargeToAnalyseError } from '../documents/budget.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';

type View = { id: string; status: string; category: string | null; error: { stage: string; code: string; message: string } | null };

describe('failure codes from the cause chain', () => {
  it('finds the code on the error or any of its causes, else the fallback', () => {
    const drizzleLike = new Error('Failed query: insert into "analyses" … params: secret', {
      cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
    });
    expect(failureCodeOf(drizzleLike)).toBe('store.invalid_text');
    expect(failureCodeOf(new Error('x', { cause: Object.assign(new Error('y'), { code: '57P01' }) }))).toBe('store.failed');
    expect(failureCodeOf(new TooLargeToAnalyseError('more than 5 pages'))).toBe('pdf.budget_exceeded');
    expect(failureCodeOf(new UnreadableDocumentError('the PDF is password-protected', 'pdf.encrypted'))).toBe('pdf.encrypted');
    expect(failureCodeOf(Object.assign(new Error('worker'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }))).toBe('thread.out_of_memory');
    expect(failureCodeOf(new PipelineError('ocr.failed', 'tesseract died', { cause: new TypeError('x') }))).toBe('ocr.failed');
    expect(failureCodeOf(new TypeError('undefined is not a function'))).toBe('analysis.failed');
    expect(failureOf(new TypeError('x'), 'ocr.failed')).toEqual({ code: 'ocr.failed', stage: 'ocr' });
  });
});

describe('uploads whose analysis fails or whose text lies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function uploadOne(cookie: string, filename: string, content: Buffer): Promise<string> {
    const { payload, headers } = multipartBody([{ name: 'files', filename, content, contentType: 'application/pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(201);
    return res.json().uploads[0].id;
  }

  async function untilFinished(cookie: string, id: string): Promise<View> {
    for (let i = 0; i < 600; i++) {
      const view = (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { cookie } })).json() as View;
      if (view.status === 'done' || view.status === 'failed') return view;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the upload never finished');
  }

  it('PGlite refuses a NUL in jsonb with 22P05 under Drizzle’s own error: the chain is walked to find it', async () => {
    const err = await t.app.deps.db
      .insert(analyses)
      .values({ sha256: 'f'.repeat(64), pipelineVersion: 'test', result: { text: 'a\u0000b' }, layout: null, ms: 1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(failureCodeOf(err)).toBe('store.invalid_text');
  });

  it('stores the analysis of a PDF whose text layer holds NUL characters (a Type 3 glyph at code <00>)', async () => {
    const me = await signInAs(t.app, 'claimant');
    const lines = [
      'Total loss valuation report for the insured vehicle',
      'The market value of the vehicle is based on comparable vehicles',
      'Base vehicle value 12345.00',
    ];
    const pdf = await type3Pdf([lines], { names: 'standard', nulChar: '.' });
    const id = await uploadOne(me.cookie, 'valuation.pdf', pdf);
    const view = await untilFinished(me.cookie, id);
    expect(view).toMatchObject({ status: 'done', error: null });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const [row] = await t.app.deps.db.select().from(analyses).where(eq(analyses.sha256, sha256));
    expect(row).toBeDefined();
    const stored = JSON.stringify([row?.result, row?.layout]);
    expect(stored).not.toContain('\\u0000');
    expect((row?.result as { text?: string } | undefined)?.text).toMatch(/Base vehicle value 12345/);
  }, 120_000);

  it('answers a file that could not be read with its stage, code and the sentence, in the user’s language', async () => {
    const me = await signInAs(t.app, 'claimant');
    const damaged = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\nthis is not a PDF body\n%%EOF');
    const id = await uploadOne(me.cookie, 'broken.pdf', damaged);
    const view = await untilFinished(me.cookie, id);
    expect(view.error).toEqual({ stage: 'text', code: 'pdf.malformed', message: failureSentence('pdf.malformed', 'en') });
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { cookie: me.cookie }, payload: { locale: 'es' } });
    expect(patch.statusCode).toBe(200);
    const es = (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { cookie: me.cookie } })).json() as View;
    expect(es.error?.message).toBe(failureSentence('pdf.malformed', 'es'));
    const list = (await t.app.inject({ method: 'GET', url: `/api/uploads?ids=${id}`, headers: { cookie: me.cookie } })).json();
    expect(list.uploads[0].error.code).toBe('pdf.malformed');
  }, 120_000);
});
