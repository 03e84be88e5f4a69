import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_FIELD_KEYS, type AssignmentForm } from '../../shared/assignment-form.js';
import { DIFFERENCE_CATEGORIES, type EstimateComparison } from '../../shared/estimate-comparison.js';
import { createTestApp, signInAs, type TestApp } from '../testing/test-app.js';

async function pdfText(buf: Buffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  await doc.destroy();
  return { text: parts.join('\n'), pages: doc.numPages };
}

/** Wrapping and cell breaks move whitespace around; compare without any. */
const squash = (s: string) => s.replace(/\s+/g, '');

const LONG_ADDRESS =
  `${'Unit 4B, Rear Lot behind the Warehouse, 12345 Industrial Parkway Extension, Building C, Loading Dock 7, '.repeat(3)}Springfield, IL 62704`.slice(0, 300);

const FULL: AssignmentForm = {
  date: 'November 22, 2026',
  frontier_file: 'FR-2026-0042',
  claim_number: '24-118077-01',
  date_of_loss: '2026-10-03',
  insured: 'Łukasz Żółć-Ångström',
  insured_phone: '(555) 123-4567',
  insured_email: 'lukasz@example.com',
  year_make_model_trim: '2021 Tesla Model X Long Range',
  vin: '5YJXCBE24MF123456',
  mileage: '31,402',
  damage_areas: 'Front bumper\nHood\nLeft headlamp',
  loss_description: 'Rear-ended at a red light and pushed into the car ahead; airbags deployed.',
  opposing_appraiser: 'José Müller, Müller Appraisals',
  opposing_appraiser_phone: '555-999-0000',
  opposing_appraiser_email: 'jose@muller.example',
  opposing_appraiser_estimate: '$14,220.18',
  deductible: '$1,000.00',
  vehicle_location: LONG_ADDRESS,
  progressive_estimate: '$9,874.55',
  shop_name: 'Crème Brûlée Auto Body',
  shop_estimate: '$15,010.00',
  inspection_required: 'Yes',
  additional_information: `Call before noon.\n${'The vehicle is stored indoors and needs an escort. '.repeat(60)}`,
};

const COMPARISON: EstimateComparison = {
  carrier: { totals: totals(9874.55), laborRates: { body: 52 }, lines: [] },
  other: { totals: totals(14220.18), laborRates: { body: 60 }, lines: [] },
  matches: [],
  onlyCarrier: [1, 2],
  onlyOther: [3],
  totalsDifference: {
    byCategory: {
      ...Object.fromEntries(DIFFERENCE_CATEGORIES.map((c) => [c, 0])),
      parts: 3000.63,
      bodyLaborRate: 1345,
    } as EstimateComparison['totalsDifference']['byCategory'],
    total: 4345.63,
    carrierTotal: 9874.55,
    otherTotal: 14220.18,
  },
};
function totals(gross: number) {
  return {
    parts: null,
    bodyLabor: null,
    paintLabor: null,
    mechanicalLabor: null,
    frameLabor: null,
    paintSupplies: null,
    sublet: null,
    tax: null,
    gross,
    deductible: null,
    net: null,
  };
}

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAs(t.app, 'staff')).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie = staff) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
const WORD = '/api/admin/generate-assignment-form';
const PDF = '/api/admin/generate-assignment-form-pdf';

describe('generate assignment form', () => {
  it('writes every field value into the Word document, accents and long values intact', async () => {
    const res = await post(WORD, FULL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Frontier_Assignment_24-118077-01.docx"');
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const key of ASSIGNMENT_FIELD_KEYS) expect(squash(value), key).toContain(squash(FULL[key]));
    expect(value).toContain('Claim Information');
    expect(value).toContain('Appraisal Information');
    expect(value).toContain('Vehicle Information');
    expect(value).toContain('Additional Information');
    expect(value).toContain('Łukasz Żółć-Ångström');
  });

  it('writes every field value into the PDF, over several numbered pages when long', async () => {
    const res = await post(PDF, FULL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Frontier_Assignment_24-118077-01.pdf"');
    const { text, pages } = await pdfText(res.rawPayload);
    for (const key of ASSIGNMENT_FIELD_KEYS) expect(squash(text), key).toContain(squash(FULL[key]));
    expect(text).toContain('Łukasz Żółć-Ångström');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Frontier');
  });

  it('does not lose a 10,000-character value that spans pages', async () => {
    const huge = Array.from({ length: 1100 }, (_, i) => `w${i}`)
      .join(' ')
      .slice(0, 10_000);
    const res = await post(PDF, { ...FULL, additional_information: huge });
    expect(res.statusCode).toBe(200);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThan(2);
    // Page headers sit between the parts, so check every word rather than one run of text.
    const words = new Set(text.split(/\s+/));
    const lost = huge.split(' ').filter((w) => !words.has(w));
    expect(lost).toEqual([]);
  });

  it('accepts the extracted-data keys and maps them onto the form', async () => {
    const res = await post(PDF, {
      claim_number: 'X1',
      loss_date: '2026-01-02',
      insured: 'Ann Lee',
      vin: '1hgcm82633a004352',
      damage_area: 'Rear',
      description: 'Backed into a pole',
      inspection: 'No',
      vehicle_location: 'Austin, TX',
      progressive_est: '$500.00',
      vehicle_year: '2003',
      vehicle_make: 'Honda',
      vehicle_model: 'Accord',
      other_appraiser_est: '$700.00',
      additional_notes: 'Mapped note',
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const v of ['2026-01-02', 'Backed into a pole', '1HGCM82633A004352', '2003 Honda Accord', '$700.00', 'Mapped note', '$500.00'])
      expect(text).toContain(v);
  });

  it('adds the estimate comparison summary when the payload carries one', async () => {
    const res = await post(WORD, { ...FULL, estimate_comparison: COMPARISON });
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(value).toContain('Estimate Comparison');
    expect(value).toContain('$4,345.63');
    expect(value).toContain('Body labor rate');
    const pdf = await pdfText((await post(PDF, { ...FULL, estimate_comparison: COMPARISON })).rawPayload);
    expect(pdf.text).toContain('$4,345.63');
    const bad = await post(PDF, { ...FULL, estimate_comparison: { carrier: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['24/118 077#A', 'Frontier_Assignment_24_118_077_A'],
    ['  ABC-12.3  ', 'Frontier_Assignment_ABC-12_3'],
    ['Żółć 1', 'Frontier_Assignment______1'],
    ['"; rm -rf', 'Frontier_Assignment____rm_-rf'],
  ])('names the file for claim number %j', async (claim, name) => {
    const res = await post(WORD, { ...FULL, claim_number: claim });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}.docx"`);
  });

  it('names the file Assignment_{timestamp} when the claim number is N/A', async () => {
    const before = Date.now();
    const res = await post(PDF, { ...FULL, claim_number: 'N/A' });
    expect(res.statusCode).toBe(200);
    const m = /filename="Assignment_(\d+)\.pdf"/.exec(String(res.headers['content-disposition']));
    expect(m).not.toBeNull();
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(before);
  });

  it('answers 400 with the list of missing required fields', async () => {
    const res = await post(WORD, { ...FULL, vin: '   ', damage_areas: '', progressive_estimate: undefined });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Missing required fields: VIN, Damage Areas, Progressive Estimate');
    expect(body.code).toBe('validation');
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(['vin', 'damage_areas', 'progressive_estimate']);
    const empty = await post(PDF, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveLength(9);
    const notObject = await t.app.inject({ method: 'POST', url: PDF, payload: '[1]', headers: { cookie: staff, 'content-type': 'application/json' } });
    expect(notObject.statusCode).toBe(400);
  });

  it('refuses a value longer than 10,000 characters', async () => {
    const res = await post(WORD, { ...FULL, loss_description: 'a'.repeat(10_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Loss Description');
  });

  it('lets staff and admins in, refuses claimants (403) and anonymous callers (401)', async () => {
    const admin = (await signInAs(t.app, 'admin')).cookie;
    const claimant = (await signInAs(t.app, 'claimant')).cookie;
    expect((await post(WORD, FULL, admin)).statusCode).toBe(200);
    expect((await post(PDF, FULL, claimant)).statusCode).toBe(403);
    expect((await post(WORD, FULL, claimant)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: PDF, payload: FULL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: WORD, payload: FULL })).statusCode).toBe(401);
  });
});
