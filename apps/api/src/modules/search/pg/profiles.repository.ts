import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import { CANDIDATES } from './others.shared';
import { type SearchPage, snippetHeadline, titleHeadline, tsquery } from './services.repository';

export interface ProfileSearchParams {
  words: string[];
  specialty: string | null;
  city: string | null;
  state: string | null;
  sort: 'relevance' | 'newest';
  offset: number;
  limit: number;
  facets: boolean;
}

export interface ProfileSearchRow {
  id: number;
  slug: string;
  name: string;
  profile_image: string | null;
  specialty: string | null;
  occupation: string | null;
  city: string | null;
  state: string | null;
  score: number;
  title_hl: string;
  snippet_hl: string;
}

/** A field the person may hide: shown unless its visibility is false (the accounts module's defaults for these). */
const shown = (field: string, col: ReturnType<typeof sql>) =>
  sql`case when coalesce(d.visibility -> ${field} <> 'false'::jsonb, true) then ${col} end`;

export const profilesSearchRepository = {
  /**
   * Published profiles of active people, matched on `search_document`, which holds only what the
   * public profile shows (migration 0023's triggers). The card and the snippet read the same
   * visible fields: e-mail and phone are never read here.
   */
  async search(db: Executor, p: ProfileSearchParams): Promise<SearchPage<ProfileSearchRow>> {
    const q = tsquery(p.words);
    const rank = p.words.length ? sql`ts_rank_cd(d.search_document, ${q}, 1)` : sql`0::real`;
    const order =
      p.sort === 'newest' || !p.words.length
        ? sql`m.published_at desc nulls last, m.id desc`
        : sql`m.score desc, m.published_at desc nulls last, m.id desc`;
    const snippetSource = sql`concat_ws(' · ', ${shown('occupation', sql`d.occupation`)}, ${shown('about', sql`d.about`)})`;
    const res = await db.execute(sql`
      with cand as materialized (
        select d.user_id as id, d.published_at, d.specialty, d.state, ${rank}::float8 as score
        from individual_details d
        where d.is_published
          ${p.words.length ? sql`and d.search_document @@ ${q}` : sql``}
          ${p.specialty ? sql`and lower(d.specialty) = lower(${p.specialty})` : sql``}
          ${p.city ? sql`and lower(d.city) = lower(${p.city})` : sql``}
          ${p.state ? sql`and lower(d.state) = lower(${p.state})` : sql``}
        order by d.published_at desc nulls last, d.user_id desc nulls last
        limit ${CANDIDATES}
      ), m as materialized (
        -- The account is checked on the candidates only (one index probe each).
        select cand.* from cand
        where exists (select 1 from users u where u.id = cand.id and u.is_active and u.role = 'individual')
      ), page as (
        select m.id, m.score, row_number() over (order by ${order}) as ord
        from m order by ${order} limit ${p.limit} offset ${p.offset}
      )
      select
        (select count(*) from cand)::int as candidates,
        (select count(*) from m)::int as matched,
        (select coalesce(json_agg(h order by h.ord), '[]'::json) from (
          select page.ord, page.score, u.id, u.slug, u.first_name || ' ' || u.last_name as name,
            d.profile_image, d.specialty, ${shown('occupation', sql`d.occupation`)} as occupation, d.city, d.state,
            ${titleHeadline(sql`(u.first_name || ' ' || u.last_name)`, p.words)} as title_hl,
            ${snippetHeadline(snippetSource, p.words)} as snippet_hl
          from page
          join users u on u.id = page.id
          join individual_details d on d.user_id = u.id
        ) h) as hits,
        ${
          p.facets
            ? sql`(select json_build_object(
                'specialty', (select coalesce(json_agg(f), '[]'::json) from (
                  select m.specialty as value, count(*)::int as count from m where m.specialty is not null
                  group by 1 order by 2 desc, 1 limit 30) f),
                'state', (select coalesce(json_agg(f), '[]'::json) from (
                  select m.state as value, count(*)::int as count from m where m.state is not null
                  group by 1 order by 2 desc, 1 limit 60) f)))`
            : sql`null::json`
        } as facets`);
    const row = res.rows[0] as {
      candidates: number;
      matched: number;
      hits: ProfileSearchRow[];
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
