import type { Page } from '@hctl/contracts';
import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/QueryState';

export interface AdminColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/**
 * One page of an admin list as a table: loading, error (with retry) and empty states, the count,
 * and the pager. `actions` renders each row's buttons in the last column.
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
  minWidth = 720,
}: {
  query: UseQueryResult<Page<T>>;
  columns: AdminColumn<T>[];
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
      isEmpty={(p) => p.data.length === 0}
      empty={
        <Text c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      }
    >
      {(p) => (
        <Stack style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.label}>{c.label}</Table.Th>
                  ))}
                  {actions && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.data.map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={testId}>
                    {columns.map((c) => (
                      <Table.Td key={c.label}>{c.render(row)}</Table.Td>
                    ))}
                    {actions && (
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {actions(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {p.total} {p.total === 1 ? noun[0] : noun[1]}
            </Text>
            {p.last_page > 1 && <Pagination total={p.last_page} value={page} onChange={onPage} />}
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
