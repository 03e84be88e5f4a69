import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';

/** A PDF of about `kb` kilobytes (a comment pads it: the bytes are what counts). */
const pdfOf = (kb: number, tag: string) => Buffer.concat([MINIMAL_PDF, Buffer.from(`\n%${tag}${'x'.repeat(kb * 1024)}\n`)]);

describe('per-account quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_STORED_MB: '1', QUOTA_OPEN_UPLOADS: '1', QUOTA_CLAIMS_PER_DAY: '1' } });
  });
  afterAll(() => t.close());

  const upload = (cookie: string, file: Buffer, name = 'a.pdf') => {
    const body = multipartBody([{ name: 'files', filename: name, content: file, contentType: 'application/pdf' }]);
    return t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie }, payload: body.payload });
  };

  it('refuses the upload that would take an account past its stored bytes with a 413 that says so', async () => {
    const me = await signInAs(t.app, 'claimant');
    expect((await upload(me.cookie, pdfOf(600, 'one'))).statusCode).toBe(201);
    const past = await upload(me.cookie, pdfOf(600, 'two'));
    expect(past.statusCode).toBe(413);
    expect(past.json().message).toMatch(/more than 1 MB of files, the most one account may keep/);
    // Another account is not held to this one's bytes; staff have no quota.
    expect((await upload((await signInAs(t.app, 'claimant')).cookie, pdfOf(600, 'three'))).statusCode).toBe(201);
    const staff = await signInAs(t.app, 'staff');
    expect((await upload(staff.cookie, pdfOf(600, 'four'))).statusCode).toBe(201);
    expect((await upload(staff.cookie, pdfOf(600, 'five'))).statusCode).toBe(201);
  });

  it('refuses a second upload while the first is still arriving with a 429, then takes it', async () => {
    const me = await signInAs(t.app, 'claimant');
    const body = multipartBody([{ name: 'files', filename: 'slow.pdf', content: pdfOf(8, 'slow'), contentType: 'application/pdf' }]);
    const slow = new PassThrough();
    slow.write(body.payload.subarray(0, 200));
    const first = t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie: me.cookie }, payload: slow });
    await new Promise((r) => setTimeout(r, 300));
    const second = await upload(me.cookie, pdfOf(8, 'quick'));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/uploads in progress, the most one account may send at once/);
    slow.end(body.payload.subarray(200));
    expect((await first).statusCode).toBe(201);
    expect((await upload(me.cookie, pdfOf(8, 'later'))).statusCode).toBe(201);
  });

  it('refuses the claim past the day quota with a 429', async () => {
    const me = await signInAs(t.app, 'claimant');
    expect((await postClaim(t.app, me.cookie, validClaimData())).statusCode).toBe(201);
    const next = await postClaim(t.app, me.cookie, validClaimData());
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/submitted 1 claims in the last 24 hours/);
    const me2 = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } });
    expect(me2.statusCode).toBe(200);
  });
});

describe('the stored-bytes quota with requests sent at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_STORED_MB: '1', QUOTA_OPEN_UPLOADS: '4' } });
  });
  afterAll(() => t.close());

  it('passes the first requests within the quota and refuses only the excess, even when their bytes arrive interleaved', async () => {
    const me = await signInAs(t.app, 'claimant');
    // Three files of 450 KB against 1 MB: two fit. Each sends two thirds of its body, then the rest:
    // counted only as they arrived, all three would be past the quota together and all refused.
    const bodies = ['one', 'two', 'three'].map((tag) =>
      multipartBody([{ name: 'files', filename: `${tag}.pdf`, content: pdfOf(450, tag), contentType: 'application/pdf' }]),
    );
    const streams = bodies.map(() => new PassThrough());
    const answers = bodies.map((body, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, 'content-length': String(body.payload.length), cookie: me.cookie },
        payload: streams[i],
      }),
    );
    const cut = (body: { payload: Buffer }) => Math.floor((body.payload.length * 2) / 3);
    for (const [i, body] of bodies.entries()) streams[i]?.write(body.payload.subarray(0, cut(body)));
    await new Promise((r) => setTimeout(r, 300));
    for (const [i, body] of bodies.entries()) streams[i]?.end(body.payload.subarray(cut(body)));
    const done = await Promise.all(answers);
    expect(done.map((a) => a.statusCode).sort()).toEqual([201, 201, 413]);
    expect(done.find((a) => a.statusCode === 413)?.json().message).toMatch(/more than 1 MB of files, the most one account may keep/);
    // The reservations are given back: what is stored now decides.
    const small = multipartBody([{ name: 'files', filename: 'small.pdf', content: pdfOf(50, 'small'), contentType: 'application/pdf' }]);
    const next = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...small.headers, cookie: me.cookie }, payload: small.payload });
    expect(next.statusCode, next.body).toBe(201);
  });
});
