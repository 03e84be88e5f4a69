import fs from 'node:fs';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assignmentLetterPdf, carPhoto, carrierEstimatePdf, fresh, JOURNEY } from './documents.js';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe } from './intake-support.js';

/** Built for the test (tests/e2e/documents.ts): the carrier's CCC-like estimate, a photo, and the firm's letter of the same claim. */
const CCC_ESTIMATE = await carrierEstimatePdf('ccc-estimate.pdf');
const PHOTO = await carPhoto(2, 'hood.jpg');
const CLAIM = JOURNEY.claimNumber;

/** A firm's assignment letter as the firm would send it, written fresh for the test. */
const assignmentLetter = async () => (await assignmentLetterPdf()).buffer;

async function pdfText(buf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buf) }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const c = await (await doc.getPage(i)).getTextContent();
    out.push(c.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return out.join('\n');
}

async function chooseFiles(page: Page, buttonName: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: buttonName }).click()]);
  await chooser.setFiles(files);
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = await dl.path();
  return { name: dl.suggestedFilename(), bytes: fs.readFileSync(file) };
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('assignment form generator', () => {
  const e2e = setupE2E();

  it('processes two PDFs as one batch, previews, edits and downloads Word and PDF with the edit', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/assignment-generator');
    await page.getByRole('heading', { name: 'Assignment Form Generator' }).waitFor();
    await page.getByText('Drag & drop PDF files here').waitFor();

    const batchCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/process-documents')) batchCalls.push(r.method());
    });
    await chooseFiles(page, 'Upload PDF documents', [
      { name: 'assignment-letter.pdf', mimeType: 'application/pdf', buffer: await assignmentLetter() },
      CCC_ESTIMATE,
    ]);
    await page.getByRole('heading', { name: 'Processed Documents (2)' }).waitFor();
    // Each row shows its real state until the queue has read the estimate (slow on a loaded machine).
    await page.getByText('2 documents ready').waitFor({ timeout: 90_000 });
    await toast(page, 'Successfully processed 2 documents and merged into one assignment form');
    await page.getByText('2 documents ready').waitFor();
    await page.getByRole('note').filter({ hasText: 'merged' }).waitFor();
    expect(batchCalls).toEqual(['POST']);
    const first = page.getByRole('listitem', { name: 'assignment-letter.pdf' });
    await first.getByText(CLAIM).waitFor();
    await first.getByRole('img', { name: 'Processed' }).waitFor();
    await e2e.screenshot(page, 'assignment-01-generator');
    await expectNoSeriousAxe(page, 'generator');

    await page.getByRole('button', { name: 'Generate Assignment Form' }).click();
    await page.waitForURL('**/admin/assignment-preview');
    expect(await page.getByLabel('Claim Number').inputValue()).toBe(CLAIM);
    // Back to the generator: the processed documents are still there, each panel with that
    // document's own data and the merge shown apart.
    await page.getByRole('button', { name: 'Back to Generator' }).click();
    await page.getByRole('heading', { name: 'Processed Documents (2)' }).waitFor();
    await page.getByText('2 documents ready').waitFor();
    await page.getByRole('heading', { name: 'Merged Assignment Data' }).waitFor();
    await page.getByLabel('Extracted from assignment-letter.pdf').getByText(CLAIM).waitFor();
    await page.getByLabel('Merged assignment data').getByText(CLAIM).waitFor();
    await page.getByRole('button', { name: 'Generate Assignment Form' }).click();
    await page.waitForURL('**/admin/assignment-preview');
    expect(await page.getByLabel('Claim Number').inputValue()).toBe(CLAIM);
    expect(await page.evaluate(() => sessionStorage.getItem('assignmentPreviewData'))).not.toBeNull();
    // No document names a shop: the field stays empty (no sample shop, issue 25) and is marked.
    expect(await page.getByLabel('Shop Name').inputValue()).toBe('');

    await page.getByRole('textbox', { name: 'Insured', exact: true }).fill('Łukasz Żółć (edited)');
    await page.getByLabel('VIN').fill('5yjxcae20hf012345');
    expect(await page.getByLabel('VIN').inputValue()).toBe('5YJXCAE20HF012345');
    const preview = page.getByRole('region', { name: 'Document preview' });
    await preview.getByText('Łukasz Żółć (edited)').waitFor();
    // The preview survives a reload, edits included.
    await page.reload();
    expect(await page.getByLabel('Claim Number').inputValue()).toBe(CLAIM);
    expect(await page.getByRole('textbox', { name: 'Insured', exact: true }).inputValue()).toBe('Łukasz Żółć (edited)');
    await e2e.screenshot(page, 'assignment-02-preview');
    await expectNoSeriousAxe(page, 'preview');

    const word = await download(page, 'Generate Word');
    expect(word.name).toBe(`Frontier_Assignment_${CLAIM}.docx`);
    await toast(page, 'WORD document generated and downloaded successfully!');
    const docxText = (await mammoth.extractRawText({ buffer: word.bytes })).value;
    expect(docxText).toContain('Łukasz Żółć (edited)');
    expect(docxText).toContain('5YJXCAE20HF012345');
    // The shop no document named is marked, not filled with a sample shop.
    expect(docxText).toContain('Not found in the documents');
    expect(docxText).not.toContain('Frontier Collision Center');

    const pdf = await download(page, 'Generate PDF');
    expect(pdf.name).toBe(`Frontier_Assignment_${CLAIM}.pdf`);
    await toast(page, 'PDF document generated and downloaded successfully!');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Łukasz Żółć (edited)');
    expect(text).toContain('Not found in the documents');
    expect(text).toContain(CLAIM);
  });

  it("each file's row follows its upload on the server (queued, analysing, done), then one merge by upload id", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/assignment-generator');
    await page.getByRole('heading', { name: 'Assignment Form Generator' }).waitFor();
    // What the server said of each upload, and what each row's bar showed.
    const reported: string[] = [];
    page.on('response', async (r) => {
      if (!/\/api\/uploads\?ids=/.test(r.url())) return;
      for (const u of (await r.json()).uploads as Array<{ filename: string; status: string }>) reported.push(`${u.filename}|${u.status}`);
    });
    let processBody = '';
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/process-documents')) processBody = r.postData() ?? '';
    });
    await page.evaluate(() => {
      const w = window as unknown as { shown: string[] };
      w.shown = [];
      const record = () => {
        for (const bar of document.querySelectorAll('[role="progressbar"][aria-valuetext]')) {
          const entry = `${bar.getAttribute('aria-label')}|${bar.getAttribute('aria-valuetext')}`;
          if (!w.shown.includes(entry)) w.shown.push(entry);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] });
    });
    await chooseFiles(page, 'Upload PDF documents', [
      // A trailing comment makes bytes no earlier test had analysed: this file is read afresh.
      fresh(CCC_ESTIMATE),
      { name: 'assignment-letter.pdf', mimeType: 'application/pdf', buffer: await assignmentLetter() },
    ]);
    await page.getByRole('progressbar', { name: 'Processing ccc-estimate.pdf' }).waitFor();
    await page.getByText('Processing document...').first().waitFor();
    await page.getByText('2 documents ready').waitFor({ timeout: 90_000 });
    await page.getByRole('listitem', { name: 'assignment-letter.pdf' }).getByRole('img', { name: 'Processed' }).waitFor();

    const label: Record<string, string> = { queued: 'Queued', analysing: 'Analyzing', done: 'Analyzed, merging' };
    expect(reported.some((r) => r === 'ccc-estimate.pdf|done')).toBe(true);
    const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(shown).toContain('Processing ccc-estimate.pdf|Queued');
    for (const r of new Set(reported)) {
      const [name, status] = r.split('|') as [string, string];
      expect(shown, `${name} showed ${status}`).toContain(`Processing ${name}|${label[status]}`);
    }
    // The merge names the staged uploads; the PDFs are not sent a second time.
    expect(processBody).toContain('name="uploadIds"');
    expect(processBody).not.toContain('%PDF');
  });

  it('Quick Generate downloads the Word form straight from the generator', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'admin');
    await page.goto('/admin/assignment-generator');
    await chooseFiles(page, 'Upload PDF documents', [{ name: 'assignment-letter.pdf', mimeType: 'application/pdf', buffer: await assignmentLetter() }]);
    await page.getByText('1 document ready').waitFor();
    const word = await download(page, 'Quick Generate');
    expect(word.name).toBe(`Frontier_Assignment_${CLAIM}.docx`);
    await toast(page, 'The assignment form has been downloaded successfully.');
    expect((await mammoth.extractRawText({ buffer: word.bytes })).value).toContain(CLAIM);

    await page.getByRole('button', { name: 'Remove assignment-letter.pdf' }).click();
    await page.getByText('0 documents ready').waitFor();
    expect(await page.getByRole('heading', { name: /Processed Documents/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generate Assignment Form' }).isDisabled()).toBe(true);
  });

  it('refuses a non-PDF in the browser and shows the server refusing a fake PDF', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/assignment-generator');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/process-documents')) called = true;
    });
    await chooseFiles(page, 'Upload PDF documents', [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await toast(page, 'notes.txt is not a PDF. Only PDF files are accepted.');

    // Dragging over the zone changes its text; a dropped non-PDF is refused the same way.
    const zone = page.getByRole('button', { name: 'Upload PDF documents' });
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['a,b'], 'sheet.csv', { type: 'text/csv' }));
      return dt;
    });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await page.getByText('Drop PDF files here').waitFor();
    await zone.dispatchEvent('drop', { dataTransfer });
    await page.getByText('Drag & drop PDF files here').waitFor();
    await toast(page, 'sheet.csv is not a PDF. Only PDF files are accepted.');
    expect(await page.getByRole('heading', { name: /Processed Documents/ }).count()).toBe(0);
    expect(called).toBe(false);

    // A file named .pdf whose bytes are not a PDF passes the browser check; the server refuses it.
    await chooseFiles(page, 'Upload PDF documents', [{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') }]);
    await toast(page, 'Failed to process documents as batch');
    const item = page.getByRole('listitem', { name: 'fake.pdf' });
    await item.getByText('Failed to process document. Please check the file format and try again.').waitFor();
    await item.getByRole('img', { name: 'Error' }).waitFor();
    await page.getByText('0 documents ready').waitFor();
  });

  it('blocks generation with a missing required field and reports unreadable hand-off data', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/assignment-generator');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'assignmentPreviewData',
        JSON.stringify({
          claim_number: 'C-1',
          loss_date: '2026-01-02',
          insured: 'Ann Lee',
          vin: '1HGCM82633A004352',
          damage_area: 'Rear',
          description: 'Hit',
          vehicle_location: 'Austin',
          progressive_est: '$1',
        }),
      ),
    );
    await page.goto('/admin/assignment-preview');
    expect(await page.getByLabel('Date of Loss').inputValue()).toBe('2026-01-02');
    await page.getByLabel('VIN').fill('');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/generate-assignment-form')) called = true;
    });
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await toast(page, 'Missing required fields: VIN');
    await page.getByRole('status').filter({ hasText: 'Validation Error' }).first().waitFor();
    expect(called).toBe(false);
    await e2e.screenshot(page, 'assignment-03-validation');

    await page.evaluate(() => sessionStorage.setItem('assignmentPreviewData', '{not json'));
    await page.reload();
    await toast(page, 'Failed to load preview data from storage');
    expect(await page.evaluate(() => sessionStorage.getItem('assignmentPreviewData'))).toBeNull();
  });

  it('upload test page: uploads with progress, shows the url and the category, enforces limits', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/upload-test');
    await page.getByRole('heading', { name: 'File Upload & Preview System' }).waitFor();
    await page.getByText('Per-file upload progress').waitFor();
    await chooseFiles(page, 'Upload files', [PHOTO, CCC_ESTIMATE]);
    const photo = page.getByRole('listitem', { name: 'hood.jpg' });
    await photo.getByRole('img', { name: 'Uploaded' }).waitFor();
    await photo.getByRole('img', { name: 'Preview of hood.jpg' }).waitFor();
    await photo.getByText(/^Photos · \d+%$/).waitFor();
    const estimate = page.getByRole('listitem', { name: 'ccc-estimate.pdf' });
    await estimate.getByRole('link').waitFor();
    await estimate.getByText(/ · \d+%$/).waitFor();
    await e2e.screenshot(page, 'assignment-04-upload-test');
    await expectNoSeriousAxe(page, 'upload test');

    // The server refuses bytes that are not what the name says: the item shows its reason.
    await chooseFiles(page, 'Upload files', [{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') }]);
    await toast(page, 'Failed to upload fake.pdf');
    const fake = page.getByRole('listitem', { name: 'fake.pdf' });
    await fake.getByRole('img', { name: 'Failed' }).waitFor();
    await fake
      .getByRole('alert')
      .filter({ hasText: /refused/ })
      .waitFor();

    const many = Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: PHOTO.buffer }));
    await chooseFiles(page, 'Upload files', many);
    await toast(page, 'Maximum 10 files allowed');
    expect(await page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem').count()).toBe(3);
  });
});
