import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import { CANDIDATES } from './others.shared';
import { type SearchPage, snippetHeadline, titleHeadline, tsquery } from './services.repository';

export interface OrganizationSearchParams {
  words: string[];
  industry: string | null;
  city: string | null;
  state: string | null;
  sort: 'relevance' | 'newest';
  offset: number;
  limit: number;
  facets: boolean;
}

export interface OrganizationSearchRow {
  id: number;
  slug: string;
  company_name: string;
  company_profile_image: string | null;
  tagline: string | null;
  industry_type: string | null;
  city: string | null;
  state: string | null;
  score: number;
  title_hl: string;
  snippet_hl: string;
}

export const organizationsSearchRepository = {
  /**
   * Live organizations only (approved, active, published, not archived: the partial
   * organizations_search_idx), matched on the generated search_tsv, which leaves out what the
   * organization hides. The snippet reads the same shown fields; phone, e-mail and website never.
   */
  async search(db: Executor, p: OrganizationSearchParams): Promise<SearchPage<OrganizationSearchRow>> {
    const q = tsquery(p.words);
    const rank = p.words.length ? sql`ts_rank_cd(o.search_tsv, ${q}, 1)` : sql`0::real`;
    const order =
      p.sort === 'newest' || !p.words.length
        ? sql`m.published_at desc nulls last, m.id desc`
        : sql`m.score desc, m.published_at desc nulls last, m.id desc`;
    const snippetSource = sql`concat_ws(' · ', o.tagline, o.about,
      case when coalesce(o.visibility -> 'mission' <> 'false'::jsonb, true) then o.mission end)`;
    const res = await db.execute(sql`
      with m as materialized (
        select o.id, o.published_at, o.industry_type, o.state, ${rank}::float8 as score
        from organizations o
        where o.approval_status = 'approved' and o.status = 'active' and o.is_published and not o.is_archived
          ${p.words.length ? sql`and o.search_tsv @@ ${q}` : sql``}
          ${p.industry ? sql`and lower(o.industry_type) = lower(${p.industry})` : sql``}
          ${p.city ? sql`and lower(o.city) = lower(${p.city})` : sql``}
          ${p.state ? sql`and lower(o.state) = lower(${p.state})` : sql``}
        order by o.published_at desc nulls last, o.id desc
        limit ${CANDIDATES}
      ), page as (
        select m.id, m.score, row_number() over (order by ${order}) as ord
        from m order by ${order} limit ${p.limit} offset ${p.offset}
      )
      select
        (select count(*) from m)::int as matched,
        (select coalesce(json_agg(h order by h.ord), '[]'::json) from (
          select page.ord, page.score, o.id, o.slug, o.company_name, o.company_profile_image, o.tagline,
            o.industry_type, o.city, o.state,
            ${titleHeadline(sql`o.company_name`, p.words)} as title_hl,
            ${snippetHeadline(snippetSource, p.words)} as snippet_hl
          from page join organizations o on o.id = page.id
        ) h) as hits,
        ${
          p.facets
            ? sql`(select json_build_object(
                'industry', (select coalesce(json_agg(f), '[]'::json) from (
                  select m.industry_type as value, count(*)::int as count from m where m.industry_type is not null
                  group by 1 order by 2 desc, 1 limit 30) f),
                'state', (select coalesce(json_agg(f), '[]'::json) from (
                  select m.state as value, count(*)::int as count from m where m.state is not null
                  group by 1 order by 2 desc, 1 limit 60) f)))`
            : sql`null::json`
        } as facets`);
    const row = res.rows[0] as {
      matched: number;
      hits: OrganizationSearchRow[];
      facets: SearchPage<never>['facets'];
    };
    const matched = Number(row.matched);
    return { rows: row.hits, matched, more: matched >= CANDIDATES, facets: row.facets };
  },
};
