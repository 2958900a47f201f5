import type { CATEGORY_MODES, CategoryListingView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './keys';

export type CategoryMode = (typeof CATEGORY_MODES)[number];

/** GET /category/{id}/{mode}?page=&perPage=: a category page's jobs, services and requests, with the category. */
export const fetchCategoryListings = async (id: string, mode: CategoryMode, page: number, perPage: number) =>
  (
    await get<CategoryListingView>(
      `/category/${encodeURIComponent(id)}/${mode}?page=${page}&perPage=${perPage}`,
    )
  ).data;

/** The previous page of the same category stays on screen while the next one loads (no jump to a spinner). */
export const categoryListingsQuery = (id: string, mode: CategoryMode, page = 1, perPage = 12) =>
  queryOptions({
    queryKey: contentKeys.category(id, mode, page, perPage),
    queryFn: () => fetchCategoryListings(id, mode, page, perPage),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[1] === id ? prev : undefined),
  });
