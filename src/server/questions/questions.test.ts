import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackQuestions } from '../../shared/assignment-questions.js';
import { DEFAULT_CONTENT } from '../../shared/content.js';
import { validClaimData } from '../testing/claims-test-kit.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';
import { generateAssignmentQuestions } from './generate-questions.js';

const PHOTOS = [1, 2, 3].map((i) => ({ name: `p${i}.jpg`, category: 'photos', size: 1000 }));
const ESTIMATES = [
  { name: 'carrier.pdf', category: 'progressive-estimate', size: 5000 },
  { name: 'shop.pdf', category: 'shop-estimate', size: 5000 },
];
const ids = (qs: Array<{ id: string }>) => qs.map((q) => q.id);

describe('generateAssignmentQuestions', () => {
  it('asks which value is right when the documents and the form disagree', () => {
    const qs = generateAssignmentQuestions({
      claimData: validClaimData({ claimNumber: 'CLM-20931' }),
      analysisResult: { claimData: { claimNumber: 'CLM-99999', vehicleMake: 'HONDA' }, gaps: [] },
      uploadedFiles: [...ESTIMATES, ...PHOTOS],
    });
    const q = qs.find((x) => x.id === 'confirm_claimNumber');
    expect(q).toMatchObject({ type: 'select', required: true, priority: 'high', category: 'insurance' });
    expect(q?.options?.slice(0, 2)).toEqual(['CLM-20931', 'CLM-99999']);
    // Case differences are not conflicts.
    expect(ids(qs)).not.toContain('confirm_vehicleMake');
    expect(qs[0].priority).toBe('high');
  });

  it('counts photos and asks for more below 3, and asks for a missing carrier estimate', () => {
    const qs = generateAssignmentQuestions({
      claimData: validClaimData(),
      analysisResult: null,
      uploadedFiles: [{ name: 'a.jpg', category: 'photos', size: 1 }],
    });
    expect(qs.find((q) => q.id === 'more_photos')?.question).toBe('Only 1 photo was uploaded; at least 3 are needed. Can you send more photos of the damage?');
    expect(ids(qs)).toContain('carrier_estimate_pending');
    const enough = generateAssignmentQuestions({ claimData: validClaimData(), analysisResult: null, uploadedFiles: [...ESTIMATES, ...PHOTOS] });
    expect(ids(enough)).not.toContain('more_photos');
    expect(ids(enough)).not.toContain('carrier_estimate_pending');
  });

  it('asks for required fields the claim lacks (N/A) and for the analysis gaps still empty', () => {
    const qs = generateAssignmentQuestions({
      claimData: validClaimData({ claimType: 'total-loss', vehicleVin: '', insuredName: 'N/A', policyNumber: '' }),
      analysisResult: {
        claimData: {},
        gaps: [
          { field: 'policyNumber', note: 'No document showed the policy number' },
          { field: 'claimNumber', note: 'x' },
        ],
      },
      uploadedFiles: [...ESTIMATES, ...PHOTOS],
    });
    expect(qs.find((q) => q.id === 'missing_vehicleVin')).toMatchObject({ category: 'vehicle', priority: 'high' });
    expect(qs.find((q) => q.id === 'missing_insuredName')).toBeDefined();
    expect(qs.find((q) => q.id === 'missing_policyNumber')?.context).toBe('No document showed the policy number');
    // claimNumber is filled on the form: the gap is closed.
    expect(ids(qs)).not.toContain('missing_claimNumber');
  });

  it('covers the pending appraiser and the sub-type open points; skips what the documents found', () => {
    const qs = generateAssignmentQuestions({
      claimData: validClaimData({ claimSubType: 'appraisal-post-repair', opposingAppraiserStatus: 'pending', typeDetails: {} }),
      analysisResult: { claimData: { deductible: '$500.00', insuranceCompany: 'Progressive' } },
      uploadedFiles: [...ESTIMATES, ...PHOTOS],
    });
    // Pending / unknown: nothing about the appraiser is asked (issue 25).
    expect(ids(qs).filter((id) => /appraiser/i.test(id))).toEqual([]);
    expect(ids(qs)).toContain('insurer_amount_paid');
    expect(ids(qs)).not.toContain('deductible');
    expect(ids(qs)).not.toContain('insurance_carrier');
    for (const q of qs) {
      expect(['text', 'textarea', 'select', 'number', 'date', 'boolean']).toContain(q.type);
      expect(['client', 'vehicle', 'incident', 'insurance', 'repair', 'legal']).toContain(q.category);
    }
  });

  it('includes the assignment-letter facts still unknown, never the carrier (fixed: the portal’s insurer)', () => {
    const qs = generateAssignmentQuestions({ claimData: validClaimData(), analysisResult: null, uploadedFiles: [...ESTIMATES, ...PHOTOS] });
    for (const f of fallbackQuestions(DEFAULT_CONTENT.carrierOptions)) {
      if (f.id === 'insurance_carrier') expect(ids(qs)).not.toContain(f.id);
      else expect(ids(qs)).toContain(f.id);
    }
  });

  it('asks nothing about a pending appraiser the documents name, nor a deductible the insurer’s estimate prints', () => {
    const qs = generateAssignmentQuestions({
      claimData: validClaimData({
        opposingAppraiserStatus: 'pending',
        opposingAppraiserName: '',
        opposingAppraiserCompany: '',
        opposingAppraiserPhone: '',
        opposingAppraiserEmail: '',
      }),
      analysisResult: {
        claimData: {},
        opposingAppraiserInfo: { opposingAppraiserName: 'Morgan Ellis' },
        gaps: [{ field: 'opposingAppraiserName', note: 'No document named the appraiser' }],
        documents: [{ filename: 'carrier.pdf', category: 'progressive-estimate', fields: { deductible: { value: '$500.00' } } }],
      },
      uploadedFiles: [...ESTIMATES, ...PHOTOS],
    });
    expect(ids(qs).filter((id) => /appraiser|deductible|carrier/i.test(id))).toEqual([]);
  });

  it('asks who prepares the other estimate only when the claimant has not marked the other side pending', () => {
    const carrierOnly = [ESTIMATES[0] as (typeof ESTIMATES)[number], ...PHOTOS];
    const pending = generateAssignmentQuestions({
      claimData: validClaimData({ opposingAppraiserStatus: 'pending' }),
      analysisResult: null,
      uploadedFiles: carrierOnly,
    });
    expect(ids(pending)).not.toContain('other_estimate_pending');
    const known = generateAssignmentQuestions({ claimData: validClaimData(), analysisResult: null, uploadedFiles: carrierOnly });
    expect(ids(known)).toContain('other_estimate_pending');
  });
});

describe('POST /api/smart-assignment-questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers questions to a signed-in user and 401 otherwise; 400 for a bad body', async () => {
    const { cookie } = await signInAs(t.app, 'claimant');
    const payload = { claimData: validClaimData(), analysisResult: { claimData: {}, gaps: [] }, uploadedFiles: PHOTOS.slice(0, 2) };
    const res = await t.app.inject({ method: 'POST', url: '/api/smart-assignment-questions', headers: { cookie }, payload });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().questions)).toContain('more_photos');
    const anon = await t.app.inject({ method: 'POST', url: '/api/smart-assignment-questions', payload });
    expect(anon.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/smart-assignment-questions', headers: { cookie }, payload: { uploadedFiles: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/claims/{ref}/answers: answers checked by type, conflicts kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an address given as an e-mail, and keeps both the answer and the document where they differ', async () => {
    const me = await signInAs(t.app, 'claimant');
    const { postClaim } = await import('../testing/claims-test-kit.js');
    const ref = (await postClaim(t.app, me.cookie, validClaimData())).json().referenceNumber as string;
    const { claims } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.app.deps.db
      .update(claims)
      .set({ analysisResult: { documents: [{ filename: 'carrier.pdf', category: 'progressive-estimate', fields: { deductible: { value: '500.00' } } }] } })
      .where(eq(claims.referenceNumber, ref));
    const answer = (answers: unknown[]) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${ref}/answers`, headers: { cookie: me.cookie }, payload: { answers } });

    const wrong = await answer([
      { id: 'missing_opposingAppraiserEmail', question: "What is the opposing appraiser's e-mail address?", type: 'text', answer: '1200 SW Main St, Portland' },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('answers.missing_opposingAppraiserEmail');
    expect(wrong.json().message).toMatch(/e-mail address, like/);

    const differs = await answer([{ id: 'deductible', question: 'What is the deductible amount?', type: 'number', answer: '750' }]);
    expect(differs.statusCode).toBe(200);
    const claim = differs.json();
    expect(claim.answers.deductible).toMatchObject({ answer: '750', documentValue: '$500.00', documentFile: 'carrier.pdf' });
    expect(claim.deductibleAmount).toBe('500.00');

    const agrees = await answer([{ id: 'deductible', question: 'What is the deductible amount?', type: 'number', answer: '500' }]);
    expect(agrees.json().answers.deductible.documentValue).toBeUndefined();
  });
});
