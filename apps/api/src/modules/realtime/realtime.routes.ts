import { pusherAuthBody, pusherAuthResponse } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors';
import type { AuthPorts } from '../../plugins/auth';
import { caller } from '../../plugins/auth';
import { LocalHub } from './local-hub';
import { startPusherServer } from './pusher-server';
import type { RealtimeService } from './realtime.service';
import { startSocketServer } from './socket-server';

const tags = ['realtime'];

export const realtimeRoutes =
  (s: { realtime: RealtimeService; sessions: () => AuthPorts['sessions'] }): FastifyPluginAsyncZod =>
  async (app) => {
    // pusher-js posts its channel authorization as a form; only this plugin's routes take forms.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post(
      '/pusher/auth',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'authorizePusherChannel',
          summary: 'Sign a realtime channel subscription for a Pusher-protocol socket',
          description:
            'Form-encoded (as pusher-js sends it) or JSON. Answers the signature at the top level (pusher-js) and in the envelope.',
          body: pusherAuthBody,
          response: { 200: pusherAuthResponse },
        },
      },
      async (req) => {
        const signed = await s.realtime.pusherAuth(caller(req), req.body.socket_id, req.body.channel_name);
        if (!signed) throw forbidden('You may not subscribe to this channel.');
        return { status: 'success' as const, message: 'Channel authorized.', data: signed, ...signed };
      },
    );

    // The WebSocket endpoints share the API's HTTP server. They start when it listens (an app that
    // is only injected into, like most tests, opens no sockets and no Redis readers) and stop
    // before it closes (open WebSockets would otherwise hold the close).
    let stop: (() => Promise<void>) | null = null;
    const start = () => {
      const hub = new LocalHub(s.realtime.log);
      const sockets = startSocketServer(app.server, app.deps, { ...s, hub });
      const bus = s.realtime.bus.listen(
        (m) =>
          m.kind === 'end-session'
            ? sockets.endSession(m.sessionId)
            : m.kind === 'end-user'
              ? sockets.endUser(m.userId)
              : hub.deliver(m),
        (e) => app.log.warn({ err: e }, 'realtime bus'),
      );
      const pusher = startPusherServer(app.server, {
        credentials: s.realtime.pusher,
        hub,
        presence: s.realtime.presence,
      });
      stop = async () => {
        await Promise.allSettled([sockets.close(), pusher.close()]);
        await Promise.allSettled([bus.close(), s.realtime.presence.close()]);
      };
    };
    app.server.once('listening', start);
    app.addHook('preClose', async () => {
      app.server.off('listening', start);
      await stop?.();
    });
  };
