import { describe, expect, it } from 'vitest';
import { setupE2E } from './harness.js';
import { browseInto, chooseClaimType, expectNoSeriousAxe, openWizard } from './intake-support.js';

describe('intake wizard: intro, sub-types, upload rules', () => {
  const e2e = setupE2E();

  it('shows the intro, the contacts dialog and the appraisal sub-type screen', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    await page.getByRole('heading', { name: 'Claim Menu' }).waitFor();
    await page.getByRole('heading', { name: 'Frontier Contacts' }).waitFor();
    await page.getByText('Choose the option that best matches your situation').waitFor();
    for (const t of ['Appraisal Clause', 'Total Loss ACV', 'Glass Appraisal', 'Auto Appraisal']) await page.getByRole('tab', { name: t }).waitFor();
    await page.getByRole('tab', { name: 'Total Loss ACV' }).hover();
    await page.getByText('declared a total loss').waitFor();
    await expectNoSeriousAxe(page, 'intro');
    await e2e.screenshot(page, 'intake-01-intro');

    await page.getByRole('button', { name: 'dana.whitfield@frontier-appraisal.example' }).click();
    await page.getByRole('dialog', { name: 'Contact Action' }).waitFor();
    await page.getByRole('button', { name: 'Send Email' }).waitFor();
    await page.getByRole('button', { name: 'Copy Email Address' }).click();
    await page.getByText('dana.whitfield@frontier-appraisal.example has been copied to your clipboard.').first().waitFor();

    await page.getByRole('button', { name: 'Click to Start' }).click();
    await page.getByRole('heading', { name: 'Choose Your Appraisal Clause Type' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to Upload' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Post Repair Dispute/ }).click();
    await page.getByRole('button', { name: 'Continue to Upload' }).waitFor();
    await expectNoSeriousAxe(page, 'sub-type');
    await e2e.screenshot(page, 'intake-02-subtype');
    await page.getByRole('button', { name: 'Back to Claim Types' }).click();
    await page.getByRole('heading', { name: 'Select Your Claim Type' }).waitFor();
  });

  it('enforces Next per step, Not Available semantics and rejects a wrong file type', async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page.context(), 'claimant');
    await openWizard(page);
    // Total Loss: its first step (the insurer's valuation) is required (Auto's is optional, issue 25).
    await chooseClaimType(page, 'Total Loss ACV');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Upload Your Documents');
    const next = page.getByRole('button', { name: 'Next Step' });
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    // A .txt file is refused with the spec's text.
    await browseInto(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await page.getByText(/notes\.txt: This kind of file cannot be added/).waitFor();
    await e2e.screenshot(page, 'intake-03-rejected');

    // Not Available: keeps the files already sent (nothing uploaded is deleted without asking,
    // issue 25) and disables the drop area.
    await browseInto(page, [{ name: 'estimate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    await page.getByRole('button', { name: 'Remove estimate.pdf' }).first().waitFor();
    expect(await next.isDisabled()).toBe(false);
    await page.getByRole('checkbox').first().click();
    await page.getByText('This step is marked as "Not Available"').waitFor();
    await page.getByText('Uncheck the box above to upload files').waitFor();
    expect(await page.getByRole('button', { name: 'Remove estimate.pdf' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Browse Files' }).isDisabled()).toBe(true);
    await page.getByText('Not Available', { exact: true }).first().waitFor();
    await expectNoSeriousAxe(page, 'upload');
    await e2e.screenshot(page, 'intake-04-not-available');
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    await page.getByText('Step 2 of 4').waitFor();
  });
});
