import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  api,
  createTestContext,
  login,
  type MadeUser,
  makeUser,
  type TestContext,
} from '../../../../test/context';
import { addCard, balance, giveTokens, ledgerIsSound } from './helpers';
import { startStripeFake } from './stripe-fake';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let ctx: TestContext;
let call: Api;
let nurse: MadeUser;
let n: string;
const stripe = new Stripe('sk_test_fake');

beforeAll(async () => {
  fake = await startStripeFake();
  ctx = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  call = api(ctx);
  nurse = await makeUser(ctx);
  n = await login(ctx, nurse);
});
afterAll(() => fake.close());

const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
};
const event = (id: string, type: string, object: object) => ({ id, object: 'event', type, data: { object } });

describe('Stripe gateway (against a local fake of the Stripe API)', () => {
  it('attaches cards to a customer and puts declines on payment_method_id', async () => {
    expect((await call('GET', '/billing/config')).json().data.gateway).toBe('stripe');
    const ok = await call('POST', '/billing-method', n, { payment_method_id: 'pm_card_visa' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      primary: true,
      payment_method_id: 'pm_card_visa',
    });
    const attach = fake.calls.find((c) => c.path === '/v1/payment_methods/pm_card_visa/attach');
    expect(attach?.body.customer).toMatch(/^cus_/);
    const bad = await call('POST', '/billing-method', n, { payment_method_id: 'pm_card_chargeDeclined' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.payment_method_id).toBe('Your card was declined.');
    // The test gateway's card form does not exist with Stripe.
    expect((await addCard(ctx, n).catch((e: Error) => e)) instanceof Error).toBe(true);
  });

  it('charges a plan with a PaymentIntent carrying an idempotency key', async () => {
    const [card] = (await call('GET', '/billing-method', n)).json().data;
    const res = await call('POST', '/subscription/subscription_plans/individual-pro/change', n, {
      billing_method_id: card.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const pi = fake.calls.find((c) => c.path === '/v1/payment_intents');
    expect(pi).toMatchObject({
      body: { amount: '1900', currency: 'usd', confirm: 'true', off_session: 'true' },
    });
    expect(pi?.idempotencyKey).toMatch(/^plan:user:/);
    expect(res.json().data.transaction_id).toMatch(/^pi_/);
  });

  it('onboards a Connect account and learns it is verified from a webhook, once', async () => {
    const first = await call('GET', `/individual/${nurse.slug}/connect-accounnt-verify`, n);
    expect(first.json().data).toMatchObject({ verified: false, status: 'pending' });
    expect(first.json().data.onboarding_url).toMatch(/^https:\/\/connect\.stripe\.test\/onboard\/acct_/);
    const acct = fake.calls.find((c) => c.path === '/v1/accounts' && c.method === 'POST');
    expect(acct?.body.type).toBe('express');
    const accountId = first.json().data.onboarding_url.split('/').pop();
    const ev = event('evt_account_1', 'account.updated', {
      id: accountId,
      payouts_enabled: true,
      details_submitted: true,
    });
    const a = await webhook(ev);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toEqual({ received: true, duplicate: false });
    expect((await webhook(ev)).json().data).toEqual({ received: true, duplicate: true });
    fake.state.accountVerified = true;
    const again = await call('GET', `/individual/${nurse.slug}/connect-accounnt-verify`, n);
    expect(again.json().data).toMatchObject({ verified: true, onboarding_url: null });
  });

  it('pays out by transfer and returns the tokens of a reversed transfer exactly once', async () => {
    await giveTokens(ctx, `user:${nurse.id}`, 300);
    const res = await call('POST', '/individual/reward/token/pay-out', n, { token_use: 200 });
    expect(res.statusCode, res.body).toBe(200);
    const transfer = fake.calls.find((c) => c.path === '/v1/transfers');
    expect(transfer?.body).toMatchObject({ amount: '2000', currency: 'usd' });
    expect(await balance(ctx, `user:${nurse.id}`)).toBe(100);
    const payout = await ctx.db.query.payouts.findFirst();
    const ev = event('evt_reversed_1', 'transfer.reversed', { id: payout!.gateway_transfer_id });
    expect((await webhook(ev)).statusCode).toBe(200);
    expect((await webhook(ev)).json().data.duplicate).toBe(true);
    // Another event about the same transfer must not return the tokens twice either.
    await webhook(event('evt_reversed_2', 'transfer.reversed', { id: payout!.gateway_transfer_id }));
    expect(await balance(ctx, `user:${nurse.id}`)).toBe(300);
    const history = (await call('GET', `/individual/${nurse.slug}/payout-history`, n)).json().data.data;
    expect(history[0]).toMatchObject({ status: 'failed', tokens: 200 });
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('refuses forged webhooks and changes nothing', async () => {
    const before = await balance(ctx, `user:${nurse.id}`);
    const forged = await webhook(event('evt_forged', 'transfer.reversed', { id: 'tr_1' }), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_signature');
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe', payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(ctx, `user:${nurse.id}`)).toBe(before);
    expect(
      await ctx.db.query.webhookEvents.findFirst({ where: (w, { eq }) => eq(w.id, 'evt_forged') }),
    ).toBeUndefined();
  });
});
