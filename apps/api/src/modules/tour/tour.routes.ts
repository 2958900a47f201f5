import { tourProgressBody, tourUpdateBody } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

export const tourRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/tour-guide', { config: { auth: 'user' }, schema: { tags: ['tour'] } }, async (req) =>
      ok('Tour status.', await s.tour.get(caller(req).userId)),
    );
    app.post(
      '/tour-guide/update',
      { config: { auth: 'user' }, schema: { tags: ['tour'], body: tourUpdateBody } },
      async (req) => reply(await s.tour.setStatus(caller(req).userId, req.body.status)),
    );
    app.post(
      '/tour-guide/tour-progress',
      { config: { auth: 'user' }, schema: { tags: ['tour'], body: tourProgressBody } },
      async (req) =>
        reply(await s.tour.progress(caller(req).userId, req.body.page, req.body.step, req.body.completed)),
    );
  };
