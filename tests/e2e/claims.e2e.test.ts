import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { carPhoto, carrierEstimatePdf } from './documents.js';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe } from './intake-support.js';

/** The claim's files, built for the test (tests/e2e/documents.ts): the carrier's CCC-like estimate and one photo. */
const ESTIMATE = await carrierEstimatePdf('carrier-estimate-of-record.pdf');
const PHOTO = await carPhoto(1, 'damage-hood-gap.jpg');

/** The form view is titled with the claim's insurer: the one its documents name, else the configured carrier. */
const ASSIGNMENT_HEADING = /^.+ Appraisal Assignment$/;

/** Submits a claim through the API with the page's own session cookie (what the wizard sends). */
async function submitClaim(page: Page, overrides: Record<string, unknown> = {}) {
  const claimData = validClaimData({ insuredName: 'Riley Journey', notes: 'Hood gap after repair', ...overrides });
  const form = new FormData();
  form.append('claimData', JSON.stringify(claimData));
  form.append('analysisResult', JSON.stringify({ claimData: { insuredName: 'Riley Journey' }, gaps: [], extractedText: 'estimate' }));
  form.append('categories', 'progressive-estimate');
  form.append('files', new Blob([new Uint8Array(ESTIMATE.buffer)], { type: ESTIMATE.mimeType }), ESTIMATE.name);
  form.append('categories', 'photos');
  form.append('files', new Blob([new Uint8Array(PHOTO.buffer)], { type: PHOTO.mimeType }), PHOTO.name);
  const res = await page.request.post('/api/claims', {
    multipart: form,
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    // The first submit of a fresh server starts its analysis workers: slow on a loaded machine, and not what this measures.
    timeout: 90_000,
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { referenceNumber: string };
  return { referenceNumber: body.referenceNumber, claimData };
}

/** Answers whatever control the current question shows. */
async function answerCurrentQuestion(page: Page, text: string) {
  const yes = page.getByRole('radio', { name: 'Yes' });
  if (await yes.count()) return yes.check();
  const select = page.getByRole('combobox');
  if (await select.count()) return select.selectOption({ index: 1 });
  const number = page.getByRole('spinbutton');
  if (await number.count()) return number.fill('500');
  const box = page.getByRole('textbox');
  if (await box.count()) return box.first().fill(text);
}

describe('claims journeys', () => {
  const e2e = setupE2E();

  it('submit → thank-you → Assignment Bot answered → assignment form view → status', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/login');
    const { referenceNumber, claimData } = await submitClaim(page);

    // The wizard's hand-off in session storage, as the wizard leaves it on submit.
    await page.evaluate(
      ({ ref, data, files }) =>
        sessionStorage.setItem(
          'claimSubmission',
          JSON.stringify({
            claimData: data,
            analysisResult: { claimData: {}, gaps: [] },
            uploadedFiles: files,
            referenceNumber: ref,
          }),
        ),
      {
        ref: referenceNumber,
        data: claimData,
        files: [
          { name: ESTIMATE.name, category: 'progressive-estimate', size: ESTIMATE.buffer.length },
          { name: PHOTO.name, category: 'photos', size: PHOTO.buffer.length },
        ],
      },
    );
    await page.goto(`/success/${referenceNumber}`);
    await page.getByRole('heading', { name: 'Thank You for Your Assignment Claim!' }).waitFor();
    await page.getByText(referenceNumber, { exact: true }).waitFor();
    await page.getByText(/respond within 24 hours/).waitFor();
    await e2e.screenshot(page, 'claims-thank-you');
    await expectNoSeriousAxe(page, 'thank-you');

    await page.getByRole('button', { name: 'Assignment Bot' }).click();
    await page.getByText(/Question 1 of \d+/).waitFor();
    // The first question: only one photo, a required one; Next waits for an answer.
    await page.getByText('Only 1 photo was uploaded; at least 3 are needed. Can you send more photos of the damage?').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await e2e.screenshot(page, 'claims-bot-first-question');
    await expectNoSeriousAxe(page, 'bot');
    await page.getByRole('radio', { name: 'Yes' }).check();
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);

    const counter = await page.getByText(/Question 1 of \d+/).textContent();
    const total = Number(/of (\d+)/.exec(counter ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);
    for (let i = 2; i <= total; i += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Question ${i} of ${total}`).waitFor();
      const question = (await page.locator('p[id^="question-"]').textContent()) ?? '';
      await answerCurrentQuestion(page, question.includes('street address') ? '12 Elm St' : 'Answer for the appraiser');
    }
    await page.getByText('100% complete').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Question ${total - 1} of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();

    await page.getByRole('heading', { name: ASSIGNMENT_HEADING }).waitFor();
    for (const section of [
      'Insured Name',
      'Vehicle Information',
      'Opposing Appraiser Information',
      'Analysis Summary',
      'Submitted Documents',
      'Additional Notes',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Carrier Estimate (1)' }).waitFor();
    await page.getByRole('heading', { name: 'Photos & Images (1)' }).waitFor();
    await page.getByText('12 Elm St').waitFor();
    await e2e.screenshot(page, 'claims-assignment-form');
    await expectNoSeriousAxe(page, 'assignment form');

    // The answers reached the server: mapped fields are on the claim.
    const stored = await (await page.request.get(`/api/claims/${referenceNumber}`)).json();
    expect(stored.clientAddress).toBe('12 Elm St');
    expect(stored.answers.more_photos.answer).toBe(true);

    // A reload without the hand-off still works: the page loads the claim from the server.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: 'Thank You for Your Assignment Claim!' }).waitFor();
    await page.getByRole('button', { name: 'View Assignment Form' }).click();
    await page.getByRole('heading', { name: ASSIGNMENT_HEADING }).waitFor();
    await page.getByText('Riley Journey').first().waitFor();
    await page.getByRole('button', { name: 'Back to Summary' }).click();

    await page.getByRole('link', { name: 'Track Claim Status' }).click();
    await page.waitForURL(`**/claim-status/${referenceNumber}`);
    await page.getByRole('heading', { name: 'Claim Status' }).waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await page.getByText('Claim Submitted').waitFor();
    await page.getByText('Under Review (pending)').waitFor();
    await e2e.screenshot(page, 'claims-status-submitted');
    await expectNoSeriousAxe(page, 'status');
  });

  it('staff move the claim to approved on the claims desk, and the claimant sees it on the status page', async () => {
    const claimant = await e2e.newPage();
    await e2e.signIn(claimant.context(), 'claimant');
    await claimant.goto('/login');
    const { referenceNumber } = await submitClaim(claimant, { insuredName: 'Morgan Approve' });

    const staff = await e2e.newPage();
    await e2e.signIn(staff.context(), 'staff');
    await staff.goto('/admin/claims');
    await staff.getByRole('heading', { name: 'Claims' }).waitFor();
    await staff.getByRole('table').waitFor();
    await expectNoSeriousAxe(staff, 'claims list');
    await staff.getByLabel('Search').fill('Morgan');
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.getByRole('link', { name: referenceNumber }).click();
    await staff.getByRole('heading', { name: `Claim ${referenceNumber}` }).waitFor();
    await staff
      .getByRole('button', { name: `Download ${ESTIMATE.name}` })
      .or(staff.getByRole('link', { name: `Download ${ESTIMATE.name}` }))
      .waitFor();
    await e2e.screenshot(staff, 'claims-desk-claim');
    await expectNoSeriousAxe(staff, 'staff claim page');

    await staff.getByLabel('New status').selectOption('processing');
    await staff.getByRole('textbox', { name: 'Status note' }).fill('Appraiser assigned');
    await staff.getByRole('button', { name: 'Update Status' }).click();
    await staff.getByText('Appraiser assigned').waitFor();
    await staff.getByLabel('New status').selectOption('approved');
    await staff.getByRole('textbox', { name: 'Status note' }).fill('Award signed by both appraisers');
    await staff.getByRole('button', { name: 'Update Status' }).click();
    await staff.getByText('Award signed by both appraisers').waitFor();
    await e2e.screenshot(staff, 'claims-desk-approved');

    await claimant.goto(`/claim-status/${referenceNumber}`);
    await claimant.getByText('Approved', { exact: true }).waitFor();
    await claimant.getByText('Processing Complete (done)').waitFor();
    await claimant.getByText('Approved: Award signed by both appraisers').waitFor();
    await e2e.screenshot(claimant, 'claims-status-approved');

    await claimant.goto('/claim-status/FR-NOSUCH22');
    await claimant.getByRole('heading', { name: 'Claim Not Found' }).waitFor();
    await claimant.getByText('The claim with reference number FR-NOSUCH22 could not be found.').waitFor();
    await claimant.getByRole('button', { name: 'Back to Home' }).waitFor();
  });
  it('the thank-you, assignment form and status pages fit a phone screen', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/login');
    const { referenceNumber } = await submitClaim(page, { insuredName: 'Casey Phone' });
    const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(`/success/${referenceNumber}`);
    await page.getByRole('heading', { name: 'Thank You for Your Assignment Claim!' }).waitFor();
    await noSideScroll();
    await page.getByRole('button', { name: 'View Assignment Form' }).click();
    await page.getByRole('heading', { name: ASSIGNMENT_HEADING }).waitFor();
    await noSideScroll();
    await e2e.screenshot(page, 'claims-phone-assignment-form');
    await page.goto(`/claim-status/${referenceNumber}`);
    await page.getByRole('heading', { name: 'Claim Status' }).waitFor();
    await noSideScroll();
    await e2e.screenshot(page, 'claims-phone-status');
  });
  it('the Assignment Bot falls back to the default questions when generation fails', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/login');
    const { referenceNumber } = await submitClaim(page, { insuredName: 'Sam Fallback' });
    await page.route('**/api/smart-assignment-questions', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await page.goto(`/success/${referenceNumber}`);
    await page.getByRole('button', { name: 'Assignment Bot' }).click();
    await page.getByText('Question 1 of 4').waitFor();
    await page.getByText("What is the client's street address?").waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Which insurance carrier handles this claim?').waitFor();
    const options = await page.getByRole('combobox').locator('option').allTextContents();
    expect(options.slice(1)).toEqual(['Progressive', 'State Farm', 'GEICO', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers', 'Other']);
    await page.getByRole('combobox').selectOption('GEICO');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('spinbutton').fill('1000');
    await page.getByRole('button', { name: 'Complete' }).click();
    // The claim's insurer is the one the claimant named (GEICO), not the configured carrier.
    await page.getByRole('heading', { name: 'GEICO Appraisal Assignment' }).waitFor();
    const stored = await (await page.request.get(`/api/claims/${referenceNumber}`)).json();
    expect(stored.insuranceCompany).toBe('GEICO');
    expect(stored.deductibleAmount).toBe('1000');
    // Skip Questions leaves the bot without saving anything.
    await page.getByRole('button', { name: 'Back to Summary' }).click();
    await page.getByRole('button', { name: 'Assignment Bot' }).click();
    await page.getByRole('button', { name: 'Skip Questions' }).click();
    await page.getByRole('heading', { name: 'Thank You for Your Assignment Claim!' }).waitFor();
  });
});
