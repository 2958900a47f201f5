import type pg from 'pg';
import type { Clock } from '../../../lib/clock';
import type { PgSearchProvider, SearchFacets, SearchHit, SearchQuery, WordStats } from '../search.backend';
import { TOTAL_CAP } from '../search.backend';
import { hasJobFilters, type JobSearchFilters } from '../search-jobs.filters';
import { LICENSED_REASON } from '../search-jobs.mapper';
import { decodeCursor, encodeCursor } from './cursor';
import { highlightOf } from './highlight';
import { COUNT_LIMIT, type JobHitRow, type JobSearchPlan, jobsSearchRepository } from './jobs.repository';

/**
 * Up to this many matches (the stem's document frequency in the word list) the GIN bitmap gathers
 * every match and ranks them all; above it the newest matches are walked by date and the first
 * COUNT_LIMIT ranked. Measured on 1M jobs (docs in the report): bitmap cost grows with matches,
 * the walk's with 1 / (share of jobs matching).
 */
export const RARE_MATCHES = 3000;
/**
 * With filters, fewer rows pass than the words alone say: a word must be this common before the
 * date walk (which reads rows until COUNT_LIMIT pass every filter) beats the bitmap.
 */
export const FILTERED_WALK_MATCHES = 200_000;

/** Which plan gathers the candidates: from how many jobs hold the rarest word, and the filters. */
export function planOf(stats: WordStats[], filters: JobSearchFilters): JobSearchPlan {
  if (!stats.length) return 'walk';
  const rarest = Math.min(...stats.map((w) => w.matches));
  if (rarest <= RARE_MATCHES) return 'bitmap';
  if (hasJobFilters(filters) && rarest < FILTERED_WALK_MATCHES) return 'bitmap';
  return 'walk';
}

const reasonsOf = (r: JobHitRow, now: Date) => {
  const out: string[] = [];
  if (r.promoted) out.push('Promoted');
  if (r.licensed_for) out.push(LICENSED_REASON);
  if (r.published_at && now.getTime() - new Date(r.published_at).getTime() < 3 * 86_400_000)
    out.push('Posted in the last 3 days');
  return out;
};

/** Jobs in PostgreSQL: the generated `jobs.search_tsv`, its GIN index and the date and pay indexes. */
export function pgJobsProvider(pool: pg.Pool, clock: Clock): PgSearchProvider<JobSearchFilters> {
  async function run(
    q: SearchQuery<JobSearchFilters>,
    words: string[],
    stats: WordStats[] | undefined,
    facetsOnly: boolean,
  ) {
    const cursor = decodeCursor(q.cursor, q.sort);
    // A relevance page after the first scores at the first page's moment (see Cursor.at).
    const now = cursor?.at !== undefined ? new Date(cursor.at) : clock.now();
    // Stop words count for nothing in a tsquery; without stats every word is kept.
    const text = (stats ? stats.map((w) => w.word) : words).join(' ');
    const row = await jobsSearchRepository.search(pool, {
      words: text,
      filters: q.filters,
      sort: !text && q.sort === 'relevance' ? 'newest' : q.sort,
      plan: planOf(stats ?? [], q.filters),
      pageSize: facetsOnly ? 0 : q.pageSize,
      offset: cursor ? 0 : (q.page - 1) * q.pageSize,
      after: cursor ? [cursor.key, cursor.id] : null,
      viewerLicenses: q.filters.viewerLicenses,
      now,
      withFacets: facetsOnly || q.withFacets !== false,
    });
    return { row, now, sort: !text && q.sort === 'relevance' ? 'newest' : q.sort };
  }
  const facetsOf = (f: Record<string, { value: string; count: number }[]> | null, total: number) =>
    f ? { fields: f, sampled: total >= COUNT_LIMIT } : null;

  return {
    kind: 'jobs',
    async query(q, words, stats) {
      const { row, now, sort } = await run(q, words, stats, false);
      const hits: SearchHit[] = row.hits.map((r) => ({
        id: r.id,
        score: r.score,
        promoted: r.promoted,
        reasons: reasonsOf(r, now),
        highlight: { title: highlightOf(r.title_hl), snippet: highlightOf(r.snippet_hl) },
        source: r as unknown as Record<string, unknown>,
      }));
      const last = row.hits.at(-1);
      const key = (r: JobHitRow) => (sort === 'relevance' ? r.score : sort === 'newest' ? r.pub_us : r.pay);
      const nextCursor =
        last && row.hits.length === q.pageSize && (sort !== 'relevance' || row.total > hits.length)
          ? encodeCursor({
              sort: q.sort,
              key: key(last),
              id: last.id,
              ...(sort === 'relevance' ? { at: now.getTime() } : {}),
            })
          : null;
      return {
        hits,
        total:
          row.total > TOTAL_CAP
            ? { value: TOTAL_CAP, relation: 'gte' }
            : { value: row.total, relation: 'eq' },
        facets: facetsOf(row.facets, row.total),
        nextCursor,
      };
    },
    async facets(q, words, stats): Promise<SearchFacets> {
      const { row } = await run(q, words, stats, true);
      return facetsOf(row.facets, row.total) ?? { fields: {}, sampled: false };
    },
  };
}
