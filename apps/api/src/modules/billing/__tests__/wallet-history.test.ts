import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { makeQuotation } from '../../quotations/__tests__/offers.fixtures';
import { addCard, giveTokens, ledgerIsSound } from './helpers';

/**
 * The wallet's history reads right for both sides of a quotation: the buyer's tokens held for a
 * payment and given back when the card is declined, the provider's income when the payment is
 * released (`earned`). And a top-up's amount is refused in words a person reads.
 */
const { ctx, call } = apiSuite();
let buyer: MadeUser;
let b: string;
let provider: MadeUser;
let p: string;
let card: { id: number };
let bad: { id: number };
beforeAll(async () => {
  [buyer, provider] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
  [b, p] = await Promise.all([login(ctx, buyer), login(ctx, provider)]);
  card = (await addCard(ctx, b)).json().data;
  bad = (await addCard(ctx, b, '4000000000000341')).json().data;
});

type Item = { kind: string; description: string; tokens: number; earned: boolean };
const history = async (token: string) =>
  (await call('GET', '/token-wallet?page=1', token)).json().data.data as Item[];

describe('wallet history of a quotation payment', () => {
  it('the buyer’s declined payment gives the tokens back; the provider earns the release', async () => {
    await giveTokens(ctx, `user:${buyer.id}`, 50, 'history');
    const q = await makeQuotation(ctx, { userId: buyer.id }, { userId: provider.id });
    const sent = await call('POST', `/quotations/send-offer/${q.id}`, p, {
      amount: 10,
      description: 'Two home visits',
      delivery_date: '2099-01-01',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const offerId = sent.json().data.offer.id;
    const accept = (billing_method_id: number) =>
      call('PUT', `/quotations/accept-offer/${offerId}`, b, { billing_method_id, use_tokens: true });

    const declined = await accept(bad.id);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const [returned, held] = await history(b);
    expect(held).toMatchObject({ kind: 'hold', tokens: -50, earned: false });
    expect(returned).toMatchObject({ kind: 'release', tokens: 50, earned: false });

    expect((await accept(card.id)).statusCode).toBe(200);
    expect((await call('POST', `/quotations/mark-as-completed/${offerId}`, p)).statusCode).toBe(200);
    const done = await call('PUT', `/quotations/accept-reject-completed-service/${offerId}`, b, {
      status: 'accepted',
    });
    expect(done.statusCode, done.body).toBe(200);

    // 50 tokens and $5 on the card: 100 tokens held, then released to the provider as income.
    const [earned] = await history(p);
    expect(earned).toMatchObject({
      kind: 'release',
      tokens: 100,
      earned: true,
      description: expect.stringMatching(new RegExp(`^Payment released for offer #${offerId}`)),
    });
    expect((await history(b)).every((x) => !x.earned)).toBe(true);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('a held offer refunded to the buyer (a dispute decided for them) is not income', async () => {
    // As quotations/escrow.ts refunds a disputed offer: a release from the offer's account, keyed apart.
    await ctx.app.modules.billing.services.ledger.post({
      key: 'escrow-refund:offer:424242',
      kind: 'release',
      description: 'Refunded by HCTL for offer #424242: Two home visits',
      reference: { offer_id: 424242 },
      entries: [
        { owner: 'system:escrow:offer:424242', amount: -30 },
        { owner: `user:${buyer.id}`, amount: 30 },
      ],
    });
    const [refund] = await history(b);
    expect(refund).toMatchObject({ kind: 'release', tokens: 30, earned: false });
  });
});

describe('top-up amounts', () => {
  it('refuses a number of tokens that is not whole, or out of range, in words', async () => {
    const topUp = (tokens: unknown) =>
      call('POST', '/token-wallet/top-up', b, { tokens, billing_method_id: card.id });
    const cases: [unknown, string][] = [
      [12.5, 'Enter a whole number of tokens.'],
      ['abc', 'Enter how many tokens to buy.'],
      [3, 'Buy at least 10 tokens.'],
      [100_001, 'Buy at most 100,000 tokens.'],
    ];
    for (const [tokens, message] of cases) {
      const res = await topUp(tokens);
      expect(res.statusCode, String(tokens)).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { tokens: message } });
    }
    const ok = await topUp(12);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
