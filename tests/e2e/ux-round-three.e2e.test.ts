/**
 * Issue 36 (what users see, round three), at 1366 and 375 px, on documents the tests build
 * themselves: a first page that leads to /setup on a fresh install and a setup form that says each
 * error once; the username on the set-password page and in the signed-in menu; a State Farm report
 * making a State Farm claim with a note on its file, and an inspection-location block giving an
 * address; a Continue that says why it is disabled and a form with no red field before anyone typed;
 * a duplicate flagged on the form, before Submit; staff adding a file and an internal note.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issuePasswordToken } from '../../src/server/auth/password-tokens.queries.js';
import { createUser } from '../../src/server/auth/users.queries.js';
import { validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { setupE2E } from './harness.js';
import { browseInto, chooseClaimType, expectNoSeriousAxe, makePdf, openWithDraft, openWizard } from './intake-support.js';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

/** A State Farm estimate (not the configured Progressive) with an inspection-location block whose first line is the owner. */
const stateFarmEstimate = () =>
  makePdf('state-farm-estimate.pdf', [
    'State Farm Mutual Automobile Insurance Company',
    'Estimate of Record',
    'Claim Number: 51-7Q44-812',
    'Insured: Jordan Peotter',
    'Vehicle: 2018 TESLA Model X 100D',
    'VIN: 5YJXCDE26JF123456',
    'Inspection Location:',
    'Jordan Peotter',
    '1423 NE Alberta St',
    'Portland, OR 97211',
    '',
    'Total Cost of Repairs: $4,812.37',
  ]);

/** Posts a claim from the page's own session, as a script (not the wizard) would. */
async function postClaimFromPage(page: Page, claimData: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async (data) => {
    const body = new FormData();
    body.append('claimData', JSON.stringify(data));
    const res = await fetch('/api/claims', { method: 'POST', body, credentials: 'include' });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }, claimData);
}

/** Walks to the last upload step, ticking "Not Available" on each required step left empty. */
async function markEveryStepNotAvailable(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Upload by Individual Categories (Optional)' });
  for (let i = 0; i < 4; i++) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const box = page.getByRole('checkbox', { name: /Not Available/ }).first();
    if ((await box.count()) > 0 && (await box.getAttribute('aria-checked')) !== 'true') await box.click();
    const next = page.getByRole('button', { name: 'Next Step' });
    if (!(await next.isVisible())) break;
    await next.click();
  }
}

describe.each(WIDTHS)('issue 36 journeys ($name)', ({ name, viewport }) => {
  const e2e = setupE2E();
  const shot = (page: Page, what: string) => e2e.screenshot(page, `ux36-${what}-${name}`);

  // First: no administrator exists on this server yet (the later journeys create none).
  it('on a fresh install /login says so and leads to /setup, whose form says each error once', async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto('/login');
    const notice = page.getByRole('status').filter({ hasText: 'This portal is not set up yet' });
    await notice.waitFor();
    await shot(page, 'login-fresh-install');
    await expectNoSeriousAxe(page, `login on a fresh install (${name})`);
    await notice.getByRole('link', { name: 'Set up the portal' }).click();
    await page.getByRole('heading', { name: 'Set up the portal' }).waitFor();

    await page.getByLabel('Username').fill('firstadmin');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create administrator' }).click();
    const error = page.locator('#setup-password-error');
    await error.waitFor();
    const message = (await error.textContent())?.trim() ?? '';
    expect(message).not.toBe('');
    // Said once: under Password, not again under Confirm or below the form.
    expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    await shot(page, 'setup-error-once');

    // Spanish: the same notice in the reader's language.
    const es = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, locale: 'es-US', reducedMotion: 'reduce' });
    try {
      const spanish = await es.newPage();
      await spanish.goto('/login');
      await spanish.getByRole('status').filter({ hasText: 'Este portal aún no está configurado' }).waitFor();
      await spanish.getByRole('link', { name: 'Configurar el portal' }).waitFor();
    } finally {
      await es.close();
    }
  });

  it("shows a new account's username on the set-password page, hands it to password managers, and in the signed-in menu; its e-mail signs in too", async () => {
    const username = `rdiaz${name}`;
    const user = await createUser(e2e.t.app.deps.db, { username, fullName: 'Rosa Díaz', email: `${username}@example.com`, status: 'approved' });
    const token = await issuePasswordToken(e2e.t.app.deps.db, { userId: user.id, purpose: 'set-password' });
    const page = await e2e.newPage({ viewport });
    await page.goto(`/reset?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByText('Your username is').waitFor();
    expect(await page.getByTestId('link-username').textContent()).toBe(username);
    // The hidden field a password manager stores with the new password.
    expect(await page.locator('input[autocomplete="username"]').inputValue()).toBe(username);
    await shot(page, 'set-password-username');
    await expectNoSeriousAxe(page, `set-password page (${name})`);

    await page.getByLabel('New password').fill('orchard lantern gravel');
    await page.getByLabel('Confirm password').fill('orchard lantern gravel');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    if (viewport.width >= 1024) {
      await page.getByRole('banner').getByText(username, { exact: true }).waitFor();
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menu').getByText(`Signed in as ${username}`).waitFor();
    }
    await shot(page, 'signed-in-username');

    // In Spanish the page says it in the reader's language.
    const again = await issuePasswordToken(e2e.t.app.deps.db, { userId: user.id, purpose: 'reset' });
    const es = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, locale: 'es-US', reducedMotion: 'reduce' });
    try {
      const spanish = await es.newPage();
      await spanish.goto(`/reset?token=${encodeURIComponent(again)}`);
      await spanish.getByText('Su nombre de usuario es').waitFor();
      expect(await spanish.getByTestId('link-username').textContent()).toBe(username);
    } finally {
      await es.close();
    }

    // The account's e-mail address signs in as its username does, at the sign-in form.
    const fresh = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, reducedMotion: 'reduce' });
    try {
      const login = await fresh.newPage();
      await login.goto('/login');
      await login.getByLabel('Username').fill(`${username}@example.com`);
      await login.getByLabel('Password').fill('orchard lantern gravel');
      await login.getByRole('button', { name: 'Login' }).click();
      await login.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
    } finally {
      await fresh.close();
    }
  });

  it('a State Farm report: its file says which carrier it names, the claim names State Farm, and the location is the address', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Total Loss ACV');
    await browseInto(page, [await stateFarmEstimate()]);
    const note = page.getByTestId('other-carrier-note').first();
    await note.waitFor({ timeout: 90_000 });
    expect(await note.textContent()).toMatch(/names State Farm.* as the insurer, not Progressive/);
    await shot(page, 'other-carrier-note');

    await markEveryStepNotAvailable(page);
    await page.getByRole('button', { name: 'Continue to Assignment Form' }).click();
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor({ timeout: 90_000 });
    expect(await page.locator('#field-company').inputValue()).toMatch(/^State Farm/);
    expect(await page.locator('#field-vehicleLocation').inputValue()).toBe('1423 NE Alberta St, Portland, OR 97211');
    await shot(page, 'state-farm-form');
  });

  it('the disabled Continue says why; every step Not Available opens the form, where no field is red before it is left', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await chooseClaimType(page, 'Total Loss ACV');
    // Straight to the last step: Continue is disabled and says why beside it.
    const cards = page.getByRole('list', { name: 'Documents to upload' }).getByRole('button');
    await cards.last().click();
    const proceed = page.getByRole('button', { name: 'Continue to Assignment Form' });
    expect(await proceed.isDisabled()).toBe(true);
    const why = page.locator('#continue-reason');
    expect(await why.textContent()).toMatch(/^Step 1 \(.+\) still needs a file, or tick its “Not Available” box\.$/);
    expect(await proceed.getAttribute('aria-describedby')).toBe('continue-reason');
    await shot(page, 'continue-why');

    await cards.first().click();
    await markEveryStepNotAvailable(page);
    expect(await proceed.isDisabled()).toBe(false);
    await proceed.click();
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    // Nothing red when the form opens, the Opposing Appraiser fields included.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await page.getByText('No appraiser named yet? Tick the box above and leave these fields empty.').waitFor();
    await shot(page, 'total-loss-form-opened');
    // Left empty, a required field turns red.
    const appraiser = page.locator('#field-opposingAppraiserName');
    await appraiser.focus();
    await appraiser.blur();
    await expect.poll(() => appraiser.getAttribute('aria-invalid')).toBe('true');
  });

  it('flags a possible duplicate on the form, before Submit, with the two choices; going on files it separately', async () => {
    const page = await e2e.newPage({ viewport });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/my-claims');
    const data = validClaimData({ claimType: 'total-loss', claimSubType: null, opposingAppraiserStatus: 'pending' });
    const first = await postClaimFromPage(page, data);
    expect(first.status).toBe(201);
    const firstRef = String(first.body.referenceNumber);

    const { claimType, notAvailable: _na, ...values } = data as Record<string, unknown>;
    await openWithDraft(page, {
      step: 3,
      maxStep: 3,
      stage: 'form',
      claimType,
      claimSubType: null,
      opposingAppraiserStatus: 'pending',
      notAvailable: { 'progressive-estimate': true, 'shop-estimate': true, photos: true, 'other-documents': false },
      values: { ...values, vehicleYear: String(values.vehicleYear) },
    });
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    const warning = page.getByRole('alert').filter({ hasText: 'This may be a claim you already filed' });
    await warning.waitFor();
    await warning.getByRole('link', { name: `Open claim ${firstRef}` }).waitFor();
    await shot(page, 'duplicate-on-form');
    await expectNoSeriousAxe(page, `duplicate on the form (${name})`);
    await warning.getByRole('button', { name: 'Go on: this is a separate claim' }).click();
    await page.getByTestId('duplicate-chosen').waitFor();

    await page.getByRole('button', { name: 'Review Details' }).click();
    await page.getByRole('heading', { name: 'Review Your Claim' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Submit' }).click();
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await page.waitForURL(/\/success\//, { timeout: 60_000 });
  });

  it('staff add a file and an internal note on the claim page; on a phone Documents and Notes are jumps near the top', async () => {
    const claimant = await e2e.newPage({ viewport });
    await e2e.signIn(claimant.context(), 'claimant');
    await claimant.goto('/my-claims');
    const made = await postClaimFromPage(claimant, validClaimData({ claimType: 'total-loss', claimSubType: null }));
    const ref = String(made.body.referenceNumber);

    const page = await e2e.newPage({ viewport });
    const staff = await e2e.signIn(page.context(), 'staff');
    await page.goto(`/admin/claims/${ref}`);
    await page.getByRole('heading', { name: `Claim ${ref}` }).waitFor();
    if (viewport.width < 1024) {
      const jumps = page.getByRole('navigation', { name: 'Jump to' });
      const box = await jumps.boundingBox();
      expect(box && box.y + box.height <= viewport.height).toBe(true);
      await jumps.getByRole('link', { name: /Documents/ }).click();
      await expect.poll(async () => (await page.locator('#documents').boundingBox())?.y ?? 9999).toBeLessThan(viewport.height);
    }
    const pdf = await makePdf('supplement.pdf', ['Supplement 1', 'Claim Number: CLM-SUPP-1', 'Total Cost of Repairs: $812.40']);
    await page.getByLabel('Files to add to the claim').setInputFiles([pdf]);
    await page.locator('#documents').getByText('supplement.pdf').waitFor();
    await page.getByRole('list', { name: 'Status history' }).getByText(`Added by staff ${staff.username}: supplement.pdf`).waitFor();
    await shot(page, 'staff-file-added');

    if (viewport.width < 1024) await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Notes' }).click();
    await page.getByLabel('Internal note (staff only)').fill('Called the shop: the supplement comes Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('list', { name: 'Internal notes' }).getByText('Called the shop: the supplement comes Friday.').waitFor();
    await shot(page, 'staff-note-added');
    await expectNoSeriousAxe(page, `staff claim page with notes (${name})`);

    // The claimant sees the file, never the note.
    const mine = await claimant.evaluate(async (r) => (await fetch(`/api/claims/${r}`, { credentials: 'include' })).text(), ref);
    expect(mine).toContain('supplement.pdf');
    expect(mine).not.toContain('supplement comes Friday');
  });
});
