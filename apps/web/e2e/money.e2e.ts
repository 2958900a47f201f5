import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData, apiToken } from './api';
import { newPage, signIn, signInAs, withBrowser } from './browser';

const b = withBrowser();
const ORG = 'lakeside-home-care';

async function addCard(page: Page | Locator, number: string) {
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

  it('a card declined on "Accept and pay" keeps the payment dialog open with the reason; another card pays the offer once', async () => {
    const therapist = await signInAs(b.browser, b.base, 'therapist@hctl.test');
    const page = therapist.page;
    const as = <T>(token: string, method: string, path: string, body?: unknown) =>
      apiData<T>(b.base, token, method, path, body);
    const nurse = await apiToken(b.base, 'nurse@hctl.test');
    const stamp = Date.now().toString(36);

    // Setup: no saved card (a retried attempt leaves its cards), the nurse's fresh service, Theo's
    // request for a quote on it and her offer, priced above what his tokens cover.
    for (const card of await as<{ id: number }[]>(therapist.token, 'GET', '/billing-method'))
      await as(therapist.token, 'DELETE', `/billing-method/${card.id}`);
    const wallet = await as<{ total_tokens: number; token_value: number }>(
      therapist.token,
      'GET',
      '/token-wallet?page=1',
    );
    const price = 120 + Math.ceil(wallet.total_tokens * wallet.token_value);
    const categories = await as<{ id: string; category_id: number }[]>(nurse, 'GET', '/categories');
    const { service } = await as<{ service: { id: number; owner: { id: number } } }>(
      nurse,
      'POST',
      '/individual/nora-reyes/service-post/create',
      {
        title: `Respiratory care visit ${stamp}`,
        description: 'A home visit to review breathing exercises and inhaler technique.',
        category: categories[0].category_id,
        tags: ['Respiratory'],
        is_remote: 1,
        fixed_price: 90,
      },
    );
    const asked = await as<{ quotation: { id: number } }>(
      therapist.token,
      'POST',
      '/quotations/request-quote/service',
      {
        receiver_id: service.owner.id,
        service_id: service.id,
        message: `Could you visit on Friday? (${stamp})`,
      },
    );
    const quotation = asked.quotation.id;
    const sent = await as<{ offer: { id: number } }>(nurse, 'POST', `/quotations/send-offer/${quotation}`, {
      amount: price,
      description: `Two visits (${stamp})`,
      delivery_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    const offerId = sent.offer.id;

    // Accept and pay with a card that saves but is declined when charged.
    await page.goto(`/quotation/${therapist.slug}?q=${quotation}`);
    const offer = page.getByTestId('offer').filter({ hasText: stamp });
    await offer.getByRole('button', { name: 'Accept and pay' }).click();
    const review = page.getByRole('dialog', { name: 'Review your payment' });
    await addCard(review, '4000 0000 0000 0341');
    await review.getByText(/Card: VISA •••• 0341/).waitFor();
    await review.getByRole('button', { name: 'Confirm and pay' }).click();

    // The review gives way to the payment dialog, which says why and stays.
    const dialog = page.getByRole('dialog', { name: 'Add funds to continue' });
    await dialog.getByTestId('payment-problem').filter({ hasText: 'Your card was declined.' }).waitFor();
    await review.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1_500);
    expect(await dialog.getByTestId('payment-problem').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: /VISA •••• 0341/ }).waitFor();

    // Another card, added in the dialog and chosen there, pays it.
    await addCard(dialog, '4242 4242 4242 4242');
    const good = dialog.getByRole('radio', { name: /VISA •••• 4242/ });
    await good.waitFor();
    await expect.poll(() => good.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await offer.getByTestId('offer-status').filter({ hasText: 'Accepted and paid' }).waitFor();

    // One charge went through (the declined one is in the history as failed), the tokens were used once.
    const history = await as<{
      data: { description: string; status: string; amount: number; card: string }[];
    }>(therapist.token, 'GET', '/billing-method/history?perPage=50');
    const charges = history.data.filter((x) => x.description.startsWith(`Offer #${offerId}:`));
    const cardPart = Math.round((price - wallet.total_tokens * wallet.token_value) * 100) / 100;
    expect(charges.map((x) => [x.status, x.amount, x.card]).sort()).toEqual([
      ['failed', cardPart, 'Visa •••• 0341'],
      ['succeeded', cardPart, 'Visa •••• 4242'],
    ]);
    const after = await as<{ total_tokens: number }>(therapist.token, 'GET', '/token-wallet?page=1');
    expect(after.total_tokens).toBe(0);

    // The paid charge has a receipt to keep; the declined one has none.
    await page.goto(`/individual/${therapist.slug}/settings?title=billing`);
    const row = page
      .getByTestId('billing-history')
      .getByRole('row')
      .filter({ hasText: `Offer #${offerId}:` });
    await row.first().waitFor();
    expect(
      await row
        .filter({ hasText: 'Failed' })
        .getByRole('button', { name: /^Receipt/ })
        .count(),
    ).toBe(0);
    await row
      .filter({ hasText: 'Paid' })
      .getByRole('button', { name: /^Receipt HCTL-/ })
      .click();
    const receipt = page.getByTestId('receipt');
    await receipt.getByText('Visa •••• 4242').waitFor();
    expect(await receipt.textContent()).toContain(`Total paid: $${cardPart.toFixed(2)} USD`);
    expect(await receipt.textContent()).toContain('Billed to');

    await therapist.context.close();
  });

  it('"Buy tokens" charges what its button says and refuses amounts it cannot buy; a cash-out beyond the balance is refused, not cut down', async () => {
    const therapist = await signInAs(b.browser, b.base, 'therapist@hctl.test');
    const page = therapist.page;
    const as = <T>(method: string, path: string, body?: unknown) =>
      apiData<T>(b.base, therapist.token, method, path, body);
    // Setup: a 4242 card, primary (the other journey of this file leaves a declined one primary).
    const cards = await as<{ id: number; last4: string }[]>('GET', '/billing-method');
    const saved = cards.find((c) => c.last4 === '4242');
    if (saved) await as('PUT', `/billing-method/${saved.id}/primary`);
    else {
      const pm = await as<{ payment_method_id: string }>('POST', '/billing/test-gateway/payment-methods', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      });
      await as('POST', '/billing-method', { payment_method_id: pm.payment_method_id, make_primary: true });
    }
    const balance = async () =>
      (await as<{ total_tokens: number }>('GET', '/token-wallet?page=1')).total_tokens;
    const before = await balance();

    await page.goto('/htcl-wallet');
    await page.getByTestId('token-balance').waitFor();
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy HCTL tokens' });
    const field = dialog.getByRole('textbox', { name: 'Tokens' });
    await dialog.getByRole('radio', { name: /VISA •••• 4242 \(primary\)/ }).waitFor();

    // Below the minimum: said so, nothing to buy, and the field keeps what was typed.
    await field.fill('3');
    await field.blur();
    await dialog.getByText('Buy at least 10 tokens.').waitFor();
    expect(await field.inputValue()).toBe('3');
    expect(await dialog.getByRole('button', { name: 'Buy tokens' }).isDisabled()).toBe(true);
    // Above the maximum: the same.
    await field.fill('100001');
    await dialog.getByText('Buy at most 100,000 tokens.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Buy tokens' }).isDisabled()).toBe(true);
    // Whole tokens only: a decimal point cannot be typed.
    await field.fill('');
    await field.pressSequentially('12.5');
    expect(await field.inputValue()).toBe('125');
    await dialog.getByRole('button', { name: 'Buy for $12.50' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(balance).toBe(before + 125);
    const history = await as<{ data: { description: string; amount: number; status: string }[] }>(
      'GET',
      '/billing-method/history',
    );
    expect(history.data[0]).toMatchObject({
      description: '125 HCTL tokens',
      amount: 12.5,
      status: 'succeeded',
    });

    // Cash-out: more than the balance is refused with the balance, and nothing is paid out.
    const have = before + 125;
    const cashOut = page.getByRole('button', { name: 'Cash out' });
    const amount = page.getByRole('textbox', { name: 'Tokens (minimum 100)' });
    await amount.fill('99999');
    await amount.blur();
    await page.getByText(`You have ${have.toLocaleString('en-US')} tokens.`).waitFor();
    expect(await amount.inputValue()).toBe('99999');
    expect(await cashOut.isDisabled()).toBe(true);
    expect(await balance()).toBe(have);
    // 100 tokens: before the payout account is verified the API says so under the field; verifying clears it.
    await amount.fill('100');
    const unverified = page.getByText('Verify your payout account before cashing out tokens.');
    await cashOut.click();
    const paidAt = page.getByTestId('payout-history').getByText('100 tokens → $10.00');
    await unverified.or(paidAt.first()).first().waitFor();
    if (await unverified.isVisible()) {
      await page.getByRole('button', { name: 'Verify payout account' }).click();
      await page.getByText('Payout account verified').waitFor();
      await unverified.waitFor({ state: 'detached' });
      await cashOut.click();
    }
    await paidAt.first().waitFor();
    await expect.poll(balance).toBe(have - 100);

    await therapist.context.close();
  });
});
