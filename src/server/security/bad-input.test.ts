import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimBody, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

/** Every registered /api route, from Fastify's own table. */
function apiRoutes(t: TestApp): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/api\/\S*) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url: m[1] });
    }
  }
  return out;
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bad input is a 4xx, never a 500', () => {
  let t: TestApp;
  let admin: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('GET /api/claims?from=2026-13-45 is a 400 that names the date', async () => {
    for (const role of ['admin', 'claimant'] as const) {
      const user = role === 'admin' ? admin : await signInAs(t.app, 'claimant');
      const res = await t.app.inject({ method: 'GET', url: '/api/claims?from=2026-13-45', headers: { cookie: user.cookie } });
      expect(res.statusCode, role).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/date does not exist/) });
    }
    const feb30 = await t.app.inject({ method: 'GET', url: '/api/claims?to=2026-02-30', headers: { cookie: admin.cookie } });
    expect(feb30.statusCode).toBe(400);
    const fine = await t.app.inject({ method: 'GET', url: '/api/claims?from=2024-02-29', headers: { cookie: admin.cookie } });
    expect(fine.statusCode).toBe(200);
  });

  it('a claim whose typeDetails nests 100,000 levels is a 400', async () => {
    const claimant = await signInAs(t.app, 'claimant');
    const claimData = `{"claimType":"appraisal","claimSubType":"appraisal-inspection","typeDetails":{"vehicleAccessible":true,"deep":${nested(100_000)}}}`;
    const boundary = 'x-boundary-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers: { cookie: claimant.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="claimData"\r\n\r\n${claimData}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('typeDetails.deep');
  });

  it('a claim whose analysisResult nests 100,000 levels is a 400', async () => {
    const claimant = await signInAs(t.app, 'claimant');
    const body = claimBody(validClaimData(), [], { analysisResult: '__DEEP__' });
    const payload = Buffer.from(body.payload.toString('latin1').replace('"__DEEP__"', nested(100_000)), 'latin1');
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...body.headers, cookie: claimant.cookie }, payload });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('analysisResult');
  });

  it('sweep: every /api route answers nested, wrong-typed and oversized input with a 4xx in the error shape', async () => {
    const fiveHundreds: string[] = [];
    // A deep value under each key a body of this API carries, so it passes the outer shape.
    const deepUnder = (keys: string[]) => `{${keys.map((k) => `"${k}":${nested(20_000)}`).join(',')}}`;
    const bodies = [
      nested(100_000),
      '[]',
      '"text"',
      '{"id":{"$gt":1},"status":["x"],"role":{"a":[1]},"page":-1}',
      deepUnder(['claimData', 'analysisResult', 'answers', 'data', 'fields', 'typeDetails', 'paragraphs']),
      `{"claimData":{"insuredName":"x"},"analysisResult":${nested(50_000)}}`,
    ];
    const queries = [`?from=2026-13-45&to=x&page=-1&pageSize=1e9&ids=%00,,&q=${'x'.repeat(5000)}`, '?inline=2&fieldType[]=1&token[a]=b'];
    for (const r of apiRoutes(t)) {
      const url = r.url.replace(/:[A-Za-z]+/g, 'zz%E2%80%AE9').replace(/\*/g, 'x');
      const attempts: Array<{ url: string; payload?: string }> =
        r.method === 'GET' || r.method === 'DELETE' ? queries.map((q) => ({ url: url + q })) : bodies.map((payload) => ({ url, payload }));
      for (const a of attempts) {
        const headers = a.payload === undefined ? { cookie: admin.cookie } : { cookie: admin.cookie, 'content-type': 'application/json' };
        const res = await t.app.inject({ method: r.method as 'GET', url: a.url, payload: a.payload, headers });
        if (res.statusCode >= 500) fiveHundreds.push(`${r.method} ${a.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.headers['content-type']?.toString().includes('json') && res.statusCode >= 400) {
          const body = res.json();
          expect(
            Object.keys(body)
              .sort()
              .filter((k) => k !== 'fields'),
            `${r.method} ${r.url}`,
          ).toEqual(['code', 'message']);
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  }, 120_000);
});
