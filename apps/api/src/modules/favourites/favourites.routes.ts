import {
  envelope,
  favouriteListQuery,
  favouriteListView,
  favouriteOwnerParams,
  favouriteRoleParams,
  favouriteSavedView,
  favouriteSaveParams,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refused } from '../../kit/responses';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import type { FavouritesService } from './favourites.service';

const tags = ['favourites'];

/**
 * The spec's `{role}/[{slug}/]favorites-listing` and `{role}/{slug}/{mode}/{target}/save`. Whose
 * favourites they are is decided in the service (`ownerFor`): one route serves both kinds of owner.
 */
export const favouritesRoutes =
  (s: { favourites: FavouritesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.favourites;
    app.get(
      '/:role/favorites-listing',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listMyFavourites',
          summary: "The caller's own saved items (an individual's), newest first (filter by kind)",
          params: favouriteRoleParams,
          querystring: favouriteListQuery,
          response: { 200: envelope(favouriteListView), ...refused },
        },
      },
      async (req) =>
        ok('Your favourites.', await svc.list(await svc.ownerFor(caller(req), req.params.role), req.query)),
    );
    app.get(
      '/:role/:slug/favorites-listing',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'listFavourites',
          summary: 'Saved items as cards, newest first (filter by kind); items gone or hidden are skipped',
          params: favouriteOwnerParams,
          querystring: favouriteListQuery,
          response: { 200: envelope(favouriteListView), ...refused },
        },
      },
      async (req) => {
        const owner = await svc.ownerFor(caller(req), req.params.role, req.params.slug);
        return ok('Favourites.', await svc.list(owner, req.query));
      },
    );
    app.post(
      '/:role/:slug/:mode/:target/save',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'toggleFavourite',
          summary:
            'Save or unsave a job (its id), service, request, gallery, profile, organization or group (its slug); answers saved true|false',
          params: favouriteSaveParams,
          response: { 200: envelope(favouriteSavedView), ...refused },
        },
      },
      async (req) => {
        const owner = await svc.ownerFor(caller(req), req.params.role, req.params.slug);
        return reply(await svc.toggle(owner, req.params.mode, req.params.target));
      },
    );
  };
