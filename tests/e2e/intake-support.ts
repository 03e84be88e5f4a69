/** Shared steps of the intake wizard journeys (tests/e2e/intake*.e2e.test.ts). */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { expect } from 'vitest';
import { renderCarPhoto } from '../fixtures/documents/render.js';
import { makeRng } from '../fixtures/documents/pools.js';
import { JOURNEY } from './documents.js';
import { CORPUS_DIR, settleAnimations } from './harness.js';

/** The real CCC print (not redistributable): only for checks whose point is that document; they skip without it. */
export const CCC_ESTIMATE = path.join(CORPUS_DIR, 'real-docs', 'ccc-preliminary-estimate-peotters-tesla-modelx.pdf');
/** The owner's damage photos where the real material is present, else car photos the fixtures draw (same names). */
export const PHOTOS = await damagePhotos([
  'vancity-damage-emblem-area.jpg',
  'vancity-damage-hood-gap.jpg',
  'vancity-damage-hood-seam-day.jpg',
  'vancity-damage-nose-scratches.jpg',
]);

/** A fifth photo, of the shop (real where present, else drawn). */
export const SHOP_PHOTO = (await damagePhotos(['vancity-shop-photo-25.jpg']))[0] as string;

async function damagePhotos(names: string[]): Promise<string[]> {
  const real = names.map((f) => path.join(CORPUS_DIR, 'real-photos', f));
  if (real.every((f) => fs.existsSync(f))) return real;
  const dir = path.resolve('test-results', 'drawn-photos');
  fs.mkdirSync(dir, { recursive: true });
  return Promise.all(
    names.map(async (f, i) => {
      const file = path.join(dir, f);
      if (!fs.existsSync(file)) fs.writeFileSync(file, await renderCarPhoto(makeRng(100 + i)));
      return file;
    }),
  );
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A one-page text PDF (fixtures made for these journeys). */
export function makePdf(name: string, lines: string[]): Promise<UploadFile> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve({ name, mimeType: 'application/pdf', buffer: Buffer.concat(chunks) }));
    doc.on('error', reject);
    doc.fontSize(16).text(lines[0] ?? '');
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}

/** The insurer's estimate of record for the Tesla of the CCC print (fixture). */
export const carrierEstimate = () =>
  makePdf('progressive-estimate.pdf', [
    'Progressive Casualty Insurance Company',
    'Estimate of Record',
    'Written by: Kelly Marsh, Progressive Staff Appraiser',
    'Claim Number: 24-8812345-01',
    'Policy Number: 9912345678',
    'Date of Loss: 2024-03-14',
    'Insured: Jordan Peotter',
    'Owner Phone: (503) 555-0142',
    'Vehicle: 2018 TESLA Model X 100D',
    'VIN: 5YJXCDE26JF123456',
    'Total Cost of Repairs: $4,812.37',
  ]);

/** The other appraiser's letter (fixture). */
export const appraiserLetter = () =>
  makePdf('appraiser-letter.pdf', [
    'Cascade Independent Appraisals LLC',
    'Letter of Appraisal - Appraisal Clause Invoked',
    'I have been retained as the independent appraiser for the insured under the appraisal clause of the policy.',
    'Appraiser: Morgan Ellis',
    'Company: Cascade Independent Appraisals LLC',
    'Phone: (503) 555-0199',
    'Email: morgan.ellis@cascade-appraisals.example',
    'Address: 1200 SW Main St, Portland, OR 97205',
    'Estimate Date: 2024-03-28',
    'Appraiser Estimate Total: $7,945.10',
  ]);

export async function openWizard(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
}

/** Picks a claim type tab and starts; for appraisal, confirms the sub-type with a second click. */
export async function chooseClaimType(page: Page, tab: string, subType?: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Click to Start' }).click();
  if (subType) {
    await page.getByRole('heading', { name: 'Choose Your Appraisal Clause Type' }).waitFor();
    const card = page.getByRole('button', { name: new RegExp(`^${subType}`) });
    await card.click();
    await page.getByRole('button', { name: 'Continue to Upload' }).waitFor();
    await card.click();
  }
  await page.getByRole('heading', { name: 'Upload Your Documents' }).waitFor();
}

/** Uploads into the current upload step with its Browse Files button. */
export async function browseInto(page: Page, files: (string | UploadFile)[]): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Upload by Individual Categories (Optional)' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Browse Files' }).click()]);
  await chooser.setFiles(asBuffers(files));
}

/** Playwright takes either paths or buffers in one call: read the paths. */
function asBuffers(files: (string | UploadFile)[]): UploadFile[] {
  return files.map((f) =>
    typeof f === 'string' ? { name: path.basename(f), mimeType: f.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg', buffer: fs.readFileSync(f) } : f,
  );
}

export async function smartUpload(page: Page, files: (string | UploadFile)[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose Files to Upload' }).click()]);
  await chooser.setFiles(asBuffers(files));
}

/**
 * After a smart upload: waits for the files to be sorted, then walks the upload steps; a step the packet
 * has nothing for is answered "Not Available".
 */
export async function walkUploadSteps(page: Page): Promise<void> {
  await page
    .getByText(/categorized/)
    .first()
    .waitFor({ timeout: 90_000 });
  for (let i = 0; i < 3; i++) {
    const next = page.getByRole('button', { name: 'Next Step' });
    if (!(await next.isVisible())) break;
    if (await next.isDisabled()) {
      const toggle = page.getByRole('button', { name: 'Upload by Individual Categories (Optional)' });
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page
        .getByRole('checkbox', { name: /Not Available/ })
        .first()
        .click();
    }
    await next.click();
  }
}

export async function nextUploadStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
}

/**
 * Continue to Assignment Form: waits for the real analysis and the move to the form (a journey that
 * measures nothing about speed may wait longer on a loaded machine).
 */
export async function analyzeAndOpenForm(page: Page, timeout = 60_000): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Assignment Form' }).click();
  await page.getByRole('button', { name: 'Analyzing...' }).waitFor({ timeout: 5000 });
  await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor({ timeout });
}

/** Fills a form field only when the analysis left it empty; returns whether it was pre-filled. */
export async function fillIfEmpty(page: Page, label: string | RegExp, value: string): Promise<boolean> {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  const current = await field.inputValue();
  if (current.trim() !== '') return true;
  await field.fill(value);
  return false;
}

export async function reviewAndSubmit(page: Page, shot?: (name: string) => Promise<unknown>): Promise<string> {
  await page.getByRole('button', { name: 'Review Details' }).click();
  await page.getByRole('heading', { name: 'Review Your Claim' }).waitFor();
  await shot?.('review');
  await page.getByRole('button', { name: 'Continue to Submit' }).click();
  await page.getByRole('heading', { name: 'Submit Your Claim' }).waitFor();
  await shot?.('submit');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await page.waitForURL(/\/success\//, { timeout: 60_000 });
  const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(ref).not.toBe('');
  return ref;
}

/** No serious or critical axe violations on what is on screen. */
export async function expectNoSeriousAxe(page: Page, where: string, tags?: string[]): Promise<void> {
  await settleAnimations(page);
  const axe = new AxeBuilder({ page });
  const result = await (tags ? axe.withTags(tags) : axe).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const text = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(text, `axe on ${where}`).toEqual([]);
}

/** A form field by its visible label (the required marker adds " (required)" for screen readers). */
export function field(page: Page, label: string) {
  // The label reads "Name (required)*": the asterisk is hidden from the accessible name.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\(required\\)\\*?)?$`));
}

export async function fillFieldIfEmpty(page: Page, label: string, value: string): Promise<boolean> {
  const f = field(page, label);
  if ((await f.inputValue()).trim() !== '') return true;
  await f.fill(value);
  return false;
}

/** Whatever the analysis left empty on the form, filled with the Peotter Tesla claim's values. */
export async function fillPeotterClaim(page: Page): Promise<void> {
  await fillFieldIfEmpty(page, 'Insured Name', 'Jordan Peotter');
  await fillFieldIfEmpty(page, 'Claim Number', '24-8812345-01');
  await fillFieldIfEmpty(page, 'Date of Loss', '2024-03-14');
  if (!(await field(page, 'VIN').inputValue())) await field(page, 'VIN').fill(TESLA_VIN);
  await fillFieldIfEmpty(page, 'Year', '2018');
  await fillFieldIfEmpty(page, 'Make', 'Tesla');
  await fillFieldIfEmpty(page, 'Model', 'Model X');
  await fillFieldIfEmpty(page, 'Repair Shop Name', 'Peotter Collision Center');
  await fillFieldIfEmpty(page, 'Appraiser Name', 'Morgan Ellis');
  await fillFieldIfEmpty(page, 'Appraiser Company', 'Cascade Independent Appraisals LLC');
  await fillFieldIfEmpty(page, 'Appraiser Phone', '5035550199');
  await fillFieldIfEmpty(page, 'Appraiser Email', 'morgan.ellis@cascade-appraisals.example');
}

/** Whatever the analysis left empty on the form, filled with the built documents' claim (tests/e2e/documents.ts). */
export async function fillJourneyClaim(page: Page): Promise<void> {
  await fillFieldIfEmpty(page, 'Insured Name', JOURNEY.insuredName);
  await fillFieldIfEmpty(page, 'Claim Number', JOURNEY.claimNumber);
  await fillFieldIfEmpty(page, 'Date of Loss', JOURNEY.dateOfLoss);
  if (!(await field(page, 'VIN').inputValue())) await field(page, 'VIN').fill(JOURNEY.vin);
  await fillFieldIfEmpty(page, 'Year', JOURNEY.year);
  await fillFieldIfEmpty(page, 'Make', JOURNEY.make);
  await fillFieldIfEmpty(page, 'Model', JOURNEY.model);
  await fillFieldIfEmpty(page, 'Repair Shop Name', JOURNEY.shopName);
  await fillJourneyAppraiser(page);
}

/** The other appraiser of the built documents' claim, where the analysis left the fields empty. */
export async function fillJourneyAppraiser(page: Page): Promise<void> {
  await fillFieldIfEmpty(page, 'Appraiser Name', JOURNEY.appraiser.name);
  await fillFieldIfEmpty(page, 'Appraiser Company', JOURNEY.appraiser.company);
  await fillFieldIfEmpty(page, 'Appraiser Phone', JOURNEY.appraiser.phone);
  await fillFieldIfEmpty(page, 'Appraiser Email', JOURNEY.appraiser.email);
}

/**
 * A repair claim (Appraisal Clause, Comparative Estimate Only) filed through the wizard up to its
 * form: the carrier's estimate and the shop's each in their own upload step, three photos, the real
 * analysis, then `answers` (label → value) in whatever the analysis left empty. Review and submit are the caller's.
 */
export async function fileRepairClaimToForm(
  page: Page,
  files: { carrier: UploadFile; shop: UploadFile },
  answers: Record<string, string>,
  analysisTimeout?: number,
): Promise<void> {
  await openWizard(page);
  await chooseClaimType(page, 'Appraisal Clause', 'Comparative Estimate Only');
  for (const step of [[files.carrier], [files.shop], PHOTOS.slice(0, 3)]) {
    await browseInto(page, step);
    await nextUploadStep(page);
  }
  await analyzeAndOpenForm(page, analysisTimeout);
  for (const [label, value] of Object.entries(answers)) await fillFieldIfEmpty(page, label, value);
}

/** Opens the wizard straight on a step from a saved draft, as a reload would. */
export async function openWithDraft(page: Page, draft: Record<string, unknown>): Promise<void> {
  await page.goto('/login');
  await page.evaluate((d) => localStorage.setItem('claimDraft', JSON.stringify(d)), draft);
  await page.goto('/');
}

export const TESLA_VIN = '5YJXCDE26JF123456';
