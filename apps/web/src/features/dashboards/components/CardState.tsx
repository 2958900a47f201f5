import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A dashboard card's own loading, error and empty states: one card failing never blanks the page,
 * and the card keeps its size while loading.
 */
export function CardState<T>({
  query,
  isEmpty,
  empty,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (d: T) => boolean;
  empty: ReactNode;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap={6} role="status" aria-label={`Loading ${what}`}>
        <Skeleton h={14} />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="60%" />
      </Stack>
    );
  if (query.isError)
    return (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red.8">
          Could not load {what}.
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Group>
    );
  if (isEmpty?.(query.data))
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return <>{children(query.data)}</>;
}
