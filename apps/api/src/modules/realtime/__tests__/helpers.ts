import type {
  ClientToServerEvents,
  RealtimeEnvelope,
  ServerToClientEvents,
  SubscribeAck,
} from '@hctl/contracts';
import Pusher from 'pusher-js';
import { io, type Socket } from 'socket.io-client';
import { afterAll, expect } from 'vitest';
import { createTestContext, makeUser, signedIn, type TestContext } from '../../../../test/context';
import type { RealtimeService } from '../realtime.service';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents> & { received: RealtimeEnvelope[] };

/** A socket.io-client signed in with `token` (none: anonymous), collecting every event it receives. */
export function connect(baseUrl: string, token?: string) {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  }) as Client;
  socket.received = [];
  socket.on('event', (e) => socket.received.push(e));
  return socket;
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Client) {
  return new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
}

export const subscribe = (socket: Client, channel: string, last_seq?: number): Promise<SubscribeAck> =>
  socket.timeout(5000).emitWithAck('subscribe', { channel, last_seq });

/** Records events on one channel in a transaction, then emits them: what a module service does. */
export async function recordAndEmit(ctx: TestContext, channel: string, count = 1, from = 1) {
  const realtime = ctx.app.modules.realtime.services.realtime as RealtimeService;
  const envelopes = await ctx.db.transaction((tx) =>
    realtime.record(
      tx,
      Array.from({ length: count }, (_, i) => ({
        channel,
        event: 'conversation.read' as const,
        data: { conversation_id: 1, user_id: 1, last_read_seq: from + i },
      })),
    ),
  );
  realtime.emit(envelopes);
  return envelopes;
}

export async function until(check: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const seqs = (list: RealtimeEnvelope[], channel?: string) =>
  list.filter((e) => !channel || e.channel === channel).map((e) => e.seq);

/** The list of the sockets a test file opens: all are disconnected after the file. */
export function socketsOfFile() {
  const open: Client[] = [];
  afterAll(() => {
    for (const s of open) s.disconnect();
  });
  return open;
}

/**
 * The real pusher-js (its Node build) against the API at `base`, authorizing as the holder of
 * `token` through POST /pusher/auth of the API at `authBase` (by default the same one).
 */
export function connectPusher(key: string, base: string, token: string, authBase = base) {
  const { port, hostname } = new URL(base);
  return new Pusher(key, {
    cluster: 'local',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${authBase}/api/v1/pusher/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

/** A test context whose app listens on a free port of 127.0.0.1 (`base`), for real clients. */
export async function listeningContext() {
  const ctx = await createTestContext();
  return { ctx, base: await ctx.app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** A listening test context (`listeningContext`) and two people: A signed in, B not. */
export async function listeningWithTwo() {
  const { ctx, base } = await listeningContext();
  const a = await signedIn(ctx);
  const b = await makeUser(ctx);
  return { ctx, base, a, b };
}

/**
 * Connects as the holder of `token` and subscribes to `channel` (which must be allowed); the
 * socket joins `open`, the sockets the test file disconnects at its end.
 */
export async function subscribed(open: Client[], baseUrl: string, token: string, channel: string) {
  const socket = connect(baseUrl, token);
  open.push(socket);
  await connected(socket);
  expect(await subscribe(socket, channel)).toMatchObject({ ok: true });
  return socket;
}
