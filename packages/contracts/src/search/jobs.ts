import { z } from 'zod';
import { BENEFITS, JOB_CATEGORIES, JOB_EMPLOYMENT_TYPES, JOB_SHIFTS } from '../common/constants';
import { jobCardView, jobOrganizationView } from '../jobs/views';
import { flag } from '../services/requests';
import { facetsView, hitMatchFields, queryList, resultPageFields, SEARCH_SORTS, searchWords } from './common';

export const POSTED_WITHIN = ['24h', '3d', '7d', '14d', '30d'] as const;
/** Relevance pages stop here: past the 1,000 best matches the search should be narrowed. */
export const JOB_SEARCH_MAX_PAGE = 50;

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(max).optional());
const dollars = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().min(0, 'Pay may not be negative.').max(100_000).optional(),
);

/**
 * `GET search-job`: the words (`q`, typos forgiven) and the filters of the job search. Pay filters
 * are dollars per hour (yearly, weekly and daily ranges are compared as hourly pay). `cursor` (the
 * previous page's `next_cursor`) pages deep results by keyset; `page` is for the first pages.
 */
export const jobSearchQuery = z
  .object({
    q: searchWords,
    category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_CATEGORIES).optional()),
    specialty: optionalText(120),
    city: optionalText(120),
    state: optionalText(40),
    remote: flag.optional(),
    pay_min: dollars,
    pay_max: dollars,
    shift: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_SHIFTS).optional()),
    job_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_EMPLOYMENT_TYPES).optional()),
    benefits: queryList(z.enum(BENEFITS), BENEFITS.length),
    posted_within: z.preprocess((v) => (v === '' ? undefined : v), z.enum(POSTED_WITHIN).optional()),
    licensed_for_me: flag.optional(),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_SORTS).default('relevance')),
    page: z.coerce.number().int().min(1).max(JOB_SEARCH_MAX_PAGE).default(1),
    cursor: optionalText(200),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .superRefine((v, ctx) => {
    if (v.pay_min !== undefined && v.pay_max !== undefined && v.pay_max < v.pay_min) {
      ctx.addIssue({
        code: 'custom',
        path: ['pay_max'],
        message: 'The maximum pay must be at least the minimum.',
      });
    }
    if (v.page * v.pageSize > 1000 && !v.cursor) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: 'Only the first 1,000 results are paged by number; narrow the search or use the cursor.',
      });
    }
  });
export type JobSearchQuery = z.output<typeof jobSearchQuery>;
export type JobSearchQueryInput = z.input<typeof jobSearchQuery>;

/** A job in search results: the card's fields, its highlighted title and snippet, and why it is there. */
export const jobSearchHitView = jobCardView.extend({
  benefits: z.array(z.string()),
  published_at: z.string().nullable(),
  organization: jobOrganizationView,
  /** A paid promotion lifted it: the card says "Promoted". */
  promoted: z.boolean(),
  /** The viewer holds a verified, unexpired license this job asks for, in its state. */
  licensed_for: z.boolean(),
  ...hitMatchFields,
});
export type JobSearchHitView = z.infer<typeof jobSearchHitView>;

export const JOB_FACETS = [
  'category',
  'specialty',
  'city',
  'state',
  'shift',
  'job_type',
  'remote',
  'benefits',
] as const;

export const jobFacetsView = facetsView(JOB_FACETS);
export type JobFacetsView = z.infer<typeof jobFacetsView>;

/**
 * The results. `total` is exact up to 1,000; past it `total_relation` is `gte` and `total_label`
 * reads "1,000+". Facet counts are over every match when the total is exact, else over the newest
 * 1,000 matches (`facets_sampled`). `did_you_mean`: the corrected words, when a misspelled word was
 * replaced (the results are already those of the corrected words).
 */
export const jobSearchResultView = z.object({
  data: z.array(jobSearchHitView),
  ...resultPageFields,
  next_cursor: z.string().nullable(),
  sort: z.enum(SEARCH_SORTS),
  facets: jobFacetsView,
  facets_sampled: z.boolean(),
  did_you_mean: z.string().nullable(),
});
export type JobSearchResultView = z.infer<typeof jobSearchResultView>;
