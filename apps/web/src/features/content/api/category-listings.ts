import type { CategoryListingView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /category/{id}/all: the category page's published jobs (service lists are empty for now). */
export const fetchCategoryListings = async (id: string) =>
  (await get<CategoryListingView>(`/category/${encodeURIComponent(id)}/all?perPage=50`)).data;

export const categoryListingsQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.category(id), queryFn: () => fetchCategoryListings(id) });
