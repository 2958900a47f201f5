import {
  allowedEvents,
  COMPLETION_STATES,
  type CompletionState,
  findTransition,
  OFFER_STATES,
  type OfferState,
  type QuotationSide,
  TRANSITIONS,
} from '@hctl/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser } from '../../../../test/context';
import { giveTokens } from '../../billing/__tests__/helpers';
import { makeOffer, makeQuotation, offerRow } from './offers.fixtures';

/**
 * The offer and completion machines, walked from the TRANSITIONS table: every route event in every
 * state for each side. Where the table allows it the move happens (200, the new state); everywhere
 * else a refusal with the events the side may fire instead, and nothing moves: 403 to the side that
 * never makes the move, 409 illegal_transition when the state refuses it; in words, not events. The
 * buyer is an organization with tokens (so a paid accept and a flexlink both pass their guards),
 * the provider a person.
 */
const { ctx } = apiSuite();
let buyer: MadeUser;
let provider: MadeUser;
const tokens = {} as Record<QuotationSide, string>;
beforeAll(async () => {
  [buyer, provider] = await Promise.all([
    makeUser(ctx, { role: 'organization', approved: true }),
    makeUser(ctx),
  ]);
  tokens.buyer = await login(ctx, buyer);
  tokens.provider = await login(ctx, provider);
  await giveTokens(ctx, `org:${buyer.orgId!}`, 1_000_000, 'machine');
});

/** The routes that fire an event, with the body each needs. */
const OFFER_ROUTES: Record<string, { method: 'PUT' | 'POST'; path: string; body?: object }> = {
  accept: { method: 'PUT', path: 'accept-offer', body: { use_tokens: true } },
  temporary_accept: { method: 'PUT', path: 'temporary-accept-offer' },
  accept_flexlink: { method: 'PUT', path: 'accept-flexlink-offer' },
  reject: { method: 'PUT', path: 'reject-offer' },
};
const COMPLETION_ROUTES: Record<string, { method: 'PUT' | 'POST'; path: string; body?: object }> = {
  mark_completed: { method: 'POST', path: 'mark-as-completed' },
  accept: { method: 'PUT', path: 'accept-reject-completed-service', body: { status: 'accepted' } },
  reject: {
    method: 'PUT',
    path: 'accept-reject-completed-service',
    body: { status: 'rejected', reason: 'Not done.' },
  },
};
const SIDES: QuotationSide[] = ['buyer', 'provider'];

/** The quotation state that goes with an offer's state (taken offers keep it in process). */
const quotationStateFor = (s: OfferState) =>
  ['accepted', 'temporarily_accepted', 'flexlink_accepted'].includes(s) ? 'in_process' : 'requested';

async function stored(status: OfferState, completion: CompletionState = 'none') {
  const q = await makeQuotation(
    ctx,
    { orgId: buyer.orgId! },
    { userId: provider.id },
    { status: quotationStateFor(status) },
  );
  return makeOffer(ctx, q.id, { status, completion });
}

/** The side that alone makes this move (as the table says), or null when both may in some state. */
const onlySide = (machine: 'offer' | 'completion', event: string): QuotationSide | null => {
  const sides = new Set(
    TRANSITIONS.filter((t) => t.machine === machine && t.event === event).map((t) => t.actor),
  );
  return sides.has('buyer') && sides.has('provider') ? null : sides.has('buyer') ? 'buyer' : 'provider';
};

/** A refused move: 403 to the wrong side, else 409; said in words (no event or state names). */
function expectRefused(
  res: Awaited<ReturnType<typeof call>>,
  machine: 'offer' | 'completion',
  state: OfferState | CompletionState,
  event: string,
  side: QuotationSide,
) {
  const wrongSide = onlySide(machine, event) !== side;
  expect(res.statusCode, res.body).toBe(wrongSide ? 403 : 409);
  expect(res.json()).toMatchObject({
    code: wrongSide ? 'forbidden' : 'illegal_transition',
    errors: { allowed: allowedEvents(machine, state as never, side).join(',') },
  });
  expect(res.json().message).not.toMatch(/cannot take|_/);
  expect(res.json().message).not.toContain(`"${event}"`);
}

const call = (
  side: QuotationSide,
  route: { method: 'PUT' | 'POST'; path: string; body?: object },
  id: number,
) =>
  ctx.app.inject({
    method: route.method,
    url: `/api/v1/quotations/${route.path}/${id}`,
    headers: bearer(tokens[side]),
    payload: route.body,
  });

describe('the offer machine', () => {
  const cases = OFFER_STATES.flatMap((state) =>
    Object.keys(OFFER_ROUTES).flatMap((event) => SIDES.map((side) => ({ state, event, side }))),
  );
  it.each(cases)('$state --$event--> as $side', async ({ state, event, side }) => {
    const offer = await stored(state);
    const res = await call(side, OFFER_ROUTES[event], offer.id);
    const row = findTransition('offer', state, event, side);
    if (row) {
      expect(res.statusCode, res.body).toBe(200);
      expect((await offerRow(ctx, offer.id)).status).toBe(row.to);
    } else {
      expectRefused(res, 'offer', state, event, side);
      expect((await offerRow(ctx, offer.id)).status).toBe(state);
    }
  });

  it('send-offer: only the provider creates offers, and only in a requested quotation', async () => {
    const body = { amount: 10, description: 'Visit', delivery_date: '2099-01-01' };
    const send = (side: QuotationSide, id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotations/send-offer/${id}`,
        headers: bearer(tokens[side]),
        payload: body,
      });
    const q = await makeQuotation(ctx, { orgId: buyer.orgId! }, { userId: provider.id });
    const byBuyer = await send('buyer', q.id);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only the provider can send an offer on this quotation.');
    expect(byBuyer.json().errors.allowed).toBe(allowedEvents('offer', null, 'buyer').join(','));
    expect(findTransition('offer', null, 'send_offer', 'provider')).not.toBeNull();
    expect((await send('provider', q.id)).statusCode).toBe(200);
    const taken = await makeQuotation(
      ctx,
      { orgId: buyer.orgId! },
      { userId: provider.id },
      { status: 'in_process' },
    );
    const refused = await send('provider', taken.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('illegal_transition');
  });
});

describe('the completion machine', () => {
  const cases = COMPLETION_STATES.flatMap((state) =>
    Object.keys(COMPLETION_ROUTES).flatMap((event) => SIDES.map((side) => ({ state, event, side }))),
  );
  it.each(cases)('$state --$event--> as $side (an accepted offer)', async ({ state, event, side }) => {
    const offer = await stored('accepted', state);
    const res = await call(side, COMPLETION_ROUTES[event], offer.id);
    const row = findTransition('completion', state, event, side);
    if (row) {
      expect(res.statusCode, res.body).toBe(200);
      expect((await offerRow(ctx, offer.id)).completion).toBe(row.to);
    } else {
      expectRefused(res, 'completion', state, event, side);
      expect((await offerRow(ctx, offer.id)).completion).toBe(state);
    }
  });

  it('tells each side in words why the work cannot be marked or answered', async () => {
    const fresh = await stored('accepted');
    const markByBuyer = await call('buyer', COMPLETION_ROUTES.mark_completed, fresh.id);
    expect(markByBuyer.statusCode).toBe(403);
    expect(markByBuyer.json().message).toBe('Only the provider can mark the work as completed.');
    const early = await call('buyer', COMPLETION_ROUTES.accept, fresh.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The provider has not marked this work as completed yet.');
    const answerByProvider = await call('provider', COMPLETION_ROUTES.accept, fresh.id);
    expect(answerByProvider.statusCode).toBe(403);
    expect(answerByProvider.json().message).toBe('Only the buyer can accept the completed work.');
    expect((await call('provider', COMPLETION_ROUTES.mark_completed, fresh.id)).statusCode).toBe(200);
    const again = await call('provider', COMPLETION_ROUTES.mark_completed, fresh.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already marked this work as completed. The buyer has not answered yet.',
    );
  });

  it('two accepts of the completed work at once: one accepts, the other is told it already did', async () => {
    const offer = await stored('accepted', 'marked_completed');
    const [a, b] = await Promise.all([
      call('buyer', COMPLETION_ROUTES.accept, offer.id),
      call('buyer', COMPLETION_ROUTES.accept, offer.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe('You already accepted this work.');
    expect((await offerRow(ctx, offer.id)).completion).toBe('accepted');
  });

  it.each(['sent', 'temporarily_accepted', 'rejected', 'expired', 'withdrawn'] as const)(
    'an offer %s cannot be marked completed (the guard: accepted or flexlink accepted)',
    async (status) => {
      const offer = await stored(status);
      const res = await call('provider', COMPLETION_ROUTES.mark_completed, offer.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('illegal_transition');
      expect((await offerRow(ctx, offer.id)).completion).toBe('none');
    },
  );

  it('every buyer and provider row of these machines has a route (system rows are timers, admin rows the dispute decision)', () => {
    const routed = (m: string, e: string) =>
      (m === 'offer' && (e in OFFER_ROUTES || e === 'send_offer' || e === 'withdraw')) ||
      (m === 'completion' && e in COMPLETION_ROUTES);
    const offerRows = TRANSITIONS.filter((t) => t.machine === 'offer' || t.machine === 'completion');
    const missing = offerRows
      .filter((t) => t.actor === 'buyer' || t.actor === 'provider')
      .filter((t) => !routed(t.machine, t.event));
    expect(missing).toEqual([]);
    // An admin only decides disputes (admin/quotation-disputes/{offer}/resolve: outcome release or refund).
    const admin = offerRows.filter((t) => t.actor === 'admin');
    expect(admin.map((t) => [t.machine, t.from, t.event])).toEqual([
      ['completion', 'disputed', 'release'],
      ['completion', 'disputed', 'refund'],
    ]);
  });
});
