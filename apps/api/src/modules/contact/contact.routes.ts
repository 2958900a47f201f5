import { contactBody, newsletterBody } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reply } from '../../lib/http';
import type { Services } from '../../services';

export const contactRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact-us',
      { config: { auth: 'optional' }, schema: { tags: ['contact'], body: contactBody } },
      async (req) => reply(await s.contact.submit(req.body, req.auth?.userId ?? null, req.ip)),
    );
    app.post(
      '/newsltter-subscription',
      { config: { auth: 'public' }, schema: { tags: ['contact'], body: newsletterBody } },
      async (req) => reply(await s.contact.subscribe(req.body.email)),
    );
  };
