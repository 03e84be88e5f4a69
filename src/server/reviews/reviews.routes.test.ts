import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeLetter, ValuationReview } from '../../shared/contracts/reviews.js';
import type { ParsedEstimate } from '../../shared/estimate-comparison.js';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { analyses, claimFiles, claims } from '../db/schema.js';
import { compareEstimates } from '../estimates/align.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { cleanValuation } from './valuation-fixtures.js';
import { estimateLine, estimateTotals } from './estimate-fixtures.js';

type User = { cookie: string; userId: number };

describe('valuation review, repair review and dispute letters', () => {
  let t: TestApp;
  let owner: User;
  let stranger: User;
  let staff: User;
  let ref: string;
  let claimId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInAs(t.app, 'claimant', { fullName: 'Jordan Avery' });
    stranger = await signInAs(t.app, 'claimant');
    staff = await signInAs(t.app, 'staff', { fullName: 'Dana Desk' });
    const res = await postClaim(
      t.app,
      owner.cookie,
      validClaimData({ claimType: 'total-loss', claimNumber: 'CLM-20931', insuranceCompany: 'Claimed Insurance Co' }),
      [{ filename: 'TL valuation.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' }],
    );
    expect(res.statusCode).toBe(201);
    ref = res.json().referenceNumber;
    const [claim] = await t.app.deps.db.select().from(claims).where(eq(claims.referenceNumber, ref));
    claimId = claim.id;
    const [file] = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    // The valuation reader's output for this file, as the analysis stores it (the reader is built apart).
    const valuation = cleanValuation();
    valuation.chain.splice(1, 0, { label: 'Projected Sold Adjustment', kind: 'adjustment', amount: -500, page: 1, confidence: 0.9 });
    valuation.chain = valuation.chain.filter((l) => l.kind !== 'tax');
    // 21,000 − 500 + 150 fees − 500 deductible: the carrier settles at 20,150.
    valuation.chain = valuation.chain.map((l) => (l.kind === 'total' ? { ...l, amount: 20150 } : l));
    valuation.valueBeforeDeductible = { value: 20650, page: 1, confidence: 0.95 };
    valuation.settlement = { value: 20150, page: 1, confidence: 0.95 };
    await t.app.deps.db.insert(analyses).values({
      sha256: file.sha256,
      pipelineVersion: 'review-test',
      result: { valuation, fields: { insuranceCompany: { value: 'Keystone Mutual', confidence: 0.9, page: 1 } } },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const send = (user: User, method: 'PUT' | 'POST', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  it('answers the review with the report’s figures and their sources, and the points to dispute', async () => {
    const res = await get(owner, `/api/claims/${ref}/valuation-review`);
    expect(res.statusCode).toBe(200);
    const r = res.json() as ValuationReview;
    expect(r).toMatchObject({ available: true, reportFile: 'TL valuation.pdf', distanceLimitMiles: 100, state: { code: 'WA' } });
    expect(r.comparables.map((c) => [c.id, c.kept])).toEqual([
      ['doc-1', true],
      ['doc-2', true],
      ['doc-3', true],
    ]);
    expect(r.comparables[0].price.source).toEqual({ origin: 'document', file: 'TL valuation.pdf', page: 2 });
    expect(r.points.map((p) => [p.kind, p.status])).toEqual([
      ['no-sales-tax', 'available'],
      ['negotiation', 'available'],
    ]);
    // With no change the alternative is the carrier's settlement, and no letter is offered.
    expect(r.alternativeValue.net).toBe(20150);
    expect(r.letterAllowed).toBe(false);
    expect(r.appraisalCost).toMatchObject({ firmFee: 750, halfUmpireFee: 500, total: 1250, covered: false });
    // The claim says 2003 Honda Accord, the report 2019: the difference is marked.
    expect(r.lossVehicle.find((v) => v.field === 'year')).toMatchObject({ report: '2019', claim: '2003', differs: true });
    expect(r.alternativeValue.value).toBe(20500);
  });

  it('writes the review in the page’s language (Accept-Language) while the letter stays English for the carrier', async () => {
    const url = `/api/claims/${ref}/valuation-review`;
    const es = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie, 'accept-language': 'es' } });
    expect(es.statusCode).toBe(200);
    const r = es.json() as ValuationReview;
    expect(r.points.find((p) => p.kind === 'negotiation')?.text).toMatch(/^El informe descuenta \$/);
    expect(r.lossVehicle[0].label).toBe('Año');
    const en = (await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie, 'accept-language': 'en-US,es;q=0.8' } })).json() as ValuationReview;
    expect(en.points.find((p) => p.kind === 'negotiation')?.text).toMatch(/^The report deducts \$/);
  });

  it('refuses a demand letter while the alternative is not above the carrier’s settlement', async () => {
    const draft = await get(owner, `/api/claims/${ref}/dispute-letters/draft?kind=total-loss`);
    expect(draft.statusCode).toBe(422);
    expect(draft.json().message).toMatch(/the carrier’s figure holds/);
    const post = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss' });
    expect(post.statusCode).toBe(422);
  });

  it('recomputes on the owner’s choices, stores them, and refuses what does not hold', async () => {
    const before = (await get(owner, `/api/claims/${ref}/valuation-review`)).json() as ValuationReview;
    const choices = {
      keptComparableIds: ['doc-1', 'doc-2'],
      addedComparables: [
        {
          year: 2019,
          make: 'Honda',
          model: 'Accord',
          trim: 'EX 4D Sedan FWD',
          mileage: 50000,
          price: 23000,
          distanceMiles: 12,
          link: 'https://listings.example/accord-1',
        },
      ],
      mileage: 41000,
      distanceLimitMiles: 50,
      disputedPoints: [] as string[],
    };
    const res = await send(owner, 'PUT', `/api/claims/${ref}/valuation-review`, choices);
    expect(res.statusCode).toBe(200);
    const r = res.json() as ValuationReview;
    expect(r.comparables.map((c) => [c.id, c.kept, c.origin])).toEqual([
      ['doc-1', true, 'document'],
      ['doc-2', true, 'document'],
      ['doc-3', false, 'document'],
      ['user-1', true, 'user'],
    ]);
    // Mean (19,900 + 21,100 + 23,400) ÷ 3 = 21,466.67: the base +466.67; the owner's 1,000 fewer miles at
    // the report's $0.05 a mile +50; the negotiation deduction, not disputed, −500.
    expect(r.alternativeValue.value).toBe(21016.67);
    expect(r.alternativeValue.value).not.toBe(before.alternativeValue.value);
    expect(r.points.find((p) => p.kind === 'mileage')).toMatchObject({ status: 'applied', change: 50 });
    // Stored: a fresh read answers the same.
    expect(((await get(staff, `/api/claims/${ref}/valuation-review`)).json() as ValuationReview).alternativeValue.value).toBe(21016.67);
    const disputed = (
      await send(owner, 'PUT', `/api/claims/${ref}/valuation-review`, { ...choices, disputedPoints: ['deduction-2'] })
    ).json() as ValuationReview;
    expect(disputed.alternativeValue.value).toBe(21516.67);
    expect(disputed.points.find((p) => p.id === 'deduction-2')).toMatchObject({ status: 'applied', change: 500 });
    expect(disputed.letterAllowed).toBe(true);

    const bad = await send(owner, 'PUT', `/api/claims/${ref}/valuation-review`, {
      keptComparableIds: [],
      addedComparables: [{ year: 2019, make: 'Honda', model: '', mileage: -4, price: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await send(owner, 'PUT', `/api/claims/${ref}/valuation-review`, {
      keptComparableIds: [],
      addedComparables: Array.from({ length: 31 }, () => choices.addedComparables[0]),
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await send(owner, 'PUT', `/api/claims/${ref}/valuation-review`, { keptComparableIds: ['doc-9'], addedComparables: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/doc-9/);
  });

  it('generates, stores and prints letter versions; staff see what the claimant made', async () => {
    const draft = (await get(owner, `/api/claims/${ref}/dispute-letters/draft?kind=total-loss`)).json() as DisputeLetter;
    expect(draft.addressee[0]).toBe('Keystone Mutual');
    expect(draft.subject).toContain('Claim number: CLM-20931');
    expect(draft.subject).toContain('Policy number: POL-77812');
    expect(draft.missing).toEqual(['reportNumber', 'ownerAddress']);
    const body = draft.paragraphs.join('\n');
    expect(body).toMatch(/Under the Appraisal provision of policy POL-77812, Jordan Avery demands an appraisal/);
    expect(body).toMatch(/Marcus Reyes, Senior Appraiser,/);
    expect(body).toMatch(/within 20 days/);
    expect(body).not.toMatch(/not given/);
    expect(draft.paragraphs[0]).toBe('Dear Claims Department:');
    expect(draft.signature.join('\n')).toMatch(/I, Jordan Avery, authorize Frontier to act for me/);
    expect(draft.tables[0].rows).toHaveLength(3);

    const missing = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe("Before the letter is made, enter the valuation report or estimate number, owner's address.");
    const details = { reportNumber: 'VR-5521', ownerAddress: '12 Elm Street, Tacoma, WA 98402', adjuster: 'Pat Lee' };
    const first = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss', details });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ version: 1, details, addressee: ['Attn: Pat Lee', 'Keystone Mutual', 'Claims Department'] });
    const edited = [...draft.paragraphs];
    edited[1] = 'We ask for appraisal of the loss as the policy provides. Edited by the owner.';
    const second = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss', paragraphs: edited, details });
    expect(second.statusCode).toBe(201);
    const letter = second.json() as DisputeLetter;
    expect(letter).toMatchObject({ createdBy: 'Jordan Avery', kind: 'total-loss' });
    expect(letter.generatedParagraphs[1]).not.toBe(edited[1]);

    const list = (await get(staff, `/api/claims/${ref}/dispute-letters`)).json() as { letters: DisputeLetter[] };
    expect(list.letters.map((l) => l.id)).toEqual([letter.id, first.json().id]);

    const docx = await get(owner, `/api/claims/${ref}/dispute-letters/${letter.id}.docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('Appraisal_Demand_CLM-20931_version_2.docx');
    const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    expect(text).toContain('Edited by the owner.');
    expect(text).toContain('Keystone Mutual');
    const pdf = await get(staff, `/api/claims/${ref}/dispute-letters/${letter.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await get(owner, `/api/claims/${ref}/dispute-letters/99999.pdf`)).statusCode).toBe(404);
    expect((await get(owner, `/api/claims/${ref}/dispute-letters/1.exe`)).statusCode).toBe(400);
    expect((await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss', paragraphs: ['x'.repeat(4001)] })).statusCode).toBe(400);
  });

  it('answers 404 to anyone but the claimant and staff, letters included', async () => {
    const [letter] = ((await get(owner, `/api/claims/${ref}/dispute-letters`)).json() as { letters: DisputeLetter[] }).letters;
    for (const url of [
      `/api/claims/${ref}/valuation-review`,
      `/api/claims/${ref}/repair-review`,
      `/api/claims/${ref}/dispute-letters`,
      `/api/claims/${ref}/dispute-letters/draft?kind=total-loss`,
      `/api/claims/${ref}/dispute-letters/${letter.id}.docx`,
      `/api/claims/${ref}/dispute-letters/${letter.id}.pdf`,
    ]) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
    }
    expect((await send(stranger, 'PUT', `/api/claims/${ref}/valuation-review`, { keptComparableIds: [], addedComparables: [] })).statusCode).toBe(404);
    expect((await send(stranger, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/claims/${ref}/valuation-review` })).statusCode).toBe(401);
  });

  it('gives the repair review and its letter once the claim has an estimate comparison', async () => {
    expect((await get(owner, `/api/claims/${ref}/repair-review`)).json()).toMatchObject({ available: false });
    expect((await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'repair' })).statusCode).toBe(409);
    const line = estimateLine;
    const totals = (bodyLabor: number, gross: number) => estimateTotals({ parts: 300, bodyLabor, gross });
    const carrier: ParsedEstimate = {
      laborRates: { body: 50 },
      lines: [line(1, { description: 'Rear bumper cover', partNumber: 'RB-1', price: 300, laborHours: 2, laborType: 'body' })],
      totals: totals(100, 400),
    };
    const shop: ParsedEstimate = {
      laborRates: {},
      lines: [
        line(1, { description: 'Rear bumper cover', partNumber: 'RB-1', price: 300, laborHours: 3, laborType: 'body' }),
        line(2, { description: 'Rear body panel', laborHours: 1, laborType: 'body' }),
      ],
      totals: totals(240, 540),
    };
    await t.app.deps.db
      .update(claims)
      .set({ estimateComparison: compareEstimates(carrier, shop) as unknown as Record<string, unknown> })
      .where(eq(claims.id, claimId));
    const review = (await get(owner, `/api/claims/${ref}/repair-review`)).json();
    expect(review).toMatchObject({ available: true, totalDifference: 140, omitted: [{ description: 'Rear body panel', amount: 60, computed: true }] });
    const details = { reportNumber: 'EST-31', ownerAddress: '12 Elm Street, Tacoma, WA 98402' };
    const res = await send(staff, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'repair', details });
    expect(res.statusCode).toBe(201);
    const letter = res.json() as DisputeLetter;
    expect(letter.paragraphs.join('\n')).toContain('Rear body panel');
    expect(letter.tables[1].rows.some((r) => r[1] === 'Rear bumper cover')).toBe(true);
    expect(letter.createdBy).toBe('Dana Desk');
  });

  it('lets staff make every call on the claim', async () => {
    const base = `/api/claims/${ref}`;
    for (const url of [`${base}/valuation-review`, `${base}/repair-review`, `${base}/dispute-letters`, `${base}/dispute-letters/draft?kind=repair`]) {
      expect((await get(staff, url)).statusCode, url).toBe(200);
    }
    const put = await send(staff, 'PUT', `${base}/valuation-review`, {
      keptComparableIds: ['doc-1', 'doc-2'],
      addedComparables: [],
      distanceLimitMiles: 50,
      disputedPoints: ['deduction-2'],
    });
    expect(put.statusCode).toBe(200);
    expect((put.json() as ValuationReview).distanceLimitMiles).toBe(50);
    const made = await send(staff, 'POST', `${base}/dispute-letters`, {
      kind: 'total-loss',
      details: { reportNumber: 'VR-5521', ownerAddress: '12 Elm Street' },
    });
    expect(made.statusCode).toBe(201);
    const letter = made.json() as DisputeLetter;
    expect((await get(staff, `${base}/dispute-letters/${letter.id}.docx`)).statusCode).toBe(200);
    expect((await get(staff, `${base}/dispute-letters/${letter.id}.pdf`)).statusCode).toBe(200);
    // The claimant sees the version staff made.
    const mine = (await get(owner, `${base}/dispute-letters`)).json() as { letters: DisputeLetter[] };
    expect(mine.letters.map((l) => l.id)).toContain(letter.id);
  });

  it('answers 404 to another claimant once the repair review is there, and for a letter asked for under their own claim', async () => {
    expect((await get(stranger, `/api/claims/${ref}/repair-review`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/claims/${ref}/dispute-letters/draft?kind=repair`)).statusCode).toBe(404);
    expect((await send(stranger, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'repair' })).statusCode).toBe(404);
    const theirs = await postClaim(t.app, stranger.cookie, validClaimData({ claimType: 'total-loss' }), [
      { filename: 'their valuation.pdf', content: MINIMAL_PDF, category: 'progressive-estimate' },
    ]);
    expect(theirs.statusCode).toBe(201);
    const theirRef = theirs.json().referenceNumber as string;
    const letters = ((await get(owner, `/api/claims/${ref}/dispute-letters`)).json() as { letters: DisputeLetter[] }).letters;
    expect(letters.length).toBeGreaterThan(0);
    for (const l of letters) {
      expect((await get(stranger, `/api/claims/${theirRef}/dispute-letters/${l.id}.docx`)).statusCode).toBe(404);
      expect((await get(stranger, `/api/claims/${theirRef}/dispute-letters/${l.id}.pdf`)).statusCode).toBe(404);
    }
    expect(((await get(stranger, `/api/claims/${theirRef}/dispute-letters`)).json() as { letters: DisputeLetter[] }).letters).toEqual([]);
  });

  it('pre-fills the report number, the adjuster and the claim office the carrier’s report prints; a particular edited changes the paragraphs made from it', async () => {
    const [file] = await t.app.deps.db.select().from(claimFiles).where(eq(claimFiles.claimId, claimId));
    const mine = and(eq(analyses.sha256, file.sha256), eq(analyses.pipelineVersion, 'review-test'));
    const [row] = await t.app.deps.db.select().from(analyses).where(mine);
    const result = row.result as Record<string, unknown>;
    await t.app.deps.db
      .update(analyses)
      .set({
        result: {
          ...result,
          fields: { ...(result.fields as object), writer: { value: 'Pat Lee', confidence: 0.9, page: 1 } },
          text: 'MARKET VALUATION\nClaim Number: CLM-20931\nValuation Report ID: VR-88120\nClaim Office: 6300 Wilson Mills Rd\nMayfield Village, OH 44143\nAdjuster: Pat Lee',
        },
      })
      .where(mine);
    const answer = await get(owner, `/api/claims/${ref}/dispute-letters/draft?kind=total-loss`);
    expect(answer.statusCode, answer.body).toBe(200);
    const draft = answer.json() as DisputeLetter;
    expect(draft.details).toMatchObject({ reportNumber: 'VR-88120', adjuster: 'Pat Lee', claimOffice: '6300 Wilson Mills Rd\nMayfield Village, OH 44143' });
    expect(draft.missing).toEqual(['ownerAddress']);
    expect(draft.paragraphs[0]).toBe('Dear Pat Lee:');
    expect(draft.addressee).toEqual(['Attn: Pat Lee', 'Keystone Mutual', 'Claims Department', '6300 Wilson Mills Rd', 'Mayfield Village, OH 44143']);

    // As the person types, the editor asks for the letter made with the particulars typed (in the body, not the URL).
    const typed = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters/draft`, {
      kind: 'total-loss',
      details: { reportNumber: 'VR-TYPED', adjuster: 'Sam Roe' },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((typed.json() as DisputeLetter).subject).toContain('Valuation report number: VR-TYPED');
    expect((typed.json() as DisputeLetter).paragraphs[0]).toBe('Dear Sam Roe:');
    expect((await send(stranger, 'POST', `/api/claims/${ref}/dispute-letters/draft`, { kind: 'total-loss' })).statusCode).toBe(404);

    // The person corrects the adjuster and the insured's name, and edits the second paragraph.
    const edited = [...draft.paragraphs];
    expect(edited[1]).toContain('Jordan Avery');
    edited[1] = `${edited[1]} Edited by the owner.`;
    const details = { ownerAddress: '12 Elm Street, Tacoma, WA 98402', adjuster: 'Patricia Lee', insuredName: 'Jordan A. Avery' };
    const res = await send(owner, 'POST', `/api/claims/${ref}/dispute-letters`, { kind: 'total-loss', paragraphs: edited, details });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as DisputeLetter;
    // Not edited: made again from the particulars. Edited: the person's words, with the particular replaced.
    expect(letter.paragraphs[0]).toBe('Dear Patricia Lee:');
    expect(letter.paragraphs[1]).toMatch(/Jordan A\. Avery.* Edited by the owner\.$/);
    expect(letter.paragraphs.join('\n')).not.toMatch(/Jordan Avery|Pat Lee:/);
    expect(letter.details).toMatchObject({ reportNumber: 'VR-88120', adjuster: 'Patricia Lee' });
  });
});
