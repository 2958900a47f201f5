import type { FacetBucket, Highlight, SearchTotal } from '../search.backend';
import { TOTAL_CAP } from '../search.backend';
import { unmark } from './highlight';

/**
 * Shared by the providers of services, requests, galleries, people, organizations and groups.
 *
 * Highlights: PostgreSQL's ts_headline marks matches with these two characters (removed from the
 * source text first, so they cannot come from indexed text); `highlightOf` turns them into plain
 * text and [start, end) ranges, so no markup ever leaves the server.
 */
export const MARK_START = '\u27e6';
export const MARK_END = '\u27e7';

export const highlightOf = (marked: string | null | undefined): Highlight =>
  unmark(marked ?? '', MARK_START, MARK_END);

/** Candidates read per search: one past the cap tells "1,000+" from exactly 1,000. */
export const CANDIDATES = TOTAL_CAP + 1;

/**
 * The total from the visible matches among the candidates: exact when the candidates did not fill
 * the window, else a lower bound ("1,000+", or fewer when hidden rows were among them).
 */
export const totalOf = (matched: number, more = false): SearchTotal =>
  more || matched > TOTAL_CAP
    ? { value: Math.min(matched, TOTAL_CAP), relation: 'gte' }
    : { value: matched, relation: 'eq' };

/** Facet rows from SQL (`[{ value, count }]` as JSON) to buckets; nulls and blanks dropped. */
export const bucketsOf = (rows: { value: string | null; count: number | string }[] | null): FacetBucket[] =>
  (rows ?? [])
    .filter((r) => r.value !== null && r.value !== '')
    .map((r) => ({ value: String(r.value), count: Number(r.count) }));

/** A page within the candidates: offset and size as the repositories take them. */
export const windowOf = (page: number, pageSize: number) => ({
  offset: Math.min((page - 1) * pageSize, TOTAL_CAP),
  limit: pageSize,
});

/** Why a hit is here, for people: the fields its words matched, strongest first. */
export function reasonsOf(matched: { field: string; hit: boolean }[]) {
  const hits = matched.filter((m) => m.hit).map((m) => m.field);
  return hits.length ? [`Matches ${hits.join(', ')}`] : [];
}
