import type { SearchFacets, SearchKind, SearchQuery } from '../search.backend';
import { bucketsOf, totalOf, windowOf } from './others.shared';
import type { SearchPage } from './paged-search.repository';
import type { ViewHit, ViewProvider } from './services.provider';

/**
 * A provider for a kind beside jobs: its repository answers a page of rows, how many of the
 * candidates matched and the facet rows; paging, the honest total ("1,000+") and the facets are
 * the same for every such kind.
 */
export function pagedProvider<F extends object, V, R>(o: {
  kind: SearchKind;
  search: (
    q: SearchQuery<F>,
    words: string[],
    window: { offset: number; limit: number },
    facets: boolean,
  ) => Promise<SearchPage<R>>;
  toHit: (r: R) => ViewHit<V>;
  facetFields: readonly string[];
}): ViewProvider<F, V> {
  const facetsOf = (p: SearchPage<R>): SearchFacets | null =>
    p.facets
      ? {
          fields: Object.fromEntries(o.facetFields.map((f) => [f, bucketsOf(p.facets?.[f] ?? null)])),
          sampled: totalOf(p.matched, p.more).relation === 'gte',
        }
      : null;
  return {
    kind: o.kind,
    async query(q, words) {
      const page = await o.search(q, words, windowOf(q.page, q.pageSize), q.withFacets !== false);
      return {
        hits: page.rows.map(o.toHit),
        total: totalOf(page.matched, page.more),
        facets: facetsOf(page),
        nextCursor: null,
      };
    },
    async facets(q, words) {
      return facetsOf(await o.search(q, words, windowOf(1, 0), true)) ?? { fields: {}, sampled: false };
    },
  };
}
