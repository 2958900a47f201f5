import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, withBrowser } from './browser';

const b = withBrowser();
const ORG = 'lakeside-home-care';

async function addCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Add a card' }).last();
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
}

/** Publishes a job through the form and returns its slug (Premium → the questions step). */
async function publishJob(page: Page, title: string) {
  await page.goto(`/organization/jobs/create/${ORG}`);
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').fill('OR');
  await page.getByLabel('Description').fill('Home visits for post-surgical patients; mileage reimbursed.');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await page.waitForURL('**/organization/jobs/create/questions/**');
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('money', () => {
  it('upgrades from Basic with 4242, promotes a job with tokens and card, sees wallet and billing; a declined card opens the top-up dialog', async () => {
    const { page } = await newPage(b.browser, b.base);
    await signIn(page, 'homecare@hctl.test');

    // Upgrade: Basic → Premium, paying with a new 4242 card.
    await page.goto('/organization/membership');
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Change to Premium Plan' });
    await modal.getByText('You pay $249.00 now').waitFor();
    await addCard(page, '4242 4242 4242 4242');
    await modal.getByRole('radio', { name: /VISA •••• 4242/ }).waitFor();
    await modal.getByRole('button', { name: 'Pay $249.00 and change plan' }).click();
    await page.getByText('Your plan has been changed to Premium Plan.').first().waitFor();
    await page.getByRole('heading', { name: /Premium Plan\s*Current/ }).waitFor();

    // A job promoted with the wallet's 250 tokens ($25) and $24 on the card.
    const job = await publishJob(page, `Home Health RN ${Date.now().toString(36)}`);
    await page.goto(`/organization/jobs/promote/${ORG}/${job}`);
    await page.getByTestId('used-tokens').filter({ hasText: '250 tokens' }).waitFor();
    expect(await page.getByTestId('remaining-amount').textContent()).toBe('$24.00');
    await page.getByRole('button', { name: 'Review and pay' }).click();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(`**/organization/jobs/promote/${ORG}/success/${job}`);
    // Exact: the payment's toast ("Your job is promoted for 30 days.") may still be showing.
    await page.getByText('Your job is promoted', { exact: true }).waitFor();

    // The wallet shows the spent tokens, the billing history both charges.
    await page.goto(`/organization/${ORG}/htcl-wallet`);
    await page.getByTestId('token-balance').filter({ hasText: '0 tokens' }).waitFor();
    await page.getByTestId('wallet-history').getByText('-250').waitFor();
    await page.goto(`/organization/${ORG}/account-settings?title=billing`);
    const history = page.getByTestId('billing-history');
    await history.getByText('Premium Plan (first month)').waitFor();
    await history.getByText(/30-day promotion/).waitFor();
    await history.getByText('$24.00').waitFor();

    // A card that attaches but is declined when charged: the review closes, the top-up dialog opens.
    await addCard(page, '4000 0000 0000 0341');
    await page.getByTestId('billing-methods').getByText('•••• 0341').waitFor();
    const second = await publishJob(page, `Hospice RN ${Date.now().toString(36)}`);
    await page.goto(`/organization/jobs/promote/${ORG}/${second}`);
    await page.getByTestId('remaining-amount').filter({ hasText: '$49.00' }).waitFor();
    await page.getByRole('combobox', { name: 'Card' }).click();
    await page.getByRole('option', { name: /0341/ }).click();
    await page.getByRole('button', { name: 'Review and pay' }).click();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add funds to continue' });
    await dialog.getByTestId('payment-problem').filter({ hasText: 'Your card was declined.' }).waitFor();
    await page.getByRole('dialog', { name: 'Review your payment' }).waitFor({ state: 'hidden' });
    // A card declined outright shows its error on the card field.
    await addCard(page, '4000 0000 0000 0002');
    await dialog.getByText('Your card was declined.').nth(1).waitFor();
  });
});
