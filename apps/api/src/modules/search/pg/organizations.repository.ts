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

export interface OrganizationSearchParams extends PagedSearchParams {
  industry: string | null;
  city: string | null;
  state: string | null;
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
  search(db: Executor, p: OrganizationSearchParams): Promise<SearchPage<OrganizationSearchRow>> {
    const snippetSource = sql`concat_ws(' · ', o.tagline, o.about,
      case when coalesce(o.visibility -> 'mission' <> 'false'::jsonb, true) then o.mission end)`;
    return pagedSearch(db, p, {
      candidates: sql`
        select o.id, o.published_at, o.industry_type, o.state, ${rankOf(sql`o.search_tsv`, p.words)}::float8 as score
        from organizations o
        where o.approval_status = 'approved' and o.status = 'active' and o.is_published and not o.is_archived
          ${matchOf(sql`o.search_tsv`, p.words)}
          ${sameText(sql`o.industry_type`, p.industry)}
          ${sameText(sql`o.city`, p.city)}
          ${sameText(sql`o.state`, p.state)}
        order by o.published_at desc nulls last, o.id desc`,
      newest: sql`m.published_at desc nulls last, m.id desc`,
      hits: sql`
        select page.ord, page.score, o.id, o.slug, o.company_name, o.company_profile_image, o.tagline,
          o.industry_type, o.city, o.state,
          ${titleHeadline(sql`o.company_name`, p.words)} as title_hl,
          ${snippetHeadline(snippetSource, p.words)} as snippet_hl
        from page join organizations o on o.id = page.id`,
      facets: { industry: topValues(sql`m.industry_type`, 30), state: topValues(sql`m.state`, 60) },
    });
  },
};
