import { describe, it } from 'vitest';
import { setupE2E } from './harness.js';

describe('first visit', () => {
  const e2e = setupE2E();

  it('redirects / to /login and shows the sign-in form', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Username').waitFor();
    await page.getByLabel('Password').waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await e2e.screenshot(page, 'smoke-login');
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await e2e.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
