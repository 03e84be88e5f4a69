import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session.js';
import { createUser, findUserByUsername } from '../auth/users.queries.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'Harbour-lantern-47-quietly';

describe('account approval and user management', () => {
  let t: TestApp;
  let admin: { cookie: string; userId: number; username: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin', { username: 'chief' });
  });
  afterAll(() => t.close());

  const signup = (fullName: string, lastName: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName, lastName, company: 'Acme', email, phoneNumber: '555 123 4567' },
    });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it('lists pending requests with the spec fields', async () => {
    await signup('Ann Lee', 'Lee', 'ann@example.com');
    await signup('Bob Ray', 'Ray', 'bob@example.com');
    const res = await call('GET', '/api/admin/pending-users', admin.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((u: { username: string }) => u.username)).toEqual(['alee', 'bray']);
    expect(list[0]).toMatchObject({
      fullName: 'Ann Lee',
      username: 'alee',
      progressiveEmail: 'ann@example.com',
      officeLocation: 'Acme',
      phoneNumber: '555 123 4567',
      status: 'pending',
    });
    expect(new Date(list[0].requestedAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it('approves with a role, issues a one-time 72-hour link that signs the user in', async () => {
    const ann = await findUserByUsername(t.app.deps.db, 'alee');
    const res = await call('POST', '/api/admin/approve-user', admin.cookie, { userId: ann!.id, adminUsername: 'chief', role: 'staff' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'alee', status: 'approved', role: 'staff' });
    expect(body.emailed).toBe(false);
    expect(body.setPasswordLink).toMatch(/^http:\/\/localhost(:\d+)?\/reset\?token=[A-Za-z0-9_-]{40,}$/);
    const row = await findUserByUsername(t.app.deps.db, 'alee');
    expect(row).toMatchObject({ status: 'approved', approvedBy: admin.userId, role: 'staff' });
    expect(row!.approvedAt).toBeInstanceOf(Date);
    const token = new URL(body.setPasswordLink).searchParams.get('token')!;
    // The token is stored hashed, never as given.
    const { passwordTokens } = await import('../db/schema.js');
    const stored = await t.app.deps.db.select().from(passwordTokens);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const hoursValid = (stored.at(-1)!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hoursValid).toBeGreaterThan(71.9);
    expect(hoursValid).toBeLessThanOrEqual(72);
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: PASSWORD, confirmPassword: PASSWORD } });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ username: 'alee', role: 'staff' });
  });

  it('uses PUBLIC_URL for the link when set', async () => {
    const t2 = await createTestApp({ env: { PUBLIC_URL: 'https://claims.example.com/' } });
    try {
      const a = await signInAs(t2.app, 'admin', { username: 'boss' });
      const u = await createUser(t2.app.deps.db, { username: 'x1', status: 'pending' });
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/approve-user',
        headers: { cookie: a.cookie },
        payload: { userId: u.id, adminUsername: 'boss' },
      });
      expect(res.json().setPasswordLink).toMatch(/^https:\/\/claims\.example\.com\/reset\?token=/);
      expect(res.json().user.role).toBe('claimant');
    } finally {
      await t2.close();
    }
  });

  it('answers 409 for a user that is not pending and 404 for an unknown one', async () => {
    const ann = await findUserByUsername(t.app.deps.db, 'alee');
    const again = await call('POST', '/api/admin/approve-user', admin.cookie, { userId: ann!.id, adminUsername: 'chief' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is not waiting for approval: it is already approved.');
    const rejectApproved = await call('POST', '/api/admin/reject-user', admin.cookie, { userId: ann!.id, adminUsername: 'chief' });
    expect(rejectApproved.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/approve-user', admin.cookie, { userId: 999999, adminUsername: 'chief' })).statusCode).toBe(404);
  });

  it('refuses an adminUsername that is not the signed-in admin', async () => {
    const bob = await findUserByUsername(t.app.deps.db, 'bray');
    const res = await call('POST', '/api/admin/approve-user', admin.cookie, { userId: bob!.id, adminUsername: 'someoneelse' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('adminUsername does not match the signed-in administrator.');
    expect((await findUserByUsername(t.app.deps.db, 'bray'))!.status).toBe('pending');
  });

  it('rejects a request; the list no longer shows it', async () => {
    const bob = await findUserByUsername(t.app.deps.db, 'bray');
    const res = await call('POST', '/api/admin/reject-user', admin.cookie, { userId: bob!.id, adminUsername: 'Chief' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'bray', status: 'rejected' });
    expect((await call('GET', '/api/admin/pending-users', admin.cookie)).json()).toEqual([]);
  });

  it('keeps every admin call from staff and claimants (403) and from strangers (401)', async () => {
    const staff = await signInAs(t.app, 'staff');
    const claimant = await signInAs(t.app, 'claimant');
    const calls: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['GET', '/api/admin/pending-users'],
      ['POST', '/api/admin/approve-user', { userId: 1, adminUsername: 'x' }],
      ['POST', '/api/admin/reject-user', { userId: 1, adminUsername: 'x' }],
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${admin.userId}`, { role: 'claimant' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, staff.cookie, payload)).statusCode, `staff ${method} ${url}`).toBe(403);
      expect((await call(method, url, claimant.cookie, payload)).statusCode, `claimant ${method} ${url}`).toBe(403);
      // Even a malformed body gets 403, not a hint about the call's shape.
      if (method !== 'GET') expect((await call(method, url, claimant.cookie, { bogus: true })).statusCode).toBe(403);
    }
  });

  it('validates the bodies', async () => {
    const res = await call('POST', '/api/admin/approve-user', admin.cookie, { userId: 'abc', adminUsername: 'chief', role: 'king' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['role', 'userId']);
    expect((await call('PATCH', '/api/admin/users/5', admin.cookie, {})).json().message).toBe('Send a role, a status, or both.');
  });

  it('lists users, changes a role, deactivates (ending sessions) and reactivates', async () => {
    const dana = await createUser(t.app.deps.db, { username: 'dana', password: PASSWORD, role: 'claimant' });
    const { token } = await createSession(t.app.deps.db, { userId: dana.id, ttlHours: 1 });
    const danaCookie = `sid=${token}`;
    const list = (await call('GET', '/api/admin/users', admin.cookie)).json();
    expect(list.find((u: { username: string }) => u.username === 'dana')).toMatchObject({ role: 'claimant', status: 'approved' });

    const promote = await call('PATCH', `/api/admin/users/${dana.id}`, admin.cookie, { role: 'staff' });
    expect(promote.json().user).toMatchObject({ role: 'staff' });
    // The new role holds at once, in the same session.
    expect((await call('GET', '/api/auth/me', danaCookie)).json().user.role).toBe('staff');

    const off = await call('PATCH', `/api/admin/users/${dana.id}`, admin.cookie, { status: 'deactivated' });
    expect(off.json().user.status).toBe('deactivated');
    expect((await call('GET', '/api/auth/me', danaCookie)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dana', password: PASSWORD } });
    expect(login.statusCode).toBe(403);

    const on = await call('PATCH', `/api/admin/users/${dana.id}`, admin.cookie, { status: 'approved' });
    expect(on.json().user.status).toBe('approved');
    // Sessions ended by deactivation stay ended.
    expect((await call('GET', '/api/auth/me', danaCookie)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dana', password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('will not let an admin change their own account or remove the last admin', async () => {
    const self = await call('PATCH', `/api/admin/users/${admin.userId}`, admin.cookie, { role: 'staff' });
    expect(self.statusCode).toBe(409);
    const other = await signInAs(t.app, 'admin', { username: 'deputy' });
    // Deputy demotes chief: allowed while deputy stays an admin.
    expect((await call('PATCH', `/api/admin/users/${admin.userId}`, other.cookie, { role: 'staff' })).statusCode).toBe(200);
    // Chief is now staff and cannot manage users any more.
    expect((await call('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/users/${admin.userId}`, other.cookie, { role: 'admin' })).statusCode).toBe(200);
    const pending = await createUser(t.app.deps.db, { username: 'waiting', status: 'pending' });
    const status = await call('PATCH', `/api/admin/users/${pending.id}`, admin.cookie, { status: 'approved' });
    expect(status.statusCode).toBe(409);
  });

  it('writes the audit log: approvals, rejections, role and status changes, failed sign-ins', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dana', password: 'wrong-password-here' } });
    const res = await call('GET', '/api/admin/audit?limit=200', admin.cookie);
    expect(res.statusCode).toBe(200);
    const actions = res.json().map((e: { action: string }) => e.action);
    for (const a of ['user.approved', 'user.rejected', 'user.role_changed', 'user.deactivated', 'user.reactivated', 'login.failed', 'user.password_set']) {
      expect(actions, a).toContain(a);
    }
    const approved = res.json().find((e: { action: string }) => e.action === 'user.approved');
    expect(approved).toMatchObject({ actorUsername: 'chief', targetType: 'user', detail: { username: 'alee', role: 'staff' } });
    const failed = res.json().find((e: { action: string }) => e.action === 'login.failed');
    expect(failed.detail).toEqual({ username: 'dana', reason: 'wrong password' });
    expect(JSON.stringify(res.json())).not.toContain('wrong-password-here');
    // Paging back.
    const firstPage = (await call('GET', '/api/admin/audit?limit=2', admin.cookie)).json();
    const next = (await call('GET', `/api/admin/audit?limit=2&before=${firstPage[1].id}`, admin.cookie)).json();
    expect(next[0].id).toBeLessThan(firstPage[1].id);
  });
});
