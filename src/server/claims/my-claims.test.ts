import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { postClaim, validClaimData } from '../testing/claims-test-kit.js';

type Summary = { referenceNumber: string; insuredName: string; createdAt: string; updatedAt: string; status: string };

describe('GET /api/claims: a claimant sees their own claims, staff see the desk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'deskadmin' } });
  });
  afterAll(async () => t?.close());

  it('answers each claimant with only their claims (those filed for them included), newest first', async () => {
    const ann = await signInAs(t.app, 'claimant', { email: 'ann.client@example.com', emailVerified: true });
    const ben = await signInAs(t.app, 'claimant');
    const staff = await signInAs(t.app, 'staff');
    const desk = await signInAs(t.app, 'admin', { username: 'deskadmin' });

    const file = async (cookie: string, data: Record<string, unknown>) => {
      const res = await postClaim(t.app, cookie, validClaimData(data));
      expect(res.statusCode).toBe(201);
      return res.json().referenceNumber as string;
    };
    const annFirst = await file(ann.cookie, { insuredName: 'Ann First' });
    const annSecond = await file(ann.cookie, { insuredName: 'Ann Second', claimType: 'auto' });
    const benOwn = await file(ben.cookie, { insuredName: 'Ben Own' });
    const forAnn = await file(desk.cookie, { insuredName: 'Filed For Ann', filedFor: { name: 'Ann Client', email: 'ANN.client@example.com' } });

    const list = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/claims?pageSize=100', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json() as { claims: Summary[]; total: number };
    };

    const mine = await list(ann.cookie);
    expect(mine.claims.map((c) => c.referenceNumber)).toEqual([forAnn, annSecond, annFirst]);
    expect(mine.total).toBe(3);
    const dates = mine.claims.map((c) => Date.parse(c.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(mine.claims[0]).toMatchObject({ status: 'submitted', insuredName: 'Filed For Ann' });
    expect(typeof mine.claims[0].updatedAt).toBe('string');

    const bens = await list(ben.cookie);
    expect(bens.claims.map((c) => c.referenceNumber)).toEqual([benOwn]);

    // A search or filter never reaches past the claimant's own claims.
    const probe = await t.app.inject({ method: 'GET', url: `/api/claims?q=${annFirst}`, headers: { cookie: ben.cookie } });
    expect(probe.json().total).toBe(0);

    const desksView = await list(staff.cookie);
    expect(desksView.claims.map((c) => c.referenceNumber)).toEqual(expect.arrayContaining([annFirst, annSecond, benOwn, forAnn]));
    expect(desksView.total).toBe(4);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/claims' })).statusCode).toBe(401);
  });
});
