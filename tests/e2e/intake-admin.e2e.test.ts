import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe, TESLA_VIN } from './intake-support.js';

describe('Admin New Claim', () => {
  const e2e = setupE2E({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'boss' } });

  it('refuses a user who is not on the allow-list', async () => {
    const page = await e2e.newPage();
    const { username } = await e2e.signIn(page.context(), 'staff');
    await page.goto('/admin/new-claim');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin New Claim access is restricted to authorized administrators only.').waitFor();
    // The page names who is signed in (the header's menu names them too).
    await page.getByRole('main').getByText(username).waitFor();
  });

  it('files a claim for a client with the embedded wizard', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'admin', { username: 'boss' });
    await page.goto('/login');
    await page.evaluate(
      (vin) =>
        localStorage.setItem(
          'claimDraft',
          JSON.stringify({
            step: 3,
            maxStep: 3,
            stage: 'form',
            claimType: 'auto',
            opposingAppraiserStatus: 'pending',
            // No files: the client has none of the required documents (the server checks, issue 25).
            notAvailable: { 'progressive-estimate': true, 'shop-estimate': true, photos: true, 'other-documents': false },
            values: {
              insuredName: 'Riley Chen',
              claimNumber: 'PGR-2024-55501',
              dateOfLoss: '2024-05-02',
              vehicleVin: vin,
              vehicleYear: 2018,
              vehicleMake: 'Tesla',
              vehicleModel: 'Model X',
            },
          }),
        ),
      TESLA_VIN,
    );
    await page.goto('/admin/new-claim');
    await page.getByText(/Admin Mode Active/).waitFor();
    await page.getByRole('link', { name: 'Back to Admin Panel' }).waitFor();
    await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Review Details' }).click();
    await page.getByText(/Please correct 2 fields before continuing/).waitFor();
    await page.getByLabel(/^Client Name/).fill('Riley Chen');
    await page.getByLabel(/^Client Email/).fill('riley.chen@example.com');
    await expectNoSeriousAxe(page, 'admin new claim form');
    await e2e.screenshot(page, 'admin-new-claim-form');
    await page.getByRole('button', { name: 'Review Details' }).click();
    await page.getByRole('heading', { name: 'Review Your Claim' }).waitFor();
    await page.getByText('riley.chen@example.com').waitFor();
    await page.getByRole('button', { name: 'Continue to Submit' }).click();
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await page.waitForURL(/\/success\//, { timeout: 60_000 });
    const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const res = await page.request.get(`/api/claims/${encodeURIComponent(ref)}`);
    expect(res.status()).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('riley.chen@example.com');
  });
});
