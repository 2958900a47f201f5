import { createHmac } from 'node:crypto';
import { channelName, type RealtimeEnvelope } from '@hctl/contracts';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type MadeUser, type SignedIn, type TestContext } from '../../../../test/context';
import { connectPusher, listeningWithTwo, recordAndEmit, until } from './helpers';

let ctx: TestContext;
let base: string;
let a: SignedIn;
let b: MadeUser;
const clients: Pusher[] = [];

beforeAll(async () => {
  ({ ctx, base, a, b } = await listeningWithTwo());
}, 30_000);
afterAll(() => {
  for (const c of clients) c.disconnect();
});

function pusherClient(token: string) {
  const client = connectPusher(ctx.deps.config.pusherKey, base, token);
  clients.push(client);
  return client;
}

const authCall = (token: string | null, payload: string, type = 'application/x-www-form-urlencoded') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/pusher/auth',
    headers: { 'content-type': type, ...(token ? bearer(token) : {}) },
    payload,
  });

describe('POST /pusher/auth', () => {
  it("signs the caller's own channel in Pusher's format, from a form or JSON", async () => {
    const channel = channelName.chat(a.id);
    const res = await authCall(a.token, `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const channelData = JSON.stringify({ user_id: String(a.id) });
    const hmac = createHmac('sha256', ctx.deps.config.pusherSecret)
      .update(`123.456:${channel}:${channelData}`)
      .digest('hex');
    expect(body).toEqual({
      status: 'success',
      message: 'Channel authorized.',
      data: { auth: `${ctx.deps.config.pusherKey}:${hmac}`, channel_data: channelData },
      auth: `${ctx.deps.config.pusherKey}:${hmac}`,
      channel_data: channelData,
    });
    const json = await authCall(
      a.token,
      JSON.stringify({ socket_id: '123.456', channel_name: channel }),
      'application/json',
    );
    expect(json.json().auth).toBe(body.auth);
  });

  it("refuses someone else's channel (403), an unknown channel (403), a bad socket id (422) and anonymous callers (401)", async () => {
    expect((await authCall(a.token, `socket_id=1.2&channel_name=private-chat.${b.id}`)).statusCode).toBe(403);
    expect((await authCall(a.token, 'socket_id=1.2&channel_name=private-quotation.9')).statusCode).toBe(403);
    expect((await authCall(a.token, 'socket_id=1.2&channel_name=public-news')).statusCode).toBe(403);
    expect((await authCall(a.token, `socket_id=x&channel_name=private-chat.${a.id}`)).statusCode).toBe(422);
    expect((await authCall(null, `socket_id=1.2&channel_name=private-chat.${a.id}`)).statusCode).toBe(401);
  });
});

describe('Pusher-protocol endpoint with pusher-js', () => {
  it('subscribes to a private channel through /pusher/auth and receives our events', async () => {
    const client = pusherClient(a.token);
    const channel = client.subscribe(channelName.chat(a.id));
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
    });
    const got: unknown[] = [];
    channel.bind('conversation.read', (data: unknown) => got.push(data));
    const [sent] = await recordAndEmit(ctx, channelName.chat(a.id), 1, 7);
    await until(() => got.length === 1);
    expect(got[0]).toEqual({ ...(sent as RealtimeEnvelope).data, seq: sent.seq });
    // A Pusher connection counts for presence like a Socket.IO one (its channel data names the person).
    expect(await ctx.app.modules.realtime.services.realtime.onlineAmong([a.id, b.id])).toEqual(
      new Set([a.id]),
    );
  });

  it("delivers presence on private-is-online to a Pusher client in the person's audience", async () => {
    const { realtime } = ctx.app.modules.realtime.services;
    realtime.setPresenceAudience(async (id) => (id === b.id ? [a.id] : []));
    const client = pusherClient(a.token);
    const channel = client.subscribe(channelName.isOnline);
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    const got: unknown[] = [];
    channel.bind('presence', (data: unknown) => got.push(data));
    await realtime.markOnline(b.id);
    await until(() => got.length === 1);
    expect(got[0]).toEqual({ user_id: b.id, is_online: true, seq: null });
  });

  it("refuses a subscription to someone else's channel: the auth endpoint says 403", async () => {
    const client = pusherClient(a.token);
    const channel = client.subscribe(channelName.chat(b.id));
    const error = await new Promise<{ status?: number }>((resolve) =>
      channel.bind('pusher:subscription_error', (e: { status?: number }) => resolve(e)),
    );
    expect(error.status).toBe(403);
  });

  it('refuses a forged signature, and a signature made for another socket', async () => {
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/app/${ctx.deps.config.pusherKey}?protocol=7`);
    const frames: { event: string; channel?: string; data?: unknown }[] = [];
    ws.on('message', (m) => frames.push(JSON.parse(String(m))));
    await until(() => frames.length === 1);
    expect(frames[0].event).toBe('pusher:connection_established');
    const socketId = JSON.parse(frames[0].data as string).socket_id as string;
    expect(socketId).toMatch(/^\d+\.\d+$/);

    // A genuine signature, but for another socket id: refused.
    const channel = channelName.chat(a.id);
    const other = (await authCall(a.token, `socket_id=1.1&channel_name=${channel}`)).json();
    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: other.auth, channel_data: other.channel_data },
      }),
    );
    // A signature claiming to be someone else: refused.
    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel: channelName.chat(b.id),
          auth: 'hctl:00',
          channel_data: JSON.stringify({ user_id: String(b.id) }),
        },
      }),
    );
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await until(() => frames.length === 4);
    expect(frames.slice(1).map((f) => f.event)).toEqual([
      'pusher:subscription_error',
      'pusher:subscription_error',
      'pusher:pong',
    ]);
    // With its own signature the same socket subscribes.
    const own = (await authCall(a.token, `socket_id=${socketId}&channel_name=${channel}`)).json();
    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: own.auth, channel_data: own.channel_data },
      }),
    );
    await until(() => frames.length === 5);
    expect(frames[4]).toMatchObject({ event: 'pusher_internal:subscription_succeeded', channel });
    ws.close();
  });
});
