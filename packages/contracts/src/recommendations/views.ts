import { z } from 'zod';
import { servedAdView } from '../ads/views';
import { paginated } from '../common/envelope';
import { organizationCardFields } from '../common/fields';
import { jobCardView, jobOrganizationView } from '../jobs/views';
import { serviceCardView } from '../services/views';

/**
 * A recommended job as a card: the job's essentials, its organization, whether the caller is licensed
 * for it, and the reasons it was picked (shown on the card, strongest first).
 */
export const recommendedJobView = jobCardView.extend({
  required_licenses: z.array(z.string()),
  published_at: z.string().nullable(),
  organization: jobOrganizationView,
  licensed_for: z.boolean(),
  reasons: z.array(z.string()),
});
export type RecommendedJobView = z.infer<typeof recommendedJobView>;

/** `personalised`: ranked for the signed-in individual; false: popular and recent, the same for everyone. */
const recommendations = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), personalised: z.boolean() });

export const recommendedJobsView = recommendations(recommendedJobView);
export type RecommendedJobsView = z.infer<typeof recommendedJobsView>;

export const recommendedServiceView = serviceCardView.extend({
  views_count: z.number(),
  reasons: z.array(z.string()),
});
export type RecommendedServiceView = z.infer<typeof recommendedServiceView>;

export const recommendedServicesView = recommendations(recommendedServiceView);
export type RecommendedServicesView = z.infer<typeof recommendedServicesView>;

/** A public group to join, with how many of the caller's connections are in it. */
export const recommendedGroupView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The description's first 200 characters. */
  excerpt: z.string(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  member_count: z.number(),
  post_count: z.number(),
  connections_count: z.number(),
  reasons: z.array(z.string()),
});
export type RecommendedGroupView = z.infer<typeof recommendedGroupView>;

export const recommendedGroupsView = recommendations(recommendedGroupView);
export type RecommendedGroupsView = z.infer<typeof recommendedGroupsView>;

/**
 * A running ad for the dashboard (null when none runs), as the ads module serves it: labelled
 * "Sponsored", linked through the counting click redirect.
 */
export const latestAdvertisementView = servedAdView.nullable();
export type LatestAdvertisementView = z.infer<typeof latestAdvertisementView>;

/** Following an organization: the caller's state and the organization's follower count. */
export const followStateView = z.object({
  following: z.boolean(),
  followers_count: z.number(),
});
export type FollowStateView = z.infer<typeof followStateView>;

export const followedOrganizationView = z.object({
  ...organizationCardFields,
  city: z.string().nullable(),
  state: z.string().nullable(),
  open_jobs_count: z.number(),
  followed_at: z.string(),
});
export type FollowedOrganizationView = z.infer<typeof followedOrganizationView>;
export const followedOrganizationsView = paginated(followedOrganizationView);
export type FollowedOrganizationsView = z.infer<typeof followedOrganizationsView>;

const jobRef = z.object({ slug: z.string(), title: z.string() });

/** The organization dashboard's hiring cards in one answer. */
export const organizationDashboardView = z.object({
  open_jobs_count: z.number(),
  /** The newest open jobs (up to 8) with their applicant counts. */
  open_jobs: z.array(
    jobRef.extend({
      id: z.number(),
      applicants_count: z.number(),
      new_applicants_count: z.number(),
      published_at: z.string().nullable(),
    }),
  ),
  /** Applications of the last 7 days: how many, and the newest 8. */
  new_applicants_count: z.number(),
  new_applicants: z.array(
    z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      status: z.string(),
      created_at: z.string(),
      job: jobRef,
    }),
  ),
  /** Interviews scheduled today (UTC day), in time order. */
  interviews_today: z.array(
    z.object({
      id: z.number(),
      schedule_date: z.string(),
      timezone: z.string(),
      mode: z.string(),
      status: z.string(),
      candidate: z.object({ first_name: z.string(), last_name: z.string() }),
      job: jobRef,
    }),
  ),
});
export type OrganizationDashboardView = z.infer<typeof organizationDashboardView>;
