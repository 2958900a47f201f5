import { z } from 'zod';
import { featuredJobView } from '../jobs/views';

/** GET specialty: SPECIALTIES in their order, numbered from 1. */
export const specialtyView = z.object({ id: z.number().int(), name: z.string() });
export type SpecialtyView = z.infer<typeof specialtyView>;
export const specialtyList = z.array(specialtyView);

/** GET categories: CATEGORIES as they are (the category pages' slug, title and blurb). */
export const categoryView = z.object({ id: z.string(), title: z.string(), description: z.string() });
export type CategoryView = z.infer<typeof categoryView>;
export const categoryList = z.array(categoryView);

/** What a category page lists (GET category/{id}/{mode}): spec §7 "servicePost, jobs, serviceRequest". */
export const CATEGORY_MODES = ['all', 'jobs', 'services', 'service-requests'] as const;
export const categoryParams = z.object({
  id: z.string().min(1).max(60),
  mode: z.enum(CATEGORY_MODES, { message: `Choose one of: ${CATEGORY_MODES.join(', ')}.` }),
});
export const categoryListingView = z.object({
  jobs: z.array(featuredJobView),
  // Always empty: service posts and requests arrive with the services module.
  servicePost: z.array(z.never()),
  serviceRequest: z.array(z.never()),
});
export type CategoryListingView = z.infer<typeof categoryListingView>;

/** GET app-config: public settings the web app needs at run time. */
export const appConfigView = z.object({
  blog_url: z.string().nullable(),
  /** The operator runs the test payment gateway on purpose: the web app says so on every page. */
  test_payments: z.boolean(),
});
export type AppConfigView = z.infer<typeof appConfigView>;
