import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

describe('smaller leaks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sign-up answers the same whether or not the e-mail has an account', async () => {
    await signInAs(t.app, 'claimant', { email: 'kim@example.com' });
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: 'Kim Lane', lastName: 'Lane', company: 'Co', email, phoneNumber: '5551234567' },
      });
    const known = await ask('KIM@example.com');
    const unknown = await ask('kim.new@example.com');
    expect(known.statusCode).toBe(201);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    // A pending request's address answers the same too.
    expect((await ask('kim.new@example.com')).body).toBe(unknown.body);
  });

  it('/api/docs is for staff: anonymous 401, claimant 403, staff 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const claimant = await signInAs(t.app, 'claimant');
    const refused = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: claimant.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const staff = await signInAs(t.app, 'staff');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: staff.cookie } })).statusCode).toBe(200);
  });

  it('claimants see claim references, never numeric row ids; staff keep them', async () => {
    const claimant = await signInAs(t.app, 'claimant');
    const submit = await postClaim(t.app, claimant.cookie, validClaimData(), [
      { filename: 'estimate.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' },
    ]);
    expect(submit.statusCode, submit.body).toBe(201);
    const ref = submit.json().referenceNumber as string;
    const answers = [
      submit.json().claim,
      (await t.app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie: claimant.cookie } })).json(),
      ...(await t.app.inject({ method: 'GET', url: '/api/claims', headers: { cookie: claimant.cookie } })).json().claims,
    ];
    expect(answers).toHaveLength(3);
    for (const a of answers) {
      expect(a.referenceNumber).toBe(ref);
      expect(a).not.toHaveProperty('id');
      expect(a).not.toHaveProperty('submittedBy');
      for (const f of a.files ?? []) expect(typeof f.id).toBe('string');
    }
    const staff = await signInAs(t.app, 'staff');
    const desk = (await t.app.inject({ method: 'GET', url: `/api/claims/${ref}`, headers: { cookie: staff.cookie } })).json();
    expect(typeof desk.id).toBe('number');
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBeDefined();
    // X-Forwarded-Proto from an untrusted client changes nothing.
    const forged = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const secure = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('answers 414, 404 and undecodable addresses in the { code, message } shape', async () => {
    const staff = await signInAs(t.app, 'staff');
    const long = await t.app.inject({ method: 'GET', url: `/api/claims/${'A'.repeat(300)}`, headers: { cookie: staff.cookie } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'uri_too_long', message: expect.any(String) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'message']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/claims/%E0%A4%A', headers: { cookie: staff.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('answers headers too large in the same shape, from the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let out = '';
      socket.on('data', (d) => {
        out += d.toString();
      });
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
      socket.write(`GET /api/claims HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 'headers_too_large', message: expect.any(String) });
  });
});
