import { currentPlan, currentPlanQuery, envelope, plansView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import { caller } from '../../plugins/auth';
import type { PlansService } from './plans.service';

const tags = ['plans'];

export const plansRoutes =
  (s: { plans: PlansService }): FastifyPluginAsyncZod =>
  async (app) => {
    const plansCache = microCache(10_000);
    app.get(
      '/plans/current',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'getCurrentPlan',
          summary: 'The plan the caller (or the organization named by ?slug) is on; Basic when none',
          querystring: currentPlanQuery,
          response: { 200: envelope(currentPlan) },
        },
      },
      async (req) => ok('Current plan.', await s.plans.current(caller(req), req.query.slug)),
    );
    app.get(
      '/plans/:plan',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'getPlans',
          summary: "A plan by slug, or every plan of an audience ('individual' or 'organization')",
          params: z.object({ plan: z.string().min(1).max(80) }),
          // The cached body is sent already serialized: this view documents it but does not filter it.
          response: { 200: envelope(plansView) },
        },
      },
      // Plans change only with a deploy; a 10-second cache spares the database on every pricing page.
      async (req, res) =>
        plansCache.send(res, req.params.plan, async () => ok('Plans.', await s.plans.show(req.params.plan))),
    );
  };
