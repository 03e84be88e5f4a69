import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** What a client behind the proxy writes itself: a new address every time. */
const forged = (i: number) => `198.51.100.${i % 250}`;
/** The proxy appends the address it saw: the same client each time. */
const CLIENT = '203.0.113.7';

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts 30 wrong passwords with forged X-Forwarded-For against the one client, and answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // A different username each time, so only the per-address limit can stop it.
        payload: { username: `nobody${i}`, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': `${forged(i)}, ${CLIENT}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another client behind the same proxy is not blocked.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'wrong-password-123' },
      headers: { 'x-forwarded-for': `${CLIENT}, 203.0.113.99` },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits 15 account requests with forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: `Pat Quinn${i}`, lastName: `Quinn${i}`, company: 'Co', email: `pat${i}@example.com`, phoneNumber: '5551234567' },
        headers: { 'x-forwarded-for': `${forged(i)}, 203.0.113.8` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('reads X-Forwarded-Host and -Proto from the trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y-password-123' },
      headers: { origin: 'https://claims.example.com', host: 'internal:5000', 'x-forwarded-host': 'claims.example.com', 'x-forwarded-for': '203.0.113.50' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('without a trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Host in the origin check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y-password-123' },
      headers: { origin: 'https://evil.example', host: 'localhost', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: 'Cross-site requests are not allowed.' });
  });

  it('keys the limits on the socket address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `ghost${i}`, password: 'wrong-password-123' },
        headers: { 'x-forwarded-for': forged(i) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY values', () => {
  it('refuses true, which would trust the address the client writes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/not false, a number/);
  });

  it('with a list, the client is the rightmost address that is not a listed proxy', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `shade${i}`, password: 'wrong-password-123' },
          headers: { 'x-forwarded-for': `${forged(i)}, 203.0.113.9, 10.1.2.3` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
