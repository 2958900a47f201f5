import { channelName } from '@hctl/contracts';
import { beforeAll, expect, it } from 'vitest';
import { login, makeUser, request, type TestContext } from '../../../../test/context';
import { listeningContext, socketsOfFile, subscribed, until } from '../../realtime/__tests__/helpers';
import { interruptedOfferPayment, makeQuotation, offerRow } from './offers.fixtures';

/**
 * An offer payment that billing's sweep settles (its process died after the charge) reaches the
 * people watching the quotation live, not only when their socket next resubscribes.
 */
let ctx: TestContext;
let base: string;
const sockets = socketsOfFile();
beforeAll(async () => {
  ({ ctx, base } = await listeningContext());
}, 30_000);

it("the sweep's settled offer payment is emitted to the quotation's subscribers after commit", async () => {
  const [nurse, clinic] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx, { role: 'organization', approved: true }),
  ]);
  const c = await login(ctx, clinic);
  const q = await makeQuotation(ctx, { userId: nurse.id }, { orgId: clinic.orgId! });
  const sent = await request(ctx, 'POST', `/quotations/send-offer/${q.id}`, c, {
    amount: 4,
    description: 'One home visit',
    delivery_date: '2099-01-01',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const offerId = sent.json().data.offer.id as number;

  const s = await subscribed(sockets, base, c, channelName.quotation(q.id));
  const changes = () => s.received.filter((e) => e.event === 'quotation.changed');
  const before = changes().length;

  await interruptedOfferPayment(ctx, { key: `user:${nurse.id}`, userId: nurse.id }, offerId, 40);
  await ctx.app.modules.billing.services.sweep.run();
  expect((await offerRow(ctx, offerId)).status).toBe('accepted');

  await until(() => changes().length >= before + 2);
  const live = changes()
    .slice(before)
    .map((e) => e.data);
  expect(live).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ machine: 'offer', event: 'accept', to: 'accepted', offer_id: offerId }),
      expect.objectContaining({ machine: 'quotation', event: 'offer_accepted', to: 'in_process' }),
    ]),
  );
  // Live envelopes carry their stored seq: the same events a resubscribe would replay.
  expect(
    changes()
      .slice(before)
      .every((e) => typeof e.seq === 'number'),
  ).toBe(true);
});
