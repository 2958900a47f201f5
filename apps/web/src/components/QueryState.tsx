import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Loading, error (with retry) and empty states for one query; renders children with the data. */
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
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load this" role="alert">
        <Stack gap="xs">
          <Text size="sm">{(query.error as Error).message}</Text>
          <Button size="xs" variant="light" onClick={() => query.refetch()} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <Text c="dimmed">Nothing here yet.</Text>}</>;
  return <>{children(query.data)}</>;
}
