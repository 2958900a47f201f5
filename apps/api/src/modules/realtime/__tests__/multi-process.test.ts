import { channelName } from '@hctl/contracts';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type SignedIn, signedIn, type TestContext } from '../../../../test/context';
import {
  type Client,
  connect,
  connected,
  connectPusher,
  recordAndEmit,
  seqs,
  subscribe,
  until,
} from './helpers';
import { ApiProcess } from './processes';

/**
 * Two real API processes (server.ts) over this file's database and Redis key prefix, plus this
 * test process, which records and emits like any module would (the worker process does the same).
 */
let ctx: TestContext;
let a: SignedIn;
const apis: ApiProcess[] = [];
const sockets: Client[] = [];
const pushers: Pusher[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  apis.push(...(await Promise.all([ApiProcess.start(ctx), ApiProcess.start(ctx)])));
  a = await signedIn(ctx);
}, 90_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const p of pushers) p.disconnect();
  await Promise.all(apis.map((api) => api.stop()));
});

describe('several API processes', () => {
  it('delivers an event to Socket.IO and pusher-js clients connected to different processes, once and in order', async () => {
    const [one, two] = apis.map((x) => x.url);
    const channel = channelName.chat(a.id);
    const s1 = connect(one, a.token);
    const s2 = connect(two, a.token);
    sockets.push(s1, s2);
    await Promise.all([connected(s1), connected(s2)]);
    expect(await subscribe(s1, channel)).toMatchObject({ ok: true });
    expect(await subscribe(s2, channel)).toMatchObject({ ok: true });

    // Authorized by the first process, used on the second: same secret, same signature.
    const pusher = connectPusher(ctx.deps.config.pusherKey, two, a.token, one);
    pushers.push(pusher);
    const viaPusher: { seq: number }[] = [];
    const ch = pusher.subscribe(channel);
    ch.bind('conversation.read', (d: { seq: number }) => viaPusher.push(d));
    await new Promise<void>((resolve) => ch.bind('pusher:subscription_succeeded', () => resolve()));

    for (let i = 0; i < 20; i++) await recordAndEmit(ctx, channel, 1, i);
    const expected = Array.from({ length: 20 }, (_, i) => i + 1);
    await until(() => s1.received.length >= 20 && s2.received.length >= 20 && viaPusher.length >= 20);
    await new Promise((r) => setTimeout(r, 200));
    expect(seqs(s1.received)).toEqual(expected);
    expect(seqs(s2.received)).toEqual(expected);
    expect(viaPusher.map((d) => d.seq)).toEqual(expected);
  }, 30_000);

  it('replays on one process what was emitted while the client was away from the other', async () => {
    const [one, two] = apis.map((x) => x.url);
    const channel = channelName.notify(a.id);
    const s1 = connect(one, a.token);
    sockets.push(s1);
    await connected(s1);
    await subscribe(s1, channel);
    await recordAndEmit(ctx, channel, 5);
    await until(() => s1.received.length === 5);
    s1.disconnect();
    await recordAndEmit(ctx, channel, 5);
    const s2 = connect(two, a.token);
    sockets.push(s2);
    await connected(s2);
    expect(await subscribe(s2, channel, 5)).toEqual({ ok: true, replayed: 5, last_seq: 10, reset: false });
    expect(seqs(s2.received)).toEqual([6, 7, 8, 9, 10]);
  });
});
