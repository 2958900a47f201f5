import { Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../components/LoadMore';
import { QueryState } from '../../../components/QueryState';

/** The inbox's left column: one row per item across the pages loaded so far, then "Load more". */
export function InboxList<T extends { id: number }>({
  query,
  label,
  empty,
  more,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  label: string;
  empty: string;
  /** The "Load more" button's text. */
  more: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      isEmpty={(d) => !d.pages[0]?.data.length}
      empty={
        <Text c="dimmed" size="sm" p="md" data-testid="conversations-empty">
          {empty}
        </Text>
      }
    >
      {(data) => (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {data.pages
            .flatMap((p) => p.data)
            .map((row) => (
              <li key={row.id}>{children(row)}</li>
            ))}
          <LoadMore query={query} m="xs">
            {more}
          </LoadMore>
        </Stack>
      )}
    </QueryState>
  );
}
