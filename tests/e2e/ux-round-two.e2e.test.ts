/**
 * Issue 25 (what users see, round two), points 1-9, each journey at 1366 and 375 px: files survive
 * reload, Back/Forward and navigation; the photo rule; the server's required documents; a duplicate
 * warning; a used link; staff on a phone; the wording.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consumePasswordToken, issuePasswordToken } from '../../src/server/auth/password-tokens.queries.js';
import { validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { setupE2E } from './harness.js';
import { browseInto, carrierEstimate, chooseClaimType, expectNoSeriousAxe, openWithDraft, openWizard, PHOTOS } from './intake-support.js';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

/** Posts a claim from the page's own session, as a script (not the wizard) would. */
async function postClaimFromPage(page: Page, claimData: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async (data) => {
    const body = new FormData();
    body.append('claimData', JSON.stringify(data));
    const res = await fetch('/api/claims', { method: 'POST', body, credentials: 'include' });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }, claimData);
}

const stepFiles = (page: Page) => page.getByRole('list', { name: 'Files in this step' }).first();

describe.each(WIDTHS)('issue 25 journeys ($name)', ({ name, viewport }) => {
  const e2e = setupE2E();
  const shot = (page: Page, what: string) => e2e.screenshot(page, `ux25-${what}-${name}`);

  it('keeps every uploaded file over a reload, Back/Forward and in-app navigation', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Total Loss ACV');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST');
    await browseInto(page, [await carrierEstimate()]);
    expect((await sent).status()).toBe(201);
    // The draft now holds the upload's id.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('claimDraft') ?? '')).toContain('uploadId');

    await page.reload();
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await stepFiles(page).getByText('progressive-estimate.pdf').first().waitFor();
    await shot(page, 'restored-after-reload');

    // Back goes to the previous wizard step, Forward returns with the file.
    await page.goBack();
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await stepFiles(page).getByText('progressive-estimate.pdf').first().waitFor();

    // Away to My Claims and back through the header's link.
    await page.goto('/my-claims');
    await page
      .getByRole('link', { name: /Claims Portal/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await stepFiles(page).getByText('progressive-estimate.pdf').first().waitFor();
    await expectNoSeriousAxe(page, `restored upload step (${name})`);
  });

  it('asks before leaving while a file is still being sent, and not once it is up', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    // Hold the upload a few seconds, as a slow phone connection would.
    await page.route('**/api/uploads', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 4000));
      await route.continue();
    });
    await openWizard(page);
    await chooseClaimType(page, 'Total Loss ACV');
    await browseInto(page, [await carrierEstimate()]);
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page
      .getByRole('link', { name: /Claims Portal/ })
      .first()
      .click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/still being uploaded/);
    await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('claimDraft') ?? ''), { timeout: 15_000 }).toContain('uploadId');
    await page.goto('/my-claims');
    expect(asked).toHaveLength(1);
  });

  it('shows "1 of 3" and why beside Next, offers "I don\'t have more photos", and deletes nothing', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Appraisal Clause', 'Comparative Estimate Only');
    await page.getByRole('checkbox', { name: "I don't have this document" }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('heading', { name: /Step 3 of 4: Photos/ }).waitFor();
    await browseInto(page, [PHOTOS[0]]);
    await stepFiles(page).getByText('vancity-damage-emblem-area.jpg').first().waitFor();

    const next = page.getByRole('button', { name: 'Next Step' });
    expect(await next.isDisabled()).toBe(true);
    const reason = page.getByText('1 of 3 photos added: add 2 more');
    await reason.waitFor();
    // The reason sits beside Next: on the same screen, not below the fold.
    const [r, n] = [await reason.boundingBox(), await next.boundingBox()];
    expect(r && n && Math.abs(r.y - n.y) < 120).toBe(true);
    // The card shows 1 of 3, not a green tick.
    const card = page.getByRole('list', { name: 'Documents to upload' }).getByRole('listitem').nth(2);
    await card.getByText('1 of 3').waitFor();
    expect(await card.getByText('Complete').count()).toBe(0);
    await shot(page, 'photo-rule');

    const none = page.getByRole('checkbox', { name: "I don't have more photos" });
    expect(await none.isVisible()).toBe(true);
    await none.click();
    expect(await next.isDisabled()).toBe(false);
    // The photo already uploaded stays.
    await stepFiles(page).getByText('vancity-damage-emblem-area.jpg').first().waitFor();
    await expectNoSeriousAxe(page, `photo rule (${name})`);
  });

  it('the server refuses a claim without its required documents, also sent straight to the API', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/my-claims');
    const refused = await postClaimFromPage(page, validClaimData({ claimType: 'glass', claimSubType: null, notAvailable: {} }));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('missing_documents');
    expect(String(refused.body.message)).toMatch(/payment proof or EOB/);
  });

  it('warns of a duplicate with a link to the earlier claim, and files it separately only when asked', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/my-claims');
    const data = validClaimData({ claimType: 'total-loss', claimSubType: null });
    const first = await postClaimFromPage(page, data);
    expect(first.status).toBe(201);
    const firstRef = String(first.body.referenceNumber);

    const { claimType, notAvailable, ...values } = data as Record<string, unknown>;
    await openWithDraft(page, {
      step: 5,
      maxStep: 5,
      stage: 'form',
      claimType,
      claimSubType: null,
      notAvailable: { 'progressive-estimate': true, 'shop-estimate': true, photos: true, 'other-documents': false },
      values: { ...values, vehicleYear: String(values.vehicleYear) },
    });
    void notAvailable;
    await page.getByRole('heading', { name: 'Submit Your Claim' }).waitFor();
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'This may be a claim you already filed' });
    await warning.waitFor();
    await warning.getByRole('link', { name: `Open claim ${firstRef}` }).waitFor();
    await shot(page, 'duplicate-warning');
    await expectNoSeriousAxe(page, `duplicate warning (${name})`);
    await warning.getByRole('button', { name: 'Submit as a separate claim' }).click();
    await page.waitForURL(/\/success\//, { timeout: 60_000 });

    const staff = await e2e.newPage({ viewport });
    await e2e.signIn(staff.context(), 'staff');
    await staff.goto('/admin/claims');
    await staff.getByText(`Possible duplicate of ${firstRef}`).waitFor();
  });

  it('says a used set-password link is used when the page opens, before any password is typed', async () => {
    const page = await e2e.newPage({ viewport });
    const { userId } = await e2e.signIn(await e2e.browser.newContext(), 'claimant');
    const token = await issuePasswordToken(e2e.t.app.deps.db, { userId, purpose: 'set-password' });
    await consumePasswordToken(e2e.t.app.deps.db, token);
    await page.goto(`/reset?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'This link was already used' }).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    await shot(page, 'used-link');
    await expectNoSeriousAxe(page, `used link (${name})`);

    // Forgot password on a server without mail says who issues the link.
    await page.getByLabel('Username or e-mail').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'An administrator issues the link' }).waitFor();
  });

  it('staff on the desk and claim page: filters fold on a phone, status actions within reach, files named in words', async () => {
    const claimant = await e2e.newPage({ viewport });
    await e2e.signIn(claimant.context(), 'claimant');
    await claimant.goto('/my-claims');
    const made = await postClaimFromPage(claimant, validClaimData({ claimType: 'total-loss', claimSubType: null }));
    const ref = String(made.body.referenceNumber);

    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/claims');
    await page.getByRole('link', { name: ref }).waitFor();
    const status = page.getByLabel('Status', { exact: true });
    if (viewport.width < 640) {
      expect(await status.isVisible()).toBe(false);
      const firstRow = await page.getByRole('link', { name: ref }).boundingBox();
      expect(firstRow && firstRow.y < viewport.height).toBe(true);
      await page.getByRole('button', { name: /Filters and sorting/ }).click();
    }
    expect(await status.isVisible()).toBe(true);
    await shot(page, 'desk');

    await page.goto(`/admin/claims/${ref}`);
    const update = page.getByRole('button', { name: 'Update Status' });
    await update.waitFor();
    const box = await update.boundingBox();
    expect(box && box.y + box.height <= viewport.height * 1.5).toBe(true);
    await shot(page, 'claim-page');
    await expectNoSeriousAxe(page, `claim page (${name})`);
  });
});
