import type { SavedSearchKind, SavedSearchView } from '@hctl/contracts';
import type { SavedSearchRow } from './saved-searches.repository';

/**
 * The web path that runs a saved search again: the search page reads its state from the query
 * string (`q`, `type` (the tab), then each filter; a list filter repeats its name).
 */
export function searchLink(r: Pick<SavedSearchRow, 'query' | 'kind' | 'filters'>) {
  const p = new URLSearchParams();
  if (r.query) p.set('q', r.query);
  if (r.kind !== 'all') p.set('type', r.kind);
  for (const [k, v] of Object.entries(r.filters)) {
    for (const one of Array.isArray(v) ? v : [v]) p.append(k, one);
  }
  const qs = p.toString();
  return qs ? `/search?${qs}` : '/search';
}

export const toSavedSearchView = (r: SavedSearchRow, newMatches = r.new_matches): SavedSearchView => ({
  id: r.id,
  name: r.name,
  search: r.query,
  kind: r.kind as SavedSearchKind,
  filters: r.filters,
  alert: r.alert,
  status: r.alert ? 'active' : 'inactive',
  new_matches: newMatches,
  last_alert_at: r.last_alert_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
  link: searchLink(r),
});

/** A default name for a search saved without one: its text, else its tab. */
export function defaultName(query: string, kind: SavedSearchKind) {
  if (query) return query.slice(0, 120);
  return kind === 'all' ? 'Everything' : `All ${kind.replace('_', ' ')}`;
}

/** The alert's words: how many new jobs, and the first titles. */
export function alertWords(name: string, titles: string[], count: number) {
  const noun = count === 1 ? 'new job matches' : 'new jobs match';
  const more = count > titles.length ? ` and ${count - titles.length} more` : '';
  return {
    title: `${count} ${noun} your saved search "${name}"`,
    body: `${titles.join(', ')}${more}`,
    groupTitle: `alerts for your saved search "${name}"`,
  };
}
