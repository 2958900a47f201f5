import type { JobSearchResultView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import type { SearchState } from '../search-state';
import { searchKeys } from './keys';

export const JOB_PAGE_SIZE = 20;

/** GET search-job: the words, every job filter, sort and page of the URL. */
export const searchJobQuery = (s: SearchState) => {
  const qs = queryParams({
    q: s.q,
    ...s.filters,
    ...s.lists,
    sort: s.sort === 'relevance' ? null : s.sort,
    page: s.page,
    pageSize: JOB_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: searchKeys.kind('search-job', qs),
    queryFn: async () => (await get<JobSearchResultView>(`/search-job?${qs}`)).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
