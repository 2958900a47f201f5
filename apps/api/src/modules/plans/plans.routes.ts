import { currentPlanQuery } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['plans'];

export const plansRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/plans/current',
      { config: { auth: 'user' }, schema: { tags, querystring: currentPlanQuery } },
      async (req) => ok('Current plan.', await s.plans.current(caller(req), req.query.slug)),
    );
    // `plans/{plan}`: a plan by slug, or every plan of an audience ('individual' | 'organization').
    app.get(
      '/plans/:plan',
      { config: { auth: 'public' }, schema: { tags, params: z.object({ plan: z.string().min(1).max(80) }) } },
      async (req) => ok('Plans.', await s.plans.show(req.params.plan)),
    );
  };
