import type { Executor } from '@hctl/db';
import { sql } from 'drizzle-orm';
import {
  matchOf,
  type PagedSearchParams,
  pagedSearch,
  rankOf,
  type SearchPage,
  snippetHeadline,
  titleHeadline,
} from './paged-search.repository';

/** paged-provider.ts reads the page type from here. */

export type ServiceSearchKind = 'post' | 'request' | 'gallery';

export interface ServiceSearchParams extends PagedSearchParams {
  kind: ServiceSearchKind;
  category: string | null;
  remote: boolean | null;
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
   * The newest CANDIDATES matches (GIN bitmap for rare words; the planner may walk
   * services_public_idx for common ones), ranked among themselves (promoted ones lifted), the page
   * read with its owner and highlights, the facet counts over the visible ones.
   */
  search(db: Executor, p: ServiceSearchParams): Promise<SearchPage<ServiceSearchRow>> {
    return pagedSearch(db, p, {
      candidates: sql`
        select s.id, s.created_at, s.category_id, s.is_remote, s.user_id, s.organization_id,
          (${rankOf(sql`s.search_tsv`, p.words)} * case when s.is_promoted then 1.2 else 1 end)::float8 as score
        from services s
        ${p.category ? sql`join service_categories fc on fc.id = s.category_id and fc.slug = ${p.category}` : sql``}
        where s.kind = ${p.kind} and ${isPublic}
          ${matchOf(sql`s.search_tsv`, p.words)}
          ${p.remote === null ? sql`` : sql`and s.is_remote = ${p.remote}`}
        order by s.created_at desc nulls last, s.id desc nulls last`,
      visible: ownerLive,
      newest: sql`m.created_at desc, m.id desc`,
      hits: sql`
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
        left join organizations o on o.id = s.organization_id`,
      facets: {
        category: sql`select c.slug as value, count(*)::int as count from m join service_categories c on c.id = m.category_id
          group by c.slug order by count(*) desc, c.slug limit 30`,
        remote: sql`select case when m.is_remote then 'remote' else 'on_site' end as value, count(*)::int as count
          from m group by 1 order by 2 desc`,
      },
    });
  },
};
