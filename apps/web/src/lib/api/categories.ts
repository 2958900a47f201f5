import type { CategoryView, SubCategoryView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET categories: the service taxonomy (seeded data, changes rarely): pages, filters and forms. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.categories,
    queryFn: async () => (await get<CategoryView[]>('/categories')).data,
    staleTime: 10 * 60_000,
  });

/** GET sub-categories/{id} (the numeric id or the page slug). */
export const subCategoriesQuery = (categoryId: number | string) =>
  queryOptions({
    queryKey: sharedKeys.subCategories(categoryId),
    queryFn: async () =>
      (await get<SubCategoryView[]>(`/sub-categories/${encodeURIComponent(categoryId)}`)).data,
    staleTime: 10 * 60_000,
  });
