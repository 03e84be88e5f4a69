import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/shared/format.js';
import { buildFixturePair } from '../fixtures/estimates/estimate-spec.js';
import { makeScannedPdf } from '../fixtures/estimates/make-scan.js';
import { renderEstimatePdf } from '../fixtures/estimates/render-estimate.js';
import { setupE2E } from './harness.js';
import { fileRepairClaimToForm, reviewAndSubmit } from './intake-support.js';

/**
 * Issue 8: an appraisal claim with the carrier's estimate and the shop's estimate shows their
 * difference on the Review step, and the staff claim page shows the stored comparison.
 */
describe('estimate comparison journey', () => {
  const e2e = setupE2E();

  it('shows the difference on Review and on the staff claim page', async () => {
    const pair = buildFixturePair(31337, 'ccc', 'shop', ['price', 'hours', 'repairVsReplace', 'onlyOne', 'rate']);
    const carrier = { name: 'carrier-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.carrier) };
    const shop = { name: 'shop-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.other) };
    const difference = formatMoney(Math.round((pair.other.totals.gross - pair.carrier.totals.gross) * 100) / 100);

    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await fileRepairClaimToForm(
      page,
      { carrier, shop },
      {
        'Insured Name': 'Jordan Rivera',
        'Claim Number': '0477-22-81934',
        'Date of Loss': '2026-03-14',
        'Appraiser Name': 'Morgan Ellis',
        'Appraiser Company': 'Elm Street Body Shop',
        'Appraiser Phone': '5035550199',
        'Appraiser Email': 'morgan.ellis@example.com',
      },
    );

    const ref = await reviewAndSubmit(page, async (name) => {
      if (name !== 'review') return;
      await page.getByRole('heading', { name: 'Estimate comparison' }).waitFor({ timeout: 60_000 });
      await page.getByText(`+${difference}`).first().waitFor();
      await e2e.screenshot(page, 'estimate-comparison-review');
      await page.getByRole('button', { name: 'View full comparison' }).click();
      const dialog = page.getByRole('dialog', { name: 'Line-by-line comparison' });
      await dialog.getByText('Pre-repair diagnostic scan').first().waitFor();
      await e2e.screenshot(page, 'estimate-comparison-table');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
    expect(ref).not.toBe('');

    const staff = await e2e.newPage();
    await e2e.signIn(staff.context(), 'staff');
    // The comparison is computed after commit; the stored answer is there once it finishes.
    await expect
      .poll(async () => (await (await staff.request.get(`/api/claims/${encodeURIComponent(ref)}/estimate-comparison`)).json()).comparison !== null, {
        timeout: 60_000,
      })
      .toBe(true);
    await staff.goto(`/admin/claims/${encodeURIComponent(ref)}`);
    await staff.getByRole('heading', { name: 'Estimate comparison' }).waitFor({ timeout: 30_000 });
    await staff.getByText(`+${difference}`).first().waitFor();
    await e2e.screenshot(staff, 'estimate-comparison-staff');

    // On a phone the table's lines stack as cards, sorted by the size of the difference.
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByRole('button', { name: 'View full comparison' }).click();
    const list = staff.getByRole('list', { name: 'Line-by-line estimate comparison' });
    await list.waitFor();
    expect(await staff.getByRole('table').count()).toBe(0);
    const first = list.getByRole('listitem').first();
    expect(await first.textContent()).toMatch(/LT Fender panel|Pre-repair diagnostic scan|LT Fog lamp/);
    await e2e.screenshot(staff, 'estimate-comparison-phone');
  });
  // Issue 35: a scanned carrier estimate (pages rendered to images, no text layer: read with OCR)
  // against a shop's text print shows every line of both, and each side's total as printed and as
  // computed, matching the printed grand totals.
  it('compares a scanned carrier estimate with a shop estimate: every line of both, totals as printed', async () => {
    const pair = buildFixturePair(4242, 'ccc', 'shop', ['price', 'hours', 'onlyOne']);
    const carrier = { name: 'carrier-scan.pdf', mimeType: 'application/pdf', buffer: await makeScannedPdf(await renderEstimatePdf(pair.carrier), 3) };
    const shop = { name: 'shop-estimate.pdf', mimeType: 'application/pdf', buffer: await renderEstimatePdf(pair.other) };
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await fileRepairClaimToForm(
      page,
      { carrier, shop },
      {
        'Insured Name': 'Jordan Rivera',
        'Claim Number': '0477-22-81935',
        'Date of Loss': '2026-03-14',
        'Appraiser Name': 'Morgan Ellis',
        'Appraiser Company': 'Elm Street Body Shop',
        'Appraiser Phone': '5035550199',
        'Appraiser Email': 'morgan.ellis@example.com',
      },
      300_000,
    );
    await reviewAndSubmit(page, async (name) => {
      if (name !== 'review') return;
      await page.getByRole('heading', { name: 'Estimate comparison' }).waitFor({ timeout: 400_000 });
      for (const side of [pair.carrier, pair.other]) {
        const gross = formatMoney(side.totals.gross);
        await page.getByText(`Printed: ${gross} · computed: ${gross}`).waitFor();
      }
      expect(await page.getByText('The printed total adds up.').count()).toBe(2);
      expect(await page.getByText(/does not add up/).count()).toBe(0);
      await e2e.screenshot(page, 'estimate-comparison-scan-review');
      await page.getByRole('button', { name: 'View full comparison' }).click();
      const dialog = page.getByRole('dialog', { name: 'Line-by-line comparison' });
      // Each side of a row prints "N. description": every line of both estimates is there, once at least.
      const table = dialog.getByRole('table');
      const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const line of [...pair.carrier.lines, ...pair.other.lines])
        await table
          .getByText(new RegExp(`^\\d+\\. ${escapeRe(line.description)}$`))
          .first()
          .waitFor({ timeout: 5_000 });
      expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(Math.max(pair.carrier.lines.length, pair.other.lines.length) + 1);
      await e2e.screenshot(page, 'estimate-comparison-scan-table');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
  }, 900_000);
});
