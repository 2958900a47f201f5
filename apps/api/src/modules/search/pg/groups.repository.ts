import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import { CANDIDATES } from './others.shared';
import { type SearchPage, snippetHeadline, titleHeadline, tsquery } from './services.repository';

export interface GroupSearchParams {
  words: string[];
  /** The signed-in person: their private groups are found too. */
  viewerId: number | null;
  category: string | null;
  sort: 'relevance' | 'newest';
  offset: number;
  limit: number;
  facets: boolean;
}

export interface GroupSearchRow {
  id: number;
  slug: string;
  name: string;
  category: string | null;
  location: string | null;
  privacy: 'public' | 'private';
  member_count: number;
  is_member: boolean;
  score: number;
  title_hl: string;
  snippet_hl: string;
}

export const groupsSearchRepository = {
  /**
   * Groups not deleted (the partial groups_search_idx); a private group only for its active
   * members (pending and invited people are still outsiders, like group-access.ts says).
   */
  async search(db: Executor, p: GroupSearchParams): Promise<SearchPage<GroupSearchRow>> {
    const q = tsquery(p.words);
    const rank = p.words.length ? sql`ts_rank_cd(g.search_tsv, ${q}, 1)` : sql`0::real`;
    const viewer = p.viewerId ?? -1;
    const member = (g: ReturnType<typeof sql.raw>) => sql`exists (select 1 from group_members gm
      where gm.group_id = ${g}.id and gm.user_id = ${viewer} and gm.status = 'active')`;
    const order =
      p.sort === 'newest' || !p.words.length
        ? sql`m.created_at desc, m.id desc`
        : sql`m.score desc, m.created_at desc, m.id desc`;
    const res = await db.execute(sql`
      with m as materialized (
        select g.id, g.created_at, g.category, ${rank}::float8 as score
        from groups g
        where g.deleted_at is null
          and (g.privacy = 'public' or ${member(sql.raw('g'))})
          ${p.words.length ? sql`and g.search_tsv @@ ${q}` : sql``}
          ${p.category ? sql`and lower(g.category) = lower(${p.category})` : sql``}
        order by g.created_at desc nulls last, g.id desc nulls last
        limit ${CANDIDATES}
      ), page as (
        select m.id, m.score, row_number() over (order by ${order}) as ord
        from m order by ${order} limit ${p.limit} offset ${p.offset}
      )
      select
        (select count(*) from m)::int as matched,
        (select coalesce(json_agg(h order by h.ord), '[]'::json) from (
          select page.ord, page.score, g.id, g.slug, g.name, g.category, g.location, g.privacy, g.member_count,
            ${member(sql.raw('g'))} as is_member,
            ${titleHeadline(sql`g.name`, p.words)} as title_hl,
            ${snippetHeadline(sql`g.description`, p.words)} as snippet_hl
          from page join groups g on g.id = page.id
        ) h) as hits,
        ${
          p.facets
            ? sql`(select json_build_object(
                'category', (select coalesce(json_agg(f), '[]'::json) from (
                  select m.category as value, count(*)::int as count from m where m.category is not null
                  group by 1 order by 2 desc, 1 limit 30) f)))`
            : sql`null::json`
        } as facets`);
    const row = res.rows[0] as {
      matched: number;
      hits: GroupSearchRow[];
      facets: SearchPage<never>['facets'];
    };
    const matched = Number(row.matched);
    return { rows: row.hits, matched, more: matched >= CANDIDATES, facets: row.facets };
  },
};
