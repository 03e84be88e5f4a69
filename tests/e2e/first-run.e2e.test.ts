/**
 * Issue 25 point 10: on a server with no user at all, /setup creates the first admin (here from the
 * machine itself: the browser and server share 127.0.0.1), then is gone.
 */
import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe } from './intake-support.js';

describe('first run: /setup', () => {
  const e2e = setupE2E();

  it('offers the setup page at 375 px while nobody exists', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 667 } });
    await page.goto('/setup');
    await page.getByRole('heading', { name: 'Set up the portal' }).waitFor();
    // From this machine no code is asked for.
    expect(await page.getByLabel('Setup code').count()).toBe(0);
    await e2e.screenshot(page, 'ux25-setup-phone');
    await expectNoSeriousAxe(page, 'setup (phone)');
  });

  it('creates the first admin at 1366 px, who can then sign in; the page is gone afterwards', async () => {
    const page = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto('/setup');
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
    const again = await e2e.newPage({ viewport: { width: 1366, height: 900 } });
    const res = await again.goto('/setup');
    expect(res?.status()).toBe(404);
    expect(await again.content()).toContain('already set up');
  });
});
