import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/users.queries.js';
import { auditLog } from '../db/schema.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'Copper-kettle-93-softly';
const NEW_PASSWORD = 'Granite-harbour-58-slowly';

describe('POST /api/admin/users/{id}/password-link', () => {
  let t: TestApp;
  let admin: { cookie: string; userId: number; username: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const issue = (id: number, cookie = admin.cookie) => t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/password-link`, headers: { cookie } });
  const setPassword = (link: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token: new URL(link).searchParams.get('token'), password, confirmPassword: password },
    });
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('gives a new link that works and ends the old one', async () => {
    const user = await createUser(t.app.deps.db, { username: 'lostlink', status: 'pending', email: 'lost@example.com' });
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/approve-user',
      headers: { cookie: admin.cookie },
      payload: { userId: user.id, adminUsername: admin.username },
    });
    const oldLink = approved.json().setPasswordLink as string;

    const res = await issue(user.id);
    expect(res.statusCode).toBe(200);
    const { link, user: view } = res.json();
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/reset\?token=[A-Za-z0-9_-]{40,}$/);
    expect(link).not.toBe(oldLink);
    expect(view).toMatchObject({ username: 'lostlink', status: 'approved' });

    const refused = await setPassword(oldLink, PASSWORD);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await setPassword(link, PASSWORD)).statusCode).toBe(200);
    expect((await login('lostlink', PASSWORD)).statusCode).toBe(200);
    // Used once, it is spent.
    expect((await setPassword(link, NEW_PASSWORD)).statusCode).toBeGreaterThanOrEqual(400);

    const audit = await t.app.deps.db.select().from(auditLog);
    expect(audit.some((a) => a.action === 'user.password_link_issued' && a.targetId === String(user.id))).toBe(true);
  });

  it('lets a user who forgot the password choose a new one', async () => {
    const user = await signInAs(t.app, 'claimant', { password: PASSWORD });
    const { link } = (await issue(user.userId)).json();
    expect((await setPassword(link, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
  });

  it('is for admins only: claimants and staff get 403', async () => {
    const target = await signInAs(t.app, 'claimant');
    const claimant = await signInAs(t.app, 'claimant');
    const staff = await signInAs(t.app, 'staff');
    expect((await issue(target.userId, claimant.cookie)).statusCode).toBe(403);
    expect((await issue(target.userId, staff.cookie)).statusCode).toBe(403);
    expect((await issue(claimant.userId, claimant.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/users/${target.userId}/password-link` })).statusCode).toBe(401);
  });

  it('refuses accounts that are not active, and unknown ids', async () => {
    const pending = await createUser(t.app.deps.db, { username: 'waiting1', status: 'pending' });
    const off = await createUser(t.app.deps.db, { username: 'gone1', status: 'deactivated' });
    expect((await issue(pending.id)).statusCode).toBe(409);
    expect((await issue(off.id)).statusCode).toBe(409);
    expect((await issue(999_999)).statusCode).toBe(404);
  });
});
