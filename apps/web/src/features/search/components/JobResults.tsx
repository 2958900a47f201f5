import { Box, Button, Collapse, Grid, NativeSelect, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { JOB_PAGE_SIZE, searchJobQuery } from '../api/search-job';
import { activeFilterCount, type SearchSort, type useSearchState } from '../search-state';
import { JobHitCard } from './HitCards';
import { JobFilters } from './JobFilters';
import { countOf, ResultsList } from './ResultsList';

const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'newest', label: 'Newest' },
  { value: 'pay', label: 'Highest pay' },
];
/** The contract's JOB_SEARCH_MAX_PAGE (numbered pages stop at the 1,000th result). */
const MAX_PAGE = 50;

/**
 * Job search with its filters (facet counts beside each value) and sort: the jobs tab of /search
 * and the browse tab of /individual/{slug}/jobs. On phones the filters fold
 * open under a button.
 */
export function JobResults({
  search,
  aside,
}: {
  search: ReturnType<typeof useSearchState>;
  /** Above the filters (saved searches, say). */
  aside?: ReactNode;
}) {
  const { state, update, clearFilters } = search;
  const query = useQuery(searchJobQuery(state));
  const [shown, { toggle }] = useDisclosure(false);
  // One set of filter fields at a time (the sidebar or the phone's drawer): labels stay unique.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const facets = query.data?.facets ?? {};
  const filters = (
    <JobFilters
      state={state}
      facets={facets}
      setFilter={search.setFilter}
      setFilters={search.setFilters}
      setList={search.setList}
      clearFilters={clearFilters}
    />
  );
  const active = activeFilterCount(state);
  return (
    <Grid gap="lg">
      {wide && (
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="lg">
            {aside}
            {filters}
          </Stack>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="sm">
          {!wide && (
            <Box>
              <Button variant="default" onClick={toggle} fullWidth aria-expanded={shown}>
                {active ? `Filters (${active})` : 'Filters'}
              </Button>
              <Collapse expanded={shown}>
                <Stack gap="lg" pt="md">
                  {filters}
                  {aside}
                </Stack>
              </Collapse>
            </Box>
          )}
          <ResultsList
            search={search}
            query={query}
            count={(d) =>
              `${countOf(d, ['job', 'jobs'])}${d.facets_sampled ? ' (filter counts from the newest 1,000)' : ''}`
            }
            controls={
              <NativeSelect
                aria-label="Sort by"
                data={SORT_OPTIONS}
                value={state.sort}
                onChange={(e) => update({ sort: e.currentTarget.value as SearchSort })}
                w={170}
                size="sm"
              />
            }
            perPage={JOB_PAGE_SIZE}
            maxPage={MAX_PAGE}
          >
            {(d) => d.data.map((hit) => <JobHitCard key={hit.id} hit={hit} />)}
          </ResultsList>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
