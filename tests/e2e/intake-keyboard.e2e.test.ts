/**
 * A whole claim by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing): intro, the
 * appraisal sub-type, the upload steps (the OS file picker is opened with Enter and answered by
 * Playwright), analysis, the form, Review, Submit and the thank-you page. At each step focus must be
 * on the step's heading, and errors must be announced. Run at desktop width and at 375 px, where
 * nothing may scroll sideways and axe finds no serious or critical violations.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { appraiserLetter, carrierEstimate, expectNoSeriousAxe, field, PHOTOS, TESLA_VIN, type UploadFile } from './intake-support.js';

const MAX_TABS = 120;
/** This file's axe checks: WCAG 2 A and AA rules only. */
const WCAG2 = ['wcag2a', 'wcag2aa'];

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`could not reach ${target} by ${backwards ? 'Shift+Tab' : 'Tab'}; focus is on ${focused}`);
}

/** Focus sits on the step's heading (StepHeading moves it there when the step appears). */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`), { timeout: 10_000 })
    .toMatch(new RegExp(`^H[1-3] ${name}$`));
}

/** The wizard's progress line is in a live region, so a step change is read out. */
async function expectProgressAnnounced(page: Page, text: string): Promise<void> {
  const line = page.getByText(text, { exact: true });
  await line.waitFor({ state: 'attached' });
  expect(await line.evaluate((el) => el.closest('[aria-live], [role="status"]') !== null), `"${text}" in a live region`).toBe(true);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Selects the focused field's text and types over it. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

const photo = (p: string): UploadFile => ({ name: path.basename(p), mimeType: 'image/jpeg', buffer: fs.readFileSync(p) });

interface Checks {
  /** Called once each step is on screen: screenshots, width and axe. */
  step(name: string): Promise<void>;
}

async function completeClaimByKeyboard(page: Page, checks: Checks): Promise<string> {
  const kb = page.keyboard;
  // A standing listener turns on file-chooser interception before the first Enter, so a key
  // press cannot outrun it (waitForEvent alone enables it asynchronously).
  page.on('filechooser', () => {});
  await page.goto('/');
  await expectHeadingFocused(page, 'Start a New Claim');
  await expectProgressAnnounced(page, 'Step 1 of 5: Start');
  await checks.step('intro');

  // Claim type tabs: one tab stop, arrows move the selection.
  const appraisalTab = page.getByRole('tab', { name: 'Appraisal Clause' });
  await tabTo(page, appraisalTab);
  await kb.press('ArrowRight');
  await expect.poll(() => page.getByRole('tab', { name: 'Total Loss ACV' }).getAttribute('aria-selected')).toBe('true');
  await kb.press('ArrowLeft');
  await expect.poll(() => appraisalTab.getAttribute('aria-selected')).toBe('true');
  expect(await appraisalTab.evaluate((el) => el === document.activeElement)).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'Click to Start' }));
  await kb.press('Enter');

  // Sub-type: Enter selects, Enter again on the same card confirms.
  await expectHeadingFocused(page, 'Choose Your Appraisal Clause Type');
  await checks.step('subtype');
  const inspection = page.getByRole('button', { name: /^Inspection Required/ });
  await tabTo(page, inspection);
  await kb.press('Enter');
  await expect.poll(() => inspection.getAttribute('aria-pressed')).toBe('true');
  await kb.press('Enter');

  await expectHeadingFocused(page, 'Upload Your Documents');
  await expectProgressAnnounced(page, 'Step 2 of 5: Upload');
  await page.getByText('Step 1 of 4').first().waitFor();

  // The sub-type form: typing, and the Yes/No control by arrows.
  await tabTo(page, page.getByLabel('Vehicle Location'));
  await kb.type('1200 SW Main St, Portland, OR 97205');
  const yes = page.getByRole('radio', { name: 'Yes' });
  await tabTo(page, yes);
  await kb.press('Space');
  expect(await yes.isChecked()).toBe(true);
  await kb.press('ArrowRight');
  expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
  await kb.press('ArrowLeft');
  expect(await yes.isChecked()).toBe(true);
  await checks.step('upload');

  const uploadInto = async (files: UploadFile[]) => {
    const toggle = page.getByRole('button', { name: 'Upload by Individual Categories (Optional)' });
    await tabTo(page, toggle, true);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await kb.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Browse Files' }));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), kb.press('Enter')]);
    await chooser.setFiles(files);
  };
  // Next Step moves focus to the new sub-step's heading, inside a live region.
  const next = async (title: string) => {
    await tabTo(page, page.getByRole('button', { name: 'Next Step' }));
    await kb.press('Enter');
    await expectHeadingFocused(page, escapeRe(title));
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-live]') !== null)).toBe(true);
  };

  // A wrong file type is refused and announced.
  await uploadInto([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await page
    .getByRole('alert')
    .filter({ hasText: /notes\.txt: This kind of file cannot be added/ })
    .waitFor();
  await checks.step('upload-rejected');

  await uploadInto([await carrierEstimate()]);
  await page.getByRole('button', { name: 'Remove progressive-estimate.pdf' }).first().waitFor();
  await next('Step 2 of 4: Other Appraiser/Shop');
  await uploadInto([await appraiserLetter()]);
  await page.getByRole('button', { name: 'Remove appraiser-letter.pdf' }).first().waitFor();
  await next('Step 3 of 4: Photos');
  await uploadInto(PHOTOS.slice(0, 3).map(photo));
  await page.getByText('(3 of 3 added)').waitFor();
  await next('Step 4 of 4: Other Documents');
  await checks.step('upload-last');

  // Analysis: progress is announced in a live region, then the form's heading takes focus.
  await tabTo(page, page.getByRole('button', { name: 'Continue to Assignment Form' }));
  await kb.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Analyzing your documents...' }).waitFor({ timeout: 5000 });
  await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor({ timeout: 60_000 });
  await expectHeadingFocused(page, 'Claim Details');
  await expectProgressAnnounced(page, 'Step 3 of 5: Details');
  await checks.step('form');

  // Insured Name emptied: its error is an alert; Review Details then announces the count and
  // sends focus to the field.
  await tabTo(page, field(page, 'Insured Name'));
  await retype(page, '');
  await page.getByRole('alert').filter({ hasText: 'Insured name must be at least 2 characters' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Review Details' }));
  await kb.press('Enter');
  await page
    .getByRole('alert')
    .filter({ hasText: /Please correct \d+ fields? before continuing/ })
    .waitFor();
  await expect.poll(() => focusedId(page)).toBe('field-insuredName');
  await checks.step('form-errors');
  await kb.type('Jordan Peotter');

  // Email: N/A by Space.
  const emailNa = page.getByRole('checkbox', { name: 'Email not applicable' });
  await tabTo(page, emailNa);
  await kb.press('Space');
  expect(await field(page, 'Email').inputValue()).toBe('N/A');
  await tabTo(page, field(page, 'Phone'));
  await retype(page, '5035550142');
  expect(await field(page, 'Phone').inputValue()).toBe('(503) 555-0142');
  await tabTo(page, field(page, 'Claim Number'));
  await retype(page, '24-8812345-01');
  // A date input takes its parts typed in order.
  await tabTo(page, field(page, 'Date of Loss'));
  await kb.type('03142024');
  expect(await field(page, 'Date of Loss').inputValue()).toBe('2024-03-14');

  // VIN: a wrong check digit is announced; the right one decodes (Decode VIN by Enter).
  await tabTo(page, field(page, 'VIN'));
  await retype(page, '5YJXCDE21JF123456');
  await page.getByRole('alert').filter({ hasText: 'Invalid VIN checksum. Please verify the VIN is correct.' }).waitFor();
  await retype(page, TESLA_VIN);
  await tabTo(page, page.getByRole('button', { name: 'Decode VIN' }));
  await kb.press('Enter');
  await page.getByText('VIN decoded: 2018 Tesla Model X').waitFor();

  // Make by the suggestion list: arrows, then Enter.
  await tabTo(page, field(page, 'Make'));
  await retype(page, 'toy');
  await page.getByRole('option', { name: /Toyota/ }).waitFor();
  await kb.press('ArrowDown');
  expect(await field(page, 'Make').getAttribute('aria-activedescendant')).toBe('field-vehicleMake-opt-0');
  await kb.press('Enter');
  expect(await field(page, 'Make').inputValue()).toBe('Toyota');
  await retype(page, 'Tes');
  await page.getByRole('option', { name: /Tesla/ }).waitFor();
  await kb.press('ArrowDown');
  await kb.press('Enter');
  expect(await field(page, 'Make').inputValue()).toBe('Tesla');
  await tabTo(page, field(page, 'Model'));
  await retype(page, 'Model X');
  await kb.press('Escape');
  expect(await page.getByRole('listbox', { name: 'Suggestions' }).first().isVisible()).toBe(false);

  // Opposing appraiser: pending by Space.
  const pending = page.getByRole('checkbox', { name: 'Mark as Pending / Unknown' });
  await tabTo(page, pending);
  await kb.press('Space');
  await page.getByText('PENDING', { exact: true }).waitFor();
  await tabTo(page, page.getByRole('textbox', { name: 'Additional Instructions or Notes' }));
  await kb.type('Filed by keyboard only.');
  await checks.step('form-filled');

  await tabTo(page, page.getByRole('button', { name: 'Review Details' }));
  await kb.press('Enter');
  await expectHeadingFocused(page, 'Review Your Claim');
  await expectProgressAnnounced(page, 'Step 4 of 5: Review');
  await page.getByText('Filed by keyboard only.').waitFor();
  await checks.step('review');
  await tabTo(page, page.getByRole('button', { name: 'Continue to Submit' }));
  await kb.press('Enter');

  await expectHeadingFocused(page, 'Submit Your Claim');
  await expectProgressAnnounced(page, 'Step 5 of 5: Submit');
  await checks.step('submit');
  await tabTo(page, page.getByRole('button', { name: 'Submit Claim' }));
  await kb.press('Enter');
  await page.waitForURL(/\/success\//, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Thank You for Your Assignment Claim!' }).waitFor();
  await checks.step('thank-you');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

describe('intake wizard by keyboard alone', () => {
  const e2e = setupE2E();

  it('completes an Inspection Required claim with the keyboard only', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    const ref = await completeClaimByKeyboard(page, {
      step: async (name) => {
        if (['intro', 'upload-rejected', 'form-errors', 'review'].includes(name)) await e2e.screenshot(page, `intake-kbd-${name}`);
      },
    });
    expect(ref).not.toBe('');
  });

  it('completes the same claim at 375 px: no sideways scrolling, no serious axe violations', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await e2e.signIn(page.context(), 'claimant');
    const ref = await completeClaimByKeyboard(page, {
      step: async (name) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) await e2e.screenshot(page, `intake-375-${name}-overflow`);
        expect(width, `scrollWidth on ${name}`).toBeLessThanOrEqual(375);
        await expectNoSeriousAxe(page, `${name} at 375 px`, WCAG2);
        await e2e.screenshot(page, `intake-375-${name}`);
      },
    });
    expect(ref).not.toBe('');
  });
});
