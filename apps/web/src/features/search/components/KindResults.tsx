import type { FacetBucketView } from '@hctl/contracts';
import { Grid, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { categoriesQuery } from '../../../lib/api/categories';
import {
  KIND_PAGE_SIZE,
  type OtherTab,
  type KindResults as Results,
  searchKindQuery,
} from '../api/search-kind';
import { type ScalarFilter, TAB_FILTERS, type useSearchState } from '../search-state';
import { CommitInput } from './CommitInput';
import { GroupHitCard, OrganizationHitCard, ProfileHitCard, ServiceHitCard } from './HitCards';
import { countOf, ResultsList } from './ResultsList';

/** The contracts' OTHER_SEARCH_MAX_PAGE. */
const MAX_PAGE = 50;

const FILTER_LABELS: Partial<Record<ScalarFilter, string>> = {
  category: 'Category',
  remote: 'Remote',
  specialty: 'Specialty',
  city: 'City',
  state: 'State',
  industry: 'Industry',
};

const NOUNS: Record<OtherTab, [string, string]> = {
  services: ['service', 'services'],
  service_requests: ['request', 'requests'],
  service_galleries: ['gallery', 'galleries'],
  profiles: ['person', 'people'],
  organizations: ['organization', 'organizations'],
  groups: ['group', 'groups'],
};

function Hits<T extends OtherTab>({ tab, data }: { tab: T; data: Results[T]['data'] }) {
  switch (tab) {
    case 'profiles':
      return (data as Results['profiles']['data']).map((h) => <ProfileHitCard key={h.id} hit={h} />);
    case 'organizations':
      return (data as Results['organizations']['data']).map((h) => (
        <OrganizationHitCard key={h.id} hit={h} />
      ));
    case 'groups':
      return (data as Results['groups']['data']).map((h) => <GroupHitCard key={h.id} hit={h} />);
    default:
      return (data as Results['services']['data']).map((h) => <ServiceHitCard key={h.id} hit={h} />);
  }
}

/**
 * A filter's choices stay those of the results before it was chosen: the API counts a facet within
 * the filtered results, so once a category is picked the list held only that one, and switching
 * to another meant going back to Any first. Remembered per tab and words searched.
 */
function useChoosableFacets(
  scope: string,
  facets: Partial<Record<string, FacetBucketView[]>>,
  filters: Partial<Record<string, string | null>>,
) {
  const before = useRef<{ scope: string; lists: Partial<Record<string, FacetBucketView[]>> }>({
    scope,
    lists: {},
  });
  if (before.current.scope !== scope) before.current = { scope, lists: {} };
  const out: Partial<Record<string, FacetBucketView[]>> = {};
  for (const [k, list] of Object.entries(facets)) {
    if (!filters[k]) before.current.lists[k] = list;
    out[k] = filters[k] ? (before.current.lists[k] ?? list) : list;
  }
  return out;
}

/** A tab other than all and jobs: its own call, its few filters (with facet counts), pages. */
export function KindResults({ tab, search }: { tab: OtherTab; search: ReturnType<typeof useSearchState> }) {
  const { state, setFilter } = search;
  const query = useQuery(searchKindQuery(tab, state));
  const facets = useChoosableFacets(
    `${tab}|${state.q}`,
    (query.data?.facets ?? {}) as Partial<Record<string, FacetBucketView[]>>,
    state.filters,
  );
  // Service facets carry the category's page id ("home-health-care"): shown by its title.
  const categories = useQuery({ ...categoriesQuery(), enabled: tab.startsWith('service') });
  const titles = new Map(categories.data?.map((c) => [c.id, c.title]));
  const shown = (k: string, v: string) => (k === 'category' && titles.get(v)) || v;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Stack gap="sm" component="section" aria-label="Filters">
          <Text fw={700}>Filters</Text>
          {TAB_FILTERS[tab].map((k) =>
            k === 'remote' ? (
              <Switch
                key={k}
                label="Remote"
                checked={state.filters.remote === '1'}
                onChange={(e) => setFilter('remote', e.currentTarget.checked ? '1' : null)}
              />
            ) : facets[k] ? (
              <NativeSelect
                key={k}
                label={FILTER_LABELS[k]}
                data={[
                  { value: '', label: 'Any' },
                  ...facets[k]!.map((b) => ({
                    value: b.value,
                    label: `${shown(k, b.value)} (${b.count.toLocaleString('en-US')})`,
                  })),
                  ...(state.filters[k] && !facets[k]!.some((b) => b.value === state.filters[k])
                    ? [{ value: state.filters[k]!, label: shown(k, state.filters[k]!) }]
                    : []),
                ]}
                value={state.filters[k] ?? ''}
                onChange={(e) => setFilter(k, e.currentTarget.value || null)}
              />
            ) : (
              <CommitInput
                key={k}
                label={FILTER_LABELS[k]}
                placeholder="Any"
                value={state.filters[k] ?? ''}
                onCommit={(v) => setFilter(k, v || null)}
              />
            ),
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="sm">
          <ResultsList
            search={search}
            query={query}
            count={(d) => countOf(d, NOUNS[tab])}
            perPage={KIND_PAGE_SIZE}
            maxPage={MAX_PAGE}
          >
            {(d) => <Hits tab={tab} data={d.data} />}
          </ResultsList>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
