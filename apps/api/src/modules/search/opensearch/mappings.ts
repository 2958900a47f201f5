import { SEARCH_KINDS, type SearchKind } from '../search.backend';

/** The indexes: one per kind; `users` (the people picker) reads the profiles index. */
export type IndexedKind = Exclude<SearchKind, 'users'>;
export const INDEXED_KINDS: readonly IndexedKind[] = SEARCH_KINDS.filter(
  (kind): kind is IndexedKind => kind !== 'users',
);

export const indexedKindOf = (kind: SearchKind): IndexedKind => (kind === 'users' ? 'profiles' : kind);
export const indexName = (prefix: string, kind: SearchKind) => `${prefix}${indexedKindOf(kind)}`;

/**
 * Analysis shared by every index: English stemming and stop words for prose (`hctl_english`: the
 * built-in `english` analyzer rebuilt with `asciifolding`, so "zoe" and "Zoë" match either way, as
 * PostgreSQL's hctl_english does), and a lower-cased keyword for filters and facets, so "Boston" and
 * "boston" are one bucket. An index created before keeps its analyzers until it is rebuilt.
 */
export const INDEX_SETTINGS = {
  number_of_shards: 1,
  analysis: {
    normalizer: { lower: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
    filter: {
      english_stop: { type: 'stop', stopwords: '_english_' },
      english_stemmer: { type: 'stemmer', language: 'english' },
      english_possessive_stemmer: { type: 'stemmer', language: 'possessive_english' },
    },
    analyzer: {
      hctl_english: {
        type: 'custom',
        tokenizer: 'standard',
        filter: [
          'english_possessive_stemmer',
          'lowercase',
          'asciifolding',
          'english_stop',
          'english_stemmer',
        ],
      },
      hctl_plain: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
    },
  },
} as const;

const text = { type: 'text', analyzer: 'hctl_english' } as const;
/**
 * A title or name: English-analyzed for matching, plus `.plain` (unstemmed words, accents folded)
 * for the term suggester, so "Did you mean" offers real words ("nurse"), not stems ("nurs").
 */
const title = { ...text, fields: { plain: { type: 'text', analyzer: 'hctl_plain' } } } as const;
const keyword = { type: 'keyword', normalizer: 'lower' } as const;
/** A keyword for filters and facets that the words search also matches, as `<field>.text`. */
const keywordAndText = { ...keyword, fields: { text } } as const;
/** Stored for the card, never searched or aggregated. */
const stored = { type: 'keyword', index: false, doc_values: false } as const;
const date = { type: 'date' } as const;

type Props = Record<string, { type: string; [k: string]: unknown }>;

/** Text fields each kind searches, with their boosts (the title matters most). */
export const TEXT_FIELDS: Record<IndexedKind, string[]> = {
  jobs: [
    'title^3',
    'specialty.text^2',
    'category.text^2',
    'company_name',
    'city.text',
    'state.text',
    'description',
  ],
  services: ['title^3', 'category_name^2', 'owner_name', 'location', 'description'],
  service_requests: ['title^3', 'category_name^2', 'owner_name', 'location', 'description'],
  galleries: ['title^3', 'category_name^2', 'owner_name', 'location', 'description'],
  profiles: ['name^3', 'specialty.text^2', 'occupation^2', 'city.text', 'state.text', 'about'],
  organizations: ['name^3', 'industry.text^2', 'city.text', 'state.text', 'about'],
  groups: ['name^3', 'category.text^2', 'location', 'description'],
};

const serviceProps: Props = {
  id: { type: 'long' },
  slug: stored,
  title,
  description: text,
  category: keyword,
  category_name: text,
  owner_name: text,
  location: text,
  remote: { type: 'boolean' },
  promoted: { type: 'boolean' },
  created_at: date,
};

/** Field mappings per index: prose as `english` text, filters and facets as keywords, dates, pay as numbers. */
export const MAPPINGS: Record<IndexedKind, { dynamic: 'strict'; properties: Props }> = {
  jobs: {
    dynamic: 'strict',
    properties: {
      id: { type: 'long' },
      slug: stored,
      title,
      description: text,
      category: keywordAndText,
      specialty: keywordAndText,
      job_type: keyword,
      shift: keyword,
      city: keywordAndText,
      state: keywordAndText,
      remote: { type: 'boolean' },
      benefits: keyword,
      /** `STATE:CODE` per license the job asks for ("TX:RN"): "licensed for me" is a terms filter. */
      licenses: keyword,
      pay_min_cents: { type: 'integer' },
      pay_max_cents: { type: 'integer' },
      pay_period: stored,
      /** Pay per hour whatever the period (a year is 2,080 hours): the pay filter and sort. */
      pay_hourly_cents: { type: 'integer' },
      published_at: date,
      promoted_until: date,
      org_slug: stored,
      company_name: text,
      company_profile_image: stored,
    },
  },
  services: { dynamic: 'strict', properties: serviceProps },
  service_requests: { dynamic: 'strict', properties: serviceProps },
  galleries: { dynamic: 'strict', properties: serviceProps },
  profiles: {
    dynamic: 'strict',
    properties: {
      id: { type: 'long' },
      slug: stored,
      name: title,
      specialty: keywordAndText,
      occupation: text,
      city: keywordAndText,
      state: keywordAndText,
      about: text,
      published_at: date,
    },
  },
  organizations: {
    dynamic: 'strict',
    properties: {
      id: { type: 'long' },
      slug: stored,
      name: title,
      industry: keywordAndText,
      city: keywordAndText,
      state: keywordAndText,
      about: text,
      published_at: date,
    },
  },
  groups: {
    dynamic: 'strict',
    properties: {
      id: { type: 'long' },
      slug: stored,
      name: title,
      category: keywordAndText,
      location: text,
      description: text,
      member_count: { type: 'integer' },
      created_at: date,
    },
  },
};

/** The unstemmed title or name the suggester reads. */
export const SUGGEST_FIELD: Record<IndexedKind, string> = {
  jobs: 'title.plain',
  services: 'title.plain',
  service_requests: 'title.plain',
  galleries: 'title.plain',
  profiles: 'name.plain',
  organizations: 'name.plain',
  groups: 'name.plain',
};

/** Highlighted fields: the title (or name) and the snippet's prose. */
export const HIGHLIGHT_FIELDS: Record<IndexedKind, { title: string; snippet: string }> = {
  jobs: { title: 'title', snippet: 'description' },
  services: { title: 'title', snippet: 'description' },
  service_requests: { title: 'title', snippet: 'description' },
  galleries: { title: 'title', snippet: 'description' },
  profiles: { title: 'name', snippet: 'about' },
  organizations: { title: 'name', snippet: 'about' },
  groups: { title: 'name', snippet: 'description' },
};

/** The date each kind's "newest" sort reads. */
export const DATE_FIELD: Record<IndexedKind, string> = {
  jobs: 'published_at',
  services: 'created_at',
  service_requests: 'created_at',
  galleries: 'created_at',
  profiles: 'published_at',
  organizations: 'published_at',
  groups: 'created_at',
};

/** Keyword fields counted as facets, by the facet names the contracts use. */
export const FACET_FIELDS: Record<IndexedKind, Record<string, string>> = {
  jobs: {
    category: 'category',
    specialty: 'specialty',
    city: 'city',
    state: 'state',
    shift: 'shift',
    job_type: 'job_type',
    remote: 'remote',
    benefits: 'benefits',
  },
  services: { category: 'category', remote: 'remote' },
  service_requests: { category: 'category', remote: 'remote' },
  galleries: { category: 'category', remote: 'remote' },
  profiles: { specialty: 'specialty', state: 'state' },
  organizations: { industry: 'industry', state: 'state' },
  groups: { category: 'category' },
};

/** The index body `indices.create` sends for a kind. */
export const indexBody = (kind: IndexedKind) => ({ settings: INDEX_SETTINGS, mappings: MAPPINGS[kind] });
