import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/auth/users.queries.js';
import { setupE2E } from './harness.js';
import { expectNoSeriousAxe } from './intake-support.js';

const ADMIN_PASSWORD = 'Chief-of-claims-passphrase-1';
const NEW_PASSWORD = 'Copper-kettle-river-2049';

/** A toast's text (Radix also copies it into a live region, hence first()). */
const seeText = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

async function status(page: Page, url: string): Promise<number> {
  return page.evaluate(async (u) => (await fetch(u, { credentials: 'include' })).status, url);
}

describe('accounts: request, approve, set password, sign in, portals, sign out', () => {
  const e2e = setupE2E({ env: { ADMIN_NEW_CLAIM_USERNAMES: 'zangstrom' } });

  it('runs the whole account journey in the browser', async () => {
    await createUser(e2e.t.app.deps.db, { username: 'chief', password: ADMIN_PASSWORD, role: 'admin', fullName: 'Claims Chief' });

    // 1. Someone asks for an account.
    const visitor = await e2e.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await expectNoSeriousAxe(visitor, 'login');
    await visitor.getByRole('button', { name: 'Need access? Request account' }).click();
    await visitor.getByRole('heading', { name: 'Request Account Access' }).waitFor();
    await expectNoSeriousAxe(visitor, 'request access');
    await visitor.getByRole('button', { name: 'Submit Username Request' }).click();
    await seeText(visitor, 'Missing Information');
    await seeText(visitor, 'Please fill in all required fields.');
    await visitor.getByLabel('First Name').fill('Zoë');
    await visitor.getByLabel('Last Name').fill('Ångström');
    await visitor.getByLabel('Company').fill('Nordic Appraisals');
    await visitor.getByLabel('Email').fill('zoe@example.com');
    await visitor.getByLabel('Phone').fill('(555) 010-2030');
    await e2e.screenshot(visitor, 'accounts-request-form');
    await visitor.getByRole('button', { name: 'Submit Username Request' }).click();
    await seeText(visitor, 'Request Submitted!');
    await seeText(visitor, /Your request has been sent for approval/);
    await visitor.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await visitor.getByRole('button', { name: 'Need access? Request account' }).click();
    await visitor.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await visitor.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // 2. The admin signs in, opens the Admin Portal, approves as staff and copies the link.
    const admin = await e2e.newPage();
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await admin.goto('/login');
    await admin.getByLabel('Username').fill('chief');
    await admin.getByLabel('Password').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Login' }).click();
    await seeText(admin, /You are signed in as/);
    await admin.getByRole('heading', { name: 'Select Portal' }).waitFor();
    await seeText(admin, 'Welcome, chief!');
    expect(await admin.getByRole('button', { name: 'Admin New Claim' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Admin Portal' }).click();
    await seeText(admin, 'Welcome to the Admin Portal!');
    await admin.waitForURL('**/admin');
    await admin.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await admin.getByRole('heading', { name: 'Pending Account Approvals' }).waitFor();
    const row = admin.getByRole('listitem', { name: 'Zoë Ångström' });
    await row.getByText('@zangstrom').waitFor();
    await row.getByText('zoe@example.com').waitFor();
    await row.getByText('Office: Nordic Appraisals').waitFor();
    await row.getByText('Phone: (555) 010-2030').waitFor();
    await e2e.screenshot(admin, 'accounts-admin-pending');
    await expectNoSeriousAxe(admin, 'admin panel');
    await row.getByLabel('Role for zangstrom').selectOption('staff');
    await row.getByRole('button', { name: 'Approve' }).click();
    await seeText(admin, 'User zangstrom has been approved successfully.');
    await seeText(admin, 'No pending approvals at this time.');
    await admin.getByRole('button', { name: 'Copy link' }).click();
    await seeText(admin, 'Link copied');
    const link = await admin.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${e2e.baseUrl}/reset\\?token=[A-Za-z0-9_-]{40,}$`));
    expect(await admin.getByLabel('Set-password link').inputValue()).toBe(link);
    await admin.getByRole('cell', { name: 'Account approved' }).first().waitFor();
    await e2e.screenshot(admin, 'accounts-admin-approved');

    // 3. The new user opens the link, is refused a common password, sets a good one.
    const user = await e2e.newPage();
    await user.goto(link);
    await user.getByRole('heading', { name: 'Choose your password' }).waitFor();
    expect(user.url()).not.toContain('token=');
    await expectNoSeriousAxe(user, 'set password');
    await user.getByLabel('New password').fill('password1234');
    await user.getByLabel('Confirm password').fill('password1234');
    await user.getByRole('button', { name: 'Save password' }).click();
    await seeText(user, /too common/);
    await user.getByLabel('New password').fill(NEW_PASSWORD);
    await user.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Save password' }).click();
    await seeText(user, 'You are now signed in as zangstrom.');
    // Staff pick a portal; this user is also on the Admin New Claim list.
    await user.getByRole('heading', { name: 'Select Portal' }).waitFor();
    await seeText(user, 'Welcome, zangstrom!');
    await user.getByRole('button', { name: 'Admin New Claim' }).waitFor();
    await expectNoSeriousAxe(user, 'select portal');
    await e2e.screenshot(user, 'accounts-select-portal');
    await user.getByRole('button', { name: 'Assignment Portal' }).click();
    await seeText(user, 'Welcome to the Assignment Portal!');
    await user.waitForURL(`${e2e.baseUrl}/`);
    await user.goto('/login');
    await user.getByRole('button', { name: 'Admin New Claim' }).click();
    await user.waitForURL('**/admin/new-claim');
    await user.goto('/login');
    await user.getByRole('button', { name: 'Admin Portal' }).click();
    await user.waitForURL('**/admin');
    await user.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await user.getByText('Account approvals and user management are for administrators.').waitFor();
    expect(await user.getByRole('heading', { name: 'Pending Account Approvals' }).count()).toBe(0);
    await user.getByRole('link', { name: 'Open Generator' }).waitFor();
    await user.getByRole('link', { name: 'Open Claims Desk' }).waitFor();
    await user.getByRole('main').getByRole('link', { name: 'New Claim' }).waitFor();
    await e2e.screenshot(user, 'accounts-admin-panel-staff');
    expect(await status(user, '/api/admin/pending-users')).toBe(403);

    // 4. Logout ends the session and clears the stored user and the wizard draft.
    await user.evaluate(() => {
      sessionStorage.setItem('claimDraft', '{"x":1}');
      localStorage.setItem('claimDraft', '{"x":1}');
    });
    await user.getByRole('button', { name: 'Logout' }).click();
    await user.waitForURL('**/login');
    await user.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await status(user, '/api/auth/me')).toBe(401);
    const left = await user.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('claimDraft'), sessionStorage.getItem('claimDraft')]);
    expect(left).toEqual([null, null, null]);

    // 5. The password works at the login form; Back to Login signs out and clears the fields.
    await user.getByLabel('Username').fill('zangstrom');
    await user.getByLabel('Password').fill(NEW_PASSWORD);
    await user.getByRole('button', { name: 'Login' }).click();
    await user.getByRole('heading', { name: 'Select Portal' }).waitFor();
    await user.getByRole('button', { name: 'Back to Login' }).click();
    await user.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await user.getByLabel('Username').inputValue()).toBe('');
    expect(await user.getByLabel('Password').inputValue()).toBe('');
    expect(await status(user, '/api/auth/me')).toBe(401);
  });

  it('sends a claimant straight to the claim form, and shows them Access Denied on /admin', async () => {
    await createUser(e2e.t.app.deps.db, { username: 'claire', password: NEW_PASSWORD, role: 'claimant', fullName: 'Claire C' });
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('claire');
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.baseUrl}/`);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText(/The admin panel is for staff and administrators/).waitFor();
    await page.getByRole('link', { name: 'Back to the claim form' }).waitFor();
    expect(await status(page, '/api/admin/pending-users')).toBe(403);
    expect(await status(page, '/api/admin/users')).toBe(403);
    await e2e.screenshot(page, 'accounts-claimant-denied');
  });

  it('shows the Login failed toast for a wrong password', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('chief');
    await page.getByLabel('Password').fill('certainly-not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await seeText(page, 'Login failed');
    await seeText(page, 'Invalid username or password.');
    expect(await page.getByText(/401:/).count()).toBe(0);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await e2e.screenshot(page, 'accounts-login-failed');
  });

  it('asks for a reset link without telling whether the account exists', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL('**/reset');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Username or e-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The e2e server sends no e-mail: the answer says who issues the link instead of promising an e-mail.
    await page.getByRole('status').filter({ hasText: 'An administrator issues the link' }).waitFor();
  });

  it('redirects /admin to /login without a session, and shows 404 for an unknown path', async () => {
    const page = await e2e.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
