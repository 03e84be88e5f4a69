import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';

/**
 * One content source, as the browser sees it: a server started with FIRM_NAME=Acme shows Acme on
 * the sign-in page (no session) and on the wizard (its header, contacts and insurer field), read
 * through GET /api/content, and never the built-in default firm once the content has arrived.
 */
describe('firm content from the server', () => {
  const e2e = setupE2E({ env: { FIRM_NAME: 'Acme', INSURER_NAME: 'Acme Mutual' } });

  it('the sign-in page names the configured firm', async () => {
    const page = await e2e.newPage();
    const content = page.waitForResponse((r) => r.url().endsWith('/api/content'));
    await page.goto('/login');
    expect((await (await content).json()).firmName).toBe('Acme');
    await page.getByText('Acme Claims Portal').waitFor();
    expect(await page.getByText('Frontier Claims Portal').count()).toBe(0);
  });

  it('the wizard names the configured firm and insurer', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Acme Contacts' }).waitFor();
    await page.getByRole('link', { name: 'Acme Claims Portal' }).waitFor();
    expect(await page.getByText(/Frontier/).count()).toBe(0);
    expect(await page.getByText('Acme Mutual estimate').count()).toBeGreaterThan(0);
  });
});
