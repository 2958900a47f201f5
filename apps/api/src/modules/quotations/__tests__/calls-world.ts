import { randomUUID } from 'node:crypto';
import { type CallView, channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { type Api, request, type SignedIn, signedIn, type TestContext } from '../../../../test/context';
import { type Client, listeningContext, socketsOfFile, subscribed } from '../../realtime/__tests__/helpers';
import { clinicWithMembers } from './core-world';

export type Person = SignedIn;

/** A WebRTC offer, as a call page relays one. */
export const OFFER = { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
/** The `call.signal` events a listening client received. */
export const signals = (c: Client) => c.received.filter((e) => e.event === 'call.signal');

/** A request under /api/v1/quotations, signed in when a token is given (`request`). */
export const q =
  (ctx: TestContext) =>
  (...[method, url, ...rest]: Parameters<Api>) =>
    request(ctx, method, `/quotations${url}`, ...rest);

/**
 * Nurse N (an individual buyer), nurse P (an individual provider), clinic C (an organization
 * provider) with a member whose role holds `services` and one whose role does not, and an outsider.
 * Quotations are inserted as rows (the calls need a quotation, not how it was asked for):
 * `personal` between N and P, `withClinic` between N and the clinic.
 */
export async function callsWorld(ctx: TestContext) {
  const N = await signedIn(ctx);
  const P = await signedIn(ctx);
  const { clinic, member, memberNoPerm, outsider, orgId } = await clinicWithMembers(ctx);
  const [category] = await ctx.db.select({ id: schema.serviceCategories.id }).from(schema.serviceCategories);

  /** A service post of `owner` and a requested quotation on it asked by N. */
  const quotation = async (owner: { user_id?: number; organization_id?: number }) => {
    const [service] = await ctx.db
      .insert(schema.services)
      .values({
        kind: 'post',
        slug: `call-${randomUUID().slice(0, 8)}`,
        title: 'Wound care visits',
        description: 'A service of the calls tests.',
        category_id: category.id,
        get_quote: true,
        user_id: owner.user_id ?? null,
        organization_id: owner.organization_id ?? null,
      })
      .returning();
    const [row] = await ctx.db
      .insert(schema.quotations)
      .values({
        kind: 'service',
        service_id: service.id,
        buyer_user_id: N.id,
        provider_user_id: owner.user_id ?? null,
        provider_org_id: owner.organization_id ?? null,
        created_by: N.id,
        created_side: 'buyer',
        status: 'requested',
      })
      .returning();
    return row.id;
  };
  return {
    N,
    P,
    clinic,
    member,
    memberNoPerm,
    outsider,
    orgId,
    personal: () => quotation({ user_id: P.id }),
    withClinic: () => quotation({ organization_id: orgId }),
  };
}

export type CallsWorld = Awaited<ReturnType<typeof callsWorld>>;

/**
 * Where the calls tests that connect sockets start (as `apiSuite` does): registers a `beforeAll`
 * that makes a listening test context and its `callsWorld`, filling in `ctx` and `w`. `api` is the
 * quotations `q`; `listen(p)` connects `p` to their notify channel until the file ends; `ring` and
 * `act` move a quotation's call.
 */
export function liveCallsSuite() {
  const ctx = {} as TestContext;
  const w = {} as CallsWorld;
  const sockets = socketsOfFile();
  let base = '';
  beforeAll(async () => {
    const live = await listeningContext();
    Object.assign(ctx, live.ctx);
    base = live.base;
    Object.assign(w, await callsWorld(ctx));
  }, 30_000);
  const listen = (p: Person) => subscribed(sockets, base, p.token, channelName.notify(p.id));
  const api = q(ctx);
  /** `by` calls the other side of a quotation; the call as answered. */
  const ring = async (by: Person, quotationId: number, type: 'audio' | 'video' = 'video') => {
    const res = await api('POST', '/request-call/service', by.token, {
      service_quotation_id: quotationId,
      type,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CallView;
  };
  const act = (
    action: 'start-call' | 'reject-call' | 'end-call',
    call: CallView,
    by: Person,
    kind = 'service',
  ) => api('PUT', `/${action}/${call.id}/${kind}`, by.token);
  return { ctx, w, api, listen, ring, act };
}

/** The history rows of a call, oldest first. */
export const callHistory = (ctx: TestContext, callId: number) =>
  ctx.db
    .select()
    .from(schema.quotationEvents)
    .where(eq(schema.quotationEvents.call_id, callId))
    .orderBy(schema.quotationEvents.id);
