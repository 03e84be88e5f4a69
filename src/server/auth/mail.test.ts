import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { createUser } from './users.queries.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[]; next(): Promise<Received> }> {
  const inbox: Received[] = [];
  const waiters: Array<(m: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const seen = { n: 0 };
  return {
    server,
    port,
    inbox,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no e-mail within 10 s')), 10_000);
        const take = (m: Received) => {
          clearTimeout(timer);
          resolve(m);
        };
        if (inbox.length > seen.n) take(inbox[seen.n]);
        else waiters.push(take);
        seen.n += 1;
      }),
  };
}

/** The quoted-printable body, unfolded, so links can be matched whole. */
const bodyText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

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

  it('e-mails a working reset link for a username or an e-mail, and nothing for unknown accounts', async () => {
    await createUser(t.app.deps.db, { username: 'rita', password: 'Old-passphrase-long-1', email: 'rita@example.com', fullName: 'Rita R' });
    const ask = (usernameOrEmail: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-request', payload: { usernameOrEmail } });
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
