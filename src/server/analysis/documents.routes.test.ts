import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app';
import { renderCarPhoto, renderTextPdf } from '../../../tests/fixtures/documents/render';
import { HOSTILE_DIR } from '../../../tests/fixtures/paths';
import { KIND_BUILDERS } from '../../../tests/fixtures/documents/kinds';
import { type Claim, fmtMoney, iso, makeClaim, makeRng } from '../../../tests/fixtures/documents/pools';

const file = (name: string, content: Buffer, contentType = 'application/octet-stream') => ({ name: 'files', filename: name, content, contentType });

let t: TestApp;
let cookie: string;
let staffCookie: string;
let claim: Claim;
let estimatePdf: Buffer;
let appraiserPdf: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '2' } });
  cookie = (await signInAs(t.app, 'claimant')).cookie;
  staffCookie = (await signInAs(t.app, 'staff')).cookie;
  const rng = makeRng(42);
  claim = makeClaim(rng, 'train');
  estimatePdf = await renderTextPdf(KIND_BUILDERS[0]!.build(claim, rng, 0), rng);
  appraiserPdf = await renderTextPdf(KIND_BUILDERS[3]!.build(claim, rng, 0), rng);
}, 180_000);
afterAll(async () => t?.close());

async function post(url: string, parts: Parameters<typeof multipartBody>[0], who = cookie) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: who } });
}

describe('document calls', () => {
  it('need a signed-in user', async () => {
    const { payload, headers } = multipartBody([file('a.pdf', estimatePdf)]);
    for (const url of ['/api/upload-multiple', '/api/categorize-files', '/api/analyze-documents', '/api/upload', '/api/admin/process-documents']) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('sorts files with confidences (upload-multiple) and flags duplicates', async () => {
    const photo = await renderCarPhoto(makeRng(11));
    const res = await post('/api/upload-multiple', [file('est.pdf', estimatePdf), file('photo.jpg', photo), file('copy.pdf', estimatePdf)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.files.map((f: { category: string }) => f.category)).toEqual(['progressive-estimate', 'photos', 'progressive-estimate']);
    expect(body.summary.highConfidence + body.summary.lowConfidence).toBe(3);
    expect(body.duplicates).toEqual([{ filename: 'copy.pdf', duplicateOf: 'est.pdf' }]);
  }, 60_000);

  it('categorize-files answers the uploader vocabulary in order', async () => {
    const res = await post('/api/categorize-files', [file('aob.pdf', appraiserPdf), file('est.pdf', estimatePdf)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().categories.map((c: { category: string }) => c.category)).toEqual(['opposing-appraiser-estimate', 'carrier-estimate']);
  }, 60_000);

  it('analyze-documents merges fields with sources and gaps', async () => {
    const res = await post('/api/analyze-documents', [
      file('est.pdf', estimatePdf),
      { name: 'categories', value: 'progressive-estimate' },
      file('letter.pdf', appraiserPdf),
      { name: 'categories', value: 'opposing_appraiser' },
      { name: 'claimType', value: 'appraisal' },
      { name: 'claimSubType', value: 'appraisal-inspection' },
    ]);
    expect(res.statusCode).toBe(200);
    const a = res.json().analysis;
    // The values printed on the two generated documents (the claim they were rendered from).
    expect(a.claimData).toMatchObject({
      claimNumber: claim.claimNumber,
      policyNumber: claim.policyNumber,
      dateOfLoss: iso(claim.dateOfLoss),
      insuredName: claim.insured.full,
      vehicleYear: claim.vehicle.year,
      vehicleMake: claim.vehicle.make,
      vehicleModel: claim.vehicle.model,
      vehicleVin: claim.vehicle.vin,
    });
    expect(a.opposingAppraiserInfo).toMatchObject({
      opposingAppraiserName: claim.appraiser.full,
      opposingAppraiserCompany: claim.appraiser.company,
    });
    expect(a.sources.claimNumber.file).toBe('est.pdf');
    expect(a.sources.opposingAppraiserCompany.file).toBe('letter.pdf');
    expect(a.extractedText).toContain('=== est.pdf');
    expect(a.extractedText).toContain('=== letter.pdf');
    expect(a.gaps).toEqual([]);
  }, 60_000);

  it('process-documents is for staff and applies the generator defaults', async () => {
    expect((await post('/api/admin/process-documents', [file('est.pdf', estimatePdf)])).statusCode).toBe(403);
    const res = await post('/api/admin/process-documents', [file('est.pdf', estimatePdf), file('letter.pdf', appraiserPdf)], staffCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.documentsProcessed).toBe(2);
    expect(body.mergedData.frontier_file).toBe('Pending');
    expect(body.mergedData.inspection).toBe('Yes');
    expect(body.mergedData).toMatchObject({
      claim_number: claim.claimNumber,
      vin: claim.vehicle.vin,
      vehicle_year: String(claim.vehicle.year),
      vehicle_make: claim.vehicle.make,
      vehicle_model: claim.vehicle.model,
      progressive_est: `$${fmtMoney(claim.carrierTotal)}`,
      deductible: `$${fmtMoney(claim.deductible)}`,
      other_appraiser: claim.appraiser.full,
    });
    expect(body.documents.map((d: { type: string }) => d.type)).toEqual(['progressive_estimate', 'appraiser_aob_letter']);
  }, 60_000);

  it("process-documents also reads the caller's staged PDFs by upload id, in order, and refuses a staged photo", async () => {
    const staged = await post('/api/uploads', [file('letter.pdf', appraiserPdf), file('est.pdf', estimatePdf)], staffCookie);
    expect(staged.statusCode).toBe(201);
    const ids = staged.json().uploads.map((u: { id: string }) => u.id);
    const res = await post('/api/admin/process-documents', [{ name: 'uploadIds', value: ids.join(',') }], staffCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.documentsProcessed).toBe(2);
    expect(body.documents.map((d: { filename: string; type: string }) => [d.filename, d.type])).toEqual([
      ['letter.pdf', 'appraiser_aob_letter'],
      ['est.pdf', 'progressive_estimate'],
    ]);
    // Someone else's upload id is not theirs to read.
    expect((await post('/api/admin/process-documents', [{ name: 'uploadIds', value: ids[0] }], (await signInAs(t.app, 'staff')).cookie)).statusCode).toBe(404);
    const photo = await renderCarPhoto(makeRng(12));
    const photoId = (await post('/api/uploads', [file('photo.jpg', photo)], staffCookie)).json().uploads[0].id;
    const refused = await post('/api/admin/process-documents', [{ name: 'uploadIds', value: photoId }], staffCookie);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toContain('photo.jpg');
  }, 60_000);

  it('stores an upload and serves it back to signed-in users only', async () => {
    const res = await post('/api/upload', [file('est.pdf', estimatePdf)]);
    expect(res.statusCode).toBe(200);
    const url = res.json().file.url;
    const got = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(estimatePdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = (await signInAs(t.app, 'claimant')).cookie;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode).toBe(404);
  }, 60_000);

  it('refuses a file of the wrong type with a 4xx naming it', async () => {
    const res = await post('/api/upload-multiple', [file('notes.pdf', Buffer.from('just some text, not a pdf'))]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('notes.pdf');
  });

  it('refuses a file over the size limit (limit + 1 byte)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 1 - 9, 0x20)]);
    const res = await post('/api/upload-multiple', [file('big.pdf', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('big.pdf');
  });

  it('answers an encrypted PDF as other, not analyzed', async () => {
    const enc = fs.readFileSync(path.join(HOSTILE_DIR, 'pdf/qpdf-aes256-R6-user-password-view.pdf'));
    const res = await post('/api/upload-multiple', [file('enc.pdf', enc)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files[0]).toMatchObject({ category: 'other-documents', analyzed: false, confidence: 0 });
    expect(res.json().files[0].note).toMatch(/password/);
  }, 60_000);

  it('answers a zip bomb docx with a clear result, never a 5xx', async () => {
    const { deflateRawSync } = await import('node:zlib');
    // 200 MB of one letter deflates to about 200 KB: a classic bomb ratio.
    const body = deflateRawSync(Buffer.alloc(200 * 1024 * 1024, 0x41), { level: 9 });
    const bomb = zipWith([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), raw: Buffer.from('<Types/>'), size: 8 },
      { name: 'word/document.xml', data: body, raw: null, size: 200 * 1024 * 1024 },
    ]);
    const res = await post('/api/upload-multiple', [file('bomb.docx', bomb)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files[0]).toMatchObject({ analyzed: false, category: 'other-documents' });
    expect(res.json().files[0].note).toMatch(/too large to analyse/);
  }, 60_000);
});

/** A minimal ZIP (stored / deflated entries) with honest central-directory sizes. */
function zipWith(entries: Array<{ name: string; data: Buffer; raw: Buffer | null; size: number }>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const method = e.raw ? 0 : 8;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(method, 8);
    lh.writeUInt32LE(e.data.length, 18);
    lh.writeUInt32LE(e.size, 22);
    lh.writeUInt16LE(name.length, 26);
    locals.push(lh, name, e.data);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(method, 10);
    ch.writeUInt32LE(e.data.length, 20);
    ch.writeUInt32LE(e.size, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    central.push(ch, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
