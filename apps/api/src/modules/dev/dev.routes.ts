import {
  devAlertsRun,
  devDigestRequest,
  devDigestRun,
  envelope,
  outboxMessageList,
  outboxQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import type { OutboxService } from '../outbox/outbox.service';
import type { DevRunPorts } from './dev.module';

/**
 * Registered only outside production: lets a local user read OTP codes and verification links, and
 * run what the worker runs on a schedule (saved-search alerts every 10 minutes, the digest at the
 * person's hour) when they want to see its result now.
 */
export const devRoutes =
  (s: { outbox: OutboxService; run: DevRunPorts }): FastifyPluginAsyncZod =>
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

    app.post(
      '/dev/run/search-alerts',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['dev'],
          operationId: 'runDevSearchAlerts',
          summary: "Run saved searches' job alerts now, without the settling delay (development only)",
          response: { 200: envelope(devAlertsRun) },
        },
      },
      // Settle 0: the scheduled run leaves the last two minutes' jobs to the next run.
      async () => ok('Saved-search alerts ran.', { notified: await s.run().alerts.runAlerts(200, 0) }),
    );

    app.post(
      '/dev/run/digest',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['dev'],
          operationId: 'runDevDigest',
          summary: "Send one person's notification digest now (development only)",
          body: devDigestRequest,
          response: { 200: envelope(devDigestRun) },
        },
      },
      async (req) => {
        const sent = await s.run().digest.digestNow(req.body.email);
        return ok(sent ? 'The digest has been sent.' : 'Nothing unread to send.', { sent });
      },
    );
  };
