import type { OrganizationSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import {
  type OrganizationSearchRow,
  organizationsSearchRepository as repo,
} from './organizations.repository';
import { highlightOf } from './others.shared';
import { pagedProvider } from './paged-provider';
import type { ViewHit, ViewProvider } from './services.provider';

export interface OrganizationSearchFilters {
  industry?: string;
  city?: string;
  state?: string;
}

function toHit(r: OrganizationSearchRow): ViewHit<OrganizationSearchHitView> {
  const highlight = { title: highlightOf(r.title_hl), snippet: highlightOf(r.snippet_hl) };
  return {
    id: Number(r.id),
    score: Number(r.score),
    promoted: false,
    reasons: [],
    highlight,
    source: {
      id: Number(r.id),
      slug: r.slug,
      company_name: r.company_name,
      company_profile_image: r.company_profile_image,
      tagline: r.tagline,
      industry_type: r.industry_type,
      city: r.city,
      state: r.state,
      reasons: [],
      highlight,
    },
  };
}

/** Organizations: live ones only, by what their public profile shows. */
export function organizationsProvider(
  deps: AppDeps,
): ViewProvider<OrganizationSearchFilters, OrganizationSearchHitView> {
  return pagedProvider({
    kind: 'organizations',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        words,
        industry: q.filters.industry ?? null,
        city: q.filters.city ?? null,
        state: q.filters.state ?? null,
        sort: q.sort === 'newest' ? 'newest' : 'relevance',
        ...window,
        facets,
      }),
    toHit,
    facetFields: ['industry', 'state'],
  });
}
