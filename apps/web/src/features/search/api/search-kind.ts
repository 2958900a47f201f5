import type {
  GroupSearchResultView,
  OrganizationSearchResultView,
  ProfileSearchResultView,
  ServiceSearchResultView,
} from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { queryParams } from '../../../lib/query-string';
import { type SearchState, TAB_FILTERS } from '../search-state';
import { searchKeys } from './keys';

export const KIND_PAGE_SIZE = 20;

/** The result view of each of the other kinds' calls, by tab. */
export interface KindResults {
  services: ServiceSearchResultView;
  service_requests: ServiceSearchResultView;
  service_galleries: ServiceSearchResultView;
  profiles: ProfileSearchResultView;
  organizations: OrganizationSearchResultView;
  groups: GroupSearchResultView;
}
export type OtherTab = keyof KindResults;

/** Spec §7's call for each tab (paths exactly as the spec writes them). */
const PATHS: Record<OtherTab, string> = {
  services: '/search-service',
  service_requests: '/search-service-requests',
  service_galleries: '/search-gallery',
  profiles: '/search-profile',
  organizations: '/search-organization',
  groups: '/search-groups',
};

/** GET search-service, search-service-requests, search-gallery, search-profile, search-organization, search-groups. */
export const searchKindQuery = <T extends OtherTab>(tab: T, s: SearchState) => {
  const filters = Object.fromEntries(TAB_FILTERS[tab].map((k) => [k, s.filters[k]]));
  const qs = queryParams({
    q: s.q,
    ...filters,
    // These kinds sort by relevance or date only.
    sort: s.sort === 'newest' ? 'newest' : null,
    page: s.page,
    pageSize: KIND_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: searchKeys.kind(PATHS[tab], qs),
    queryFn: async () => (await get<KindResults[T]>(`${PATHS[tab]}?${qs}`)).data,
    // The previous page stays on screen while the next loads, but only within one tab: another tab's
    // results have another shape (shown as this tab's, they broke the page).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === PATHS[tab] ? keepPreviousData(previous) : undefined,
    staleTime: 30_000,
  });
};
