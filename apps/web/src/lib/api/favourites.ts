import type { FavouriteListView, FavouriteMode, FavouriteSavedView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, get } from '../api-client';

/** Whose favourites: the signed-in person's, or the organization they act for. */
export type FavouriteOwner = { role: 'individual' | 'organization'; slug: string };

export const favouritesKeys = {
  all: ['favourites'] as const,
  list: (o: FavouriteOwner, filter: string, page: number) =>
    ['favourites', o.role, o.slug, filter, page] as const,
};

export const favouritesQuery = (o: FavouriteOwner, filter: 'all' | FavouriteMode, page = 1, perPage = 12) =>
  queryOptions({
    queryKey: [...favouritesKeys.list(o, filter, page), perPage],
    queryFn: async () =>
      (
        await get<FavouriteListView>(
          `/${o.role}/${o.slug}/favorites-listing?filter=${filter}&page=${page}&perPage=${perPage}`,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** POST {role}/{slug}/{mode}/{target}/save: toggles; the answer says where it ended. */
export const toggleFavourite = (v: { owner: FavouriteOwner; mode: FavouriteMode; target: string }) =>
  api<FavouriteSavedView>(
    'POST',
    `/${v.owner.role}/${v.owner.slug}/${v.mode}/${encodeURIComponent(v.target)}/save`,
  );
