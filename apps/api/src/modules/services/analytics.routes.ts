import { envelope, serviceAnalyticsView, serviceOwnerParams } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { ServiceAnalytics } from './analytics.service';
import { individualOwner } from './service-owner';

/** GET individual/{slug}/service-gallery/analytics: the caller's own services only (another slug: 404). */
export const analyticsRoutes =
  (s: { analytics: ServiceAnalytics }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/individual/:slug/service-gallery/analytics',
      {
        config: { auth: 'individual' },
        schema: {
          tags: ['services'],
          operationId: 'getIndividualServiceAnalytics',
          summary:
            "An individual's services: totals (services, active, promoted, views) and views per service",
          params: serviceOwnerParams,
          response: { 200: envelope(serviceAnalyticsView) },
        },
      },
      async (req) => {
        // Checks the slug is the caller's own (another individual's analytics: 404).
        individualOwner(req, 'Analytics not found.');
        return ok('Service analytics.', await s.analytics.ofIndividual(caller(req).userId));
      },
    );
  };
