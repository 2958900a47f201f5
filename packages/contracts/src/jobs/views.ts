import { z } from 'zod';
import { paymentQuoteView, purchasePaidShape } from '../billing/views';
import { JOB_STATUSES } from '../common/constants';
import { organizationCardFields } from '../common/fields';

/** A job as its organization manages it; pay is in dollars, dates are ISO strings. */
export const jobView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  specialty: z.string().nullable(),
  employment_type: z.string(),
  shift: z.string().nullable(),
  shift_hours: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  is_remote: z.boolean(),
  pay_min: z.number().nullable(),
  pay_max: z.number().nullable(),
  pay_period: z.string().nullable(),
  benefits: z.array(z.string()),
  required_licenses: z.array(z.string()),
  health_requirements: z.array(z.string()),
  languages: z.array(z.string()),
  description: z.string(),
  directory_id: z.number().nullable(),
  status: z.enum(JOB_STATUSES),
  is_featured: z.boolean(),
  /** End of the paid promotion (ISO); null when the job was never promoted. */
  promoted_until: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobView = z.infer<typeof jobView>;

export const jobQuestionView = z.object({
  uid: z.string(),
  question: z.string(),
  type: z.string(),
  options: z.array(z.string()),
  is_required: z.boolean(),
});
export type JobQuestionView = z.infer<typeof jobQuestionView>;

/** The organization a public job belongs to, as job cards show it. */
export const jobOrganizationView = z.object(organizationCardFields);

/**
 * What every job card shows of a job, wherever job seekers see jobs listed (search hits,
 * recommendations add their own fields to it); pay is in dollars.
 */
export const jobCardView = jobView.pick({
  id: true,
  slug: true,
  title: true,
  category: true,
  specialty: true,
  employment_type: true,
  shift: true,
  city: true,
  state: true,
  is_remote: true,
  pay_min: true,
  pay_max: true,
  pay_period: true,
});

/** A job on the public home page, with the token of its share link. */
export const featuredJobView = jobView.extend({
  share_token: z.string(),
  organization: jobOrganizationView,
});
export type FeaturedJobView = z.infer<typeof featuredJobView>;

/**
 * The job page: the job, its screening questions, its organization, whether the viewer is on its
 * team, and whether the signed-in viewer has already applied to it (false for visitors).
 */
export const jobPageView = jobView.extend({
  questions: z.array(jobQuestionView),
  share_token: z.string(),
  organization: jobOrganizationView,
  is_team: z.boolean(),
  has_applied: z.boolean(),
});
export type JobPageView = z.infer<typeof jobPageView>;

/** After creating a job: the step the posting flow goes to next, by the plan (spec §4). */
export const jobCreatedView = z.object({
  job: jobView,
  next: z.enum(['publish', 'questions', 'promote', 'details']),
  is_out_of_plan: z.boolean(),
  hasQuestionAccess: z.boolean(),
  hasPromotionAccess: z.boolean(),
});
export type JobCreatedView = z.infer<typeof jobCreatedView>;

export const jobUpdatedView = z.object({
  job: jobView,
  next: z.enum(['questions', 'promote', 'details']),
  hasQuestionAccess: z.boolean(),
  hasPromotionAccess: z.boolean(),
});
export type JobUpdatedView = z.infer<typeof jobUpdatedView>;

/** jobsCount is draft + published + closed (archived jobs are counted apart). */
export const jobCountsView = z.object({
  jobsCount: z.number(),
  draft: z.number(),
  published: z.number(),
  archived: z.number(),
  closed: z.number(),
});
export type JobCountsView = z.infer<typeof jobCountsView>;

/** A job in pickers (every job not archived, by title), with how many have applied to it. */
export const jobOptionView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  applicants: z.number().int(),
});
export type JobOptionView = z.infer<typeof jobOptionView>;

export const jobQuestionsView = z.object({
  job_slug: z.string(),
  questions: z.array(jobQuestionView),
  next: z.literal('reviewJob'),
});

/** What a share dialog or a link preview shows for a shared job. */
export const jobShareView = z.object({ url: z.string(), title: z.string(), description: z.string() });

/** The review step of a promotion or flat fee: billing's quote (price, tokens used first, what the card pays). */
export const jobPaymentQuoteView = paymentQuoteView;

/** A paid promotion or flat fee: the job as it now is, and what was paid. */
export const jobPaymentView = z.object({ job: jobView, ...purchasePaidShape });

/** What a job folder is, in the folder's own view and in lists. */
const jobDirectoryFields = {
  id: z.number(),
  name: z.string(),
  type: z.string(),
  is_archived: z.boolean(),
};

/** A job folder (directory). */
export const jobDirectoryView = z.object({ ...jobDirectoryFields, created_at: z.string() });
export type JobDirectoryView = z.infer<typeof jobDirectoryView>;

/** A job folder in lists, with how many jobs it holds. */
export const jobDirectoryWithCountView = z.object({
  ...jobDirectoryFields,
  jobs_count: z.number(),
  created_at: z.string(),
});
export type JobDirectoryWithCountView = z.infer<typeof jobDirectoryWithCountView>;

export type JobQuestionsView = z.infer<typeof jobQuestionsView>;
export type JobPaymentView = z.infer<typeof jobPaymentView>;
export type JobPaymentQuoteView = z.infer<typeof jobPaymentQuoteView>;
