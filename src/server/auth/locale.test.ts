import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRow } from '../db/schema.js';
import { claimEmail } from '../claims/claim-mail.js';
import { mailText } from '../mail-text.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { findUsersByEmail } from './users.queries.js';

describe('a claimant’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is unset at first, kept with the account by PATCH /api/auth/me and answered by GET /api/auth/me', async () => {
    const me = await signInAs(t.app, 'claimant');
    const get = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie } });
    expect((await get()).json().user.locale).toBeNull();
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { cookie: me.cookie }, payload: { locale: 'es' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().user.locale).toBe('es');
    expect((await get()).json().user.locale).toBe('es');
  });

  it('refuses a language the portal does not speak, and a change without a session', async () => {
    const me = await signInAs(t.app, 'claimant');
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { cookie: me.cookie }, payload: { locale: 'fr' } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { locale: 'es' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is taken from the account request, so the approval e-mail is in it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'Rosa Díaz', lastName: 'Díaz', company: 'Díaz Co', email: 'rosa@example.com', phoneNumber: '555-222-3333', locale: 'es' },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await findUsersByEmail(t.app.deps.db, 'rosa@example.com');
    expect(user?.locale).toBe('es');
  });
});

describe('claimant e-mails', () => {
  const claim = { referenceNumber: 'CLM-1', insuredName: 'Rosa Díaz' } as ClaimRow;

  it('are written in Spanish for a Spanish reader, with its plural forms', () => {
    const received = claimEmail('Frontier', 'https://claims.test', claim, { kind: 'submitted' }, 'es');
    expect(received.subject).toBe('Frontier: recibimos el reclamo CLM-1');
    expect(received.text).toContain('Recibimos su reclamo a nombre de Rosa Díaz.');
    expect(received.text).toContain('Número de referencia: CLM-1');
    expect(received.text).toContain('https://claims.test/claim-status/CLM-1');
    const status = claimEmail('Frontier', undefined, claim, { kind: 'status', status: 'processing', note: null }, 'es');
    expect(status.text).toBe('Su reclamo CLM-1 ahora está en revisión.\n\nConsulte el estado aquí: /claim-status/CLM-1');
    const es = mailText('es');
    expect(es('reset.body', { name: 'Rosa', username: 'rdiaz', hours: 1, link: 'L' })).toContain('dentro de 1 hora:');
    expect(es('approved.body', { name: 'Rosa', username: 'rdiaz', hours: 72, link: 'L' })).toContain('durante 72 horas');
  });

  it('stay in English when no language was chosen', () => {
    const received = claimEmail('Frontier', undefined, claim, { kind: 'submitted' }, null);
    expect(received.subject).toBe('Frontier: claim CLM-1 received');
    expect(received.text).toContain('Thank you. We received your claim for Rosa Díaz.');
    expect(mailText(null)('reset.body', { name: 'R', username: 'r', hours: 1, link: 'L' })).toContain('within 1 hour:');
  });
});
