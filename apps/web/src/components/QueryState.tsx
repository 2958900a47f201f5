import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';

/** Loading, error (with retry or a way back) and empty states for one query; renders children with the data. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: ReactNode;
  isEmpty?: (d: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <QueryLoading />;
  if (query.isError) return <QueryError query={query} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <Text c="dimmed">Nothing here yet.</Text>}</>;
  return <>{children(query.data)}</>;
}

/** A list query's states; `empty` says, small and dimmed, why there are no rows. */
export function ListState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      }
    >
      {children}
    </QueryState>
  );
}

/** A query still loading: a spinner that screen readers announce. */
export function QueryLoading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/**
 * A query's failure: the server's message, and what can help. A network or server failure may pass,
 * so it offers a retry; a missing or forbidden item (4xx) will not change on retry, so it offers the
 * way back instead.
 */
export function QueryError({
  query,
  title = 'Could not load this',
  testId,
}: {
  query: Pick<UseQueryResult<unknown>, 'error' | 'refetch'>;
  title?: string;
  testId?: string;
}) {
  const navigate = useNavigate();
  const e = query.error;
  const final = e instanceof ApiError && e.status >= 400 && e.status < 500 && ![408, 429].includes(e.status);
  return (
    <Alert color="red" title={title} role="alert" data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm">{(e as Error).message}</Text>
        {final ? (
          <Button
            size="xs"
            variant="light"
            w="fit-content"
            // A link opened in a new tab has nowhere to go back to: home then.
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            Go back
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={() => query.refetch()} w="fit-content">
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
