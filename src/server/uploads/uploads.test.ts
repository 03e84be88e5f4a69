import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listBlobKeys, MINIMAL_PDF, postClaim, TINY_PNG, validClaimData } from '../testing/claims-test-kit.js';
import { analyses, claimFiles, claims, uploads } from '../db/schema.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { STAGED_TTL_MS, sweepExpiredUploads } from './uploads.service.js';

const PDF_B = Buffer.concat([MINIMAL_PDF, Buffer.from('% another file')]);
const file = (filename: string, content: Buffer) => ({ name: 'files', filename, content, contentType: 'application/octet-stream' });

describe('staged uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function upload(cookie: string, parts: Array<ReturnType<typeof file>>) {
    const { payload, headers } = multipartBody(parts);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(201);
    return res.json().uploads as Array<{ id: string; filename: string; size: number; sha256: string; status: string }>;
  }

  async function untilDone(cookie: string, ids: string[]) {
    for (let i = 0; i < 600; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/uploads?ids=${ids.join(',')}`, headers: { cookie } });
      const list = res.json().uploads as Array<{ id: string; status: string; category: string | null; confidence: number | null; analysis: unknown }>;
      if (list.every((u) => u.status === 'done' || u.status === 'failed')) return list;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('uploads never finished');
  }

  const analysisCount = async (sha: string) => (await t.app.deps.db.select({ n: count() }).from(analyses).where(eq(analyses.sha256, sha)))[0].n;

  it('answers at once with unguessable ids, then reports the analysis; the claim is submitted by ids', async () => {
    const me = await signInAs(t.app, 'claimant');
    const staged = await upload(me.cookie, [file('estimate.pdf', PDF_B), file('car.png', TINY_PNG)]);
    expect(staged.map((u) => u.filename)).toEqual(['estimate.pdf', 'car.png']);
    expect(staged.every((u) => /^[A-Za-z0-9_-]{22,}$/.test(u.id))).toBe(true);
    expect(staged[1].size).toBe(TINY_PNG.length);
    const done = await untilDone(
      me.cookie,
      staged.map((u) => u.id),
    );
    expect(done.map((u) => u.status)).toEqual(['done', 'done']);
    expect(done[1]).toMatchObject({ category: 'photo' });
    expect(done[1].analysis).toMatchObject({ kind: 'photo', analyzed: true });

    const data = { ...validClaimData(), uploadIds: [staged[0].id] };
    const blobsBefore = (await listBlobKeys(t.app)).length;
    const { payload, headers } = multipartBody([
      { name: 'claimData', value: JSON.stringify(data) },
      { name: 'uploadIds', value: staged[1].id },
      { name: 'categories', value: 'photos' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', payload, headers: { ...headers, cookie: me.cookie } });
    expect(res.statusCode).toBe(201);
    // Repeated fields first, then claimData's list; no bytes were sent twice.
    expect(res.json().claim.files.map((f: { fileName?: string; name?: string }) => f.fileName ?? f.name)).toEqual(['car.png', 'estimate.pdf']);
    expect((await listBlobKeys(t.app)).length).toBe(blobsBefore);
    const [claim] = await t.app.deps.db.select().from(claims).where(eq(claims.referenceNumber, res.json().referenceNumber));
    const rows = await t.app.deps.db.select().from(uploads).where(eq(uploads.claimId, claim.id));
    expect(rows.map((r) => r.expiresAt)).toEqual([null, null]);

    // Taken by a claim: not deletable, not submittable again.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${staged[0].id}`, headers: { cookie: me.cookie } });
    expect(del.statusCode).toBe(409);
    const again = await postClaim(t.app, me.cookie, { ...validClaimData(), uploadIds: [staged[0].id] });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it("answers 404 for another user's upload: read, list, delete and submit", async () => {
    const owner = await signInAs(t.app, 'claimant');
    const other = await signInAs(t.app, 'claimant');
    const [u] = await upload(owner.cookie, [file('car.png', TINY_PNG)]);
    const read = await t.app.inject({ method: 'GET', url: `/api/uploads/${u.id}`, headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/uploads?ids=${u.id}`, headers: { cookie: other.cookie } });
    expect(list.json().uploads).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${u.id}`, headers: { cookie: other.cookie } });
    expect(del.statusCode).toBe(404);
    const claimsBefore = (await t.app.deps.db.select({ n: count() }).from(claims))[0].n;
    const res = await postClaim(t.app, other.cookie, { ...validClaimData(), uploadIds: [u.id] });
    expect(res.statusCode).toBe(404);
    expect((await t.app.deps.db.select({ n: count() }).from(claims))[0].n).toBe(claimsBefore);
    const mine = await t.app.inject({ method: 'GET', url: `/api/uploads/${u.id}`, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: u.id, filename: 'car.png', size: TINY_PNG.length });
  });

  it('analyses the same bytes once: twice in one request, in two parallel requests, and from another user', async () => {
    const pool = t.app.deps.analysis.pool;
    if (!pool) throw new Error('the test app analyses in-process');
    const spy = vi.spyOn(pool, 'analyze');
    const bytes = Buffer.concat([MINIMAL_PDF, Buffer.from(`% unique ${Date.now()}`)]);
    const a = await signInAs(t.app, 'claimant');
    const b = await signInAs(t.app, 'claimant');
    const [first, second] = await Promise.all([
      upload(a.cookie, [file('one.pdf', bytes), file('one-again.pdf', bytes)]),
      upload(b.cookie, [file('theirs.pdf', bytes)]),
    ]);
    await untilDone(
      a.cookie,
      first.map((u) => u.id),
    );
    await untilDone(
      b.cookie,
      second.map((u) => u.id),
    );
    const later = await upload(a.cookie, [file('later.pdf', bytes)]);
    expect(later[0].status).toBe('done');
    expect(await analysisCount(first[0].sha256)).toBe(1);
    expect(spy.mock.calls.filter(([req]) => req.bytes.equals(bytes))).toHaveLength(1);
    spy.mockRestore();
  }, 120_000);

  it("does not tell a user that someone else uploaded the same bytes: only the sender's own earlier bytes come back done at once", async () => {
    const bytes = Buffer.concat([MINIMAL_PDF, Buffer.from(`% oracle ${Date.now()}`)]);
    const owner = await signInAs(t.app, 'claimant');
    const prober = await signInAs(t.app, 'claimant');
    const [mine] = await upload(owner.cookie, [file('mine.pdf', bytes)]);
    await untilDone(owner.cookie, [mine.id]);
    // The analysis exists; another user's copy is still answered like any new file, and takes as
    // long to come back done as the analysis took (not the moment a stored answer is copied).
    // (The analysis is said to have taken 1.5 s: a file this small is analysed faster than a poll shows.)
    await t.app.deps.db.update(analyses).set({ ms: 1500 }).where(eq(analyses.sha256, mine.sha256));
    const probing = Date.now();
    const [probe] = await upload(prober.cookie, [file('guess.pdf', bytes)]);
    expect(probe.status).toBe('queued');
    expect((await untilDone(prober.cookie, [probe.id]))[0].status).toBe('done');
    expect(Date.now() - probing).toBeGreaterThanOrEqual(1500);
    // The sender's own bytes again: at once.
    const [again] = await upload(owner.cookie, [file('mine-again.pdf', bytes)]);
    expect(again.status).toBe('done');
    expect(await analysisCount(mine.sha256)).toBe(1);
  }, 120_000);

  it('answers analyze-documents from the records upload-multiple made (no second analysis)', async () => {
    const me = await signInAs(t.app, 'claimant');
    const packet = [file('est.pdf', Buffer.concat([MINIMAL_PDF, Buffer.from(`% packet ${Date.now()}`)])), file('car.png', TINY_PNG)];
    const sorted = multipartBody(packet);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/upload-multiple',
      payload: sorted.payload,
      headers: { ...sorted.headers, cookie: me.cookie },
    });
    expect(first.statusCode).toBe(200);
    const analysesBefore = (await t.app.deps.db.select({ n: count() }).from(analyses))[0].n;
    const uploadsBefore = (await t.app.deps.db.select({ n: count() }).from(uploads))[0].n;
    const body = multipartBody(packet);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: me.cookie },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().analysis.documents.map((d: { category: string }) => d.category)).toEqual(
      first.json().files.map((f: { category: string }) => f.category),
    );
    expect((await t.app.deps.db.select({ n: count() }).from(analyses))[0].n).toBe(analysesBefore);
    expect((await t.app.deps.db.select({ n: count() }).from(uploads))[0].n).toBe(uploadsBefore);
  }, 120_000);

  it("analyze-documents answers staged uploads by id, and refuses another user's", async () => {
    const me = await signInAs(t.app, 'claimant');
    const other = await signInAs(t.app, 'claimant');
    const staged = await upload(me.cookie, [file('car.png', TINY_PNG), file('est.pdf', PDF_B)]);
    const asks = (cookie: string) => {
      const body = multipartBody([
        ...staged.map((u) => ({ name: 'uploadIds', value: u.id })),
        { name: 'categories', value: 'photos' },
        { name: 'categories', value: 'other-documents' },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/analyze-documents', payload: body.payload, headers: { ...body.headers, cookie } });
    };
    const res = await asks(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().analysis.documents.map((d: { filename: string; category: string }) => [d.filename, d.category])).toEqual([
      ['car.png', 'photos'],
      ['est.pdf', 'other-documents'],
    ]);
    expect((await asks(other.cookie)).statusCode).toBe(404);
  }, 120_000);

  it('sweeps a staged upload after a day with its blob, and keeps the ones a claim took', async () => {
    const me = await signInAs(t.app, 'claimant');
    const [stale] = await upload(me.cookie, [file('stale.png', Buffer.concat([TINY_PNG, Buffer.from('stale')]))]);
    const [kept] = await upload(me.cookie, [file('kept.png', TINY_PNG)]);
    await untilDone(me.cookie, [stale.id, kept.id]);
    const res = await postClaim(t.app, me.cookie, { ...validClaimData(), uploadIds: [kept.id] });
    expect(res.statusCode).toBe(201);
    const [staleRow] = await t.app.deps.db.select().from(uploads).where(eq(uploads.id, stale.id));
    expect(await t.app.deps.blobs.exists(staleRow.blobKey)).toBe(true);
    expect(await sweepExpiredUploads(t.app.deps.db, t.app.deps.blobs, new Date(Date.now() + STAGED_TTL_MS - 60_000))).toBe(0);
    expect(await sweepExpiredUploads(t.app.deps.db, t.app.deps.blobs, new Date(Date.now() + STAGED_TTL_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.blobs.exists(staleRow.blobKey)).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: `/api/uploads/${stale.id}`, headers: { cookie: me.cookie } });
    expect(gone.statusCode).toBe(404);
    const [file0] = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.fileName, 'kept.png'));
    expect(await t.app.deps.blobs.exists(file0.blobKey)).toBe(true);
  }, 120_000);

  it('deletes a staged upload with its blob', async () => {
    const me = await signInAs(t.app, 'claimant');
    const [u] = await upload(me.cookie, [file('x.png', TINY_PNG)]);
    const [row] = await t.app.deps.db.select().from(uploads).where(eq(uploads.id, u.id));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/uploads/${u.id}`, headers: { cookie: me.cookie } });
    expect(del.statusCode).toBe(204);
    expect(await t.app.deps.blobs.exists(row.blobKey)).toBe(false);
  });
});
