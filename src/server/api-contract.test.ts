import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimFileViewSchema, ClaimSummarySchema, ClaimViewSchema, StatusEventViewSchema } from '../shared/contracts/claims.js';
import { API_ERROR_CODES, ApiErrorSchema, errorResponses } from '../shared/contracts/errors.js';
import { MINIMAL_PDF, postClaim, validClaimData } from './testing/claims-test-kit.js';
import { createTestApp, signInAs, type TestApp } from './testing/test-app.js';

/** Every method + path of Fastify's own route table, read from printRoutes' tree. */
function routeTable(printed: string): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push({ method, path: stack.join('') });
  }
  return out;
}

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape).sort();

describe('the API contract', () => {
  let t: TestApp;
  let staff: { cookie: string };
  let claimant: { cookie: string };
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInAs(t.app, 'staff');
    claimant = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, claimant.cookie, validClaimData(), [
      { filename: 'carrier estimate.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' },
    ]);
    expect(res.statusCode).toBe(201);
    reference = res.json().referenceNumber;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('documents every /api route of the route table with a 2xx response schema and the error schema', async () => {
    // The description lists the staff and admin calls too: staff only (a claimant gets 403).
    expect((await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: claimant.cookie } })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => (r.path.startsWith('/api/') || r.path === '/healthz') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    // The table really was read: it holds the calls DESIGN.md lists, well over the 13 that had schemas.
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/claims/:referenceNumber/files/:fileId' });
    const undocumented: string[] = [];
    for (const r of routes) {
      const op = doc.paths[r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const described = success.some(
        ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema && Object.keys(c.schema as object).length > 0),
      );
      const errors = r.path === '/healthz' || Boolean(op?.responses['4XX']?.content?.['application/json']);
      if (!described || !errors) undocumented.push(`${r.method} ${r.path}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('describes multipart bodies and the content type of downloads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: staff.cookie } })).json();
    expect(Object.keys(doc.paths['/api/claims'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/claims'].post.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty('claimData');
    expect(Object.keys(doc.paths['/api/admin/generate-assignment-form-pdf'].post.responses['200'].content)).toEqual(['application/pdf']);
    expect(doc.paths['/api/admin/generate-assignment-form-pdf'].post.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(doc.paths['/api/claims/{referenceNumber}'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('statusHistory');
  });

  it("answers a claimant's claim read with exactly the contract's keys, without the documents' text", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${reference}`, headers: { cookie: claimant.cookie } });
    expect(res.statusCode).toBe(200);
    const claim = res.json();
    // No documents' text, and no row ids or user ids: a claimant knows a claim by its reference.
    expect(Object.keys(claim).sort()).toEqual(keysOf(ClaimViewSchema).filter((k) => !['extractedText', 'id', 'submittedBy'].includes(k)));
    expect(Object.keys(claim.files[0]).sort()).toEqual(keysOf(ClaimFileViewSchema));
    expect(Object.keys(claim.statusHistory[0]).sort()).toEqual(keysOf(StatusEventViewSchema));
  });

  it("answers staff's claim read with exactly the contract's keys, the documents' text included", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${reference}`, headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(200);
    const claim = res.json();
    expect(Object.keys(claim).sort()).toEqual(keysOf(ClaimViewSchema));
    expect(claim.extractedText).toContain('=== carrier estimate.pdf');
    expect(Object.keys(claim.files[0]).sort()).toEqual(keysOf(ClaimFileViewSchema));
    const list = await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie: staff.cookie } });
    expect(Object.keys(list.json().claims[0]).sort()).toEqual(keysOf(ClaimSummarySchema));
  });

  it('answers errors as { code, message } with a stable lower-case code', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/claims/FR-NOPE-0000', headers: { cookie: claimant.cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: expect.stringContaining('could not be found') });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/claims' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: claimant.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${reference}/status`,
      headers: { cookie: staff.cookie },
      payload: { status: 'lost' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'validation',
      message: 'Status must be submitted, processing, approved or rejected',
      fields: [{ field: 'status', message: 'Status must be submitted, processing, approved or rejected' }],
    });
    for (const body of [missing.json(), anonymous.json(), forbidden.json(), invalid.json()]) {
      expect(ApiErrorSchema.safeParse(body).success).toBe(true);
      expect(API_ERROR_CODES).toContain(body.code);
    }
  });
});

describe('response serialisation', () => {
  it('strips keys the schema does not name, in answers and in errors', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const summary = {
      id: 1,
      referenceNumber: 'FR-1',
      claimType: 'auto',
      claimSubType: null,
      status: 'submitted',
      insuredName: 'A B',
      claimNumber: null,
      vehicleVin: null,
      vehicleYear: null,
      vehicleMake: null,
      vehicleModel: null,
      filedForName: null,
      fileCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    app.get('/leaky', { schema: { response: { 200: ClaimSummarySchema, ...errorResponses } } }, async () => ({
      ...summary,
      extractedText: 'policy 12345 and the whole document',
      idempotencyKey: 'secret',
    }));
    app.get('/leaky-error', { schema: { response: { 200: ClaimSummarySchema, ...errorResponses } } }, async (_req, reply) =>
      reply.status(409).send({ code: 'conflict', message: 'Taken', stack: 'at secret.ts:1' }),
    );
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(summary);
    const err = await app.inject({ method: 'GET', url: '/leaky-error' });
    expect(err.statusCode).toBe(409);
    expect(err.json()).toEqual({ code: 'conflict', message: 'Taken' });
    await app.close();
  });
});
