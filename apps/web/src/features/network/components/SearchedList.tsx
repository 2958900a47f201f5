import { Stack, Text } from '@mantine/core';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { useListPage } from '../../../lib/use-list-page';
import { SearchBox } from './SearchBox';

/** A network tab's list: a name search (each one starts again at page 1), then the results or why none. */
export function SearchedList<T extends { data: unknown[] }>({
  label,
  options,
  empty,
  children,
}: {
  label: string;
  options: (params: { search: string; page: number }) => UseQueryOptions<T, Error, T, any>;
  empty: (search: string) => string;
  children: (data: T, page: number, setPage: (page: number) => void) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const { page, setPage, toFirstPage } = useListPage();
  const query = useQuery(options({ search, page }));
  return (
    <Stack>
      <SearchBox label={label} onSearch={toFirstPage(setSearch)} />
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={<Text c="dimmed">{empty(search)}</Text>}
      >
        {(d) => <Stack gap="xs">{children(d, page, setPage)}</Stack>}
      </QueryState>
    </Stack>
  );
}
