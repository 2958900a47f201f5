import type {
  ClientToServerEvents,
  RealtimeEnvelope,
  ServerToClientEvents,
  SubscribeAck,
} from '@hctl/contracts';
import { io, type Socket } from 'socket.io-client';
import type { TestContext } from '../../../../test/context';
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
