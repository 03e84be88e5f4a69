import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postClaim, validClaimData } from '../../src/server/testing/claims-test-kit.js';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session.js';
import { createUser } from '../../src/server/auth/users.queries.js';
import { setupE2E } from './harness.js';
import { field, openWithDraft } from './intake-support.js';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** Real public VINs (valid check digits) and how the decoder must say them. */
const VINS: Array<[vin: string, says: string, make: string, model: string]> = [
  ['5J8YE1H01SL802400', '2025 Acura MDX', 'Acura', 'MDX'],
  ['JTHCK262785015684', '2008 Lexus IS 250 AWD Sedan, 2.5L 6-cyl', 'Lexus', 'IS'],
  ['JN1BV7AR0EM680355', '2014 Infiniti Q50', 'Infiniti', 'Q50'],
  ['2B3CJ7DW4AH121212', '2010 Dodge Challenger', 'Dodge', 'Challenger'],
  ['1C4RJKBG0S8730795', '2025 Jeep Grand Cherokee L', 'Jeep', 'Grand Cherokee L'],
  ['WDC0G8EB1LV225517', '2020 Mercedes-Benz GLC-Class', 'Mercedes-Benz', 'GLC-Class'],
  ['7SAXCBE52TF477429', '2026 Tesla Model X SUV, Electric', 'Tesla', 'Model X'],
  ['KNDERCAA9M7182895', '2021 Kia Seltos', 'Kia', 'Seltos'],
];

const PASSWORD = 'Lantern-orchard-77-quietly';

async function expectNoSideways(page: Page, where: string): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(sizes.scroll, `${where}: page wider than the window`).toBeLessThanOrEqual(sizes.inner);
}

describe('VIN decode, My Claims and re-issued set-password links, at 1366 and 375 px', () => {
  const e2e = setupE2E();

  /** A session cookie for server-side setup calls made as this user. */
  const cookieFor = async (userId: number) => `${SESSION_COOKIE}=${(await createSession(e2e.t.app.deps.db, { userId, ttlHours: 1 })).token}`;

  for (const { name, viewport } of WIDTHS) {
    it(`decodes public VINs in the wizard and fills the vehicle (${name})`, { timeout: 180_000 }, async () => {
      const page = await e2e.newPage({ viewport });
      await e2e.signIn(page.context(), 'claimant');
      await openWithDraft(page, { step: 3, maxStep: 3, stage: 'form', claimType: 'auto', claimSubType: null, values: {} });
      await page.getByRole('heading', { name: 'Claim Details', exact: true }).waitFor();
      const vin = field(page, 'VIN');

      for (const [value, says, make, model] of VINS) {
        await vin.fill(value);
        await page
          .getByRole('status')
          .filter({ hasText: `VIN decoded: ${says}` })
          .waitFor();
        // Fields the VIN filled follow the next VIN; the caption says where they came from.
        expect(await field(page, 'Make').inputValue(), value).toBe(make);
        expect(await field(page, 'Model').inputValue(), value).toBe(model);
      }
      expect(await field(page, 'Year').inputValue()).toBe('2021');
      expect(await page.getByText('Filled from the VIN').count()).toBeGreaterThanOrEqual(3);
      await expectNoSideways(page, `VIN widget ${name}`);
      await page.getByRole('status').filter({ hasText: 'VIN decoded' }).scrollIntoViewIfNeeded();
      await e2e.screenshot(page, `vin-widget-${name}`);

      // A value the user typed is theirs: decoding never overwrites it.
      await field(page, 'Model').fill('Seltos EX Custom');
      await vin.fill('3KPF54AD7ME321714');
      await page.getByRole('status').filter({ hasText: 'VIN decoded: 2021 Kia Forte' }).waitFor();
      expect(await field(page, 'Model').inputValue()).toBe('Seltos EX Custom');
      expect(await field(page, 'Make').inputValue()).toBe('Kia');

      // A Japanese-built VIN with a wrong check digit is refused like any other.
      await vin.fill('JN1BV7AR1EM680355');
      await page.getByRole('alert').filter({ hasText: 'Invalid VIN checksum. Please verify the VIN is correct.' }).waitFor();
      await expectNoSideways(page, `VIN error ${name}`);
    });

    it(`lists the claimant's own claims, newest first, each opening its status (${name})`, { timeout: 120_000 }, async () => {
      const page = await e2e.newPage({ viewport });
      const me = await e2e.signIn(page.context(), 'claimant');
      await page.goto('/my-claims');
      await page.getByRole('heading', { name: 'My Claims', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'You have no claims yet' }).waitFor();
      await page.getByText(/To file one, choose File a New Claim/).waitFor();
      await expectNoSideways(page, `my-claims empty ${name}`);
      await e2e.screenshot(page, `my-claims-empty-${name}`);

      const mine = await cookieFor(me.userId);
      const other = await createUser(e2e.t.app.deps.db, { username: `other${name}`, role: 'claimant', status: 'approved' });
      const file = async (cookie: string, data: Record<string, unknown>) => {
        const res = await postClaim(e2e.t.app, cookie, validClaimData(data));
        expect(res.statusCode).toBe(201);
        return res.json().referenceNumber as string;
      };
      const older = await file(mine, { insuredName: 'Older Claim', vehicleYear: 2003, vehicleMake: 'Honda', vehicleModel: 'Accord' });
      const newer = await file(mine, {
        insuredName: 'Newer Claim',
        claimType: 'total-loss',
        claimSubType: null,
        vehicleYear: 2014,
        vehicleMake: 'Infiniti',
        vehicleModel: 'Q50',
        vehicleVin: 'JN1BV7AR0EM680355',
      });
      const theirs = await file(await cookieFor(other.id), { insuredName: 'Not Yours' });

      await page.reload();
      await page.getByText('2 claims').waitFor();
      const refs = await page.getByRole('link', { name: /^[A-Z0-9-]{6,}$/ }).allTextContents();
      expect(refs).toEqual([newer, older]);
      expect(await page.getByRole('link', { name: theirs }).count()).toBe(0);
      // Cards on a phone, a table on a desk: only one of them is shown.
      await page.getByText('2014 Infiniti Q50').filter({ visible: true }).waitFor();
      await page.getByText('Total Loss').filter({ visible: true }).waitFor();
      expect(await page.getByText('Submitted', { exact: true }).count()).toBeGreaterThanOrEqual(2);
      await expectNoSideways(page, `my-claims list ${name}`);
      await e2e.screenshot(page, `my-claims-${name}`);

      await page.getByRole('link', { name: newer }).click();
      await page.waitForURL(`**/claim-status/${newer}`);
      await page.getByRole('heading', { name: 'Claim Status' }).waitFor();
      // Only submitted: Under Review has not started, so nothing is "in progress".
      await page.getByText('Under Review (pending)').waitFor();
      await page.getByText('Waiting for a reviewer to pick up your claim.').waitFor();
      expect(await page.getByText('In progress').count()).toBe(0);
      await expectNoSideways(page, `status ${name}`);
      await e2e.screenshot(page, `status-submitted-${name}`);
      await page.getByRole('button', { name: 'My Claims' }).click();
      await page.waitForURL('**/my-claims');
      await page.getByRole('link', { name: older }).waitFor();
    });

    it(`re-issues a set-password link from the users table: the new one works, the old one is refused (${name})`, { timeout: 120_000 }, async () => {
      const admin = await e2e.newPage({ viewport });
      const chief = await e2e.signIn(admin.context(), 'admin');
      const lost = await createUser(e2e.t.app.deps.db, { username: `lost${name}`, status: 'pending', fullName: `Lost ${name}` });
      const approved = await e2e.t.app.inject({
        method: 'POST',
        url: '/api/admin/approve-user',
        headers: { cookie: await cookieFor(chief.userId) },
        payload: { userId: lost.id, adminUsername: chief.username },
      });
      const oldLink = approved.json().setPasswordLink as string;

      await admin.goto('/admin');
      await admin.getByRole('heading', { name: 'Users' }).waitFor();
      await admin.getByRole('button', { name: `New password link for lost${name}` }).click();
      const shown = admin.getByRole('region', { name: `New set-password link for Lost ${name} (@lost${name})` });
      await shown.waitFor();
      await shown.getByRole('button', { name: 'Copy link' }).waitFor();
      const newLink = await shown.getByLabel('Set-password link').inputValue();
      expect(newLink).toMatch(/\/reset\?token=[A-Za-z0-9_-]{40,}$/);
      expect(newLink).not.toBe(oldLink);
      await expectNoSideways(admin, `admin users ${name}`);
      await shown.scrollIntoViewIfNeeded();
      await e2e.screenshot(admin, `admin-new-password-link-${name}`);

      const user = await e2e.newPage({ viewport });
      const open = (link: string) => user.goto(new URL(link).pathname + new URL(link).search);
      const setPassword = async (link: string) => {
        await open(link);
        await user.getByRole('heading', { name: 'Choose your password' }).waitFor();
        await user.getByLabel('New password').fill(PASSWORD);
        await user.getByLabel('Confirm password').fill(PASSWORD);
        await user.getByRole('button', { name: 'Save password' }).click();
      };
      // The replaced link says so when the page opens (issue 25), before any password is typed.
      await open(oldLink);
      await user.getByRole('heading', { name: 'This link was already used' }).waitFor();
      await user.getByText(/a newer link replaced it/).waitFor();
      await expectNoSideways(user, `old link refused ${name}`);
      await setPassword(newLink);
      await user.getByText(`You are now signed in as lost${name}.`).first().waitFor();
      await user.waitForURL(`${e2e.baseUrl}/`);
    });
  }
});
