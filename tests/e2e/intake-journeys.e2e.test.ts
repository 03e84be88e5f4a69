import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appraiserLetterPdf, carrierEstimatePdf, crashReportPdf, JOURNEY, shopEstimatePdf, valuationReportPdf } from './documents.js';
import { HAS_REAL_DOCS, NO_REAL_DOCS, setupE2E } from './harness.js';
import {
  analyzeAndOpenForm,
  appraiserLetter,
  browseInto,
  CCC_ESTIMATE,
  carrierEstimate,
  chooseClaimType,
  expectNoSeriousAxe,
  field,
  fillFieldIfEmpty,
  fillJourneyAppraiser,
  nextUploadStep,
  openWizard,
  PHOTOS,
  reviewAndSubmit,
  smartUpload,
  TESLA_VIN,
  type UploadFile,
} from './intake-support.js';

/**
 * One journey per claim type and appraisal sub-type: files the test builds (tests/e2e/documents.ts:
 * the carrier's CCC-like estimate, the shop's estimate, the other appraiser's letter, drawn photos),
 * the real sorting, analysis and submit calls, to the thank-you page. One more files the real CCC
 * print where it is present.
 */
describe('intake journeys', () => {
  const e2e = setupE2E();

  /**
   * Steps 1-3 by category with Browse Files (the carrier's paper: its estimate, or what `carrier`
   * gives); step 4 holds `other` (the police's crash report) or is left empty.
   */
  async function uploadByCategory(page: Page, files: { carrier?: UploadFile; other?: UploadFile } = {}) {
    await browseInto(page, [files.carrier ?? (await carrierEstimatePdf())]);
    await nextUploadStep(page);
    await browseInto(page, [await shopEstimatePdf(), await appraiserLetterPdf()]);
    await nextUploadStep(page);
    await browseInto(page, PHOTOS.slice(0, 3));
    await nextUploadStep(page);
    await page.getByText('Step 4 of 4').waitFor();
    if (files.other) {
      await browseInto(page, [files.other]);
      await page.getByText(files.other.name).first().waitFor();
    }
  }

  const fillAppraiser = fillJourneyAppraiser;

  async function fillBasics(page: Page) {
    await fillFieldIfEmpty(page, 'Insured Name', JOURNEY.insuredName);
    await fillFieldIfEmpty(page, 'Claim Number', JOURNEY.claimNumber);
    await fillFieldIfEmpty(page, 'Date of Loss', JOURNEY.dateOfLoss);
  }

  async function expectStored(page: Page, ref: string, expected: Record<string, unknown>) {
    const res = await page.request.get(`/api/claims/${encodeURIComponent(ref)}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { claim?: Record<string, unknown> } & Record<string, unknown>;
    const claim = body.claim ?? body;
    expect(claim).toMatchObject(expected);
    const handoff = await page.evaluate(() => JSON.parse(sessionStorage.getItem('claimSubmission') ?? 'null'));
    expect(handoff?.referenceNumber).toBe(ref);
    expect(handoff?.uploadedFiles?.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('claimDraft'))).toBeNull();
  }

  it('Appraisal Clause / Inspection Required', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Inspection Required');
    await page.getByLabel(/^Vehicle Location/).fill('1200 SW Main St, Portland, OR');
    await page.getByText('Yes', { exact: true }).click();
    await uploadByCategory(page);
    await e2e.screenshot(page, 'journey-inspection-upload');
    await analyzeAndOpenForm(page);
    await e2e.screenshot(page, 'journey-inspection-form');
    await fillBasics(page);
    await fillAppraiser(page);
    await expectNoSeriousAxe(page, 'form');
    const ref = await reviewAndSubmit(page, (n) => e2e.screenshot(page, `journey-inspection-${n}`));
    await e2e.screenshot(page, 'journey-inspection-thanks');
    await expectStored(page, ref, { claimType: 'appraisal', claimSubType: 'appraisal-inspection', inspectionNeeded: true });
  });

  it('Appraisal Clause / Post Repair Dispute', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Post Repair Dispute');
    await page.getByLabel(/^Amount Paid by/).fill('$4,812.37abc');
    expect(await page.getByLabel(/^Amount Paid by/).inputValue()).toBe('4812.37');
    await uploadByCategory(page);
    await analyzeAndOpenForm(page);
    await fillBasics(page);
    await fillFieldIfEmpty(page, 'Repair Shop Name', JOURNEY.shopName);
    await fillAppraiser(page);
    const ref = await reviewAndSubmit(page);
    await expectStored(page, ref, { claimType: 'appraisal', claimSubType: 'appraisal-post-repair' });
  });

  it('Appraisal Clause / Comparative Estimate Only, appraiser pending, smart multi-upload', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Comparative Estimate Only');
    await smartUpload(page, [await carrierEstimatePdf(), await shopEstimatePdf(), ...PHOTOS.slice(0, 3)]);
    await page
      .getByText(/files? categorized with 90%\+ confidence/)
      .first()
      .waitFor({ timeout: 60_000 });
    await e2e.screenshot(page, 'journey-only-sorted');
    // Every required step now holds the sorted files (or is marked Not Available where the sorter disagreed).
    for (let i = 0; i < 3; i++) {
      const next = page.getByRole('button', { name: 'Next Step' });
      if (await next.isDisabled()) await page.getByRole('checkbox', { name: /Not Available/ }).click();
      await next.click();
    }
    await analyzeAndOpenForm(page);
    await fillBasics(page);
    await page.getByRole('checkbox', { name: 'Mark as Pending / Unknown' }).click();
    await page.getByText('PENDING', { exact: true }).waitFor();
    expect(await field(page, 'Appraiser Name').isDisabled()).toBe(true);
    const ref = await reviewAndSubmit(page);
    await expectStored(page, ref, { claimType: 'appraisal', claimSubType: 'appraisal-only', opposingAppraiserStatus: 'pending' });
  });

  for (const [tab, claimType] of [
    ['Total Loss ACV', 'total-loss'],
    ['Glass Appraisal', 'glass'],
    ['Auto Appraisal', 'auto'],
  ] as const) {
    it(`${tab}`, async () => {
      const page = await e2e.newPage();
      await e2e.signIn(page.context(), 'claimant');
      await openWizard(page);
      await chooseClaimType(page, tab);
      // A total loss files the carrier's valuation report; each files the crash report as another document.
      const carrier = claimType === 'total-loss' ? (await valuationReportPdf()).file : undefined;
      await uploadByCategory(page, { carrier, other: await crashReportPdf() });
      // Seven documents read on a loaded machine: this journey measures nothing about speed.
      await analyzeAndOpenForm(page, 180_000);
      await fillBasics(page);
      // The carrier's estimate or valuation prints the vehicle: the analysis fills it.
      expect(await field(page, 'VIN').inputValue()).toBe(JOURNEY.vin);
      expect(await field(page, 'Year').inputValue()).toBe(JOURNEY.year);
      expect(await field(page, 'Make').inputValue()).toBe(JOURNEY.make);
      await fillFieldIfEmpty(page, 'Model', JOURNEY.model);
      await fillFieldIfEmpty(page, 'Repair Shop Name', JOURNEY.shopName);
      await fillAppraiser(page);
      const ref = await reviewAndSubmit(page);
      await expectStored(page, ref, { claimType, insuredName: JOURNEY.insuredName, vehicleVin: JOURNEY.vin });
    });
  }

  // The point here is the real document: a shop's CCC ONE print of a Tesla, beside a carrier's estimate of the same car.
  it.skipIf(!HAS_REAL_DOCS)(`Auto Appraisal with the real CCC print as the shop's estimate${HAS_REAL_DOCS ? '' : ` (${NO_REAL_DOCS})`}`, async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Auto Appraisal');
    await browseInto(page, [await carrierEstimate()]);
    await nextUploadStep(page);
    await browseInto(page, [CCC_ESTIMATE, await appraiserLetter()]);
    await nextUploadStep(page);
    await browseInto(page, PHOTOS.slice(0, 3));
    await nextUploadStep(page);
    // The real print is read page by page; the first analysis of a fresh server starts its workers.
    await analyzeAndOpenForm(page, 180_000);
    await fillFieldIfEmpty(page, 'Insured Name', 'Jordan Peotter');
    await fillFieldIfEmpty(page, 'Claim Number', '24-8812345-01');
    await fillFieldIfEmpty(page, 'Date of Loss', '2024-03-14');
    if (!(await field(page, 'VIN').inputValue())) {
      await field(page, 'VIN').fill(TESLA_VIN);
      await page.getByText(/VIN decoded: 2018 Tesla Model X/).waitFor();
    }
    await fillFieldIfEmpty(page, 'Year', '2018');
    await fillFieldIfEmpty(page, 'Make', 'Tesla');
    await fillFieldIfEmpty(page, 'Model', 'Model X');
    await fillFieldIfEmpty(page, 'Repair Shop Name', 'Peotter Collision Center');
    await fillFieldIfEmpty(page, 'Appraiser Name', 'Morgan Ellis');
    await fillFieldIfEmpty(page, 'Appraiser Company', 'Cascade Independent Appraisals LLC');
    await fillFieldIfEmpty(page, 'Appraiser Phone', '5035550199');
    await fillFieldIfEmpty(page, 'Appraiser Email', 'morgan.ellis@cascade-appraisals.example');
    const ref = await reviewAndSubmit(page);
    await expectStored(page, ref, { claimType: 'auto' });
  });
});
