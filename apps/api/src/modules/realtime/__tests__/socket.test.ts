import { channelName } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type MadeUser, type SignedIn, type TestContext } from '../../../../test/context';
import {
  connect,
  connected,
  listeningWithTwo,
  recordAndEmit,
  seqs,
  socketsOfFile,
  subscribe,
  until,
} from './helpers';

let ctx: TestContext;
let base: string;
let a: SignedIn;
let b: MadeUser;
const open = socketsOfFile();
const client = (token?: string) => {
  const c = connect(base, token);
  open.push(c);
  return c;
};

beforeAll(async () => {
  ({ ctx, base, a, b } = await listeningWithTwo());
}, 30_000);

describe('Socket.IO subscriptions', () => {
  it('lets a signed-in person subscribe to their own chat channel and refuses anyone else’s', async () => {
    const s = client(a.token);
    await connected(s);
    expect(await subscribe(s, channelName.chat(a.id))).toEqual({
      ok: true,
      replayed: 0,
      last_seq: 0,
      reset: false,
    });
    expect(await subscribe(s, channelName.notify(a.id))).toMatchObject({ ok: true });
    expect(await subscribe(s, channelName.isOnline)).toMatchObject({ ok: true });
    expect(await subscribe(s, channelName.chat(b.id))).toMatchObject({ ok: false });
    expect(await subscribe(s, channelName.notify(b.id))).toMatchObject({ ok: false });
    // No authorizer registered for quotations: refused.
    expect(await subscribe(s, channelName.quotation(1))).toMatchObject({ ok: false });
    expect(await subscribe(s, 'presence-anything')).toMatchObject({ ok: false });
  });

  it('refuses a connection without a valid token', async () => {
    await expect(connected(client())).rejects.toThrow(/Unauthenticated/);
    await expect(connected(client('not-a-token'))).rejects.toThrow(/Unauthenticated/);
  });

  it('delivers an event recorded and emitted after commit, with its seq', async () => {
    const s = client(a.token);
    await connected(s);
    const channel = channelName.notify(a.id);
    await subscribe(s, channel);
    const [sent] = await recordAndEmit(ctx, channel);
    await until(() => s.received.length === 1);
    expect(s.received[0]).toEqual(sent);
    expect(sent.seq).toBe(1);
  });

  it('replays exactly the events missed while disconnected, in order, then goes live', async () => {
    const channel = channelName.chat(a.id);
    const first = client(a.token);
    await connected(first);
    await subscribe(first, channel);
    await recordAndEmit(ctx, channel, 3);
    await until(() => first.received.length === 3);
    const lastSeen = first.received[2].seq as number;
    first.disconnect();

    for (let i = 0; i < 50; i++) await recordAndEmit(ctx, channel, 1, i);

    const again = client(a.token);
    await connected(again);
    const ack = await subscribe(again, channel, lastSeen);
    expect(ack).toEqual({ ok: true, replayed: 50, last_seq: lastSeen + 50, reset: false });
    expect(seqs(again.received)).toEqual(Array.from({ length: 50 }, (_, i) => lastSeen + 1 + i));

    await recordAndEmit(ctx, channel);
    await until(() => again.received.length === 51);
    expect(again.received[50].seq).toBe(lastSeen + 51);
  });

  it('loses nothing and repeats nothing when events are emitted while a subscribe replays', async () => {
    const channel = channelName.chat(b.id);
    const tokenB = await login(ctx, b);
    const s = client(tokenB);
    await connected(s);
    await recordAndEmit(ctx, channel, 20);
    const burst = Promise.all(Array.from({ length: 20 }, (_, i) => recordAndEmit(ctx, channel, 1, i)));
    const ack = await subscribe(s, channel, 0);
    await burst;
    expect(ack).toMatchObject({ ok: true });
    await until(() => s.received.length >= 40);
    await new Promise((r) => setTimeout(r, 200));
    expect(seqs(s.received)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('answers reset when the gap is older than what is kept', async () => {
    const channel = channelName.chat(a.id);
    const { realtime } = ctx.app.modules.realtime.services;
    const s = client(a.token);
    await connected(s);
    // Age the oldest events past the retention, prune, then ask for what came after seq 1.
    await ctx.deps.pool.query(
      `update realtime_events set created_at = now() - interval '31 days' where channel = $1 and seq <= 10`,
      [channel],
    );
    expect(await realtime.pruneEvents()).toBe(10);
    const ack = await subscribe(s, channel, 1);
    expect(ack).toMatchObject({ ok: true, replayed: 0, reset: true });
    expect(s.received).toEqual([]);
    // A client that is caught up replays nothing and needs no reset.
    if (ack.ok)
      expect(await subscribe(s, channel, ack.last_seq)).toMatchObject({ replayed: 0, reset: false });
  });

  it('closes the socket when its session signs out, and keeps the same person’s other sessions', async () => {
    const token = await login(ctx, a);
    const s = client(token);
    const stays = client(await login(ctx, a));
    await Promise.all([connected(s), connected(stays)]);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    await until(() => s.disconnected);
    expect(stays.connected).toBe(true);
  });

  it('closes every socket of a person whose password was reset (all sessions end)', async () => {
    const [t1, t2] = [await login(ctx, b), await login(ctx, b)];
    const one = client(t1);
    const two = client(t2);
    const bystander = client(a.token);
    await Promise.all([connected(one), connected(two), connected(bystander)]);
    ctx.app.modules.auth.services.sessions.endedAllOf(b.id);
    await until(() => one.disconnected && two.disconnected);
    expect(bystander.connected).toBe(true);
  });

  it('refuses a subscribe once the session has ended without a sign-out (expired), and drops the socket', async () => {
    const token = await login(ctx, a);
    const s = client(token);
    await connected(s);
    const session = await ctx.app.modules.ports.sessions.resolve(token);
    await ctx.db
      .update(schema.sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.id, session!.sessionId));
    expect(await subscribe(s, channelName.chat(a.id))).toMatchObject({ ok: false });
    await until(() => s.disconnected);
  });

  it('closes the sockets of an ended session at once (endSession), and only those', async () => {
    const [t1, t2] = [await login(ctx, a), await login(ctx, a)];
    const ended = client(t1);
    const other = client(t2);
    await Promise.all([connected(ended), connected(other)]);
    const session = await ctx.app.modules.ports.sessions.resolve(t1);
    ctx.app.modules.realtime.services.realtime.endSession(session!.sessionId);
    await until(() => ended.disconnected);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.connected).toBe(true);
  });
});
