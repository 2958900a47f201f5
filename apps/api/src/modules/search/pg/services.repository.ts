import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import { CANDIDATES, MARK_END, MARK_START } from './others.shared';

export type ServiceSearchKind = 'post' | 'request' | 'gallery';

export interface ServiceSearchParams {
  kind: ServiceSearchKind;
  /** The words to match (already corrected); empty: browse newest. */
  words: string[];
  category: string | null;
  remote: boolean | null;
  sort: 'relevance' | 'newest';
  offset: number;
  limit: number;
  facets: boolean;
}

export interface ServiceSearchRow {
  id: number;
  slug: string;
  kind: ServiceSearchKind;
  title: string;
  category_slug: string;
  category_name: string;
  location: string | null;
  is_remote: boolean;
  min_range_cents: number | null;
  max_range_cents: number | null;
  fixed_price_cents: number | null;
  get_quote: boolean;
  is_promoted: boolean;
  created_at: string;
  score: number;
  user_slug: string | null;
  user_name: string | null;
  profile_image: string | null;
  org_slug: string | null;
  company_name: string | null;
  company_profile_image: string | null;
  title_hl: string;
  snippet_hl: string;
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
export const clean = (col: ReturnType<typeof sql.raw> | ReturnType<typeof sql>) =>
  sql`translate(${col}, ${MARK_START + MARK_END}, '')`;
/** The document's query: the corrected words, all required, stemmed like the documents. */
export const tsquery = (words: string[]) => sql`plainto_tsquery('english', ${words.join(' ')})`;
export const titleHeadline = (col: ReturnType<typeof sql>, words: string[]) =>
  words.length
    ? sql`ts_headline('english', ${clean(col)}, ${tsquery(words)}, ${`${marks}, HighlightAll=true`})`
    : sql`${clean(col)}`;
export const snippetHeadline = (col: ReturnType<typeof sql>, words: string[]) =>
  words.length
    ? sql`ts_headline('english', ${clean(sql`left(${col}, 4000)`)}, ${tsquery(words)}, ${`${marks}, MaxFragments=1, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`})`
    : sql`${clean(sql`left(${col}, 200)`)}`;

/**
 * Public = active and not a draft, as literals, so the partial indexes (services_search_idx for the
 * words, services_public_idx for the newest-first walk) match.
 */
const isPublic = sql`s.status = 'active' and s.is_draft = false`;
/**
 * The owner is live: a person still active, or an organization approved, active and not archived.
 * Checked on the candidates only (an index probe each): inside the walk it made the planner read
 * and sort every public row of the kind (4 s on 150,000 posts).
 */
const ownerLive = sql`(cand.user_id is null or exists (select 1 from users ou where ou.id = cand.user_id and ou.is_active))
  and (cand.organization_id is null or exists (select 1 from organizations oo where oo.id = cand.organization_id
    and oo.approval_status = 'approved' and oo.status = 'active' and not oo.is_archived))`;

export const servicesSearchRepository = {
  /**
   * One statement: the newest CANDIDATES matches (GIN bitmap for rare words; the planner may walk
   * services_public_idx for common ones), ranked among themselves, the page read with its owner and
   * highlights, the number of candidates and the facet counts over them.
   */
  async search(db: Executor, p: ServiceSearchParams): Promise<SearchPage<ServiceSearchRow>> {
    const q = tsquery(p.words);
    const rank = p.words.length ? sql`ts_rank_cd(s.search_tsv, ${q}, 1)` : sql`0::real`;
    const order =
      p.sort === 'newest' || !p.words.length
        ? sql`m.created_at desc, m.id desc`
        : sql`m.score desc, m.created_at desc, m.id desc`;
    const res = await db.execute(sql`
      with cand as materialized (
        select s.id, s.created_at, s.category_id, s.is_remote, s.user_id, s.organization_id,
          (${rank} * case when s.is_promoted then 1.2 else 1 end)::float8 as score
        from services s
        ${p.category ? sql`join service_categories fc on fc.id = s.category_id and fc.slug = ${p.category}` : sql``}
        where s.kind = ${p.kind} and ${isPublic}
          ${p.words.length ? sql`and s.search_tsv @@ ${q}` : sql``}
          ${p.remote === null ? sql`` : sql`and s.is_remote = ${p.remote}`}
        order by s.created_at desc nulls last, s.id desc nulls last
        limit ${CANDIDATES}
      ), m as materialized (
        select cand.* from cand where ${ownerLive}
      ), page as (
        select m.id, m.score, row_number() over (order by ${order}) as ord
        from m order by ${order} limit ${p.limit} offset ${p.offset}
      )
      select
        (select count(*) from cand)::int as candidates,
        (select count(*) from m)::int as matched,
        (select coalesce(json_agg(h order by h.ord), '[]'::json) from (
          select page.ord, page.score, s.id, s.slug, s.kind, s.title, c.slug as category_slug, c.name as category_name,
            s.location, s.is_remote, s.min_range_cents, s.max_range_cents, s.fixed_price_cents, s.get_quote,
            s.is_promoted, s.created_at,
            u.slug as user_slug, u.first_name || ' ' || u.last_name as user_name, d.profile_image,
            o.slug as org_slug, o.company_name, o.company_profile_image,
            ${titleHeadline(sql`s.title`, p.words)} as title_hl,
            ${snippetHeadline(sql`s.description`, p.words)} as snippet_hl
          from page
          join services s on s.id = page.id
          join service_categories c on c.id = s.category_id
          left join users u on u.id = s.user_id
          left join individual_details d on d.user_id = s.user_id
          left join organizations o on o.id = s.organization_id
        ) h) as hits,
        ${
          p.facets
            ? sql`(select json_build_object(
                'category', (select coalesce(json_agg(f), '[]'::json) from (
                  select c.slug as value, count(*)::int as count from m join service_categories c on c.id = m.category_id
                  group by c.slug order by count(*) desc, c.slug limit 30) f),
                'remote', (select coalesce(json_agg(f), '[]'::json) from (
                  select case when m.is_remote then 'remote' else 'on_site' end as value, count(*)::int as count
                  from m group by 1 order by 2 desc) f)))`
            : sql`null::json`
        } as facets`);
    const row = res.rows[0] as {
      candidates: number;
      matched: number;
      hits: ServiceSearchRow[];
      facets: SearchPage<never>['facets'];
    };
    return {
      rows: row.hits,
      matched: Number(row.matched),
      more: Number(row.candidates) >= CANDIDATES,
      facets: row.facets,
    };
  },
};
