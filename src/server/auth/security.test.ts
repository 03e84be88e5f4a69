import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { createUser } from './users.queries.js';

// GET /api/content: the firm's public content (the sign-in page shows the firm's name).
/** Open without a session: signing in and up, the password and e-mail links, the public content, and the first-run setup (404 once any user exists). */
const PUBLIC_API = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/reset-request',
  'POST /api/auth/reset',
  'POST /api/auth/verify-email',
  'GET /api/auth/token-status',
  'GET /api/content',
  'GET /api/setup',
  'POST /api/setup',
]);

/** Every registered route, from Fastify's own table. */
function listRoutes(t: TestApp): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/\S*) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url: m[1] });
    }
  }
  return out;
}

describe('security that must hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a session on every /api route except sign-in, sign-up, the links, the content and the first-run setup', async () => {
    const api = listRoutes(t).filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThanOrEqual(PUBLIC_API.size + 8);
    const open: string[] = [];
    for (const r of api) {
      const key = `${r.method} ${r.url}`;
      const url = r.url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
      const res = await t.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
      if (PUBLIC_API.has(key)) expect(res.statusCode, key).not.toBe(401);
      else if (res.statusCode !== 401) open.push(`${key} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses state-changing calls from another origin, signed in or not', async () => {
    const admin = await signInAs(t.app, 'admin');
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/auth/reset', '/api/admin/approve-user']) {
      const evil = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { cookie: admin.cookie, origin: 'https://evil.example', host: 'localhost' },
      });
      expect(evil.statusCode, url).toBe(403);
      expect(evil.json().message).toBe('Cross-site requests are not allowed.');
      const site = await t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' } });
      expect(site.statusCode, url).toBe(403);
    }
    // The same call from the page's own origin goes through to validation.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y' },
      headers: { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(401);
  });
});

describe('passwords, tokens and session ids stay out of logs and answers', () => {
  const logged: string[] = [];
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ logLines: logged });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  it('a full account life cycle leaks none of them', async () => {
    const adminPassword = 'Admin-passphrase-for-tests-77';
    const userPassword = 'Orchard-velvet-93-midnight';
    await createUser(app.deps.db, { username: 'root1', password: adminPassword, role: 'admin' });
    const answers: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
      answers.push(res.body);
      return res;
    };
    const adminLogin = await call('POST', '/api/auth/login', { username: 'root1', password: adminPassword });
    const adminCookie = String(adminLogin.headers['set-cookie']).split(';')[0];
    const adminSid = adminCookie.split('=')[1];
    await call('POST', '/api/auth/signup', { fullName: 'Pat Kim', lastName: 'Kim', company: 'Co', email: 'pat@example.com', phoneNumber: '5551234567' });
    const pending = (await call('GET', '/api/admin/pending-users', undefined, adminCookie)).json();
    const approve = await app.inject({
      method: 'POST',
      url: '/api/admin/approve-user',
      payload: { userId: pending[0].id, adminUsername: 'root1' },
      headers: { cookie: adminCookie },
    });
    // The approval answer is the one place a token may appear: the admin hands the link on.
    const link = approve.json().setPasswordLink as string;
    const token = new URL(link).searchParams.get('token')!;
    // Opening the link loads the SPA page; its URL is logged with the token masked.
    await app.inject({ method: 'GET', url: `/reset?token=${token}` });
    await call('POST', '/api/auth/reset', { token, password: userPassword, confirmPassword: userPassword });
    await call('POST', '/api/auth/login', { username: 'pkim', password: 'a-wrong-password-123' });
    const userLogin = await call('POST', '/api/auth/login', { username: 'pkim', password: userPassword });
    const userSid = String(userLogin.headers['set-cookie']).split(';')[0].split('=')[1];
    await call('GET', '/api/auth/me', undefined, `sid=${userSid}`);
    await call('GET', '/api/admin/users', undefined, adminCookie);
    await call('GET', '/api/admin/audit', undefined, adminCookie);
    await call('POST', '/api/auth/logout', undefined, `sid=${userSid}`);

    const logs = logged.join('');
    expect(logs).toContain('/api/auth/login');
    expect(logs).toContain('/reset?token=[redacted]');
    const secrets = [adminPassword, userPassword, 'a-wrong-password-123', token, adminSid, userSid];
    for (const secret of secrets) {
      expect(logs.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
      expect(answers.join('\n').includes(secret), `answer holds ${secret.slice(0, 6)}…`).toBe(false);
    }
    expect(answers.join('\n')).not.toMatch(/\$argon2/);
    expect(logs).not.toMatch(/\$argon2/);
  });
});
