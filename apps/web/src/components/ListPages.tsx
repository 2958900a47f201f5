import { Button, Pagination, Stack, Text } from '@mantine/core';

/** The page links under a paged list, only when there is more than one page. */
export function ListPages({
  total,
  page,
  setPage,
  label,
}: {
  total: number;
  page: number;
  setPage: (page: number) => void;
  /** The navigation's accessible name: "Review pages". */
  label: string;
}) {
  return total > 1 ? <Pagination total={total} value={page} onChange={setPage} aria-label={label} /> : null;
}

/**
 * In place of an empty page past the last one (a shared link, or the last rows moved or deleted):
 * says so and leads to the last page.
 */
export function PastLastPage({
  page,
  lastPage,
  setPage,
}: {
  page: number;
  lastPage: number;
  setPage: (page: number) => void;
}) {
  const last = Math.max(1, lastPage);
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text c="dimmed">There is nothing on page {page}.</Text>
      <Button variant="light" onClick={() => setPage(last)}>
        Go to page {last}
      </Button>
    </Stack>
  );
}
