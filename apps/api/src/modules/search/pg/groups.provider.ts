import type { GroupSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import { type GroupSearchRow, groupsSearchRepository as repo } from './groups.repository';
import { pagedProvider } from './paged-provider';
import { pagedParams, type ViewHit, type ViewProvider, viewHit } from './services.provider';

export interface GroupSearchFilters {
  category?: string;
}

function toHit(r: GroupSearchRow): ViewHit<GroupSearchHitView> {
  const card = {
    id: Number(r.id),
    slug: r.slug,
    name: r.name,
    category: r.category,
    location: r.location,
    privacy: r.privacy,
    member_count: Number(r.member_count),
    is_member: r.is_member,
  };
  return viewHit(r, card, { reasons: r.is_member ? ['You are a member'] : [] });
}

/** Groups: public ones for everyone, private ones for their members only. */
export function groupsProvider(deps: AppDeps): ViewProvider<GroupSearchFilters, GroupSearchHitView> {
  return pagedProvider({
    kind: 'groups',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        ...pagedParams(q, words, window, facets),
        viewerId: q.viewer?.userId ?? null,
        category: q.filters.category ?? null,
      }),
    toHit,
    facetFields: ['category'],
  });
}
