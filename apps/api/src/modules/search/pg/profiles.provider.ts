import type { ProfileSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import { highlightOf } from './others.shared';
import { pagedProvider } from './paged-provider';
import { type ProfileSearchRow, profilesSearchRepository as repo } from './profiles.repository';
import type { ViewHit, ViewProvider } from './services.provider';

export interface ProfileSearchFilters {
  specialty?: string;
  city?: string;
  state?: string;
}

function toHit(r: ProfileSearchRow): ViewHit<ProfileSearchHitView> {
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
      name: r.name,
      profile_image: r.profile_image,
      specialty: r.specialty,
      occupation: r.occupation,
      city: r.city,
      state: r.state,
      reasons: [],
      highlight,
    },
  };
}

/** People: published profiles of active individuals, only by what they show. */
export function profilesProvider(deps: AppDeps): ViewProvider<ProfileSearchFilters, ProfileSearchHitView> {
  return pagedProvider({
    kind: 'profiles',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        words,
        specialty: q.filters.specialty ?? null,
        city: q.filters.city ?? null,
        state: q.filters.state ?? null,
        sort: q.sort === 'newest' ? 'newest' : 'relevance',
        ...window,
        facets,
      }),
    toHit,
    facetFields: ['specialty', 'state'],
  });
}
