import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';
import { createSession, SESSION_COOKIE } from './session.js';
import { createUser } from './users.queries.js';

// GET /api/content: the firm's public content (the sign-in page shows the firm's name).
// GET /api/auth/token-status: a link's state, asked by the set-password page before sign-in.
// GET and POST /api/setup: the first run, before any user exists (404 afterwards; setup.test.ts).
const PUBLIC_API = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/reset-request',
  'POST /api/auth/reset',
  'POST /api/auth/verify-email',
  'GET /api/content',
  'GET /api/auth/token-status',
  'GET /api/setup',
  'POST /api/setup',
]);
/** DESIGN.md: staff may use these under /api/admin; the rest of /api/admin is user management, admins only. */
const STAFF_IN_ADMIN = new Set([
  'POST /api/admin/generate-assignment-form',
  'POST /api/admin/generate-assignment-form-pdf',
  'POST /api/admin/process-documents',
]);
/** Staff-side calls outside /api/admin. */
const STAFF_ONLY = new Set(['PATCH /api/claims/:referenceNumber/status', 'GET /api/docs']);
/** Staff-only calls on a claim that answer anyone else, its own claimant too, as if the claim did not exist. */
const STAFF_ONLY_HIDDEN = new Set(['POST /api/claims/:referenceNumber/files', 'POST /api/claims/:referenceNumber/notes']);
/** Bodies that pass validation, so a refusal is the guard's and not the schema's. */
const BODIES: Record<string, unknown> = {
  'PATCH /api/claims/:referenceNumber/status': { status: 'processing', note: 'matrix' },
  'POST /api/claims/:referenceNumber/answers': { answers: [] },
  'POST /api/claims/:referenceNumber/notes': { text: 'matrix' },
};

type Who = 'none' | 'claimant' | 'other' | 'staff' | 'admin';
const WHO: Who[] = ['none', 'claimant', 'other', 'staff', 'admin'];

/** Every registered /api route, from Fastify's own table, so new routes are covered too. */
function apiRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/\S*) \(([^)]+)\)/.exec(line);
    if (!m?.[1].startsWith('/api/')) continue;
    for (const method of m[2].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url: m[1] });
    }
  }
  return out;
}

/** What each identity must get: an exact status, or "not refused" (anything but 401, 403 and 404 for its own things). */
function expected(key: string, url: string, who: Who): number | 'allowed' {
  if (PUBLIC_API.has(key)) return 'allowed';
  if (who === 'none') return 401;
  const claimantSide = who === 'claimant' || who === 'other';
  if (url.startsWith('/api/admin/')) {
    if (claimantSide) return 403;
    if (who === 'staff' && !STAFF_IN_ADMIN.has(key)) return 403;
    return 'allowed';
  }
  if (claimantSide && STAFF_ONLY.has(key)) return 403;
  if (claimantSide && STAFF_ONLY_HIDDEN.has(key)) return 404;
  const ownedThing = url.includes(':referenceNumber') || url.startsWith('/api/uploads/:');
  if (who === 'other' && ownedThing) return 404;
  return 'allowed';
}

describe('access matrix: every /api route × {no session, claimant, another claimant, staff, admin}', () => {
  let t: TestApp;
  const cookies: Partial<Record<Who, string>> = {};
  const users: Partial<Record<Who, number>> = {};
  let ref: string;
  let fileId: string;
  let uploadId: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of WHO) {
      if (who === 'none') continue;
      const role = who === 'other' ? 'claimant' : who;
      const s = await signInAs(t.app, role);
      cookies[who] = s.cookie;
      users[who] = s.userId;
    }
    const claim = await postClaim(t.app, cookies.claimant as string, validClaimData(), [
      { filename: 'a.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' },
    ]);
    expect(claim.statusCode).toBe(201);
    ref = claim.json().referenceNumber;
    fileId = claim.json().claim.files[0].id;
    const body = multipartBody([{ name: 'file', filename: 'u.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...body.headers, cookie: cookies.claimant as string },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    uploadId = upload.json().file.id;
  });
  afterAll(() => t.close());

  it('answers what each identity may see, and nothing more', async () => {
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url
        .replace(':referenceNumber', ref)
        .replace(':fileId', fileId)
        .replace(/^\/api\/uploads\/:id$/, `/api/uploads/${uploadId}`)
        .replace(/:id\b/, String(users.other))
        .replace(/:[A-Za-z]+/g, '1')
        .replace(/\*/g, 'x');
      for (const who of WHO) {
        let cookie = cookies[who];
        if (key === 'POST /api/auth/logout' && who !== 'none') {
          // Signing out must not end the session the rest of the matrix uses.
          const extra = await createSession(t.app.deps.db, { userId: users[who] as number, ttlHours: 1 });
          cookie = `${SESSION_COOKIE}=${extra.token}`;
        }
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : ((BODIES[key] ?? {}) as object),
        });
        const want = expected(key, route.url, who);
        const ok =
          want === 'allowed'
            ? ![401, 403].includes(res.statusCode) && !(res.statusCode === 404 && who !== 'other' && route.url.includes(':referenceNumber'))
            : res.statusCode === want;
        if (!ok || res.statusCode >= 500) wrong.push(`${key} as ${who}: got ${res.statusCode}, want ${want} (${res.body.slice(0, 80)})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists a claimant their own claims only, and staff every claim', async () => {
    const refs = async (who: Who) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie: cookies[who] as string } });
      expect(res.statusCode).toBe(200);
      return (res.json().claims as Array<{ referenceNumber: string }>).map((c) => c.referenceNumber);
    };
    expect(await refs('claimant')).toEqual([ref]);
    expect(await refs('other')).toEqual([]);
    expect(await refs('staff')).toContain(ref);
  });

  it('refuses every state-changing call from another site, even with an admin session', async () => {
    const unsafe = apiRoutes(t.app).filter((r) => r.method !== 'GET');
    for (const r of unsafe) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'POST',
        url,
        payload: {},
        headers: { cookie: cookies.admin as string, origin: 'https://evil.example', host: 'localhost' },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      const fetchSite = await t.app.inject({
        method: r.method as 'POST',
        url,
        payload: {},
        headers: { cookie: cookies.admin as string, 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchSite.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('makes session fixation impossible: sign-in issues a new session id and ignores the one sent', async () => {
    const password = 'Fixation-test-passphrase-41';
    await createUser(t.app.deps.db, { username: 'fixme', password, role: 'claimant', status: 'approved' });
    const planted = 'attacker-chosen-session-value-0123456789abcdef';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'fixme', password },
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    expect(login.statusCode).toBe(200);
    const issued = /sid=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${planted}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${issued}` } })).statusCode).toBe(200);
    // A second sign-in from a signed-in browser gets yet another id.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'fixme', password },
      headers: { cookie: `${SESSION_COOKIE}=${issued}` },
    });
    const second = /sid=([^;]+)/.exec(String(again.headers['set-cookie']))?.[1];
    expect(second).toBeTruthy();
    expect(second).not.toBe(issued);
  });
});

describe('no password, token, document text or policy number in the logs of a full journey', () => {
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

  it('sign-up to sign-out, with a claim, its analysis text, a status change and answers', async () => {
    const adminPassword = 'Admin-journey-passphrase-88';
    const userPassword = 'Lantern-harbor-57-quietly';
    const policyNumber = 'POL-SECRET-551903';
    const documentText = 'Confidential estimate body text 7f3a9c for the insured';
    await createUser(app.deps.db, { username: 'root9', password: adminPassword, role: 'admin' });
    const adminLogin = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'root9', password: adminPassword } });
    const adminCookie = String(adminLogin.headers['set-cookie']).split(';')[0];
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'Robin Vale', lastName: 'Vale', company: 'Co', email: 'robin@example.com', phoneNumber: '5551239876' },
    });
    const pending = (await app.inject({ method: 'GET', url: '/api/admin/pending-users', headers: { cookie: adminCookie } })).json();
    const approve = await app.inject({
      method: 'POST',
      url: '/api/admin/approve-user',
      payload: { userId: pending[0].id, adminUsername: 'root9' },
      headers: { cookie: adminCookie },
    });
    const token = new URL(approve.json().setPasswordLink as string).searchParams.get('token') as string;
    await app.inject({ method: 'GET', url: `/reset?token=${token}` });
    await app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: userPassword, confirmPassword: userPassword } });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'rvale', password: userPassword } });
    expect(login.statusCode).toBe(200);
    const sid = String(login.headers['set-cookie']).split(';')[0].split('=')[1];
    const cookie = `${SESSION_COOKIE}=${sid}`;
    const claim = await postClaim(
      app,
      cookie,
      validClaimData({ policyNumber }),
      [{ filename: 'estimate.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }],
      {
        analysisResult: { claimData: { policyNumber }, gaps: [], extractedText: documentText },
      },
    );
    expect(claim.statusCode).toBe(201);
    const ref = claim.json().referenceNumber as string;
    expect((await app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie } })).json().policyNumber).toBe(policyNumber);
    await app.inject({
      method: 'POST',
      url: `/api/claims/${ref}/answers`,
      headers: { cookie },
      payload: { answers: [{ id: 'q1', question: 'Policy?', answer: policyNumber }] },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/claims/${ref}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'processing', note: 'checking' },
    });
    await app.inject({ method: 'GET', url: `/api/claims?q=${policyNumber}`, headers: { cookie: adminCookie } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'rvale', password: 'a-wrong-password-999' } });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    const logs = logged.join('');
    expect(logs).toContain(ref); // the journey was logged...
    for (const secret of [adminPassword, userPassword, 'a-wrong-password-999', token, sid, policyNumber, documentText, '7f3a9c']) {
      const at = logs.indexOf(secret);
      expect(at, `log holds ${secret.slice(0, 8)}… in: ${logs.slice(Math.max(0, at - 300), at + 40)}`).toBe(-1); // ...without its secrets
    }
  });
});
