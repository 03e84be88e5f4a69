import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPdf, renderPdfPage } from '../../src/server/documents/text/pdf.js';
import { validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { makeClaim } from '../fixtures/blind/claim.js';
import { valuationReport as blindValuationReport } from '../fixtures/blind/docs-carrier.js';
import { renderTextPdf } from '../fixtures/blind/render.js';
import { createRng } from '../fixtures/blind/rng.js';
import { buildFixturePair } from '../fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../fixtures/estimates/render-estimate.js';
import { HAS_REPLICAS, REPLICAS_DIR } from '../fixtures/paths.js';
import { RESULTS_DIR, setupE2E } from './harness.js';
import {
  analyzeAndOpenForm,
  chooseClaimType,
  expectNoSeriousAxe,
  fillFieldIfEmpty,
  openWizard,
  reviewAndSubmit,
  smartUpload,
  type UploadFile,
  walkUploadSteps,
} from './intake-support.js';

/**
 * Issue 24: a Total Loss claim filed with a replica valuation report shows the valuation review;
 * the owner drops a comparable and adds one, the alternative value changes, and the letter is
 * written, edited and downloaded as Word and PDF. A repair claim with two estimates gives its letter.
 */

type ApiFile = { name: string; category: string; bytes: Buffer };

/** Files a claim from the signed-in page, as the wizard's last step does (same origin, multipart). */
async function fileClaim(page: Page, data: Record<string, unknown>, files: ApiFile[]): Promise<string> {
  const payload = files.map((f) => ({ name: f.name, category: f.category, b64: f.bytes.toString('base64') }));
  const answer = await page.evaluate(
    async ({ data, payload }) => {
      const fd = new FormData();
      fd.append('claimData', JSON.stringify(data));
      fd.append('analysisResult', JSON.stringify({ claimData: {}, gaps: [], extractedText: '' }));
      for (const f of payload) fd.append('categories', f.category);
      for (const f of payload) {
        const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
        fd.append('files', new Blob([bytes], { type: 'application/pdf' }), f.name);
      }
      const res = await fetch('/api/claims', { method: 'POST', body: fd, credentials: 'include' });
      return { status: res.status, body: await res.json() };
    },
    { data, payload },
  );
  expect(answer.status).toBe(201);
  return answer.body.referenceNumber as string;
}

/**
 * The valuation report the claimant files: a replica of a CCC ONE print where the replicas are (with the
 * number of comparables its truth file says it prints), else a valuation report the blind corpus's
 * generator writes, so the journey always runs.
 */
async function valuationReport(): Promise<{ file: UploadFile; comparables: number | null; from: string }> {
  if (HAS_REPLICAS) {
    const name = 'Valuation Report.pdf';
    const truth = JSON.parse(fs.readFileSync(path.join(REPLICAS_DIR, 'truth.json'), 'utf8')) as Array<{ file: string; comparables?: unknown[] }>;
    return {
      file: { name, mimeType: 'application/pdf', buffer: fs.readFileSync(path.join(REPLICAS_DIR, 'docs', name)) },
      comparables: truth.find((t) => t.file === name)?.comparables?.length ?? null,
      from: `the replica ${name}`,
    };
  }
  const rng = createRng(2424);
  const paper = blindValuationReport(makeClaim(rng, 0, 'dev', 'total-loss'), rng);
  return {
    file: { name: 'valuation-report.pdf', mimeType: 'application/pdf', buffer: await renderTextPdf(paper.doc) },
    comparables: null,
    from: 'a generated valuation report (no replicas: set REAL_DOCS_DIR for the replica)',
  };
}

/** Files a Total Loss claim through the wizard: upload, the form the analysis pre-filled, review, submit. */
async function fileTotalLossInWizard(page: Page, report: UploadFile): Promise<string> {
  await openWizard(page);
  await chooseClaimType(page, 'Total Loss ACV');
  await smartUpload(page, [report]);
  await walkUploadSteps(page);
  await analyzeAndOpenForm(page);
  // The report's own figures were read into the form; what a valuation does not print is typed.
  const prefilled = await fillFieldIfEmpty(page, 'VIN', '2T3W1RFV8NW600556');
  console.log(`the form ${prefilled ? 'was' : 'was not'} pre-filled from the report when it opened`);
  await fillFieldIfEmpty(page, 'Insured Name', 'Fitzgerald Montague');
  await fillFieldIfEmpty(page, 'Claim Number', '35-13G6-42T08');
  await fillFieldIfEmpty(page, 'Date of Loss', '2024-08-08');
  await fillFieldIfEmpty(page, 'Year', '2022');
  await fillFieldIfEmpty(page, 'Make', 'Toyota');
  await fillFieldIfEmpty(page, 'Model', 'RAV4');
  await fillFieldIfEmpty(page, 'Repair Shop Name', 'Harrisburg Collision Center');
  await fillFieldIfEmpty(page, 'Appraiser Name', 'Morgan Ellis');
  await fillFieldIfEmpty(page, 'Appraiser Company', 'Cascade Independent Appraisals LLC');
  await fillFieldIfEmpty(page, 'Appraiser Phone', '5035550199');
  await fillFieldIfEmpty(page, 'Appraiser Email', 'morgan.ellis@cascade-appraisals.example');
  return reviewAndSubmit(page);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

async function download(page: Page, linkName: RegExp, name: string): Promise<Buffer> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).first().click()]);
  const file = path.join(RESULTS_DIR, name);
  await d.saveAs(file);
  return fs.readFileSync(file);
}

/** Renders the PDF's first page to test-results/ to be looked at (pdf.js, as the pipeline draws pages). */
async function renderFirstPage(pdf: Buffer, name: string): Promise<number> {
  const doc = await openPdf(pdf);
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.png`), (await renderPdfPage(doc, 1, 80)).png);
  return doc.numPages;
}

/** Writes the letter, edits its second paragraph, saves the version and downloads it as Word and as PDF. */
async function writeEditSaveAndDownload(page: Page, tag: string, version: number, expectText: RegExp): Promise<void> {
  // A letter with unsaved edits from before a reload is open already.
  const write = page.getByRole('button', { name: 'Write the letter' });
  const fresh = await write.isVisible();
  if (fresh) await write.click();
  const second = page.getByLabel('Paragraph 2', { exact: true });
  await second.waitFor({ timeout: 30_000 });
  expect(await second.inputValue()).toMatch(fresh ? /appraisal clause/ : /edited in the browser/);
  await second.fill('We demand an appraisal of the amount of loss under the policy. This paragraph was edited in the browser.');
  await page.getByRole('button', { name: 'Reset paragraph 2 to generated' }).waitFor();
  await page.getByRole('button', { name: 'Save this version' }).click();
  await page.getByText('Saved. Download it below.').waitFor();
  const docx = await download(page, new RegExp(`^Word, version ${version}$`), `dispute-letter-${tag}.docx`);
  const text = (await mammoth.extractRawText({ buffer: docx })).value;
  expect(text).toContain('This paragraph was edited in the browser.');
  expect(text).toMatch(expectText);
  const pdf = await download(page, new RegExp(`^PDF, version ${version}$`), `dispute-letter-${tag}.pdf`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await renderFirstPage(pdf, `dispute-letter-${tag}-page1`)).toBeGreaterThan(0);
}

describe('valuation review and dispute letter journeys', () => {
  const e2e = setupE2E();

  it('total loss filed in the wizard with a valuation report: review, drop and add, letter, at 1366 and 375 px', async () => {
    const report = await valuationReport();
    console.log(`filing ${report.from}`);
    const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    await e2e.signIn(page.context(), 'claimant', { fullName: 'Fitzgerald Montague' });
    const ref = await fileTotalLossInWizard(page, report.file);

    // The thank-you page shows the review the reader made of the report the claimant uploaded.
    await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Points to dispute' }).waitFor();
    const keeps = page.getByRole('checkbox', { name: /^Keep comparable \d+$/ });
    if (report.comparables !== null) expect(await keeps.count()).toBe(report.comparables);
    else expect(await keeps.count()).toBeGreaterThanOrEqual(2);
    const value = page.getByTestId('alternative-value');
    const before = await value.textContent();
    expect(before).toMatch(/^\$/);
    await e2e.screenshot(page, 'valuation-review-1366');
    await expectNoSeriousAxe(page, 'valuation review 1366');

    await page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true }).uncheck();
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(before);
    const dropped = await value.textContent();
    expect(await page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true }).isChecked()).toBe(false);

    await page.getByLabel('Year', { exact: true }).fill('2022');
    await page.getByLabel('Make', { exact: true }).fill('Toyota');
    await page.getByLabel('Model', { exact: true }).fill('RAV4');
    await page.getByLabel('Trim (optional)').fill('XLE');
    await page.getByLabel('Mileage', { exact: true }).fill('39000');
    await page.getByLabel('Price ($)').fill('27,500');
    await page.getByLabel('Distance in miles (optional)').fill('18');
    await page.getByLabel('Listing link (optional)').fill('https://listings.example/rav4-xle');
    await page.getByRole('button', { name: 'Add comparable' }).click();
    await page.getByText('Added by you').waitFor();
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(dropped);
    await page.getByText('How it was computed').click();
    await page
      .getByText(/added by the owner/)
      .first()
      .waitFor();
    await e2e.screenshot(page, 'valuation-review-edited-1366');

    await writeEditSaveAndDownload(page, 'total-loss', 1, /Comparable vehicles/);
    await page.getByText(/Total-loss letter 1:/).waitFor();
    await e2e.screenshot(page, 'dispute-letter-1366');

    // At 375 px, on the claim's status page: the same review, nothing wider than the screen, usable from
    // the keyboard, and a second letter written, edited and downloaded.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
    await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
    await noSidewaysScroll(page);
    const keep = page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true });
    await keep.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => keep.isChecked(), { timeout: 15_000 }).toBe(true);
    await e2e.screenshot(page, 'valuation-review-375');
    await expectNoSeriousAxe(page, 'valuation review 375');
    // The letter kept the edited paragraph; the figures of the others follow the review as it is now.
    const alternative = (await page.getByTestId('alternative-value').textContent()) ?? '';
    const letterText = async () => (await Promise.all((await page.getByLabel(/^Paragraph \d+$/).all()).map((p) => p.inputValue()))).join('\n');
    await expect.poll(letterText, { timeout: 15_000 }).toContain(alternative);
    expect(await page.getByLabel('Paragraph 2', { exact: true }).inputValue()).toContain('This paragraph was edited in the browser.');
    await writeEditSaveAndDownload(page, 'total-loss-375', 2, /Comparable vehicles/);
    await noSidewaysScroll(page);
    await e2e.screenshot(page, 'dispute-letter-375');

    // Staff see the review and the versions the claimant saved.
    const staff = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    await e2e.signIn(staff.context(), 'staff');
    await staff.goto(`/admin/claims/${encodeURIComponent(ref)}`);
    await staff.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
    await staff.getByText(/Total-loss letter 2: .* by Fitzgerald Montague/).waitFor();
  }, 300_000);

  it('repair claim with two estimates gives its letter, at 375 px', async () => {
    const pair = buildFixturePair(24024, 'ccc', 'shop', ['price', 'hours', 'onlyOne', 'rate']);
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/');
    const ref = await fileClaim(page, validClaimData({ claimType: 'appraisal', claimSubType: 'appraisal-only' }), [
      { name: 'carrier-estimate.pdf', category: 'progressive-estimate', bytes: await renderEstimatePdf(pair.carrier) },
      { name: 'shop-estimate.pdf', category: 'shop-estimate', bytes: await renderEstimatePdf(pair.other) },
    ]);
    await expect
      .poll(async () => (await (await page.request.get(`/api/claims/${encodeURIComponent(ref)}/repair-review`)).json()).available, { timeout: 90_000 })
      .toBe(true);
    await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
    await page.getByRole('heading', { name: 'Repair review' }).waitFor({ timeout: 30_000 });
    await noSidewaysScroll(page);
    await e2e.screenshot(page, 'repair-review-375');
    await writeEditSaveAndDownload(page, 'repair', 1, /Itemised differences/);
    await noSidewaysScroll(page);
    await expectNoSeriousAxe(page, 'repair review and letter 375');
  });
});
