import { outboxQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { ok } from '../../lib/http';
import { outboxRepository } from '../outbox/outbox.repository';

/** Registered only outside production: lets a local user read OTP codes and verification links. */
export const devRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      { config: { auth: 'public' }, schema: { tags: ['dev'], querystring: outboxQuery } },
      async (req) => {
        const rows = await outboxRepository.newest(deps.db, req.query.limit, req.query.to);
        return ok(
          'Newest outgoing messages.',
          rows.map((r) => ({
            id: r.id,
            to: r.to,
            channel: r.channel,
            subject: r.subject,
            text: r.text,
            status: r.status,
            created_at: r.created_at.toISOString(),
          })),
        );
      },
    );
  };
