import type { SavedSearchListView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET search-results: the person's saved searches, newest first, with new matching jobs. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: searchKeys.saved,
    queryFn: async () => (await get<SavedSearchListView>('/search-results')).data,
  });
