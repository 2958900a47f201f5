import { idParams, skillsCreateBody, visibilityBody } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { Services } from '../../services';
import { LICENSE_TYPES } from './license-catalog';
import { SECTIONS } from './sections.config';

const tags = ['individual-profile'];
const cfg = { auth: 'user' as const };

/** Every profile section's calls at the spec's paths (endpoints.tsv, Individual sections). */
export const sectionsRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.sections;
    for (const sec of SECTIONS) {
      const base = '/individual';
      app.get(`${base}${sec.list}`, { config: cfg, schema: { tags } }, async (req) =>
        ok(`${sec.label} list.`, await svc.list(sec.key, caller(req).userId)),
      );
      app.get(`${base}${sec.show}`, { config: cfg, schema: { tags, params: idParams } }, async (req) =>
        ok(sec.label, await svc.show(sec.key, caller(req).userId, req.params.id)),
      );
      const createBody = sec.key === 'skills' ? skillsCreateBody : sec.body;
      for (const method of sec.create.methods) {
        app.route({
          method,
          url: `${base}${sec.create.path}`,
          config: cfg,
          schema: { tags, body: createBody },
          handler: async (req) =>
            reply(await svc.create(sec.key, caller(req).userId, req.body as Record<string, unknown>)),
        });
      }
      for (const method of sec.update.methods) {
        app.route({
          method,
          url: `${base}${sec.update.path}`,
          config: cfg,
          schema: { tags, params: idParams, body: sec.body },
          handler: async (req) =>
            reply(
              await svc.update(
                sec.key,
                caller(req).userId,
                req.params.id,
                req.body as Record<string, unknown>,
              ),
            ),
        });
      }
      app.delete(`${base}${sec.remove}`, { config: cfg, schema: { tags, params: idParams } }, async (req) =>
        reply(await svc.remove(sec.key, caller(req).userId, req.params.id)),
      );
      for (const method of sec.visibility.methods) {
        app.route({
          method,
          url: `${base}${sec.visibility.path}`,
          config: cfg,
          schema: { tags, params: idParams },
          handler: async (req) =>
            reply(await svc.toggleVisibility(sec.key, caller(req).userId, req.params.id)),
        });
      }
    }

    app.get('/license-list', { config: { auth: 'public' }, schema: { tags } }, async () =>
      ok('License types.', LICENSE_TYPES),
    );
    app.get('/individual/visibility', { config: cfg, schema: { tags } }, async (req) =>
      ok('Visibility settings.', await s.accounts.visibility(caller(req).userId)),
    );
    app.post('/individual/visibility', { config: cfg, schema: { tags, body: visibilityBody } }, async (req) =>
      reply(await s.accounts.setVisibility(caller(req).userId, req.body)),
    );
  };
