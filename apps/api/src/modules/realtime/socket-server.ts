import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents, SubscribeAck } from '@hctl/contracts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import type { AuthPorts } from '../../plugins/auth';
import type { LocalHub, Subscriber } from './local-hub';
import type { RealtimeService } from './realtime.service';

interface SocketData {
  auth: AuthContext;
  token: string;
}

const validSeq = (v: unknown) => v === undefined || (Number.isSafeInteger(v) && (v as number) >= 0);

/**
 * Socket.IO on the API's HTTP server (`/socket.io`, WebSocket only). The handshake carries the
 * bearer token (`auth: { token }`), resolved by the same session code as HTTP. Events reach the
 * sockets through the hub (fed by the realtime bus); the Redis Streams adapter makes the servers
 * one cluster across API processes, so room operations (`io.in('user:12').fetchSockets()`,
 * `disconnectSockets()`) reach every process's sockets (each socket joins `user:{id}` and
 * `session:{id}`).
 */
export function startSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  s: { realtime: RealtimeService; sessions: () => AuthPorts['sessions']; hub: LocalHub },
) {
  const adapterRedis = new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 2 });
  adapterRedis.on('error', () => {});
  const name = `${deps.keyPrefix}rt:sio`;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    httpServer,
    {
      path: '/socket.io',
      transports: ['websocket'],
      // Other upgrade paths belong to the Pusher-protocol endpoint.
      destroyUpgrade: false,
      serveClient: false,
      cors: { origin: deps.config.isProduction ? deps.config.APP_URL : true },
      adapter: createAdapter(adapterRedis, {
        streamName: name,
        channelPrefix: name,
        sessionKeyPrefix: `${name}:s:`,
      }),
    },
  );

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const auth =
      typeof token === 'string' && token
        ? await s
            .sessions()
            .resolve(token)
            .catch(() => null)
        : null;
    if (!auth) return next(new Error('Unauthenticated.'));
    socket.data.auth = auth;
    socket.data.token = token as string;
    next();
  });

  io.on('connection', (socket) => {
    const { auth, token } = socket.data;
    const subscriber: Subscriber = { userId: auth.userId, send: (e) => socket.emit('event', e) };
    void socket.join([`user:${auth.userId}`, `session:${auth.sessionId}`]);
    const presence = s.realtime.presence.connect(auth.userId).catch(() => null);

    socket.on('subscribe', async (request, ack) => {
      if (typeof ack !== 'function') return;
      const answer = (a: SubscribeAck) => ack(a);
      const channel = request?.channel;
      if (typeof channel !== 'string' || !validSeq(request?.last_seq))
        return answer({ ok: false, error: 'Send { channel, last_seq? }.' });
      // The session is checked again on every subscribe: a signed-out token stops here.
      const current = await s
        .sessions()
        .resolve(token)
        .catch(() => null);
      if (!current) {
        answer({ ok: false, error: 'Your session has ended. Sign in again.' });
        socket.disconnect(true);
        return;
      }
      if (!(await s.realtime.authorize(current, channel).catch(() => false)))
        return answer({ ok: false, error: 'You may not subscribe to this channel.' });
      if (socket.disconnected) return;
      answer(await s.hub.subscribe(subscriber, channel, request.last_seq));
    });

    socket.on('unsubscribe', (channel, ack) => {
      if (typeof channel === 'string') s.hub.unsubscribe(subscriber, channel);
      if (typeof ack === 'function') ack({ ok: true });
    });

    socket.on('disconnect', () => {
      s.hub.remove(subscriber);
      void presence.then((id) => (id ? s.realtime.presence.disconnect(id) : undefined)).catch(() => {});
    });
  });

  return {
    io,
    /** Closes this process's sockets of a session (every process gets the bus message). */
    endSession: (sessionId: string) => io.local.in(`session:${sessionId}`).disconnectSockets(true),
    /** Closes this process's sockets of a person (every process gets the bus message). */
    endUser: (userId: number) => io.local.in(`user:${userId}`).disconnectSockets(true),
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      // Not io.close(): it would also close the HTTP server, which Fastify owns.
      await io.of('/').adapter.close();
      adapterRedis.disconnect();
    },
  };
}
