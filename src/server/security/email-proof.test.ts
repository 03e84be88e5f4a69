import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { bodyText, startSmtp } from '../testing/smtp-inbox.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

/** Claims filed for an e-mail (Admin New Claim) are read only by an account that proved the address. */
describe('verified e-mail before claims filed for it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let ref: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://claims.example.test', ADMIN_NEW_CLAIM_USERNAMES: 'desk' },
    });
    const desk = await signInAs(t.app, 'admin', { username: 'desk' });
    const res = await postClaim(t.app, desk.cookie, validClaimData({ filedFor: { name: 'Client Person', email: 'Client.Person@example.com' } }));
    expect(res.statusCode, res.body).toBe(201);
    ref = res.json().referenceNumber;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const read = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie } });
  const list = async (cookie: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie } })).json().claims as Array<{ referenceNumber: string }>).map(
      (c) => c.referenceNumber,
    );

  it('an approved but unverified account with that address (case and spaces folded) gets 404, and no list entry', async () => {
    const pretender = await signInAs(t.app, 'claimant', { email: ' CLIENT.person@Example.com ' });
    expect((await read(pretender.cookie)).statusCode).toBe(404);
    expect(await list(pretender.cookie)).not.toContain(ref);
  });

  it('after opening the link sent to the address, the claim reads and lists', async () => {
    const client = await signInAs(t.app, 'claimant', { email: 'client.person@example.com', username: 'cperson' });
    expect((await read(client.cookie)).statusCode).toBe(404);
    const ask = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email-request', headers: { cookie: client.cookie } });
    expect(ask.statusCode, ask.body).toBe(200);
    // The claim's own "received" e-mail to the client's address may come first.
    let mail = await smtp.next();
    while (!bodyText(mail.raw).includes('/verify-email')) mail = await smtp.next();
    expect(mail.to).toEqual(['client.person@example.com']);
    const link = /https:\/\/claims\.example\.test\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(bodyText(mail.raw))?.[0];
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link as string).searchParams.get('token') as string);
    // The link cannot set a password: it is for the e-mail check only.
    const misuse = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'Some-long-passphrase-42' } });
    expect(misuse.statusCode).toBe(400);
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await read(client.cookie)).statusCode).toBe(200);
    expect(await list(client.cookie)).toContain(ref);
    // Used once.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(400);
  });

  it('or an admin links the claim to the account explicitly', async () => {
    const other = await signInAs(t.app, 'claimant', { email: 'other.address@example.com', username: 'linked1' });
    expect((await read(other.cookie)).statusCode).toBe(404);
    const staff = await signInAs(t.app, 'staff');
    const url = `/api/admin/claims/${ref}/client-account`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { username: 'linked1' }, headers: { cookie: staff.cookie } })).statusCode).toBe(403);
    const admin = await signInAs(t.app, 'admin');
    const link = await t.app.inject({ method: 'PUT', url, payload: { username: 'linked1' }, headers: { cookie: admin.cookie } });
    expect(link.statusCode, link.body).toBe(200);
    expect((await read(other.cookie)).statusCode).toBe(200);
    expect(await list(other.cookie)).toContain(ref);
  });
});
