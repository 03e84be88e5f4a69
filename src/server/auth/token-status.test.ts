import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../db/schema.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { RESET_REQUEST_ANSWER, RESET_WITHOUT_MAIL_ANSWER } from './auth.service.js';
import { issuePasswordToken } from './password-tokens.queries.js';
import { hashToken } from './session.js';

describe('GET /api/auth/token-status and forgot password without mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const status = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/auth/token-status?token=${encodeURIComponent(token)}` })).json();

  it('says whether a link still works before a password is typed: valid, used, expired, unknown', async () => {
    const user = await signInAs(t.app, 'claimant');
    const token = await issuePasswordToken(t.app.deps.db, { userId: user.userId, purpose: 'set-password' });
    expect(await status(token)).toEqual({ status: 'valid', purpose: 'set-password', username: user.username });
    // Looking does not use it up.
    expect(await status(token)).toEqual({ status: 'valid', purpose: 'set-password', username: user.username });

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'orchard lantern gravel', confirmPassword: 'orchard lantern gravel' },
    });
    expect(set.statusCode).toBe(200);
    expect(await status(token)).toEqual({ status: 'used', purpose: 'set-password', username: null });

    const old = await issuePasswordToken(t.app.deps.db, { userId: user.userId, purpose: 'reset' });
    await t.app.deps.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hashToken(old)));
    expect(await status(old)).toEqual({ status: 'expired', purpose: 'reset', username: null });

    expect(await status('no-such-token')).toEqual({ status: 'unknown', purpose: null, username: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/token-status' })).statusCode).toBe(400);
  });

  it('without a mail server, forgot password says an administrator issues the link (the same for any account)', async () => {
    const known = await signInAs(t.app, 'claimant');
    for (const usernameOrEmail of [known.username, 'nobody-here']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-request', payload: { usernameOrEmail } });
      expect(res.json().message).toBe(RESET_WITHOUT_MAIL_ANSWER);
    }
    expect(RESET_WITHOUT_MAIL_ANSWER).not.toBe(RESET_REQUEST_ANSWER);
    expect(RESET_WITHOUT_MAIL_ANSWER).toMatch(/administrator/);
  });
});
