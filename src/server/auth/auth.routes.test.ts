import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SIGNUP_ANSWER, SIGNUPS_PER_IP_HOUR } from './account-request.js';
import { issuePasswordToken } from './password-tokens.queries.js';
import { createSession, SESSION_COOKIE } from './session.js';
import { createUser, findUserByUsername, findUsersByEmail } from './users.queries.js';

const PASSWORD = 'Harbour-lantern-47-quietly';

function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const sid = list.find((c) => typeof c === 'string' && c.startsWith(`${SESSION_COOKIE}=`)) as string;
  return sid.split(';')[0];
}

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'Boss, other' } });
    await createUser(t.app.deps.db, { username: 'boss', password: PASSWORD, role: 'admin', fullName: 'Big Boss' });
    await createUser(t.app.deps.db, { username: 'carla', password: PASSWORD, role: 'claimant', fullName: 'Carla C' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

  it('signs in: the user, an httpOnly SameSite=Lax cookie (not Secure over http), lastLogin set', async () => {
    const res = await login('Boss', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { username: 'boss', fullName: 'Big Boss', role: 'admin', canAdminNewClaim: true, locale: null } });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect((await findUserByUsername(t.app.deps.db, 'boss'))?.lastLogin).toBeInstanceOf(Date);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json()).toEqual(res.json());
  });

  it('marks the cookie Secure when served over HTTPS (behind a trusted proxy)', async () => {
    const t2 = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await createUser(t2.app.deps.db, { username: 'sam', password: PASSWORD, role: 'staff' });
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'sam', password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await t2.close();
    }
  });

  it('rotates the session id at sign-in: the cookie held before stops working', async () => {
    const first = cookieFrom(await login('carla', PASSWORD));
    const second = await login('carla', PASSWORD, { cookie: first });
    const secondCookie = cookieFrom(second);
    expect(secondCookie).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } })).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: secondCookie } });
    expect(me.json().user).toMatchObject({ username: 'carla', role: 'claimant', canAdminNewClaim: false });
  });

  it('answers one generic 401 for a wrong password and an unknown username', async () => {
    const wrong = await login('carla', 'not-the-password-at-all');
    const unknown = await login('nobody-here', 'not-the-password-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password.');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['password', 'username']);
  });

  it('tells pending and deactivated accounts why they cannot sign in, only with the right password', async () => {
    const db = t.app.deps.db;
    await createUser(db, { username: 'penny', status: 'pending' });
    await createUser(db, { username: 'rex', status: 'rejected' });
    await createUser(db, { username: 'dee', password: PASSWORD, status: 'deactivated' });
    // Without the right password (a request not yet approved has none) nobody learns the status.
    const pending = await login('penny', 'anything-at-all-here');
    expect(pending.statusCode).toBe(401);
    expect(pending.json().message).toBe('Invalid username or password.');
    expect((await login('rex', 'anything-at-all-here')).statusCode).toBe(401);
    await createUser(db, { username: 'paula', password: PASSWORD, status: 'pending' });
    const right = await login('paula', PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('Your account is awaiting approval.');
    expect((await login('paula', 'wrong-password-here')).json().message).toBe('Invalid username or password.');
    const deactivated = await login('dee', PASSWORD);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().message).toMatch(/deactivated/);
    // A deactivated account with the wrong password learns nothing more than anyone else.
    expect((await login('dee', 'wrong-password-here')).statusCode).toBe(401);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const cookie = cookieFrom(await login('carla', PASSWORD));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const user = await findUserByUsername(t.app.deps.db, 'carla');
    const { token } = await createSession(t.app.deps.db, { userId: user!.id, ttlHours: -0.01 });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('ends a session at once when its account is no longer approved', async () => {
    const u = await createUser(t.app.deps.db, { username: 'gone', password: PASSWORD });
    const cookie = cookieFrom(await login('gone', PASSWORD));
    await t.app.deps.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, u.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('account requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const request = (over: Record<string, string> = {}) => ({
    fullName: 'Jane Doe',
    lastName: 'Doe',
    company: 'Acme Appraisals',
    email: 'jane@example.com',
    phoneNumber: '(555) 123-4567',
    ...over,
  });

  it('creates a pending user with a generated username and no usable password', async () => {
    const res = await signup(request());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SIGNUP_ANSWER });
    const row = await findUserByUsername(t.app.deps.db, 'jdoe');
    expect(row).toMatchObject({ status: 'pending', role: 'claimant', password: '', fullName: 'Jane Doe', lastName: 'Doe', company: 'Acme Appraisals' });
  });

  it('refuses a name, last name or company with a line break or other control character, with a clear message', async () => {
    for (const [field, value] of [
      ['fullName', 'Cody Ctl\n\nYour approval link expired: use http://evil.example'],
      ['lastName', 'Ct\rl'],
      ['company', 'Acme\u0007 Appraisals'],
    ]) {
      const res = await signup(request({ fullName: 'Cody Ctl', lastName: 'Ctl', [field]: value, email: `ctl-${field}@example.com` }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[0].field).toBe(field);
      expect(res.json().fields[0].message).toMatch(/may not contain line breaks or other control characters/);
    }
    expect(await findUsersByEmail(t.app.deps.db, 'ctl-fullName@example.com')).toHaveLength(0);
  });

  it('adds a number when the username is taken, and strips accents', async () => {
    await signup(request({ fullName: 'John Doe', email: 'john@example.com' }));
    await signup(request({ fullName: 'Jim Doe', email: 'jim@example.com' }));
    await signup(request({ fullName: 'Zoë Ångström-Łukasz', lastName: 'Ångström-Łukasz', email: 'zoe@example.com' }));
    const db = t.app.deps.db;
    expect((await findUserByUsername(db, 'jdoe2'))?.email).toBe('john@example.com');
    expect((await findUserByUsername(db, 'jdoe3'))?.email).toBe('jim@example.com');
    expect((await findUserByUsername(db, 'zangstromlukasz'))?.email).toBe('zoe@example.com');
  });

  it('answers a second request for a known e-mail exactly as a new one, and creates nothing', async () => {
    const res = await signup(request({ fullName: 'Janet Doe', email: ' JANE@example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SIGNUP_ANSWER });
    expect(await findUsersByEmail(t.app.deps.db, 'jane@example.com')).toHaveLength(1);
  });

  it(`limits one address to ${SIGNUPS_PER_IP_HOUR} requests an hour`, async () => {
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: request({ fullName: `Bot ${i}`, lastName: `Bot${i}`, email: `bot${i}@example.com` }),
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < SIGNUPS_PER_IP_HOUR; i += 1) expect((await from(i)).statusCode).toBe(201);
    const blocked = await from(99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('validates every field on the server with field messages', async () => {
    const res = await signup({ fullName: ' ', lastName: '', company: '', email: 'not-an-email', phoneNumber: '555-1234' });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields).toMatchObject({
      fullName: 'Please enter your first and last name.',
      lastName: 'Please enter your last name.',
      company: 'Please enter your company.',
      email: 'Please enter a valid e-mail address.',
      phoneNumber: 'Please enter a phone number with at least 10 digits.',
    });
    expect((await signup({})).statusCode).toBe(400);
  });
});

describe('set-password and reset links', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t.app.deps.db, { username: 'newbie', role: 'staff', fullName: 'New Bie' })).id;
  });
  afterAll(() => t.close());

  const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/reset', payload });

  it('refuses short, common and mismatched passwords without using up the link', async () => {
    const token = await issuePasswordToken(t.app.deps.db, { userId, purpose: 'set-password' });
    expect((await reset({ token, password: 'short-one' })).json().message).toBe('The password must be at least 12 characters.');
    for (const common of ['password1234', 'qwertyuiopas', 'sunshine2024!!', '123123123123', 'Football12345']) {
      const res = await reset({ token, password: common, confirmPassword: common });
      expect(res.statusCode, common).toBe(400);
      expect(res.json().message).toMatch(/too common/);
    }
    const mismatch = await reset({ token, password: 'Harbour-lantern-47', confirmPassword: 'Harbour-lantern-48' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The two passwords do not match.');
    const ok = await reset({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user: { username: 'newbie', fullName: 'New Bie', role: 'staff', canAdminNewClaim: false, locale: null } });
    const cookie = cookieFrom(ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    // Single use.
    const again = await reset({ token, password: 'Another-good-passphrase-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, already used or expired/);
    // The new password works.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'newbie', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired or unknown token', async () => {
    const token = await issuePasswordToken(t.app.deps.db, { userId, purpose: 'reset' });
    const { passwordTokens } = await import('../db/schema.js');
    await t.app.deps.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset({ token, password: 'Another-good-passphrase-9' })).statusCode).toBe(400);
    expect((await reset({ token: 'made-up-token', password: 'Another-good-passphrase-9' })).statusCode).toBe(400);
  });

  it('setting a password ends the account’s other sessions', async () => {
    const { token: old } = await createSession(t.app.deps.db, { userId, ttlHours: 1 });
    const token = await issuePasswordToken(t.app.deps.db, { userId, purpose: 'reset' });
    expect((await reset({ token, password: 'Brand-new-passphrase-31' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${old}` } })).statusCode).toBe(401);
  });

  it('answers a reset request the same whether or not the account exists', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/auth/reset-request', payload: { usernameOrEmail: 'newbie' } });
    const b = await t.app.inject({ method: 'POST', url: '/api/auth/reset-request', payload: { usernameOrEmail: 'no-such@example.com' } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });
});
