import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkFrom, newPage, outbox, withBrowser } from './browser';

const b = withBrowser();
const stamp = Date.now().toString(36);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('organization approval', () => {
  it('a new organization waits for approval until the super admin approves it; the owner is mailed and sees it approved', async () => {
    const name = `Harbor Clinic ${stamp}`;
    const ownerEmail = `harbor-${stamp}@example.test`;
    const owner = await newPage(b.browser, b.base);
    await owner.page.goto('/register?type=organization');
    await owner.page.getByLabel('Organization name').fill(name);
    await owner.page.getByLabel('First name').fill('Hugo');
    await owner.page.getByLabel('Last name').fill('Bay');
    await owner.page.getByLabel('E-mail', { exact: true }).fill(ownerEmail);
    await owner.page.getByLabel('Password', { exact: true }).fill('Harbor2024x');
    await owner.page.getByLabel('Confirm password').fill('Harbor2024x');
    await owner.page.getByRole('checkbox', { name: /I agree/ }).check();
    await owner.page.getByRole('button', { name: 'Create account' }).click();
    await owner.page.waitForURL('**/email-verification');
    const verify = linkFrom((await outbox(b.base, ownerEmail, 'Verify your e-mail')).text);
    await owner.page.goto(verify.replace(/^https?:\/\/[^/]+/, ''));
    await owner.page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
    await signIn(owner.page, ownerEmail, 'Harbor2024x');
    await owner.page.waitForURL('**/organization/*/dashboard');
    await owner.page.getByText('Waiting for approval').waitFor();

    // The super admin finds it among the pending organizations, from the header menu.
    const admin = await newPage(b.browser, b.base);
    const page = admin.page;
    await signIn(page, 'admin@hctl.test', 'Demo12345');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Organizations' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.getByTestId('approval-filter').getByText('Pending', { exact: true }).click();
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByTestId('admin-organization').filter({ hasText: name });
    await row.getByText('pending').waitFor();
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    await page.getByText(`${name} is approved.`).first().waitFor();
    // Approved organizations leave the pending list.
    await page.getByText('No organization is waiting for approval.').waitFor();
    await page.getByTestId('approval-filter').getByText('Approved', { exact: true }).click();
    await row.getByText('approved').waitFor();

    // The owner is told by e-mail and sees the organization approved.
    const mail = await outbox(b.base, ownerEmail, 'is approved on HCTL');
    expect(mail.text).toContain(`${name} has been approved.`);
    await owner.page.reload();
    await owner.page.getByRole('heading', { name, exact: true }).waitFor();
    await owner.page.getByText('approved', { exact: true }).first().waitFor();
    expect(await owner.page.getByText('Waiting for approval').count()).toBe(0);
  });
});
