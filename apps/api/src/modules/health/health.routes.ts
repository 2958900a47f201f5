import { healthyEnvelope, unhealthyEnvelope } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes =
  (s: { health: HealthService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        // Load balancers and monitors poll it: a rate limit would turn a healthy API into a 429.
        config: { auth: 'public', rateLimit: false },
        schema: {
          tags: ['health'],
          operationId: 'getHealth',
          summary: 'Whether the API, its database and its Redis answer (200) or not (503)',
          response: { 200: healthyEnvelope, 503: unhealthyEnvelope },
        },
      },
      async (_req, res) => {
        const { healthy, checks } = await s.health.check();
        if (healthy)
          return res
            .status(200)
            .send({ status: 'success', message: 'All systems operational.', data: checks });
        return res.status(503).send({
          status: 'error',
          message: 'Some dependencies are unavailable.',
          data: checks,
          errors: {},
          code: 'unhealthy',
        });
      },
    );
  };
