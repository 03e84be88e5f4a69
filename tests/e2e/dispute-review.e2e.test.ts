import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Valuation } from '../../src/shared/contracts/valuation.js';
import { analyses, claimFiles, claims } from '../../src/server/db/schema.js';
import { openPdf, renderPdfPage } from '../../src/server/documents/text/pdf.js';
import { validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { buildFixturePair } from '../fixtures/estimates/estimate-spec.js';
import { renderEstimatePdf } from '../fixtures/estimates/render-estimate.js';
import { HAS_REPLICAS, REPLICAS_DIR } from '../fixtures/paths.js';
import { type E2E, RESULTS_DIR, settleAnimations, setupE2E } from './harness.js';

/**
 * Issue 24: a Total Loss claim filed with a replica valuation report shows the valuation review;
 * the owner drops a comparable and adds one, the alternative value changes, and the letter is
 * written, edited and downloaded as Word and PDF. A repair claim with two estimates gives its letter.
 */

type UploadFile = { name: string; category: string; bytes: Buffer };

/** Files a claim from the signed-in page, as the wizard's last step does (same origin, multipart). */
async function fileClaim(page: Page, data: Record<string, unknown>, files: UploadFile[]): Promise<string> {
  const payload = files.map((f) => ({ name: f.name, category: f.category, b64: f.bytes.toString('base64') }));
  const answer = await page.evaluate(
    async ({ data, payload }) => {
      const fd = new FormData();
      fd.append('claimData', JSON.stringify(data));
      fd.append('analysisResult', JSON.stringify({ claimData: {}, gaps: [], extractedText: '' }));
      for (const f of payload) fd.append('categories', f.category);
      for (const f of payload) {
        const bytes = Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0));
        fd.append('files', new Blob([bytes], { type: 'application/pdf' }), f.name);
      }
      const res = await fetch('/api/claims', { method: 'POST', body: fd, credentials: 'include' });
      return { status: res.status, body: await res.json() };
    },
    { data, payload },
  );
  expect(answer.status).toBe(201);
  return answer.body.referenceNumber as string;
}

/** The valuation a reader makes of the replica, from the replica's truth file (the reader is built apart). */
function valuationFromTruth(file: string): Valuation {
  const truth = (
    JSON.parse(fs.readFileSync(path.join(REPLICAS_DIR, 'truth.json'), 'utf8')) as Array<{
      file: string;
      fields: Record<string, unknown>;
      comparables: Array<Record<string, unknown>>;
    }>
  ).find((t) => t.file === file);
  if (!truth) throw new Error(`${file} is not in the replicas' truth file`);
  const f = truth.fields as Record<string, number | string | null>;
  const n = (value: number) => ({ value, page: 1, confidence: 1 });
  const t = (value: unknown) => (typeof value === 'string' ? { value, page: 1, confidence: 1 } : null);
  return {
    lossVehicle: {
      year: n(Number(f.year)),
      make: t(f.make),
      model: t(f.model),
      trim: t(f.trim),
      vin: t(f.vin),
      mileage: n(Number(f.mileage)),
      options: [],
      condition: null,
    },
    comparables: truth.comparables.map((c) => ({
      year: c.year as number,
      make: c.make as string,
      model: c.model as string,
      trim: (c.trim as string) ?? null,
      mileage: c.mileage as number,
      price: n(c.price as number),
      adjustedPrice: c.adjusted_price == null ? null : n(c.adjusted_price as number),
      distanceMiles: (c.distance_miles as number) ?? null,
      dealer: (c.dealer as string) ?? null,
      source: null,
    })),
    chain: [
      { label: 'Base Value', kind: 'base', amount: Number(f.base_value), page: 1, confidence: 1 },
      { label: 'Value before Deductible', kind: 'subtotal', amount: Number(f.gross_total), page: 1, confidence: 1 },
      { label: 'Deductible', kind: 'deductible', amount: -Number(f.deductible), page: 1, confidence: 1 },
      { label: 'Total', kind: 'total', amount: Number(f.net_total), page: 1, confidence: 1 },
    ],
    baseValue: n(Number(f.base_value)),
    valueBeforeDeductible: n(Number(f.gross_total)),
    deductible: n(Number(f.deductible)),
    settlement: n(Number(f.settlement_value)),
  };
}

/** Waits for the valuation reader's analysis of the report; seeds it from the truth file only when the reader gives none. */
async function seedValuationIfUnread(e2e: E2E, page: Page, ref: string, file: string): Promise<'reader' | 'seeded'> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const review = await (await page.request.get(`/api/claims/${encodeURIComponent(ref)}/valuation-review`)).json();
    if (review.available) return 'reader';
    await page.waitForTimeout(1000);
  }
  const db = e2e.t.app.deps.db;
  const [claim] = await db.select().from(claims).where(eq(claims.referenceNumber, ref));
  const [row] = await db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
  await db.insert(analyses).values({
    sha256: row.sha256,
    pipelineVersion: 'e2e-seeded',
    result: { valuation: valuationFromTruth(file), fields: { insuranceCompany: { value: 'State Farm Insurance Companies', confidence: 0.9, page: 1 } } },
  });
  return 'seeded';
}

/** No serious or critical axe violations on what is on screen. */
async function expectAccessible(page: Page, where: string) {
  await settleAnimations(page);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${where}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

async function download(page: Page, linkName: RegExp, name: string): Promise<Buffer> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).first().click()]);
  const file = path.join(RESULTS_DIR, name);
  await d.saveAs(file);
  return fs.readFileSync(file);
}

/** Renders the PDF's first page to test-results/ to be looked at (pdf.js, as the pipeline draws pages). */
async function renderFirstPage(pdf: Buffer, name: string): Promise<number> {
  const doc = await openPdf(pdf);
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.png`), (await renderPdfPage(doc, 1, 80)).png);
  return doc.numPages;
}

async function writeEditSaveAndDownload(page: Page, tag: string, expectText: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Write the letter' }).click();
  const second = page.getByLabel('Paragraph 2', { exact: true });
  await second.waitFor({ timeout: 30_000 });
  expect(await second.inputValue()).toMatch(/appraisal clause/);
  await second.fill('We demand an appraisal of the amount of loss under the policy. This paragraph was edited in the browser.');
  await page.getByRole('button', { name: 'Reset paragraph 2 to generated' }).waitFor();
  await page.getByRole('button', { name: 'Save this version' }).click();
  await page.getByText('Saved. Download it below.').waitFor();
  const docx = await download(page, /^Word, version 1$/, `dispute-letter-${tag}.docx`);
  const text = (await mammoth.extractRawText({ buffer: docx })).value;
  expect(text).toContain('This paragraph was edited in the browser.');
  expect(text).toMatch(expectText);
  const pdf = await download(page, /^PDF, version 1$/, `dispute-letter-${tag}.pdf`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await renderFirstPage(pdf, `dispute-letter-${tag}-page1`)).toBeGreaterThan(0);
}

describe('valuation review and dispute letter journeys', () => {
  const e2e = setupE2E();

  it.skipIf(!HAS_REPLICAS)('total loss with a replica valuation report, at 1366 and 375 px', async () => {
    const file = 'Valuation Report.pdf';
    const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    await e2e.signIn(page.context(), 'claimant', { fullName: 'Fitzgerald Montague' });
    await page.goto('/');
    const ref = await fileClaim(
      page,
      validClaimData({
        claimType: 'total-loss',
        claimSubType: null,
        insuredName: 'Fitzgerald Montague',
        vehicleYear: 2022,
        vehicleMake: 'Toyota',
        vehicleModel: 'RAV4',
        vehicleVin: '2T3W1RFV8NW600556',
        vehicleLocation: 'Harrisburg, PA',
      }),
      [{ name: file, category: 'progressive-estimate', bytes: fs.readFileSync(path.join(REPLICAS_DIR, 'docs', file)) }],
    );
    const from = await seedValuationIfUnread(e2e, page, ref, file);
    console.log(`valuation review from the ${from === 'reader' ? "valuation reader's analysis" : 'seeded truth (the reader read none)'}`);

    await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
    await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Points to dispute' }).waitFor();
    const value = page.getByTestId('alternative-value');
    const before = await value.textContent();
    expect(before).toMatch(/^\$/);
    await e2e.screenshot(page, 'valuation-review-1366');
    await expectAccessible(page, 'valuation review 1366');

    await page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true }).uncheck();
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(before);
    const dropped = await value.textContent();
    expect(await page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true }).isChecked()).toBe(false);

    await page.getByLabel('Year', { exact: true }).fill('2022');
    await page.getByLabel('Make', { exact: true }).fill('Toyota');
    await page.getByLabel('Model', { exact: true }).fill('RAV4');
    await page.getByLabel('Trim (optional)').fill('XLE');
    await page.getByLabel('Mileage', { exact: true }).fill('39000');
    await page.getByLabel('Price ($)').fill('27,500');
    await page.getByLabel('Distance in miles (optional)').fill('18');
    await page.getByLabel('Listing link (optional)').fill('https://listings.example/rav4-xle');
    await page.getByRole('button', { name: 'Add comparable' }).click();
    await page.getByText('Added by you').waitFor();
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(dropped);
    await page.getByText('How it was computed').click();
    await page
      .getByText(/added by the owner/)
      .first()
      .waitFor();
    await e2e.screenshot(page, 'valuation-review-edited-1366');

    await writeEditSaveAndDownload(page, 'total-loss', /Comparable vehicles/);
    await page.getByText(/Total-loss letter 1:/).waitFor();

    // At 375 px: the same review, nothing wider than the screen, and usable from the keyboard.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
    await noSidewaysScroll(page);
    const keep = page.getByRole('checkbox', { name: 'Keep comparable 1', exact: true });
    await keep.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => keep.isChecked(), { timeout: 15_000 }).toBe(true);
    await e2e.screenshot(page, 'valuation-review-375');
    await expectAccessible(page, 'valuation review 375');

    // Staff see the review and the version the claimant saved.
    const staff = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    await e2e.signIn(staff.context(), 'staff');
    await staff.goto(`/admin/claims/${encodeURIComponent(ref)}`);
    await staff.getByRole('heading', { name: 'Valuation review' }).waitFor({ timeout: 30_000 });
    await staff.getByText(/Total-loss letter 1: .* by Fitzgerald Montague/).waitFor();
  });

  it('repair claim with two estimates gives its letter, at 375 px', async () => {
    const pair = buildFixturePair(24024, 'ccc', 'shop', ['price', 'hours', 'onlyOne', 'rate']);
    const page = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/');
    const ref = await fileClaim(page, validClaimData({ claimType: 'appraisal', claimSubType: 'appraisal-only' }), [
      { name: 'carrier-estimate.pdf', category: 'progressive-estimate', bytes: await renderEstimatePdf(pair.carrier) },
      { name: 'shop-estimate.pdf', category: 'shop-estimate', bytes: await renderEstimatePdf(pair.other) },
    ]);
    await expect
      .poll(async () => (await (await page.request.get(`/api/claims/${encodeURIComponent(ref)}/repair-review`)).json()).available, { timeout: 90_000 })
      .toBe(true);
    await page.goto(`/claim-status/${encodeURIComponent(ref)}`);
    await page.getByRole('heading', { name: 'Repair review' }).waitFor({ timeout: 30_000 });
    await noSidewaysScroll(page);
    await e2e.screenshot(page, 'repair-review-375');
    await writeEditSaveAndDownload(page, 'repair', /Itemised differences/);
    await noSidewaysScroll(page);
    await expectAccessible(page, 'repair review and letter 375');
  });
});
