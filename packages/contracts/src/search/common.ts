import { z } from 'zod';
import { SEARCH_WORDS_MAX } from '../common/constants';

/**
 * A highlighted excerpt: plain text and the [start, end) ranges of the matched words. The web app
 * wraps the ranges in <mark> itself, so indexed text is never rendered as markup.
 */
export const highlightView = z.object({
  text: z.string(),
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type HighlightView = z.infer<typeof highlightView>;

/**
 * The search page's tabs: `all` (a few top hits of every kind) or one kind, paged. Here, not in
 * all.ts, because saved.ts needs them too and all.ts imports saved.ts.
 */
export const SEARCH_TABS = [
  'all',
  'jobs',
  'services',
  'service_requests',
  'service_galleries',
  'profiles',
  'organizations',
  'groups',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const facetBucketView = z.object({ value: z.string(), count: z.number().int() });
export type FacetBucketView = z.infer<typeof facetBucketView>;

/** The facets of a kind's results: for each facet name, its values with their counts. */
export const facetsView = <F extends readonly string[]>(facets: F) =>
  z.object(
    Object.fromEntries(facets.map((f) => [f, z.array(facetBucketView)])) as Record<
      F[number],
      z.ZodArray<typeof facetBucketView>
    >,
  );

/** Why a hit is in the results: the reasons, strongest first, and its title and snippet highlighted. */
export const hitMatchFields = {
  reasons: z.array(z.string()),
  highlight: z.object({ title: highlightView, snippet: highlightView }),
};

export const SEARCH_SORTS = ['relevance', 'newest', 'pay'] as const;
export const SEARCH_TOTAL_CAP = 1000;

/** The words searched for: none when absent. */
export const searchWords = z.preprocess(
  (v) => v ?? '',
  z.string().trim().max(SEARCH_WORDS_MAX, `Use at most ${SEARCH_WORDS_MAX} characters.`),
);

/**
 * How many results a kind has and which page this is: `total` is exact up to SEARCH_TOTAL_CAP;
 * past it `total_relation` is `gte` and `total_label` reads "1,000+".
 */
export const resultPageFields = {
  total: z.number().int(),
  total_relation: z.enum(['eq', 'gte']),
  total_label: z.string(),
  current_page: z.number().int(),
  per_page: z.number().int(),
};

/** "1,000+" past the cap (counts are exact up to 1,000, never counted further). */
export const totalLabel = (total: number, relation: 'eq' | 'gte') =>
  `${total.toLocaleString('en-US')}${relation === 'gte' ? '+' : ''}`;

/** A query string list: `a,b` or a repeated key (`benefits=a&benefits=b`). */
export const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v === undefined ? [] : [v])
        .map((x) => (typeof x === 'string' ? x.trim() : x))
        .filter((x) => x !== ''),
    z.array(item).max(max),
  );
