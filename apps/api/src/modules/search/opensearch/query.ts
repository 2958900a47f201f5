import { decodeCursor } from '../pg/cursor';
import { MARK_END, MARK_START } from '../pg/others.shared';
import type { SearchQuery } from '../search.backend';
import { TOTAL_CAP, withoutWords } from '../search.backend';
import type { JobSearchFilters } from '../search-jobs.filters';
import {
  DATE_FIELD,
  FACET_FIELDS,
  HIGHLIGHT_FIELDS,
  type IndexedKind,
  indexedKindOf,
  SUGGEST_FIELD,
  TEXT_FIELDS,
} from './mappings';

type Json = Record<string, unknown>;

/** Meilisearch's rule: one typo allowed from 5 letters, two from 9. */
export const FUZZINESS = 'AUTO:5,9';
/** Facet buckets per field. */
const FACET_SIZE = 20;

/** The words of the query as the search box's text splits them (the analyzer does the rest). */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);

/**
 * Every word must match some field (typos forgiven per word), the way PostgreSQL's `plainto_tsquery`
 * ANDs them; a phrase match on the title ranks the closest titles first.
 */
function textQuery(kind: IndexedKind, text: string): Json {
  const words = wordsOf(text);
  // Punctuation alone ("%", "';--") finds nothing; only a blank query browses everything.
  if (!words.length) return withoutWords(text, words) ? { match_none: {} } : { match_all: {} };
  const title = HIGHLIGHT_FIELDS[kind].title;
  return {
    bool: {
      must: words.map((w) => ({
        multi_match: {
          query: w,
          fields: TEXT_FIELDS[kind],
          type: 'best_fields',
          fuzziness: FUZZINESS,
          prefix_length: 1,
        },
      })),
      should: [{ match_phrase: { [title]: { query: text, boost: 2 } } }],
    },
  };
}

const term = (field: string, value: unknown) => ({ term: { [field]: value } });

/** The job search's filters as filter clauses (no scoring), the same rules as the PostgreSQL provider. */
export function jobFilterClauses(f: JobSearchFilters): Json[] {
  const out: Json[] = [];
  if (f.category) out.push(term('category', f.category));
  if (f.specialty) out.push(term('specialty', f.specialty));
  if (f.city) out.push(term('city', f.city));
  if (f.state) out.push(term('state', f.state));
  if (f.remote !== undefined) out.push(term('remote', f.remote));
  if (f.shift) out.push(term('shift', f.shift));
  if (f.jobType) out.push(term('job_type', f.jobType));
  for (const b of f.benefits ?? []) out.push(term('benefits', b));
  const pay: Json = {};
  if (f.payMinCents !== undefined) pay.gte = f.payMinCents;
  if (f.payMaxCents !== undefined) pay.lte = f.payMaxCents;
  if (Object.keys(pay).length) out.push({ range: { pay_hourly_cents: pay } });
  if (f.postedSince) out.push({ range: { published_at: { gte: f.postedSince.toISOString() } } });
  if (f.licensedFor) {
    const keys = licenseKeys(f.licensedFor);
    out.push(keys.length ? { terms: { licenses: keys } } : { match_none: {} });
  }
  return out;
}

/** `STATE:CODE` keys, as the job documents list the licenses they ask for. */
export const licenseKeys = (licenses: { state: string; codes: string[] }[]) =>
  licenses.flatMap((l) => l.codes.map((c) => `${l.state}:${c}`.toLowerCase()));

/** The other kinds' filters: each a keyword (or boolean) of the same name. */
function otherFilterClauses(kind: IndexedKind, f: Json): Json[] {
  const fields = FACET_FIELDS[kind];
  return Object.entries(f)
    .filter(([k, v]) => k in fields && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => term(fields[k], v));
}

/**
 * Relevance: the text score, lifted by recency (up to +50 % for a job posted today, half of that
 * after two weeks) and by a running promotion (×1.25) — bounded, so neither buries a better match.
 */
function scored(kind: IndexedKind, query: Json, now: Date): Json {
  if (kind !== 'jobs') return query;
  return {
    function_score: {
      query: {
        function_score: {
          query,
          functions: [
            { weight: 1 },
            {
              gauss: { published_at: { origin: now.toISOString(), scale: '14d', decay: 0.5 } },
              weight: 0.5,
            },
          ],
          score_mode: 'sum',
          boost_mode: 'multiply',
        },
      },
      functions: [{ filter: { range: { promoted_until: { gt: now.toISOString() } } }, weight: 1.25 }],
      score_mode: 'multiply',
      boost_mode: 'multiply',
    },
  };
}

function sortOf(kind: IndexedKind, sort: SearchQuery['sort'], hasText: boolean): Json[] {
  const effective = sort === 'relevance' && !hasText ? 'newest' : sort;
  if (effective === 'relevance') return [{ _score: 'desc' }, { id: 'desc' }];
  if (effective === 'pay' && kind === 'jobs') {
    // Jobs without pay last (as 0): a missing value would come back as a 64-bit minimum.
    return [{ pay_hourly_cents: { order: 'desc', missing: 0 } }, { id: 'desc' }];
  }
  return [{ [DATE_FIELD[kind]]: { order: 'desc', missing: '_last' } }, { id: 'desc' }];
}

function aggsOf(kind: IndexedKind): Json {
  return Object.fromEntries(
    Object.entries(FACET_FIELDS[kind]).map(([name, field]) => [name, { terms: { field, size: FACET_SIZE } }]),
  );
}

/**
 * The request body of one search: the query, filters, sort, the page (`from`) or the keyset
 * (`search_after` from the cursor), facet aggregations, highlights, the "Did you mean" suggester,
 * and totals counted exactly up to 1,000.
 */
export function searchBody(q: SearchQuery, now: Date, opts: { facetsOnly?: boolean } = {}): Json {
  const kind = indexedKindOf(q.kind);
  const hasText = wordsOf(q.text).length > 0;
  const filters =
    kind === 'jobs'
      ? jobFilterClauses(q.filters as unknown as JobSearchFilters)
      : otherFilterClauses(kind, q.filters as Json);
  const query = scored(kind, { bool: { must: [textQuery(kind, q.text)], filter: filters } }, now);
  const withFacets = opts.facetsOnly || q.withFacets !== false;
  const body: Json = {
    query,
    track_total_hits: TOTAL_CAP,
    ...(withFacets ? { aggs: aggsOf(kind) } : {}),
  };
  if (opts.facetsOnly) return { ...body, size: 0 };
  const cursor = decodeCursor(q.cursor, q.sort);
  const { title, snippet } = HIGHLIGHT_FIELDS[kind];
  return {
    ...body,
    size: q.pageSize,
    ...(cursor ? { search_after: [cursor.key, cursor.id] } : { from: (q.page - 1) * q.pageSize }),
    sort: sortOf(kind, q.sort, hasText),
    // The card's fields come back with the hit; the long prose only as its highlighted snippet.
    _source: { excludes: [snippet] },
    ...(hasText
      ? {
          highlight: {
            pre_tags: [MARK_START],
            post_tags: [MARK_END],
            fields: {
              [title]: { number_of_fragments: 0 },
              [snippet]: { fragment_size: 160, number_of_fragments: 1, no_match_size: 160 },
            },
          },
          suggest: {
            text: q.text,
            words: { term: { field: SUGGEST_FIELD[kind], suggest_mode: 'missing', size: 1 } },
          },
        }
      : {}),
  };
}

/** Completions and corrections for a word list: the term suggester over titles or names. */
export function suggestBody(kind: IndexedKind, text: string, limit: number): Json {
  return {
    size: 0,
    suggest: {
      text,
      words: { term: { field: SUGGEST_FIELD[kind], suggest_mode: 'always', sort: 'score', size: limit } },
    },
  };
}

/** The moment a query scores at: a later page's cursor carries its first page's (see Cursor.at). */
export function scoringMoment(q: SearchQuery, now: Date): Date {
  const at = decodeCursor(q.cursor, q.sort)?.at;
  return at !== undefined ? new Date(at) : now;
}
