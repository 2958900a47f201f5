import { encodeCursor } from '../pg/cursor';
import { highlightOf } from '../pg/others.shared';
import type { FacetBucket, SearchFacets, SearchHit, SearchQuery, SearchResult } from '../search.backend';
import { TOTAL_CAP } from '../search.backend';
import type { JobSearchFilters, ViewerLicense } from '../search-jobs.filters';
import { LICENSED_REASON } from '../search-jobs.mapper';
import { HIGHLIGHT_FIELDS, type IndexedKind, indexedKindOf } from './mappings';
import { licenseKeys, wordsOf } from './query';

type Json = Record<string, unknown>;
interface OsHit {
  _id: string;
  _score: number | null;
  _source?: Json;
  highlight?: Record<string, string[]>;
  sort?: (number | string | null)[];
}
export interface OsSearchResponse {
  hits: { total?: { value: number; relation: 'eq' | 'gte' }; hits: OsHit[] };
  aggregations?: Record<
    string,
    { buckets: { key: string | number; key_as_string?: string; doc_count: number }[] }
  >;
  suggest?: { words?: { text: string; options: { text: string; freq?: number }[] }[] };
}

const THREE_DAYS = 3 * 86_400_000;

/** The job card as the job search's mapper reads it (the PostgreSQL provider's row has the same fields). */
function jobCard(src: Json, licensed: boolean) {
  return {
    id: Number(src.id),
    slug: src.slug,
    title: src.title,
    category: src.category ?? null,
    specialty: src.specialty ?? null,
    employment_type: src.job_type,
    shift: src.shift ?? null,
    city: src.city ?? null,
    state: src.state ?? null,
    is_remote: Boolean(src.remote),
    pay_min_cents: src.pay_min_cents ?? null,
    pay_max_cents: src.pay_max_cents ?? null,
    pay_period: src.pay_period ?? null,
    benefits: (src.benefits as string[] | undefined) ?? [],
    published_at: src.published_at ?? null,
    org_slug: src.org_slug,
    company_name: src.company_name,
    company_profile_image: src.company_profile_image ?? null,
    licensed_for: licensed,
  };
}

function jobHit(h: OsHit, now: Date, viewer: ViewerLicense[]): Omit<SearchHit, 'score' | 'highlight'> {
  const src = h._source ?? {};
  const promoted = typeof src.promoted_until === 'string' && new Date(src.promoted_until) > now;
  const mine = new Set(licenseKeys(viewer));
  const licensed = ((src.licenses as string[] | undefined) ?? []).some((k) => mine.has(k.toLowerCase()));
  const published = typeof src.published_at === 'string' ? new Date(src.published_at) : null;
  const reasons: string[] = [];
  if (promoted) reasons.push('Promoted');
  if (licensed) reasons.push(LICENSED_REASON);
  if (published && now.getTime() - published.getTime() < THREE_DAYS)
    reasons.push('Posted in the last 3 days');
  return { id: Number(h._id), promoted, reasons, source: jobCard(src, licensed) };
}

/** OpenSearch buckets to facet buckets (booleans read "true"/"false", like the PostgreSQL facets). */
export function facetsOf(res: OsSearchResponse): SearchFacets {
  const fields: Record<string, FacetBucket[]> = {};
  for (const [name, agg] of Object.entries(res.aggregations ?? {})) {
    fields[name] = agg.buckets.map((b) => ({ value: b.key_as_string ?? String(b.key), count: b.doc_count }));
  }
  return { fields, sampled: false };
}

/** "Did you mean": the text with each word the index does not hold replaced by its best suggestion. */
export function didYouMeanOf(text: string, res: OsSearchResponse): string | null {
  const words = wordsOf(text);
  let changed = false;
  const fixed = new Map<string, string>();
  for (const s of res.suggest?.words ?? []) {
    const best = s.options[0]?.text;
    if (best && best !== s.text) {
      fixed.set(s.text, best);
      changed = true;
    }
  }
  return changed ? words.map((w) => fixed.get(w) ?? w).join(' ') : null;
}

/** One search response to the backend's result: hits with highlights, the capped total, the keyset cursor. */
export function resultOf(q: SearchQuery, res: OsSearchResponse, now: Date): SearchResult {
  const kind: IndexedKind = indexedKindOf(q.kind);
  const { title, snippet } = HIGHLIGHT_FIELDS[kind];
  const viewer = kind === 'jobs' ? ((q.filters as unknown as JobSearchFilters).viewerLicenses ?? []) : [];
  const hits: SearchHit[] = res.hits.hits.map((h) => {
    const base =
      kind === 'jobs'
        ? jobHit(h, now, viewer)
        : { id: Number(h._id), promoted: Boolean(h._source?.promoted), reasons: [] as string[] };
    const highlight: SearchHit['highlight'] = {};
    const t = h.highlight?.[title]?.[0];
    const sn = h.highlight?.[snippet]?.[0];
    if (t) highlight.title = highlightOf(t);
    if (sn) highlight.snippet = highlightOf(sn);
    return { ...base, score: h._score ?? 0, highlight };
  });
  const total = res.hits.total ?? { value: hits.length, relation: 'eq' as const };
  const capped =
    total.value >= TOTAL_CAP && total.relation === 'gte'
      ? { value: TOTAL_CAP, relation: 'gte' as const }
      : total.value > TOTAL_CAP
        ? { value: TOTAL_CAP, relation: 'gte' as const }
        : { value: total.value, relation: 'eq' as const };
  const last = res.hits.hits.at(-1);
  const nextCursor =
    last?.sort && hits.length === q.pageSize
      ? encodeCursor({
          sort: q.sort,
          key: last.sort[0] as number | null,
          id: Number(last._id),
          // Relevance decays with age: the next page scores at this page's moment (see Cursor.at).
          ...(q.sort === 'relevance' ? { at: now.getTime() } : {}),
        })
      : null;
  return {
    hits,
    total: capped,
    facets: res.aggregations ? facetsOf(res) : null,
    didYouMean: didYouMeanOf(q.text, res),
    nextCursor,
  };
}
