import type { ServiceSearchHitView } from '@hctl/contracts';
import type { AppDeps } from '../../../deps';
import type {
  Highlight,
  SearchFacets,
  SearchHit,
  SearchKind,
  SearchQuery,
  SearchResult,
} from '../search.backend';
import { highlightOf } from './others.shared';
import { pagedProvider } from './paged-provider';
import type { PagedSearchParams } from './paged-search.repository';
import {
  servicesSearchRepository as repo,
  type ServiceSearchKind,
  type ServiceSearchRow,
} from './services.repository';

export interface ServiceSearchFilters {
  category?: string;
  remote?: boolean;
}

/** A hit of the kinds beside jobs carries its card, read in the same statement as the ranking. */
export type ViewHit<V> = SearchHit & { source: V };
export type ViewResult<V> = Omit<SearchResult, 'didYouMean' | 'hits'> & { hits: ViewHit<V>[] };

/** A provider of the kinds beside jobs (the PostgreSQL backend's `PgSearchProvider`, with cards). */
export interface ViewProvider<F extends object, V> {
  kind: SearchKind;
  query(q: SearchQuery<F>, words: string[]): Promise<ViewResult<V>>;
  facets(q: SearchQuery<F>, words: string[]): Promise<SearchFacets>;
}

/**
 * A repository row (with its `title_hl` and `snippet_hl` marks) and its card as a hit: the card
 * carries the same reasons and highlight as the hit.
 */
export function viewHit<V extends object>(
  r: { id: number; score: number; title_hl: string; snippet_hl: string },
  card: V,
  o: { promoted?: boolean; reasons?: string[] } = {},
): ViewHit<V & { reasons: string[]; highlight: { title: Highlight; snippet: Highlight } }> {
  const highlight = { title: highlightOf(r.title_hl), snippet: highlightOf(r.snippet_hl) };
  const reasons = o.reasons ?? [];
  return {
    id: Number(r.id),
    score: Number(r.score),
    promoted: o.promoted ?? false,
    reasons,
    highlight,
    source: { ...card, reasons, highlight },
  };
}

/** What every kind's repository takes besides its own filters (`pagedProvider`'s search arguments). */
export const pagedParams = (
  q: SearchQuery<object>,
  words: string[],
  window: { offset: number; limit: number },
  facets: boolean,
): PagedSearchParams => ({ words, sort: q.sort === 'newest' ? 'newest' : 'relevance', ...window, facets });

const KIND_OF: Record<ServiceSearchKind, ServiceSearchHitView['kind']> = {
  post: 'service_post',
  request: 'service_request',
  gallery: 'service_gallery',
};
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function toHit(r: ServiceSearchRow): ViewHit<ServiceSearchHitView> {
  const promoted = r.is_promoted;
  const byOrg = r.org_slug !== null;
  return viewHit(
    r,
    {
      id: Number(r.id),
      slug: r.slug,
      kind: KIND_OF[r.kind],
      title: r.title,
      category: { slug: r.category_slug, name: r.category_name },
      location: r.location,
      is_remote: r.is_remote,
      min_range: dollars(r.min_range_cents),
      max_range: dollars(r.max_range_cents),
      fixed_price: dollars(r.fixed_price_cents),
      get_quote: r.get_quote,
      owner: byOrg
        ? {
            type: 'organization' as const,
            slug: r.org_slug ?? '',
            name: r.company_name ?? '',
            image: r.company_profile_image,
          }
        : {
            type: 'individual' as const,
            slug: r.user_slug ?? '',
            name: r.user_name ?? '',
            image: r.profile_image,
          },
      promoted,
      created_at: new Date(r.created_at).toISOString(),
    },
    { promoted, reasons: promoted ? ['Promoted'] : [] },
  );
}

/**
 * Service posts, requests or galleries (one provider per kind over the same table): public,
 * owner live, matched on the generated search_tsv (title A, sector/place/tags B, texts C).
 */
export function serviceKindProvider(
  deps: AppDeps,
  kind: SearchKind,
  serviceKind: ServiceSearchKind,
): ViewProvider<ServiceSearchFilters, ServiceSearchHitView> {
  return pagedProvider({
    kind,
    search: (q, words, window, facets) =>
      repo.search(deps.db, {
        ...pagedParams(q, words, window, facets),
        kind: serviceKind,
        category: q.filters.category ?? null,
        remote: q.filters.remote ?? null,
      }),
    toHit,
    facetFields: ['category', 'remote'],
  });
}

export const servicesProvider = (deps: AppDeps) => serviceKindProvider(deps, 'services', 'post');
