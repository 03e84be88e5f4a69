import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { textPdf } from '../testing/text-pdf.js';

describe('staff add what they receive: files and internal notes (POST /api/claims/{ref}/files and /notes)', () => {
  let t: TestApp;
  let claimant: { cookie: string };
  let ref: string;
  beforeAll(async () => {
    t = await createTestApp();
    claimant = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, claimant.cookie, validClaimData({ claimNumber: 'CLM-70001' }));
    expect(res.statusCode).toBe(201);
    ref = res.json().referenceNumber;
  });
  afterAll(async () => t?.close());

  const read = async (cookie: string) => (await t.app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie } })).json();

  it('adds a file, analysed like any upload, recorded as added by staff; the claimant sees the file, not the history entry', async () => {
    const staff = await signInAs(t.app, 'staff', { username: 'dana.staff' });
    const pdf = await textPdf([
      'State Farm Mutual Automobile Insurance Company',
      'Estimate of Record',
      'Claim Number: CLM-70001',
      'VIN: 1HGCM82633A004352',
      'Total Cost of Repairs: $2,480.00',
    ]);
    const body = multipartBody([{ name: 'files', filename: 'supplement.pdf', content: pdf, contentType: 'application/pdf' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${ref}/files`,
      payload: body.payload,
      headers: { ...body.headers, cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { fileName: string }) => f.fileName)).toContain('supplement.pdf');
    const entry = res.json().statusHistory.at(-1);
    expect(entry).toMatchObject({ status: 'files_added', by: 'dana.staff' });
    expect(entry.note).toBe('Added by staff dana.staff: supplement.pdf');

    // The analysis job fills the claim's facts from all its files, the added one too.
    let view = await read(staff.cookie);
    for (let i = 0; i < 600 && !view.insuranceCompany && !/State Farm/.test(JSON.stringify(view.analysisResult ?? {})); i++) {
      await new Promise((r) => setTimeout(r, 100));
      view = await read(staff.cookie);
    }
    expect(JSON.stringify(view.analysisResult)).toMatch(/State Farm/);
    expect(view.files.find((f: { fileName: string }) => f.fileName === 'supplement.pdf').category).toBe('carrier_estimate');

    const mine = await read(claimant.cookie);
    expect(mine.files.map((f: { fileName: string }) => f.fileName)).toContain('supplement.pdf');
    expect(mine.statusHistory.map((e: { status: string }) => e.status)).toEqual(['submitted']);
  }, 120_000);

  it('adds an internal note on its own, shown to staff only; a claimant gets 404 from both calls', async () => {
    const staff = await signInAs(t.app, 'staff', { username: 'lee.staff' });
    const note = (cookie: string, text: string) => t.app.inject({ method: 'POST', url: `/api/claims/${ref}/notes`, headers: { cookie }, payload: { text } });
    const res = await note(staff.cookie, '  Called the shop: the supplement is coming Friday.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().statusHistory.at(-1)).toMatchObject({
      status: 'internal_note',
      note: 'Called the shop: the supplement is coming Friday.',
      by: 'lee.staff',
    });
    expect(res.json().status).toBe('submitted');
    expect((await note(staff.cookie, '   ')).statusCode).toBe(400);

    expect((await note(claimant.cookie, 'let me in')).statusCode).toBe(404);
    const body = multipartBody([{ name: 'files', filename: 'x.pdf', content: Buffer.from('%PDF-1.4\n%%EOF'), contentType: 'application/pdf' }]);
    const files = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${ref}/files`,
      payload: body.payload,
      headers: { ...body.headers, cookie: claimant.cookie },
    });
    expect(files.statusCode).toBe(404);
    const mine = await read(claimant.cookie);
    expect(JSON.stringify(mine)).not.toContain('supplement is coming');
    expect(mine.statusHistory.every((e: { status: string }) => e.status === 'submitted')).toBe(true);
  });

  it('refuses an empty request with a sentence, and another user’s staged upload as unknown', async () => {
    const staff = await signInAs(t.app, 'staff');
    const empty = multipartBody([{ name: 'categories', value: 'other-documents' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${ref}/files`,
      payload: empty.payload,
      headers: { ...empty.headers, cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least one file/);

    const staged = multipartBody([{ name: 'files', filename: 'mine.pdf', content: await textPdf(['Claimant note']), contentType: 'application/pdf' }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: staged.payload, headers: { ...staged.headers, cookie: claimant.cookie } });
    const foreign = multipartBody([{ name: 'uploadIds', value: up.json().uploads[0].id }]);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${ref}/files`,
      payload: foreign.payload,
      headers: { ...foreign.headers, cookie: staff.cookie },
    });
    expect(taken.statusCode).toBe(404);
  });
});
