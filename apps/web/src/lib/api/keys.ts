/**
 * Query keys that more than one feature (or a shared component) reads, writes or invalidates.
 * A feature's own keys live in its api/keys.ts and start from these roots where they share data.
 */
export const sharedKeys = {
  /** Public run-time settings (GET /app-config). */
  appConfig: ['app-config'] as const,
  /** The signed-in individual's account (GET /individual/accounts). */
  account: ['account'] as const,
  /** One organization's show data, and under it its editable parts. */
  organization: (slug: string) => ['organization', slug] as const,
  /** Lists of organizations: owned, assigned, a person's companies. */
  organizations: ['organizations'] as const,
  /** Public individual profiles, by slug and viewer. */
  publicProfile: ['public-profile'] as const,
  /** Plan lists and current plans. */
  plans: ['plans'] as const,
  currentPlan: (slug?: string) => ['plans', 'current', slug ?? null] as const,
  /** The individual's saved resumes and cover letters. */
  resumeLetter: ['resume-letter'] as const,
  /** One job page (by organization and job slug; the viewer follows in the key). */
  job: (slug: string, jobSlug: string) => ['job', slug, jobSlug] as const,
  /** An organization's open, draft and archived job counts. */
  jobCounts: (slug: string) => ['job-counts', slug] as const,
  /** Every page of an organization's job list (a payment changes a job's badge there). */
  orgJobLists: (slug: string) => ['org-jobs', slug] as const,
  /** The service taxonomy (GET categories) and a category's sub-categories. */
  categories: ['categories'] as const,
  subCategories: (id: number | string) => ['sub-categories', String(id)] as const,
  /** An organization's question bank. */
  questionBank: (slug: string) => ['question-bank', slug] as const,
};
