import { contactBody, messageOnly, newsletterBody } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reply } from '../../lib/http';
import type { ContactService } from './contact.service';

const tags = ['contact'];
const response = { 200: messageOnly };

export const contactRoutes =
  (s: { contact: ContactService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact-us',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'submitContactForm',
          summary: 'Send a message to HCTL support (the sender gets a copy)',
          body: contactBody,
          response,
        },
      },
      async (req) => reply(await s.contact.submit(req.body, req.auth?.userId ?? null, req.ip)),
    );
    app.post(
      '/newsltter-subscription',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'subscribeToNewsletter',
          summary: 'Subscribe an e-mail address to the newsletter',
          body: newsletterBody,
          response,
        },
      },
      async (req) => reply(await s.contact.subscribe(req.body.email)),
    );
  };
