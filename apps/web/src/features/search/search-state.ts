import type {
  GroupSearchQuery,
  JobSearchQuery,
  JobSearchQueryInput,
  OrganizationSearchQuery,
  ProfileSearchQuery,
  SearchTab,
  ServiceSearchQuery,
} from '@hctl/contracts';
import { SEARCH_WORDS_MAX } from '@hctl/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The contracts' JOB_SEARCH_MAX_PAGE and OTHER_SEARCH_MAX_PAGE: numbered pages stop there. */
const LAST_PAGE = 50;

/**
 * The tabs of /search, in the order shown, by the API's names (`type` in the URL, absent = all).
 * Values are repeated here rather than imported: the contracts' barrel would bring zod into the
 * page; `satisfies` keeps them equal to the contract's.
 */
export const SEARCH_TABS = [
  'all',
  'jobs',
  'services',
  'service_requests',
  'service_galleries',
  'profiles',
  'organizations',
  'groups',
] as const satisfies readonly SearchTab[];
export type { SearchTab };

export const TAB_LABELS: Record<SearchTab, string> = {
  all: 'All',
  jobs: 'Jobs',
  services: 'Services',
  service_requests: 'Requests',
  service_galleries: 'Galleries',
  profiles: 'People',
  organizations: 'Organizations',
  groups: 'Groups',
};

/** Single-valued filters, by their URL (and API query) name. */
export const SCALAR_FILTERS = [
  'category',
  'specialty',
  'city',
  'state',
  'remote',
  'pay_min',
  'pay_max',
  'shift',
  'job_type',
  'posted_within',
  'licensed_for_me',
  'industry',
] as const satisfies readonly (keyof JobSearchQueryInput | keyof OrganizationSearchQuery)[];
export type ScalarFilter = (typeof SCALAR_FILTERS)[number];

/** The filters each tab's call takes (the contracts' queries); `all` takes words only. */
export const TAB_FILTERS: Record<SearchTab, readonly ScalarFilter[]> = {
  all: [],
  jobs: SCALAR_FILTERS.filter((k) => k !== 'industry'),
  services: ['category', 'remote'] satisfies (keyof ServiceSearchQuery)[],
  service_requests: ['category', 'remote'] satisfies (keyof ServiceSearchQuery)[],
  service_galleries: ['category', 'remote'] satisfies (keyof ServiceSearchQuery)[],
  profiles: ['specialty', 'city', 'state'] satisfies (keyof ProfileSearchQuery)[],
  organizations: ['industry', 'city', 'state'] satisfies (keyof OrganizationSearchQuery)[],
  groups: ['category'] satisfies (keyof GroupSearchQuery)[],
};
/** Filters that take several values (repeated in the URL: `benefits=a&benefits=b`). */
export const LIST_FILTERS = ['benefits'] as const satisfies readonly (keyof JobSearchQueryInput)[];
export type ListFilter = (typeof LIST_FILTERS)[number];

export const SORTS = ['relevance', 'newest', 'pay'] as const satisfies readonly NonNullable<
  JobSearchQuery['sort']
>[];
export type SearchSort = (typeof SORTS)[number];

/** Everything a search is: the URL holds all of it, so a search is shareable and Back undoes a step. */
export interface SearchState {
  q: string;
  tab: SearchTab;
  sort: SearchSort;
  page: number;
  filters: Partial<Record<ScalarFilter, string>>;
  lists: Partial<Record<ListFilter, string[]>>;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function parseSearch(p: URLSearchParams, fixedTab?: SearchTab): SearchState {
  const filters: SearchState['filters'] = {};
  const tab = fixedTab ?? oneOf(SEARCH_TABS, p.get('type'), 'all');
  for (const k of TAB_FILTERS[tab]) {
    const v = p.get(k)?.trim();
    if (v) filters[k] = v;
  }
  const lists: SearchState['lists'] = {};
  for (const k of tab === 'jobs' ? LIST_FILTERS : []) {
    const v = p.getAll(k).filter(Boolean);
    if (v.length) lists[k] = [...new Set(v)].sort();
  }
  return {
    // An address typed or shared beyond the API's limits reads as the nearest search it answers.
    q: (p.get('q') ?? '').trim().slice(0, SEARCH_WORDS_MAX).trim(),
    tab,
    sort: oneOf(SORTS, p.get('sort'), 'relevance'),
    page: Math.min(LAST_PAGE, Math.max(1, Math.floor(Number(p.get('page'))) || 1)),
    filters,
    lists,
  };
}

/** The URL form of a state: defaults and empty values left out, so equal searches have equal URLs. */
export function searchParamsOf(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.tab !== 'all') p.set('type', s.tab);
  // Only what the tab's call takes: a filter of another tab does not linger in the URL.
  for (const k of TAB_FILTERS[s.tab]) if (s.filters[k]) p.set(k, s.filters[k]!);
  if (s.tab === 'jobs') for (const k of LIST_FILTERS) for (const v of s.lists[k] ?? []) p.append(k, v);
  if (s.sort !== 'relevance') p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

export const searchHref = (s: Partial<SearchState> & { q?: string }) =>
  `/search?${searchParamsOf({ ...EMPTY_SEARCH, ...s }).toString()}`;

export const EMPTY_SEARCH: SearchState = {
  q: '',
  tab: 'all',
  sort: 'relevance',
  page: 1,
  filters: {},
  lists: {},
};

/** How many filters are set (the mobile "Filters (3)" button). */
export const activeFilterCount = (s: SearchState) =>
  Object.keys(s.filters).length + Object.values(s.lists).reduce((n, l) => n + (l?.length ?? 0), 0);

/** Where a search is shown: /search (tab in the URL), or a page with one tab and its own parameters. */
export interface SearchPlace {
  tab?: SearchTab;
  extra?: Record<string, string>;
}

/**
 * The search state of the current URL and a setter that writes a new URL entry (Back returns to
 * the previous search). A change other than the page starts again at page 1.
 */
export function useSearchState(opts: SearchPlace = {}) {
  const { tab: fixedTab, extra } = opts;
  const [params, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params, fixedTab), [params, fixedTab]);
  const extraKey = JSON.stringify(extra ?? {});
  // Elsewhere than /search the tab is the page's own (not in the URL) and the page's own
  // parameters stay.
  const setParams = useCallback(
    (next: (prev: URLSearchParams) => URLSearchParams) =>
      setSearchParams((prev) => {
        const p = next(prev);
        if (fixedTab) p.delete('type');
        for (const [k, v] of Object.entries(JSON.parse(extraKey) as Record<string, string>)) p.set(k, v);
        return p;
      }),
    [setSearchParams, fixedTab, extraKey],
  );
  const update = useCallback(
    (change: Partial<SearchState>) => {
      setParams((prev) => {
        const cur = parseSearch(prev, fixedTab);
        const next = { ...cur, ...change };
        if (!('page' in change)) next.page = 1;
        return searchParamsOf(next);
      });
    },
    [setParams, fixedTab],
  );
  /** Sets several filters in one URL change (a null or empty value removes the filter). */
  const setFilters = useCallback(
    (patch: Partial<Record<ScalarFilter, string | null>>) =>
      setParams((prev) => {
        const cur = parseSearch(prev, fixedTab);
        const filters = { ...cur.filters };
        for (const [k, v] of Object.entries(patch) as [ScalarFilter, string | null][]) {
          if (v) filters[k] = v;
          else delete filters[k];
        }
        return searchParamsOf({ ...cur, filters, page: 1 });
      }),
    [setParams, fixedTab],
  );
  const setFilter = useCallback((k: ScalarFilter, v: string | null) => setFilters({ [k]: v }), [setFilters]);
  const setList = useCallback(
    (k: ListFilter, v: string[]) =>
      setParams((prev) => {
        const cur = parseSearch(prev, fixedTab);
        return searchParamsOf({ ...cur, lists: { ...cur.lists, [k]: v }, page: 1 });
      }),
    [setParams, fixedTab],
  );
  const clearFilters = useCallback(
    () =>
      setParams((prev) =>
        searchParamsOf({ ...parseSearch(prev, fixedTab), filters: {}, lists: {}, page: 1 }),
      ),
    [setParams, fixedTab],
  );
  return { state, update, setFilter, setFilters, setList, clearFilters };
}
