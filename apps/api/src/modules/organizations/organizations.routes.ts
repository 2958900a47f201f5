import { archiveBody, organizationListQuery, organizationSlugParams } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['organizations'];

export const organizationsRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const o = s.organizations;
    app.get(
      '/organization/list',
      { config: { auth: 'user' }, schema: { tags, querystring: organizationListQuery } },
      async (req) =>
        ok('Organizations.', await o.list(caller(req).userId, req.query.filter, req.query.search)),
    );
    app.get(
      '/organization/:slug/show',
      { config: { auth: 'user' }, schema: { tags, params: organizationSlugParams } },
      async (req) => ok('Organization.', await o.show(req.params.slug, caller(req).userId)),
    );
    app.get('/show-assigned-organization', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      ok('Assigned organizations.', await o.assigned(caller(req).userId)),
    );
    // Spec lists both organization/{id}/archive and organization/{slug}/archive: one route takes either.
    app.put(
      '/organization/:ref/archive',
      {
        config: { auth: 'user' },
        schema: { tags, params: z.object({ ref: z.string().min(1).max(140) }), body: archiveBody.optional() },
      },
      async (req) => reply(await o.archive(req.params.ref, caller(req).userId, req.body?.is_archived)),
    );
  };
