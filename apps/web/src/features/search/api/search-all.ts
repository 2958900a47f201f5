import type { SearchAllView, SearchTab } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import { searchKeys } from './keys';

/**
 * GET search?page={n}&{role}_slug={slug}&q=&type=all: the counts of every tab and the `all` tab's
 * few top hits per kind. `roleSlug` names the area the page is shown in (spec §7).
 */
export const searchAllQuery = (q: string, roleSlug: { role: string; slug: string } | null) => {
  const qs = queryParams({
    q,
    type: 'all' satisfies SearchTab,
    page: 1,
    ...(roleSlug ? { [`${roleSlug.role}_slug`]: roleSlug.slug } : {}),
  });
  return queryOptions({
    queryKey: searchKeys.overview(qs),
    queryFn: async () => (await get<SearchAllView>(`/search?${qs}`)).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
