/**
 * Toasts never cover the control the user needs next, at a laptop's 1366 px and a phone's 375 px:
 * the wizard's unsure-files list and its Move to…, the analysis bar, the form's actions, the
 * submit, and the generator's Generate button. Each check waits for the toast, then measures the
 * toast and the controls in one page.evaluate. Screenshots go to tests/e2e/screens/ (gitignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appraiserLetterPdf, carrierEstimatePdf, fresh } from './documents.js';
import { setupE2E } from './harness.js';
import { chooseClaimType, fillJourneyClaim, makePdf, openWizard, PHOTOS, smartUpload } from './intake-support.js';

const SCREENS = path.resolve('tests/e2e/screens');
const WIDTHS = [1366, 375] as const;

/**
 * Waits for the open toast titled `title`, then in one evaluate compares its rect with each
 * control's; returns the names of the controls it covers. Saves a screenshot of the moment.
 */
async function toastClearOf(page: Page, title: string, controls: Record<string, Locator>, shot: string): Promise<string[]> {
  const toast = await page.waitForSelector(`li.toast-root[data-state="open"]:has-text("${title}")`, { timeout: 60_000 });
  const names: string[] = [];
  const handles: ElementHandle[] = [];
  for (const [name, locator] of Object.entries(controls)) {
    const found = await locator.elementHandles();
    expect(found.length, `${name} is on the page`).toBeGreaterThan(0);
    for (const h of found) {
      names.push(name);
      handles.push(h as ElementHandle);
    }
  }
  // The user scrolls to what they need next: each control is measured scrolled to the top of the
  // screen, to the bottom, and to the toast's own height, so a toast laid over the page is caught.
  const hits = await page.evaluate(
    ([t, ...els]) => {
      const toastEl = t as Element;
      const overlaps = (el: Element) => {
        const a = toastEl.getBoundingClientRect();
        const b = el.getBoundingClientRect();
        return a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      };
      if (!toastEl.isConnected || toastEl.getBoundingClientRect().height === 0) return ['toast closed before it was measured'];
      const found = els.map((el) => {
        const e = el as Element;
        e.scrollIntoView({ block: 'start' });
        const atTop = overlaps(e);
        e.scrollIntoView({ block: 'end' });
        const atBottom = overlaps(e);
        // And scrolled so the control's top lines up with the toast's, as a user scrolling past it would.
        window.scrollBy(0, e.getBoundingClientRect().top - toastEl.getBoundingClientRect().top);
        const underToast = overlaps(e);
        return atTop || atBottom || underToast ? 'hit' : '';
      });
      (els[0] as Element).scrollIntoView({ block: 'start' });
      return found;
    },
    [toast, ...handles] as ElementHandle[],
  );
  fs.mkdirSync(SCREENS, { recursive: true });
  // What the user sees with the first control scrolled to the top, and the whole page.
  await page.screenshot({ path: path.join(SCREENS, `${shot}-control.png`) });
  await page.screenshot({ path: path.join(SCREENS, `${shot}.png`), fullPage: true });
  if (hits[0] === 'toast closed before it was measured') return hits;
  return [...new Set(names.filter((_, i) => hits[i] === 'hit'))];
}

describe('toasts keep clear of the next control at 1366 px and 375 px', () => {
  const e2e = setupE2E();

  for (const width of WIDTHS) {
    const viewport = { width, height: width < 768 ? 740 : 900 };

    it(`wizard journey at ${width} px: unsure files, analysis, form, submit`, async () => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page.context(), 'claimant');
      await openWizard(page);
      await chooseClaimType(page, 'Auto Appraisal');

      // Bytes no earlier test sent, so the analysis really runs while its bar is measured.
      const estimate = fresh(await carrierEstimatePdf('ccc-estimate.pdf'), `toast-${width}-${Date.now()}`);
      const notes = await makePdf('meeting-notes.pdf', ['Notes', 'Call the garage on Tuesday about the paint.']);
      await smartUpload(page, [notes, estimate, await appraiserLetterPdf(), ...PHOTOS.slice(0, 3)]);
      const doubtful = page.getByRole('region', { name: /We weren't sure about this file: check its category/ });
      await doubtful.waitFor({ timeout: 60_000 });
      expect(
        await toastClearOf(
          page,
          'Processing Complete',
          { 'unsure-files list': doubtful, 'Move to…': doubtful.getByLabel(/^Move .* to$/), 'Next Step': page.getByRole('button', { name: 'Next Step' }) },
          `toast-unsure-files-${width}`,
        ),
      ).toEqual([]);
      await page.getByRole('button', { name: 'meeting-notes.pdf: Category is right' }).click();
      await doubtful.waitFor({ state: 'detached' });

      const next = page.getByRole('button', { name: 'Next Step' });
      for (let i = 0; i < 5 && (await next.isVisible()); i += 1) await next.click();
      // The files were analyzed while they were sorted, so the analysis call answers from the
      // stored analyses at once; hold its answer back so the toast is measured beside a running bar.
      let releaseAnalysis: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        releaseAnalysis = r;
      });
      let passedOn: () => void = () => undefined;
      const continued = new Promise<void>((r) => {
        passedOn = r;
      });
      await page.route('**/api/analyze-documents', async (route) => {
        await held;
        await route.continue();
        passedOn();
      });
      await page.getByRole('button', { name: 'Continue to Assignment Form' }).click();
      const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
      expect(
        await toastClearOf(
          page,
          'Starting Analysis',
          { 'analysis progress bar': bar, 'Analyzing... button': page.getByRole('button', { name: 'Analyzing...' }) },
          `toast-analysis-${width}`,
        ),
      ).toEqual([]);
      releaseAnalysis();
      await continued;
      await page.unroute('**/api/analyze-documents');

      await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor({ timeout: 60_000 });
      expect(
        await toastClearOf(
          page,
          'Analysis Complete',
          { 'Add documents': page.getByRole('button', { name: 'Add documents' }), 'Review Details': page.getByRole('button', { name: 'Review Details' }) },
          `toast-form-${width}`,
        ),
      ).toEqual([]);

      await fillJourneyClaim(page);
      await page.getByRole('button', { name: 'Review Details' }).click();
      await page.getByRole('heading', { name: 'Review Your Claim' }).waitFor();
      await page.getByRole('button', { name: 'Continue to Submit' }).click();
      await page.getByRole('heading', { name: 'Submit Your Claim' }).waitFor();
      await page.getByRole('button', { name: 'Submit Claim' }).click();
      await page.waitForURL(/\/success\//, { timeout: 60_000 });
      await page.getByTestId('reference-number').waitFor();
      expect(
        await toastClearOf(
          page,
          'Success!',
          { 'reference number': page.getByTestId('reference-number'), 'My Claims link': page.getByRole('main').getByRole('link', { name: 'My Claims' }) },
          `toast-success-${width}`,
        ),
      ).toEqual([]);
    });

    it(`generator at ${width} px: the Generate button stays clear`, async () => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page.context(), 'admin');
      await page.goto('/admin/assignment-generator');
      await page.getByRole('heading', { name: 'Assignment Form Generator' }).waitFor();
      const letter = await makePdf('assignment-letter.pdf', [
        'Frontier Appraisal Services - Assignment',
        `Claim Number: 24-77${width}-01`,
        'Insured: Dana Whitfield',
        'Date of Loss: 2026-02-11',
        'Vehicle: 2019 Toyota Camry',
        'VIN: 4T1B11HK5KU123456',
      ]);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload PDF documents' }).click()]);
      await chooser.setFiles([letter]);
      await page.getByRole('heading', { name: 'Processed Documents (1)' }).waitFor({ timeout: 60_000 });
      expect(
        await toastClearOf(
          page,
          'Documents Processed',
          { 'Generate button': page.getByRole('button', { name: 'Generate Assignment Form' }) },
          `toast-generator-${width}`,
        ),
      ).toEqual([]);
    });
  }
});
