import { z } from 'zod';
import { SEARCH_TABS } from './common';

/** A search can be saved from any tab of the search page. */
export const SAVED_SEARCH_KINDS = SEARCH_TABS;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
/** Alerts announce new jobs: only searches over jobs (the jobs tab, or all) can alert. */
export const ALERTING_KINDS: readonly SavedSearchKind[] = ['all', 'jobs'];
/** Saved searches per person. */
export const SAVED_SEARCH_LIMIT = 20;

const filterValue = z.union([z.string().max(200), z.array(z.string().max(200)).max(30)]);

/**
 * POST save-search-result: the search as the search page holds it (text, tab, filters as its query
 * parameters). `name` defaults to the text; `alert` (default on) sends new matching jobs to the
 * person's notifications and digest.
 */
export const saveSearchBody = z.object({
  name: z.string().trim().max(120, 'Use at most 120 characters.').optional(),
  search: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  kind: z.enum(SAVED_SEARCH_KINDS, { message: 'Unknown search tab.' }).default('all'),
  filters: z
    .record(z.string().regex(/^[a-z_]{1,40}$/, 'Unknown filter.'), filterValue)
    .refine((f) => Object.keys(f).length <= 20, 'Too many filters.')
    .default({}),
  alert: z.boolean().default(true),
});
export type SaveSearchBody = z.infer<typeof saveSearchBody>;

export const savedSearchIdParams = z.object({
  id: z.coerce.number({ message: 'Unknown saved search.' }).int().positive('Unknown saved search.'),
});

export const savedSearchView = z.object({
  id: z.number().int(),
  name: z.string(),
  search: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  filters: z.record(z.string(), filterValue),
  /** The alert is on (change-search-status toggles it). */
  alert: z.boolean(),
  status: z.enum(['active', 'inactive']),
  /** New matching jobs the alerts found since the person last listed their saved searches. */
  new_matches: z.number().int(),
  last_alert_at: z.string().nullable(),
  created_at: z.string(),
  /** The web path that runs the search again. */
  link: z.string(),
});
export type SavedSearchView = z.infer<typeof savedSearchView>;

export const savedSearchListView = z.object({
  searches: z.array(savedSearchView),
  total: z.number().int(),
  limit: z.number().int(),
});
export type SavedSearchListView = z.infer<typeof savedSearchListView>;
