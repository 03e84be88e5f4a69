import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quotaReservations } from '../db/schema.js';
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

describe('the stored-bytes quota for a body of no declared length', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_STORED_MB: '1', QUOTA_OPEN_UPLOADS: '4' } });
  });
  afterAll(() => t.close());

  it('reserves as the bytes arrive and refuses with the 413 once past the quota, then gives the reservation back', async () => {
    const me = await signInAs(t.app, 'claimant');
    const send = (kb: number, tag: string) => {
      const body = multipartBody([{ name: 'files', filename: `${tag}.pdf`, content: pdfOf(kb, tag), contentType: 'application/pdf' }]);
      const stream = new PassThrough();
      // A stream payload goes without a Content-Length: nothing is reserved before the bytes come.
      const answer = t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie: me.cookie }, payload: stream });
      stream.end(body.payload);
      return answer;
    };
    const past = await send(1200, 'past');
    expect(past.statusCode).toBe(413);
    expect(past.json().message).toMatch(/more than 1 MB of files, the most one account may keep/);
    // Given back once the answer is sent (the response hook deletes the row).
    await vi.waitFor(async () => expect(await t.app.deps.db.select().from(quotaReservations).where(eq(quotaReservations.userId, me.userId))).toEqual([]));
    expect((await send(900, 'within')).statusCode).toBe(201);
  });
});

describe('the stored-bytes quota across two servers on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two apps on one database stand for two web processes: each has its own memory, only the database is shared.
    a = await createTestApp({ env: { QUOTA_STORED_MB: '1', QUOTA_OPEN_UPLOADS: '4' } });
    b = await createTestApp({ env: { QUOTA_STORED_MB: '1', QUOTA_OPEN_UPLOADS: '4' }, database: a.app.deps.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const sendAtOnce = async (cookie: string, kb: number) => {
    const bodies = ['left', 'right'].map((tag) =>
      multipartBody([{ name: 'files', filename: `${tag}.pdf`, content: pdfOf(kb, tag), contentType: 'application/pdf' }]),
    );
    const streams = bodies.map(() => new PassThrough());
    const answers = [a, b].map((t, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...bodies[i]?.headers, 'content-length': String(bodies[i]?.payload.length), cookie },
        payload: streams[i],
      }),
    );
    // Both have reserved (or been refused) before either body is complete, so neither file is stored yet.
    for (const [i, body] of bodies.entries()) streams[i]?.write(body.payload.subarray(0, 1000));
    await new Promise((r) => setTimeout(r, 300));
    for (const [i, body] of bodies.entries()) streams[i]?.end(body.payload.subarray(1000));
    return Promise.all(answers);
  };

  it('refuses one of two 450 KB uploads sent at once through the two servers against a quota that holds one', async () => {
    // The account already stores a little over 420 KB of its 1 MB: about 600 KB are left, room for one 450 KB file.
    const me = await signInAs(a.app, 'claimant');
    const first = multipartBody([{ name: 'files', filename: 'kept.pdf', content: pdfOf(420, 'kept'), contentType: 'application/pdf' }]);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...first.headers, cookie: me.cookie }, payload: first.payload })).statusCode,
    ).toBe(201);
    const done = await sendAtOnce(me.cookie, 450);
    expect(done.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    expect(done.find((r) => r.statusCode === 413)?.json().message).toMatch(/more than 1 MB of files, the most one account may keep/);
  });

  it('counts a reservation until it expires, then ignores and prunes it (a process that died)', async () => {
    const me = await signInAs(a.app, 'claimant');
    const db = a.app.deps.db;
    const small = () => multipartBody([{ name: 'files', filename: 'small.pdf', content: pdfOf(20, 'small'), contentType: 'application/pdf' }]);
    const send = (t: TestApp) => {
      const body = small();
      return t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie: me.cookie }, payload: body.payload });
    };
    const whole = 1024 * 1024;
    await db.insert(quotaReservations).values({ id: 'live', userId: me.userId, bytes: whole, expiresAt: sql`now() + interval '1 minute'` });
    const held = await send(b);
    expect(held.statusCode).toBe(413);
    expect(held.json().message).toMatch(/more than 1 MB of files/);
    await db.update(quotaReservations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(quotaReservations.id, 'live'));
    expect((await send(b)).statusCode).toBe(201);
    // Pruned, and the request's own row given back when it was answered.
    await vi.waitFor(async () => expect(await db.select().from(quotaReservations).where(eq(quotaReservations.userId, me.userId))).toEqual([]));
  });
});
