import {
  envelope,
  featureServicesView,
  publicServiceParams,
  publicServicesQuery,
  serviceView,
  viewerSlugQuery,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { microCache } from '../../lib/micro-cache';
import type { ServicesService } from './services.service';

const tags = ['services'];

/** The public side: the /services page's list (featured + latest) and the public service pages. */
export const publicRoutes =
  (s: { services: ServicesService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The same for every visitor: five seconds of in-process cache per query (as feature-jobs).
    const listCache = microCache(5_000);
    app.get(
      '/feature-services',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listFeaturedServices',
          summary:
            'Promoted services of a kind (first page) and the latest matching the filters, a page at a time by cursor',
          querystring: publicServicesQuery,
          response: { 200: envelope(featureServicesView) },
        },
      },
      async (req, res) =>
        listCache.send(res, JSON.stringify(req.query), async () =>
          ok('Featured services.', await s.services.feature(req.query)),
        ),
    );
    // The spec names the post's public page; a request's and a gallery's pages (linked from the same
    // /services lists and category pages) follow its shape.
    const pages = [
      { path: 'service-post', kind: 'post', id: 'showPublicServicePost', what: 'A service post' },
      { path: 'service-request', kind: 'request', id: 'showPublicServiceRequest', what: 'A service request' },
      { path: 'service-gallery', kind: 'gallery', id: 'showPublicServiceGallery', what: 'A service gallery' },
    ] as const;
    for (const page of pages)
      app.get(
        `/${page.path}/:serviceSlug/show`,
        {
          config: { auth: 'optional' },
          schema: {
            tags,
            operationId: page.id,
            summary: `${page.what}'s public page (active, not a draft); ?{role}_slug= is the viewer's own slug`,
            params: publicServiceParams,
            querystring: viewerSlugQuery,
            response: { 200: envelope(serviceView) },
          },
        },
        async (req) =>
          ok(
            'The service.',
            await s.services.publicShow(page.kind, req.params.serviceSlug, req.auth, req.query),
          ),
      );
  };
