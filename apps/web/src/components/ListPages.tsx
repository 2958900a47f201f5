import { Pagination } from '@mantine/core';

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
