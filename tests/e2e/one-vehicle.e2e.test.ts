import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildFixturePair } from '../fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../fixtures/estimates/render-estimate.js';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe, fileRepairClaimToForm, reviewAndSubmit } from './intake-support.js';

/**
 * Issue 34, one vehicle per claim, at 1366 and 375 px, with documents the test builds: a repair claim
 * whose shop estimate is another car's (a Ford F-150, the claim is a Honda Accord) shows the warning,
 * and the estimate stays out of the repair review and the letter until the claimant confirms it
 * belongs; in the assignment generator the same document is flagged and left out of the merged form
 * until staff confirm it.
 */
const OTHER_CAR = { name: '2019 FORD F-150 XLT 4D CREW', vin: '1FTEW1EP2KFA00002' };
const SIZES = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('one vehicle per claim', () => {
  const e2e = setupE2E();

  for (const size of SIZES) {
    const w = size.width;
    it(`a claim whose packet holds another car's estimate warns and keeps it out of the review and the letter until confirmed, at ${w} px`, async () => {
      const pair = buildFixturePair(24024, 'ccc', 'shop', ['price', 'hours', 'onlyOne', 'rate']);
      const carrier = { name: 'carrier-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.carrier) };
      const shop = { name: 'other-car-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.other, OTHER_CAR) };
      const page = await e2e.newPage({ viewport: size });
      await e2e.signIn(page.context(), 'claimant', { fullName: 'Jordan Avery' });
      await fileRepairClaimToForm(
        page,
        { carrier, shop },
        {
          'Insured Name': 'Jordan Avery',
          'Claim Number': 'CLM-34034',
          'Policy Number': 'OR-5521-0417',
          'Date of Loss': '2026-03-13',
          'Appraiser Name': 'Morgan Ellis',
          'Appraiser Company': 'Summit Collision Center',
          'Appraiser Phone': '5035550199',
          'Appraiser Email': 'morgan.ellis@example.com',
        },
        180_000,
      );
      const ref = await reviewAndSubmit(page);

      // The thank-you page names the document and the vehicle it is for; no review, no letter from it.
      await page.getByRole('heading', { name: 'A document for another vehicle' }).waitFor({ timeout: 180_000 });
      const note = page.getByTestId('other-vehicle-file');
      expect(await note.textContent()).toMatch(/other-car-estimate\.pdf is for another vehicle \(.*1FTEW1EP2KFA00002\), not .*Accord/);
      expect(await page.getByRole('heading', { name: 'Repair review' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Write the letter' }).count()).toBe(0);
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `one-vehicle-warning-${w}`);
      await expectNoSeriousAxe(page, `other vehicle warning ${w}`);

      // The claimant confirms it belongs: the comparison is made with it, and the review and the letter follow.
      await page.getByRole('button', { name: 'other-car-estimate.pdf belongs to this claim' }).click();
      await note.getByText(/was confirmed as part of this claim/).waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Repair review' }).waitFor({ timeout: 180_000 });
      await page.getByRole('button', { name: 'Write the letter' }).first().waitFor({ timeout: 30_000 });
      await noSidewaysScroll(page);
      await e2e.screenshot(page, `one-vehicle-confirmed-${w}`);

      // Staff see the same flag on the staff claim page.
      const staff = await e2e.newPage({ viewport: size });
      await e2e.signIn(staff.context(), 'staff');
      await staff.goto(`/admin/claims/${encodeURIComponent(ref)}`);
      await staff.getByRole('heading', { name: 'A document for another vehicle' }).waitFor({ timeout: 30_000 });
      await staff.getByText(/was confirmed as part of this claim/).waitFor();
    }, 600_000);
  }

  it('the generator flags another car’s document and leaves it out of the merged form until staff confirm it', async () => {
    const pair = buildFixturePair(4343, 'ccc', 'appraiser', ['price']);
    const page = await e2e.newPage({ viewport: SIZES[1] });
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/assignment-generator');
    await page.getByRole('heading', { name: 'Assignment Form Generator' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload PDF documents' }).click()]);
    await chooser.setFiles([
      { name: 'carrier-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.carrier) },
      { name: 'other-car.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.other, OTHER_CAR) },
    ]);
    const row = page.getByRole('listitem', { name: 'other-car.pdf' });
    const flag = row.getByTestId('other-vehicle-note');
    await flag.waitFor({ timeout: 180_000 });
    expect(await flag.textContent()).toMatch(/is for another vehicle .*1FTEW1EP2KFA00002.* left out of the merged form/);
    expect(await page.getByRole('listitem', { name: 'carrier-estimate.pdf' }).getByTestId('other-vehicle-note').count()).toBe(0);
    await noSidewaysScroll(page);
    await e2e.screenshot(page, 'one-vehicle-generator-375');
    await row.getByRole('button', { name: 'It belongs to this claim' }).click();
    await flag.getByText(/you confirmed it belongs with the others/).waitFor({ timeout: 60_000 });
  }, 300_000);
});
