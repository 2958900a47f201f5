import { totalLabel } from '@hctl/contracts';
import type { SearchResult } from './search.backend';

type Facets<K extends readonly string[]> = Record<K[number], { value: string; count: number }[]>;

/**
 * What every kind's result view says beside its hits and paging: the total (exact or "1,000+"), the
 * facets and a spelling suggestion. Every facet key is present (empty when the engine counted none),
 * so the view's shape is fixed.
 */
export function resultSummary<K extends readonly string[]>(r: SearchResult, facetKeys: K) {
  return {
    total: r.total.value,
    total_relation: r.total.relation,
    total_label: totalLabel(r.total.value, r.total.relation),
    facets: Object.fromEntries(facetKeys.map((k) => [k, r.facets?.fields[k] ?? []])) as Facets<K>,
    facets_sampled: r.facets?.sampled ?? false,
    did_you_mean: r.didYouMean,
  };
}
