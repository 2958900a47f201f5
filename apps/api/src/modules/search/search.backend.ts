/**
 * The one search interface (issue 20). Routes and services talk to a `SearchBackend`; which engine
 * answers is configuration (`SEARCH_BACKEND=postgres|opensearch`). The PostgreSQL backend
 * (`pg/pg.backend.ts`) delegates each kind to a provider registered into it
 * (`pg/<kind>.provider.ts` + `pg/<kind>.repository.ts`); the OpenSearch backend (`opensearch/`)
 * implements the same interface over one index per kind, fed from the outbox.
 */

export const SEARCH_KINDS = [
  'jobs',
  'services',
  'service_requests',
  'galleries',
  'profiles',
  'organizations',
  'groups',
  'users',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchSort = 'relevance' | 'newest' | 'pay';

/** Who is searching: decides what may be seen (private groups, hidden profile sections) and "licensed for me". */
export type SearchViewer = {
  userId: number;
  role: 'individual' | 'organization' | 'super-admin';
} | null;

/**
 * A normalized query. `filters` are the kind's own (jobs: `JobSearchFilters`); `text` is what the
 * person typed (the backend tokenizes and corrects it). `cursor` (opaque, from a previous result's
 * `nextCursor`) takes precedence over `page` for deep pages.
 */
export interface SearchQuery<F extends object = Record<string, unknown>> {
  kind: SearchKind;
  text: string;
  filters: F;
  sort: SearchSort;
  page: number;
  cursor: string | null;
  pageSize: number;
  viewer: SearchViewer;
  /** false: skip facet counts (aggregate pages that show counts only). Default true. */
  withFacets?: boolean;
}

/**
 * A highlighted excerpt as plain text plus the [start, end) character ranges of the matched words:
 * the web renders <mark> around the ranges itself, so no markup ever comes from indexed text.
 */
export interface Highlight {
  text: string;
  ranges: [number, number][];
}

export interface SearchHit {
  id: number;
  /** The engine's score (relevance sort); 0 when sorted otherwise. */
  score: number;
  /** A paid promotion lifted it ("Promoted" label). */
  promoted: boolean;
  /** Why it is here, for people ("Licensed for you: RN in TX", "Posted today"). */
  reasons: string[];
  /** By field: `title`, `snippet` (jobs), `name`, … */
  highlight: Record<string, Highlight>;
  /**
   * The stored fields of the document when the engine returns them (the PostgreSQL providers read
   * the card in the same statement); without it the kind's service reads the cards by id.
   */
  source?: Record<string, unknown>;
}

/** Exact up to 1,000; past it `{ value: 1000, relation: 'gte' }`, shown as "1,000+". */
export interface SearchTotal {
  value: number;
  relation: 'eq' | 'gte';
}
export const TOTAL_CAP = 1000;

export interface FacetBucket {
  value: string;
  count: number;
}

/**
 * Facet counts by filter name. `sampled`: counted over the newest matches the engine ranked (the
 * total is 1,000+), not over every match.
 */
export interface SearchFacets {
  fields: Record<string, FacetBucket[]>;
  sampled: boolean;
}

export interface SearchResult {
  hits: SearchHit[];
  total: SearchTotal;
  facets: SearchFacets | null;
  /** The corrected text when a misspelled word was replaced ("Did you mean …"); null otherwise. */
  didYouMean: string | null;
  /** For the next page (keyset); null at the end. */
  nextCursor: string | null;
}

/** Words the index knows, nearest first: for "Did you mean" and type-ahead. */
export interface Suggestion {
  text: string;
  /** How many indexed documents hold it (the word list's document frequency). */
  df: number;
}

/**
 * Text was typed but holds no word to match (only punctuation or symbols: "%", "_", "';--"). It
 * finds nothing, as an unknown word does; only a blank query browses everything.
 */
export const withoutWords = (text: string, words: readonly unknown[]) => text.trim() !== '' && !words.length;

/** What a search that can match nothing answers (facets empty when asked for, so the shape holds). */
export const noResult = (withFacets = true): SearchResult => ({
  hits: [],
  total: { value: 0, relation: 'eq' },
  facets: withFacets ? { fields: {}, sampled: false } : null,
  didYouMean: null,
  nextCursor: null,
});

export interface SearchBackend {
  readonly name: 'postgres' | 'opensearch';
  query<F extends object>(q: SearchQuery<F>): Promise<SearchResult>;
  facets<F extends object>(q: SearchQuery<F>): Promise<SearchFacets>;
  /** Completions and corrections for `text` within a kind's word list. */
  suggest(kind: SearchKind, text: string, limit?: number): Promise<Suggestion[]>;
  /** Make these documents current in the index (PostgreSQL: generated columns already are; a no-op). */
  upsert(kind: SearchKind, ids: number[]): Promise<void>;
  delete(kind: SearchKind, ids: number[]): Promise<void>;
}

/**
 * One kind's search inside the PostgreSQL backend. The backend corrects the text (word list) and
 * hands the provider the words to match; the provider owns its SQL (in its repository).
 */
export interface PgSearchProvider<F extends object = Record<string, unknown>> {
  kind: SearchKind;
  query(q: SearchQuery<F>, words: string[], stats?: WordStats[]): Promise<Omit<SearchResult, 'didYouMean'>>;
  facets(q: SearchQuery<F>, words: string[], stats?: WordStats[]): Promise<SearchFacets>;
}

/**
 * What the word list knows of each searched word (stop words left out): how many documents of the
 * kind hold its stem (0: unknown). Providers choose their plan from it (rare words: GIN bitmap;
 * common ones: a bounded walk of a date index).
 */
export interface WordStats {
  word: string;
  matches: number;
}
