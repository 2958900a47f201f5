import type { Executor } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';
import { CANDIDATES, MARK_END, MARK_START } from './others.shared';

/**
 * The statement every kind beside jobs searches with (services, requests, galleries, people,
 * organizations, groups): only what differs — the table, what may be seen, the card, the facets —
 * is in each kind's repository.
 */

/** What each kind's search takes besides its own filters. */
export interface PagedSearchParams {
  /** The words to match (already corrected); empty: browse newest. */
  words: string[];
  sort: 'relevance' | 'newest';
  offset: number;
  limit: number;
  facets: boolean;
}

export interface SearchPage<R> {
  rows: R[];
  /** Visible matches among the candidates. */
  matched: number;
  /** The candidates filled the window: there are more matches than counted (a lower bound). */
  more: boolean;
  facets: Record<string, { value: string | null; count: number }[]> | null;
}

const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
/** Text given to ts_headline, with the highlight marks removed so only ts_headline writes them. */
export const clean = (col: SQL) => sql`translate(${col}, ${MARK_START + MARK_END}, '')`;
/**
 * The document's query: the corrected words, all required, accents folded and stemmed like the
 * documents (hctl_english, migration 0042), so "zoe" and "Zoë" meet either spelling.
 */
export const tsquery = (words: string[]) => sql`plainto_tsquery('hctl_english', ${words.join(' ')})`;
export const titleHeadline = (col: SQL, words: string[]) =>
  words.length
    ? sql`ts_headline('hctl_english', ${clean(col)}, ${tsquery(words)}, ${`${marks}, HighlightAll=true`})`
    : sql`${clean(col)}`;
export const snippetHeadline = (col: SQL, words: string[]) =>
  words.length
    ? sql`ts_headline('hctl_english', ${clean(sql`left(${col}, 4000)`)}, ${tsquery(words)}, ${`${marks}, MaxFragments=1, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`})`
    : sql`${clean(sql`left(${col}, 200)`)}`;

/** A document's relevance to the words (0 when browsing without words). */
export const rankOf = (document: SQL, words: string[]) =>
  words.length ? sql`ts_rank_cd(${document}, ${tsquery(words)}, 1)` : sql`0::real`;
/** The words' condition on the document, as an `and …` to append to a where clause (none when browsing). */
export const matchOf = (document: SQL, words: string[]) =>
  words.length ? sql`and ${document} @@ ${tsquery(words)}` : sql``;
/** A filter on a text column, case-insensitive, as an `and …` (none when the filter is not set). */
export const sameText = (col: SQL, value: string | null) =>
  value ? sql`and lower(${col}) = lower(${value})` : sql``;

/** A facet over the visible matches `m`: the most frequent values of a column, blanks left out. */
export const topValues = (col: SQL, limit: number) =>
  sql`select ${col} as value, count(*)::int as count from m where ${col} is not null
    group by 1 order by 2 desc, 1 limit ${limit}`;

export interface PagedSearch {
  /**
   * The candidates, newest first, each with its `id` and `score` (and the columns `newest` and the
   * facets read): `limit CANDIDATES` is added here.
   */
  candidates: SQL;
  /**
   * What else a candidate must pass to be seen (e.g. its owner is live), over `cand`: checked on the
   * candidates only, an index probe each. Without it every candidate is visible.
   */
  visible?: SQL;
  /** Newest first over the visible matches `m`, ties by id: the browsing order, and of equal scores. */
  newest: SQL;
  /** The page's cards: a select over `page` (`id`, `score`, `ord`) joined to the kind's tables. */
  hits: SQL;
  /** By filter name, a select of `value` and `count` rows over `m` (e.g. `topValues`). */
  facets: Record<string, SQL>;
}

/**
 * One statement: the newest CANDIDATES matches, the visible ones among them (`m`), ranked among
 * themselves, the page read with its cards and highlights, the counts and the facets over `m`.
 */
export async function pagedSearch<R>(
  db: Executor,
  p: PagedSearchParams,
  s: PagedSearch,
): Promise<SearchPage<R>> {
  const order = p.sort === 'newest' || !p.words.length ? s.newest : sql`m.score desc, ${s.newest}`;
  const matches = s.visible
    ? sql`cand as materialized (
        ${s.candidates}
        limit ${CANDIDATES}
      ), m as materialized (
        select cand.* from cand where ${s.visible}
      )`
    : sql`m as materialized (
        ${s.candidates}
        limit ${CANDIDATES}
      )`;
  const facets = Object.entries(s.facets).map(
    ([name, rows]) => sql`${name}::text, (select coalesce(json_agg(f), '[]'::json) from (${rows}) f)`,
  );
  const res = await db.execute(sql`
    with ${matches}, page as (
      select m.id, m.score, row_number() over (order by ${order}) as ord
      from m order by ${order} limit ${p.limit} offset ${p.offset}
    )
    select
      (select count(*) from ${s.visible ? sql`cand` : sql`m`})::int as candidates,
      (select count(*) from m)::int as matched,
      (select coalesce(json_agg(h order by h.ord), '[]'::json) from (${s.hits}) h) as hits,
      ${p.facets ? sql`json_build_object(${sql.join(facets, sql`, `)})` : sql`null::json`} as facets`);
  const row = res.rows[0] as {
    candidates: number;
    matched: number;
    hits: R[];
    facets: SearchPage<never>['facets'];
  };
  return {
    rows: row.hits,
    matched: Number(row.matched),
    more: Number(row.candidates) >= CANDIDATES,
    facets: row.facets,
  };
}
