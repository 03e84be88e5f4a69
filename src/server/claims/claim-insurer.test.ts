import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { textPdf } from '../testing/text-pdf.js';

/** An estimate a State Farm appraiser wrote, with no word of the configured carrier (Progressive). */
const stateFarmEstimate = () =>
  textPdf([
    'State Farm Mutual Automobile Insurance Company',
    'Estimate of Record',
    'Written by: Dana Reyes, State Farm Claim Associate',
    'Claim Number: 51-7Q44-812',
    'Insured: Jordan Avery',
    'Vehicle: 2003 HONDA Accord',
    'VIN: 1HGCM82633A004352',
    'Total Cost of Repairs: $3,204.18',
  ]);

describe("a claim's insurer is the one its documents name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('a State Farm estimate makes a State Farm claim, and its upload names State Farm', async () => {
    const me = await signInAs(t.app, 'claimant');
    const pdf = await stateFarmEstimate();
    const staged = multipartBody([{ name: 'files', filename: 'estimate.pdf', content: pdf, contentType: 'application/pdf' }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: staged.payload, headers: { ...staged.headers, cookie: me.cookie } });
    expect(up.statusCode).toBe(201);
    const id = up.json().uploads[0].id as string;
    let view: { status: string; analysis: { fields: Record<string, { value?: string }> } | null } | undefined;
    for (let i = 0; i < 600 && view?.status !== 'done'; i++) {
      view = (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}`, headers: { cookie: me.cookie } })).json();
      if (view?.status !== 'done') await new Promise((r) => setTimeout(r, 100));
    }
    expect(view?.analysis?.fields.insuranceCompany?.value).toMatch(/^State Farm/);

    const res = await postClaim(t.app, me.cookie, { ...validClaimData(), uploadIds: [id] });
    expect(res.statusCode).toBe(201);
    expect(res.json().claim.insuranceCompany).toMatch(/^State Farm/);
  }, 120_000);

  it('a claim whose documents name no carrier stores none (the screens then show the configured one)', async () => {
    const me = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, me.cookie, validClaimData());
    expect(res.statusCode).toBe(201);
    expect(res.json().claim.insuranceCompany).toBeNull();
  });
});
