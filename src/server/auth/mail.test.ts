import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText, startSmtp } from '../testing/smtp-inbox.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { createUser } from './users.queries.js';

describe('e-mail with SMTP_URL set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'Claims Desk <desk@frontier.test>',
        PUBLIC_URL: 'https://claims.frontier.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('e-mails the set-password link on approval', async () => {
    const admin = await signInAs(t.app, 'admin', { username: 'mailboss' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'Quinn Fox', lastName: 'Fox', company: 'Fox Co', email: 'quinn@example.com', phoneNumber: '555-222-3333' },
    });
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/pending-users', headers: { cookie: admin.cookie } })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/approve-user',
      headers: { cookie: admin.cookie },
      payload: { userId: pending[0].id, adminUsername: 'mailboss' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailed).toBe(true);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['quinn@example.com']);
    expect(mail.from).toBe('desk@frontier.test');
    const text = bodyText(mail.raw);
    expect(text).toContain('Subject: Frontier claims portal: your account is approved');
    expect(text).toContain('Your username is: qfox');
    expect(text).toContain(res.json().setPasswordLink);
    expect(res.json().setPasswordLink).toMatch(/^https:\/\/claims\.frontier\.test\/reset\?token=/);
  });

  it('answers a sign-up for a known e-mail as for a new one, and tells the owner by e-mail', async () => {
    await createUser(t.app.deps.db, { username: 'owen', password: 'Owner-passphrase-long-1', email: 'owen@example.com', fullName: 'Owen O' });
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: 'Owen Other', lastName: 'Other', company: 'Co', email, phoneNumber: '555-222-3334' },
      });
    const fresh = await ask('someone-new@example.com');
    const known = await ask(' OWEN@example.com ');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['owen@example.com']);
    const text = bodyText(mail.raw);
    expect(text).toContain('No new account was created');
    expect(text).toContain('"owen"');
    // At most one notice a day, however often the address is tried.
    const before = smtp.inbox.length;
    await ask('owen@example.com');
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.inbox.length).toBe(before);
  });

  it('e-mails a working reset link for a username or an e-mail, and nothing for unknown accounts', async () => {
    await createUser(t.app.deps.db, { username: 'rita', password: 'Old-passphrase-long-1', email: 'rita@example.com', fullName: 'Rita R' });
    const ask = (usernameOrEmail: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-request', payload: { usernameOrEmail } });
    const before = smtp.inbox.length;
    const unknown = await ask('nobody@example.com');
    const known = await ask('RITA@example.com');
    expect(unknown.body).toBe(known.body);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['rita@example.com']);
    const link = /https:\/\/claims\.frontier\.test\/reset\?token=[A-Za-z0-9_-]+/.exec(bodyText(mail.raw))?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'New-passphrase-long-2' } });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'rita', password: 'New-passphrase-long-2' } });
    expect(login.statusCode).toBe(200);
    expect(smtp.inbox.length).toBe(before + 1);
    // By username too; at most three reset e-mails an hour for one account.
    for (let i = 0; i < 4; i += 1) await ask('rita');
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.inbox.length).toBe(before + 3);
  });
});
