import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { browseInto, carrierEstimate, chooseClaimType, expectNoSeriousAxe, field, openWithDraft, openWizard, PHOTOS } from './intake-support.js';

describe('intake wizard: reload, restart, logout, phone, keyboard', () => {
  const e2e = setupE2E();

  it('keeps the step, typed values and uploaded files over a reload (issue 25)', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Inspection Required');
    await page.getByLabel(/^Vehicle Location/).fill('400 Pine St, Seattle, WA');
    await browseInto(page, [await carrierEstimate()]);
    await page.getByRole('button', { name: 'Remove progressive-estimate.pdf' }).first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('claimDraft') ?? '')).toContain('uploadId');
    await page.reload();
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    expect(await page.getByLabel(/^Vehicle Location/).inputValue()).toBe('400 Pine St, Seattle, WA');
    // The file went up at once; the draft kept its id and the server gives it back.
    await page.getByRole('list', { name: 'Files in this step' }).first().getByText('progressive-estimate.pdf').first().waitFor();
    await e2e.screenshot(page, 'intake-08-reloaded');
  });

  it('Restart Claim returns everything to the start', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWithDraft(page, { step: 3, maxStep: 3, stage: 'form', claimType: 'glass', values: { claimNumber: 'CLM-77777' } });
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Restart Claim' }).click();
    // Restart asks first; Keep Editing leaves the draft alone.
    const dialog = page.getByRole('dialog', { name: 'Restart this claim?' });
    await dialog.getByText('Everything entered so far will be discarded. This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('claimDraft'))).toContain('CLM-77777');
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Restart Claim' }).click();
    await dialog.getByRole('button', { name: 'Restart Claim' }).click();
    await page.getByText('Starting fresh with a new claim.').first().waitFor();
    await page.getByText('Claim Restarted').first().waitFor();
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Appraisal Clause' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('claimDraft'))).toBeNull();
    expect(await page.getByRole('button', { name: 'Step 3: Details' }).isDisabled()).toBe(true);
  });

  it('Logout ends the session, clears the user and the draft', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWithDraft(page, { step: 2, maxStep: 2, stage: 'upload', claimType: 'auto', values: { claimNumber: 'CLM-12345' } });
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await page.getByRole('button', { name: 'Options' }).click();
    // A claimant is offered My Claims, never the Admin Portal.
    await page.getByRole('menuitem', { name: 'My Claims' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Portal' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Logged out').first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('claimDraft'), localStorage.getItem('user')])).toEqual([null, null]);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  it('works at 375 px: every step fits the screen and passes axe', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await e2e.signIn(page.context(), 'claimant');
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await openWizard(page);
    expect(await fits()).toBe(true);
    await e2e.screenshot(page, 'phone-1-intro');
    await chooseClaimType(page, 'Appraisal Clause', 'Post Repair Dispute');
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Upload by Individual Categories (Optional)' }).click();
    await expectNoSeriousAxe(page, 'phone upload');
    await e2e.screenshot(page, 'phone-2-upload');
    await page.getByRole('button', { name: 'Take Photo' }).first().waitFor();
    await openWithDraft(page, { step: 3, maxStep: 5, stage: 'form', claimType: 'auto', values: { insuredName: 'Jordan Peotter' } });
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    expect(await fits()).toBe(true);
    await expectNoSeriousAxe(page, 'phone form');
    await e2e.screenshot(page, 'phone-3-form');
    await page.getByRole('button', { name: 'Step 4: Review' }).click();
    await page.getByRole('heading', { name: 'Review Your Claim' }).waitFor();
    expect(await fits()).toBe(true);
    await expectNoSeriousAxe(page, 'phone review');
    await e2e.screenshot(page, 'phone-4-review');
    await page.getByRole('button', { name: 'Continue to Submit' }).click();
    await page.getByRole('heading', { name: 'Submit Your Claim' }).waitFor();
    expect(await fits()).toBe(true);
    await expectNoSeriousAxe(page, 'phone submit');
    await e2e.screenshot(page, 'phone-5-submit');
  });

  it('keyboard alone: picks a type, confirms a sub-type, uploads, and focus lands on each heading', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // Tab to the selected claim-type tab, arrow to Total Loss and back, then to Click to Start.
    for (let i = 0; i < 40 && (await focused()) !== '1Appraisal Clause'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('1Appraisal Clause');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('2Total Loss ACV');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 10 && (await focused()) !== 'Click to Start'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Choose Your Appraisal Clause Type' }).waitFor();
    await expect.poll(focused).toBe('Choose Your Appraisal Clause Type');
    for (let i = 0; i < 5 && !(await focused()).startsWith('Comparative Estimate Only'); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await expect.poll(focused).toBe('Upload Your Documents');
    for (let i = 0; i < 30 && (await focused()) !== 'Choose Files to Upload'; i++) await page.keyboard.press('Tab');
    await e2e.screenshot(page, 'keyboard-upload');
    expect(await focused()).toBe('Choose Files to Upload');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles(PHOTOS.slice(0, 1));
    // Sorting one photo may finish before the first toast is seen: its toast then replaces it.
    await page
      .getByText(/1 file uploaded successfully|Data extraction complete/)
      .first()
      .waitFor();
    // The progress bar is keyboard-operable too.
    await page.getByRole('button', { name: 'Step 1: Start (done)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    expect(await field(page, 'Vehicle Location').count()).toBe(0);
  });

  it('the first page a signed-in user sees loads under 200 KB of gzipped JS', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) scripts.add(p);
    });
    await openWizard(page);
    await page.waitForLoadState('networkidle');
    const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
    const sizes = [...scripts].map((p) => zlib.gzipSync(fs.readFileSync(path.join(dist, p)), { level: 9 }).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`first page JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThan(200 * 1024);
  });
});
