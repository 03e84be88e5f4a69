/**
 * Issue 25 point 10: on a server with no admin yet, /setup creates the first admin (here from the
 * machine itself: the browser and server share 127.0.0.1), then is gone. Each width gets its own
 * fresh server.
 */
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe } from './intake-support.js';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

describe.each(WIDTHS)('first run: /setup ($name)', ({ name, viewport }) => {
  const e2e = setupE2E();

  it('creates the first admin, who is signed in; an account request sent before does not close the page; gone afterwards', async () => {
    // A stranger asks for an account before anyone has set the portal up.
    const stranger = await e2e.newPage({ viewport });
    await stranger.goto('/login');
    await stranger.getByRole('button', { name: 'Need access? Request account' }).click();
    for (const [label, value] of [
      ['First Name', 'Rosa'],
      ['Last Name', 'Díaz'],
      ['Company', 'Private'],
      ['Email', 'rosa@example.com'],
      ['Phone', '5035550142'],
    ] as const) {
      await stranger.getByLabel(new RegExp(`^${label}`)).fill(value);
    }
    await stranger.getByRole('button', { name: 'Submit Username Request' }).click();
    await stranger.getByText('Request sent').first().waitFor();

    const page = await e2e.newPage({ viewport });
    await page.goto('/setup');
    await page.getByRole('heading', { name: 'Set up the portal' }).waitFor();
    // From this machine no code is asked for.
    expect(await page.getByLabel('Setup code').count()).toBe(0);
    await e2e.screenshot(page, `ux25-setup-${name}`);
    await expectNoSeriousAxe(page, `setup (${name})`);
    await page.getByLabel('Username').fill('firstadmin');
    await page.getByLabel('Your name').fill('Ada Admin');
    await page.getByLabel('Password', { exact: true }).fill('orchard lantern gravel');
    await page.getByLabel('Confirm password').fill('orchard lantern gravel');
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await page.waitForURL('**/login');
    const me = await page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).json());
    expect(me.user).toMatchObject({ username: 'firstadmin', role: 'admin' });

    const gone = await page.request.get('/setup');
    expect(gone.status()).toBe(404);
    const again = await e2e.newPage({ viewport });
    const res = await again.goto('/setup');
    expect(res?.status()).toBe(404);
    expect(await again.content()).toContain('already set up');
  });
});
