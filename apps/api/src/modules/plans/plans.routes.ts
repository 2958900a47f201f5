import { currentPlanQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['plans'];

export const plansRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const plansCache = microCache(10_000);
    app.get(
      '/plans/current',
      { config: { auth: 'user' }, schema: { tags, querystring: currentPlanQuery } },
      async (req) => ok('Current plan.', await s.plans.current(caller(req), req.query.slug)),
    );
    // `plans/{plan}`: a plan by slug, or every plan of an audience ('individual' | 'organization').
    app.get(
      '/plans/:plan',
      { config: { auth: 'public' }, schema: { tags, params: z.object({ plan: z.string().min(1).max(80) }) } },
      // Plans change only with a deploy; a 10-second cache spares the database on every pricing page.
      async (req, res) =>
        plansCache.send(res, req.params.plan, async () => ok('Plans.', await s.plans.show(req.params.plan))),
    );
  };
