import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from './testing/test-app.js';

describe('app basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz with database and storage checked: up or down to anyone, which ones to staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const claimant = await signInAs(t.app, 'claimant');
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { cookie: claimant.cookie } })).json()).toEqual({ status: 'ok' });
    const staff = await signInAs(t.app, 'staff');
    const detailed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { cookie: staff.cookie } });
    expect(detailed.json()).toMatchObject({ status: 'ok', storage: 'ok (local)' });
    expect(detailed.json().database).toMatch(/^ok \((pglite|postgres)\)$/);
    expect(detailed.headers['cache-control']).toBe('no-store');
  });

  it('marks every signed-in /api answer, and the one that signs in, Cache-Control: no-store', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    for (const url of ['/api/auth/me', '/api/claims', '/api/content', '/api/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(anonymous.headers['cache-control']).not.toMatch(/no-store/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/no-such-call');
  });

  it('sends a Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses cross-site state changes even with a valid session', async () => {
    const { cookie } = await signInAs(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(403);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res2.statusCode).toBe(403);
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a staff session, then describes every API call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const claimant = await signInAs(t.app, 'claimant');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: claimant.cookie } })).statusCode).toBe(403);
    const { cookie } = await signInAs(t.app, 'staff');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.paths['/api/docs'].get).toBeDefined();
    // Every API route of the app (Fastify's own table) is in the document, and nothing else is.
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const served = routeTable(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.split(' ')[1].startsWith('/api') || r.endsWith(' /healthz'))
      .sort();
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);
  });
});

/**
 * "METHOD /path/{param}" for every route in Fastify's printed route tree (HEAD left out: Fastify
 * adds it to every GET). Each line's segment is appended to its parent's path as printed.
 */
function routeTable(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) {
      out.push(`${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return out;
}
