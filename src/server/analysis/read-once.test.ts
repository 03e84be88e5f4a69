/**
 * Each file is read once: the analysis job's reading (its positioned layout, stored with the
 * analysis) is what the estimate comparison, a claim's comparison job and a file read as another
 * kind start from. Text extraction is counted on the test's thread (the pool runs here).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { findClaimByReference } from '../claims/claims.queries.js';
import { computeClaimEstimateComparison } from '../estimates/claim-comparison.js';
import { createInThreadPool } from '../testing/in-thread-pool.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { findLayout } from './analysis-job.js';
import { estimateReaderOf } from './estimate-reader.js';
import { claimEstimateSource } from './estimate-sources.js';

const counts = vi.hoisted(() => ({ extract: 0 }));

vi.mock('../documents/text/extract-text', async (importOriginal) => {
  const real = await importOriginal<typeof import('../documents/text/extract-text')>();
  return {
    ...real,
    extractDocumentText: (...args: Parameters<typeof real.extractDocumentText>) => {
      counts.extract += 1;
      return real.extractDocumentText(...args);
    },
  };
});

describe('each file is read once', () => {
  let t: TestApp;
  let carrierPdf: Buffer;
  let otherPdf: Buffer;
  const pair = buildFixturePair(4242, 'ccc', 'appraiser', ['price', 'hours', 'onlyOne']);

  beforeAll(async () => {
    t = await createTestApp({ documentPool: createInThreadPool() });
    carrierPdf = await renderEstimatePdf(pair.carrier);
    otherPdf = await renderEstimatePdf(pair.other);
  });
  afterAll(async () => t?.close());

  const compare = (cookie: string) => {
    const body = multipartBody([
      { name: 'carrier', filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf' },
      { name: 'other', filename: 'other.pdf', content: otherPdf, contentType: 'application/pdf' },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/estimate-comparison', headers: { ...body.headers, cookie }, payload: body.payload });
  };

  it('the comparison, a second comparison, a claim and its comparison job read each estimate once', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    const first = await compare(cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().carrier.totals.gross).toBe(pair.carrier.totals.gross);
    expect(counts.extract).toBe(2);

    // The layout is stored with the analysis, by content.
    const { createHash } = await import('node:crypto');
    const layout = await findLayout(t.app.deps.db, createHash('sha256').update(carrierPdf).digest('hex'));
    expect(layout?.pages.length).toBeGreaterThan(0);
    const word = layout?.pages[0]?.lines[0]?.items[0];
    expect(word).toMatchObject({ x: expect.any(Number), y: expect.any(Number), width: expect.any(Number) });

    // Another user sending the same two estimates: answered from the same readings.
    const other = await signInAs(t.app, 'claimant');
    const again = await compare(other.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect({ ...again.json(), comparedAt: null }).toEqual({ ...first.json(), comparedAt: null });
    expect(counts.extract).toBe(2);

    // A claim with both estimates, and its comparison job.
    const res = await postClaim(t.app, cookie, validClaimData(), [
      { filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf', category: 'progressive-estimate' },
      { filename: 'appraiser.pdf', content: otherPdf, contentType: 'application/pdf', category: 'shop-estimate' },
    ]);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { deps } = t.app;
    const claim = await findClaimByReference(deps.db, res.json().referenceNumber);
    const sourceOf = claimEstimateSource({ db: deps.db, blobs: deps.blobs, maxFileBytes: deps.config.multipart.fileBytes, queue: deps.analysis.queue });
    const stored = await computeClaimEstimateComparison(
      { db: deps.db, sourceOf, readEstimate: estimateReaderOf(deps.documentPool), log: t.app.log },
      claim?.id as number,
    );
    expect(stored).toBe(true);
    expect(counts.extract).toBe(2);
  });

  it('a file read as another kind is classified from its stored layout, not read again', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    const before = counts.extract;
    const body = multipartBody([
      { name: 'files', filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf' },
      { name: 'categories', value: 'other-documents' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze-documents', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().analysis.documents[0].analyzed).toBe(true);
    expect(counts.extract).toBe(before);
  });
});
