import { envelope, outboxMessageList, outboxQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import type { OutboxService } from '../outbox/outbox.service';

/** Registered only outside production: lets a local user read OTP codes and verification links. */
export const devRoutes =
  (s: { outbox: OutboxService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['dev'],
          operationId: 'listDevOutboxMessages',
          summary: 'Newest outgoing mails and SMS (development only)',
          querystring: outboxQuery,
          response: { 200: envelope(outboxMessageList) },
        },
      },
      async (req) => ok('Newest outgoing messages.', await s.outbox.newest(req.query.limit, req.query.to)),
    );
  };
