import {
  appConfigView,
  categoryIdParams,
  categoryList,
  categoryListingView,
  categoryParams,
  envelope,
  publicJobsQuery,
  specialtyList,
  subCategoryList,
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
          summary:
            'The service taxonomy in order: each category page with its title, job category and license rule',
          response: { 200: envelope(categoryList) },
        },
      },
      async () => ok('Categories.', await s.catalog.categories()),
    );
    app.get(
      '/sub-categories/:id',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'listSubCategories',
          summary: "A category's sub-categories (the category by numeric id or page slug)",
          params: categoryIdParams,
          response: { 200: envelope(subCategoryList) },
        },
      },
      async (req) => ok('Sub-categories.', await s.catalog.subCategories(req.params.id)),
    );
    app.get(
      '/category/:id/:mode',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          operationId: 'showCategoryListings',
          summary:
            "A category page's listings (by page slug or id): its open jobs (job categories), latest service posts and requests",
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
