import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';
import { activeFilterCount, type useSearchState } from '../search-state';
import { DidYouMean, EmptyResults, Pages, ResultsHeader } from './ResultsFrame';

/** What every kind's search answers besides its hits and facets. */
interface ResultsPage {
  data: unknown[];
  total: number;
  total_label: string;
  total_relation: 'eq' | 'gte';
  did_you_mean: string | null;
}

/** "1,000+ jobs", "1 person": the count and its noun, singular for exactly one only. */
export const countOf = (d: ResultsPage, [one, many]: [string, string]) =>
  `${d.total_label} ${d.total === 1 && d.total_relation === 'eq' ? one : many}`;

/**
 * A tab's results beside its filters: "did you mean", the loading, error and empty states, then the
 * count line (with `controls`, the sort say), the hits and the pages. While the next page loads,
 * the previous one stays on screen, dimmed and marked busy.
 */
export function ResultsList<R extends ResultsPage>({
  search,
  query,
  count,
  controls,
  perPage,
  maxPage,
  children,
}: {
  search: ReturnType<typeof useSearchState>;
  query: UseQueryResult<R>;
  count: (d: R) => string;
  controls?: ReactNode;
  perPage: number;
  /** The contract's last numbered page. */
  maxPage: number;
  /** The hits' cards. */
  children: (d: R) => ReactNode;
}) {
  const { state, update, clearFilters } = search;
  return (
    <>
      <DidYouMean state={state} suggestion={query.data?.did_you_mean ?? null} />
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={
          <EmptyResults
            state={state}
            onClearFilters={activeFilterCount(state) ? clearFilters : undefined}
            onFirstPage={state.page > 1 ? () => update({ page: 1 }) : undefined}
          />
        }
      >
        {(d) => (
          <Stack
            gap="sm"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={query.isPlaceholderData || undefined}
          >
            <ResultsHeader count={count(d)}>{controls}</ResultsHeader>
            {children(d)}
            <Pages
              page={state.page}
              total={d.total}
              perPage={perPage}
              maxPage={maxPage}
              onPage={(page) => update({ page })}
            />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
