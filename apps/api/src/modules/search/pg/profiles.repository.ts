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

export interface ProfileSearchParams extends PagedSearchParams {
  specialty: string | null;
  city: string | null;
  state: string | null;
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
  search(db: Executor, p: ProfileSearchParams): Promise<SearchPage<ProfileSearchRow>> {
    const snippetSource = sql`concat_ws(' · ', ${shown('occupation', sql`d.occupation`)}, ${shown('about', sql`d.about`)})`;
    return pagedSearch(db, p, {
      candidates: sql`
        select d.user_id as id, d.published_at, d.specialty, d.state, ${rankOf(sql`d.search_document`, p.words)}::float8 as score
        from individual_details d
        where d.is_published
          ${matchOf(sql`d.search_document`, p.words)}
          ${sameText(sql`d.specialty`, p.specialty)}
          ${sameText(sql`d.city`, p.city)}
          ${sameText(sql`d.state`, p.state)}
        order by d.published_at desc nulls last, d.user_id desc nulls last`,
      // The account is active and a person's (one index probe per candidate).
      visible: sql`exists (select 1 from users u where u.id = cand.id and u.is_active and u.role = 'individual')`,
      newest: sql`m.published_at desc nulls last, m.id desc`,
      hits: sql`
        select page.ord, page.score, u.id, u.slug, u.first_name || ' ' || u.last_name as name,
          d.profile_image, d.specialty, ${shown('occupation', sql`d.occupation`)} as occupation, d.city, d.state,
          ${titleHeadline(sql`(u.first_name || ' ' || u.last_name)`, p.words)} as title_hl,
          ${snippetHeadline(snippetSource, p.words)} as snippet_hl
        from page
        join users u on u.id = page.id
        join individual_details d on d.user_id = u.id`,
      facets: { specialty: topValues(sql`m.specialty`, 30), state: topValues(sql`m.state`, 60) },
    });
  },
};
