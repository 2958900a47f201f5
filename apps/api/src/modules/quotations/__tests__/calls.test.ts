import { CALL_STARTED_MESSAGE, channelName, MAX_SDP_LENGTH } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { until } from '../../realtime/__tests__/helpers';
import { callHistory, liveCallsSuite, OFFER, signals } from './calls-world';

const { ctx, w, api, listen, ring, act } = liveCallsSuite();

const statusOf = async (id: number) =>
  (await ctx.db.select().from(schema.quotationCalls).where(eq(schema.quotationCalls.id, id)))[0].status;
const callUpdates = (channel: string, callId: number) =>
  ctx.db
    .select()
    .from(schema.realtimeEvents)
    .where(and(eq(schema.realtimeEvents.channel, channel), eq(schema.realtimeEvents.event, 'call.updated')))
    .then((rows) => rows.filter((r) => (r.data as { call: { id: number } }).call.id === callId));

describe('request-call', () => {
  it('rings the other side: a requested call with a token, a ring deadline, history and call.updated', async () => {
    const qid = await w.personal();
    const before = Date.now();
    const call = await ring(w.N, qid, 'audio');
    expect(call).toMatchObject({
      type: 'audio',
      status: 'requested',
      quotation_id: qid,
      kind: 'service',
      interview_id: null,
      caller_id: w.N.id,
      callee_id: w.P.id,
      started_at: null,
    });
    expect(call.token).toMatch(/^[\w-]{32}$/);
    const ringsFor = new Date(call.ring_until!).getTime() - before;
    expect(ringsFor).toBeGreaterThan(59_000);
    expect(ringsFor).toBeLessThan(61_000);
    const history = await callHistory(ctx, call.id);
    expect(history.map((h) => [h.machine, h.event, h.from_state, h.to_state, h.actor_user_id])).toEqual([
      ['call', 'request_call', null, 'requested', w.N.id],
    ]);
    // The ring: the callee's notify channel (and the caller's, for their other windows) and the quotation's.
    for (const channel of [
      channelName.notify(w.P.id),
      channelName.notify(w.N.id),
      channelName.quotation(qid),
    ])
      expect(await callUpdates(channel, call.id), channel).toHaveLength(1);
    const [stored] = await callUpdates(channelName.notify(w.P.id), call.id);
    expect(JSON.stringify(stored.data)).not.toContain(call.token);
    const timer = await ctx.db
      .select()
      .from(schema.quotationTimers)
      .where(and(eq(schema.quotationTimers.kind, 'call_ring'), eq(schema.quotationTimers.ref_id, call.id)));
    expect(timer[0].due_at.toISOString()).toBe(call.ring_until);
  });

  it('allows one live call per quotation (409) and a new one once it is over', async () => {
    const qid = await w.personal();
    const first = await ring(w.N, qid);
    const again = await api('POST', '/request-call/service', w.P.token, {
      service_quotation_id: qid,
      type: 'video',
    });
    expect(again.statusCode).toBe(409);
    expect((await act('end-call', first, w.N)).statusCode).toBe(200);
    expect((await ring(w.P, qid)).callee_id).toBe(w.N.id);
  });

  it('moves once for a double click with the same Idempotency-Key', async () => {
    const qid = await w.personal();
    const headers = { 'idempotency-key': `call-${qid}` };
    const body = { service_quotation_id: qid, type: 'video' };
    const [a, b] = await Promise.all([
      api('POST', '/request-call/service', w.N.token, body, headers),
      api('POST', '/request-call/service', w.N.token, body, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const rows = await ctx.db
      .select()
      .from(schema.quotationCalls)
      .where(eq(schema.quotationCalls.quotation_id, qid));
    expect(rows).toHaveLength(1);
  });

  it('is refused to outsiders (404), without the services permission (403), on a draft (409) and validates', async () => {
    const qid = await w.withClinic();
    const body = { service_quotation_id: qid, type: 'video' };
    expect((await api('POST', '/request-call/service', w.outsider.token, body)).statusCode).toBe(404);
    expect((await api('POST', '/request-call/service', w.memberNoPerm.token, body)).statusCode).toBe(403);
    expect((await api('POST', '/request-call/service', undefined, body)).statusCode).toBe(401);
    expect(
      (await api('POST', '/request-call/service', w.N.token, { service_quotation_id: qid, type: 'smoke' }))
        .statusCode,
    ).toBe(422);
    const draft = await w.personal();
    await ctx.db.update(schema.quotations).set({ status: 'draft' }).where(eq(schema.quotations.id, draft));
    expect(
      (await api('POST', '/request-call/service', w.N.token, { service_quotation_id: draft })).statusCode,
    ).toBe(409);
  });
});

/**
 * Every move of the call machine per participant, from each state: the allowed ones land in the
 * table's next state, the others answer 409 illegal_transition with what that participant may do.
 */
describe('call transitions', () => {
  type Who = 'caller' | 'callee';
  type Action = 'start-call' | 'reject-call' | 'end-call';
  const ALLOWED: Record<string, Partial<Record<`${Who} ${Action}`, string>>> = {
    requested: {
      'callee start-call': 'started',
      'callee reject-call': 'rejected',
      'caller end-call': 'ended',
    },
    started: { 'caller end-call': 'ended', 'callee end-call': 'ended' },
    ended: {},
    rejected: {},
    missed: {},
  };
  /** A call of a fresh quotation (N calls P) brought to `state`. */
  const callIn = async (state: string) => {
    const call = await ring(w.N, await w.personal());
    if (state === 'started' || state === 'ended') await act('start-call', call, w.P);
    if (state === 'ended') await act('end-call', call, w.P);
    if (state === 'rejected') await act('reject-call', call, w.P);
    if (state === 'missed')
      await ctx.db
        .update(schema.quotationCalls)
        .set({ status: 'missed' })
        .where(eq(schema.quotationCalls.id, call.id));
    expect(await statusOf(call.id)).toBe(state);
    return call;
  };

  for (const [state, allowed] of Object.entries(ALLOWED))
    for (const who of ['caller', 'callee'] as const)
      for (const action of ['start-call', 'reject-call', 'end-call'] as const) {
        const to = allowed[`${who} ${action}`];
        it(`${state}: the ${who} ${action} → ${to ?? '409'}`, async () => {
          const call = await callIn(state);
          const res = await act(action, call, who === 'caller' ? w.N : w.P);
          if (to) {
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json().data.status).toBe(to);
            expect(await statusOf(call.id)).toBe(to);
            if (action === 'start-call') {
              expect(res.json().message).toBe(CALL_STARTED_MESSAGE);
              expect(res.json().data.started_at).not.toBeNull();
            } else expect(res.json().data.ended_at).not.toBeNull();
            const last = (await callHistory(ctx, call.id)).at(-1)!;
            expect([last.from_state, last.to_state]).toEqual([state, to]);
            expect(await callUpdates(channelName.notify(w.N.id), call.id)).not.toHaveLength(0);
          } else {
            expect(res.statusCode, res.body).toBe(409);
            expect(res.json().code).toBe('illegal_transition');
            expect(await statusOf(call.id)).toBe(state);
            const mayDo = Object.keys(allowed)
              .filter((k) => k.startsWith(who))
              .map((k) => k.split(' ')[1].replace('-call', ''));
            const answered = (res.json().errors.allowed as string).split(',').filter(Boolean).sort();
            expect(answered).toEqual(mayDo.sort());
          }
        });
      }

  it('the callee answering disarms the ring timeout; the path kind must be the quotation’s (404)', async () => {
    const call = await ring(w.N, await w.personal());
    expect((await act('start-call', call, w.P, 'service_request')).statusCode).toBe(404);
    expect((await act('start-call', call, w.P)).statusCode).toBe(200);
    const [timer] = await ctx.db
      .select()
      .from(schema.quotationTimers)
      .where(and(eq(schema.quotationTimers.kind, 'call_ring'), eq(schema.quotationTimers.ref_id, call.id)));
    expect(timer?.done_at ?? null).not.toBeNull();
  });

  it('an organization rings for its members: the one who answers becomes the callee; others are outsiders', async () => {
    const call = await ring(w.N, await w.withClinic());
    expect(call.callee_id).toBeNull();
    // The clinic's owner hears the ring on their notify channel.
    expect(await callUpdates(channelName.notify(w.clinic.id), call.id)).toHaveLength(1);
    for (const p of [w.outsider, w.memberNoPerm])
      expect((await api('GET', `/calls/${call.id}`, p.token)).statusCode, p.email).toBe(404);
    const seen = (await api('GET', `/calls/${call.id}`, w.member.token)).json().data;
    expect(seen).toMatchObject({ role: 'callee', peer: { user_id: w.N.id } });
    const answered = await act('start-call', call, w.member);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.callee_id).toBe(w.member.id);
    // Now the call is between N and the member: the owner is not in it.
    expect((await api('GET', `/calls/${call.id}`, w.clinic.token)).statusCode).toBe(404);
    expect((await act('end-call', call, w.clinic)).statusCode).toBe(404);
    const callerView = (await api('GET', `/calls/${call.id}`, w.N.token)).json().data;
    expect(callerView).toMatchObject({
      role: 'caller',
      peer: { user_id: w.member.id, name: 'Riverside Clinic' },
    });
    expect((await act('end-call', call, w.member)).json().data.status).toBe('ended');
  });
});

describe('GET calls/{id}', () => {
  it('shows each participant their role, the other side and the ICE servers; outsiders get 404', async () => {
    const call = await ring(w.N, await w.personal());
    const caller = (await api('GET', `/calls/${call.id}`, w.N.token)).json().data;
    const callee = (await api('GET', `/calls/${call.id}`, w.P.token)).json().data;
    expect(caller).toMatchObject({ id: call.id, role: 'caller', status: 'requested', token: call.token });
    expect(caller.peer.user_id).toBe(w.P.id);
    expect(caller.peer.name).toMatch(/^Test User\d+$/);
    expect(callee).toMatchObject({ role: 'callee', peer: { user_id: w.N.id } });
    // APP_URL is localhost in tests: no public STUN server.
    expect(caller.ice_servers).toEqual([]);
    expect((await api('GET', `/calls/${call.id}`, w.outsider.token)).statusCode).toBe(404);
    expect((await api('GET', '/calls/999999999', w.N.token)).statusCode).toBe(404);
    expect((await api('GET', `/calls/${call.id}`)).statusCode).toBe(401);
  });
});

describe('POST calls/{id}/signal', () => {
  it('relays a signal to the other participant only', async () => {
    const call = await ring(w.N, await w.personal());
    await act('start-call', call, w.P);
    const [n, p, outsider] = await Promise.all([listen(w.N), listen(w.P), listen(w.outsider)]);
    const res = await api('POST', `/calls/${call.id}/signal`, w.N.token, {
      session: 'page-1',
      signal: OFFER,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ delivered: true });
    await until(() => signals(p).length === 1);
    expect(signals(p)[0]).toMatchObject({
      channel: channelName.notify(w.P.id),
      seq: null,
      data: { call_id: call.id, from_user_id: w.N.id, session: 'page-1', signal: OFFER },
    });
    const candidate = {
      kind: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    await api('POST', `/calls/${call.id}/signal`, w.P.token, { session: 'page-2', signal: candidate });
    await until(() => signals(n).length === 1);
    expect(signals(n)[0].data).toMatchObject({ from_user_id: w.P.id, signal: candidate });
    // Give stray deliveries a moment: the sender and the outsider heard nothing.
    await new Promise((r) => setTimeout(r, 300));
    expect(signals(n)).toHaveLength(1);
    expect(signals(p)).toHaveLength(1);
    expect(signals(outsider)).toHaveLength(0);
  });

  it('refuses outsiders (404), a finished call (409), a malformed or oversized signal', async () => {
    const call = await ring(w.N, await w.personal());
    const joined = { session: 's', signal: { kind: 'joined' } };
    expect((await api('POST', `/calls/${call.id}/signal`, w.outsider.token, joined)).statusCode).toBe(404);
    expect(
      (await api('POST', `/calls/${call.id}/signal`, w.N.token, { session: 's', signal: { kind: 'shout' } }))
        .statusCode,
    ).toBe(422);
    const big = { session: 's', signal: { kind: 'offer', sdp: 'x'.repeat(MAX_SDP_LENGTH + 1) } };
    expect((await api('POST', `/calls/${call.id}/signal`, w.N.token, big)).statusCode).toBe(422);
    const huge = { session: 's', signal: { kind: 'offer', sdp: 'x'.repeat(40_000) } };
    expect((await api('POST', `/calls/${call.id}/signal`, w.N.token, huge)).statusCode).toBe(413);
    await act('end-call', call, w.N);
    expect((await api('POST', `/calls/${call.id}/signal`, w.N.token, joined)).statusCode).toBe(409);
  });
});
