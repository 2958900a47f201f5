import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import {
  matchOf,
  type PagedSearchParams,
  pagedSearch,
  rankOf,
  type SearchPage,
  sameText,
  snippetHeadline,
  titleHeadline,
  topValues,
} from './paged-search.repository';

export interface GroupSearchParams extends PagedSearchParams {
  /** The signed-in person: their private groups are found too. */
  viewerId: number | null;
  category: string | null;
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
  search(db: Executor, p: GroupSearchParams): Promise<SearchPage<GroupSearchRow>> {
    const viewer = p.viewerId ?? -1;
    const member = (g: ReturnType<typeof sql.raw>) => sql`exists (select 1 from group_members gm
      where gm.group_id = ${g}.id and gm.user_id = ${viewer} and gm.status = 'active')`;
    return pagedSearch(db, p, {
      candidates: sql`
        select g.id, g.created_at, g.category, ${rankOf(sql`g.search_tsv`, p.words)}::float8 as score
        from groups g
        where g.deleted_at is null
          and (g.privacy = 'public' or ${member(sql.raw('g'))})
          ${matchOf(sql`g.search_tsv`, p.words)}
          ${sameText(sql`g.category`, p.category)}
        order by g.created_at desc nulls last, g.id desc nulls last`,
      newest: sql`m.created_at desc, m.id desc`,
      hits: sql`
        select page.ord, page.score, g.id, g.slug, g.name, g.category, g.location, g.privacy, g.member_count,
          ${member(sql.raw('g'))} as is_member,
          ${titleHeadline(sql`g.name`, p.words)} as title_hl,
          ${snippetHeadline(sql`g.description`, p.words)} as snippet_hl
        from page join groups g on g.id = page.id`,
      facets: { category: topValues(sql`m.category`, 30) },
    });
  },
};
