import type { OrganizationSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import {
  type OrganizationSearchRow,
  organizationsSearchRepository as repo,
} from './organizations.repository';
import { pagedProvider } from './paged-provider';
import { pagedParams, type ViewHit, type ViewProvider, viewHit } from './services.provider';

export interface OrganizationSearchFilters {
  industry?: string;
  city?: string;
  state?: string;
}

function toHit(r: OrganizationSearchRow): ViewHit<OrganizationSearchHitView> {
  return viewHit(r, {
    id: Number(r.id),
    slug: r.slug,
    company_name: r.company_name,
    company_profile_image: r.company_profile_image,
    tagline: r.tagline,
    industry_type: r.industry_type,
    city: r.city,
    state: r.state,
  });
}

/** Organizations: live ones only, by what their public profile shows. */
export function organizationsProvider(
  deps: AppDeps,
): ViewProvider<OrganizationSearchFilters, OrganizationSearchHitView> {
  return pagedProvider({
    kind: 'organizations',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        ...pagedParams(q, words, window, facets),
        industry: q.filters.industry ?? null,
        city: q.filters.city ?? null,
        state: q.filters.state ?? null,
      }),
    toHit,
    facetFields: ['industry', 'state'],
  });
}
