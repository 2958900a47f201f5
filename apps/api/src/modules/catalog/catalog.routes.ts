import {
  appConfigView,
  categoryList,
  categoryListingView,
  categoryParams,
  envelope,
  publicJobsQuery,
  specialtyList,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

export const catalogRoutes =
  (s: { catalog: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/specialty',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listSpecialties',
          summary: 'The health-care specialties a user can choose from',
          response: { 200: envelope(specialtyList) },
        },
      },
      async () => ok('Specialties.', s.catalog.specialties()),
    );
    app.get(
      '/categories',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listCategories',
          summary: 'The job categories, with the title and description of their pages',
          response: { 200: envelope(categoryList) },
        },
      },
      async () => ok('Categories.', s.catalog.categories()),
    );
    app.get(
      '/category/:id/:mode',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'showCategoryListings',
          summary:
            "A category page's listings: its published jobs (mode all or jobs), service posts and requests",
          params: categoryParams,
          querystring: publicJobsQuery,
          response: { 200: envelope(categoryListingView) },
        },
      },
      async (req) =>
        ok(
          'Category listings.',
          await s.catalog.category(req.params.id, req.params.mode, req.query.page, req.query.perPage),
        ),
    );
    app.get(
      '/app-config',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'getAppConfig',
          summary: 'Public settings the web app reads at run time (blog address, test payments)',
          response: { 200: envelope(appConfigView) },
        },
      },
      async () => ok('App configuration.', s.catalog.appConfig()),
    );
  };
