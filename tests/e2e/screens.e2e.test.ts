/**
 * Every signed-in page at a laptop's 1366 px and a phone's 375 px: no sideways scroll, the app
 * header with Logout, staff menus folded on the phone; plus the wizard's file moves, the list of
 * doubtful sorts, the drop-time refusal and the restart confirmation. Screenshots of each page go
 * to tests/e2e/screens/ (gitignored) to be looked at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/auth/users.queries.js';
import { postClaim, validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { DEFAULT_CONTENT } from '../../src/shared/content.js';
import { appraiserLetterPdf, carrierEstimatePdf, fresh } from './documents.js';
import { setupE2E } from './harness.js';
import {
  browseInto,
  carrierEstimate,
  chooseClaimType,
  fillJourneyClaim,
  makePdf,
  nextUploadStep,
  openWizard,
  PHOTOS,
  reviewAndSubmit,
  smartUpload,
} from './intake-support.js';

const SCREENS = path.resolve('tests/e2e/screens');
const WIDTHS = [1366, 375] as const;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Saves the page's screenshot and checks it does not scroll sideways. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  expect(await fits(page), `${name} fits ${width} px`).toBe(true);
  expect(await page.getByRole('banner').count(), `${name} has one page header`).toBeLessThanOrEqual(1);
}

async function cookieOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The app header: Logout always; on a phone the page links sit behind Menu. */
async function expectHeader(page: Page, width: number, links: string[]): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  if (width < 1024) {
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const l of links) await page.getByRole('menuitem', { name: l, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  } else {
    for (const l of links) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: l, exact: true }).waitFor();
  }
}

describe('every page fits 1366 px and 375 px', () => {
  const e2e = setupE2E({ env: { ADMIN_NEW_CLAIM_USERNAMES: WIDTHS.map((w) => `screensadmin${w}`).join(',') } });

  /** A submitted Inspection Required claim of a fresh claimant, with an analysis to show staff. */
  async function seedClaim(claimantContext: BrowserContext): Promise<string> {
    // The server keeps only its own analysis of the files, so the claim carries a real estimate to read.
    const estimate = await carrierEstimate();
    const res = await postClaim(
      e2e.t.app,
      await cookieOf(claimantContext),
      validClaimData({
        claimSubType: 'appraisal-inspection',
        opposingEstimateAmount: '5751.86',
        opposingAppraiserEmail: 'alexandria.montgomery-whitfield@independent-appraisers-northwest.example',
        typeDetails: { vehicleAccessible: true, amountPaidByInsurer: '', paymentDate: '', vehicleLocation: 'Tacoma, WA', repairShopName: 'Harbor Auto Body' },
      }),
      [{ filename: 'carrier-estimate.pdf', content: estimate.buffer, category: 'progressive-estimate' }],
    );
    expect(res.statusCode).toBe(201);
    return res.json().referenceNumber as string;
  }

  for (const width of WIDTHS) {
    const viewport = { width, height: width < 768 ? 740 : 900 };

    it(`staff pages at ${width} px: admin panel, claims desk, a claim, generator, preview`, async () => {
      const claimant = await e2e.newPage({ viewport });
      const { username: claimantName } = await e2e.signIn(claimant.context(), 'claimant');
      const ref = await seedClaim(claimant.context());
      await createUser(e2e.t.app.deps.db, {
        username: `pending${width}`,
        role: 'claimant',
        status: 'pending',
        fullName: 'Maximiliana Featherstonehaugh-Worthington',
        email: 'maximiliana.featherstonehaugh-worthington@claims-department.example',
      });

      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page.context(), 'admin', {
        username: `screensadmin${width}`,
        email: 'very.long.administrator.address@appraisal-firm-headquarters.example',
      });
      const staffLinks = ['New Claim', 'Admin Panel', 'Claims', 'Assignment Generator'];

      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      await page.getByText('Maximiliana Featherstonehaugh-Worthington').first().waitFor();
      await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await expectHeader(page, width, staffLinks);
      await shoot(page, 'admin-panel', width);

      // The users table re-issues a set-password link and shows it with its Copy button.
      await page.getByRole('button', { name: `New password link for ${claimantName}` }).click();
      const link = page.getByRole('region', { name: `New set-password link for E2E claimant (@${claimantName})` });
      await link.getByRole('button', { name: 'Copy link' }).waitFor();
      await link.scrollIntoViewIfNeeded();
      await shoot(page, 'admin-users-link', width);

      // Admin New Claim: one header (the green admin banner, with Logout), the strip, the wizard.
      await page.goto('/admin/new-claim');
      await page.getByText(/Admin Mode Active/).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      const banner = page.getByRole('banner');
      await banner.getByRole('heading', { name: 'Admin New Claim' }).waitFor();
      await banner.getByRole('link', { name: 'Back to Admin Panel' }).waitFor();
      await banner.getByRole('button', { name: 'Logout' }).waitFor();
      await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
      await shoot(page, 'admin-new-claim', width);

      await page.goto('/admin/claims');
      await page.getByRole('link', { name: ref }).waitFor();
      await shoot(page, 'claims-desk', width);

      await page.getByRole('link', { name: ref }).click();
      await page.getByRole('heading', { name: `Claim ${ref}` }).waitFor();
      // Only the claim's own sub-type fields, with readable labels and money as money.
      const details = page.getByRole('region', { name: 'Inspection Required Details' });
      await details.getByText('Vehicle Accessible').waitFor();
      expect(await details.getByText('Amount Paid by Insurer').count()).toBe(0);
      await page.getByText('$5,751.86').first().waitFor();
      // The analysis table names its fields as the form does (the field list shows it too).
      await page.getByRole('heading', { name: 'Document Analysis' }).waitFor();
      expect(await page.getByText('Insured Name', { exact: true }).count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByText('insuredName', { exact: true }).count()).toBe(0);
      await shoot(page, 'claim-detail', width);

      await page.goto('/admin/assignment-generator');
      await page.getByRole('heading', { name: 'Assignment Form Generator' }).waitFor();
      const letter = await makePdf('assignment-letter.pdf', [
        'Frontier Appraisal Services - Assignment',
        'Claim Number: 24-7781234-01',
        'Insured: Dana Whitfield',
        'Date of Loss: 2026-02-11',
        'Vehicle: 2019 Toyota Camry',
        'VIN: 4T1B11HK5KU123456',
        'Vehicle Location: 1200 Harbor Ave SW, Seattle, WA',
      ]);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload PDF documents' }).click()]);
      await chooser.setFiles([letter]);
      await page.getByRole('heading', { name: 'Processed Documents (1)' }).waitFor({ timeout: 60_000 });
      await page.getByText('1 document ready').waitFor();
      await shoot(page, 'generator', width);

      await page.getByRole('button', { name: 'Generate Assignment Form' }).click();
      await page.waitForURL('**/admin/assignment-preview');
      await page.getByRole('heading', { name: 'Assignment Form Preview & Edit' }).waitFor();
      await shoot(page, 'preview', width);
      await page.getByRole('button', { name: 'Back to Generator' }).click();
      await page.getByRole('heading', { name: 'Processed Documents (1)' }).waitFor();
    });

    it(`claimant pages at ${width} px: wizard, thank-you, status, upload test; no staff screens`, async () => {
      const claimant = await e2e.newPage({ viewport });
      await e2e.signIn(claimant.context(), 'claimant');
      const ref = await seedClaim(claimant.context());
      const page = claimant;

      await openWizard(page);
      await expectHeader(page, width, ['New Claim', 'My Claims']);
      await page.getByRole('button', { name: 'Options' }).click();
      await page.getByRole('menuitem', { name: 'My Claims' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Admin Portal' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await shoot(page, 'wizard-intro', width);
      await chooseClaimType(page, 'Appraisal Clause', 'Inspection Required');
      await shoot(page, 'wizard-upload', width);

      await page.goto(`/success/${ref}`);
      await page.getByTestId('reference-number').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'My Claims' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await shoot(page, 'thank-you', width);

      await page.goto(`/claim-status/${ref}`);
      await page.getByRole('heading', { name: 'Claim Status' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await shoot(page, 'claim-status', width);

      await page.goto('/upload-test');
      await page.getByRole('heading', { name: 'File Upload & Preview System' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await shoot(page, 'upload-test', width);

      for (const url of ['/admin/assignment-generator', '/admin/assignment-preview', '/admin/claims']) {
        await page.goto(url);
        await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      }
      await shoot(page, 'claimant-denied', width);
    });
  }

  for (const width of WIDTHS) {
    const viewport = { width, height: width < 768 ? 740 : 900 };

    it(`sign-in pages and a claimant's whole journey at ${width} px: login, reset, 404, upload, analysis, form, review, submit, thank-you, my claims`, async () => {
      const page = await e2e.newPage({ viewport });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await shoot(page, 'login', width);
      await page.goto('/reset?token=not-a-real-token');
      await page.getByRole('heading').first().waitFor();
      await shoot(page, 'reset', width);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await shoot(page, 'not-found', width);

      await e2e.signIn(page.context(), 'claimant');
      await openWizard(page);
      await chooseClaimType(page, 'Auto Appraisal');
      // Bytes no earlier test sent, so the analysis really runs while its bar and toast are checked.
      await browseInto(page, [fresh(await carrierEstimatePdf('ccc-estimate.pdf'), `${width}-${Date.now()}`)]);
      await nextUploadStep(page);
      await browseInto(page, [await appraiserLetterPdf()]);
      await nextUploadStep(page);
      await browseInto(page, PHOTOS.slice(0, 3));
      await nextUploadStep(page);
      await page.getByText('Step 4 of 4').waitFor();
      await shoot(page, 'wizard-upload-step4', width);
      await page.getByRole('button', { name: 'Continue to Assignment Form' }).click();
      await page.getByRole('button', { name: 'Analyzing...' }).waitFor({ timeout: 5000 });
      await shoot(page, 'wizard-analysis', width);
      await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor({ timeout: 60_000 });
      await shoot(page, 'wizard-form', width);
      await fillJourneyClaim(page);
      const ref = await reviewAndSubmit(page, (step) => shoot(page, `wizard-${step}`, width));
      await page.getByTestId('reference-number').waitFor();
      await shoot(page, 'success', width);

      await page.goto('/my-claims');
      await page.getByRole('heading', { name: 'My Claims' }).waitFor();
      await page.getByRole('link', { name: ref }).first().waitFor();
      await shoot(page, 'my-claims', width);
    });
  }

  it('wizard at 375 px: doubtful sorts listed by name, Move to…, drop-time refusal, optional estimate, restart asks first', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Comparative Estimate Only');
    // Comparative Estimate Only: the opposing estimate is optional, and its card says so.
    const cards = page.getByRole('list', { name: 'Documents to upload' });
    const otherCard = cards.getByRole('button', { name: /Other Appraiser\/Shop \(Optional\)/ });
    await otherCard.getByText('Optional', { exact: true }).waitFor();
    expect(await otherCard.getByText('Required', { exact: true }).count()).toBe(0);

    // Two files the sort cannot be sure about, and the insurer's estimate it knows.
    const notes = await makePdf('meeting-notes.pdf', ['Notes', 'Call the garage on Tuesday about the paint.']);
    const misc = await makePdf('misc-scan.pdf', ['Page 1', 'Lorem ipsum dolor sit amet.']);
    await smartUpload(page, [notes, misc, await carrierEstimate()]);
    const doubtful = page.getByRole('region', { name: /We weren't sure about these 2 files: check their category/ });
    await doubtful.waitFor({ timeout: 60_000 });
    await doubtful.getByText('meeting-notes.pdf', { exact: true }).waitFor();
    await doubtful.getByText('misc-scan.pdf', { exact: true }).waitFor();
    expect(await doubtful.getByText('progressive-estimate.pdf', { exact: true }).count()).toBe(0);
    await shoot(page, 'wizard-low-confidence', 375);

    // Move one to Other Documents from the list; confirm the other where it is.
    await doubtful.getByLabel('Move meeting-notes.pdf to').selectOption({ label: 'Other Documents' });
    await page.getByRole('region', { name: /We weren't sure about this file: check its category/ }).waitFor();
    await page.getByRole('button', { name: 'misc-scan.pdf: Category is right' }).click();
    await page.getByRole('region', { name: /We weren't sure/ }).waitFor({ state: 'detached' });
    await cards.getByRole('button', { name: /Other Documents/ }).click();
    const stepFiles = page.getByRole('list', { name: 'Files in this step' }).first();
    await stepFiles.getByText('meeting-notes.pdf', { exact: true }).waitFor();
    // And on with the per-file Move to… of the step's list; a PDF is not offered the photo step.
    const move = stepFiles.getByLabel('Move meeting-notes.pdf to');
    expect(await move.getByRole('option', { name: 'Photos' }).count()).toBe(0);
    await move.selectOption({ label: `Appraisal from ${DEFAULT_CONTENT.insurerName}` });
    await stepFiles.getByText('meeting-notes.pdf', { exact: true }).waitFor({ state: 'detached' });
    await cards.getByRole('button', { name: /Appraisal from/ }).click();
    await page.getByRole('list', { name: 'Files in this step' }).first().getByText('meeting-notes.pdf', { exact: true }).waitFor();
    await shoot(page, 'wizard-moved', 375);

    // A file whose bytes are no accepted type is refused at the drop, with the server's words.
    await browseInto(page, [{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 this is a program, not a PDF') }]);
    const refusal = page.getByRole('alert').filter({ hasText: '"invoice.pdf" is not an accepted file type: its contents are not an accepted type' });
    await refusal.waitFor();
    expect(await page.getByRole('button', { name: 'Remove invoice.pdf' }).count()).toBe(0);
    await shoot(page, 'wizard-refused', 375);

    // Restart asks before it throws the draft and its files away.
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Restart Claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restart this claim?' });
    await dialog.getByText('Everything entered so far and 3 uploaded files will be discarded.', { exact: false }).waitFor();
    await shoot(page, 'wizard-restart-confirm', 375);
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await page.getByRole('button', { name: 'Remove progressive-estimate.pdf' }).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Restart Claim' }).click();
    await dialog.getByRole('button', { name: 'Restart Claim' }).click();
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    expect(await fits(page)).toBe(true);
  });

  it('Inspection Required marks its vehicle location and accessibility required', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Inspection Required');
    const accessible = page.getByRole('group', { name: 'Is the vehicle accessible for inspection? (required)' });
    await accessible.getByText('Yes', { exact: true }).waitFor();
    expect(await accessible.getByText('N/A').count()).toBe(0);
    await page.getByLabel('Vehicle Location (required)').waitFor();
  });
});
