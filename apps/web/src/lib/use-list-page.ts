import { useState } from 'react';

/**
 * The page shown of a paged list, starting at 1. `toFirstPage(set)` wraps a filter's setter so that
 * changing the filter also goes back to page 1: the old page number means nothing under new filters.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const toFirstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, toFirstPage };
}
