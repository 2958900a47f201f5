import { describe, expect, it } from 'vitest';
import { apiData, apiToken, registerThroughApi } from './api';
import { attemptStamp, fillSignIn, newPage, openVerificationLink, withBrowser } from './browser';

const b = withBrowser();
const stamp = attemptStamp();

describe('a paid plan stops with its organization', () => {
  it('a clinic on Standard deactivates after a dialog that says its plan stops, then removes its card after another', async () => {
    const email = `lifecycle-${stamp()}@example.test`;
    const password = 'Clinic2024x';
    const company = `Harbor Clinic ${stamp()}`;
    const reg = await registerThroughApi(b.base, 'organization', {
      firstName: 'Hana',
      lastName: 'Reyes',
      email,
      password,
      companyName: company,
    });
    expect(reg.status).toBe(200);
    const { page } = await newPage(b.browser, b.base);
    await openVerificationLink(page, b.base, email);

    // Setup through the API: approved by the admin, on the Standard Plan ($99) with a 4242 card.
    const owner = await apiToken(b.base, email, password);
    const [org] = await apiData<{ slug: string }[]>(b.base, owner, 'GET', '/organization/list');
    const admin = await apiToken(b.base, 'admin@hctl.test');
    await apiData(b.base, admin, 'PUT', `/admin/organizations/${org.slug}/approval-status`, {
      approval_status: 'approved',
    });
    const pm = await apiData<{ payment_method_id: string }>(
      b.base,
      owner,
      'POST',
      '/billing/test-gateway/payment-methods',
      { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    );
    const card = await apiData<{ id: number }>(b.base, owner, 'POST', `/billing-method?slug=${org.slug}`, {
      payment_method_id: pm.payment_method_id,
    });
    await apiData(b.base, owner, 'POST', '/subscription/subscription_plans/organization-standard/change', {
      billing_method_id: card.id,
      slug: org.slug,
    });

    await page.goto('/login');
    await fillSignIn(page, email, password);
    await page.waitForURL('**/organization/*/dashboard');

    // An upgrade says first what it charges now, less the unused part of the month paid for.
    await page.goto('/organization/membership');
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Change to Premium Plan' });
    await upgrade
      .getByText(/You pay \$1\d\d\.\d\d now \(\$9\d\.\d\d credit for the unused part of your Standard Plan\)/)
      .waitFor();
    await upgrade.getByRole('button', { name: 'Cancel' }).click();
    await upgrade.waitFor({ state: 'hidden' });

    // A move to Basic waits for the month's end, says so, and "Keep Standard Plan" calls it off.
    await page.getByRole('button', { name: 'Move to Basic Plan' }).click();
    const down = page.getByRole('dialog', { name: 'Change to Basic Plan' });
    await down
      .getByText(
        /Your Standard Plan stays until .+; then you move to the Basic Plan\. Nothing is charged now\./,
      )
      .waitFor();
    await down.getByRole('button', { name: 'Schedule the change' }).click();
    await page
      .getByText(
        /Your Standard Plan stays until .+; then you move to the Basic Plan\. Nothing is charged now\./,
      )
      .first()
      .waitFor();
    const scheduled = page.getByTestId('scheduled-change');
    await scheduled
      .getByText(/Your Standard Plan stays until .+; then you move to the Basic Plan\./)
      .waitFor();
    await page.getByRole('heading', { name: /Standard Plan\s*Current/ }).waitFor();
    const waiting = await apiData<{ name: string; next_plan: { slug: string } | null }>(
      b.base,
      owner,
      'GET',
      `/plans/current?slug=${org.slug}`,
    );
    expect(waiting).toMatchObject({ name: 'Standard Plan', next_plan: { slug: 'organization-basic' } });
    await scheduled.getByRole('button', { name: 'Keep Standard Plan' }).click();
    await page.getByText('You stay on the Standard Plan.').first().waitFor();
    await scheduled.waitFor({ state: 'detached' });
    const kept = await apiData<{ next_plan: unknown }>(
      b.base,
      owner,
      'GET',
      `/plans/current?slug=${org.slug}`,
    );
    expect(kept.next_plan).toBeNull();
    const charges = await apiData<{ data: { status: string }[] }>(
      b.base,
      owner,
      'GET',
      `/billing-method/history?slug=${org.slug}`,
    );
    expect(charges.data.filter((c) => c.status === 'succeeded')).toHaveLength(1);

    // Deactivate asks first, and says what happens to the plan; Cancel changes nothing.
    await page.goto(`/organization/${org.slug}/account-settings`);
    await page.getByRole('button', { name: 'Deactivate organization' }).click();
    let dialog = page.getByRole('dialog', { name: `Deactivate ${company}?` });
    await dialog
      .getByText(
        'Its Standard Plan ($99.00 a month) is cancelled now and will not renew: your card is not charged for it again, and the current month is not refunded.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const still = await apiData<{ name: string }>(b.base, owner, 'GET', `/plans/current?slug=${org.slug}`);
    expect(still.name).toBe('Standard Plan');

    await page.getByRole('button', { name: 'Deactivate organization' }).click();
    dialog = page.getByRole('dialog', { name: `Deactivate ${company}?` });
    await dialog.getByRole('button', { name: 'Deactivate organization' }).click();
    await page.getByText('Organization deactivated successfully!').first().waitFor();
    await page.getByText('Deactivated: hidden from everyone outside your team.').waitFor();
    const now = await apiData<{ name: string }>(b.base, owner, 'GET', `/plans/current?slug=${org.slug}`);
    expect(now.name).toBe('Basic Plan');

    // The card no longer pays for a plan: removing it asks first, then goes through.
    await page.goto(`/organization/${org.slug}/account-settings?title=billing`);
    await page.getByRole('button', { name: 'Remove card ending 4242' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove the card ending 4242?' });
    await remove.getByText(/cannot pay for plans, promotions or tokens any more/).waitFor();
    await remove.getByRole('button', { name: 'Remove card' }).click();
    await page.getByText('Your card has been removed.').first().waitFor();
    await page.getByText('No card saved yet.', { exact: false }).waitFor();
  });
});
