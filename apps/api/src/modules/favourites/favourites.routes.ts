import {
  envelope,
  favouriteListQuery,
  favouriteListView,
  favouriteOwnerParams,
  favouriteSavedView,
  favouriteSaveParams,
} from '@hctl/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { type AuthRequirement, caller, orgOf } from '../../plugins/auth';
import type { FavouriteOwner, FavouritesService } from './favourites.service';

const tags = ['favourites'];

/** An individual's favourites are their own (another slug: not found); an organization's, any member's. */
const ROLES: { role: FavouriteOwner['role']; Role: string; auth: AuthRequirement }[] = [
  { role: 'individual', Role: 'Individual', auth: 'individual' },
  { role: 'organization', Role: 'Organization', auth: { org: 'member' } },
];

function ownerOf(req: FastifyRequest, role: FavouriteOwner['role']): FavouriteOwner {
  const auth = caller(req);
  if (role === 'organization') return { role, auth, access: orgOf(req) };
  const { slug } = req.params as { slug?: string };
  if (slug !== undefined && slug !== auth.slug) throw notFound('Profile not found.');
  return { role, auth };
}

export const favouritesRoutes =
  (s: { favourites: FavouritesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const svc = s.favourites;
    // The spec's `{role}/[{slug}/]favorites-listing` without a slug: the caller's own (an individual's).
    app.get(
      '/individual/favorites-listing',
      {
        config: { auth: 'individual' },
        schema: {
          tags,
          operationId: 'listMyFavourites',
          summary: "The caller's saved items, newest first (filter by kind)",
          querystring: favouriteListQuery,
          response: { 200: envelope(favouriteListView) },
        },
      },
      async (req) => ok('Your favourites.', await svc.list(ownerOf(req, 'individual'), req.query)),
    );
    for (const { role, Role, auth } of ROLES) {
      app.get(
        `/${role}/:slug/favorites-listing`,
        {
          config: { auth },
          schema: {
            tags,
            operationId: `list${Role}Favourites`,
            summary: 'Saved items as cards, newest first (filter by kind); items gone or hidden are skipped',
            params: favouriteOwnerParams,
            querystring: favouriteListQuery,
            response: { 200: envelope(favouriteListView) },
          },
        },
        async (req) => ok('Favourites.', await svc.list(ownerOf(req, role), req.query)),
      );
      app.post(
        `/${role}/:slug/:mode/:target/save`,
        {
          config: { auth },
          schema: {
            tags,
            operationId: `toggle${Role}Favourite`,
            summary:
              'Save or unsave a job (its id), service, request, gallery, profile, organization or group (its slug); answers saved true|false',
            params: favouriteSaveParams,
            response: { 200: envelope(favouriteSavedView) },
          },
        },
        async (req) => reply(await svc.toggle(ownerOf(req, role), req.params.mode, req.params.target)),
      );
    }
  };
