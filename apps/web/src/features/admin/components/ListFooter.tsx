import { Group, Pagination, Text } from '@mantine/core';

/** Under a paged admin table: how many there are (worded by the caller) and the pager, once there is a second page. */
export function ListFooter({
  count,
  lastPage,
  page,
  onPage,
}: {
  count: string;
  lastPage: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      {lastPage > 1 && <Pagination total={lastPage} value={page} onChange={onPage} />}
    </Group>
  );
}
