import { Anchor, Button, Group, List, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type SearchState, searchParamsOf } from '../search-state';

/** "Did you mean …": the results are already those of the corrected words; the link makes it the search. */
export function DidYouMean({ state, suggestion }: { state: SearchState; suggestion: string | null }) {
  if (!suggestion || suggestion === state.q) return null;
  const to = `/search?${searchParamsOf({ ...state, q: suggestion, page: 1 })}`;
  return (
    <Text data-testid="did-you-mean">
      Did you mean{' '}
      <Anchor component={Link} to={to} fw={700}>
        {suggestion}
      </Anchor>
      ?{' '}
      <Text span c="dimmed" size="sm">
        Showing results for the corrected words.
      </Text>
    </Text>
  );
}

/** Nothing found: what to try next (spelling, fewer words, fewer filters, other tabs, categories). */
export function EmptyResults({
  state,
  elsewhere,
  onClearFilters,
  onFirstPage,
  onTab,
}: {
  state: SearchState;
  /** A page past the last (an old link, a shrunken list): the way back to the results. */
  onFirstPage?: () => void;
  /** Other tabs that do have results for these words. */
  elsewhere?: { tab: SearchState['tab']; label: string; count: string }[];
  onClearFilters?: () => void;
  onTab?: (t: SearchState['tab']) => void;
}) {
  const filtered = Object.keys(state.filters).length + (state.lists.benefits?.length ?? 0) > 0;
  if (onFirstPage)
    return (
      <Stack gap="sm" py="lg" align="flex-start" data-testid="search-empty">
        <Title order={2} size="h3">
          No results on page {state.page}
        </Title>
        <Text size="sm">The results end before this page.</Text>
        <Button size="sm" variant="light" onClick={onFirstPage}>
          Back to the first page
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm" py="lg" data-testid="search-empty">
      <Title order={2} size="h3">
        {state.q ? `No results for “${state.q}”` : 'No results'}
        {filtered ? ' with these filters' : ''}
      </Title>
      {elsewhere && elsewhere.length > 0 && onTab && (
        <Group gap="xs">
          <Text size="sm">Found in:</Text>
          {elsewhere.map((e) => (
            <Button key={e.tab} size="compact-sm" variant="light" onClick={() => onTab(e.tab)}>
              {e.label} ({e.count})
            </Button>
          ))}
        </Group>
      )}
      <Text size="sm">Try:</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          checking the spelling, or fewer and more general words (“ICU nurse” rather than a full title)
        </List.Item>
        {filtered && onClearFilters && (
          <List.Item>
            <Anchor component="button" type="button" size="sm" onClick={onClearFilters}>
              removing the filters
            </Anchor>
          </List.Item>
        )}
        <List.Item>
          browsing{' '}
          <Anchor component={Link} to="/categories" size="sm">
            jobs and services by category
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}

/** The results' heading line: how many, and the sort or other controls beside it. */
export function ResultsHeader({ count, children }: { count: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Text fw={600} aria-live="polite" data-testid="results-count">
        {count}
      </Text>
      {children}
    </Group>
  );
}

/** Pages of results (numbered pages stop at the 1,000th result, where the count stops too). */
export function Pages({
  page,
  total,
  perPage,
  maxPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  maxPage: number;
  onPage: (n: number) => void;
}) {
  const pages = Math.min(maxPage, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(n) => {
          onPage(n);
          window.scrollTo({ top: 0 });
        }}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        siblings={1}
        boundaries={1}
      />
    </Group>
  );
}
