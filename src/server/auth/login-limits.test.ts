import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { auditLog, loginCounters } from '../db/schema.js';
import { createTestApp, openTestDatabase, type TestApp } from '../testing/test-app.js';
import { FAILED_SIGN_IN_MS } from './auth.service.js';
import { pruneOldRecords } from './housekeeping.js';
import { DEVICE_COOKIE } from './known-devices.js';
import { LOGIN_LIMITS, pairKey } from './login-limits.queries.js';
import { issuePasswordToken } from './password-tokens.queries.js';
import { createUser } from './users.queries.js';

const PASSWORD = 'Harbour-lantern-47-quietly';
const WRONG = 'wrong-password-xx';

function cookieNamed(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]) as string[];
  return list.find((c) => typeof c === 'string' && c.startsWith(`${name}=`))?.split(';')[0];
}

describe('sign-in limits a stranger cannot turn against a user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const audit = async (action: string) => (await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, action))).map((r) => r);

  it('locks the account and address pair, not the account: the right password from another address signs in', async () => {
    const victim = await createUser(t.app.deps.db, { username: 'victim', password: PASSWORD });
    for (let i = 0; i < LOGIN_LIMITS.pair.failures; i += 1) expect((await login('victim', `${WRONG}${i}`, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login('victim', PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.pair.windowMinutes * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.pair.windowMinutes * 60);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // A sixth wrong try, still locked; then the owner elsewhere.
    expect((await login('victim', WRONG, '10.1.0.1')).statusCode).toBe(429);
    expect((await login('victim', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    // One audit row for the lock however many tries it stopped; none names what was typed.
    const locks = (await audit('login.locked')).filter((r) => r.targetId === String(victim.id));
    expect(locks).toHaveLength(1);
    expect(locks[0].detail).toMatchObject({ scope: 'pair', username: 'victim' });
  });

  it('answers a name that names no account exactly as a real one: the same statuses try after try, no failure sooner than the floor', async () => {
    await createUser(t.app.deps.db, { username: 'realname', password: PASSWORD });
    const tries = async (username: string, ip: string) => {
      const out: Array<{ status: number; ms: number; retry?: unknown }> = [];
      for (let i = 0; i < LOGIN_LIMITS.pair.failures + 2; i += 1) {
        const started = Date.now();
        const res = await login(username, `${WRONG}${i}`, ip);
        out.push({ status: res.statusCode, ms: Date.now() - started });
      }
      return out;
    };
    const known = await tries('realname', '10.7.0.1');
    const unknown = await tries('nosuchname', '10.7.0.2');
    // Before: an unknown name was never locked by name and address (401 until the address's limit).
    expect(unknown.map((r) => r.status)).toEqual(known.map((r) => r.status));
    expect(known.map((r) => r.status)).toEqual([...Array(LOGIN_LIMITS.pair.failures).fill(401), 429, 429]);
    for (const r of [...known, ...unknown].filter((x) => x.status === 401)) expect(r.ms).toBeGreaterThanOrEqual(FAILED_SIGN_IN_MS - 5);
    // Nothing typed is stored: the unknown name's counters are under a hash.
    const keys = (await t.app.deps.db.select().from(loginCounters)).map((c) => c.key);
    expect(keys.some((k) => k.includes('nosuchname'))).toBe(false);
  });

  it('signs in by e-mail address, case-insensitively, with the same error and the same per-account count', async () => {
    const u = await createUser(t.app.deps.db, { username: 'mailer', password: PASSWORD, email: 'Mia.Mailer@Example.com' });
    const ok = await login('  mia.mailer@EXAMPLE.com ', PASSWORD, '10.4.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('mailer');
    const wrong = await login('mia.mailer@example.com', WRONG, '10.4.0.2');
    const unknown = await login('nobody@example.com', WRONG, '10.4.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    // By e-mail or by username, one account, one pair count.
    for (let i = 1; i < LOGIN_LIMITS.pair.failures; i += 1) await login(i % 2 ? 'mailer' : 'mia.mailer@example.com', WRONG, '10.4.0.2');
    expect((await login('mailer', PASSWORD, '10.4.0.2')).statusCode).toBe(429);
    const [row] = await t.app.deps.db
      .select()
      .from(loginCounters)
      .where(and(eq(loginCounters.scope, 'pair'), eq(loginCounters.key, pairKey(u.id, '10.4.0.2'))));
    expect(row.failures).toBe(LOGIN_LIMITS.pair.failures + 1);
  });

  it('counts every one of 40 parallel wrong tries, and only the limit reach the password check', async () => {
    const u = await createUser(t.app.deps.db, { username: 'racer', password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('racer', `${WRONG}${i}`, '10.5.0.1')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.pair.failures);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - LOGIN_LIMITS.pair.failures);
    const [pair] = await t.app.deps.db
      .select()
      .from(loginCounters)
      .where(and(eq(loginCounters.scope, 'pair'), eq(loginCounters.key, pairKey(u.id, '10.5.0.1'))));
    expect(pair.failures).toBe(40);
    const [address] = await t.app.deps.db
      .select()
      .from(loginCounters)
      .where(and(eq(loginCounters.scope, 'address'), eq(loginCounters.key, '10.5.0.1')));
    expect(address.failures).toBe(40);
  });

  it("the account's own backoff stops strangers, but not the right password from a known device or a reset link", async () => {
    const u = await createUser(t.app.deps.db, { username: 'owner', password: PASSWORD });
    const first = await login('owner', PASSWORD, '10.6.0.1');
    const device = cookieNamed(first, DEVICE_COOKIE);
    expect(device).toMatch(/^did=[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/did=.*HttpOnly/);
    // Strangers spread over many addresses, none reaching its own pair limit.
    for (let i = 0; i < LOGIN_LIMITS.account.failures; i += 1) expect((await login('owner', WRONG, `10.6.1.${i}`)).statusCode).toBe(401);
    const stranger = await login('owner', PASSWORD, '10.6.2.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/device you used before/);
    expect((await login('owner', PASSWORD, '10.6.2.2', 'did=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(429);
    // The owner's browser, from a new address: in.
    expect((await login('owner', PASSWORD, '10.6.3.1', device)).statusCode).toBe(200);
    // Run up again; the reset link sets a password and clears the counts.
    for (let i = 0; i < LOGIN_LIMITS.account.failures + 1; i += 1) await login('owner', WRONG, `10.6.4.${i}`);
    expect((await login('owner', PASSWORD, '10.6.5.1')).statusCode).toBe(429);
    const token = await issuePasswordToken(t.app.deps.db, { userId: u.id, purpose: 'reset' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'Another-harbour-lantern-48' },
      remoteAddress: '10.6.5.1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('owner', 'Another-harbour-lantern-48', '10.6.5.2')).statusCode).toBe(200);
  });

  it(`blocks an address after ${LOGIN_LIMITS.address.failures} failures across usernames, and writes no typed name`, async () => {
    await createUser(t.app.deps.db, { username: 'bystander', password: PASSWORD });
    for (let i = 0; i < LOGIN_LIMITS.address.failures; i += 1) {
      expect((await login(`spray${i}-Secret-Typed`, WRONG, '10.3.3.3')).statusCode).toBe(401);
    }
    const blocked = await login('bystander', PASSWORD, '10.3.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('bystander', PASSWORD, '10.3.3.4')).statusCode).toBe(200);
    const rows = await t.app.deps.db.select().from(auditLog);
    expect(JSON.stringify(rows)).not.toContain('Secret-Typed');
    expect(rows.filter((r) => r.action === 'login.locked' && r.ip === '10.3.3.3')).toHaveLength(1);
  });

  it('prunes audit rows past their retention, and ended counters', async () => {
    const db = t.app.deps.db;
    await db.insert(auditLog).values({ action: 'old.thing', at: new Date(Date.now() - 200 * 86_400_000) });
    await db.insert(loginCounters).values({ scope: 'address', key: '10.9.9.9', failures: 3, windowStart: new Date(Date.now() - 2 * 86_400_000) });
    const removed = await pruneOldRecords(db, { auditRetentionDays: 180 });
    expect(removed.audit).toBeGreaterThanOrEqual(1);
    expect(removed.loginCounters).toBeGreaterThanOrEqual(1);
    expect(await audit('old.thing')).toHaveLength(0);
    expect((await audit('login.locked')).length).toBeGreaterThan(0);
  });
});

describe('sign-in limits across instances', () => {
  it('two app instances on one database share the counts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-multi-'));
    const database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const a = await buildApp({ config, database });
    const b = await buildApp({ config, database });
    try {
      await createUser(database.db, { username: 'shared', password: PASSWORD });
      const login = (app: typeof a, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'shared', password } });
      for (let i = 0; i < LOGIN_LIMITS.pair.failures; i += 1) {
        expect((await login(i % 2 ? a : b, WRONG)).statusCode).toBe(401);
      }
      expect((await login(a, PASSWORD)).statusCode).toBe(429);
      expect((await login(b, PASSWORD)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
