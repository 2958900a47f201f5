import type { GroupSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import { type GroupSearchRow, groupsSearchRepository as repo } from './groups.repository';
import { highlightOf } from './others.shared';
import { pagedProvider } from './paged-provider';
import type { ViewHit, ViewProvider } from './services.provider';

export interface GroupSearchFilters {
  category?: string;
}

function toHit(r: GroupSearchRow): ViewHit<GroupSearchHitView> {
  const highlight = { title: highlightOf(r.title_hl), snippet: highlightOf(r.snippet_hl) };
  const reasons = r.is_member ? ['You are a member'] : [];
  return {
    id: Number(r.id),
    score: Number(r.score),
    promoted: false,
    reasons,
    highlight,
    source: {
      id: Number(r.id),
      slug: r.slug,
      name: r.name,
      category: r.category,
      location: r.location,
      privacy: r.privacy,
      member_count: Number(r.member_count),
      is_member: r.is_member,
      reasons,
      highlight,
    },
  };
}

/** Groups: public ones for everyone, private ones for their members only. */
export function groupsProvider(deps: AppDeps): ViewProvider<GroupSearchFilters, GroupSearchHitView> {
  return pagedProvider({
    kind: 'groups',
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        words,
        viewerId: q.viewer?.userId ?? null,
        category: q.filters.category ?? null,
        sort: q.sort === 'newest' ? 'newest' : 'relevance',
        ...window,
        facets,
      }),
    toHit,
    facetFields: ['category'],
  });
}
