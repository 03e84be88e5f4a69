import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../db/schema.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { listBlobKeys, MINIMAL_PDF, postClaim, TINY_PNG, validClaimData } from '../testing/claims-test-kit.js';

const PHOTO = (n: number) => ({ filename: `photo-${n}.png`, content: TINY_PNG, category: 'photos' });
const CARRIER = { filename: 'carrier estimate.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' };
const SHOP = { filename: 'shop estimate.pdf', content: MINIMAL_PDF, category: 'shop-estimate' };

describe('claims: required documents (422 missing_documents)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a claim without the required documents, naming the step, and stores nothing', async () => {
    const me = await signInAs(t.app, 'claimant');
    const before = await listBlobKeys(t.app);
    const res = await postClaim(
      t.app,
      me.cookie,
      validClaimData({ claimSubType: 'appraisal-inspection', typeDetails: { vehicleAccessible: true }, notAvailable: {} }),
      [CARRIER, PHOTO(1)],
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('missing_documents');
    expect(body.message).toContain("the shop's or the other appraiser's estimate");
    expect(body.message).toContain('photos of the damage (1 of 3)');
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(['notAvailable.shop-estimate', 'notAvailable.photos']);
    expect(await listBlobKeys(t.app)).toEqual(before);
    expect(await t.app.deps.db.select().from(claims).where(eq(claims.submittedBy, me.userId))).toHaveLength(0);
  });

  it('refuses a claim sent with no files at all through the API, whatever the browser claims to have uploaded', async () => {
    const me = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, me.cookie, validClaimData({ claimType: 'total-loss', notAvailable: undefined, uploadedFiles: ['a.pdf', 'b.pdf'] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/total-loss valuation/);
  });

  it('accepts the steps filled or marked Not Available; an optional step is never asked for', async () => {
    const me = await signInAs(t.app, 'claimant');
    const full = await postClaim(
      t.app,
      me.cookie,
      validClaimData({ claimSubType: 'appraisal-inspection', typeDetails: { vehicleAccessible: true }, notAvailable: {} }),
      [CARRIER, SHOP, PHOTO(1), PHOTO(2), PHOTO(3)],
    );
    expect(full.statusCode).toBe(201);
    // Comparative Estimate Only: the opposing estimate is optional.
    const only = await postClaim(t.app, me.cookie, validClaimData({ claimSubType: 'appraisal-only', notAvailable: { photos: true } }), [CARRIER]);
    expect(only.statusCode).toBe(201);
    // Auto: the insurer's estimate is optional.
    const auto = await postClaim(t.app, me.cookie, validClaimData({ claimType: 'auto', claimSubType: null, notAvailable: {} }), [
      SHOP,
      PHOTO(1),
      PHOTO(2),
      PHOTO(3),
    ]);
    expect(auto.statusCode).toBe(201);
  });

  it('asks every claim type for 3 photos, or for the photo step marked "I don\'t have more photos"', async () => {
    const me = await signInAs(t.app, 'claimant');
    const auto = (notAvailable: Record<string, boolean>) => validClaimData({ claimType: 'auto', claimSubType: null, notAvailable });
    const short = await postClaim(t.app, me.cookie, auto({}), [SHOP, PHOTO(1)]);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toContain('photos of the damage (1 of 3)');
    const totalLoss = await postClaim(t.app, me.cookie, validClaimData({ claimType: 'total-loss', notAvailable: { 'shop-estimate': true } }), [
      { ...CARRIER, category: 'progressive-estimate' },
      PHOTO(1),
      PHOTO(2),
    ]);
    expect(totalLoss.statusCode).toBe(422);
    expect(totalLoss.json().message).toContain('photos of the vehicle (2 of 3)');
    const marked = await postClaim(t.app, me.cookie, auto({ photos: true }), [SHOP, PHOTO(1)]);
    expect(marked.statusCode).toBe(201);
  });
});

describe('claims: possible duplicates (409 possible_duplicate)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('warns before storing the same claimant’s same claim number, stores it when confirmed, marked for staff', async () => {
    const me = await signInAs(t.app, 'claimant');
    const first = await postClaim(t.app, me.cookie, validClaimData({ claimNumber: 'CLM-55501' }));
    expect(first.statusCode).toBe(201);
    const firstRef = first.json().referenceNumber;

    const again = await postClaim(t.app, me.cookie, validClaimData({ claimNumber: ' clm-55501 ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'possible_duplicate', referenceNumber: firstRef });
    expect(again.json().message).toContain(firstRef);
    expect(await t.app.deps.db.select().from(claims).where(eq(claims.submittedBy, me.userId))).toHaveLength(1);

    const confirmed = await postClaim(t.app, me.cookie, validClaimData({ claimNumber: 'CLM-55501', confirmDuplicate: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().claim.possibleDuplicateOf).toBe(firstRef);

    const staff = await signInAs(t.app, 'staff');
    const desk = await t.app.inject({ method: 'GET', url: '/api/claims?q=CLM-55501', headers: { cookie: staff.cookie } });
    const rows = desk.json().claims as { referenceNumber: string; possibleDuplicateOf: string | null }[];
    expect(rows.find((r) => r.referenceNumber === confirmed.json().referenceNumber)?.possibleDuplicateOf).toBe(firstRef);
    expect(rows.find((r) => r.referenceNumber === firstRef)?.possibleDuplicateOf).toBeNull();
  });

  it("names no one else's claim: an account that only says it has the client's address is never answered with its reference", async () => {
    const t2 = await createTestApp({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'dupdesk' } });
    try {
      const desk = await signInAs(t2.app, 'admin', { username: 'dupdesk' });
      const filed = await postClaim(
        t2.app,
        desk.cookie,
        validClaimData({ claimNumber: 'CLM-77701', filedFor: { name: 'Vera Victim', email: 'vera@example.com' } }),
      );
      expect(filed.statusCode, filed.body).toBe(201);
      const ref = filed.json().referenceNumber;
      // Signed up with Vera's address, never proved it.
      const pretender = await signInAs(t2.app, 'claimant', { email: 'Vera@Example.com' });
      const guess = await postClaim(t2.app, pretender.cookie, validClaimData({ claimNumber: 'CLM-77701' }));
      expect(guess.statusCode, guess.body).toBe(201);
      expect(guess.body).not.toContain(ref);
      expect(guess.json().claim.possibleDuplicateOf).toBeNull();
      const linked = await postClaim(t2.app, pretender.cookie, validClaimData({ claimNumber: 'CLM-77702', confirmDuplicate: true }));
      expect(linked.json().claim.possibleDuplicateOf).toBeNull();
      // Vera herself, address proved, is told.
      const vera = await signInAs(t2.app, 'claimant', { email: 'vera@example.com', emailVerified: true });
      const hers = await postClaim(t2.app, vera.cookie, validClaimData({ claimNumber: 'clm-77701' }));
      expect(hers.statusCode).toBe(409);
      expect(hers.json().referenceNumber).toBe(ref);
    } finally {
      await t2.close();
    }
  });

  it('matches the same VIN and date of loss under another claim number; another claimant is never told', async () => {
    const me = await signInAs(t.app, 'claimant');
    const first = await postClaim(t.app, me.cookie, validClaimData({ dateOfLoss: '2025-11-02' }));
    expect(first.statusCode).toBe(201);
    const sameCar = await postClaim(t.app, me.cookie, validClaimData({ dateOfLoss: '2025-11-02' }));
    expect(sameCar.statusCode).toBe(409);
    expect(sameCar.json().referenceNumber).toBe(first.json().referenceNumber);
    const otherDay = await postClaim(t.app, me.cookie, validClaimData({ dateOfLoss: '2025-11-03' }));
    expect(otherDay.statusCode).toBe(201);

    const someoneElse = await signInAs(t.app, 'claimant');
    const theirs = await postClaim(t.app, someoneElse.cookie, validClaimData({ dateOfLoss: '2025-11-02' }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().claim.possibleDuplicateOf).toBeNull();
  });

  it('answers the same question before Submit (POST /api/claims/duplicate-check), about the caller’s own claims only', async () => {
    const me = await signInAs(t.app, 'claimant');
    const first = await postClaim(t.app, me.cookie, validClaimData({ claimNumber: 'CLM-66123', dateOfLoss: '2025-10-09' }));
    expect(first.statusCode).toBe(201);
    const ref = first.json().referenceNumber as string;
    const ask = (cookie: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/claims/duplicate-check', headers: { cookie }, payload });

    const byNumber = await ask(me.cookie, { claimNumber: ' clm-66123 ' });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().possibleDuplicate).toMatchObject({ referenceNumber: ref });
    expect(byNumber.json().possibleDuplicate.message).toContain(ref);
    const byCar = await ask(me.cookie, { claimNumber: 'CLM-00000', vehicleVin: validClaimData().vehicleVin as string, dateOfLoss: '2025-10-09' });
    expect(byCar.json().possibleDuplicate?.referenceNumber).toBe(ref);
    // The VIN alone, another claim number, or nothing: no duplicate.
    expect((await ask(me.cookie, { vehicleVin: validClaimData().vehicleVin as string })).json().possibleDuplicate).toBeNull();
    expect((await ask(me.cookie, { claimNumber: 'CLM-66124' })).json().possibleDuplicate).toBeNull();
    expect((await ask(me.cookie, {})).json().possibleDuplicate).toBeNull();

    // Another claimant learns nothing about it; without a session the call is refused.
    const stranger = await signInAs(t.app, 'claimant');
    expect((await ask(stranger.cookie, { claimNumber: 'CLM-66123' })).json().possibleDuplicate).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/claims/duplicate-check', payload: { claimNumber: 'CLM-66123' } })).statusCode).toBe(401);
  });
});
