import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import type { Closable } from '../../../kit/module';
import { addCard, balance, giveTokens, ledgerIsSound, paymentsOf } from '../../billing/__tests__/helpers';
import { escrowAccount } from '../escrow';
import { armTimer, quotationWorkers } from '../quotations.jobs';
import {
  interruptedOfferPayment,
  makeQuotation,
  offerRow,
  quotationBells,
  quotationRow,
} from './offers.fixtures';

/**
 * The money of offers: paying holds the price in the offer's escrow account, accepting the completed
 * service (or 3 days of silence) releases it to the provider, a rejection keeps it held, an unpaid
 * reservation lapses without a charge. The ledger stays balanced throughout.
 */
const { ctx } = apiSuite();
let nurse: MadeUser;
let n: string;
let clinic: MadeUser;
let c: string;
let poor: MadeUser;
let p: string;
beforeAll(async () => {
  [nurse, clinic, poor] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx, { role: 'organization', approved: true }),
    makeUser(ctx),
  ]);
  [n, c, p] = await Promise.all([login(ctx, nurse), login(ctx, clinic), login(ctx, poor)]);
  await addCard(ctx, n);
});

const NURSE = () => `user:${nurse.id}` as const;
const CLINIC = () => `org:${clinic.orgId!}` as const;
const api = (method: 'POST' | 'PUT', url: string, token: string, payload?: object, key?: string) =>
  request(ctx, method, `/quotations/${url}`, token, payload, key ? { 'idempotency-key': key } : {});
const timers = () => ctx.app.modules.quotations.services.timers;
const held = (offerId: number) => balance(ctx, escrowAccount(offerId));
/** The sum of every ledger entry: zero when every movement balanced. */
const ledgerSum = async () =>
  Number(
    (await ctx.deps.pool.query('select coalesce(sum(amount), 0)::bigint as s from ledger_entries')).rows[0].s,
  );
const purchasesOf = (offerId: number) =>
  ctx.db
    .select()
    .from(schema.purchases)
    .where(and(eq(schema.purchases.purpose, 'quotation_offer'), eq(schema.purchases.reference_id, offerId)));
const eventsOf = (offerId: number) =>
  ctx.db.select().from(schema.quotationEvents).where(eq(schema.quotationEvents.offer_id, offerId));

/** A requested quotation of the nurse (buyer) with the clinic (provider) and the clinic's offer in it. */
async function offer(amount = 10) {
  const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
  const res = await api('POST', `send-offer/${q.id}`, c, {
    amount,
    description: 'Two home visits',
    delivery_date: '2099-01-01',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { quotationId: q.id, offerId: res.json().data.offer.id as number };
}
/** What the bells hold about a quotation's offers (type quotation.updated), oldest first. */
const bell = async (quotationId: number) =>
  (await quotationBells(ctx, quotationId)).map((x) => ({ to: x.user_id, title: x.title, link: x.link }));
/** Fires a timer as its delayed job would when its deadline comes. */
async function fireTimer(kind: 'offer_expiry' | 'temporary_deadline' | 'auto_accept', offerId: number) {
  const t = await timers().find(ctx.db, kind, offerId);
  expect(t?.done_at).toBeNull();
  return timers().fire(t!.id, t!.due_at);
}

describe('send-offer', () => {
  it('sends an offer with its expiry timer and a line in the conversation; a newer offer withdraws it', async () => {
    const { quotationId, offerId } = await offer(12.5);
    const o = await offerRow(ctx, offerId);
    expect(o).toMatchObject({ status: 'sent', amount_cents: 1250 });
    expect(o.expires_at!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await timers().find(ctx.db, 'offer_expiry', offerId))?.due_at).toEqual(o.expires_at);
    const lines = await ctx.db
      .select()
      .from(schema.quotationMessages)
      .where(eq(schema.quotationMessages.quotation_id, quotationId));
    expect(lines.map((l) => [l.kind, l.offer_id])).toEqual([['offer', offerId]]);
    const next = await api('POST', `send-offer/${quotationId}`, c, {
      amount: 11,
      description: 'Three visits',
      delivery_date: '2099-01-02',
      expires_in_days: 2,
    });
    expect(next.statusCode).toBe(200);
    expect((await offerRow(ctx, offerId)).status).toBe('withdrawn');
    // The withdrawn offer's expiry is off: firing it would change nothing anyway.
    expect((await timers().find(ctx.db, 'offer_expiry', offerId))?.done_at).toBeInstanceOf(Date);
  });

  it('refuses amounts that are not whole tokens and delivery dates in the past (422)', async () => {
    const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
    const odd = await api('POST', `send-offer/${q.id}`, c, {
      amount: 10.05,
      description: 'x',
      delivery_date: '2099-01-01',
    });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors.amount).toContain('$0.10');
    const past = await api('POST', `send-offer/${q.id}`, c, {
      amount: 10,
      description: 'x',
      delivery_date: '2001-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toHaveProperty('delivery_date');
  });

  it.each(['2099-02-30', '2099-02-29', '2099-04-31', '2099-13-01', '2099-00-10'])(
    'refuses the delivery date %s, a day that does not exist (422), and stores no offer',
    async (day) => {
      const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
      const res = await api('POST', `send-offer/${q.id}`, c, {
        amount: 10,
        description: 'x',
        delivery_date: day,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.delivery_date).toBe('Use a real date (YYYY-MM-DD).');
      const offers = await ctx.db
        .select()
        .from(schema.quotationOffers)
        .where(eq(schema.quotationOffers.quotation_id, q.id));
      expect(offers).toEqual([]);
    },
  );

  it('takes the last day of a month and a leap day', async () => {
    for (const day of ['2099-04-30', '2096-02-29']) {
      const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
      const res = await api('POST', `send-offer/${q.id}`, c, {
        amount: 10,
        description: 'x',
        delivery_date: day,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.offer.delivery_date).toBe(day);
    }
  });

  it('expires after its deadline unless answered', async () => {
    const { offerId } = await offer();
    expect(await fireTimer('offer_expiry', offerId)).toBe('fired');
    expect((await offerRow(ctx, offerId)).status).toBe('expired');
    const reject = await api('PUT', `reject-offer/${offerId}`, n);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().code).toBe('illegal_transition');
  });
});

describe('accept-offer: paying holds the price', () => {
  it('20 concurrent accepts of one offer: one payment, one hold, the ledger balanced', async () => {
    await giveTokens(ctx, NURSE(), 30, 'concurrent');
    const before = await balance(ctx, NURSE());
    const cardBefore = (await paymentsOf(ctx, NURSE())).length;
    const { quotationId, offerId } = await offer(10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('PUT', `accept-offer/${offerId}`, n, { use_tokens: true })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((x) => x === 200)).toHaveLength(1);
    expect(codes.filter((x) => x !== 200).every((x) => x === 409)).toBe(true);
    const ok = answers.find((a) => a.statusCode === 200)!.json().data;
    // 30 tokens ($3) first, the card pays $7, credited as 70 tokens: 100 tokens held.
    expect(ok.payment).toMatchObject({ used_tokens: 30, charged_amount: 7, held_tokens: 100 });
    expect(ok.offer.status).toBe('accepted');
    expect(await purchasesOf(offerId)).toHaveLength(1);
    expect((await purchasesOf(offerId))[0].status).toBe('succeeded');
    const charges = (await paymentsOf(ctx, NURSE())).slice(cardBefore);
    expect(charges.map((x) => [x.status, x.amount_cents, x.purpose])).toEqual([
      ['succeeded', 700, 'quotation_offer'],
    ]);
    expect(await held(offerId)).toBe(100);
    expect(await balance(ctx, NURSE())).toBe(before - 30);
    expect(await ledgerSum()).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
    expect((await quotationRow(ctx, quotationId)).status).toBe('in_process');
    expect((await eventsOf(offerId)).filter((e) => e.event === 'accept')).toHaveLength(1);
    // The provider hears of the payment once, with a link that opens this quotation.
    expect(await bell(quotationId)).toEqual([
      {
        to: clinic.id,
        title: expect.stringMatching(/^Your offer of \$10\.00 for .+ was accepted and paid\./),
        link: expect.stringMatching(new RegExp(`^/quotation/[^?]+\\?kind=service&q=${quotationId}$`)),
      },
    ]);
    // The expiry no longer applies.
    expect((await timers().find(ctx.db, 'offer_expiry', offerId))?.done_at).toBeInstanceOf(Date);
  });

  it('20 concurrent accepts with one Idempotency-Key: one payment, the same answer for all', async () => {
    const cardBefore = (await paymentsOf(ctx, NURSE())).length;
    const { offerId } = await offer(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('PUT', `accept-offer/${offerId}`, n, { use_tokens: false }, `accept-${offerId}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.payment.purchase_id)).size).toBe(1);
    expect(await purchasesOf(offerId)).toHaveLength(1);
    const charges = (await paymentsOf(ctx, NURSE())).slice(cardBefore);
    expect(charges.map((x) => x.amount_cents)).toEqual([500]);
    expect(await held(offerId)).toBe(50);
    expect(await ledgerSum()).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('400 payment_required when neither tokens nor a card cover it; nothing changes', async () => {
    await giveTokens(ctx, `user:${poor.id}`, 20, 'poor');
    const q = await makeQuotation(ctx, { userId: poor.id }, { orgId: clinic.orgId! });
    const sent = await api('POST', `send-offer/${q.id}`, c, {
      amount: 10,
      description: 'Visit',
      delivery_date: '2099-01-01',
    });
    const offerId = sent.json().data.offer.id;
    const res = await api('PUT', `accept-offer/${offerId}`, p, { use_tokens: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('payment_required');
    expect((await offerRow(ctx, offerId)).status).toBe('sent');
    expect(await purchasesOf(offerId)).toHaveLength(0);
    expect(await balance(ctx, `user:${poor.id}`)).toBe(20);
    expect(await held(offerId)).toBe(0);
  });
});

describe('completion: held money goes to the provider, or stays held in a dispute', () => {
  async function paidAndMarked(amount: number) {
    const o = await offer(amount);
    expect((await api('PUT', `accept-offer/${o.offerId}`, n, { use_tokens: false })).statusCode).toBe(200);
    const marked = await api('POST', `mark-as-completed/${o.offerId}`, c);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.offer.completion).toBe('marked_completed');
    return o;
  }

  it('accept → mark completed → accept releases exactly the amount to the provider organization', async () => {
    const { quotationId, offerId } = await paidAndMarked(20);
    const before = await balance(ctx, CLINIC());
    const res = await api('PUT', `accept-reject-completed-service/${offerId}`, n, { status: 'accepted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ released_tokens: 200, offer: { completion: 'accepted' } });
    expect(await balance(ctx, CLINIC())).toBe(before + 200);
    expect(await held(offerId)).toBe(0);
    expect((await quotationRow(ctx, quotationId)).status).toBe('completed');
    // Each move reached the other side's bell: paid (the clinic), marked completed (the nurse), accepted.
    expect(await bell(quotationId)).toEqual([
      {
        to: clinic.id,
        title: expect.stringMatching(/^Your offer of \$20\.00 for .+ was accepted and paid\./),
        link: expect.any(String),
      },
      {
        to: nurse.id,
        title: expect.stringMatching(/ was marked completed\. Accept or reject it within 3 days/),
        link: expect.any(String),
      },
      {
        to: clinic.id,
        title: expect.stringMatching(/^The completed .+ was accepted: \$20\.00 was released to you\.$/),
        link: expect.any(String),
      },
    ]);
    // A second answer is refused and releases nothing more.
    const again = await api('PUT', `accept-reject-completed-service/${offerId}`, n, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(await balance(ctx, CLINIC())).toBe(before + 200);
    expect(await ledgerSum()).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('auto-accept releases the held amount when its timer fires, 3 days after "marked completed"', async () => {
    const { quotationId, offerId } = await paidAndMarked(7);
    const o = await offerRow(ctx, offerId);
    expect(o.release_at!.getTime() - o.marked_completed_at!.getTime()).toBe(3 * 86_400_000);
    const before = await balance(ctx, CLINIC());
    expect(await fireTimer('auto_accept', offerId)).toBe('fired');
    expect((await offerRow(ctx, offerId)).completion).toBe('auto_accepted');
    expect(await balance(ctx, CLINIC())).toBe(before + 70);
    expect(await held(offerId)).toBe(0);
    expect((await quotationRow(ctx, quotationId)).status).toBe('completed');
    expect((await bell(quotationId)).at(-1)).toMatchObject({
      to: clinic.id,
      title: expect.stringMatching(/counts as accepted: \$7\.00 was released to you\.$/),
    });
    const system = (await eventsOf(offerId)).find((e) => e.event === 'auto_accept');
    expect(system).toMatchObject({
      actor: 'system',
      from_state: 'marked_completed',
      to_state: 'auto_accepted',
    });
  });

  it('a rejection opens a dispute: the money stays held, the admin has a dispute_opened row, no auto-accept', async () => {
    const { offerId } = await paidAndMarked(9);
    const before = await balance(ctx, CLINIC());
    const noReason = await api('PUT', `accept-reject-completed-service/${offerId}`, n, {
      status: 'rejected',
    });
    expect(noReason.statusCode).toBe(422);
    const res = await api('PUT', `accept-reject-completed-service/${offerId}`, n, {
      status: 'rejected',
      reason: 'Only one visit happened.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await offerRow(ctx, offerId)).completion).toBe('disputed');
    expect(await held(offerId)).toBe(90);
    expect((await eventsOf(offerId)).some((e) => e.event === 'dispute_opened')).toBe(true);
    // The auto-accept is off, and firing it anyway changes nothing.
    const t = await timers().find(ctx.db, 'auto_accept', offerId);
    expect(t?.done_at).toBeInstanceOf(Date);
    await armTimer(ctx.db, 'auto_accept', offerId, new Date());
    expect(await fireTimer('auto_accept', offerId)).toBe('fired');
    expect((await offerRow(ctx, offerId)).completion).toBe('disputed');
    expect(await balance(ctx, CLINIC())).toBe(before);
    expect(await held(offerId)).toBe(90);
  });
});

describe('temporary acceptance', () => {
  it('unpaid at its deadline: the offer expires, the quotation is requested again, nothing is charged', async () => {
    const before = await balance(ctx, NURSE());
    const cardBefore = (await paymentsOf(ctx, NURSE())).length;
    const { quotationId, offerId } = await offer(10);
    const res = await api('PUT', `temporary-accept-offer/${offerId}`, n);
    expect(res.statusCode, res.body).toBe(200);
    const o = await offerRow(ctx, offerId);
    expect(o.status).toBe('temporarily_accepted');
    expect(o.pay_by!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect((await quotationRow(ctx, quotationId)).status).toBe('in_process');
    expect(await fireTimer('temporary_deadline', offerId)).toBe('fired');
    expect((await offerRow(ctx, offerId)).status).toBe('expired');
    expect((await quotationRow(ctx, quotationId)).status).toBe('requested');
    expect(await purchasesOf(offerId)).toHaveLength(0);
    expect((await paymentsOf(ctx, NURSE())).length).toBe(cardBefore);
    expect(await balance(ctx, NURSE())).toBe(before);
    expect(await held(offerId)).toBe(0);
    expect((await api('PUT', `accept-offer/${offerId}`, n, {})).statusCode).toBe(409);
  });

  it('paid before its deadline: accepted and held, the deadline then changes nothing', async () => {
    const { offerId } = await offer(4);
    expect((await api('PUT', `temporary-accept-offer/${offerId}`, n)).statusCode).toBe(200);
    const paid = await api('PUT', `accept-offer/${offerId}`, n, { use_tokens: false });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await held(offerId)).toBe(40);
    const t = await timers().find(ctx.db, 'temporary_deadline', offerId);
    expect(t?.done_at).toBeInstanceOf(Date);
    await armTimer(ctx.db, 'temporary_deadline', offerId, new Date());
    await fireTimer('temporary_deadline', offerId);
    expect((await offerRow(ctx, offerId)).status).toBe('accepted');
    expect(await held(offerId)).toBe(40);
  });

  it('the deadline fires within 5 s after the worker was killed during the wait and restarted', async () => {
    const { quotationId, offerId } = await offer(3);
    expect((await api('PUT', `temporary-accept-offer/${offerId}`, n)).statusCode).toBe(200);
    const start = quotationWorkers(ctx.deps, timers());
    let workers: Closable[] = await start(() => {});
    try {
      // A short deadline for the test: the same row, moved, and its job added as after a commit.
      const due = new Date(Date.now() + 2500);
      await timers().schedule(await armTimer(ctx.db, 'temporary_deadline', offerId, due));
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all(workers.map((w) => w.close()));
      workers = [];
      await new Promise((r) => setTimeout(r, due.getTime() - Date.now() + 800));
      expect((await offerRow(ctx, offerId)).status).toBe('temporarily_accepted');
      workers = await start(() => {});
      for (const end = Date.now() + 5000; (await offerRow(ctx, offerId)).status !== 'expired'; ) {
        if (Date.now() > end) throw new Error('the deadline did not fire');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(Date.now() - due.getTime()).toBeLessThan(5000);
      expect((await quotationRow(ctx, quotationId)).status).toBe('requested');
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });
});

describe('flexlink', () => {
  it('an organization buyer accepts to pay later: accepted, no money moves; a person cannot', async () => {
    const other = await makeUser(ctx, { role: 'organization', approved: true });
    const o = await login(ctx, other);
    const q = await makeQuotation(ctx, { orgId: other.orgId! }, { orgId: clinic.orgId! });
    const sent = await api('POST', `send-offer/${q.id}`, c, {
      amount: 30,
      description: 'A month of visits',
      delivery_date: '2099-01-01',
    });
    const offerId = sent.json().data.offer.id;
    // Only an organization buyer is offered the flexlink (the thread's allowed events say what to show).
    const allowed = async (quotationId: number, token: string) =>
      (await request(ctx, 'GET', `/quotations/messages/${quotationId}/service`, token)).json().data.offers[0]
        .allowed_events.offer;
    expect(await allowed(q.id, o)).toContain('accept_flexlink');
    const res = await api('PUT', `accept-flexlink-offer/${offerId}`, o);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offer.status).toBe('flexlink_accepted');
    expect(await purchasesOf(offerId)).toHaveLength(0);
    expect(await held(offerId)).toBe(0);
    expect((await quotationRow(ctx, q.id)).status).toBe('in_process');
    const person = await offer(10);
    expect(await allowed(person.quotationId, n)).toEqual(['accept', 'temporary_accept', 'reject']);
    const refused = await api('PUT', `accept-flexlink-offer/${person.offerId}`, n);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('illegal_transition');
    expect((await offerRow(ctx, person.offerId)).status).toBe('sent');
  });
});

describe("billing's sweep settles an interrupted offer payment", () => {
  const interrupted = (offerId: number, tokens: number) =>
    interruptedOfferPayment(ctx, { key: NURSE(), userId: nurse.id }, offerId, tokens);

  it('the offer is accepted and its price held, as if the request had finished', async () => {
    const { quotationId, offerId } = await offer(6);
    const before = await balance(ctx, NURSE());
    await interrupted(offerId, 60);
    await ctx.app.modules.billing.services.sweep.run();
    expect((await offerRow(ctx, offerId)).status).toBe('accepted');
    expect((await quotationRow(ctx, quotationId)).status).toBe('in_process');
    expect(await held(offerId)).toBe(60);
    expect(await balance(ctx, NURSE())).toBe(before);
    expect(await ledgerSum()).toBe(0);
    expect(await ledgerIsSound(ctx)).toBe(true);
  });

  it('a payment that lands after the offer expired goes back to the payer as tokens', async () => {
    const { offerId } = await offer(2);
    expect(await fireTimer('offer_expiry', offerId)).toBe('fired');
    const before = await balance(ctx, NURSE());
    await interrupted(offerId, 20);
    await ctx.app.modules.billing.services.sweep.run();
    expect((await offerRow(ctx, offerId)).status).toBe('expired');
    expect(await held(offerId)).toBe(0);
    expect(await balance(ctx, NURSE())).toBe(before + 20);
    expect(await ledgerSum()).toBe(0);
  });
});
