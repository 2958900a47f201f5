import type { SavedSearchView, SaveSearchBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';
import { LIST_FILTERS, type SearchState } from '../search-state';

/** The body of POST save-search-result for the search on screen: its words, tab and filters. */
export function saveBodyOf(s: SearchState, alert: boolean): SaveSearchBody {
  const filters: SaveSearchBody['filters'] = { ...s.filters };
  for (const k of LIST_FILTERS) if (s.lists[k]?.length) filters[k] = s.lists[k]!;
  return { search: s.q, kind: s.tab, filters, alert };
}

/** POST save-search-result. */
export const saveSearch = (body: SaveSearchBody) => post<SavedSearchView>('/save-search-result', body);
