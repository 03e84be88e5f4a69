import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPRAISAL_SUB_TYPES, CLAIM_MESSAGES, CLAIM_TYPES, EMPTY_CLAIM_FORM, requiredFieldsFor } from '../../shared/claim.js';
import { auditLog, claimFiles, claimStatusEvents, claims } from '../db/schema.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { listBlobKeys, MINIMAL_PDF, postClaim, TINY_PNG, validClaimData } from '../testing/claims-test-kit.js';
import { sweepOrphanClaimBlobs } from './orphan-sweep.js';
import { REFERENCE_PATTERN } from './reference-number.js';

const FILES = [
  { filename: 'carrier estimate.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' },
  { filename: 'front.png', content: TINY_PNG, category: 'photos' },
];

describe('claims: submit and read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a valid claim with its files and first status event, and answers it to the submitter', async () => {
    const me = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, me.cookie, validClaimData(), FILES);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.referenceNumber).toMatch(REFERENCE_PATTERN);
    expect(body.claim.referenceNumber).toBe(body.referenceNumber);
    expect(body.claim.status).toBe('submitted');
    // A claimant's answer carries the reference, never row ids (the submitter is in the row).
    expect(body.claim).not.toHaveProperty('submittedBy');
    expect(body.claim).not.toHaveProperty('id');
    const [stored] = await t.app.deps.db.select().from(claims).where(eq(claims.referenceNumber, body.referenceNumber));
    expect(stored.submittedBy).toBe(me.userId);
    expect(body.claim.uploadedFiles).toEqual(['carrier estimate.pdf', 'front.png']);
    expect(body.claim.files.map((f: { category: string }) => f.category)).toEqual(['carrier_estimate', 'photos']);
    expect(body.claim.idempotencyKey).toBeUndefined();

    const read = await t.app.inject({ method: 'GET', url: `/api/claims/${body.referenceNumber}`, headers: { cookie: me.cookie } });
    expect(read.statusCode).toBe(200);
    const claim = read.json();
    expect(claim.insuredName).toBe('Jordan Avery');
    expect(claim.vehicleVin).toBe('1HGCM82633A004352');
    // The documents' text is for the staff claim page only; for staff it is the server's reading of
    // the files, not the browser's analysisResult ('text').
    expect(claim).not.toHaveProperty('extractedText');
    const staff = await signInAs(t.app, 'staff');
    const staffRead = await t.app.inject({ method: 'GET', url: `/api/claims/${body.referenceNumber}`, headers: { cookie: staff.cookie } });
    expect(staffRead.json().extractedText).toContain('=== carrier estimate.pdf');
    expect(claim.statusHistory).toHaveLength(1);
    expect(claim.statusHistory[0]).toMatchObject({ status: 'submitted' });
    expect(typeof claim.createdAt).toBe('string');

    const file = claim.files[0];
    const dl = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: me.cookie } });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="carrier estimate.pdf"; filename*=UTF-8''carrier%20estimate.pdf`);
    expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('ignores a forged analysisResult: categories, confidences and the analysis come from the server', async () => {
    const me = await signInAs(t.app, 'claimant');
    const sha = createHash('sha256').update(MINIMAL_PDF).digest('hex');
    const forged = {
      claimData: { insuredName: 'Forged Name' },
      confidence: 100,
      extractedText: 'forged text',
      documents: [
        { filename: 'renamed.pdf', category: 'progressive-estimate', sha256: sha, confidence: 1 },
        { filename: 'car.png', category: 'progressive-estimate', confidence: 1 },
      ],
    };
    const res = await postClaim(
      t.app,
      me.cookie,
      validClaimData(),
      [
        { filename: 'renamed.pdf', content: MINIMAL_PDF },
        { filename: 'car.png', content: TINY_PNG },
      ],
      { analysisResult: forged },
    );
    expect(res.statusCode).toBe(201);
    const ref = res.json().referenceNumber;
    const [row] = await t.app.deps.db.select().from(claims).where(eq(claims.referenceNumber, ref));
    const files = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, row.id));
    // A one-page blank PDF is "other" to the server and a tiny PNG is a photo, whatever the browser says.
    expect(files.map((f) => f.category).sort()).toEqual(['other', 'photos']);
    expect(files.every((f) => f.confidence !== 100)).toBe(true);
    expect(row.analysisConfidence).not.toBe(100);
    expect(row.extractedText).not.toContain('forged');
    expect(JSON.stringify(row.analysisResult)).not.toContain('Forged Name');
    const docs = (row.analysisResult as { documents: Array<{ filename: string; category: string }> }).documents;
    expect(docs.map((d) => d.filename)).toEqual(['renamed.pdf', 'car.png']);
    expect(docs.map((d) => d.category)).not.toContain('progressive-estimate');
  });

  it('gives a safe download name for a hostile file name', async () => {
    const me = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, me.cookie, validClaimData(), [{ filename: '..\\..\\evil"\r\nX-Bad: 1.png', content: TINY_PNG }]);
    expect(res.statusCode).toBe(201);
    const file = res.json().claim.files[0];
    const dl = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: me.cookie } });
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+"; filename\*=UTF-8''/);
    expect(dl.headers['x-bad']).toBeUndefined();
  });

  it('answers 404, not 403, to another claimant, for the claim and its files; staff and admins read it', async () => {
    const owner = await signInAs(t.app, 'claimant');
    const other = await signInAs(t.app, 'claimant');
    const staff = await signInAs(t.app, 'staff');
    const admin = await signInAs(t.app, 'admin');
    const { referenceNumber, claim } = (await postClaim(t.app, owner.cookie, validClaimData(), FILES)).json();
    const asOther = await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}`, headers: { cookie: other.cookie } });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().message).toBe(`The claim with reference number ${referenceNumber} could not be found.`);
    const missing = await t.app.inject({ method: 'GET', url: '/api/claims/FR-ZZZZZZZZ', headers: { cookie: other.cookie } });
    expect(missing.statusCode).toBe(404);
    const fileAsOther = await t.app.inject({ method: 'GET', url: claim.files[0].url, headers: { cookie: other.cookie } });
    expect(fileAsOther.statusCode).toBe(404);
    const answersAsOther = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${referenceNumber}/answers`,
      headers: { cookie: other.cookie },
      payload: { answers: [{ id: 'client_address', question: 'Address?', answer: '1 Main St' }] },
    });
    expect(answersAsOther.statusCode).toBe(404);
    for (const who of [staff, admin]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}`, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
    }
    const anon = await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}` });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a file whose bytes are not an accepted type, and keeps nothing', async () => {
    const me = await signInAs(t.app, 'claimant');
    const before = await listBlobKeys(t.app);
    const res = await postClaim(t.app, me.cookie, validClaimData(), [
      { filename: 'estimate.pdf', content: MINIMAL_PDF },
      { filename: 'looks-like.pdf', content: Buffer.from('<html><script>alert(1)</script></html>'), contentType: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('"looks-like.pdf" is not an accepted file type');
    expect(await listBlobKeys(t.app)).toEqual(before);
  });

  it('removes stored files when the claim data fails validation after the files were read', async () => {
    const me = await signInAs(t.app, 'claimant');
    const before = await listBlobKeys(t.app);
    const [{ n }] = await t.app.deps.db.select({ n: count() }).from(claims);
    const res = await postClaim(t.app, me.cookie, validClaimData({ insuredName: 'J' }), FILES, { filesFirst: true });
    expect(res.statusCode).toBe(400);
    expect(await listBlobKeys(t.app)).toEqual(before);
    const [{ n: after }] = await t.app.deps.db.select({ n: count() }).from(claims);
    expect(after).toBe(n);
  });

  it('returns the first claim for a repeated Idempotency-Key instead of creating a second', async () => {
    const me = await signInAs(t.app, 'claimant');
    const [{ n: before }] = await t.app.deps.db.select({ n: count() }).from(claims);
    const blobsBefore = (await listBlobKeys(t.app)).length;
    const key = 'submit-attempt-0001';
    const first = await postClaim(t.app, me.cookie, validClaimData(), FILES, { idempotencyKey: key });
    const second = await postClaim(t.app, me.cookie, validClaimData(), FILES, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().referenceNumber).toBe(first.json().referenceNumber);
    const [{ n: after }] = await t.app.deps.db.select({ n: count() }).from(claims);
    expect(after).toBe(before + 1);
    expect((await listBlobKeys(t.app)).length).toBe(blobsBefore + FILES.length);
    // Two attempts racing with one key still make one claim, and the loser's blobs are removed.
    const raced = await Promise.all([
      postClaim(t.app, me.cookie, validClaimData(), FILES, { idempotencyKey: 'submit-attempt-race' }),
      postClaim(t.app, me.cookie, validClaimData(), FILES, { idempotencyKey: 'submit-attempt-race' }),
    ]);
    expect(raced.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(raced[0].json().referenceNumber).toBe(raced[1].json().referenceNumber);
    expect((await listBlobKeys(t.app)).length).toBe(blobsBefore + 2 * FILES.length);
    // The same key from another user is another user's attempt: a new claim.
    const other = await signInAs(t.app, 'claimant');
    const third = await postClaim(t.app, other.cookie, validClaimData(), [], { idempotencyKey: key });
    expect(third.json().referenceNumber).not.toBe(first.json().referenceNumber);
  });

  it('files a claim for a client only from allow-listed staff, and that client can read it once the address is proven', async () => {
    const claimant = await signInAs(t.app, 'claimant', { email: 'client.person@example.com' });
    const plainStaff = await signInAs(t.app, 'staff');
    const filedFor = { name: 'Client Person', email: 'Client.Person@example.com' };
    const refused = await postClaim(t.app, plainStaff.cookie, validClaimData({ filedFor }));
    expect(refused.statusCode).toBe(403);

    const t2 = await createTestApp({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'deskadmin' } });
    try {
      const desk = await signInAs(t2.app, 'admin', { username: 'deskadmin' });
      const client = await signInAs(t2.app, 'claimant', { email: 'client.person@example.com', emailVerified: true });
      const stranger = await signInAs(t2.app, 'claimant');
      const res = await postClaim(t2.app, desk.cookie, validClaimData({ filedFor }));
      expect(res.statusCode).toBe(201);
      const claim = res.json().claim;
      expect(claim.filedForName).toBe('Client Person');
      expect(claim.filedForEmail).toBe('client.person@example.com');
      expect(claim.submittedBy).toBe(desk.userId);
      const unproven = await signInAs(t2.app, 'claimant', { email: 'Client.Person@example.com' });
      const asUnproven = await t2.app.inject({ method: 'GET', url: `/api/claims/${claim.referenceNumber}`, headers: { cookie: unproven.cookie } });
      expect(asUnproven.statusCode).toBe(404);
      const asClient = await t2.app.inject({ method: 'GET', url: `/api/claims/${claim.referenceNumber}`, headers: { cookie: client.cookie } });
      expect(asClient.statusCode).toBe(200);
      const asStranger = await t2.app.inject({ method: 'GET', url: `/api/claims/${claim.referenceNumber}`, headers: { cookie: stranger.cookie } });
      expect(asStranger.statusCode).toBe(404);
    } finally {
      await t2.close();
    }
    expect(claimant.userId).toBeGreaterThan(0);
  });

  it('saves the Assignment Bot answers and fills the mapped claim fields', async () => {
    const me = await signInAs(t.app, 'claimant');
    const { referenceNumber } = (await postClaim(t.app, me.cookie, validClaimData())).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${referenceNumber}/answers`,
      headers: { cookie: me.cookie },
      payload: {
        answers: [
          { id: 'client_address', question: "What is the client's street address?", category: 'client', answer: '12 Elm St' },
          { id: 'driver_license', question: "Driver's license number?", category: 'client', answer: 'WA-D123456' },
          { id: 'insurance_carrier', question: 'Insurance carrier?', category: 'insurance', answer: 'Progressive' },
          { id: 'deductible', question: 'Deductible?', category: 'insurance', answer: 500 },
          { id: 'rental_needed', question: 'Do you need a rental?', category: 'incident', answer: true },
          { id: 'skipped', question: 'Skipped?', answer: '' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const claim = res.json();
    expect(claim.clientAddress).toBe('12 Elm St');
    expect(claim.driverLicenseNumber).toBe('WA-D123456');
    expect(claim.insuranceCompany).toBe('Progressive');
    expect(claim.deductibleAmount).toBe('500');
    expect(claim.answers.rental_needed).toMatchObject({ question: 'Do you need a rental?', answer: true });
    expect(claim.answers.skipped).toBeUndefined();
  });
});

describe('claims: validation', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInAs(t.app, 'claimant')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const fieldsOf = (res: { json(): { fields: Array<{ field: string; message: string }> } }) =>
    Object.fromEntries(res.json().fields.map((f) => [f.field, f.message]));

  it('answers every failing field with the spec message, all at once', async () => {
    const res = await postClaim(
      t.app,
      cookie,
      validClaimData({
        claimType: 'auto',
        insuredName: 'J',
        claimNumber: '123',
        policyNumber: '12',
        dateOfLoss: '03/14/2026',
        vehicleYear: 1899,
        vehicleMake: 'H',
        vehicleModel: 'A',
        vehicleVin: 'SHORTVIN',
        email: 'not-an-email',
        phone: '555-01',
        repairShopName: 'X',
        opposingAppraiserEmail: 'nope@',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(fieldsOf(res)).toEqual({
      insuredName: 'Insured name must be at least 2 characters',
      claimNumber: 'Claim number must be at least 5 characters',
      policyNumber: 'Policy number must be at least 5 characters',
      dateOfLoss: 'Date must be in YYYY-MM-DD format',
      vehicleYear: 'Year must be 1900 or later',
      vehicleMake: 'Vehicle make must be at least 2 characters',
      vehicleModel: 'Vehicle model must be at least 2 characters',
      vehicleVin: 'VIN must be exactly 17 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
      repairShopName: 'Repair shop name must be at least 2 characters',
      opposingAppraiserEmail: 'Please enter a valid email address',
    });
  });

  it('refuses a year too far in the future, a bad VIN check digit, and a missing claimData', async () => {
    const future = await postClaim(t.app, cookie, validClaimData({ vehicleYear: 2031 }));
    expect(fieldsOf(future).vehicleYear).toBe('Year cannot be too far in the future');
    const checksum = await postClaim(t.app, cookie, validClaimData({ vehicleVin: '1HGCM82634A004352' }));
    expect(fieldsOf(checksum).vehicleVin).toBe('Invalid VIN checksum. Please verify the VIN is correct.');
    const badChars = await postClaim(t.app, cookie, validClaimData({ vehicleVin: '1HGCM82633A00435O' }));
    expect(fieldsOf(badChars).vehicleVin).toBe('Invalid VIN format. VIN must be 17 characters and cannot contain I, O, or Q.');
    const noType = await postClaim(t.app, cookie, validClaimData({ claimType: 'boat' }));
    expect(fieldsOf(noType).claimType).toBe('Choose a claim type: appraisal, total-loss, glass or auto');
    const notJson = await postClaim(t.app, cookie, '{broken');
    expect(fieldsOf(notJson).claimData).toBe('claimData must be valid JSON');
  });

  it('accepts N/A from the N/A checkboxes and empty optional fields', async () => {
    const res = await postClaim(t.app, cookie, validClaimData({ email: 'N/A', phone: 'N/A', policyNumber: '', vehicleTrim: '', opposingAppraiserAddress: '' }));
    expect(res.statusCode).toBe(201);
  });

  it('requires unless pending the four opposing appraiser fields on submit', async () => {
    const res = await postClaim(
      t.app,
      cookie,
      validClaimData({ opposingAppraiserName: '', opposingAppraiserCompany: '', opposingAppraiserPhone: '', opposingAppraiserEmail: '' }),
    );
    expect(fieldsOf(res)).toEqual({
      opposingAppraiserName: CLAIM_MESSAGES.opposingAppraiserName,
      opposingAppraiserCompany: CLAIM_MESSAGES.opposingAppraiserCompany,
      opposingAppraiserPhone: CLAIM_MESSAGES.opposingAppraiserPhone,
      opposingAppraiserEmail: 'Opposing appraiser email is required',
    });
    const pending = await postClaim(
      t.app,
      cookie,
      validClaimData({
        opposingAppraiserStatus: 'pending',
        opposingAppraiserName: '',
        opposingAppraiserCompany: '',
        opposingAppraiserPhone: '',
        opposingAppraiserEmail: '',
      }),
    );
    expect(pending.statusCode).toBe(201);
    expect(pending.json().claim.opposingAppraiserStatus).toBe('pending');
  });

  const variants = [
    ...CLAIM_TYPES.filter((c) => c !== 'appraisal').map((c) => ({ claimType: c, claimSubType: null })),
    { claimType: 'appraisal' as const, claimSubType: null },
    ...APPRAISAL_SUB_TYPES.map((s) => ({ claimType: 'appraisal' as const, claimSubType: s })),
  ];

  it.each(variants)('requires exactly the section 3 fields for $claimType $claimSubType', async (variant) => {
    const res = await postClaim(t.app, cookie, {
      ...EMPTY_CLAIM_FORM,
      ...variant,
      opposingAppraiserStatus: 'pending',
    });
    expect(res.statusCode).toBe(400);
    const expected: string[] = requiredFieldsFor(variant.claimType, variant.claimSubType, 'pending');
    // Inspection Required also needs its yes/no on whether the vehicle is accessible.
    const typeDetails = variant.claimSubType === 'appraisal-inspection' ? ['typeDetails.vehicleAccessible'] : [];
    expect(Object.keys(fieldsOf(res)).sort()).toEqual([...expected, ...typeDetails].sort());
    for (const required of ['insuredName', 'claimNumber', 'dateOfLoss']) expect(expected).toContain(required);
  });
});

describe('claims: status changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets only staff move a claim, along submitted → processing → approved|rejected, with who and when', async () => {
    const owner = await signInAs(t.app, 'claimant');
    const staff = await signInAs(t.app, 'staff', { fullName: 'Marcus Webb' });
    const admin = await signInAs(t.app, 'admin', { fullName: ' ' });
    const { referenceNumber } = (await postClaim(t.app, owner.cookie, validClaimData())).json();
    const patch = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/claims/${referenceNumber}/status`, headers: { cookie }, payload });

    const byOwner = await patch(owner.cookie, { status: 'approved' });
    expect(byOwner.statusCode).toBe(403);
    const skip = await patch(staff.cookie, { status: 'approved' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A submitted claim cannot move to approved; it can move to processing.');
    const bad = await patch(staff.cookie, { status: 'lost' });
    expect(bad.statusCode).toBe(400);

    expect((await patch(staff.cookie, { status: 'processing', note: 'Assigned to Marcus' })).statusCode).toBe(200);
    const approved = await patch(admin.cookie, { status: 'approved', note: 'Agreed figure reached' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');

    const seen = (await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}`, headers: { cookie: owner.cookie } })).json();
    expect(seen.status).toBe('approved');
    expect(seen.statusHistory.map((e: { status: string }) => e.status)).toEqual(['submitted', 'processing', 'approved']);
    // The claimant reads staff by name, never by username (a username is half a sign-in).
    expect(seen.statusHistory[1]).toMatchObject({ by: 'Marcus Webb', note: 'Assigned to Marcus' });
    expect(seen.statusHistory[2]).toMatchObject({ by: 'Claims staff', note: 'Agreed figure reached' });
    expect(JSON.stringify(seen)).not.toContain(staff.username);
    expect(JSON.stringify(seen)).not.toContain(admin.username);
    const desk = (await t.app.inject({ method: 'GET', url: `/api/claims/${referenceNumber}`, headers: { cookie: staff.cookie } })).json();
    expect(desk.statusHistory[1]).toMatchObject({ by: staff.username });

    expect((await patch(staff.cookie, { status: 'processing' })).statusCode).toBe(200);
    expect((await patch(staff.cookie, { status: 'rejected' })).statusCode).toBe(200);
    const audit = await t.app.deps.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === 'claim.status_changed' && a.targetId === referenceNumber)).toHaveLength(4);
    const events = await t.app.deps.db.select().from(claimStatusEvents);
    expect(events.filter((e) => e.actorUserId === owner.userId && e.status !== 'submitted')).toHaveLength(0);
  });

  it('serves the staff queue with search, filters, sort and paging, to staff only', async () => {
    const owner = await signInAs(t.app, 'claimant');
    const staff = await signInAs(t.app, 'staff');
    const refs: string[] = [];
    for (const name of ['Alice Queue', 'Bob Queue', 'Carol Queue']) {
      refs.push((await postClaim(t.app, owner.cookie, validClaimData({ insuredName: name, claimType: 'auto' }))).json().referenceNumber);
    }
    const list = (qs: string, cookie = staff.cookie) => t.app.inject({ method: 'GET', url: `/api/claims?${qs}`, headers: { cookie } });
    // A claimant's list holds only their own claims (my-claims.test.ts covers the rule).
    expect((await list('', owner.cookie)).json().total).toBe(3);

    const search = (await list('q=queue&sort=insuredName&dir=asc&pageSize=2')).json();
    expect(search.total).toBe(3);
    expect(search.claims.map((c: { insuredName: string }) => c.insuredName)).toEqual(['Alice Queue', 'Bob Queue']);
    const page2 = (await list('q=queue&sort=insuredName&dir=asc&pageSize=2&page=2')).json();
    expect(page2.claims.map((c: { insuredName: string }) => c.insuredName)).toEqual(['Carol Queue']);
    const byRef = (await list(`q=${refs[1].toLowerCase()}`)).json();
    expect(byRef.claims.map((c: { referenceNumber: string }) => c.referenceNumber)).toEqual([refs[1]]);
    const byType = (await list('claimType=auto&status=submitted,processing')).json();
    expect(byType.total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&q=queue`)).json().total).toBe(3);
    expect((await list('from=2000-01-01&to=2000-01-02&q=queue')).json().total).toBe(0);
    expect((await list('sort=password')).statusCode).toBe(400);
  });
});

describe('claims: nothing is left behind when storage fails', () => {
  it('a failing blob store mid-submit leaves no claim, no file rows and no blobs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-failing-store-'));
    const realStore = new LocalBlobStore(dir);
    let puts = 0;
    const failing = {
      kind: realStore.kind,
      put: async (...args: Parameters<typeof realStore.put>) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        return realStore.put(...args);
      },
      get: realStore.get.bind(realStore),
      delete: realStore.delete.bind(realStore),
      exists: realStore.exists.bind(realStore),
      list: realStore.list.bind(realStore),
      check: realStore.check.bind(realStore),
    };
    const t = await createTestApp({ blobs: failing });
    try {
      const me = await signInAs(t.app, 'claimant');
      const before = await listBlobKeys(t.app);
      const res = await postClaim(t.app, me.cookie, validClaimData(), [...FILES, { filename: 'c.png', content: TINY_PNG }]);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
      expect(puts).toBe(2);
      expect(await listBlobKeys(t.app)).toEqual(before);
      expect((await t.app.deps.db.select({ n: count() }).from(claims))[0].n).toBe(0);
      expect((await t.app.deps.db.select({ n: count() }).from(claimFiles))[0].n).toBe(0);
      expect((await t.app.deps.db.select({ n: count() }).from(claimStatusEvents))[0].n).toBe(0);
      // The next attempt works.
      const again = await postClaim(t.app, me.cookie, validClaimData(), FILES);
      expect(again.statusCode).toBe(201);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file over MAX_UPLOAD_MB is refused with 413 and the files before it are removed', async () => {
    const t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.01' } });
    try {
      const me = await signInAs(t.app, 'claimant');
      const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(20_000, 0x20)]);
      const res = await postClaim(t.app, me.cookie, validClaimData(), [
        { filename: 'small.png', content: TINY_PNG },
        { filename: 'big.pdf', content: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(await listBlobKeys(t.app)).toEqual([]);
      expect((await t.app.deps.db.select({ n: count() }).from(claims))[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('a failing database commit removes the stored blobs', async () => {
    const t = await createTestApp();
    try {
      const me = await signInAs(t.app, 'claimant');
      // Break the file insert: the column the insert needs is gone, so the transaction fails.
      await t.app.deps.db.execute('alter table claim_files rename column sha256 to sha256_gone' as never);
      const res = await postClaim(t.app, me.cookie, validClaimData(), FILES);
      expect(res.statusCode).toBe(500);
      expect(await listBlobKeys(t.app)).toEqual([]);
      expect((await t.app.deps.db.select({ n: count() }).from(claims))[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('the start-up sweep removes old blobs no claim references, and keeps the referenced ones', async () => {
    const t = await createTestApp();
    try {
      const me = await signInAs(t.app, 'claimant');
      const res = await postClaim(t.app, me.cookie, validClaimData(), FILES);
      expect(res.statusCode).toBe(201);
      const orphan = await t.app.deps.blobs.put(TINY_PNG, { prefix: 'claims' });
      const elsewhere = await t.app.deps.blobs.put(TINY_PNG, { prefix: 'uploads' });
      const young = await sweepOrphanClaimBlobs(t.app.deps.db, t.app.deps.blobs);
      expect(young.removed).toEqual([]);
      const later = await sweepOrphanClaimBlobs(t.app.deps.db, t.app.deps.blobs, { now: new Date(Date.now() + 2 * 3600_000) });
      expect(later.removed).toEqual([orphan.key]);
      expect(await t.app.deps.blobs.exists(elsewhere.key)).toBe(true);
      const keys = await listBlobKeys(t.app);
      // Claim files are the staged uploads the claim took, under uploads/.
      expect(keys.filter((k) => k.startsWith('uploads/') && k !== elsewhere.key)).toHaveLength(FILES.length);
    } finally {
      await t.close();
    }
  });
});
