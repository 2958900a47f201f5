import { z } from 'zod';
import { featuredJobView } from '../jobs/views';
import { serviceCardView } from '../services/views';

/** GET specialty: SPECIALTIES in their order, numbered from 1. */
export const specialtyView = z.object({ id: z.number().int(), name: z.string() });
export type SpecialtyView = z.infer<typeof specialtyView>;
export const specialtyList = z.array(specialtyView);

/**
 * GET categories: the service taxonomy (seeded data). `id` is the category page's slug
 * (`/categories/{id}`, e.g. nursing-jobs, home-health-care); services refer to `category_id`.
 */
export const categoryView = z.object({
  id: z.string(),
  category_id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The job category whose jobs the page lists (null: a services-only category). */
  job_category: z.string().nullable(),
  /** Offering its services needs a verified, unexpired license of one of these types. */
  requires_license: z.boolean(),
  license_types: z.array(z.string()),
});
export type CategoryView = z.infer<typeof categoryView>;
export const categoryList = z.array(categoryView);

/** GET sub-categories/{id}. */
export const subCategoryView = z.object({
  id: z.number(),
  category_id: z.number(),
  slug: z.string(),
  name: z.string(),
});
export type SubCategoryView = z.infer<typeof subCategoryView>;
export const subCategoryList = z.array(subCategoryView);

/** What a category page lists (GET category/{id}/{mode}): spec §7 "servicePost, jobs, serviceRequest". */
export const CATEGORY_MODES = ['all', 'jobs', 'services', 'service-requests'] as const;
export const categoryParams = z.object({
  id: z.string().min(1).max(60),
  mode: z.enum(CATEGORY_MODES, { message: `Choose one of: ${CATEGORY_MODES.join(', ')}.` }),
});
export const categoryListingView = z.object({
  jobs: z.array(featuredJobView),
  servicePost: z.array(serviceCardView),
  serviceRequest: z.array(serviceCardView),
  category: categoryView,
});
export type CategoryListingView = z.infer<typeof categoryListingView>;

/** GET app-config: public settings the web app needs at run time. */
export const appConfigView = z.object({
  blog_url: z.string().nullable(),
  /** The operator runs the test payment gateway on purpose: the web app says so on every page. */
  test_payments: z.boolean(),
});
export type AppConfigView = z.infer<typeof appConfigView>;
