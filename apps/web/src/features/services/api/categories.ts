import type { CategoryView, SubCategoryView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { servicesKeys } from './keys';

/** GET /categories: the service taxonomy (seeded data, changes with a release). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: servicesKeys.categories,
    queryFn: async () => (await get<CategoryView[]>('/categories')).data,
    staleTime: 60 * 60_000,
  });

/** GET /sub-categories/{id}: a category's sub-categories. */
export const subCategoriesQuery = (category: number) =>
  queryOptions({
    queryKey: servicesKeys.subCategories(category),
    queryFn: async () => (await get<SubCategoryView[]>(`/sub-categories/${category}`)).data,
    staleTime: 60 * 60_000,
  });
