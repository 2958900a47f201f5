import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { makeQuotation } from '../../quotations/__tests__/offers.fixtures';
import { addCard, paymentsOf } from './helpers';

/**
 * HCTL's revenue leaves out quotation offer payments: their price is held in escrow and then paid to
 * the provider (quotations/escrow.ts). The admin summary shows them apart; the dashboard's "Revenue
 * this month" does not count them.
 */
const { ctx, call } = apiSuite();
let admin: string;
let buyer: MadeUser;
let b: string;
let provider: MadeUser;
let p: string;
beforeAll(async () => {
  [buyer, provider] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
  [admin, b, p] = await Promise.all([
    login(ctx, await makeUser(ctx, { role: 'super-admin' })),
    login(ctx, buyer),
    login(ctx, provider),
  ]);
  const card = (await addCard(ctx, b)).json().data;
  const bad = (await addCard(ctx, b, '4000000000000341')).json().data;
  // Revenue: 150 tokens bought ($15).
  const topUp = await call('POST', '/token-wallet/top-up', b, { tokens: 150, billing_method_id: card.id });
  expect(topUp.statusCode, topUp.body).toBe(200);
  // Held: a $120 offer paid by card (the tokens kept out of it), after a declined attempt.
  const q = await makeQuotation(ctx, { userId: buyer.id }, { userId: provider.id });
  const sent = await call('POST', `/quotations/send-offer/${q.id}`, p, {
    amount: 120,
    description: 'Wound care visits',
    delivery_date: '2099-01-01',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const offerId = sent.json().data.offer.id;
  const declined = await call('PUT', `/quotations/accept-offer/${offerId}`, b, {
    billing_method_id: bad.id,
    use_tokens: false,
  });
  expect(declined.statusCode).toBe(400);
  const paid = await call('PUT', `/quotations/accept-offer/${offerId}`, b, {
    billing_method_id: card.id,
    use_tokens: false,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const payments = await paymentsOf(ctx, `user:${buyer.id}`);
  expect(payments.map((x) => [x.purpose, x.status, x.amount_cents]).sort()).toEqual([
    ['quotation_offer', 'failed', 12000],
    ['quotation_offer', 'succeeded', 12000],
    ['token_top_up', 'succeeded', 1500],
  ]);
});

describe('admin revenue with a quotation payment', () => {
  it('the payment summary counts it apart from what HCTL received', async () => {
    const res = await call('GET', '/admin/payment-summary', admin);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      received: 15,
      payments: 1,
      failed: 1,
      refunded: 0,
      held_for_quotations: 120,
      by_purpose: [{ purpose: 'token_top_up', amount: 15, payments: 1 }],
      tokens_spent: 0,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(s.daily.find((d: { day: string }) => d.day === today)).toEqual({ day: today, amount: 15 });
    expect(s.daily.reduce((a: number, d: { amount: number }) => a + d.amount, 0)).toBe(15);
  });

  it('the dashboard’s revenue this month leaves it out', async () => {
    const res = await call('GET', '/admin/dashboard', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revenue_this_month).toBe(15);
  });

  it('the list of payments received still shows it, by its purpose', async () => {
    const all = (await call('GET', '/admin/receive-payment', admin)).json().data;
    expect(all.data.map((x: { purpose: string }) => x.purpose).sort()).toEqual([
      'quotation_offer',
      'token_top_up',
    ]);
    const held = (await call('GET', '/admin/receive-payment?purpose=quotation_offer', admin)).json().data;
    expect(held.data).toEqual([expect.objectContaining({ amount: 120, purpose: 'quotation_offer' })]);
  });
});
