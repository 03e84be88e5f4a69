import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayFileName } from '../../shared/file-name.js';
import { sniffFile } from '../../shared/file-sniff.js';
import { MINIMAL_PDF, postClaim, validClaimData } from '../testing/claims-test-kit.js';
import { contentDisposition } from '../plugins/content-disposition.js';
import { createTestApp, multipartBody, signInAs, type TestApp } from '../testing/test-app.js';

/** A small PDF built like one: header, one object, a cross-reference table and its trailer. */
function wellFormedPdf(): Buffer {
  const head = '%PDF-1.4\n';
  const obj = '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n';
  const xrefAt = head.length + obj.length;
  return Buffer.from(`${head}${obj}xref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`);
}

const HTML_POLYGLOT = Buffer.from(
  `<!doctype html><html><body><script>fetch('/api/admin/users')</script><!-- %PDF-1.4 -->\n${wellFormedPdf().toString('latin1')}`,
);

describe('a file is a PDF only when it is built as one', () => {
  it('refuses HTML (or SVG) carrying %PDF- in its first kilobyte', () => {
    expect(sniffFile(HTML_POLYGLOT)).toEqual({ refused: expect.stringMatching(/markup/) });
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">%PDF-1.4\n${wellFormedPdf().toString('latin1')}`);
    expect(sniffFile(svg)).toHaveProperty('refused');
  });

  it('takes %PDF- at offset 0, or after a little non-markup junk when the rest is a PDF', () => {
    expect(sniffFile(wellFormedPdf())).toHaveProperty('type', 'pdf');
    const junk = Buffer.concat([Buffer.from([0x00, 0x13, 0x88, 0x20, 0x0a]), Buffer.from('X-Mailer: scanner 2\r\n\r\n'), wellFormedPdf()]);
    expect(sniffFile(junk)).toHaveProperty('type', 'pdf');
    // Junk then a header but no PDF after it: not a PDF.
    expect(sniffFile(Buffer.from('hello there %PDF-1.4 and nothing more'))).toHaveProperty('refused');
  });
});

describe('file names keep no hidden characters', () => {
  it('strips bidi overrides and isolates, C0 and C1 controls', () => {
    expect(displayFileName('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(displayFileName('a\u2066b\u2069c\u202a\u202b\u202c\u202d.pdf')).toBe('abc.pdf');
    expect(displayFileName('in\u0085voice\u009b\u0007.pdf')).toBe('invoice.pdf');
    expect(displayFileName('Factura año 2026.pdf')).toBe('Factura año 2026.pdf');
  });

  it('a download is named for what its bytes are', () => {
    expect(contentDisposition('attachment', 'page.html', 'application/pdf')).toContain("filename*=UTF-8''page.html.pdf");
    expect(contentDisposition('inline', 'scan.PDF', 'application/pdf')).toContain('filename="scan.PDF"');
    expect(contentDisposition('attachment', 'x\u202egpj.exe', 'image/jpeg')).toContain("filename*=UTF-8''xgpj.exe.jpg");
  });
});

describe('uploads and claim files, end to end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses an HTML polyglot upload with 415', async () => {
    const claimant = await signInAs(t.app, 'claimant');
    const body = multipartBody([{ name: 'files', filename: 'estimate.html', content: HTML_POLYGLOT, contentType: 'application/pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie: claimant.cookie }, payload: body.payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_type');
  });

  it('stores, shows and serves names without hidden characters; previews only safe types, with nosniff', async () => {
    const claimant = await signInAs(t.app, 'claimant');
    const res = await postClaim(t.app, claimant.cookie, validClaimData(), [
      { filename: 'estimate\u202efdp.exe\u0085', content: MINIMAL_PDF, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json().claim.files as Array<{ fileName: string; url: string }>;
    expect(file.fileName).toBe('estimatefdp.exe');
    const staff = await signInAs(t.app, 'staff');
    const inline = await t.app.inject({ method: 'GET', url: `${file.url}?inline=1`, headers: { cookie: staff.cookie } });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; filename="estimatefdp.exe.pdf"/);
    expect(String(inline.headers['content-disposition'])).not.toMatch(/%E2%80%AE|%C2%85/);
  });
});
