import {
  appConfigView,
  categoryIdParams,
  categoryList,
  categoryListingView,
  categoryParams,
  type Envelope,
  envelope,
  publicJobsQuery,
  specialtyList,
  subCategoryList,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/http';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

export const catalogRoutes =
  (s: { catalog: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * A public GET without input: one catalog list or setting, the same for every caller. Its
     * reply is named for Fastify, which cannot work out `envelope(view)` of a view type parameter.
     */
    const publicRead = <V extends z.ZodType>(r: {
      url: string;
      operationId: string;
      summary: string;
      view: V;
      message: string;
      read: () => z.output<V> | Promise<z.output<V>>;
    }) =>
      app.get<{ Reply: Envelope<z.output<V>> }>(
        r.url,
        {
          config: { auth: 'public' },
          schema: {
            tags,
            operationId: r.operationId,
            summary: r.summary,
            response: { 200: envelope(r.view) },
          },
        },
        async () => ok(r.message, await r.read()),
      );

    publicRead({
      url: '/specialty',
      operationId: 'listSpecialties',
      summary: 'The health-care specialties a user can choose from',
      view: specialtyList,
      message: 'Specialties.',
      read: () => s.catalog.specialties(),
    });
    publicRead({
      url: '/categories',
      operationId: 'listCategories',
      summary:
        'The service taxonomy in order: each category page with its title, job category and license rule',
      view: categoryList,
      message: 'Categories.',
      read: () => s.catalog.categories(),
    });
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
    publicRead({
      url: '/app-config',
      operationId: 'getAppConfig',
      summary: 'Public settings the web app reads at run time (blog address, test payments)',
      view: appConfigView,
      message: 'App configuration.',
      read: () => s.catalog.appConfig(),
    });
  };
