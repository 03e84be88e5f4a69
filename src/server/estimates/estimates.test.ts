import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFFERENCE_CATEGORIES, type EstimateComparison } from '../../shared/estimate-comparison.js';
import { buildFixturePair } from '../../../tests/fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../../../tests/fixtures/estimates/render-estimate.js';
import { postClaim, TINY_PNG, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { findClaimByReference } from '../claims/claims.queries.js';
import { computeClaimEstimateComparison } from './claim-comparison.js';
import { estimateReaderOf } from '../analysis/estimate-reader.js';
import { claimEstimateSource } from '../analysis/estimate-sources.js';

import { HAS_REAL_DOCS, NO_REAL_DOCS, realDoc } from '../../../tests/fixtures/paths.js';

const BMS = realDoc('bms', 'mitchell-bms-redacted-sample1.xml');
const cents = (n: number) => Math.round(n * 100);

describe('estimate comparison calls', () => {
  let t: TestApp;
  let carrierPdf: Buffer;
  let otherPdf: Buffer;
  const pair = buildFixturePair(8080, 'ccc', 'appraiser', ['price', 'hours', 'repairVsReplace', 'onlyOne', 'rate', 'split']);

  beforeAll(async () => {
    t = await createTestApp();
    carrierPdf = await renderEstimatePdf(pair.carrier);
    otherPdf = await renderEstimatePdf(pair.other);
  });
  afterAll(async () => t?.close());

  const post = (cookie: string | undefined, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/estimate-comparison',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };

  it('compares two PDF estimates line by line with a cent-exact split', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    const res = await post(cookie, [
      { name: 'carrier', filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf' },
      { name: 'other', filename: 'appraiser.pdf', content: otherPdf, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as EstimateComparison;
    expect(c.carrier.lines).toHaveLength(pair.carrier.lines.length);
    expect(c.other.lines).toHaveLength(pair.other.lines.length);
    expect(c.carrier.totals.gross).toBe(pair.carrier.totals.gross);
    expect(c.other.totals.gross).toBe(pair.other.totals.gross);
    expect(c.totalsDifference.total).toBe(Math.round((pair.other.totals.gross - pair.carrier.totals.gross) * 100) / 100);
    const sum = DIFFERENCE_CATEGORIES.reduce((s, k) => s + cents(c.totalsDifference.byCategory[k]), 0);
    expect(sum).toBe(cents(c.totalsDifference.total));
    expect(c.onlyOther.map((n) => c.other.lines.find((l) => l.lineNumber === n)?.description)).toContain('Pre-repair diagnostic scan');
    expect(c.onlyCarrier).toHaveLength(1);
    expect(c.matches.some((m) => m.differences.some((d) => d.field === 'operation'))).toBe(true);
    expect(c.matches.some((m) => m.differences.some((d) => d.field === 'price'))).toBe(true);
    expect(c.matches.some((m) => m.differences.some((d) => d.field === 'laborHours'))).toBe(true);
    expect(c.totalsDifference.byCategory.bodyLaborRate).toBeGreaterThan(0);
    // Line fields are numbers, not strings.
    expect(typeof c.carrier.lines[0].lineNumber).toBe('number');
  });

  it.skipIf(!HAS_REAL_DOCS)(`compares a BMS file with a PDF${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`, async () => {
    const { cookie } = await signInAs(t.app, 'staff');
    const res = await post(cookie, [
      { name: 'carrier', filename: 'estimate.xml', content: fs.readFileSync(BMS), contentType: 'application/xml' },
      { name: 'other', filename: 'shop.pdf', content: otherPdf, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrier.totals.gross).toBe(1125.63);
    expect(res.json().carrier.source.layout).toBe('bms');
  });

  it('refuses missing files, unreadable files and strangers', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    const missing = await post(cookie, [{ name: 'carrier', filename: 'c.pdf', content: carrierPdf }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ field: 'other', message: "The shop's or other appraiser's estimate is required." }]);
    const junk = await post(cookie, [
      { name: 'carrier', filename: 'c.pdf', content: carrierPdf },
      { name: 'other', filename: 'x.exe', content: Buffer.from('MZ this is not a document at all') },
    ]);
    expect(junk.statusCode).toBe(415);
    expect(junk.json().message).toMatch(/other estimate/);
    const photo = await post(cookie, [
      { name: 'carrier', filename: 'c.pdf', content: carrierPdf },
      { name: 'other', filename: 'car.png', content: TINY_PNG },
    ]);
    expect(photo.statusCode).toBe(422);
    const anonymous = await post(undefined, [
      { name: 'carrier', filename: 'c.pdf', content: carrierPdf },
      { name: 'other', filename: 'o.pdf', content: otherPdf },
    ]);
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the comparison with a submitted claim and serves it to the submitter and staff only', async () => {
    const owner = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, owner.cookie, validClaimData(), [
      { filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf', category: 'progressive-estimate' },
      { filename: 'appraiser.pdf', content: otherPdf, contentType: 'application/pdf', category: 'shop-estimate' },
    ]);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const ref = res.json().referenceNumber as string;
    // Claimants see references, not row ids: the claim's id is looked up by its reference.
    const claimId = (await findClaimByReference(t.app.deps.db, ref))?.id as number;
    // The claims service starts the comparison after commit; run it again to be sure it is stored.
    const { deps } = t.app;
    const sourceOf = claimEstimateSource({ db: deps.db, blobs: deps.blobs, maxFileBytes: deps.config.multipart.fileBytes, queue: deps.analysis.queue });
    await computeClaimEstimateComparison({ db: deps.db, sourceOf, readEstimate: estimateReaderOf(deps.documentPool), log: t.app.log }, claimId);
    const get = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/claims/${ref}/estimate-comparison`, headers: { cookie } });
    const mine = await get(owner.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().referenceNumber).toBe(ref);
    expect(mine.json().comparison.totalsDifference.total).toBe(Math.round((pair.other.totals.gross - pair.carrier.totals.gross) * 100) / 100);
    expect((await get((await signInAs(t.app, 'staff')).cookie)).statusCode).toBe(200);
    expect((await get((await signInAs(t.app, 'admin')).cookie)).statusCode).toBe(200);
    const stranger = await get((await signInAs(t.app, 'claimant')).cookie);
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/claims/NOPE-1/estimate-comparison', headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  it('answers comparison null for a claim with only one estimate', async () => {
    const owner = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, owner.cookie, validClaimData(), [
      { filename: 'carrier.pdf', content: carrierPdf, contentType: 'application/pdf', category: 'progressive-estimate' },
    ]);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const got = await t.app.inject({ method: 'GET', url: `/api/claims/${res.json().referenceNumber}/estimate-comparison`, headers: { cookie: owner.cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.json().comparison).toBeNull();
  });
});
