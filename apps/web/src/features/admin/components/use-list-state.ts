import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePatchParams } from '../../../lib/use-patch-params';

/**
 * A list's page, search and filters, kept in the address (`?page=2&search=ann&status=active`) so that
 * Back from a row's page, a reload or a shared link shows the same rows. `choices` names each filter's
 * values: a missing or unknown one reads as 'all'. Changing the search or a filter goes back to page 1;
 * a filter or page change is a history entry, typing replaces it; the search is deferred so typing stays
 * smooth while the previous rows stay on screen.
 */
export function useListState(choices: Record<string, readonly string[]>) {
  const [params] = useSearchParams();
  const patchParams = usePatchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const inAddress = params.get('search') ?? '';
  // The box keeps its own text: the address follows it in a transition, and an input fed only from
  // there would drop keys typed before that render. Back or a link brings the address's text back.
  const [search, setSearchText] = useState(inAddress);
  const typed = useRef(inAddress);
  useEffect(() => {
    if (inAddress === typed.current) return;
    typed.current = inAddress;
    setSearchText(inAddress);
  }, [inAddress]);
  const filters: Record<string, string> = {};
  for (const [key, values] of Object.entries(choices)) {
    const v = params.get(key);
    filters[key] = v && values.includes(v) ? v : 'all';
  }
  const term = useDeferredValue(search.trim());
  // Defaults ('', 'all', page 1) leave the address.
  const update = (changes: Record<string, string>, replace = false) =>
    patchParams(
      Object.fromEntries(
        Object.entries(changes).map(([k, v]) => [
          k,
          !v || v === 'all' || (k === 'page' && v === '1') ? null : v,
        ]),
      ),
      replace,
    );
  return {
    page,
    setPage: (p: number) => update({ page: String(p) }),
    search,
    setSearch: (v: string) => {
      typed.current = v;
      setSearchText(v);
      update({ search: v, page: '1' }, true);
    },
    filters,
    setFilter: (key: string, value: string) => update({ [key]: value, page: '1' }),
    /** The query string's parameters: page, the search when given, the filters not set to ''/'all'. */
    params: (pageSize: number) => {
      const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (term) q.set('search', term);
      for (const [k, v] of Object.entries(filters)) if (v !== 'all') q.set(k, v);
      return q;
    },
  };
}
