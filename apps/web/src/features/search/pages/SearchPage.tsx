import { Badge, Container, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useAuth } from '../../../lib/auth-store';
import { searchAllQuery } from '../api/search-all';
import { AllResults } from '../components/AllResults';
import { JobResults } from '../components/JobResults';
import { KindResults } from '../components/KindResults';
import { DidYouMean } from '../components/ResultsFrame';
import { SavedSearchesList, SaveSearchButton } from '../components/SavedSearches';
import { tabCounts } from '../components/tab-counts';
import { SEARCH_TABS, type SearchTab, TAB_LABELS, useSearchState } from '../search-state';

/**
 * /search (issue 20): tabs with counts, the tab's results with its filters, sort and pages. The
 * URL is the whole search (shareable; Back undoes a step). Public: visitors search too.
 */
export default function SearchPage() {
  const search = useSearchState();
  const { state, update } = search;
  const auth = useAuth();
  usePageTitle(
    state.q ? `“${state.q}” – Search` : 'Search',
    'Search health-care jobs, services, people, organizations and groups on HCTL.',
  );
  const roleSlug =
    auth.isAuthenticated && auth.slug && auth.role !== 'super-admin'
      ? { role: auth.role, slug: auth.slug }
      : null;
  const overview = useQuery(searchAllQuery(state.q, roleSlug));
  const counts = overview.data ? tabCounts(overview.data) : null;
  // A new tab keeps the words; filters it does not take fall away (search-state), sort too.
  const toTab = (tab: SearchTab) => update({ tab, sort: 'relevance', page: 1 });

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }} lineClamp={2}>
            {state.q ? (
              <>
                Results for <q>{state.q}</q>
              </>
            ) : (
              'Search'
            )}
          </Title>
          <SaveSearchButton state={state} />
        </Group>
        {/* Eight tabs with their counts take three rows on a phone: there, the same choice as a select. */}
        <NativeSelect
          hiddenFrom="sm"
          aria-label="Kind of results"
          value={state.tab}
          onChange={(e) => toTab(e.currentTarget.value as SearchTab)}
          data={SEARCH_TABS.map((t) => ({
            value: t,
            label: counts && t !== 'all' ? `${TAB_LABELS[t]} (${counts[t].label})` : TAB_LABELS[t],
          }))}
        />
        <Tabs
          visibleFrom="sm"
          value={state.tab}
          onChange={(v) => v && toTab(v as SearchTab)}
          keepMounted={false}
        >
          <Tabs.List>
            {SEARCH_TABS.map((t) => (
              <PageTab
                key={t}
                value={t}
                rightSection={
                  counts && t !== 'all' ? (
                    <Badge size="sm" variant="light" color={counts[t].value ? 'teal' : 'gray'}>
                      {counts[t].label}
                    </Badge>
                  ) : undefined
                }
              >
                {TAB_LABELS[t]}
              </PageTab>
            ))}
          </Tabs.List>
        </Tabs>
        {state.tab === 'all' && (
          <Stack gap="md">
            <DidYouMean state={state} suggestion={overview.data?.did_you_mean ?? null} />
            <Group align="flex-start" gap="xl" wrap="wrap">
              <div style={{ flex: '1 1 480px', minWidth: 0 }}>
                <QueryState query={overview}>
                  {(d) => (
                    <div style={{ opacity: overview.isPlaceholderData ? 0.6 : 1 }}>
                      {counts && counts.all.value > 0 && (
                        <Text fw={600} mb="sm" data-testid="results-count">
                          {counts.all.label} {counts.all.value === 1 ? 'result' : 'results'}
                        </Text>
                      )}
                      <AllResults data={d} state={state} onTab={toTab} />
                    </div>
                  )}
                </QueryState>
              </div>
              <div style={{ flex: '0 1 280px' }}>
                <SavedSearchesList />
              </div>
            </Group>
          </Stack>
        )}
        {state.tab === 'jobs' && <JobResults search={search} aside={<SavedSearchesList />} />}
        {state.tab !== 'all' && state.tab !== 'jobs' && <KindResults tab={state.tab} search={search} />}
      </Stack>
    </Container>
  );
}
