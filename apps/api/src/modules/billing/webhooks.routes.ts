import { envelope, errorEnvelope, webhookReceiptView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import type { WebhooksService } from './webhooks.service';

/** `POST /api/v1/webhooks/stripe`: the raw body is kept for the signature check. */
export const webhookRoutes =
  (s: { webhooks: WebhooksService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: the signature is over the exact bytes the gateway sent.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/webhooks/stripe',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['webhooks'],
          operationId: 'receiveStripeWebhook',
          summary: 'Stripe event delivery (signed); a replayed event changes nothing',
          // 400: the signature is missing or wrong.
          response: { 200: envelope(webhookReceiptView), 400: errorEnvelope },
        },
      },
      async (req) => {
        const sig = req.headers['stripe-signature'];
        return ok(
          'Webhook received.',
          await s.webhooks.handle(req.body as Buffer, typeof sig === 'string' ? sig : undefined),
        );
      },
    );
  };
