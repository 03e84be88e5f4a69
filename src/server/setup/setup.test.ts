import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createUser } from '../auth/users.queries.js';
import { loadConfig } from '../config.js';
import { openTestDatabase } from '../testing/test-app.js';

/** The real app on a fresh database, its log lines kept (the setup code is printed there). */
async function freshApp(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, lines, close };
}

const FROM_AFAR = '203.0.113.7';
const admin = { username: 'firstadmin', fullName: 'Ada Admin', password: 'orchard lantern gravel', confirmPassword: 'orchard lantern gravel' };
const post = (app: FastifyInstance, body: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/setup', payload: body, remoteAddress });

describe('first-run setup (/setup, POST /api/setup)', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('creates the first admin from the machine itself, signs them in, and is gone (404) afterwards', async () => {
    const t = await freshApp();
    close = t.close;
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({ codeRequired: false });
    const res = await post(t.app, admin);
    expect(res.statusCode).toBe(201);
    const cookie = res.headers['set-cookie'];
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: String(cookie).split(';')[0] } });
    expect(me.json().user).toMatchObject({ username: 'firstadmin', role: 'admin' });

    expect((await post(t.app, { ...admin, username: 'second' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/setup' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('already set up');
  });

  it('from another computer needs the one-time code printed in the log, and refuses a wrong one', async () => {
    const t = await freshApp();
    close = t.close;
    const logged = t.lines.find((l) => typeof l.setupCode === 'string');
    // The first-run line names the address to open.
    expect(logged?.msg).toMatch(/open http:\/\/127\.0\.0\.1:\d+\/setup in a browser/);
    const code = logged?.setupCode as string;

    expect((await t.app.inject({ method: 'GET', url: '/api/setup', remoteAddress: FROM_AFAR })).json()).toEqual({ codeRequired: true });
    const none = await post(t.app, admin, FROM_AFAR);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/setup code printed in the server log/);
    const wrong = await post(t.app, { ...admin, code: 'AAAAAAAAAAAA' }, FROM_AFAR);
    expect(wrong.statusCode).toBe(403);
    const right = await post(t.app, { ...admin, code: code.toLowerCase() }, FROM_AFAR);
    expect(right.statusCode).toBe(201);
  });

  it('behind a trusted proxy the loopback address proves nothing: the code is needed', async () => {
    const t = await freshApp({ TRUST_PROXY: '1' });
    close = t.close;
    expect((await post(t.app, admin)).statusCode).toBe(403);
  });

  it('a loopback request that carries a forwarding header needs the code (a proxy on this machine, TRUST_PROXY unset)', async () => {
    const t = await freshApp();
    close = t.close;
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.9' },
      { forwarded: 'for=198.51.100.9' },
      { 'x-real-ip': '198.51.100.9' },
      { 'x-forwarded-host': 'claims.example.com' },
    ]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/setup', headers })).json()).toEqual({ codeRequired: true });
      const res = await t.app.inject({ method: 'POST', url: '/api/setup', payload: admin, headers });
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const code = t.lines.find((l) => typeof l.setupCode === 'string')?.setupCode as string;
    const withCode = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { ...admin, code }, headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(withCode.statusCode).toBe(201);
  });

  it('refuses a weak or mistyped password with a message for the person', async () => {
    const t = await freshApp();
    close = t.close;
    const weak = await post(t.app, { ...admin, password: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const mismatch = await post(t.app, { ...admin, confirmPassword: 'orchard lantern gravels' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields[0].field).toBe('confirmPassword');
  });

  it("a stranger's account request before the first admin does not close the first run", async () => {
    const t = await freshApp();
    close = t.close;
    // Before the fix this pending row made /setup 404: a portal nobody could sign in to or approve anyone on.
    await createUser(t.app.deps.db, { username: 'rdiaz', fullName: 'Rosa Díaz', email: 'rosa@example.com', status: 'pending', role: 'claimant' });
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({ codeRequired: false });
    // The requester's username stays theirs.
    const taken = await post(t.app, { ...admin, username: 'rdiaz' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields[0]).toMatchObject({ field: 'username', message: expect.stringMatching(/already asked for/) });
    expect((await post(t.app, admin)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).statusCode).toBe(404);
  });

  it('prints no code and answers 404 when users already exist at start', async () => {
    const t = await freshApp();
    close = t.close;
    expect((await post(t.app, admin)).statusCode).toBe(201);
    const again = await buildApp({ config: t.app.deps.config, database: t.app.deps.database, logger: false });
    await again.ready();
    expect((await again.inject({ method: 'GET', url: '/api/setup' })).statusCode).toBe(404);
    await again.close();
  });
});
