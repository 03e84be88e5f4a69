import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT, PublicContentSchema } from '../shared/content.js';
import { ConfigError } from './config.js';
import { loadContent } from './content.js';
import { createTestApp, signInAs, type TestApp } from './testing/test-app.js';

async function pdfText(buf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  await doc.destroy();
  return parts.join('\n');
}

const FORM = {
  claim_number: '24-118077-01',
  insured: 'Riley Jordan',
  date_of_loss: '2026-10-03',
  year_make_model_trim: '2021 Tesla Model X',
  vin: '5YJXCBE24MF123456',
  vehicle_location: '12 Main St, Springfield, IL',
  opposing_appraiser: 'Jose Muller',
  damage_areas: 'Front bumper',
  loss_description: 'Rear-ended at a red light.',
  inspection_required: 'Yes',
  progressive_estimate: '$9,874.55',
};

describe('one content source: FIRM_NAME=Acme', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { FIRM_NAME: 'Acme', INSURER_NAME: 'Acme Mutual' } });
    staff = (await signInAs(t.app, 'staff')).cookie;
  });
  afterAll(() => t.close());

  it('GET /api/content answers without a session, with exactly the whitelisted keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(PublicContentSchema.shape).sort());
    const { letter: _letter, ...publicDefaults } = DEFAULT_CONTENT;
    expect(body).toEqual({ ...publicDefaults, firmName: 'Acme', insurerName: 'Acme Mutual' });
  });

  it('the generated assignment forms say Acme, not the default firm', async () => {
    for (const url of ['/api/admin/generate-assignment-form', '/api/admin/generate-assignment-form-pdf']) {
      const res = await t.app.inject({ method: 'POST', url, payload: FORM, headers: { cookie: staff } });
      expect(res.statusCode, res.body).toBe(200);
      const text = url.endsWith('pdf') ? await pdfText(res.rawPayload) : (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
      expect(text, url).toContain('Acme File #');
      expect(text, url).toContain('Acme Mutual Estimate');
      expect(text, url).not.toContain('Frontier');
      expect(text, url).not.toContain('Progressive');
    }
  });

  it('the OpenAPI title and the app deps carry the same content', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: staff } });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().info.title).toBe('Acme Claims Portal API');
    expect(t.app.deps.content.firmName).toBe('Acme');
  });
});

describe('loadContent', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const write = (name: string, body: unknown) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
    return file;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes the defaults, then CONTENT_FILE, then FIRM_NAME and INSURER_NAME', () => {
    expect(loadContent({})).toEqual(DEFAULT_CONTENT);
    const file = write('c.json', {
      firmName: 'Harborview Appraisal',
      contacts: [{ name: 'Ana Ortiz', role: 'Claims Manager', phone: '(555) 010-2000', email: 'ana@harborview.example' }],
      carrierOptions: ['Travelers', 'Other'],
    });
    const fromFile = loadContent({ CONTENT_FILE: file });
    expect(fromFile.firmName).toBe('Harborview Appraisal');
    expect(fromFile.insurerName).toBe(DEFAULT_CONTENT.insurerName);
    expect(fromFile.contacts.map((c) => c.name)).toEqual(['Ana Ortiz']);
    expect(fromFile.carrierOptions).toEqual(['Travelers', 'Other']);
    expect(loadContent({ CONTENT_FILE: file, FIRM_NAME: 'Acme' }).firmName).toBe('Acme');
  });

  it('takes the letter’s settings key by key over their defaults (20 days to name an appraiser unless set)', () => {
    expect(DEFAULT_CONTENT.letter.appraiserDays).toBe(20);
    const letter = loadContent({ CONTENT_FILE: write('letter.json', { letter: { appraiserDays: 15, firmFee: 900 } }) }).letter;
    expect(letter).toEqual({ ...DEFAULT_CONTENT.letter, appraiserDays: 15, firmFee: 900 });
    expect(() => loadContent({ CONTENT_FILE: write('bad-letter.json', { letter: { appraiserDays: 0 } }) })).toThrow(/letter\.appraiserDays/);
    expect(() => loadContent({ CONTENT_FILE: write('odd-letter.json', { letter: { secret: 1 } }) })).toThrow(/secret/);
  });

  it('refuses a content file that is not JSON or has unknown or bad keys, naming the problem', () => {
    expect(() => loadContent({ CONTENT_FILE: write('bad.json', '{ not json') })).toThrow(ConfigError);
    expect(() => loadContent({ CONTENT_FILE: write('extra.json', { firmName: 'X', secret: 'y' }) })).toThrow(/secret/);
    expect(() => loadContent({ CONTENT_FILE: write('empty.json', { firmName: '' }) })).toThrow(/firmName/);
    expect(() => loadContent({ CONTENT_FILE: path.join(dir, 'missing.json') })).toThrow(/CONTENT_FILE/);
  });

  it("the Assignment Bot never asks for the carrier, whatever carrier options the content lists (issue 25: the carrier is the portal's insurer)", async () => {
    const t = await createTestApp({ env: { CONTENT_FILE: write('carriers.json', { carrierOptions: ['Travelers', 'Erie', 'Other'] }) } });
    try {
      const { cookie } = await signInAs(t.app, 'claimant');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/smart-assignment-questions',
        headers: { cookie },
        payload: { claimData: { claimType: 'appraisal' }, analysisResult: null, uploadedFiles: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const carrier = res.json().questions.find((q: { id: string }) => q.id === 'insurance_carrier');
      expect(carrier).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
