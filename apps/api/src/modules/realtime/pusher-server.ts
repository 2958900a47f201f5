import { randomInt } from 'node:crypto';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RealtimeEnvelope } from '@hctl/contracts';
import { type WebSocket, WebSocketServer } from 'ws';
import { parseChannel } from './channels';
import type { LocalHub, Subscriber } from './local-hub';
import type { Presence } from './presence';
import { type PusherCredentials, userOfChannelData, verifyChannel } from './pusher-auth';

/** Pusher protocol version 7 (what pusher-js 8 speaks). */
const ACTIVITY_TIMEOUT_S = 120;
/** Connections that answer no ping for this long are dropped. */
const PING_EVERY_MS = 30_000;
const MAX_MESSAGE_BYTES = 10_000;

type Frame = { event: string; channel?: string; data?: unknown };

/**
 * The Pusher-protocol WebSocket endpoint, `/app/{PUSHER_APP_KEY}`, for pusher-js clients: the
 * connection handshake, subscribe/unsubscribe, ping/pong, and our events as Pusher events
 * (`data` is the JSON of the event's data plus its `seq`). A subscription is accepted when its
 * `auth` is the signature POST /pusher/auth gave (HMAC with our secret over socket id, channel and
 * channel data): the signature proves our authorization ran for that socket and that channel,
 * and its channel data names the person (presence needs it).
 * Pusher clients send no last seq, so they get live events only; a reload fetches the lists.
 */
export function startPusherServer(
  httpServer: HttpServer,
  s: { credentials: PusherCredentials; hub: LocalHub; presence: Presence },
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const path = `/app/${s.credentials.key}`;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname.startsWith('/socket.io')) return; // Socket.IO's own listener answers it.
    if (pathname !== path) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws));
  };
  httpServer.on('upgrade', onUpgrade);

  const alive = new WeakSet<WebSocket>();
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();

  function serve(ws: WebSocket) {
    const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    let userId: number | null = null;
    let presenceId: Promise<string | null> | null = null;
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));

    const send = (f: Frame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(f));
    };
    const subscriber: Subscriber = {
      get userId() {
        return userId ?? 0;
      },
      send: (e: RealtimeEnvelope) =>
        send({ event: e.event, channel: e.channel, data: JSON.stringify({ ...e.data, seq: e.seq }) }),
    };
    const error = (message: string, code: number | null = null) =>
      send({ event: 'pusher:error', data: { message, code } });

    const subscribe = async (data: { channel?: unknown; auth?: unknown; channel_data?: unknown }) => {
      const channel = data.channel;
      if (typeof channel !== 'string' || !parseChannel(channel)) return error('Unknown channel.', 4009);
      const person = userOfChannelData(data.channel_data);
      const signed =
        typeof data.channel_data === 'string' &&
        verifyChannel(s.credentials, socketId, channel, data.auth, data.channel_data);
      // One connection, one person: a signature for someone else is refused.
      if (!signed || person === null || (userId !== null && person !== userId)) {
        send({
          event: 'pusher:subscription_error',
          channel,
          data: { type: 'AuthError', error: 'Invalid signature.', status: 401 },
        });
        return;
      }
      if (userId === null) {
        userId = person;
        presenceId = s.presence.connect(person).catch(() => null);
      }
      const ack = await s.hub.subscribe(subscriber, channel);
      if (ack.ok) send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
      else error(ack.error, 4301);
    };

    ws.on('message', (raw) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(raw)) as Frame;
      } catch {
        return error('Invalid JSON.', 4200);
      }
      const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) ?? {};
      switch (frame.event) {
        case 'pusher:ping':
          return send({ event: 'pusher:pong', data: {} });
        case 'pusher:subscribe':
          return void subscribe(data as Record<string, unknown>);
        case 'pusher:unsubscribe': {
          const channel = (data as { channel?: unknown }).channel;
          if (typeof channel === 'string') s.hub.unsubscribe(subscriber, channel);
          return;
        }
        default:
          // Client events (client-*) are not allowed: everything goes through the API.
          return error(`Unsupported event ${String(frame.event).slice(0, 40)}.`, 4301);
      }
    });

    ws.on('close', () => {
      s.hub.remove(subscriber);
      void presenceId?.then((id) => (id ? s.presence.disconnect(id) : undefined)).catch(() => {});
    });

    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
    });
  }

  return {
    async close() {
      clearInterval(pinger);
      httpServer.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
