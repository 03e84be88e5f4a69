import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPdf, renderPdfPage } from '../../src/server/documents/text/pdf.js';
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
  field,
  fileRepairClaimToForm,
  fillFieldIfEmpty,
  openWizard,
  reviewAndSubmit,
  smartUpload,
  type UploadFile,
  walkUploadSteps,
} from './intake-support.js';

/**
 * Issues 24 and 34, at 1366 and at 375 px: a Total Loss claim filed in the wizard with a valuation
 * report shows the valuation review, its conclusion first: with no change the carrier's figure holds
 * and no letter is offered. The owner drops a comparable and adds one with its adjusted figure, the
 * alternative value rises above the settlement, the owner's statements give points to dispute, and the
 * letter is written (its missing particulars asked for), previewed whole, edited, reset, edited again
 * and downloaded as Word and PDF. A repair claim filed in the wizard with the carrier's and the shop's
 * estimates, each in its step, gives its letter the same way.
 */

/**
 * The valuation report the claimant files: a replica of a CCC ONE print where the replicas are (with the
 * number of comparables its truth file says it prints), else a valuation report the blind corpus's
 * generator writes, so the journey always runs.
 */
async function valuationReport(): Promise<{ file: UploadFile; comparables: number | null; carrier: string | null; adjuster: string | null; from: string }> {
  if (HAS_REPLICAS) {
    const name = 'Valuation Report.pdf';
    const truth = JSON.parse(fs.readFileSync(path.join(REPLICAS_DIR, 'truth.json'), 'utf8')) as Array<{
      file: string;
      comparables?: unknown[];
      fields: { insurance_company: string | null };
    }>;
    const entry = truth.find((t) => t.file === name);
    return {
      file: { name, mimeType: 'application/pdf', buffer: fs.readFileSync(path.join(REPLICAS_DIR, 'docs', name)) },
      comparables: entry?.comparables?.length ?? null,
      carrier: entry?.fields.insurance_company ?? null,
      adjuster: null,
      from: `the replica ${name}`,
    };
  }
  const rng = createRng(2424);
  const claim = makeClaim(rng, 0, 'dev', 'total-loss');
  const paper = blindValuationReport(claim, rng);
  return {
    file: { name: 'valuation-report.pdf', mimeType: 'application/pdf', buffer: await renderTextPdf(paper.doc) },
    comparables: null,
    carrier: null,
    // The generated report prints "Adjuster: …": the letter is addressed to that person.
    adjuster: claim.adjuster,
    from: 'a generated valuation report (no replicas: set REAL_DOCS_DIR for the replica)',
  };
}

/** Files a Total Loss claim through the wizard: upload, the form the analysis pre-filled, review, submit. */
async function fileTotalLossInWizard(page: Page, report: UploadFile): Promise<string> {
  await openWizard(page);
  await chooseClaimType(page, 'Total Loss ACV');
  await smartUpload(page, [report]);
  await walkUploadSteps(page);
  await analyzeAndOpenForm(page, 180_000);
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
  // What the report does not print and the letter needs: the policy number, and where the vehicle is (its state's figures).
  await fillFieldIfEmpty(page, 'Policy Number', 'PA-4417-0923');
  await fillFieldIfEmpty(page, 'Vehicle Location', 'Harrisburg, PA');
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

/** The letter's paragraphs as the editor shows them, one a line. */
async function letterText(page: Page): Promise<string> {
  const fields = await page.getByLabel(/^Paragraph \d+$/).all();
  return (await Promise.all(fields.map((p) => p.inputValue()))).join('\n');
}

/**
 * Writes the letter, edits its second paragraph, resets it to the generated text, edits it again,
 * saves the version and downloads it as Word and as PDF; answers the Word file's text.
 */
async function writeEditResetSaveAndDownload(page: Page, tag: string, version: number): Promise<string> {
  await page.getByRole('button', { name: 'Write the letter' }).click();
  const second = page.getByLabel('Paragraph 2', { exact: true });
  await second.waitFor({ timeout: 30_000 });
  const generated = await second.inputValue();
  expect(generated).toMatch(/represents/);
  // The whole letter can be read before it is saved, on a phone too.
  await page.getByText('Preview the whole letter').click();
  const preview = page.getByTestId('letter-preview');
  await preview.getByText(/within 20 days/).waitFor();
  // The particulars the claim and its documents do not give are asked for before the letter is made.
  const save = page.getByRole('button', { name: 'Save this version' });
  const address = page.getByLabel("Owner's address (required)", { exact: true });
  if (!(await address.inputValue())) await address.fill('418 Front Street, Harrisburg, PA 17101');
  // A report number typed (over one read from the report, if any) is in the preview before the letter is saved.
  const reportNumber = `VR-${tag.replace(/[^0-9a-z]/gi, '').toUpperCase()}-5521`;
  await page.getByLabel('Valuation report or estimate number (required)', { exact: true }).fill(reportNumber);
  await preview.getByText(new RegExp(`^(Valuation report|Estimate) number: ${reportNumber}$`)).waitFor({ timeout: 10_000 });
  await expect.poll(() => save.isEnabled()).toBe(true);
  await noSidewaysScroll(page);
  await second.fill('This paragraph was edited and then reset.');
  const reset = page.getByRole('button', { name: 'Reset paragraph 2 to generated' });
  await reset.click();
  expect(await second.inputValue()).toBe(generated);
  await expect.poll(() => reset.count()).toBe(0);
  await second.fill(`${generated} This paragraph was edited in the browser.`);
  await page.getByRole('button', { name: 'Save this version' }).click();
  await page.getByText('Saved. Download it below.').waitFor();
  const docx = await download(page, new RegExp(`^Word, version ${version}$`), `dispute-letter-${tag}.docx`);
  const text = (await mammoth.extractRawText({ buffer: docx })).value;
  expect(text).toContain('This paragraph was edited in the browser.');
  expect(text).not.toContain('edited and then reset');
  expect(text).toMatch(new RegExp(`(Valuation report|Estimate) number: ${reportNumber}`));
  // The formalities: letterhead, the appraisal paragraph and its deadline, the insured's authorization, no missing number printed.
  expect(text).toContain('Frontier Appraisal Services');
  expect(text).toMatch(/name your company’s appraiser in writing within 20 days/);
  expect(text).toContain('Authorization of the insured');
  expect(text).not.toMatch(/not given/i);
  const pdf = await download(page, new RegExp(`^PDF, version ${version}$`), `dispute-letter-${tag}.pdf`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await renderFirstPage(pdf, `dispute-letter-${tag}-page1`)).toBeGreaterThan(0);
  return text;
}

const SIZES = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

describe('valuation review and dispute letter journeys', () => {
  const e2e = setupE2E();

  for (const size of SIZES) {
    const w = size.width;

    it(`total loss filed in the wizard with a valuation report: review, drop and add, points, letter, at ${w} px`, async () => {
      const report = await valuationReport();
      console.log(`filing ${report.from} at ${w} px`);
      const page = await e2e.newPage({ viewport: size });
      await e2e.signIn(page.context(), 'claimant', { fullName: 'Fitzgerald Montague' });
      const ref = await fileTotalLossInWizard(page, report.file);

      // The thank-you page shows the review the reader made of the report the claimant uploaded.
      // The report is read after the claim is stored; on a loaded machine that takes a while.
      await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 180_000 });
      await page.getByRole('heading', { name: 'Points to dispute' }).waitFor();
      // The conclusion leads: with no change the alternative is the carrier's settlement, and no letter is offered.
      await page.getByRole('heading', { name: 'Where the claim stands' }).waitFor();
      expect(await page.getByTestId('conclusion-owed').textContent()).toBe(await page.getByTestId('conclusion-carrier').textContent());
      expect(await page.getByTestId('conclusion-verdict').textContent()).toMatch(/the carrier's figure holds/);
      await page.getByTestId('letter-not-allowed').waitFor();
      expect(await page.getByRole('button', { name: 'Write the letter' }).count()).toBe(0);
      // The comparables are below, collapsed on a phone.
      const details = page.getByTestId('comparables-details');
      if (w < 640) {
        expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        await details.locator('summary').click();
      }
      const keeps = page.getByRole('checkbox', { name: /^Keep comparable \d+$/ });
      if (report.comparables !== null) expect(await keeps.count()).toBe(report.comparables);
      else expect(await keeps.count()).toBeGreaterThanOrEqual(2);
      const value = page.getByTestId('alternative-value');
      const before = await value.textContent();
      expect(before).toMatch(/^\$/);
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `valuation-review-${w}`);
      await expectNoSeriousAxe(page, `valuation review ${w}`);

      // Drop the first comparable: with the mouse on a desk, from the keyboard on a phone.
      const first = page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true });
      if (w < 700) {
        await first.focus();
        await page.keyboard.press('Space');
      } else await first.uncheck();
      await expect.poll(() => first.isChecked(), { timeout: 15_000 }).toBe(false);
      // Dropping a comparable priced above the rest would lower the value: it is shown, never applied.
      const dropped = await value.textContent();
      expect(Number(dropped?.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(Number(before?.replace(/[$,]/g, '')));

      // Add one the owner found, with the adjusted figure and how it was reached.
      await page.getByLabel('Year', { exact: true }).fill('2022');
      await page.getByLabel('Make', { exact: true }).fill('Toyota');
      await page.getByLabel('Model', { exact: true }).fill('RAV4');
      await page.getByLabel('Trim (optional)').fill('XLE');
      await page.getByLabel('Mileage', { exact: true }).fill('39000');
      await page.getByLabel('Price ($)').fill('27,500');
      await page.getByLabel('Distance in miles (optional)').fill('18');
      await page.getByLabel('Listing link (optional)').fill('https://listings.example/rav4-xle');
      await page.getByLabel('Adjusted price ($, optional)').fill('27,000');
      await page.getByLabel('How you adjusted it').fill('asking price less $500 for its options');
      await page.getByRole('button', { name: 'Add comparable' }).click();
      await page.getByText('Added by you').waitFor();
      await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(dropped);
      const alternative = (await value.textContent()) ?? '';
      await page.getByText('How it was computed').click();
      await page
        .getByText(/added by the owner/)
        .first()
        .waitFor();

      // The owner's odometer reading and a nearer local market give points to dispute.
      await page.getByLabel('Odometer reading (miles)').fill('39,800');
      await page.getByLabel('Farthest a comparable may be (miles)').fill('50');
      await page.getByRole('button', { name: 'Save and recompute' }).click();
      await page
        .getByText(/the owner states 39,800/)
        .first()
        .waitFor({ timeout: 15_000 });
      // The replica's comparables run out to 98 miles (a generated report's distances are drawn at random).
      if (report.comparables !== null) {
        await page
          .getByText(/beyond the 50 miles set as the local market/)
          .first()
          .waitFor();
      }
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `valuation-review-edited-${w}`);

      // Above the settlement now: the conclusion says so and the letter is offered.
      await expect.poll(() => page.getByTestId('conclusion-verdict').textContent(), { timeout: 15_000 }).toMatch(/owes more than its settlement/);
      await page.getByTestId('appraisal-cost').waitFor();

      const text = await writeEditResetSaveAndDownload(page, `total-loss-${w}`, 1);
      // Addressed to the carrier the report names, in normal case.
      if (report.carrier) expect(text).toContain('State Farm Insurance Companies');
      // To the adjuster the report names, else its claims department.
      expect(text).toContain(`Dear ${report.adjuster ?? 'Claims Department'}:`);
      expect(text).toContain('Policy number: PA-4417-0923');
      // The replica prints no title or registration line; Pennsylvania's rule says one is due.
      if (report.comparables !== null) expect(text).toContain('but Pennsylvania requires the title and registration fees');
      expect(text).toContain('Your valuation report is disputed on these points:');
      expect(text).toContain('the owner states 39,800');
      expect(text).toContain(alternative);
      expect(text).toContain('Comparable vehicles');
      expect(text).toContain('How the amount owed was computed');
      await page.getByText(/Total-loss letter 1:/).waitFor();
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `dispute-letter-${w}`);

      // The claim's status page keeps the owner's choices and the unsaved-edit state of the letter.
      await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
      await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
      if (w < 640) await page.getByTestId('comparables-details').locator('summary').click();
      await expect.poll(() => page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true }).isChecked()).toBe(false);
      await page.getByText('Added by you').waitFor();
      expect(await page.getByTestId('alternative-value').textContent()).toBe(alternative);
      await page.getByText(/Total-loss letter 1:/).waitFor();
      await expect.poll(() => letterText(page), { timeout: 15_000 }).toContain('This paragraph was edited in the browser.');
      await noSidewaysScroll(page);
      await expectNoSeriousAxe(page, `claim status with review and letter ${w}`);

      // Staff see the review and the version the claimant saved.
      const staff = await e2e.newPage({ viewport: size });
      await e2e.signIn(staff.context(), 'staff');
      await staff.goto(`/admin/claims/${encodeURIComponent(ref)}`);
      await staff.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
      await staff.getByText(/Total-loss letter 1: .* by Fitzgerald Montague/).waitFor();
    }, 480_000);

    it(`repair claim filed in the wizard with the carrier's and the shop's estimates gives its letter, at ${w} px`, async () => {
      const pair = buildFixturePair(24024, 'ccc', 'shop', ['price', 'hours', 'onlyOne', 'rate']);
      const carrier = { name: 'carrier-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.carrier) };
      const shop = { name: 'shop-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.other) };
      const page = await e2e.newPage({ viewport: size });
      await e2e.signIn(page.context(), 'claimant', { fullName: 'Jordan Avery' });
      // Each estimate in its own step, as a claimant files them.
      await fileRepairClaimToForm(
        page,
        { carrier, shop },
        {
          'Insured Name': 'Jordan Avery',
          'Claim Number': 'CLM-20931',
          'Policy Number': 'OR-5521-0417',
          'Date of Loss': '2026-03-13',
          'Appraiser Name': 'Morgan Ellis',
          'Appraiser Company': 'Summit Collision Center',
          'Appraiser Phone': '5035550199',
          'Appraiser Email': 'morgan.ellis@example.com',
        },
        180_000,
      );
      // The claimant types the insured over what the documents pre-filled: the claim's insured is the letter's.
      const insured = field(page, 'Insured Name');
      const fromDocuments = (await insured.inputValue()).trim();
      await insured.fill('Jordan Avery');
      const ref = await reviewAndSubmit(page);

      // The comparison is made after the claim is stored: the thank-you page shows the review when it is.
      await page.getByRole('heading', { name: 'Repair review' }).waitFor({ timeout: 120_000 });
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `repair-review-${w}`);
      const text = await writeEditResetSaveAndDownload(page, `repair-${w}`, 1);
      expect(text).toContain('Progressive Casualty Insurance');
      // The adjuster the carrier's estimate names (its estimator) is the addressee and the salutation.
      expect(text).toMatch(/Attn: J\. Estimator[\s\S]*Dear J\. Estimator:/);
      expect(text).toContain('Policy number: OR-5521-0417');
      expect(text).toContain('Insured and owner: Jordan Avery');
      expect(text).toMatch(/I, Jordan Avery, authorize/);
      // Where the documents named another insured, the editor says so beside the field.
      console.log(`the documents pre-filled the insured as ${fromDocuments ? `"${fromDocuments}"` : 'nothing'}`);
      if (fromDocuments && fromDocuments.toLowerCase() !== 'jordan avery') {
        const escaped = fromDocuments.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await page.getByText(new RegExp(`names ${escaped}\\.`, 'i')).waitFor();
        expect(await page.getByRole('button', { name: new RegExp(`^Use ${escaped}$`, 'i') }).count()).toBe(1);
      }
      expect(text).toContain('Differences by category');
      expect(text).toContain('Itemised differences');
      await noSidewaysScroll(page);
      await expectNoSeriousAxe(page, `repair review and letter ${w}`);

      await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
      await page.getByRole('heading', { name: 'Repair review' }).waitFor({ timeout: 30_000 });
      await page.getByText(/Repair letter 1:/).waitFor();
      await noSidewaysScroll(page);
    }, 420_000);
  }
});
