import type { Page } from '@hctl/contracts';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PastLastPage } from '../../../components/ListPages';
import { QueryState } from '../../../components/QueryState';
import { ResponsiveRows, type RowColumn } from '../../../components/ResponsiveRows';
import { ListFooter } from './ListFooter';

/**
 * One page of an admin list as a table (cards on a phone, see ResponsiveRows): loading, error (with
 * retry) and empty states, the count, and the pager. `actions` renders each row's buttons in the
 * last column (at a card's foot).
 */
export function AdminTable<T>({
  query,
  columns,
  rowKey,
  actions,
  empty,
  noun,
  page,
  onPage,
  testId,
  minWidth,
}: {
  query: UseQueryResult<Page<T>>;
  columns: RowColumn<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  empty: string;
  /** Singular and plural, for the count under the table. */
  noun: [string, string];
  page: number;
  onPage: (page: number) => void;
  testId?: string;
  minWidth?: number;
}) {
  return (
    <QueryState
      query={query}
      isEmpty={(p) => p.total === 0}
      empty={
        <Text c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      }
    >
      {(p) =>
        p.data.length === 0 ? (
          <PastLastPage page={page} lastPage={p.last_page} setPage={onPage} />
        ) : (
          <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <ResponsiveRows
              rows={p.data}
              columns={columns}
              rowKey={rowKey}
              actions={actions}
              testId={testId}
              minWidth={minWidth}
            />
            <ListFooter
              count={`${p.total} ${p.total === 1 ? noun[0] : noun[1]}`}
              lastPage={p.last_page}
              page={page}
              onPage={onPage}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}
