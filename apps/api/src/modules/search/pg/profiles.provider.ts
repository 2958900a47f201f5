import type { ProfileSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import { pagedProvider } from './paged-provider';
import { type ProfileSearchRow, profilesSearchRepository as repo } from './profiles.repository';
import { pagedParams, type ViewHit, type ViewProvider, viewHit } from './services.provider';

export interface ProfileSearchFilters {
  specialty?: string;
  city?: string;
  state?: string;
}

function toHit(r: ProfileSearchRow): ViewHit<ProfileSearchHitView> {
  return viewHit(r, {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    profile_image: r.profile_image,
    specialty: r.specialty,
    occupation: r.occupation,
    city: r.city,
    state: r.state,
  });
}

/** People: published profiles of active individuals, only by what they show. */
export function profilesProvider(deps: AppDeps): ViewProvider<ProfileSearchFilters, ProfileSearchHitView> {
  return pagedProvider({
    kind: 'profiles',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        ...pagedParams(q, words, window, facets),
        specialty: q.filters.specialty ?? null,
        city: q.filters.city ?? null,
        state: q.filters.state ?? null,
      }),
    toHit,
    facetFields: ['specialty', 'state'],
  });
}
