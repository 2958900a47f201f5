import { useDeferredValue, useState } from 'react';

/**
 * A list's page, search and filters. Changing the search or a filter goes back to page 1; the
 * search is deferred so typing stays smooth while the previous rows stay on screen.
 */
export function useListState<F extends Record<string, string>>(initial: F) {
  const [page, setPage] = useState(1);
  const [search, setSearchNow] = useState('');
  const [filters, setFilters] = useState<F>(initial);
  const term = useDeferredValue(search.trim());
  return {
    page,
    setPage,
    search,
    setSearch: (v: string) => {
      setSearchNow(v);
      setPage(1);
    },
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    /** The query string's parameters: page, the search when given, the filters not set to ''/'all'. */
    params: (pageSize: number) => {
      const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (term) q.set('search', term);
      for (const [k, v] of Object.entries(filters)) if (v && v !== 'all') q.set(k, v);
      return q;
    },
  };
}
