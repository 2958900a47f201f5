import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser, signedIn } from '../../../../test/context';
import { addCard } from './helpers';

const { ctx, call } = apiSuite();
let nt: string;
let ot: string;
beforeAll(async () => {
  ({ token: nt } = await signedIn(ctx));
  ({ token: ot } = await signedIn(ctx));
});

describe('billing methods', () => {
  it('adds a test card: the first one is primary and only brand, last 4 and expiry are kept', async () => {
    const res = await addCard(ctx, nt);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your card has been added.',
      data: { brand: 'visa', last4: '4242', primary: true },
    });
    const [row] = await ctx.db.select().from(schema.billingMethods);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const list = await call('GET', '/billing-method', nt);
    expect(list.json().data).toHaveLength(1);
    expect((await call('GET', '/billing-method', ot)).json().data).toEqual([]);
  });

  it('puts a declined card on payment_method_id and stores nothing', async () => {
    const before = (await ctx.db.select().from(schema.billingMethods)).length;
    const res = await addCard(ctx, nt, '4000000000000002');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_method_id).toBe('Your card was declined.');
    const bogus = await call('POST', '/billing-method', nt, {
      payment_method_id: 'pm_test_forged.aaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().errors.payment_method_id).toMatch(/could not be found/);
    expect((await call('POST', '/billing-method', nt, {})).statusCode).toBe(422);
    const tokenize = (number: string, exp_year: number, cvc: string) =>
      call('POST', '/billing/test-gateway/payment-methods', nt, { number, exp_month: 1, exp_year, cvc });
    const badNumber = await tokenize('4242424242424241', 2099, '1');
    expect(badNumber.statusCode).toBe(422);
    // An expired card is told at its expiry, not its number.
    const expired = await tokenize('4242424242424242', 2020, '123');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ exp_month: "Your card's expiration date is in the past." });
    expect((await ctx.db.select().from(schema.billingMethods)).length).toBe(before);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/billing-method')).statusCode).toBe(401);
    expect(
      (await call('POST', '/billing-method', undefined, { payment_method_id: 'pm_card_visa' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/billing-method/history')).statusCode).toBe(401);
  });

  it('switches the primary card and refuses someone else’s card', async () => {
    const second = (await addCard(ctx, nt, '5555555555554444')).json().data;
    expect(second.primary).toBe(false);
    const res = await call('PUT', `/billing-method/${second.id}/primary`, nt);
    expect(res.statusCode).toBe(200);
    const list = (await call('GET', '/billing-method', nt)).json().data;
    expect(list.filter((m: { primary: boolean }) => m.primary).map((m: { id: number }) => m.id)).toEqual([
      second.id,
    ]);
    expect((await call('PUT', `/billing-method/${second.id}/primary`, ot)).statusCode).toBe(404);
    expect((await call('DELETE', `/billing-method/${second.id}`, ot)).statusCode).toBe(404);
    const del = await call('DELETE', `/billing-method/${second.id}`, nt);
    expect(del.statusCode).toBe(200);
    const after = (await call('GET', '/billing-method', nt)).json().data;
    expect(after).toHaveLength(1);
    expect(after[0].primary).toBe(true);
  });

  it('keeps organization cards apart: owner and billing members only', async () => {
    const org = await makeUser(ctx, { role: 'organization', approved: true });
    const rival = await makeUser(ctx, { role: 'organization', approved: true });
    const [o, r] = await Promise.all([login(ctx, org), login(ctx, rival)]);
    const added = await addCard(ctx, o, '4242424242424242', org.orgSlug);
    expect(added.statusCode).toBe(200);
    expect((await call('GET', `/billing-method?slug=${org.orgSlug}`, o)).json().data).toHaveLength(1);
    // Without ?slug an organization account bills for its organization.
    expect((await call('GET', '/billing-method', o)).json().data).toHaveLength(1);
    expect((await call('GET', `/billing-method?slug=${org.orgSlug}`, r)).statusCode).toBe(404);
    expect((await call('DELETE', `/billing-method/${added.json().data.id}`, r)).statusCode).toBe(404);
    expect((await call('GET', `/billing-method?slug=${org.orgSlug}`, nt)).statusCode).toBe(404);
  });

  it('lists the billing history page by page', async () => {
    const res = await call('GET', '/billing-method/history?page=1&perPage=5', nt);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ current_page: 1, per_page: 5, total: 0, data: [] });
    expect((await call('GET', '/billing-method/history?page=0', nt)).statusCode).toBe(422);
  });

  it('tells the web app which gateway collects cards', async () => {
    expect((await call('GET', '/billing/config')).json().data).toMatchObject({
      gateway: 'test',
      token_value: 0.1,
    });
  });
});

/** A card Stripe attaches and then declines at every charge (test card 0341) never stays primary by default. */
describe('the primary card after a charge', () => {
  const topUp = (t: string, card: number) =>
    call('POST', '/token-wallet/top-up', t, { tokens: 10, billing_method_id: card });
  const primaryOf = async (t: string) =>
    ((await call('GET', '/billing-method', t)).json().data as { last4: string; primary: boolean }[])
      .filter((m) => m.primary)
      .map((m) => m.last4);

  it('a card that worked stays primary when a card set primary is declined at its first charge', async () => {
    const { token } = await signedIn(ctx);
    const good = (await addCard(ctx, token)).json().data;
    expect((await topUp(token, good.id)).statusCode).toBe(200);
    const pm = await call('POST', '/billing/test-gateway/payment-methods', token, {
      number: '4000000000000341',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    });
    const bad = await call('POST', '/billing-method', token, {
      payment_method_id: pm.json().data.payment_method_id,
      make_primary: true,
    });
    expect(bad.json().data).toMatchObject({ last4: '0341', primary: true });
    const declined = await topUp(token, bad.json().data.id);
    expect(declined.statusCode).toBe(400);
    expect(await primaryOf(token)).toEqual(['4242']);
  });

  it('a first card that is declined gives way to the next card, or to the first that is charged', async () => {
    const { token } = await signedIn(ctx);
    const bad = (await addCard(ctx, token, '4000000000000341')).json().data;
    expect(bad.primary).toBe(true);
    expect((await topUp(token, bad.id)).statusCode).toBe(400);
    // Only ever declined: the next card saved becomes primary.
    expect((await addCard(ctx, token)).json().data).toMatchObject({ last4: '4242', primary: true });
    expect(await primaryOf(token)).toEqual(['4242']);

    const { token: other } = await signedIn(ctx);
    const first = (await addCard(ctx, other, '4000000000000341')).json().data;
    // Not yet charged, the first card is still primary when the second is saved.
    const second = (await addCard(ctx, other)).json().data;
    expect(second.primary).toBe(false);
    expect((await topUp(other, first.id)).statusCode).toBe(400);
    expect(await primaryOf(other)).toEqual(['0341']);
    expect((await topUp(other, second.id)).statusCode).toBe(200);
    expect(await primaryOf(other)).toEqual(['4242']);
    // Set by its owner, a card is primary again, declined or not.
    expect((await call('PUT', `/billing-method/${first.id}/primary`, other)).statusCode).toBe(200);
    expect(await primaryOf(other)).toEqual(['0341']);
  });
});
